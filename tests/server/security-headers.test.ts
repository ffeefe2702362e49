/**
 * Security headers of a production app over HTTP (issue 27, item 9; docs/deploy.md, "The
 * site's Content-Security-Policy"): Strict-Transport-Security for a year on every answer
 * (includeSubDomains unless HSTS_INCLUDE_SUBDOMAINS=0); the site's pages under the site's whole
 * policy — script-src 'self', Trusted Types, frame-ancestors from FRAME_ANCESTORS, the card
 * provider's page as a form target — which is the policy docs/deploy.md gives (and the e2e spec
 * site-strict-csp walks a purchase under); partner examples keep their own.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultOpsSettings } from '../../server/ops/ops-settings.ts';
import { readPaymentSettings } from '../../server/payment/payment-settings.ts';
import { robokassaSettings } from '../production-settings.ts';
import { createStaticFixture, type StaticFixture } from './static-fixture.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let fixture: StaticFixture;
let production: TestServer;
let noSubdomains: TestServer;
const payment = readPaymentSettings(robokassaSettings, 'production', []);

beforeAll(async () => {
  fixture = await createStaticFixture();
  const common = { mode: 'production', publicUrl: 'https://shop.example', payment, dirs: fixture.dirs } as const;
  production = await startTestServer({ ...common, frameAncestors: "'self' https://partner.example" });
  noSubdomains = await startTestServer({ ...common, ops: { ...defaultOpsSettings, hstsIncludeSubdomains: false } });
});
afterAll(async () => {
  await production?.close();
  await noSubdomains?.close();
  await fixture?.remove();
});

/** docs/deploy.md's policy, "The site's Content-Security-Policy". */
function documentedPolicy(): string {
  const page = readFileSync(new URL('../../docs/deploy.md', import.meta.url), 'utf8');
  const section = page.slice(page.indexOf("## The site's Content-Security-Policy"));
  return /```\n(default-src [^\n]+)\n```/.exec(section)?.[1] ?? '';
}

describe('production security headers', () => {
  it('send HSTS for a year with includeSubDomains on pages and API answers alike; HSTS_INCLUDE_SUBDOMAINS=0 drops the subdomains', async () => {
    for (const path of ['/', '/calendar', '/api/health/live', '/robots.txt']) {
      const response = await fetch(`${production.url}${path}`);
      expect(response.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
    }
    expect((await fetch(`${noSubdomains.url}/`)).headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it("put the site's pages under the documented policy with FRAME_ANCESTORS and Robokassa's page as a form target", async () => {
    const response = await fetch(`${production.url}/calendar`);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = response.headers.get('content-security-policy') ?? '';
    for (const directive of ["script-src 'self'", "require-trusted-types-for 'script'", "trusted-types 'none'", "default-src 'self'", "object-src 'none'"]) {
      expect(policy).toContain(directive);
    }
    expect(policy).toContain("frame-ancestors 'self' https://partner.example");
    expect(policy).toContain("form-action 'self' https://auth.robokassa.ru");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    // the same policy the guide gives, but for the two settings it names
    const documented = documentedPolicy();
    expect(documented).not.toBe('');
    const bySettings = (text: string) => text.replace(/form-action [^;]+/, 'form-action …').replace(/frame-ancestors [^;]+/, 'frame-ancestors …');
    expect(bySettings(policy)).toBe(bySettings(documented));
  });

  it('leave the partner examples their own policy', async () => {
    const response = await fetch(`${production.url}/examples/landing/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self' https://partner.example");
  });
});
