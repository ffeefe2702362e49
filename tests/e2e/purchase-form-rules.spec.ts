/**
 * Every rule of purchase.md §5, typed as a person would into the real basket, table by table:
 * the participant form (names, phone, birth date and age window, gender, size, region, place,
 * cluster and its document, licence file, additional fields, file size and type), the
 * insurance form with its '!' messages and age window, the basket's e-mail, the delivery
 * method, address and phone, the promo code and an optional product without its size. Each
 * row checks the exact message its field tells once left. The phone of each country is typed
 * with and without touching the country list, and pasted, and the digits kept are read back
 * from the stored basket and, at the end, from the payment request. A press of «Оплатить»
 * while it cannot proceed shows every message and focuses the first wrong field.
 */
import type { Locator, Page } from '@playwright/test';
import { registerByEmail, signInBrowser } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';
import { hasFocus } from './keyboard-helpers.ts';
import { basketOf, bornYearsAgo } from './purchase-helpers.ts';

const EVENT = 'Стальной рубеж. Летний сезон';

/** A field's message: marked invalid, and described by the exact text first. */
async function expectMessage(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\!]/g, '\\$&')}`));
}

/** Empties a field as a person does: select all, delete (a masked input follows the keys). */
async function clear(field: Locator): Promise<void> {
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.press('Delete');
}

/** Goes into a field and leaves it, as a person tabbing past it does. */
async function leave(field: Locator): Promise<void> {
  await field.focus();
  await field.blur();
}

/** The basket lines as stored for the signed-in buyer. */
async function storedLines(page: Page): Promise<{ selector: string; format_public_id?: string; info?: { phone?: string }; insured?: { phone?: string } }[]> {
  const raw = await page.evaluate(() => localStorage.getItem('basketGoods') ?? '[]');
  const lines: unknown = JSON.parse(raw);
  return Array.isArray(lines) ? lines : [];
}

async function storedPhone(page: Page, format: string): Promise<string | undefined> {
  return (await storedLines(page)).find((line) => line.format_public_id === format && line.selector === 'ticket')?.info?.phone;
}

/** A PDF the upload's check and the server's byte check both take, or a file of `bytes` zeros. */
const pdf = (name: string, bytes?: number) => ({
  name,
  mimeType: 'application/pdf',
  buffer: bytes === undefined ? Buffer.from('%PDF-1.4\n%racekit\n') : Buffer.alloc(bytes, 0x25),
});

test('every rule of purchase.md §5 in the real basket, each phone country, and the digits kept', async ({ page, baseURL, problems }) => {
  test.setTimeout(240_000);
  const origin = baseURL ?? '';

  // A signed-in buyer (the insurance popup is the personal area's) with an insurance line and
  // three pre-registration formats of the summer season: elite (size, region, licence, its own
  // fields, 18+), students (two tickets, clusters with a document, 16–25), waves (a place).
  await signInBrowser(page, await registerByEmail(origin));
  await page.goto('/me/insurances');
  const insuranceWidget = page.locator('racekit-insurance');
  await insuranceWidget.getByRole('button', { name: 'Купить страховку' }).click();
  const popup = insuranceWidget.getByRole('dialog', { name: 'Выбор события страхования' });
  await popup.getByRole('combobox', { name: 'Вид мероприятия' }).selectOption('et-gorod');
  await popup.getByRole('combobox', { name: 'Город' }).selectOption({ label: 'Казань' });
  await expect(popup.getByRole('combobox', { name: 'Формат' }).locator('option')).not.toHaveCount(1);
  await popup.getByRole('combobox', { name: 'Формат' }).selectOption({ index: 1 });
  await popup.getByRole('checkbox', { name: 'Я ознакомился с правилами страхования и согласен с ними' }).check();
  await popup.getByRole('button', { name: 'Купить' }).click();
  await page.waitForURL(/\/basket$/);
  for (const link of ['f-rl-msk-elite', 'f-rl-msk-students?count=2', 'f-rl-msk-waves']) {
    await page.goto(`/basket-fill-outside/${link}`);
    await page.waitForURL(/\/basket$/);
  }
  const basket = basketOf(page);
  const card = (format: string) => basket.getByRole('article', { name: EVENT }).filter({ hasText: `Формат: ${format}` });
  const elite = card('Элита 12 км');
  const students = card('Студенческий зачёт 5 км');
  const waves = card('Спринт 5 км — выбор волны');
  const eliteForm = elite.getByRole('group', { name: 'Данные участника' });
  const insured = basket.getByRole('group', { name: 'Данные застрахованного' });
  const pay = basket.getByRole('button', { name: 'Оплатить' });
  await expect(eliteForm).toBeVisible();
  await expect(waves.getByRole('group', { name: 'Данные участника' })).toBeVisible();

  await test.step('«Оплатить» pressed too early: every message shows and the first wrong field takes focus', async () => {
    await expect(pay).toHaveAttribute('aria-disabled', 'true');
    await expect(basket.getByRole('list', { name: 'Оплатить' })).toContainText('Заполните данные всех участников');
    await pay.click({ force: true });
    const first = insured.getByRole('textbox', { name: 'Фамилия', exact: true });
    await expect.poll(() => hasFocus(first)).toBe(true);
    await expectMessage(first, 'Заполните поле!');
    await expectMessage(insured.getByRole('radiogroup', { name: 'Пол' }), 'Выберите одно из значений!');
    await expectMessage(eliteForm.getByRole('radiogroup', { name: 'Пол' }), 'Выберите одно из значений');
    await expectMessage(eliteForm.getByLabel(/^Лицензия/), 'Выберите файл');
    // The tabs with errors stay marked.
    await expect(students.getByRole('tab', { name: /Билет 1.*Не все данные участника заполнены/ })).toBeVisible();
    await expect(students.getByRole('tab', { name: /Билет 2.*Не все данные участника заполнены/ })).toBeVisible();
    expect((await storedLines(page)).length).toBe(5);
    // A fresh page: no message shows until a field is left.
    await page.reload();
    await expect(eliteForm.getByRole('alert')).toHaveCount(0);
  });

  const licence = eliteForm.getByLabel(/^Лицензия/);
  const participantRows: [string, Locator, (field: Locator) => Promise<void>, string][] = [
    ['last name empty', eliteForm.getByRole('textbox', { name: 'Фамилия', exact: true }), leave, 'Заполните поле'],
    ['first name empty', eliteForm.getByRole('textbox', { name: 'Имя', exact: true }), leave, 'Заполните поле'],
    ['phone empty', eliteForm.getByRole('textbox', { name: 'Телефон', exact: true }), leave, 'Заполните поле'],
    ['phone short of its mask', eliteForm.getByRole('textbox', { name: 'Телефон', exact: true }), async (field) => { await field.pressSequentially('912345'); await field.blur(); }, 'Введите корректный номер телефона'],
    [
      'a Belarusian phone of 11 digits, in its own mask',
      eliteForm.getByRole('textbox', { name: 'Телефон', exact: true }),
      async (field) => {
        await clear(field);
        await field.pressSequentially('+375 29 123-45');
        await field.blur();
        await expect(field).toHaveValue('+375 29 123-45');
        await expect(eliteForm.getByRole('combobox', { name: 'Код страны' })).toHaveValue('BY');
      },
      'Введите корректный номер телефона',
    ],
    ['birth date not a real day', eliteForm.getByRole('textbox', { name: 'Дата рождения', exact: true }), async (field) => { await field.pressSequentially('31021990'); await field.blur(); }, 'Введите корректную дату'],
    ['age under the minimum (18)', eliteForm.getByRole('textbox', { name: 'Дата рождения', exact: true }), async (field) => { await clear(field); await field.pressSequentially(bornYearsAgo(17).replace(/\./g, '')); await field.blur(); }, 'Участие старше 18'],
    ['gender not chosen', eliteForm.getByRole('radio', { name: 'Мужской' }), leave, 'Выберите одно из значений'],
    ['size not chosen', eliteForm.getByRole('combobox', { name: 'Размер' }), leave, 'Выберите размер'],
    ['region not chosen', eliteForm.getByRole('combobox', { name: 'Регион' }), leave, 'Выберите регион'],
    ['a required field of the format', eliteForm.getByRole('textbox', { name: 'Телефон близкого человека на случай ЧП' }), leave, 'Заполните поле'],
    ['licence file not chosen', licence, leave, 'Выберите файл'],
    ['licence file over 4 MB', licence, (field) => field.setInputFiles(pdf('licence.pdf', 4 * 1024 * 1024 + 1)), 'Размер файла больше допустимого!'],
    ['licence file of another type', licence, (field) => field.setInputFiles({ name: 'licence.txt', mimeType: 'text/plain', buffer: Buffer.from('text') }), 'Неподдерживаемый формат'],
    ['cluster not chosen', students.getByRole('combobox', { name: 'Кластер' }), leave, 'Выберите кластер'],
    ['cluster document not chosen', students.getByLabel(/^Документ/), async (field) => { await students.getByRole('combobox', { name: 'Кластер' }).selectOption({ label: 'Студенты' }); await leave(field); }, 'Выберите файл'],
    ['age over the maximum (25)', students.getByRole('textbox', { name: 'Дата рождения', exact: true }), async (field) => { await field.pressSequentially(bornYearsAgo(30).replace(/\./g, '')); await field.blur(); }, 'Участие младше 25'],
    ['place not chosen', waves.getByRole('combobox', { name: 'Волна старта' }), leave, 'Выберите вариант'],
  ];
  for (const [rule, field, act, message] of participantRows) {
    await test.step(`participant form: ${rule} → '${message}'`, async () => {
      await act(field);
      const marked = rule === 'gender not chosen' ? eliteForm.getByRole('radiogroup', { name: 'Пол' }) : field;
      await expectMessage(marked, message);
    });
  }
  // The radio is the tab stop of the group; leaving it was leaving the choice. Its mark does not
  // reach the card's tab: the students' tickets are still both marked.
  await expect(students.getByRole('tab', { name: /Билет 2.*Не все данные участника заполнены/ })).toBeVisible();

  const insuranceRows: [string, Locator, (field: Locator) => Promise<void>, string][] = [
    ['surname empty', insured.getByRole('textbox', { name: 'Фамилия', exact: true }), leave, 'Заполните поле!'],
    ['name empty', insured.getByRole('textbox', { name: 'Имя', exact: true }), leave, 'Заполните поле!'],
    ['phone empty', insured.getByRole('textbox', { name: 'Телефон', exact: true }), leave, 'Заполните поле!'],
    ['birth date not a real day', insured.getByRole('textbox', { name: 'Дата рождения', exact: true }), async (field) => { await field.pressSequentially('31021990'); await field.blur(); }, 'Введите корректную дату!'],
    ['age under 5 on the start date', insured.getByRole('textbox', { name: 'Дата рождения', exact: true }), async (field) => { await clear(field); await field.pressSequentially(bornYearsAgo(2).replace(/\./g, '')); await field.blur(); }, 'Допускается возраст от 5 до 86 лет'],
    ['age over 86 on the start date', insured.getByRole('textbox', { name: 'Дата рождения', exact: true }), async (field) => { await clear(field); await field.pressSequentially(bornYearsAgo(90).replace(/\./g, '')); await field.blur(); }, 'Допускается возраст от 5 до 86 лет'],
    ['gender not chosen', insured.getByRole('radio', { name: 'Мужской' }), leave, 'Выберите одно из значений!'],
  ];
  for (const [rule, field, act, message] of insuranceRows) {
    await test.step(`insurance form: ${rule} → '${message}'`, async () => {
      await act(field);
      await expectMessage(rule === 'gender not chosen' ? insured.getByRole('radiogroup', { name: 'Пол' }) : field, message);
    });
  }

  await test.step('the phone: each country typed without the list, pasted, then chosen in the list; the digits kept', async () => {
    const phone = eliteForm.getByRole('textbox', { name: 'Телефон', exact: true });
    const country = eliteForm.getByRole('combobox', { name: 'Код страны' });
    const typed: [string, 'type' | 'paste', string, string, string][] = [
      ['+375 29 123-45-67', 'type', '+375 29 123-45-67', 'BY', '375291234567'],
      ['992901234567', 'type', '+992 9012 3-45-67', 'TJ', '992901234567'],
      ['77011234567', 'type', '+7 (701) 123-45-67', 'KZ', '77011234567'],
      ['8 999 123 45 67', 'type', '+7 (999) 123-45-67', 'RU', '79991234567'],
      ['9161234567', 'type', '+7 (916) 123-45-67', 'RU', '79161234567'],
      ['+375 (29) 123 45 67', 'paste', '+375 29 123-45-67', 'BY', '375291234567'],
      ['+992 901 23 45 67', 'paste', '+992 9012 3-45-67', 'TJ', '992901234567'],
      ['8 (701) 123-45-67', 'paste', '+7 (701) 123-45-67', 'KZ', '77011234567'],
    ];
    for (const [input, how, shown, code, digits] of typed) {
      await clear(phone);
      // A paste arrives as one insertion of the whole text.
      if (how === 'type') await phone.pressSequentially(input);
      else await page.keyboard.insertText(input);
      await expect(phone).toHaveValue(shown);
      await expect(country).toHaveValue(code);
      await expect.poll(() => storedPhone(page, 'f-rl-msk-elite')).toBe(digits);
    }
    // Chosen by hand, the country stays; its number is typed without the code.
    const chosen: [string, string, string, string][] = [
      ['BY', '291234567', '+375 29 123-45-67', '375291234567'],
      ['TJ', '901234567', '+992 9012 3-45-67', '992901234567'],
      ['KZ', '7011234567', '+7 (701) 123-45-67', '77011234567'],
      ['RU', '9031234567', '+7 (903) 123-45-67', '79031234567'],
    ];
    for (const [code, input, shown, digits] of chosen) {
      await country.selectOption(code);
      await expect(phone).toHaveValue('');
      await expect.poll(() => storedPhone(page, 'f-rl-msk-elite')).toBe('');
      await phone.pressSequentially(input);
      await expect(phone).toHaveValue(shown);
      await expect(country).toHaveValue(code);
      await expect.poll(() => storedPhone(page, 'f-rl-msk-elite')).toBe(digits);
    }
    // The whole number shows: the input is wide enough for its text.
    expect(await phone.evaluate((input) => input instanceof HTMLInputElement && input.scrollWidth <= input.clientWidth)).toBe(true);
  });

  await test.step("the basket's e-mail, promo code and an optional product without its size", async () => {
    const email = basket.getByRole('textbox', { name: 'E-mail' });
    await email.fill('hero@example');
    await email.blur();
    await expectMessage(email, 'Введите валидный email');
    await email.fill('');
    await email.blur();
    await expectMessage(email, 'Заполните поле');

    const promo = waves.getByRole('textbox', { name: 'Промокод' });
    await waves.getByRole('button', { name: 'Применить' }).click();
    await expectMessage(promo, 'Введите промокод');

    // Without a size the product is not added: the box stays off and says why.
    const gloves = waves.getByRole('checkbox', { name: 'Добавить: Перчатки для гонок с препятствиями' });
    await gloves.click();
    await expect(gloves).not.toBeChecked();
    await expectMessage(gloves, 'Выберите размер');
  });

  await test.step('delivery: the method, then the address fields and the phone', async () => {
    await waves.getByRole('checkbox', { name: 'Добавить: Бафф «Стальной рубеж»' }).check();
    const buff = basket.getByRole('article', { name: 'Бафф «Стальной рубеж»' });
    const method = buff.getByRole('combobox', { name: 'Способ доставки' });
    await expect(method.locator('option', { hasText: 'Курьером до двери' })).toHaveCount(1);
    await leave(method);
    await expectMessage(method, 'Выберите способ доставки');
    await method.selectOption({ label: 'Курьером до двери' });
    const delivery = basket.getByRole('group', { name: 'Доставка' });
    const deliveryRows: [string, Locator, (field: Locator) => Promise<void>, string][] = [
      ['city (at the region, chosen first)', delivery.getByRole('combobox', { name: 'Регион доставки' }), leave, 'Заполните поле'],
      ['first name', delivery.getByRole('textbox', { name: 'Имя получателя' }), leave, 'Заполните поле'],
      ['last name', delivery.getByRole('textbox', { name: 'Фамилия получателя' }), leave, 'Заполните поле'],
      ['address', delivery.getByRole('textbox', { name: 'Адрес доставки' }), leave, 'Заполните поле'],
      ['phone', delivery.getByRole('textbox', { name: 'Телефон' }), async (field) => { await field.pressSequentially('+375 29'); await field.blur(); }, 'Введите валидный номер'],
    ];
    for (const [rule, field, act, message] of deliveryRows) {
      await test.step(`delivery: ${rule} → '${message}'`, async () => {
        await act(field);
        await expectMessage(field, message);
      });
    }
  });

  await test.step('everything filled: the payment carries the digits the fields kept', async () => {
    const fill = async (form: Locator, person: { last: string; first: string; phone: string; birth: string; gender: string }) => {
      await form.getByRole('textbox', { name: 'Фамилия', exact: true }).fill(person.last);
      await form.getByRole('textbox', { name: 'Имя', exact: true }).fill(person.first);
      const phone = form.getByRole('textbox', { name: 'Телефон', exact: true });
      await clear(phone);
      await phone.pressSequentially(person.phone);
      const birth = form.getByRole('textbox', { name: 'Дата рождения', exact: true });
      await clear(birth);
      await birth.pressSequentially(person.birth.replace(/\./g, ''));
      await form.getByRole('radio', { name: person.gender, exact: true }).check();
    };
    // Russia stays chosen by hand from the table above: a Russian number.
    await fill(eliteForm, { last: 'Орлов', first: 'Пётр', phone: '9167654321', birth: bornYearsAgo(30), gender: 'Мужской' });
    await eliteForm.getByRole('combobox', { name: 'Размер' }).selectOption('M');
    await eliteForm.getByRole('combobox', { name: 'Регион' }).selectOption({ label: 'Москва и Московская область' });
    await eliteForm.getByRole('textbox', { name: 'Телефон близкого человека на случай ЧП' }).fill('+7 916 000-00-00');
    await licence.setInputFiles(pdf('licence.pdf'));
    await expect(eliteForm.getByText('Загружен файл: licence.pdf')).toBeVisible();

    for (const tab of [1, 2]) {
      await students.getByRole('tab', { name: new RegExp(`^Билет ${tab}`) }).click();
      const form = students.getByRole('group', { name: 'Данные участника' });
      await fill(form, { last: `Студентова ${tab}`, first: 'Аня', phone: `+992 9012 3-45-6${tab}`, birth: bornYearsAgo(20), gender: 'Женский' });
      await form.getByRole('combobox', { name: 'Кластер' }).selectOption({ label: 'Общий зачёт' });
      await form.getByRole('combobox', { name: 'Размер' }).selectOption('S');
    }
    const wavesForm = waves.getByRole('group', { name: 'Данные участника' });
    await fill(wavesForm, { last: 'Волнов', first: 'Игорь', phone: '77011234567', birth: bornYearsAgo(40), gender: 'Мужской' });
    await wavesForm.getByRole('combobox', { name: 'Размер' }).selectOption('L');
    await waves.getByRole('combobox', { name: 'Волна старта' }).selectOption({ index: 1 });

    await insured.getByRole('combobox', { name: 'Код страны' }).selectOption('TJ');
    await fill(insured, { last: 'Страхова', first: 'Вера', phone: '901234567', birth: bornYearsAgo(33), gender: 'Женский' });

    const delivery = basket.getByRole('group', { name: 'Доставка' });
    await delivery.getByRole('combobox', { name: 'Регион доставки' }).selectOption({ label: 'Москва и Московская область' });
    await delivery.getByRole('combobox', { name: 'Город доставки' }).selectOption({ label: 'Москва' });
    await delivery.getByRole('textbox', { name: 'Имя получателя' }).fill('Пётр');
    await delivery.getByRole('textbox', { name: 'Фамилия получателя' }).fill('Орлов');
    await delivery.getByRole('textbox', { name: 'Адрес доставки' }).fill('ул. Тверская, д. 1');
    const deliveryPhone = delivery.getByRole('textbox', { name: 'Телефон' });
    await clear(deliveryPhone);
    await deliveryPhone.pressSequentially('+375 29 123-45-67');
    await basket.getByRole('textbox', { name: 'E-mail' }).fill('orlov@example.com');

    await expect(pay).not.toHaveAttribute('aria-disabled');
    await expect(students.getByRole('tab', { name: 'Билет 1', exact: true })).toBeVisible();
    const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/payment');
    await pay.click();
    const body = (await sent).postDataJSON() as {
      phone?: string;
      tickets: { public_id: string; info: { phone?: string } }[];
      insurances: { phone: string }[];
    };
    expect(body.phone).toBe('375291234567');
    expect(body.tickets.map((line) => [line.public_id, line.info.phone])).toEqual([
      ['f-rl-msk-elite', '79167654321'],
      ['f-rl-msk-students', '992901234561'],
      ['f-rl-msk-students', '992901234562'],
      ['f-rl-msk-waves', '77011234567'],
    ]);
    expect(body.insurances.map((line) => line.phone)).toEqual(['992901234567']);
    await page.waitForURL(/\/pay\//);
  });
  expect(problems.errors).toEqual([]);
});
