import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { isTranslationKey, type TranslationKey } from '../../sdk/i18n/index.ts';

interface Crumb {
  readonly key: TranslationKey;
  readonly href: string;
}

/** The crumbs of `path` (purchase.md §2): the first segment's page, then a second segment's child crumb when it has a name (in `texts`). */
export function crumbsOf(path: string, texts: i18n): Crumb[] {
  const [first, second] = path.split('/').filter((segment) => segment !== '');
  if (first === undefined) return [];
  const main = `nav.${first}`;
  if (!isTranslationKey(main, texts)) return [];
  const crumbs: Crumb[] = [{ key: main, href: `/${first}` }];
  const child = second === undefined ? undefined : `nav.sub.${second}`;
  if (child !== undefined && isTranslationKey(child, texts)) crumbs.push({ key: child, href: `/${first}/${second ?? ''}` });
  return crumbs;
}

/** Главная › section › child: the last crumb is the page itself unless the path goes deeper. */
export function Breadcrumbs() {
  const { t, i18n } = useTranslation();
  const [location] = useLocation();
  const crumbs = crumbsOf(location, i18n);
  if (crumbs.length === 0) return null;
  const all: Crumb[] = [{ key: 'nav.home', href: '/' }, ...crumbs];
  return (
    <nav className="breadcrumbs" aria-label={t('site.breadcrumbs')}>
      <ol className="breadcrumbs__list">
        {all.map((crumb, index) => {
          const here = index === all.length - 1 && crumb.href === location;
          return (
            <li key={crumb.href} className="breadcrumbs__item">
              {here ? (
                <span aria-current="page">{t(crumb.key)}</span>
              ) : (
                <Link className="breadcrumbs__link" href={crumb.href}>
                  {t(crumb.key)}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
