import { useState } from 'react';
import { useRacekitEvents } from './use-racekit-events.tsx';

/** The club's starts this season: racekit event public_ids with the club's own notes. */
const starts = [
  { event: 'ev-rubezh-leto', title: 'Стальной рубеж. Летний сезон', note: 'Главный старт сезона: бежим командой «Темпа» в Москве.', count: '5' },
  { event: 'ev-night-spb', title: 'Ночной пульс. Белые ночи', note: 'Выезд в Петербург на выходные, ночные 10 км.', count: '1' },
  { event: 'ev-tropa-sochi', title: 'Дикая тропа. Красная Поляна', note: 'Для трейловой группы: 12 и 25 км.', count: '1' },
] as const;

type Lang = 'ru' | 'en';

/**
 * «Темп», a running club's app, written in React 19 with the racekit tags as plain JSX: the
 * attributes are typed (`checkout` is 'inline' | 'redirect', `count` a number or its text),
 * and changing one (the language switch) re-renders the widget in place.
 */
export function App() {
  const [lang, setLang] = useState<Lang>('ru');
  const log = useRacekitEvents();
  return (
    <div className="app">
      <aside className="side">
        <p className="logo">
          <span aria-hidden="true">Т</span>Темп
        </p>
        <nav aria-label="Клуб">
          <a href="#starts" aria-current="page">
            Старты
          </a>
          <a href="#starts">Тренировки</a>
          <a href="#starts">Участники</a>
        </nav>
      </aside>

      <div className="main">
        <header className="top">
          <div>
            <p className="top__hello">Привет, Дима!</p>
            <h1>Старты клуба</h1>
          </div>
          <div className="top__tools">
            <div className="lang" role="group" aria-label="Язык виджетов">
              {(['ru', 'en'] as const).map((option) => (
                <button key={option} type="button" aria-pressed={lang === option} onClick={() => setLang(option)}>
                  {option === 'ru' ? 'Рус' : 'Eng'}
                </button>
              ))}
            </div>
            <racekit-basket-badge lang={lang}></racekit-basket-badge>
          </div>
        </header>

        <section id="starts" className="starts" aria-label="Старты">
          {starts.map((start) => (
            <article key={start.event} className="start">
              <h2>{start.title}</h2>
              <p>{start.note}</p>
              <racekit-buy-ticket event={start.event} checkout="redirect" count={start.count} lang={lang}></racekit-buy-ticket>
            </article>
          ))}
        </section>

        <section className="log" aria-labelledby="log-title">
          <h2 id="log-title">Журнал событий виджетов</h2>
          {log.length === 0 ? (
            <p className="log__empty">Здесь появятся события racekit: выбор билета, корзина, переходы.</p>
          ) : (
            <ol>
              {log.map((line) => (
                <li key={line.id}>
                  <code>{line.type}</code> {line.text}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </div>
  );
}
