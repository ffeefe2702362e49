/**
 * Page banners as the public call answers them (GET /api/page/banner/{type}, shop-routes.ts):
 * shown only when not hidden and inside their window (migration 023). The console reads a
 * banner back through the same query (server/console/banner-writes.ts).
 */
import type { Language } from '../../sdk/config/index.ts';
import type { Banner } from '../../sdk/contract/schemas/index.ts';
import type { Queryable } from '../db/database.ts';
import { inLanguage } from './in-language.ts';

/** The condition of a banner on the site at `$n` (the moment asked). */
export const bannerShownAt = (n: number): string =>
  `NOT hidden AND (show_from IS NULL OR show_from <= $${n}) AND (show_until IS NULL OR show_until > $${n})`;

/** Banners where `where` holds, in their order, in `language`. */
export async function readBanners(db: Queryable, language: Language, where: string, params: readonly unknown[]): Promise<Banner[]> {
  const rows = await db.query<Banner & { readonly title: string; readonly title_en: string | null }>(
    `SELECT public_id, banner_type, link, picture_main, title, title_en, price, old_price FROM banner WHERE ${where} ORDER BY sort, public_id`,
    params,
  );
  return rows.map(({ title_en, ...banner }) => ({ ...banner, title: inLanguage(banner.title, title_en, language) }));
}
