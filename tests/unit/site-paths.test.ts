/**
 * The site's routes as the server knows them (sdk/config/site-paths.ts, issue 29 §13) are the
 * router's: every route of site/routes is in the list and the list names no other route, and
 * the matcher reads wouter's patterns as wouter does.
 */
import { describe, expect, it } from 'vitest';
import { SITE_PATHS, isSitePath } from '../../sdk/config/index.ts';
import { accountRoutes } from '../../site/routes/account-routes.tsx';
import { consoleRoute } from '../../site/routes/console-routes.tsx';
import { purchaseRoutes } from '../../site/routes/purchase-routes.tsx';

describe('the site paths the server knows', () => {
  it("are the router's routes (and /docs, which redirects to /)", () => {
    const routed = [...purchaseRoutes, ...accountRoutes, consoleRoute].map((route) => route.path);
    expect([...SITE_PATHS].sort()).toEqual([...routed, '/docs'].sort());
  });

  it.each([
    ['/', true],
    ['/calendar/', true],
    ['/calendar/ev-1', true],
    ['/calendar/ev-1/FREESTART', true],
    ['/calendar/ev-1/FREESTART/x', false],
    ['/event/ev-1/f-1', true],
    ['/me', true],
    ['/me/ticket/t-1', true],
    ['/console', true],
    ['/shop/category/c-1', true],
    ['/shop/category', false],
    ['/totally-unknown', false],
    ['/basket/nope', false],
  ])('%s → %s', (path, known) => {
    expect(isSitePath(path)).toBe(known);
  });
});
