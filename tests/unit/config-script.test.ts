// @vitest-environment happy-dom
/**
 * The script tag's data-* attributes (docs/architecture.md, sdk/config): data-api-base, data-site and
 * data-lang, and the script's own origin as the default home of API and site. Runs under
 * happy-dom for a real HTMLScriptElement.
 */
import { beforeEach, expect, it } from 'vitest';
import { ConfigError, configure, getConfig, readScriptConfig, resetConfig } from '../../sdk/config/index.ts';

/** A script element as the loader sees it (not inserted: happy-dom would try to fetch it). */
function script(src: string | null, data: Record<string, string> = {}): HTMLScriptElement {
  const element = document.createElement('script');
  if (src !== null) element.src = src;
  for (const [key, value] of Object.entries(data)) element.dataset[key] = value;
  return element;
}

beforeEach(() => {
  resetConfig();
});


it('without attributes, the API and the site live where the script came from', () => {
  readScriptConfig(script('https://cdn.organiser.example/racekit/embed.js'));
  expect(getConfig()).toEqual({
    apiBase: 'https://cdn.organiser.example/api',
    site: 'https://cdn.organiser.example',
    lang: 'ru',
  });
});

it('reads data-api-base, data-site and data-lang', () => {
  readScriptConfig(
    script('https://cdn.organiser.example/embed.js', {
      apiBase: 'https://api.organiser.example/api',
      site: 'https://organiser.example/',
      lang: 'en',
    }),
  );
  expect(getConfig()).toEqual({ apiBase: 'https://api.organiser.example/api', site: 'https://organiser.example', lang: 'en' });
});

it('an attribute set on the tag reads the same as the dataset', () => {
  const element = script('https://cdn.organiser.example/embed.js');
  element.setAttribute('data-api-base', '/proxy/api');
  readScriptConfig(element);
  expect(getConfig().apiBase).toBe(`${location.origin}/proxy/api`);
});

it('configure() after the script tag wins for the keys it names', () => {
  readScriptConfig(script('https://cdn.organiser.example/embed.js', { lang: 'en', site: 'https://organiser.example' }));
  configure({ lang: 'ru' });
  expect(getConfig()).toMatchObject({ lang: 'ru', site: 'https://organiser.example' });
});

it('a bad attribute value is one ConfigError naming it', () => {
  let caught: unknown;
  try {
    readScriptConfig(script('https://cdn.organiser.example/embed.js', { lang: 'de' }));
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ConfigError);
  expect(caught).toMatchObject({ message: expect.stringMatching(/lang "de" is not valid/) });
});

it('ignores what is not a script element', () => {
  readScriptConfig(null);
  expect(getConfig().lang).toBe('ru');
});
