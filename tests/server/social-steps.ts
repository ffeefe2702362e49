/**
 * Steps of social sign-in over HTTP, as the site's /user/auth/{network} takes them: start the
 * flow on the server (POST /api/social/{network}/start), follow the provider's page, and read
 * what its redirect brings back. `passStandIn` plays the person on the local stand-in's consent
 * page; the real providers' stand-ins (oauth-stand-ins.ts) redirect at once.
 */
import { expect } from 'vitest';
import { readOAuthSettings } from '../../server/oauth/oauth-settings.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** The site's origin (PUBLIC_URL) of the servers whose providers talk to stand-ins. */
export const SITE = 'https://race.example';

/** The answer to a refused return (a bad code or state, a failed check of the provider's answer). */
export const codeInvalid = 'Не удалось войти через соцсеть: код недействителен или устарел. Попробуйте еще раз';

/**
 * A test server on PUBLIC_URL {@link SITE} whose real providers are pointed by `settings` (a
 * stand-in's `env`) at their stand-ins, its log lines collected in `log`.
 */
export async function startProviderServer(settings: NodeJS.ProcessEnv, log: string[]): Promise<TestServer> {
  const problems: string[] = [];
  const oauth = readOAuthSettings({ PUBLIC_URL: SITE, ...settings }, 'test', problems);
  expect(problems).toEqual([]);
  return startTestServer({ publicUrl: SITE, oauth, log: (line) => log.push(line) });
}

export type Mode = 'signIn' | 'link';

/** What the provider's redirect brought back to the site's route. */
export interface Returned {
  /** The site route it came back to (origin and path). */
  readonly to: string;
  readonly code: string | null;
  readonly state: string | null;
  readonly error: string | null;
  readonly deviceId: string | null;
}

/** A person on the stand-in's consent page. */
export interface Person {
  readonly name?: string;
  readonly lastName?: string;
  readonly email: string;
}

/** Starts a sign-in (or a link, with the user's token) and answers the provider's page and the state. */
export async function startSocial(server: TestServer, network: string, mode: Mode = 'signIn', token?: string) {
  const answer = await server.api('POST', `/api/social/${network}/start`, { body: { mode }, ...(token === undefined ? {} : { token }) });
  expect(answer.status, answer.message).toBe(200);
  const body = answer.body;
  if (typeof body !== 'object' || body === null || !('url' in body) || !('state' in body)) throw new Error('start answered no url');
  return { url: new URL(String(body.url)), state: String(body.state) };
}

/** Reads a provider's redirect back to the site. */
export function returned(response: Response): Returned {
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location') ?? '');
  const query = location.searchParams;
  return {
    to: location.origin + location.pathname,
    code: query.get('code'),
    state: query.get('state'),
    error: query.get('error'),
    deviceId: query.get('device_id'),
  };
}

/** Submits the stand-in's consent page at `url` (from start) as `person`, allowing or refusing. */
export async function passStandIn(url: URL, person: Person, decision: 'allow' | 'deny' = 'allow'): Promise<Returned> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
  const form = new URLSearchParams({
    redirect_uri: url.searchParams.get('redirect_uri') ?? '',
    state: url.searchParams.get('state') ?? '',
    nonce: hidden('nonce'),
    code_challenge: hidden('code_challenge'),
    name: person.name ?? '',
    last_name: person.lastName ?? '',
    email: person.email,
    decision,
  });
  return returned(await fetch(url, { method: 'POST', body: form, redirect: 'manual' }));
}

/** A full stand-in round trip up to the code: start, consent as `person`, and the return's body. */
export async function standInReturn(server: TestServer, network: string, person: Person, mode: Mode = 'signIn', token?: string) {
  const { url } = await startSocial(server, network, mode, token);
  const back = await passStandIn(url, person);
  if (back.code === null || back.state === null) throw new Error('the stand-in gave no code');
  return { code: back.code, state: back.state };
}
