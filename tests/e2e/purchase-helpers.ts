/**
 * Steps the purchase specs share: the basket widget, a participant's form, the payment
 * provider's page, and what the basket in use holds (read from local storage, as the badge
 * does). Elements are found by role and label; Playwright pierces the widgets' open shadow roots.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The basket widget of /basket. */
export const basketOf = (page: Page): Locator => page.locator('racekit-basket');

export interface Participant {
  readonly lastName: string;
  readonly firstName: string;
  /** Ten digits after +7. */
  readonly phone: string;
  /** DD.MM.YYYY */
  readonly birthDate: string;
  readonly gender: string;
}

/** The form labels in Russian and English. */
export const formLabels = {
  ru: { lastName: 'Фамилия', firstName: 'Имя', phone: 'Телефон', birthDate: 'Дата рождения', ticket: 'Билет' },
  en: { lastName: 'Last name', firstName: 'First name', phone: 'Phone', birthDate: 'Date of birth', ticket: 'Ticket' },
} as const;

/** Opens the tab 'Билет n' of the ticket card and answers its panel. */
export async function openTicketTab(basket: Locator, n: number, lang: 'ru' | 'en' = 'ru'): Promise<Locator> {
  await basket.getByRole('tab', { name: new RegExp(`^${formLabels[lang].ticket} ${n}\\b`) }).click();
  const panel = basket.getByRole('tabpanel');
  await expect(panel).toHaveAccessibleName(new RegExp(`^${formLabels[lang].ticket} ${n}\\b`));
  return panel;
}

/** Fills a participant's form in `panel`. */
export async function fillParticipant(panel: Locator, person: Participant, lang: 'ru' | 'en' = 'ru'): Promise<void> {
  const labels = formLabels[lang];
  await panel.getByRole('textbox', { name: labels.lastName, exact: true }).fill(person.lastName);
  await panel.getByRole('textbox', { name: labels.firstName, exact: true }).fill(person.firstName);
  await panel.getByRole('textbox', { name: labels.phone, exact: true }).fill(person.phone);
  await panel.getByRole('textbox', { name: labels.birthDate, exact: true }).fill(person.birthDate);
  await panel.getByRole('radio', { name: person.gender, exact: true }).check();
}

/** On the local provider's page: presses 'Оплатить' or 'Отклонить'. */
export async function answerProvider(page: Page, button: 'Оплатить' | 'Отклонить'): Promise<void> {
  await page.waitForURL(/\/pay\//);
  await expect(page.getByRole('heading', { name: 'Оплата заказа' })).toBeVisible();
  await page.getByRole('button', { name: button }).click();
}

export interface StoredLine {
  readonly selector: string;
  readonly public_id: string;
  readonly format_public_id?: string | null;
  readonly count: number;
  readonly groupId?: string | null;
  readonly promocode?: { readonly code: string; readonly status: string; readonly message?: string | null } | null;
  readonly insurance?: { readonly public_id: string } | null;
}

/** The basket list in use, as stored: the user's (`basketGoods`) with a token, else the guest's. */
export async function storedBasket(page: Page): Promise<StoredLine[]> {
  const raw = await page.evaluate(() => {
    const token = localStorage.getItem('token');
    const signedIn = token !== null && token !== 'null' && token !== '""';
    return localStorage.getItem(signedIn ? 'basketGoods' : 'NoAuthBasketGoods');
  });
  if (raw === null) return [];
  const parsed: unknown = JSON.parse(raw);
  return Array.isArray(parsed) ? parsed.filter(isStoredLine) : [];
}

function isStoredLine(value: unknown): value is StoredLine {
  if (typeof value !== 'object' || value === null) return false;
  return 'selector' in value && typeof value.selector === 'string' && 'public_id' in value && typeof value.public_id === 'string' && 'count' in value && typeof value.count === 'number';
}

/** Adds tickets of format `formatId` through the site's deep link and waits for the basket. */
export async function fillThroughLink(page: Page, formatId: string, query = ''): Promise<void> {
  await page.goto(`/basket-fill-outside/${formatId}${query === '' ? '' : `?${query}`}`);
  await page.waitForURL(/\/basket$/);
  await expect(basketOf(page).getByRole('heading', { name: /Корзина|Basket/, level: 2 })).toBeVisible();
}

const year = new Date().getFullYear();
/** Born `age` years before this year (the demo's events are weeks away, so the age holds on race day). */
export const bornYearsAgo = (age: number, dayMonth = '15.05') => `${dayMonth}.${year - age}`;

/** Kids of 12 on the day of the kids' race (10–14 allowed). */
export const kid: Participant = { lastName: 'Иванов', firstName: 'Петя', phone: '9123456789', birthDate: bornYearsAgo(12), gender: 'Мужской' };
export const secondKid: Participant = { lastName: 'Иванова', firstName: 'Маша', phone: '9123456780', birthDate: bornYearsAgo(12, '20.08'), gender: 'Женский' };
