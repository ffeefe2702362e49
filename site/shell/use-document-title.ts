import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { documentTitleKeys } from './document-title.ts';
import { useSiteTitle } from './use-page-title.ts';

/**
 * Keeps `document.title` in step with the route and the language (issue 13 §8): «Билеты —
 * Личный кабинет — racekit», «Tickets — Personal area — racekit». `<html lang>` follows the
 * language in use-body-theme.ts. Called once, in the site's shell. A page that names itself
 * (usePageTitle: an event, a news item, a product) wins over the route's title.
 */
export function useDocumentTitle(): void {
  const { t, i18n } = useTranslation();
  const [location] = useLocation();
  const keys = documentTitleKeys(location, i18n);
  useSiteTitle(keys.length === 0 ? t('site.head.title') : [...keys.map((key) => t(key)), t('site.documentTitle.brand')].join(' — '));
}
