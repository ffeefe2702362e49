/**
 * The demo catalogue: `npm start` seeds it on first run, the server tests seed it into every
 * fresh database. Everything goes in one transaction with multi-row inserts, so the whole
 * demo takes well under a second on PGlite. Users, tickets and orders are not seeded here
 * (accounts and payments own them).
 */
import type { Database, Queryable } from '../db/database.ts';
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
import { insertRows, Json } from './insert-rows.ts';

const SEED_NAME = 'demo-catalogue';
/** The English texts (migration 010), for a demo database seeded before they existed. */
const ENGLISH_SEED_NAME = 'demo-catalogue-english';

/** Options of {@link seedDemo}. */
export interface SeedDemoOptions {
  /** The moment event dates are counted from (tests pin it). Default: now. */
  readonly now?: Date;
}

function demoParts(now: Date): DemoPart[] {
  const locations: DemoPart = {
    tables: [
      ['location_region', regionRows()],
      ['location_city', cityRows()],
      ['postal_index', postalIndexRows()],
    ],
    pictures: [],
  };
  return [
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
}

/** Inserts the `seed_run` marker `name`; answers false when it was there already. */
async function mark(tx: Queryable, name: string): Promise<boolean> {
  // the marker row is inserted first: a concurrent second seeder blocks on it, then finds it
  const marked = await tx.query<{ name: string }>('INSERT INTO seed_run (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING name', [name]);
  return marked.length > 0;
}

/**
 * Gives a demo catalogue seeded before migration 010 its English texts: each row's `*_en`
 * values (and jsonb texts, which carry theirs inside) written over the row of its public_id.
 */
async function addEnglish(tx: Queryable, parts: readonly DemoPart[]): Promise<void> {
  for (const part of parts) {
    for (const [table, rows] of part.tables) {
      for (const row of rows) {
        const id = row['public_id'];
        const columns = Object.keys(row).filter((column) => column.endsWith('_en') || ['clusters', 'place_select', 'additional_fields'].includes(column));
        if (typeof id !== 'string' || columns.length === 0 || table.startsWith('location_')) continue;
        const values = columns.map((column) => {
          const value = row[column];
          return value instanceof Json ? JSON.stringify(value.value) : value;
        });
        const sets = columns.map((column, index) => `${column} = $${index + 2}${row[column] instanceof Json ? '::jsonb' : ''}`);
        await tx.query(`UPDATE ${table} SET ${sets.join(', ')} WHERE public_id = $1`, [id, ...values]);
      }
    }
  }
}

/**
 * Seeds the demo catalogue once. Answers false, changing nothing, when the database already
 * holds it (the `seed_run` marker), so it is safe to call on every start. A catalogue seeded
 * before its English texts existed gets them (once, its own marker).
 */
export async function seedDemo(db: Database, options: SeedDemoOptions = {}): Promise<boolean> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    if (!(await mark(tx, SEED_NAME))) {
      if (await mark(tx, ENGLISH_SEED_NAME)) await addEnglish(tx, demoParts(now));
      return false;
    }
    await mark(tx, ENGLISH_SEED_NAME);
    const parts = demoParts(now);
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
