/**
 * Stand-ins for Google and VK ID that speak each provider's documented protocol, as real HTTP
 * servers on 127.0.0.1 inside the test process, so the server's real provider adapters run
 * unchanged against them (their endpoints come from settings):
 *
 * - Google (OpenID Connect): GET /auth (authorisation: checks client, redirect URI, scope,
 *   PKCE S256, state, nonce; redirects back with a code at once, as for a person already
 *   signed in at Google), POST /token (client_secret_post, the code once, the redirect URI,
 *   the PKCE verifier against the challenge; answers an RS256 ID token signed with a test
 *   key), GET /certs (the JWKS).
 * - VK ID (OAuth 2.1): GET /authorize (back with code, state and device_id), POST /oauth2/auth
 *   (grant_type, code, code_verifier, client_id, device_id, redirect_uri, state), POST
 *   /oauth2/user_info (client_id, access_token → { user }).
 *
 * A test says who is signed in at the provider (`signIn`), can refuse consent, and can forge
 * the next ID token (wrong key, audience, issuer, expiry or nonce). Every request is recorded.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A person signed in at the provider. */
export interface ProviderPerson {
  readonly subject: string;
  readonly email?: string;
  /** Google's `email_verified` (true when absent). */
  readonly emailVerified?: boolean;
  readonly name?: string;
  readonly lastName?: string;
}

/** How the next ID token is forged. */
export type Forgery = 'wrong key' | 'wrong audience' | 'wrong issuer' | 'expired' | 'wrong nonce';

/** One request a stand-in received. */
export interface Received {
  readonly method: string;
  readonly path: string;
  readonly params: URLSearchParams;
}

interface Grant {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly challenge: string;
  readonly nonce: string;
  readonly deviceId: string;
  readonly state: string;
  readonly person: ProviderPerson;
  used: boolean;
}

interface Running {
  readonly url: string;
  readonly received: Received[];
  close(): Promise<void>;
}

const randomText = () => randomBytes(24).toString('base64url');
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

function redirect(response: ServerResponse, to: string, query: Record<string, string>): void {
  const url = new URL(to);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  response.writeHead(302, { location: url.href });
  response.end();
}

type Handler = (request: IncomingMessage, response: ServerResponse, params: URLSearchParams, self: string) => void | Promise<void>;

/** Serves `routes` ("METHOD /path") on a free port of 127.0.0.1, recording every request. */
async function serve(routes: Readonly<Record<string, Handler>>): Promise<Running> {
  const received: Received[] = [];
  let self = '';
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', self);
      const params = request.method === 'POST' ? await readForm(request) : url.searchParams;
      received.push({ method: request.method ?? 'GET', path: url.pathname, params });
      const handler = routes[`${request.method ?? 'GET'} ${url.pathname}`];
      if (handler === undefined) return json(response, 404, { error: 'not_found' });
      await handler(request, response, params, self);
    })().catch((error: unknown) => json(response, 500, { error: 'server_error', error_description: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  self = `http://127.0.0.1:${port}`;
  return {
    url: self,
    received,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error === undefined ? resolve() : reject(error)));
      }),
  };
}

/** The common part of both stand-ins: the client, who is signed in, and the grants. */
function provider(clientId: string, clientSecret: string) {
  const grants = new Map<string, Grant>();
  const state = { person: undefined as ProviderPerson | undefined, deny: false };
  /** The token request's client and code checks (RFC 6749 §4.1.3, RFC 7636 §4.6); an error text or the grant. */
  const takeGrant = (params: URLSearchParams): Grant | string => {
    if (params.get('grant_type') !== 'authorization_code') return 'unsupported_grant_type';
    if (params.get('client_id') !== clientId || params.get('client_secret') !== clientSecret) return 'invalid_client';
    const grant = grants.get(params.get('code') ?? '');
    if (grant === undefined || grant.used) return 'invalid_grant';
    grant.used = true;
    if (params.get('redirect_uri') !== grant.redirectUri) return 'invalid_grant';
    const verifier = params.get('code_verifier');
    if (verifier === null || verifier === '' || s256(verifier) !== grant.challenge) return 'invalid_grant';
    return grant;
  };
  /** The authorisation request's checks; an error text, or the code issued for the signed-in person. */
  const authorize = (params: URLSearchParams, extra: { nonce: string; deviceId: string }): { error: string } | { code: string } => {
    if (params.get('response_type') !== 'code' || params.get('client_id') !== clientId) return { error: 'invalid_request' };
    if (params.get('code_challenge_method') !== 'S256' || (params.get('code_challenge') ?? '') === '') return { error: 'invalid_request' };
    if ((params.get('state') ?? '') === '' || (params.get('redirect_uri') ?? '') === '') return { error: 'invalid_request' };
    if (state.deny || state.person === undefined) return { error: 'access_denied' };
    const code = randomText();
    grants.set(code, {
      clientId,
      redirectUri: params.get('redirect_uri') ?? '',
      challenge: params.get('code_challenge') ?? '',
      nonce: extra.nonce,
      deviceId: extra.deviceId,
      state: params.get('state') ?? '',
      person: state.person,
      used: false,
    });
    return { code };
  };
  return {
    grants,
    takeGrant,
    authorize,
    /** Who is signed in at the provider (and consents) from now on. */
    signIn(person: ProviderPerson) {
      state.person = person;
      state.deny = false;
    },
    /** The person refuses the consent from now on. */
    refuse() {
      state.deny = true;
    },
  };
}

const rsaKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

function signJwt(header: Record<string, unknown>, payload: Record<string, unknown>, key: KeyObject): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part(header)}.${part(payload)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

/** A Google stand-in (OpenID Connect) for the app `clientId`/`clientSecret`. */
export async function startGoogleStandIn(clientId = 'racekit-test.apps.googleusercontent.com', clientSecret = 'google-test-secret') {
  const base = provider(clientId, clientSecret);
  const key = rsaKey();
  const otherKey = rsaKey();
  const kid = 'test-key-1';
  let forgery: Forgery | undefined;
  let issuer = '';

  const idToken = (grant: Grant): string => {
    const how = forgery;
    forgery = undefined;
    const now = Math.floor(Date.now() / 1000);
    const person = grant.person;
    const claims: Record<string, unknown> = {
      iss: how === 'wrong issuer' ? 'https://accounts.evil.example' : issuer,
      azp: clientId,
      aud: how === 'wrong audience' ? 'someone-else.apps.googleusercontent.com' : clientId,
      sub: person.subject,
      iat: how === 'expired' ? now - 7200 : now,
      exp: how === 'expired' ? now - 3600 : now + 3600,
      nonce: how === 'wrong nonce' ? randomText() : grant.nonce,
      ...(person.email === undefined ? {} : { email: person.email, email_verified: person.emailVerified ?? true }),
      ...(person.name === undefined ? {} : { given_name: person.name }),
      ...(person.lastName === undefined ? {} : { family_name: person.lastName }),
      name: [person.name, person.lastName].filter((part) => part !== undefined).join(' '),
    };
    return signJwt({ alg: 'RS256', kid, typ: 'JWT' }, claims, how === 'wrong key' ? otherKey.privateKey : key.privateKey);
  };

  const running = await serve({
    'GET /auth': (_request, response, params) => {
      if (!(params.get('scope') ?? '').split(' ').includes('openid') || (params.get('nonce') ?? '') === '') {
        return json(response, 400, { error: 'invalid_request' });
      }
      const answer = base.authorize(params, { nonce: params.get('nonce') ?? '', deviceId: '' });
      const to = params.get('redirect_uri') ?? '';
      if ('error' in answer) return redirect(response, to, { error: answer.error, state: params.get('state') ?? '' });
      redirect(response, to, { code: answer.code, state: params.get('state') ?? '', scope: 'openid email profile' });
    },
    'POST /token': (_request, response, params) => {
      const grant = base.takeGrant(params);
      if (typeof grant === 'string') return json(response, 400, { error: grant });
      json(response, 200, {
        access_token: `ya29.${randomText()}`,
        expires_in: 3599,
        scope: 'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
        token_type: 'Bearer',
        id_token: idToken(grant),
      });
    },
    'GET /certs': (_request, response) => {
      json(response, 200, { keys: [{ ...key.publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
    },
  });
  issuer = running.url;

  return {
    ...running,
    signIn: base.signIn,
    refuse: base.refuse,
    /** Forges the next ID token. */
    forge(how: Forgery) {
      forgery = how;
    },
    /** The settings that point the server's Google provider here. */
    env: {
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
      GOOGLE_ISSUER: running.url,
      GOOGLE_AUTHORIZATION_URL: `${running.url}/auth`,
      GOOGLE_TOKEN_URL: `${running.url}/token`,
      GOOGLE_JWKS_URL: `${running.url}/certs`,
    },
  };
}

/** A VK ID stand-in (OAuth 2.1) for the app `clientId`/`clientSecret`. */
export async function startVkStandIn(clientId = '51999999', clientSecret = 'vk-test-secret') {
  const base = provider(clientId, clientSecret);
  const tokens = new Map<string, ProviderPerson>();
  let refuseUserInfo = false;

  const running = await serve({
    'GET /authorize': (_request, response, params) => {
      const answer = base.authorize(params, { nonce: '', deviceId: randomText() });
      const to = params.get('redirect_uri') ?? '';
      if ('error' in answer) return redirect(response, to, { error: answer.error, state: params.get('state') ?? '' });
      const grant = base.grants.get(answer.code);
      redirect(response, to, { code: answer.code, state: params.get('state') ?? '', device_id: grant?.deviceId ?? '', type: 'code_v2', expires_in: '600' });
    },
    'POST /oauth2/auth': (_request, response, params) => {
      const grant = base.takeGrant(params);
      if (typeof grant === 'string') return json(response, 400, { error: grant, error_description: 'refused', state: params.get('state') });
      if (params.get('device_id') !== grant.deviceId || params.get('state') !== grant.state) {
        return json(response, 400, { error: 'invalid_request', error_description: 'device_id or state', state: params.get('state') });
      }
      const accessToken = randomText();
      tokens.set(accessToken, grant.person);
      json(response, 200, {
        refresh_token: randomText(),
        access_token: accessToken,
        // VK's own token for its public_info call: not an OpenID Connect ID token.
        id_token: signJwt({ alg: 'RS256', typ: 'JWT' }, { iss: 'VK', sub: Number(grant.person.subject), app: Number(clientId) }, rsaKey().privateKey),
        token_type: 'Bearer',
        expires_in: 3600,
        user_id: Number(grant.person.subject),
        state: grant.state,
        scope: 'vkid.personal_info email',
      });
    },
    'POST /oauth2/user_info': (_request, response, params) => {
      const person = tokens.get(params.get('access_token') ?? '');
      const refused = refuseUserInfo;
      refuseUserInfo = false;
      if (person === undefined || params.get('client_id') !== clientId || refused) {
        return json(response, 401, { error: 'invalid_token', error_description: 'access_token is missing or invalid' });
      }
      json(response, 200, {
        user: {
          user_id: person.subject,
          first_name: person.name ?? '',
          last_name: person.lastName ?? '',
          avatar: 'https://sun.userapi.example/avatar.jpg',
          sex: 2,
          verified: false,
          birthday: '01.01.1990',
          ...(person.email === undefined ? {} : { email: person.email }),
        },
      });
    },
  });

  return {
    ...running,
    signIn: base.signIn,
    refuse: base.refuse,
    /** The next user_info call answers that the access token is invalid. */
    refuseNextUserInfo() {
      refuseUserInfo = true;
    },
    /** The settings that point the server's VK ID provider here. */
    env: {
      VK_CLIENT_ID: clientId,
      VK_CLIENT_SECRET: clientSecret,
      VK_AUTHORIZATION_URL: `${running.url}/authorize`,
      VK_TOKEN_URL: `${running.url}/oauth2/auth`,
      VK_USER_INFO_URL: `${running.url}/oauth2/user_info`,
    },
  };
}
