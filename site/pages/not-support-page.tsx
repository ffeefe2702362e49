import { useTranslation } from 'react-i18next';

/** /notsupport (account.md §4): 'Ваш браузер не поддерживается', with the browsers that work. */
export function NotSupportPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--narrow status-page">
      <p className="status-page__code" aria-hidden="true">
        !
      </p>
      <h1 className="page__title">{t('notsupport.title')}</h1>
      <p className="page__lead">{t('notsupport.text')}</p>
    </section>
  );
}
