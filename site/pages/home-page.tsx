import { useAtomValue } from 'jotai';
import { langAtom } from '../../sdk/state/storage-atoms.ts';
import { shellTexts } from '../shell-texts.ts';

/** The main page (being built: the hero slider, the calendar, news and the shop promo). */
export function HomePage() {
  const texts = shellTexts[useAtomValue(langAtom)];
  return (
    <section className="site-hero">
      <div className="site-hero__inner">
        <span className="site-hero__stripe" aria-hidden="true" />
        <h1 className="site-hero__title">{texts.title}</h1>
        <p className="site-hero__text">{texts.text}</p>
      </div>
    </section>
  );
}
