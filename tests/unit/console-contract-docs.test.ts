/**
 * docs/api.md's "Console" table lists every console call (sdk/contract/console/console-calls.ts)
 * with its method, path, role and client function, and nothing the registry lacks.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { consoleCallFunctions, listConsoleCalls } from '../../sdk/contract/console/index.ts';

const doc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
const rows = doc.split('\n').filter((line) => /^\| (GET|POST|PUT|DELETE) \| `\/api\/(console|checkin)\//.test(line));

describe('docs/api.md, Console', () => {
  it.each(listConsoleCalls().map((call) => [`${call.area}.${call.key}`, call] as const))('documents %s', (name, { spec }) => {
    const row = rows.filter((line) => line.startsWith(`| ${spec.method} | \`${spec.path}\` | ${spec.role ?? ''} |`));
    expect(row, name).toHaveLength(1);
    const fn = Object.entries(consoleCallFunctions).find(([key]) => key === name)?.[1];
    expect(fn, name).toBeDefined();
    expect(row[0]).toContain(`\`${fn?.name ?? ''}\``);
  });

  it('has no row for a call the registry lacks, and no function for a call it lacks', () => {
    expect(rows).toHaveLength(listConsoleCalls().length);
    expect(Object.keys(consoleCallFunctions)).toHaveLength(listConsoleCalls().length);
  });
});
