import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, insuranceLine, mountBasket, preRegLine, storedBasket } from './basket-fixtures.ts';

const MARK = 'Не все данные участника заполнены';

async function groupCard(host: HTMLElement) {
  const card = await findByShadowRole(host, 'article', { name: 'Летний забег' });
  const form = await within(card).findByRole('group', { name: 'Данные участника' }, { timeout: 5000 });
  // the masks come after the form (sdk/ui/form/use-mask-module.ts): these tests type into them
  await waitFor(() => expect(form.querySelector('[data-mask-pending]')).toBeNull(), { timeout: 5000 });
  return { card, form, tab: (n: number) => within(card).getByRole('tab', { name: new RegExp(`^Билет ${n}`) }) };
}

/** Deletes what a field holds, key by key, as a person would (clear() cannot focus inside a shadow root). */
async function erase(user: ReturnType<typeof userEvent.setup>, field: HTMLElement) {
  if (!(field instanceof HTMLInputElement)) throw new Error('not an input');
  await user.type(field, '{Backspace}'.repeat(field.value.length));
}

const alerts = (form: HTMLElement) => within(form).queryAllByRole('alert').map((alert) => alert.textContent);

describe('<racekit-basket>: the participant form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('marks an empty field, a wrong phone and an age outside the limits once left; a complete form unmarks its tab', async () => {
    fakeApi();
    const user = userEvent.setup();
    const host = await mountBasket([preRegLine(), preRegLine({ unique_id: 't-2' })]);
    const { form, tab } = await groupCard(host);
    expect(tab(1).textContent).toContain(MARK);
    expect(tab(2).textContent).toContain(MARK);

    const lastName = within(form).getByLabelText(/^Фамилия/);
    await user.type(lastName, 'Иванов');
    await erase(user, lastName);
    // No message while typing: it shows once the field is left.
    expect(alerts(form)).toEqual([]);
    await user.tab();
    expect(alerts(form)).toEqual(['Заполните поле']);

    const phone = within(form).getByLabelText(/^Телефон/);
    await user.type(phone, '912345');
    await user.tab();
    expect(alerts(form)).toContain('Введите корректный номер телефона');

    const birth = within(form).getByLabelText(/^Дата рождения/);
    await user.type(birth, '01012015');
    await user.tab();
    expect(alerts(form)).toContain('Участие старше 18');
    await erase(user, birth);
    await user.type(birth, '01011950');
    expect(alerts(form)).toContain('Участие младше 60');

    await user.type(lastName, 'Иванов');
    await user.type(within(form).getByLabelText(/^Имя/), 'Иван');
    await user.type(phone, '6789');
    await user.tab();
    expect((phone as HTMLInputElement).value).toBe('+7 (912) 345-67-89');
    await erase(user, birth);
    await user.type(birth, '15051990');
    await user.click(within(form).getByRole('radio', { name: 'Мужской' }));

    expect(alerts(form)).toEqual([]);
    expect(tab(1).textContent).not.toContain(MARK);
    expect(tab(2).textContent).toContain(MARK);
    const [first, second] = storedBasket();
    expect(first).toMatchObject({
      preReg: 'ok',
      isErrorTab: false,
      info: { last_name: 'Иванов', first_name: 'Иван', phone: '79123456789', birth_date: '15.05.1990', gender: 'male' },
    });
    expect(second).toMatchObject({ preReg: '', isErrorTab: true });

    await erase(user, within(form).getByLabelText(/^Имя/));
    expect(tab(1).textContent).toContain(MARK);
    expect(storedBasket()[0]).toMatchObject({ preReg: '', isErrorTab: true });
  }, 30_000);

  it('takes a phone in another country mask', async () => {
    fakeApi();
    const user = userEvent.setup();
    const host = await mountBasket([preRegLine()]);
    const { form } = await groupCard(host);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Код страны' }), 'BY');
    const phone = within(form).getByLabelText(/^Телефон/);
    await user.type(phone, '291234567');
    expect((phone as HTMLInputElement).value).toBe('+375 29 123-45-67');
    expect(storedBasket()[0]?.info?.phone).toBe('375291234567');
  });

  it('asks what the format asks: size, region, place, cluster with its document, licence and its own fields', async () => {
    const api = fakeApi({
      'GET /api/shop/shirts/ec-1': { body: { values: [{ name: 'M', public_id: 'sz-m', count: 4 }, { name: 'XL', public_id: 'sz-xl', count: 0 }] } },
      'POST /api/files/upload': (call) => ({ body: { public_id: 'file-1', name: (call.body as { name: string }).name } }),
    });
    // The file chooser's own filter (accept) is lifted, so that a wrong type reaches the form's check.
    const user = userEvent.setup({ applyAccept: false });
    const host = await mountBasket([
      preRegLine({
        regions: [{ id: 524894, name: 'Московская область' }],
        select: { title: 'Волна', values: ['09:00', '10:00'] },
        clusters: [
          { name: 'Открытый', value: 'open' },
          { name: 'Корпоративный', value: 'corp', file: true },
        ],
        license_file: true,
        additional_fields: [{ name: 'club', label: 'Клуб', required: true }],
      }),
    ]);
    const { form } = await groupCard(host);
    const size = await within(form).findByRole('combobox', { name: 'Размер' });
    expect(within(size).getByRole('option', { name: 'XL' }).hasAttribute('disabled')).toBe(true);
    await user.selectOptions(size, 'M');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Регион' }), '524894');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Волна' }), '10:00');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Кластер' }), 'corp');
    await user.type(within(form).getByLabelText(/^Клуб/), 'Железные');

    const documentInput = await within(form).findByLabelText(/^Документ/);
    await act(async () => {
      await user.upload(documentInput, new File([new Uint8Array(4 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }));
    });
    expect(alerts(form)).toContain('Размер файла больше допустимого!');
    await act(async () => {
      await user.upload(documentInput, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    });
    expect(alerts(form)).toContain('Неподдерживаемый формат');
    expect(api.callsTo('POST /api/files/upload')).toEqual([]);

    await act(async () => {
      await user.upload(documentInput, new File(['%PDF-1.4'], 'corp.pdf', { type: 'application/pdf' }));
    });
    expect(await within(form).findByText('Загружен файл: corp.pdf')).toBeTruthy();
    expect(api.callsTo('POST /api/files/upload')[0]?.body).toEqual({ name: 'corp.pdf', type: 'application/pdf', data: btoa('%PDF-1.4') });

    const licence = within(form).getByLabelText(/^Лицензия/);
    await act(async () => {
      await user.upload(licence, new File(['jpeg'], 'licence.jpg', { type: 'image/jpeg' }));
    });
    expect(await within(form).findByText('Загружен файл: licence.jpg')).toBeTruthy();

    expect(storedBasket()[0]).toMatchObject({
      select_field: '10:00',
      file: 'file-1',
      fileName: 'licence.jpg',
      info: { item_size: 'M', region: '524894', cluster: { name: 'corp', document: 'file-1' }, extra: { club: 'Железные' } },
    });
  }, 15_000);

  it('moves between tickets with the keyboard', async () => {
    fakeApi();
    const user = userEvent.setup();
    const host = await mountBasket([preRegLine(), preRegLine({ unique_id: 't-2' }), preRegLine({ unique_id: 't-3' })]);
    const { card, tab } = await groupCard(host);
    act(() => tab(1).focus());
    await user.keyboard('{ArrowRight}');
    expect(tab(2).getAttribute('aria-selected')).toBe('true');
    expect(host.shadowRoot?.activeElement).toBe(tab(2));
    await user.keyboard('{End}');
    expect(tab(3).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(tab(1).getAttribute('aria-selected')).toBe('true');
    expect(within(card).getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab(1).id);
  });
});

describe('<racekit-basket>: the insured person', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("uses the insurance form's '!' messages and its age window of 5 to 86 on the event's start date", async () => {
    fakeApi();
    const user = userEvent.setup();
    const host = await mountBasket([insuranceLine()]);
    const card = await findByShadowRole(host, 'article', { name: 'Страховка участника' });
    const form = await within(card).findByRole('group', { name: 'Данные застрахованного' }, { timeout: 5000 });
    await user.type(within(form).getByLabelText(/^Фамилия/), 'П');
    await erase(user, within(form).getByLabelText(/^Фамилия/));
    await user.tab();
    expect(alerts(form)).toEqual(['Заполните поле!']);

    const birth = within(form).getByLabelText(/^Дата рождения/);
    await user.type(birth, '01012024');
    await user.tab();
    expect(alerts(form)).toContain('Допускается возраст от 5 до 86 лет');
    await erase(user, birth);
    await user.type(birth, '31021990');
    expect(alerts(form)).toContain('Введите корректную дату!');

    await erase(user, birth);
    await user.type(birth, '15051990');
    await user.type(within(form).getByLabelText(/^Фамилия/), 'Петрова');
    await user.type(within(form).getByLabelText(/^Имя/), 'Анна');
    await user.type(within(form).getByLabelText(/^Телефон/), '9123456789');
    await user.click(within(form).getByRole('radio', { name: 'Женский' }));
    expect(alerts(form)).toEqual([]);
    expect(storedBasket()[0]?.insured).toEqual({
      last_name: 'Петрова',
      first_name: 'Анна',
      birth_date: '15.05.1990',
      phone: '79123456789',
      gender: 'female',
    });
    expect(host.shadowRoot?.textContent).not.toContain('Заполните данные застрахованных');
  }, 30_000);
});
