/**
 * docs/api.md is what the server engineers implement: it must list every call of the
 * contract with the same method, path, auth and function, and nothing the contract lacks.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callFunctions, listCalls } from '../../sdk/contract/index.ts';

const doc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
// the console's calls have a table of their own (tests/unit/console-contract-docs.test.ts)
const rows = doc.split('\n').filter((line) => /^\| (GET|POST|PUT|DELETE) \| `/.test(line) && !/^\| \w+ \| `\/api\/(console|checkin)\//.test(line));

describe('docs/api.md', () => {
  it.each(listCalls().map((call) => [`${call.resource}.${call.key}`, call] as const))('documents %s', (name, { resource, key, spec }) => {
    const row = rows.filter((line) => line.startsWith(`| ${spec.method} | \`${spec.path}\` | ${spec.auth} |`));
    expect(row).toHaveLength(1);
    const fn = Object.entries(callFunctions).find(([entry]) => entry === `${resource}.${key}`)?.[1];
    expect(fn, name).toBeDefined();
    expect(row[0]).toContain(`\`${fn?.name ?? ''}\``);
    if (spec.response === 'file') expect(row[0]).toContain('| file |');
  });

  it('has no row for a call the contract lacks', () => {
    expect(rows).toHaveLength(listCalls().length);
  });

  it('says how the token travels', () => {
    expect(doc).toContain('Authorization: Bearer <token>');
    expect(doc).toMatch(/also accepts the raw\s+token/);
  });
});
