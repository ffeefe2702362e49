import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The document's title, kept in step with the route while the visitor navigates (the server
 * writes the first page's title into its HTML, server/site-head, with the same texts).
 *
 * A page names itself with `usePageTitle(name)` ('Стальной рубеж. Летний сезон' becomes
 * 'Стальной рубеж. Летний сезон — racekit'); a page that does not, or whose name is not known
 * yet (undefined while its data loads), shows the route's title, which `useSiteTitle(title)`
 * (once, in the site's shell: use-document-title.ts) provides in the visitor's language. The
 * newest named page wins; leaving it gives the title back.
 */
const claims: { readonly title: string }[] = [];
let siteTitle = typeof document === 'undefined' ? '' : document.title;

function show(): void {
  const title = claims.at(-1)?.title ?? siteTitle;
  if (title !== '' && document.title !== title) document.title = title;
}

/** The route's title, shown by pages that name nothing (call once, in the shell). */
export function useSiteTitle(title: string): void {
  useEffect(() => {
    siteTitle = title;
    show();
  }, [title]);
}

/** Names the page in the document's title while it is shown; undefined names nothing (yet). */
export function usePageTitle(name: string | undefined): void {
  const { t } = useTranslation();
  const title = name === undefined || name.trim() === '' ? undefined : t('site.head.pageTitle', { title: name.trim() });
  useEffect(() => {
    if (title === undefined) return undefined;
    const claim = { title };
    claims.push(claim);
    show();
    return () => {
      claims.splice(claims.indexOf(claim), 1);
      show();
    };
  }, [title]);
}
