/**
 * Texts by explicit modules: each widget names the areas it shows (widgets/<name>/<name>-texts.ts)
 * and the site names its layout's and its route groups' (site/i18n/site-texts.ts). Nothing scans
 * the code at build time any more, so this test does it instead: every area a widget's code (with
 * the sdk code it uses, lazy parts included) names a key of must be in the widget's module, and
 * each module's loaders answer exactly its areas, in one language each.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en, ru, type TextArea, type TextModule } from '../../sdk/i18n/index.ts';
import { accountPageTexts, consoleTexts, layoutTexts, purchasePageTexts } from '../../site/i18n/site-texts.ts';
import { basketBadgeTexts } from '../../widgets/basket-badge/basket-badge-texts.ts';
import { basketTexts } from '../../widgets/basket/basket-texts.ts';
import { buyTicketTexts } from '../../widgets/buy-ticket/buy-ticket-texts.ts';
import { calendarTexts } from '../../widgets/calendar/calendar-texts.ts';
import { clubResultsTexts } from '../../widgets/club-results/club-results-texts.ts';
import { insuranceTexts } from '../../widgets/insurance/insurance-texts.ts';
import { loginTexts } from '../../widgets/login/login-texts.ts';
import { myTicketsTexts } from '../../widgets/my-tickets/my-tickets-texts.ts';
import { reachableFiles, root, staticGraph } from '../widgets/support/module-graph.ts';

const areas = Object.keys(ru) as TextArea[];
/** `'basket.title'`, `` `checkout.blocks.${x}` ``: a string starting with an area and a dot. */
const areaReference = new RegExp(`['"\`](${areas.join('|')})\\.[A-Za-z_$]`, 'g');

/** The areas named in `files` (comments left out; sdk/i18n itself is the texts). */
function areasNamedIn(files: Iterable<string>): Set<string> {
  const named = new Set<string>();
  for (const file of files) {
    if (!/\.tsx?$/.test(file) || file.startsWith('sdk/i18n/')) continue;
    const code = readFileSync(resolve(root, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const match of code.matchAll(areaReference)) named.add(match[1] ?? '');
  }
  return named;
}

const widgets: [string, TextModule][] = [
  ['basket-badge', basketBadgeTexts],
  ['basket', basketTexts],
  ['buy-ticket', buyTicketTexts],
  ['calendar', calendarTexts],
  ['club-results', clubResultsTexts],
  ['insurance', insuranceTexts],
  ['login', loginTexts],
  ['my-tickets', myTicketsTexts],
];

describe.each(widgets)('<racekit-%s>', (name, texts) => {
  it('its text module names every area its code shows', () => {
    const missing = [...areasNamedIn(reachableFiles(`widgets/${name}/define.ts`))].filter((area) => !(texts.areas as readonly string[]).includes(area));
    expect(missing).toEqual([]);
  });

  it.each([
    ['ru', ru],
    ['en', en],
  ] as const)('loads exactly its areas in %s, through import()', async (language, all) => {
    const loading = texts.load(language);
    expect(loading).toBeInstanceOf(Promise);
    const loaded = await loading;
    for (const area of texts.areas) expect(loaded[area], area).toBe(all[area]);
    expect(Object.keys(loaded).filter((key) => key !== 'default').sort()).toEqual([...texts.areas].sort());
  });
});

describe('the site', () => {
  it('carries the layout in Russian in its first load (no import), English through import()', () => {
    expect(layoutTexts.load('ru')).not.toBeInstanceOf(Promise);
    expect(layoutTexts.load('en')).toBeInstanceOf(Promise);
  });

  it.each([
    ['the layout', layoutTexts],
    ['the purchase pages', purchasePageTexts],
    ['the account pages', accountPageTexts],
    ["the organiser's console", consoleTexts],
  ])('%s: its module answers exactly its areas in both languages', async (_what, texts) => {
    for (const [language, all] of [
      ['ru', ru],
      ['en', en],
    ] as const) {
      const loaded = await texts.load(language);
      for (const area of texts.areas) expect(loaded[area], `${language} ${area}`).toBe(all[area]);
    }
  });

  it('the layout (what site/main.tsx loads at once) shows only the layout areas', () => {
    // Rule messages name keys of these areas as data (sdk/forms, sdk/basket): the layout shows none of them.
    const dataOnly = new Set(['forms', 'basket']);
    const named = areasNamedIn([...staticGraph('site/main.tsx').files].filter((file) => !file.startsWith('widgets/')));
    expect([...named].filter((area) => !dataOnly.has(area) && !(layoutTexts.areas as readonly string[]).includes(area))).toEqual([]);
  });

  it.each([
    ['site/routes/purchase-routes.tsx', purchasePageTexts],
    ['site/routes/account-routes.tsx', accountPageTexts],
    ['site/routes/console-routes.tsx', consoleTexts],
  ])('%s: what its pages show is in the layout, its group or the widgets they hold', (routes, group) => {
    const shown = new Set<string>([...layoutTexts.areas, ...group.areas]);
    // A widget brings its own texts (checked above).
    const named = areasNamedIn([...reachableFiles(routes)].filter((file) => !file.startsWith('widgets/')));
    expect([...named].filter((area) => !shown.has(area))).toEqual([]);
  });
});
