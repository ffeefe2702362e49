/**
 * The HTTP client against the error catalogue of both specs (purchase.md §8, account.md §8):
 * every status leads to its typed error and its side effect (token removed, "go to login").
 * fetch is stubbed; the client itself (redaxios, headers, URL, timers) is the real one.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../../sdk/config/index.ts';
import {
  ApiMessageError,
  ForbiddenError,
  HttpStatusError,
  NetworkError,
  ServerFailureError,
  TimeoutError,
  UnauthorizedError,
  httpRequest,
  isGlobalError,
  onAuthRequired,
  type AuthRequiredReason,
} from '../../sdk/http/index.ts';
import { allTexts, getRacekitI18n, registerTexts } from '../../sdk/i18n/index.ts';
import { getRacekitStore, installAuthBridge, tokenAtom, userAtom } from '../../sdk/state/index.ts';

const GENERIC = 'Произошла ошибка, попробуйте позже';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Stubs fetch with one answer and returns the mock, to read what was sent. */
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn((_url: string | URL | Request, _init?: RequestInit) => Promise.resolve(jsonResponse(status, body)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The error a GET raises (fails the test if it resolves). */
async function failureOf(auth: 'none' | 'optional' | 'required' = 'required'): Promise<unknown> {
  try {
    await httpRequest({ method: 'GET', path: '/api/user/tickets/my', auth });
  } catch (error) {
    return error;
  }
  throw new Error('the request was expected to fail');
}

const store = getRacekitStore();
let authRequired: AuthRequiredReason[];
let stopListening: () => void;

beforeEach(() => {
  resetConfig();
  configure({ apiBase: 'https://api.example/api' });
  installAuthBridge();
  store.set(tokenAtom, 'token-1');
  store.set(userAtom, { public_id: 'user-1', email: 'runner@example.com' });
  authRequired = [];
  stopListening = onAuthRequired((reason) => authRequired.push(reason));
});

afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('error catalogue', () => {
  it('400 with a message → ApiMessageError carrying the server message (a global error)', async () => {
    answer(400, { message: 'Промокод уже использован' });
    const error = await failureOf();
    expect(error).toBeInstanceOf(ApiMessageError);
    expect(error).toMatchObject({ status: 400, serverMessage: 'Промокод уже использован', message: 'Промокод уже использован' });
    expect(isGlobalError(error)).toBe(true);
    expect(authRequired).toEqual([]);
  });

  it.each([
    ['no body', ''],
    ['no message field', { error: 'bad' }],
    ['a blank message', { message: '   ' }],
  ])('400 with %s → the generic text', async (_case, body) => {
    answer(400, body);
    const error = await failureOf();
    expect(error).toBeInstanceOf(ServerFailureError);
    expect(error).toMatchObject({ status: 400, message: GENERIC });
  });

  it.each([500, 502, 422])('%i → ServerFailureError with the generic text', async (status) => {
    answer(status, { message: 'stack trace the user must not see' });
    const error = await failureOf();
    expect(error).toBeInstanceOf(ServerFailureError);
    expect(error).toMatchObject({ status, message: GENERIC, messageKey: 'errors.generic' });
    expect(isGlobalError(error)).toBe(true);
    expect(store.get(tokenAtom)).toBe('token-1');
  });

  it('401 → UnauthorizedError, signed out locally (token and user gone, so /login does not bounce to /me), and "go to login"', async () => {
    answer(401, { message: 'unauthorized' });
    const error = await failureOf();
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ status: 401, messageKey: 'errors.unauthorized' });
    expect(authRequired).toEqual(['unauthorized']);
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userAtom)).toBeNull();
  });

  it('403 → ForbiddenError, the stored token removed, and "go to login"', async () => {
    answer(403, { message: 'forbidden' });
    const error = await failureOf();
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(error).toMatchObject({ status: 403 });
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userAtom)).toBeNull();
    expect(authRequired).toEqual(['forbidden']);
  });

  it.each([
    [418, { message: 'Почта не подтверждена' }, 'Почта не подтверждена'],
    [404, { detail: 'no such ticket' }, undefined],
    [409, 'plain text conflict', undefined],
  ])('%i → HttpStatusError passing status and data on', async (status, body, message) => {
    answer(status, body);
    const error = await failureOf();
    expect(error).toBeInstanceOf(HttpStatusError);
    expect(error).toMatchObject({ status, data: body, serverMessage: message });
    expect(isGlobalError(error)).toBe(false);
    expect(authRequired).toEqual([]);
    expect(store.get(tokenAtom)).toBe('token-1');
  });

  it('no response at all → NetworkError (not a timeout)', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('fetch failed'))));
    const error = await failureOf();
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ status: undefined, messageKey: 'errors.network' });
  });

  it('a success passes status and parsed data', async () => {
    answer(200, { values: [{ public_id: 't1' }] });
    const response = await httpRequest({ method: 'GET', path: '/api/user/tickets/my', auth: 'required' });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ values: [{ public_id: 't1' }] });
  });
});

describe('Authorization header', () => {
  const authorizationOf = async (auth: 'none' | 'optional' | 'required'): Promise<string | null> => {
    const fetchMock = answer(200, {});
    await httpRequest({ method: 'GET', path: '/api/event/list', auth });
    const init = fetchMock.mock.calls[0]?.[1];
    return new Headers(init?.headers).get('authorization');
  };

  it('is sent on personal calls and on optional calls while a token is stored', async () => {
    expect(await authorizationOf('required')).toBe('Bearer token-1');
    expect(await authorizationOf('optional')).toBe('Bearer token-1');
  });

  it('is never sent on public calls', async () => {
    expect(await authorizationOf('none')).toBeNull();
  });

  it('is absent when no token is stored', async () => {
    store.set(tokenAtom, null);
    expect(await authorizationOf('required')).toBeNull();
  });
});

describe('URL', () => {
  it('joins the configured API base, the path and the query', async () => {
    configure({ apiBase: 'https://partner.example/racekit/api/' });
    const fetchMock = answer(200, {});
    await httpRequest({ method: 'GET', path: '/api/news/preview', auth: 'none', query: { limit: 4, hidden: true } });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('https://partner.example/racekit/api/news/preview?limit=4&hidden=true');
  });

  it('sends a JSON body with its method', async () => {
    const fetchMock = answer(200, { message: 'ok' });
    await httpRequest({ method: 'PUT', path: '/api/user/subscribe/news', auth: 'none', body: { email: 'a@b.ru' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"email":"a@b.ru"}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });
});

describe('a token passed with the call', () => {
  it('is sent instead of the stored one, and its 403 leaves the stored session alone', async () => {
    const fetchMock = answer(403, { message: 'forbidden' });
    const error = await httpRequest({ method: 'DELETE', path: '/api/auth', auth: 'required', token: 'declined-session' }).catch((failure: unknown) => failure);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer declined-session');
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(store.get(tokenAtom)).toBe('token-1');
    expect(authRequired).toEqual([]);
  });
});

describe('a limit of the server (429 with message_key)', () => {
  const limited = {
    message: 'Слишком много запросов кода с вашего адреса. Попробуйте через 5 мин.',
    retry_after: 300,
    message_key: 'limits.smsPerAddress',
    message_values: { minutes: 5, seconds: 300 },
  };

  it('shows the server words in Russian and the page language otherwise; an unknown key keeps the server words', async () => {
    registerTexts(allTexts);
    const i18n = getRacekitI18n();
    answer(429, limited);
    expect(await failureOf()).toMatchObject({ status: 429, serverMessage: limited.message });
    await i18n.changeLanguage('en');
    try {
      answer(429, limited);
      expect(await failureOf()).toMatchObject({ status: 429, serverMessage: 'Too many code requests from your network. Try again in 5 min.' });
      answer(429, { ...limited, message_key: 'limits.noSuchKey' });
      expect(await failureOf()).toMatchObject({ serverMessage: limited.message });
    } finally {
      await i18n.changeLanguage('ru');
    }
  });
});
