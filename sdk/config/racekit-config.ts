import { enums, object, optional, refine, string, type Infer } from 'superstruct';
import { PartnerName } from './partner-name.ts';
import { languages, type Language } from './languages.ts';

export { languages, type Language } from './languages.ts';

const baseUrl = (what: string) =>
  refine(string(), what, (value) => {
    if (value.startsWith('/')) return true;
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:'
        ? true
        : `expected an http(s) URL or a path starting with /, got "${value}"`;
    } catch {
      return `expected an http(s) URL or a path starting with /, got "${value}"`;
    }
  });

/** What a host may set, by `data-*` attributes on the script tag or `Racekit.configure()`. */
export const RacekitConfigInput = object({
  /** Where the API lives, ending in `/api` (e.g. `https://events.example/api`). */
  apiBase: optional(baseUrl('apiBase')),
  /** The organiser's site, for redirect checkout and links (e.g. `https://events.example`). */
  site: optional(baseUrl('site')),
  /** Default language of the widgets. */
  lang: optional(enums(languages)),
  /** The partner whose page this is (issue 17): purchases started here are attributed to it. */
  partner: optional(PartnerName),
});
export type RacekitConfigInput = Infer<typeof RacekitConfigInput>;

/** The resolved configuration: absolute URLs without a trailing slash. */
export interface RacekitConfig {
  readonly apiBase: string;
  readonly site: string;
  readonly lang: Language;
  readonly partner: string | undefined;
}
