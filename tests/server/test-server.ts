/**
 * The server test harness: createApp on a fresh in-memory PGlite (or a persistent one in
 * `dataDir`, or PostgreSQL at `databaseUrl`), served on 127.0.0.1 at a free port, spoken to
 * over real HTTP with fetch.
 * One database per test file (creating one takes seconds); `reset()` empties every table
 * between tests (and re-runs `seed` when given), which takes milliseconds.
 */
import { is } from 'superstruct';
import { createApp, type AppOptions } from '../../server/app.ts';
import type { Clock } from '../../server/clock.ts';
import type { Database } from '../../server/db/database.ts';
import { applyMigrations } from '../../server/db/migrate.ts';
import { migrationList } from '../../server/db/migration-list.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { listen } from '../../server/listen.ts';
import { OutboxMessage } from '../../server/outbox/outbox-call.ts';

/** A clock the test moves forward. */
export interface TestClock extends Clock {
  advance(ms: number): void;
  /** Stops the clock at its present reading (only advance() moves it then), to pin a window to the millisecond. */
  freeze(): void;
}

/** An answer of {@link TestServer.api}. */
export interface ApiAnswer {
  readonly status: number;
  readonly headers: Headers;
  /** The parsed JSON body (undefined for an empty or non-JSON body). */
  readonly body: unknown;
  /** `body.message` when it is a string. */
  readonly message: string | undefined;
  /** The body as text (what a proxy's own error page says, for instance). */
  readonly text: string;
}

export interface ApiRequest {
  readonly body?: unknown;
  readonly token?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface TestServer {
  readonly url: string;
  readonly db: Database;
  readonly clock: TestClock;
  /** Sends a JSON request to the API and reads the answer. */
  api(method: string, path: string, request?: ApiRequest): Promise<ApiAnswer>;
  /** The outbox, newest first (optionally only messages to `to`). */
  outbox(to?: string): Promise<OutboxMessage[]>;
  /** The code of the newest message to `to` (fails when there is none). */
  lastCode(to: string): Promise<string>;
  /** Empties every table (not the migrations), resets the clock, re-runs the seed. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface TestServerOptions extends Partial<Omit<AppOptions, 'db' | 'clock'>> {
  /** A PGlite data directory (persistence tests); default in memory. */
  readonly dataDir?: string;
  /** PostgreSQL instead of PGlite (see postgres/pg-cluster.ts). */
  readonly databaseUrl?: string;
  /** Fills a fresh database (e.g. the catalogue's seedDemo); re-run by reset(). */
  readonly seed?: (db: Database) => Promise<unknown>;
}

function testClock(): TestClock & { offset: number; frozenAt: number | undefined } {
  const clock = {
    offset: 0,
    frozenAt: undefined as number | undefined,
    now: () => new Date((clock.frozenAt ?? Date.now()) + clock.offset),
    advance: (ms: number) => {
      clock.offset += ms;
    },
    freeze: () => {
      clock.frozenAt ??= Date.now();
    },
  };
  return clock;
}

/** Sends a JSON request to the API at `baseUrl` (any server: in-process, another process) and reads the answer. */
export async function callApi(baseUrl: string, method: string, path: string, request: ApiRequest = {}): Promise<ApiAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.token !== undefined) headers['authorization'] = `Bearer ${request.token}`;
  const response = await fetch(baseUrl + path, {
    method,
    headers,
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  const message =
    typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : undefined;
  return { status: response.status, headers: response.headers, body, message, text };
}

/** Starts a server on a fresh database. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { dataDir, databaseUrl, seed, ...appOptions } = options;
  const db = await openDatabase({ dataDir, databaseUrl });
  await applyMigrations(db, migrationList);
  if (seed !== undefined) await seed(db);
  const clock = testClock();
  const app = createApp({ mode: 'test', log: () => undefined, ...appOptions, db, clock });
  const server = await listen(app, '127.0.0.1', 0);

  const api = (method: string, path: string, request: ApiRequest = {}) => callApi(server.url, method, path, request);

  const outbox = async (to?: string): Promise<OutboxMessage[]> => {
    const answer = await api('GET', `/api/dev/outbox${to === undefined ? '' : `?to=${encodeURIComponent(to)}`}`);
    const body = answer.body;
    if (answer.status !== 200 || typeof body !== 'object' || body === null || !('values' in body) || !Array.isArray(body.values)) {
      throw new Error(`outbox answered ${answer.status}`);
    }
    return body.values.filter((value): value is OutboxMessage => is(value, OutboxMessage));
  };

  return {
    url: server.url,
    db,
    clock,
    api,
    outbox,
    async lastCode(to) {
      const code = (await outbox(to))[0]?.code;
      if (code === undefined || code === null) throw new Error(`no message with a code to ${to}`);
      return code;
    },
    async reset() {
      const tables = await db.query<{ tablename: string }>(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'",
      );
      // DELETE with foreign-key triggers off is many times faster than TRUNCATE on PGlite.
      const deletes = tables.map((table) => `DELETE FROM "${table.tablename}";`).join(' ');
      await db.exec(`SET session_replication_role = replica; ${deletes} SET session_replication_role = DEFAULT;`);
      clock.offset = 0;
      clock.frozenAt = undefined;
      if (seed !== undefined) await seed(db);
    },
    async close() {
      await server.close();
      await db.close();
    },
  };
}
