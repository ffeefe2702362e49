/**
 * Banners for the console (issue 25 §2; sdk/contract/console/banners.ts), inside the caller's
 * transaction: the link and picture only on the site or over https, the window's end after its
 * start, the read-back through the public banner query against `Banner`, and the audit record.
 */
import type { BannerCreate, BannerUpdate, ConsoleBanner } from '../../sdk/contract/console/index.ts';
import { Banner } from '../../sdk/contract/schemas/index.ts';
import { readBanners } from '../catalogue/banner-queries.ts';
import { isoOrNull, notFound } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import { badRequest } from '../http/http-error.ts';
import { recordAudit, type AuditActor } from './audit-log.ts';
import { LANGUAGES, idTaken, mustShow, newPublicId, setClause } from './catalogue-checks.ts';
import { checkSiteLink } from './content-checks.ts';
import { staleVersion } from './edit-version.ts';

type BannerRecordRow = Omit<ConsoleBanner, 'show_from' | 'show_until'> & { readonly show_from: unknown; readonly show_until: unknown };

export const BANNER_COLUMNS = 'public_id, page, banner_type, title, title_en, link, picture_main, price, old_price, sort, show_from, show_until, hidden, version';

export const toConsoleBanner = (row: BannerRecordRow): ConsoleBanner => ({ ...row, show_from: isoOrNull(row.show_from), show_until: isoOrNull(row.show_until) });

async function readConsoleBanner(db: Queryable, id: string): Promise<ConsoleBanner | undefined> {
  const [row] = await db.query<BannerRecordRow>(`SELECT ${BANNER_COLUMNS} FROM banner WHERE public_id = $1`, [id]);
  return row === undefined ? undefined : toConsoleBanner(row);
}

export async function requireConsoleBanner(db: Queryable, id: string): Promise<ConsoleBanner> {
  const banner = await readConsoleBanner(db, id);
  if (banner === undefined) throw notFound('server.console.bannerNotFound');
  return banner;
}

interface BannerTerms {
  readonly link?: string | undefined;
  readonly picture_main?: string | undefined;
  readonly show_from?: string | null | undefined;
  readonly show_until?: string | null | undefined;
}

function checkTerms(terms: BannerTerms): void {
  checkSiteLink(terms.link, 'link');
  checkSiteLink(terms.picture_main, 'picture_main');
  const { show_from: from, show_until: until } = terms;
  if (from !== null && from !== undefined && until !== null && until !== undefined && Date.parse(until) <= Date.parse(from)) {
    throw badRequest('server.console.bannerWindow', { field: 'show_until' });
  }
}

async function checkBannerShows(tx: Queryable, id: string): Promise<ConsoleBanner> {
  for (const language of LANGUAGES) {
    const [banner] = await readBanners(tx, language, 'public_id = $1', [id]);
    mustShow(banner, Banner, 'banner');
  }
  return requireConsoleBanner(tx, id);
}

export async function createBanner(tx: Queryable, actor: AuditActor, input: BannerCreate, now: Date): Promise<ConsoleBanner> {
  const id = input.public_id ?? newPublicId('bn');
  if ((await readConsoleBanner(tx, id)) !== undefined) throw idTaken(id);
  checkTerms(input);
  await tx.query(
    `INSERT INTO banner (public_id, page, banner_type, title, title_en, link, picture_main, price, old_price, sort, show_from, show_until, hidden)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      id,
      input.page ?? 'shop',
      input.banner_type ?? 'external_shop',
      input.title,
      input.title_en ?? null,
      input.link,
      input.picture_main,
      input.price ?? null,
      input.old_price ?? null,
      input.sort ?? 0,
      input.show_from ?? null,
      input.show_until ?? null,
      input.hidden ?? false,
    ],
  );
  const after = await checkBannerShows(tx, id);
  await recordAudit(tx, actor, { action: 'banner.create', entity: 'banner', entityId: id, after }, now);
  return after;
}

const BANNER_EDITABLE = ['page', 'banner_type', 'title', 'title_en', 'link', 'picture_main', 'price', 'old_price', 'sort', 'show_from', 'show_until', 'hidden'] as const;

/** Changes or hides a banner read at `version` (409 when someone changed it since). */
export async function updateBanner(
  tx: Queryable,
  actor: AuditActor,
  id: string,
  version: number,
  patch: Omit<BannerUpdate, 'version'>,
  now: Date,
): Promise<ConsoleBanner> {
  const before = await requireConsoleBanner(tx, id);
  checkTerms({
    link: patch.link,
    picture_main: patch.picture_main,
    show_from: patch.show_from === undefined ? before.show_from : patch.show_from,
    show_until: patch.show_until === undefined ? before.show_until : patch.show_until,
  });
  const set = setClause(patch, BANNER_EDITABLE, 3);
  const updated = await tx.query(
    `UPDATE banner SET ${set.sql === '' ? '' : `${set.sql}, `}version = version + 1 WHERE public_id = $1 AND version = $2 RETURNING 1`,
    [id, version, ...set.values],
  );
  if (updated.length === 0) throw staleVersion();
  const after = await checkBannerShows(tx, id);
  await recordAudit(tx, actor, { action: 'banner.update', entity: 'banner', entityId: id, before, after }, now);
  return after;
}
