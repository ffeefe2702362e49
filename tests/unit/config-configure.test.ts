/**
 * Where racekit finds the API and the organiser's site (docs/architecture.md, sdk/config): defaults on the
 * page's own origin, `configure()` merging per key with later calls winning, and a bad value
 * refused with one readable ConfigError that names the setting and the value.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, configure, getConfig, onConfigChange, parseConfigInput, resetConfig } from '../../sdk/config/index.ts';
import { apiUrl } from '../../sdk/http/index.ts';

beforeEach(() => {
  resetConfig();
  vi.stubGlobal('location', { origin: 'https://shop.example' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('defaults', () => {
  it('API under /api and the site on the same origin, Russian', () => {
    expect(getConfig()).toEqual({ apiBase: 'https://shop.example/api', site: 'https://shop.example', lang: 'ru' });
    expect(apiUrl('/api/event/list')).toBe('https://shop.example/api/event/list');
  });
});

describe('configure()', () => {
  it('sets each key; absolute URLs lose their trailing slash', () => {
    configure({ apiBase: 'https://api.example/v1/api/', site: 'https://events.example/', lang: 'en' });
    expect(getConfig()).toEqual({ apiBase: 'https://api.example/v1/api', site: 'https://events.example', lang: 'en' });
  });

  it('resolves a path against the page origin', () => {
    configure({ apiBase: '/racekit/api' });
    expect(getConfig().apiBase).toBe('https://shop.example/racekit/api');
    expect(apiUrl('/api/news')).toBe('https://shop.example/racekit/api/news');
  });

  it('merges per key: a later call wins for the keys it names and keeps the others', () => {
    configure({ apiBase: 'https://one.example/api', lang: 'en' });
    configure({ apiBase: 'https://two.example/api' });
    expect(getConfig()).toEqual({ apiBase: 'https://two.example/api', site: 'https://shop.example', lang: 'en' });
    configure({ lang: 'ru' });
    expect(getConfig().lang).toBe('ru');
    expect(getConfig().apiBase).toBe('https://two.example/api');
  });

  it('site alone does not move the API (the API stays on the page origin)', () => {
    configure({ site: 'https://events.example' });
    expect(getConfig().apiBase).toBe('https://shop.example/api');
  });

  it('tells listeners after each change, until they unsubscribe', () => {
    const seen: string[] = [];
    const stop = onConfigChange(() => seen.push(getConfig().lang));
    configure({ lang: 'en' });
    configure({ lang: 'ru' });
    stop();
    configure({ lang: 'en' });
    expect(seen).toEqual(['en', 'ru']);
  });

  it('resetConfig forgets every setting', () => {
    configure({ apiBase: 'https://api.example/api', lang: 'en' });
    resetConfig();
    expect(getConfig()).toEqual({ apiBase: 'https://shop.example/api', site: 'https://shop.example', lang: 'ru' });
  });
});

describe('a bad value', () => {
  it.each([
    ['apiBase', 'ftp://files.example/api'],
    ['apiBase', 'api.example'],
    ['site', 'javascript:alert(1)'],
    ['lang', 'de'],
    ['lang', 42],
    ['theme', 'dark'],
  ])('%s = %j → one ConfigError naming the setting and the value', (setting, value) => {
    let caught: unknown;
    try {
      configure({ [setting]: value });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = caught instanceof Error ? caught.message : '';
    expect(message).toContain(setting);
    expect(message).toContain(JSON.stringify(value));
    expect(message).not.toContain('\n');
  });

  it('leaves the configuration as it was', () => {
    configure({ apiBase: 'https://good.example/api' });
    expect(() => configure({ apiBase: 'https://other.example/api', lang: 'fr' })).toThrow(ConfigError);
    expect(getConfig()).toEqual({ apiBase: 'https://good.example/api', site: 'https://shop.example', lang: 'ru' });
  });

  it('is refused by parseConfigInput as well, which accepts a good partial input as is', () => {
    expect(() => parseConfigInput({ lang: 'kk' })).toThrow(ConfigError);
    expect(() => parseConfigInput('apiBase=https://x')).toThrow(ConfigError);
    expect(parseConfigInput({ site: '/' })).toEqual({ site: '/' });
  });
});
