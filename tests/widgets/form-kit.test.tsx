/**
 * The form kit (sdk/ui/form) on its own: the phone field's country detection as typed (a
 * paste is Chromium's: tests/e2e/purchase-form-rules.spec.ts), the date field, the gender choice, the upload, and the participant and insured-person
 * forms with their messages once a field is left or every field is revealed. Found by role and
 * label through the widget's shadow root.
 */
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { getAllByShadowRole, getByShadowLabelText, getByShadowRole, getByShadowText, queryAllByShadowRole } from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BasketItem, InsuredPerson } from '../../sdk/contract/schemas/index.ts';
import { formMessage, validatePhone, type PhoneCountry } from '../../sdk/forms/index.ts';
import { DateField, GenderChoice, UploadField, useFieldMessages, useFocusFirstInvalid } from '../../sdk/ui/form/index.ts';
import { InsuredPersonForm } from '../../sdk/ui/form/insured-person-form.tsx';
import { ParticipantForm } from '../../sdk/ui/form/participant-form.tsx';
import { PhoneField } from '../../sdk/ui/form/phone-field.tsx';
import { renderInWidget } from './support/render-in-widget.tsx';
import { stubApi } from './support/stub-api.ts';

type User = ReturnType<typeof userEvent.setup>;

function PhoneDemo({ initial = '', countries }: { initial?: string; countries?: readonly PhoneCountry[] }) {
  const [digits, setDigits] = useState(initial);
  return (
    <>
      <PhoneField label="Телефон" value={digits} onChange={setDigits} {...(countries === undefined ? {} : { countries })} />
      <output>{`stored:${digits}`}</output>
      <button type="button" onClick={() => setDigits('')}>
        clear
      </button>
    </>
  );
}

const phoneInput = (host: HTMLElement) => getByShadowLabelText(host, 'Телефон', { selector: 'input' }) as HTMLInputElement;
const countrySelect = (host: HTMLElement) => getByShadowRole(host, 'combobox', { name: 'Код страны' }) as HTMLSelectElement;
const stored = (host: HTMLElement) => getByShadowText(host, /^stored:/).textContent?.slice('stored:'.length);

describe('PhoneField: the digits decide the mask, the list follows', () => {
  it.each([
    ['+375 29 123-45-67', '+375 29 123-45-67', 'BY', '375291234567'],
    ['375291234567', '+375 29 123-45-67', 'BY', '375291234567'],
    ['+375 29 123-45', '+375 29 123-45', 'BY', '3752912345'],
    ['+992 9012 3-45-67', '+992 9012 3-45-67', 'TJ', '992901234567'],
    ['992901234567', '+992 9012 3-45-67', 'TJ', '992901234567'],
    ['77011234567', '+7 (701) 123-45-67', 'KZ', '77011234567'],
    ['+7 (701) 123-45-67', '+7 (701) 123-45-67', 'KZ', '77011234567'],
    ['79123456789', '+7 (912) 345-67-89', 'RU', '79123456789'],
    ['8 999 123 45 67', '+7 (999) 123-45-67', 'RU', '79991234567'],
    ['89991234567', '+7 (999) 123-45-67', 'RU', '79991234567'],
    ['9991234567', '+7 (999) 123-45-67', 'RU', '79991234567'],
  ])('typed %s shows %s, the list says %s, stores %s', async (typed, shown, country, digits) => {
    const user = userEvent.setup();
    const host = await renderInWidget(() => <PhoneDemo />);
    await user.type(phoneInput(host), typed);
    expect(phoneInput(host).value).toBe(shown);
    expect(countrySelect(host).value).toBe(country);
    expect(stored(host)).toBe(digits);
  });

  it('re-reads the country at every keystroke: +7 (3… becomes +375 once the third digit makes 375', async () => {
    const user = userEvent.setup();
    const host = await renderInWidget(() => <PhoneDemo />);
    await user.type(phoneInput(host), '37');
    expect([phoneInput(host).value, countrySelect(host).value]).toEqual(['+7 (37', 'RU']);
    await user.type(phoneInput(host), '5');
    expect([phoneInput(host).value, countrySelect(host).value]).toEqual(['+375', 'BY']);
  });

  it.each([
    ['BY', '+375 __ ___-__-__', '291234567', '+375 29 123-45-67', '375291234567'],
    ['BY', '+375 __ ___-__-__', '331234567', '+375 33 123-45-67', '375331234567'],
    ['TJ', '+992 ____ _-__-__', '901234567', '+992 9012 3-45-67', '992901234567'],
    ['KZ', '+7 (7__) ___-__-__', '7011234567', '+7 (701) 123-45-67', '77011234567'],
    ['RU', '+7 (___) ___-__-__', '9031234567', '+7 (903) 123-45-67', '79031234567'],
  ])('keeps %s chosen by hand: the number emptied (%s), then typed without its code', async (country, placeholder, typed, shown, digits) => {
    const user = userEvent.setup();
    const host = await renderInWidget(() => <PhoneDemo initial="79123456789" />);
    await user.selectOptions(countrySelect(host), country);
    expect([phoneInput(host).value, phoneInput(host).placeholder, stored(host)]).toEqual(['', placeholder, '']);
    await user.type(phoneInput(host), typed);
    expect([phoneInput(host).value, countrySelect(host).value, stored(host)]).toEqual([shown, country, digits]);
  });

  it('a country chosen by hand stays chosen when the number is erased and typed again', async () => {
    const user = userEvent.setup();
    const host = await renderInWidget(() => <PhoneDemo />);
    await user.selectOptions(countrySelect(host), 'TJ');
    await user.type(phoneInput(host), '90');
    await user.type(phoneInput(host), '{Backspace}'.repeat(phoneInput(host).value.length));
    expect([phoneInput(host).value, countrySelect(host).value, stored(host)]).toEqual(['', 'TJ', '']);
    await user.type(phoneInput(host), '901234567');
    expect([phoneInput(host).value, stored(host)]).toEqual(['+992 9012 3-45-67', '992901234567']);
  });

  it('shows a stored phone in the mask of its country, and follows a value set from outside', async () => {
    const user = userEvent.setup();
    const host = await renderInWidget(() => <PhoneDemo initial="992901234567" />);
    expect([phoneInput(host).value, countrySelect(host).value]).toEqual(['+992 9012 3-45-67', 'TJ']);
    await user.click(getByShadowRole(host, 'button', { name: 'clear' }));
    expect([phoneInput(host).value, stored(host)]).toEqual(['', '']);
  });

  it('offers only the countries a form takes (the emergency contact: RU, TJ, BY); a Kazakh number stays in the Russian mask', async () => {
    const user = userEvent.setup();
    const host = await renderInWidget(() => <PhoneDemo countries={['RU', 'TJ', 'BY']} />);
    expect(within(countrySelect(host)).getAllByRole('option').map((option) => option.textContent)).toEqual(['Россия +7', 'Таджикистан +992', 'Беларусь +375']);
    await user.type(phoneInput(host), '77011234567');
    expect([phoneInput(host).value, countrySelect(host).value]).toEqual(['+7 (701) 123-45-67', 'RU']);
  });
});

// Issue 29 items 3–4, issue 31 item 6: pasted numbers, the full number after a chosen country,
// numbers of no offered country, other countries' codes inside a Russian number.
describe('PhoneField: a pasted or fully typed number is read as one number, never as another', () => {
  /**
   * Pastes `text` into the emptied field: the one insertion a paste makes (user-event's paste goes
   * to document.activeElement, which is the widget's host here; Chromium's real clipboard paste
   * is tests/e2e/purchase-phone-paste.spec.ts).
   */
  async function paste(user: User, host: HTMLElement, text: string) {
    const input = phoneInput(host);
    if (input.value !== '') await user.type(input, '{Backspace}'.repeat(input.value.length));
    act(() => {
      input.value = text;
      input.setSelectionRange(text.length, text.length);
      input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste', data: text }));
    });
  }
  const seen = (host: HTMLElement) => [phoneInput(host).value, countrySelect(host).value, stored(host)];

  it.each([
    [' 79161234567', '+7 (916) 123-45-67', 'RU', '79161234567'],
    [' 8 916 123-45-67', '+7 (916) 123-45-67', 'RU', '79161234567'],
    ['\t+7 916 123 45 67', '+7 (916) 123-45-67', 'RU', '79161234567'],
    ['тел. +7 916 123-45-67', '+7 (916) 123-45-67', 'RU', '79161234567'],
    [' 375291234567', '+375 29 123-45-67', 'BY', '375291234567'],
    [' +992 90 123 4567 ', '+992 9012 3-45-67', 'TJ', '992901234567'],
    [' 77011234567', '+7 (701) 123-45-67', 'KZ', '77011234567'],
  ])('pasted %j shows %s, the list says %s, stores %s', async (text, shown, country, digits) => {
    const user = userEvent.setup();
    const host = await renderInWidget(() => <PhoneDemo />);
    await paste(user, host, text);
    expect(seen(host)).toEqual([shown, country, digits]);
  });

  it.each([
    ['BY', 'type', '375291234567', '+375 29 123-45-67', '375291234567'],
    ['TJ', 'type', '992901234567', '+992 9012 3-45-67', '992901234567'],
    ['BY', 'paste', '375291234567', '+375 29 123-45-67', '375291234567'],
    ['TJ', 'paste', '+992 90 123 4567', '+992 9012 3-45-67', '992901234567'],
    ['BY', 'paste', '8 029 123-45-67', '+375 29 123-45-67', '375291234567'],
    ['TJ', 'paste', '90 123 4567', '+992 9012 3-45-67', '992901234567'],
    ['RU', 'type', '+79161234567', '+7 (916) 123-45-67', '79161234567'],
  ])('%s chosen, then the full number %s %s: the code once, %s', async (country, how, text, shown, digits) => {
    const user = userEvent.setup();
    const host = await renderInWidget(() => <PhoneDemo />);
    await user.selectOptions(countrySelect(host), country);
    if (how === 'type') await user.type(phoneInput(host), text);
    else await paste(user, host, text);
    expect(seen(host)).toEqual([shown, country, digits]);
  });

  it.each([
    [undefined, 'type', '+44 20 7946 0958', '+442079460958', '442079460958'],
    [undefined, 'paste', '+44 20 7946 0958', '+442079460958', '442079460958'],
    ['RU', 'type', '+44 20 7946 0958', '+442079460958', '442079460958'],
    ['BY', 'paste', '+44 20 7946 0958', '+442079460958', '442079460958'],
    ['BY', 'paste', '79161234567', '+37579161234567', '37579161234567'],
    ['TJ', 'paste', '375291234567', '+992375291234567', '992375291234567'],
    [undefined, 'paste', '+7 916 123 45 67 89', '+7916123456789', '7916123456789'],
  ])('%s chosen, %s %s: no number of that country, shown as written (%s) and refused', async (country, how, text, shown, digits) => {
    const user = userEvent.setup();
    const host = await renderInWidget(() => <PhoneDemo />);
    if (country !== undefined) await user.selectOptions(countrySelect(host), country);
    if (how === 'type') await user.type(phoneInput(host), text);
    else await paste(user, host, text);
    expect([phoneInput(host).value, stored(host)]).toEqual([shown, digits]);
    expect(validatePhone(digits)).toEqual(formMessage('phoneIncorrect'));
  });

  it('a number of another offered country pasted with its own + after a country chosen: the same number, the list follows it', async () => {
    const user = userEvent.setup();
    const host = await renderInWidget(() => <PhoneDemo />);
    await user.selectOptions(countrySelect(host), 'BY');
    await paste(user, host, '+7 916 123-45-67');
    expect(seen(host)).toEqual(['+7 (916) 123-45-67', 'RU', '79161234567']);
  });

  it.each([
    ['+7 (912) 375-12-34', '79123751234'],
    ['+7 (999) 212-34-56', '79992123456'],
    ['+7 (495) 177-12-34', '74951771234'],
  ])('%s, typed or pasted, stays Russian though 375, 992 or 77 stand inside it', async (text, digits) => {
    const user = userEvent.setup();
    const host = await renderInWidget(() => <PhoneDemo />);
    await user.type(phoneInput(host), text);
    expect(seen(host)).toEqual([text, 'RU', digits]);
    await paste(user, host, text);
    expect(seen(host)).toEqual([text, 'RU', digits]);
    expect(validatePhone(digits)).toBeNull();
  });
});

describe('DateField and GenderChoice', () => {
  it('types a date in the mask 99.99.9999 under the placeholder ДД.ММ.ГГГГ', async () => {
    function DateDemo() {
      const [date, setDate] = useState('');
      return <DateField label="Дата рождения" value={date} onChange={setDate} />;
    }
    const user = userEvent.setup();
    const host = await renderInWidget(DateDemo);
    // the mask comes after the field (sdk/ui/lazy-masked-field.tsx)
    await waitFor(() => expect(host.shadowRoot?.querySelector('[data-mask-pending]')).toBeNull());
    const input = getByShadowLabelText(host, 'Дата рождения') as HTMLInputElement;
    expect(input.placeholder).toBe('ДД.ММ.ГГГГ');
    await user.type(input, '15a051990');
    expect(input.value).toBe('15.05.1990');
  });

  it('tells the gender choice is left once focus leaves the group, not while moving between its options', async () => {
    const left = vi.fn();
    function GenderDemo() {
      const [gender, setGender] = useState<'male' | 'female' | undefined>(undefined);
      return (
        <>
          <GenderChoice required value={gender} onChange={setGender} onBlur={left} error={gender === undefined ? 'Выберите одно из значений' : undefined} />
          <button type="button">next</button>
        </>
      );
    }
    const user = userEvent.setup();
    const host = await renderInWidget(GenderDemo);
    const group = getByShadowRole(host, 'radiogroup', { name: /^Пол/ });
    expect(group.getAttribute('aria-required')).toBe('true');
    await user.click(getByShadowRole(host, 'radio', { name: 'Мужской' }));
    await user.click(getByShadowRole(host, 'radio', { name: 'Женский' }));
    expect(left).not.toHaveBeenCalled();
    await user.click(getByShadowRole(host, 'button', { name: 'next' }));
    expect(left).toHaveBeenCalledTimes(1);
  });
});

describe('UploadField', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function UploadDemo({ error }: { error?: string }) {
    const [name, setName] = useState<string | undefined>(undefined);
    return <UploadField label="Лицензия" required fileName={name} error={error} onUploaded={(file) => setName(file.name)} />;
  }

  it('is marked required and shows the form message until a file is uploaded', async () => {
    stubApi({ 'POST /api/files/upload': (request) => ({ body: { public_id: 'f-1', name: (request.body as { name: string }).name } }) });
    const user = userEvent.setup({ applyAccept: false });
    const host = await renderInWidget(() => <UploadDemo error="Выберите файл" />);
    const input = getByShadowLabelText(host, /^Лицензия/);
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(getByShadowRole(host, 'alert').textContent).toBe('Выберите файл');
    expect(getByShadowText(host, 'Лицензия').querySelector('.rk-field__required')?.textContent).toBe('*');

    await act(async () => {
      await user.upload(input, new File([new Uint8Array(4 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }));
    });
    expect(getByShadowRole(host, 'alert').textContent).toBe('Размер файла больше допустимого!');
    await act(async () => {
      await user.upload(input, new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }));
    });
    expect(getByShadowText(host, 'Загружен файл: licence.pdf')).toBeTruthy();
  });

  it("shows the server's refusal under the field", async () => {
    stubApi({ 'POST /api/files/upload': { status: 400, body: { message: 'Неподдерживаемый формат' } } });
    const user = userEvent.setup();
    const host = await renderInWidget(() => <UploadDemo />);
    await act(async () => {
      await user.upload(getByShadowLabelText(host, /^Лицензия/), new File(['not really'], 'fake.png', { type: 'image/png' }));
    });
    await waitFor(() => expect(getByShadowRole(host, 'alert').textContent).toBe('Неподдерживаемый формат'));
  });
});

/** A ticket line whose format asks for everything the form can ask. */
function participantLine(overrides: Partial<BasketItem> = {}): BasketItem {
  return {
    unique_id: 't-1',
    public_id: 'f-1',
    selector: 'ticket',
    count: 1,
    price: 1000,
    preregistration: true,
    start_time: '2030-06-01T09:00:00+03:00',
    license_file: true,
    info: {},
    ...overrides,
  };
}

function ParticipantDemo() {
  const [line, setLine] = useState<BasketItem>(() => participantLine());
  const messages = useFieldMessages<string>();
  const firstInvalid = useFocusFirstInvalid<HTMLFormElement>();
  return (
    <form
      ref={firstInvalid.ref}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        messages.revealAll();
        firstInvalid.request();
      }}
    >
      <ParticipantForm
        line={line}
        sizes={undefined}
        titled
        shows={messages.shows}
        onTouch={messages.touch}
        onInfo={(patch) => setLine((current) => ({ ...current, info: { ...current.info, ...patch } }))}
        onLine={(patch) => setLine((current) => ({ ...current, ...patch }))}
      />
      <button type="submit">Отправить</button>
    </form>
  );
}

const messagesOf = (host: HTMLElement) => queryAllByShadowRole(host, 'alert').map((alert) => alert.textContent);

async function leave(user: User, field: HTMLElement) {
  act(() => field.focus());
  await user.tab();
}

describe('ParticipantForm', () => {
  it('marks every required field, gender and the licence file included', async () => {
    const host = await renderInWidget(ParticipantDemo);
    const required = (name: RegExp) => getByShadowLabelText(host, name, { selector: 'input' }).getAttribute('aria-required');
    expect([/^Фамилия/, /^Имя/, /^Телефон/, /^Дата рождения/, /^Лицензия/].map(required)).toEqual(['true', 'true', 'true', 'true', 'true']);
    expect(getByShadowLabelText(host, /^Отчество/).getAttribute('aria-required')).toBeNull();
    expect(getByShadowRole(host, 'radiogroup', { name: /^Пол/ }).getAttribute('aria-required')).toBe('true');
  });

  it("tells a field's message once it is left: the gender's 'Выберите одно из значений' too", async () => {
    const user = userEvent.setup();
    const host = await renderInWidget(ParticipantDemo);
    expect(messagesOf(host)).toEqual([]);
    await leave(user, getByShadowLabelText(host, /^Фамилия/));
    expect(messagesOf(host)).toEqual(['Заполните поле']);
    await leave(user, getByShadowRole(host, 'radio', { name: 'Мужской' }));
    expect(messagesOf(host)).toEqual(['Заполните поле', 'Выберите одно из значений']);
    await user.click(getByShadowRole(host, 'radio', { name: 'Женский' }));
    expect(messagesOf(host)).toEqual(['Заполните поле']);
  });

  it('tells every message on submit and focuses the first wrong field', async () => {
    const user = userEvent.setup();
    const host = await renderInWidget(ParticipantDemo);
    await user.type(getByShadowLabelText(host, /^Фамилия/), 'Иванов');
    await user.click(getByShadowRole(host, 'button', { name: 'Отправить' }));
    expect(messagesOf(host)).toEqual(['Заполните поле', 'Заполните поле', 'Заполните поле', 'Выберите одно из значений', 'Выберите файл']);
    await waitFor(() => expect(host.shadowRoot?.activeElement).toBe(getByShadowLabelText(host, /^Имя/)));
  });

  it("checks a Belarusian number by its own mask: 11 digits are 'Введите корректный номер телефона'", async () => {
    const user = userEvent.setup();
    const host = await renderInWidget(ParticipantDemo);
    const phone = getByShadowLabelText(host, /^Телефон/, { selector: 'input' });
    await user.type(phone, '+375 29 123-45');
    await user.tab();
    expect(messagesOf(host)).toEqual(['Введите корректный номер телефона']);
    await user.type(phone, '67');
    expect(messagesOf(host)).toEqual([]);
  });
});

describe('InsuredPersonForm', () => {
  it("uses the insurance form's '!' messages, the gender's included", async () => {
    function InsuredDemo() {
      const [person, setPerson] = useState<InsuredPerson>({});
      const messages = useFieldMessages<string>(true);
      return (
        <InsuredPersonForm
          id="i-1"
          person={person}
          context={{ startDate: '2030-06-01', now: Date.now() }}
          shows={messages.shows}
          onTouch={messages.touch}
          onChange={(patch) => setPerson((current) => ({ ...current, ...patch }))}
        />
      );
    }
    const user = userEvent.setup();
    const host = await renderInWidget(InsuredDemo);
    expect(getByShadowRole(host, 'group', { name: 'Данные застрахованного' })).toBeTruthy();
    expect(messagesOf(host)).toEqual(['Заполните поле!', 'Заполните поле!', 'Заполните поле!', 'Заполните поле!', 'Выберите одно из значений!']);
    await user.type(getByShadowLabelText(host, /^Телефон/, { selector: 'input' }), '+992 9012 3-45-67');
    expect(getAllByShadowRole(host, 'alert')).toHaveLength(4);
  });
});
