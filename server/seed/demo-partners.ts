/**
 * The demo partners (issue 17; README "Partners"), seeded with the demo accounts — never in
 * production — so the examples show attribution and the way back at once: «Вершина»
 * (examples/partner-event, `data-partner="vershina"`) and «Финишная прямая» (examples/landing).
 * Their pages are this server's own origin (the examples are served here) and
 * http://partner.test (the partner origin the e2e suite answers). Their API keys are public
 * demo keys, listed here and in the README.
 */
import type { Database } from '../db/database.ts';
import { insertPartner, partnerByName } from '../partners/partners.ts';

/** The demo partners' report keys (demo only: a real partner's key is printed once by npm run partner:add). */
export const demoPartnerKeys = { vershina: 'rkp_demo_vershina_2026', 'finish-line': 'rkp_demo_finish_line_2026' } as const;

/** Seeds the demo partners once; answers false when they are already there. */
export async function seedDemoPartners(db: Database, siteOrigin: string, now: Date = new Date()): Promise<boolean> {
  if ((await partnerByName(db, 'vershina')) !== undefined) return false;
  const origins = [new URL(siteOrigin).origin, 'http://partner.test'];
  await db.transaction(async (tx) => {
    await insertPartner(tx, { name: 'vershina', title: 'Вершина', origins }, now, demoPartnerKeys.vershina);
    await insertPartner(tx, { name: 'finish-line', title: 'Финишная прямая', origins }, now, demoPartnerKeys['finish-line']);
  });
  return true;
}
