/**
 * Hosts the organiser does not control: examples/strict-csp is served with a strict policy as a
 * header (scripts and styles only from 'self', Trusted Types required for script sinks), and the
 * whole inline purchase runs there — button, dialog, basket with its lazy forms — with not one
 * `securitypolicyviolation`. The built bundle is checked for what such hosts refuse.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buyButton, chooseTicket, expectInlineStyleRecorded, expectNoCspTrouble, recordCspViolations } from './embed-support.ts';
import { expect, test } from './fixtures.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Every .ts/.tsx file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(root, dir, file));
}

test.describe('strict CSP host', () => {
  test('the page is served with the strict policy as a header', async ({ request }) => {
    const response = await request.get('/examples/strict-csp/');
    const policy = response.headers()['content-security-policy'] ?? '';
    for (const directive of ["script-src 'self'", "style-src 'self'", "require-trusted-types-for 'script'", "default-src 'none'"]) expect(policy).toContain(directive);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
  });

  test('an inline purchase under it records 0 securitypolicyviolation events', async ({ page, problems }) => {
    test.setTimeout(60_000);
    const violations = await recordCspViolations(page);
    await page.goto('/examples/strict-csp/');
    await expect(page.locator('racekit-calendar').getByRole('article').first()).toBeVisible();
    const widget = page.locator('racekit-buy-ticket');
    await expect(buyButton(widget)).toBeVisible();
    await chooseTicket(widget, { format: '10 км', action: 'Добавить в корзину' });
    const basket = widget.locator('racekit-basket');
    await expect(basket.getByRole('article', { name: 'Город бежит. Казань' })).toBeVisible();
    // The page's own script (page.js, through the queue stub) heard the basket change.
    await expect(page.locator('#status')).toContainText('Билетов в корзине: 1');
    // A call and a re-render inside the basket: the line's promo code.
    await basket.getByRole('textbox', { name: 'Промокод' }).fill('RUBEZH10');
    await basket.getByRole('button', { name: 'Применить' }).click();
    await expect(basket.getByText('Промокод применен')).toBeVisible();
    await expect(basket.getByRole('button', { name: 'Изменить' })).toBeVisible();
    await page.screenshot({ path: 'tests/e2e/.artifacts/embed-strict-csp.png' });
    await expectNoCspTrouble(violations, problems);

    // The recorder does hear a violation: an inline <style>, as a careless widget would add one.
    await expectInlineStyleRecorded(page, violations);
  });

  test('the bundle holds no eval, no new Function, and no innerHTML fed with strings', () => {
    const dir = join(root, 'dist/embed');
    const files = readdirSync(dir).filter((file) => file.endsWith('.js'));
    expect(files.length).toBeGreaterThan(5);
    const findings: string[] = [];
    for (const file of files) {
      const code = readFileSync(join(dir, file), 'utf8');
      if (/\bnew Function\s*\(|[^.\w]Function\s*\(\s*["'`]/.test(code)) findings.push(`${file}: Function constructor`);
      if (/(^|[^.\w$])eval\s*\(/.test(code)) findings.push(`${file}: eval(`);
      if (/\bsetTimeout\s*\(\s*["'`]|\bsetInterval\s*\(\s*["'`]/.test(code)) findings.push(`${file}: string timer`);
      if (/\b(?:outerHTML|insertAdjacentHTML|createContextualFragment|document\.write)\b/.test(code)) findings.push(`${file}: HTML from a string`);
      // Preact's one innerHTML assignment is `dangerouslySetInnerHTML` (`….__html`); anything else is a finding.
      for (const match of code.matchAll(/\.innerHTML\s*=(?!=)\s*([^,;)]*)/g)) {
        if (!/^\w+\.__html\b/.test(match[1] ?? '')) findings.push(`${file}: innerHTML = ${match[1] ?? ''}`);
      }
    }
    expect(findings).toEqual([]);
  });

  test("no widget or sdk component ever hands HTML to Preact's innerHTML", () => {
    const users = [...sources('sdk'), ...sources('widgets'), ...sources('embed')].filter((file) => /dangerouslySetInnerHTML|\.innerHTML\s*=/.test(readFileSync(file, 'utf8')));
    expect(users.map((file) => file.slice(root.length))).toEqual([]);
  });
});
