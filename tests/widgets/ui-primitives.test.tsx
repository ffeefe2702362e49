import { fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, createElement, useRef, useState } from 'react';
import { findByShadowRole, getAllByShadowRole, getByShadowLabelText, getByShadowRole, getByShadowText, queryByShadowRole } from 'shadow-dom-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { getRacekitStore, globalErrorAtom } from '../../sdk/state/index.ts';
import { Dialog } from '../../sdk/ui/dialog.tsx';
import { Select } from '../../sdk/ui/form/index.ts';
import {
  Button,
  Checkbox,
  EmptyState,
  GlobalErrorPopup,
  LazyDisclosure,
  Price,
  RadioGroup,
  SectionHead,
  Spinner,
  Tabs,
  TextField,
} from '../../sdk/ui/index.ts';
import { MaskedField } from '../../sdk/ui/masked-field.tsx';
import { deepActiveElement } from '../../sdk/elements/index.ts';
import { focusedIn, renderInWidget } from './support/render-in-widget.tsx';

describe('Dialog', () => {
  function DialogDemo() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Payment security
        </button>
        <Dialog open={open} onClose={() => setOpen(false)} title="Безопасность платежей" actions={<Button onClick={() => setOpen(false)}>OK</Button>}>
          <p>3D Secure</p>
          <a href="/docs">Offer</a>
        </Dialog>
      </>
    );
  }

  async function openDialog() {
    const host = await renderInWidget(DialogDemo);
    const opener = getByShadowRole(host, 'button', { name: 'Payment security' });
    opener.focus();
    await act(async () => {
      fireEvent.click(opener);
    });
    return { host, opener, dialog: getByShadowRole(host, 'dialog', { name: 'Безопасность платежей' }) };
  }

  it('is a named modal dialog and takes focus when it opens', async () => {
    const { host, dialog } = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(focusedIn(host)).toBe(getByShadowRole(host, 'button', { name: 'Закрыть' }));
  });

  it('keeps Tab and Shift+Tab inside, wrapping at both ends', async () => {
    const { host, dialog } = await openDialog();
    const close = getByShadowRole(host, 'button', { name: 'Закрыть' });
    const link = getByShadowRole(host, 'link', { name: 'Offer' });
    const ok = getByShadowRole(host, 'button', { name: 'OK' });
    const tab = (shiftKey = false) => fireEvent.keyDown(focusedIn(host) ?? dialog, { key: 'Tab', shiftKey });

    tab();
    expect(focusedIn(host)).toBe(link);
    tab();
    expect(focusedIn(host)).toBe(ok);
    tab();
    expect(focusedIn(host)).toBe(close);
    tab(true);
    expect(focusedIn(host)).toBe(ok);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { host, opener } = await openDialog();
    await act(async () => {
      fireEvent.keyDown(focusedIn(host) ?? host, { key: 'Escape' });
    });
    expect(queryByShadowRole(host, 'dialog')).toBeNull();
    expect(focusedIn(host)).toBe(opener);
  });

  it('closes with its close button and by a click on the backdrop', async () => {
    const { host } = await openDialog();
    await act(async () => {
      fireEvent.click(getByShadowRole(host, 'button', { name: 'Закрыть' }));
    });
    expect(queryByShadowRole(host, 'dialog')).toBeNull();

    await act(async () => {
      fireEvent.click(getByShadowRole(host, 'button', { name: 'Payment security' }));
    });
    // The <dialog> spans the viewport around its panel: a press on it is a press outside the panel.
    const layer = getByShadowRole(host, 'dialog');
    await act(async () => {
      fireEvent.mouseDown(getByShadowText(host, '3D Secure'));
    });
    expect(queryByShadowRole(host, 'dialog')).not.toBeNull(); // a click inside does not close
    await act(async () => {
      fireEvent.mouseDown(layer);
    });
    expect(queryByShadowRole(host, 'dialog')).toBeNull();
  });

  /** Another widget shown in a dialog: a tag with its own open shadow root and controls. */
  class NestedWidget extends HTMLElement {
    constructor() {
      super();
      const root = this.attachShadow({ mode: 'open' });
      const email = document.createElement('input');
      email.setAttribute('aria-label', 'E-mail');
      const pay = document.createElement('button');
      pay.textContent = 'Оплатить';
      root.append(email, pay);
    }
  }
  if (customElements.get('racekit-test-nested') === undefined) customElements.define('racekit-test-nested', NestedWidget);

  function NestedDemo() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <p>Страница виджета</p>
        <Dialog open={open} onClose={() => setOpen(false)} title="Корзина" part="basket-dialog">
          {createElement('racekit-test-nested')}
        </Dialog>
      </>
    );
  }

  it('keeps Tab inside, through the controls of another widget shown in it (its shadow root)', async () => {
    const host = await renderInWidget(NestedDemo);
    const dialog = getByShadowRole(host, 'dialog', { name: 'Корзина' });
    expect(dialog.querySelector('[part~="basket-dialog"]')?.classList.contains('rk-dialog')).toBe(true); // the panel, for ::part()
    const nested = dialog.querySelector('racekit-test-nested');
    const [email, pay] = [nested?.shadowRoot?.querySelector('input'), nested?.shadowRoot?.querySelector('button')];
    const close = getByShadowRole(host, 'button', { name: 'Закрыть' });
    const tab = (shiftKey = false) => fireEvent.keyDown(deepActiveElement() ?? dialog, { key: 'Tab', shiftKey });
    expect(deepActiveElement()).toBe(close);
    tab();
    expect(deepActiveElement()).toBe(email);
    tab();
    expect(deepActiveElement()).toBe(pay);
    tab();
    expect(deepActiveElement()).toBe(close);
    tab(true);
    expect(deepActiveElement()).toBe(pay);
    // Escape pressed inside the nested widget reaches the dialog on its way up.
    await act(async () => {
      fireEvent.keyDown(pay ?? dialog, { key: 'Escape', bubbles: true, composed: true });
    });
    expect(queryByShadowRole(host, 'dialog')).toBeNull();
  });

  it('is a native <dialog> opened with showModal (the top layer), and writes nothing onto the page around it', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const before = document.createElement('header');
    before.textContent = 'Шапка сайта';
    const wrapper = document.createElement('main');
    document.body.append(before, wrapper);
    const pageBefore = document.body.outerHTML;
    const host = await renderInWidget(DialogDemo, {}, wrapper);
    const opener = getByShadowRole(host, 'button', { name: 'Payment security' });
    opener.focus();
    await act(async () => {
      fireEvent.click(opener);
    });
    const dialog = getByShadowRole(host, 'dialog', { name: 'Безопасность платежей' });
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(showModal).toHaveBeenCalledOnce();
    expect((dialog as HTMLDialogElement).open).toBe(true);
    // The browser makes the page inert itself: no inert or aria-hidden on the host page's nodes.
    expect(document.querySelectorAll('[inert], [aria-hidden]')).toHaveLength(0);
    expect(host.shadowRoot?.querySelectorAll('[inert]')).toHaveLength(0);
    expect(document.body.outerHTML.replace(host.outerHTML, '')).toBe(pageBefore);

    await act(async () => {
      fireEvent.keyDown(focusedIn(host) ?? host, { key: 'Escape' });
    });
    expect(focusedIn(host)).toBe(opener);
    showModal.mockRestore();
  });

  it("locks the page's scroll while open (a sheet adopted by the document, gone on close), also when dialogs nest", async () => {
    const locks = () => document.adoptedStyleSheets.filter((sheet) => [...sheet.cssRules].some((rule) => /overflow:\s*hidden/.test(rule.cssText)));
    const { host } = await openDialog();
    expect(locks()).toHaveLength(1);
    const second = await renderInWidget(NestedDemo);
    expect(getByShadowRole(second, 'dialog', { name: 'Корзина' })).toBeTruthy();
    expect(locks()).toHaveLength(1);
    await act(async () => {
      fireEvent.keyDown(getByShadowRole(host, 'dialog'), { key: 'Escape' });
    });
    expect(queryByShadowRole(host, 'dialog')).toBeNull();
    expect(locks()).toHaveLength(1); // the other dialog is still open
    await act(async () => {
      fireEvent.click(getByShadowRole(second, 'button', { name: 'Закрыть' }));
    });
    expect(locks()).toHaveLength(0);
  });
});

describe('Tabs', () => {
  const tickets = [
    { id: 'a', label: 'Билет 1' },
    { id: 'b', label: 'Билет 2', invalid: true },
    { id: 'c', label: 'Билет 3' },
  ];

  function TabsDemo() {
    const [selected, setSelected] = useState('a');
    return (
      <Tabs label="Участники" items={tickets} selected={selected} onSelect={setSelected}>
        <p>form {selected}</p>
      </Tabs>
    );
  }

  it('uses a roving tabindex: only the selected tab is in the Tab order', async () => {
    const host = await renderInWidget(TabsDemo);
    getByShadowRole(host, 'tablist', { name: 'Участники' });
    const tabs = getAllByShadowRole(host, 'tab');
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(getByShadowRole(host, 'tabpanel', { name: 'Билет 1' }).textContent).toBe('form a');
  });

  it.each([
    ['ArrowRight', 'Билет 1', 'Билет 2 ! Не все данные участника заполнены'],
    ['ArrowLeft', 'Билет 1', 'Билет 3'],
    ['End', 'Билет 1', 'Билет 3'],
    ['Home', 'Билет 3', 'Билет 1'],
  ])('%s from "%s" selects and focuses "%s"', async (key, from, to) => {
    const host = await renderInWidget(TabsDemo);
    await act(async () => {
      fireEvent.click(getByShadowRole(host, 'tab', { name: new RegExp(`^${from}`) }));
    });
    await act(async () => {
      fireEvent.keyDown(getByShadowRole(host, 'tab', { selected: true }), { key });
    });
    const selected = getByShadowRole(host, 'tab', { selected: true });
    expect(selected.textContent?.replace('!', ' ! ').replace(/\s+/g, ' ').trim()).toBe(to);
    expect(selected.getAttribute('tabindex')).toBe('0');
    expect(focusedIn(host)).toBe(selected);
    expect(getByShadowRole(host, 'tabpanel').getAttribute('aria-labelledby')).toBe(selected.id);
  });

  it('wraps from the last tab to the first', async () => {
    const host = await renderInWidget(TabsDemo);
    await act(async () => {
      fireEvent.click(getByShadowRole(host, 'tab', { name: 'Билет 3' }));
    });
    await act(async () => {
      fireEvent.keyDown(getByShadowRole(host, 'tab', { selected: true }), { key: 'ArrowRight' });
    });
    expect(getByShadowRole(host, 'tab', { selected: true }).textContent).toBe('Билет 1');
    expect(getByShadowText(host, 'form a')).toBeTruthy();
  });

  it('says which tab has errors, in words', async () => {
    const host = await renderInWidget(TabsDemo);
    expect(getByShadowRole(host, 'tab', { name: /Билет 2.*Не все данные участника заполнены/ })).toBeTruthy();
    expect(getByShadowRole(host, 'tab', { name: 'Билет 3' })).toBeTruthy();
  });
});

describe('TextField', () => {
  it('links its label, hint and error to the input', async () => {
    function Fields() {
      return (
        <>
          <TextField label="Имя" error="Заполните поле" hint="Как в паспорте" required />
          <TextField label="Фамилия" />
        </>
      );
    }
    const host = await renderInWidget(Fields);
    const invalid = getByShadowLabelText(host, /Имя/);
    expect(invalid.getAttribute('aria-invalid')).toBe('true');
    expect(invalid.getAttribute('aria-required')).toBe('true');
    const described = (invalid.getAttribute('aria-describedby') ?? '').split(' ').map((id) => host.shadowRoot?.getElementById(id)?.textContent);
    expect(described).toEqual(['Заполните поле', 'Как в паспорте']);
    expect(getByShadowRole(host, 'alert').textContent).toBe('Заполните поле');

    const valid = getByShadowLabelText(host, 'Фамилия');
    expect(valid.hasAttribute('aria-invalid')).toBe(false);
    expect(valid.hasAttribute('aria-describedby')).toBe(false);
  });

  it('can be marked invalid without a message, and its ref is the input (to focus it)', async () => {
    function Login() {
      const field = useRef<HTMLInputElement>(null);
      const [marked, setMarked] = useState(false);
      return (
        <>
          <TextField ref={field} label="E-mail" invalid={marked} />
          <button
            type="button"
            onClick={() => {
              setMarked(true);
              field.current?.focus();
            }}
          >
            Войти
          </button>
        </>
      );
    }
    const host = await renderInWidget(Login);
    const input = getByShadowLabelText(host, 'E-mail');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    await act(async () => {
      fireEvent.click(getByShadowRole(host, 'button', { name: 'Войти' }));
    });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.closest('.rk-field')?.classList.contains('is-invalid')).toBe(true);
    expect(queryByShadowRole(host, 'alert')).toBeNull();
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(focusedIn(host)).toBe(input);
  });
});

describe('MaskedField', () => {
  it('keeps a phone number in its mask and reports the bare digits', async () => {
    const changes: [string, string][] = [];
    function Phone() {
      const [value, setValue] = useState('');
      return (
        <MaskedField
          label="Телефон"
          mask="+{7} (000) 000-00-00"
          value={value}
          onChange={(masked, unmasked) => {
            changes.push([masked, unmasked]);
            setValue(masked);
          }}
        />
      );
    }
    const host = await renderInWidget(Phone);
    const input = getByShadowLabelText(host, 'Телефон');
    if (!(input instanceof HTMLInputElement)) throw new Error('not an input');
    await userEvent.type(input, '9123456789xyz12');
    expect(input.value).toBe('+7 (912) 345-67-89');
    expect(changes.at(-1)).toEqual(['+7 (912) 345-67-89', '79123456789']);
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('shows an error like every field', async () => {
    const host = await renderInWidget(() => (
      <MaskedField label="Дата рождения" mask="00.00.0000" value="" onChange={() => undefined} error="Введите корректную дату" />
    ));
    const input = getByShadowLabelText(host, 'Дата рождения');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(host.shadowRoot?.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Введите корректную дату');
  });

  it('can be marked invalid without a message, and its ref is the input', async () => {
    const seen: (HTMLInputElement | null)[] = [];
    function Phone() {
      const field = useRef<HTMLInputElement>(null);
      return (
        <>
          <MaskedField ref={field} label="Телефон" mask="+{7} (000) 000-00-00" value="" onChange={() => undefined} invalid />
          <button type="button" onClick={() => seen.push(field.current)}>
            Код
          </button>
        </>
      );
    }
    const host = await renderInWidget(Phone);
    const input = getByShadowLabelText(host, 'Телефон');
    fireEvent.click(getByShadowRole(host, 'button', { name: 'Код' }));
    expect(seen).toEqual([input]);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(queryByShadowRole(host, 'alert')).toBeNull();
  });
});

describe('Select, Checkbox, RadioGroup', () => {
  it('a select shows its placeholder until a choice is made, and wires its error', async () => {
    const host = await renderInWidget(() => (
      <Select
        label="Доставка"
        placeholder="Выберите способ доставки"
        value=""
        onChange={() => undefined}
        options={[{ value: 'pickup', label: 'Самовывоз' }]}
        error="Выберите способ доставки"
      />
    ));
    const select = getByShadowRole(host, 'combobox', { name: 'Доставка' });
    if (!(select instanceof HTMLSelectElement)) throw new Error('not a select');
    expect(select.selectedOptions[0]?.textContent).toBe('Выберите способ доставки');
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });

  it('a checkbox is named by its label and reports its error', async () => {
    const onChange = vi.fn();
    const host = await renderInWidget(() => (
      <Checkbox checked={false} onChange={onChange} error="Заполните поле">
        Я даю согласие
      </Checkbox>
    ));
    const box = getByShadowRole(host, 'checkbox', { name: 'Я даю согласие' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('a radio group is named by its legend and reports the chosen value', async () => {
    const chosen: string[] = [];
    function Gender() {
      const [value, setValue] = useState<'male' | 'female' | undefined>(undefined);
      return (
        <RadioGroup
          label="Пол"
          value={value}
          error={value === undefined ? 'Выберите одно из значений' : undefined}
          onChange={(next) => {
            chosen.push(next);
            setValue(next);
          }}
          options={[
            { value: 'male', label: 'Мужской' },
            { value: 'female', label: 'Женский' },
          ]}
        />
      );
    }
    const host = await renderInWidget(Gender);
    const group = getByShadowRole(host, 'radiogroup', { name: 'Пол' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    await act(async () => {
      fireEvent.click(getByShadowRole(host, 'radio', { name: 'Женский' }));
    });
    expect(chosen).toEqual(['female']);
    expect(getByShadowRole(host, 'radio', { name: 'Женский' })).toHaveProperty('checked', true);
    expect(group.hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('Button, Spinner, Price, EmptyState', () => {
  it('a loading button is busy and cannot be pressed twice', async () => {
    const onClick = vi.fn();
    const host = await renderInWidget(() => (
      <Button loading onClick={onClick}>
        Оплатить
      </Button>
    ));
    const button = getByShadowRole(host, 'button', { name: 'Оплатить' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('type')).toBe('button');
  });

  it('a spinner is a status with a text', async () => {
    const host = await renderInWidget(() => <Spinner />);
    expect(getByShadowRole(host, 'status').textContent).toBe('Загрузка…');
  });

  it.each([
    [1500, undefined, '1\u00a0500\u00a0₽', null],
    [1499.6, 2000, '1\u00a0500\u00a0₽', 'Старая цена: 2\u00a0000\u00a0₽'],
    [990, 990, '990\u00a0₽', null],
  ])('price %d (old %s) reads "%s"', async (value, old, current, struck) => {
    const host = await renderInWidget(() => <Price value={value} old={old} />);
    expect(host.shadowRoot?.querySelector('.rk-price__current')?.textContent).toBe(current);
    expect(host.shadowRoot?.querySelector('s')?.textContent ?? null).toBe(struck);
  });

  it('an empty state has a heading, a text and an action', async () => {
    const host = await renderInWidget(() => (
      <EmptyState title="В корзине пока ничего нет" text="Выберите мероприятие" action={<a href="/calendar">Календарь</a>} />
    ));
    expect(getByShadowRole(host, 'heading', { name: 'В корзине пока ничего нет' })).toBeTruthy();
    expect(getByShadowRole(host, 'link', { name: 'Календарь' })).toBeTruthy();
  });
});

describe('LazyDisclosure', () => {
  it('is a heading\'s button that says whether it is open, mounts its content on the first opening and keeps it', async () => {
    const mounted = vi.fn();
    function Content() {
      mounted();
      return <p>Прошлые записи</p>;
    }
    const host = await renderInWidget(() => (
      <LazyDisclosure title="Прошедшие мероприятия">
        <Content />
      </LazyDisclosure>
    ));
    const toggle = getByShadowRole(host, 'button', { name: 'Прошедшие мероприятия' });
    expect(getByShadowRole(host, 'heading', { level: 3, name: 'Прошедшие мероприятия' }).contains(toggle)).toBe(true);
    const panel = host.shadowRoot?.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
    expect(mounted).not.toHaveBeenCalled();

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    expect(getByShadowText(host, 'Прошлые записи')).toBeTruthy();

    await userEvent.click(toggle);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // closed and opened again: the same content, not mounted (nor loaded) twice
    expect(mounted).toHaveBeenCalledTimes(1);
  });

  it('keeps its content hidden once closed', async () => {
    const host = await renderInWidget(() => (
      <LazyDisclosure title="Предыдущие страховки" headingLevel={2}>
        <p>Полис</p>
      </LazyDisclosure>
    ));
    const toggle = getByShadowRole(host, 'button', { name: 'Предыдущие страховки' });
    expect(getByShadowRole(host, 'heading', { level: 2 })).toBeTruthy();
    await userEvent.click(toggle);
    expect(getByShadowRole(host, 'paragraph').textContent).toBe('Полис');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(host.shadowRoot?.getElementById(toggle.getAttribute('aria-controls') ?? '')?.hidden).toBe(true);
    expect(queryByShadowRole(host, 'paragraph')).toBeNull();
  });
});

describe('SectionHead', () => {
  it('names its section by the heading, with the way on beside it', async () => {
    const host = await renderInWidget(() => (
      <section aria-labelledby="similar">
        <SectionHead id="similar" title="Похожие мероприятия" headingLevel={3} action={<a href="/calendar">Все мероприятия</a>} />
      </section>
    ));
    expect(getByShadowRole(host, 'region', { name: 'Похожие мероприятия' })).toBeTruthy();
    expect(getByShadowRole(host, 'heading', { level: 3, name: 'Похожие мероприятия' })).toBeTruthy();
    expect(getByShadowRole(host, 'link', { name: 'Все мероприятия' }).getAttribute('href')).toBe('/calendar');
  });
});

describe('GlobalErrorPopup', () => {
  it("shows the global error once per page and clears it with 'Понятно'", async () => {
    const first = await renderInWidget(GlobalErrorPopup);
    const second = await renderInWidget(GlobalErrorPopup);
    expect(queryByShadowRole(first, 'dialog')).toBeNull();

    await act(async () => {
      getRacekitStore().set(globalErrorAtom, 'Промокод не найден');
    });
    // The popup's dialog arrives with the first error (a lazy module).
    const dialog = await findByShadowRole(first, 'dialog', { name: 'Ошибка' });
    expect(dialog.textContent).toContain('Промокод не найден');
    expect(queryByShadowRole(second, 'dialog')).toBeNull();
    const understood = getByShadowRole(first, 'button', { name: 'Понятно' });
    expect(focusedIn(first)).toBe(understood);

    await act(async () => {
      fireEvent.click(understood);
    });
    expect(getRacekitStore().get(globalErrorAtom)).toBeNull();
    expect(queryByShadowRole(first, 'dialog')).toBeNull();
  });

  it('passes to the next popup when the first one goes', async () => {
    const first = await renderInWidget(GlobalErrorPopup);
    const second = await renderInWidget(GlobalErrorPopup);
    await act(async () => {
      first.remove();
      await Promise.resolve();
    });
    await act(async () => {
      getRacekitStore().set(globalErrorAtom, 'Произошла ошибка, попробуйте позже');
    });
    expect(getByShadowRole(second, 'dialog', { name: 'Ошибка' }).textContent).toContain('Произошла ошибка, попробуйте позже');
  });
});
