/**
 * Keyboard-only steps for the e2e specs: move the focus with Tab (or Shift+Tab) until it is on a
 * control, check where the focus is through open shadow roots, and operate a radio group with
 * Space and the arrow keys. Nothing here clicks, fills or checks: only page.keyboard is used.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Whether `target` has the focus, looking through open shadow roots. */
export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === element;
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, at most `limit` times. */
export async function tabTo(page: Page, target: Locator, { limit = 80, back = false }: { limit?: number; back?: boolean } = {}): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${back ? 'Shift+Tab' : 'Tab'} never reached ${target.toString()}`);
}

/** Tabs to the text field `field` and types `text` into it (the field is expected empty). */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/**
 * Chooses `option` of the radio group `group`: Tab enters the group (at its checked radio, or
 * its first when none is checked), Space checks the focused one, ArrowDown moves on.
 */
export async function chooseRadio(page: Page, group: Locator, option: Locator): Promise<void> {
  const radios = group.getByRole('radio');
  const count = await radios.count();
  const focusedIndex = async () => {
    for (let index = 0; index < count; index += 1) if (await hasFocus(radios.nth(index))) return index;
    return -1;
  };
  for (let presses = 0; presses < 80 && (await focusedIndex()) < 0; presses += 1) await page.keyboard.press('Tab');
  if ((await focusedIndex()) < 0) throw new Error(`Tab never reached a radio of ${group.toString()}`);
  await page.keyboard.press('Space');
  for (let presses = 0; presses < count && !(await option.isChecked()); presses += 1) await page.keyboard.press('ArrowDown');
  await expect(option).toBeChecked();
  await expect(option).toBeFocused();
}

/** In the buy-ticket dialog: one press on '+' (count 2), then 'Перейти к оформлению', by keyboard. */
export async function takeTwoAndCheckOut(page: Page, dialog: Locator): Promise<void> {
  await tabTo(page, dialog.getByRole('button', { name: 'Увеличить количество' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('group', { name: 'Количество' }).getByRole('status')).toHaveText('2');
  await tabTo(page, dialog.getByRole('button', { name: 'Перейти к оформлению' }));
  await page.keyboard.press('Enter');
}
