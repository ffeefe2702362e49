/** Checks the console's content writes share (news, banners; sdk/contract/console/content-fields.ts). */
import { isSiteLink } from '../../sdk/contract/console/index.ts';
import { badRequest } from '../http/http-error.ts';

/** 400 naming `field` when `link` is set and neither a path on the site nor an https address. */
export function checkSiteLink(link: string | null | undefined, field: string): void {
  if (link !== null && link !== undefined && !isSiteLink(link)) throw badRequest({ key: 'server.console.badLink', values: { field } }, { field });
}
