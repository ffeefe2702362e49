import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { languages } from '../../sdk/config/index.ts';
import { changeLanguage } from '../../sdk/i18n/index.ts';
import { langAtom } from '../../sdk/state/index.ts';
import { classNames } from '../../sdk/ui/index.ts';

/** Рус / Eng (purchase.md §2): the choice is kept under `lang`; the site and every widget follow it. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useAtomValue(langAtom);
  return (
    <div className={classNames('site-lang', className)} role="group" aria-label={t('header.language')}>
      {languages.map((code) => (
        <button key={code} type="button" className="site-lang__option" aria-pressed={lang === code} lang={code} onClick={() => changeLanguage(code)}>
          {t(`header.languages.${code}`)}
        </button>
      ))}
    </div>
  );
}
