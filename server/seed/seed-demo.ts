/**
 * The demo catalogue: `npm start` seeds it on first run, the server tests seed it into every
 * fresh database. Everything goes in one transaction with multi-row inserts, so the whole
 * demo takes well under a second on PGlite. Users, tickets and orders are not seeded here
 * (accounts and payments own them).
 */
import type { Database } from '../db/database.ts';
import { clubsPart } from './demo-clubs.ts';
import { deliveryPart } from './demo-delivery.ts';
import { documentsPart } from './demo-documents.ts';
import { eventsPart, insuredFormatIds } from './demo-events.ts';
import { insurancePart } from './demo-insurance.ts';
import { cityRows, postalIndexRows, regionRows } from './demo-locations.ts';
import { newsPart } from './demo-news.ts';
import type { DemoPart } from './demo-part.ts';
import { promocodesPart } from './demo-promocodes.ts';
import { resultsPart } from './demo-results.ts';
import { shopPart } from './demo-shop.ts';
import { insertRows } from './insert-rows.ts';

const SEED_NAME = 'demo-catalogue';

/** Options of {@link seedDemo}. */
export interface SeedDemoOptions {
  /** The moment event dates are counted from (tests pin it). Default: now. */
  readonly now?: Date;
}

/**
 * Seeds the demo catalogue once. Answers false, changing nothing, when the database already
 * holds it (the `seed_run` marker), so it is safe to call on every start.
 */
export async function seedDemo(db: Database, options: SeedDemoOptions = {}): Promise<boolean> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    // the marker row is inserted first: a concurrent second seeder blocks on it, then finds it
    const marked = await tx.query<{ name: string }>(
      'INSERT INTO seed_run (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING name',
      [SEED_NAME],
    );
    if (marked.length === 0) return false;
    const locations: DemoPart = {
      tables: [
        ['location_region', regionRows()],
        ['location_city', cityRows()],
        ['postal_index', postalIndexRows()],
      ],
      pictures: [],
    };
    const parts: DemoPart[] = [
      locations,
      eventsPart(now),
      insurancePart(insuredFormatIds()),
      shopPart(),
      deliveryPart(),
      promocodesPart(now),
      newsPart(now),
      clubsPart(now),
      resultsPart(),
      documentsPart(),
    ];
    for (const part of parts) {
      for (const [table, rows] of part.tables) await insertRows(tx, table, rows);
    }
    const pictures = parts.flatMap((part) => part.pictures);
    await insertRows(
      tx,
      'picture',
      pictures.map(([name, body]) => ({ name, content_type: 'image/svg+xml', body })),
    );
    return true;
  });
}
