/**
 * What a production start refuses (issue 27, item 1; docs/deploy.md, "Refusals"), each shown on
 * the real process: started with every setting right but one, it exits 1 printing exactly one
 * line that names the setting. The FRAME_ANCESTORS cases start from what an env file really
 * gives: the file is read by bash's `source`, which (like systemd's EnvironmentFile) removes the
 * quotes of FRAME_ANCESTORS='self'. A second process on one PGlite directory is refused too.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { productionSettings } from '../production-settings.ts';
import { runServerProcess, startServerProcess } from './server-process.ts';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'racekit-refusals-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Every setting of a production start, right. */
const good = (): Record<string, string> => ({ ...productionSettings, PUBLIC_URL: 'https://shop.example', DATA_DIR: dataDir });

/** The value bash gives a variable from an env file with `line` in it (set -a; . file). */
let envFiles = 0;
function sourced(line: string): string {
  envFiles += 1;
  const file = join(dataDir, `racekit-${envFiles}.env`);
  execFileSync('sh', ['-c', `cat > "$1"`, 'sh', file], { input: `${line}\n` });
  return execFileSync('bash', ['-c', 'set -a; . "$1"; printf %s "$FRAME_ANCESTORS"', 'bash', file], { encoding: 'utf8' });
}

const refusals: { name: string; env: () => Record<string, string>; line: string }[] = [
  {
    name: 'no DATABASE_URL',
    env: () => Object.fromEntries(Object.entries(good()).filter(([key]) => key !== 'DATABASE_URL')),
    line: 'DATABASE_URL must be set in production: postgresql://user:password@host:5432/db (or DATABASE_URL=pglite for the embedded database in DATA_DIR, one process only)',
  },
  {
    name: 'an http PUBLIC_URL',
    env: () => ({ ...good(), PUBLIC_URL: 'http://shop.example' }),
    line: 'PUBLIC_URL must be https in production (an http address sends what it carries in clear), not "http://shop.example"',
  },
  {
    name: 'an http ROBOKASSA_PAY_URL',
    env: () => ({ ...good(), ROBOKASSA_PAY_URL: 'http://auth.robokassa.ru/Merchant/Index.aspx' }),
    line: 'ROBOKASSA_PAY_URL must be https in production (an http address sends what it carries in clear), not "http://auth.robokassa.ru/Merchant/Index.aspx"',
  },
  {
    name: 'an http ROBOKASSA_REFUND_URL',
    env: () => ({ ...good(), ROBOKASSA_REFUND_URL: 'http://services.robokassa.ru/RefundService/Refund' }),
    line: 'ROBOKASSA_REFUND_URL must be https in production (an http address sends what it carries in clear), not "http://services.robokassa.ru/RefundService/Refund"',
  },
  {
    name: 'a short Robokassa password',
    env: () => ({ ...good(), ROBOKASSA_PASSWORD2: '1' }),
    line: 'ROBOKASSA_PASSWORD2 must be at least 16 characters in production (openssl rand -hex 24 makes one)',
  },
  {
    name: 'three equal Robokassa passwords',
    env: () => ({ ...good(), ROBOKASSA_PASSWORD1: 'same-password-for-all', ROBOKASSA_PASSWORD2: 'same-password-for-all', ROBOKASSA_PASSWORD3: 'same-password-for-all' }),
    line: 'ROBOKASSA_PASSWORD1, ROBOKASSA_PASSWORD2 and ROBOKASSA_PASSWORD3 must differ from each other in production',
  },
  {
    name: "FRAME_ANCESTORS='self' from an env file (the quotes removed)",
    env: () => ({ ...good(), FRAME_ANCESTORS: sourced("FRAME_ANCESTORS='self'") }),
    line: `FRAME_ANCESTORS has self without its single quotes, which a browser reads as a host named "self": an env file's outer quotes are removed by systemd and the shell, so write FRAME_ANCESTORS="'self'"`,
  },
  {
    name: 'FRAME_ANCESTORS with an unbalanced quote',
    env: () => ({ ...good(), FRAME_ANCESTORS: sourced(`FRAME_ANCESTORS="'self https://partner.example"`) }),
    line: `FRAME_ANCESTORS must be a CSP source list like 'self' https://partner.example (single quotes around keywords, no other quotes), not "'self https://partner.example"`,
  },
  {
    name: 'FRAME_ANCESTORS with its quotes kept literally (docker --env-file)',
    env: () => ({ ...good(), FRAME_ANCESTORS: `"'self'"` }),
    line: `FRAME_ANCESTORS must be a CSP source list like 'self' https://partner.example (single quotes around keywords, no other quotes), not ""'self'""`,
  },
];

describe('a production start refuses', () => {
  test.concurrent.each(refusals)('$name, with one line', async ({ env, line }) => {
    const { code, stderr } = await runServerProcess(env());
    expect(stderr.trim().split('\n')).toEqual([line]);
    expect(code).toBe(1);
  }, 30_000);

  test("FRAME_ANCESTORS=\"'self'\" in an env file is right, and starts", () => {
    expect(sourced(`FRAME_ANCESTORS="'self' https://partner.example"`)).toBe("'self' https://partner.example");
  });

  test('a second process on the same PGlite directory', async () => {
    const first = await startServerProcess({ ...good(), DATA_DIR: join(dataDir, 'shared') });
    try {
      const second = await runServerProcess({ ...good(), DATA_DIR: join(dataDir, 'shared') });
      expect(second.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(/^DATA_DIR .*shared is in use by process \d+: PGlite serves one process; run several on PostgreSQL \(DATABASE_URL=postgresql:\/\/…\)$/),
      ]);
      expect(second.code).toBe(1);
    } finally {
      await first.stop();
    }
    // stopped cleanly, the directory is free again
    const again = await startServerProcess({ ...good(), DATA_DIR: join(dataDir, 'shared') });
    await again.stop();
  }, 120_000);
});
