/**
 * Pictures and documents of the API's data load from the organiser's site base plus their path
 * (account.md §7 "Images"), so a widget on a partner's page never asks the partner's origin
 * for them; full URLs pass through.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, pictureUrl, resetConfig, siteUrl } from '../../sdk/config/index.ts';

beforeEach(() => {
  resetConfig();
  vi.stubGlobal('location', { origin: 'https://partner.example' });
  configure({ site: 'https://organiser.example' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('siteUrl', () => {
  it.each([
    ['a root path', '/api/files/picture/logo.svg', 'https://organiser.example/api/files/picture/logo.svg'],
    ['a path without the leading slash', 'api/files/picture/logo.svg', 'https://organiser.example/api/files/picture/logo.svg'],
    ['a full https URL', 'https://cdn.example/logo.svg', 'https://cdn.example/logo.svg'],
    ['a full http URL in capitals', 'HTTP://cdn.example/logo.svg', 'HTTP://cdn.example/logo.svg'],
    ['a data: URL', 'data:image/svg+xml,%3Csvg%2F%3E', 'data:image/svg+xml,%3Csvg%2F%3E'],
  ])('%s: %s → %s', (_what, path, url) => {
    expect(siteUrl(path)).toBe(url);
  });

  it('follows a later configure()', () => {
    configure({ site: 'https://other.example' });
    expect(siteUrl('/a.png')).toBe('https://other.example/a.png');
  });
});

describe('pictureUrl', () => {
  it.each([null, undefined, '', '   '])('gives nothing for %j', (path) => {
    expect(pictureUrl(path)).toBeUndefined();
  });

  it('gives the site URL of a path', () => {
    expect(pictureUrl('/p.svg')).toBe('https://organiser.example/p.svg');
  });
});
