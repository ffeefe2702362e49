import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { languages } from '../sdk/config/racekit-config.ts';
import { changeLanguage } from '../sdk/i18n/change-language.ts';
import { langAtom } from '../sdk/state/storage-atoms.ts';
import '../widgets/basket-badge/define.ts';

/** The site header: logo to main, the Рус / Eng switch (kept under `lang`), the basket badge. */
export function SiteHeader() {
  const { t } = useTranslation();
  const lang = useAtomValue(langAtom);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a className="site-logo" href="/" aria-label={t('header.logo')}>
          <span className="site-logo__mark" aria-hidden="true" />
          racekit
        </a>
        <div className="site-header__tools">
          <div className="site-lang" role="group" aria-label={t('header.language')}>
            {languages.map((code) => (
              <button key={code} type="button" className="site-lang__option" aria-pressed={lang === code} lang={code} onClick={() => changeLanguage(code)}>
                {t(`header.languages.${code}`)}
              </button>
            ))}
          </div>
          <racekit-basket-badge className="site-header__basket" />
        </div>
      </div>
    </header>
  );
}
