/**
 * deploy/release.sh (issue 27, item 6; docs/deploy.md, "Upgrade"), run for real in a temp
 * RACEKIT_HOME over a small git repository: `build` clones a ref into its own release folder and
 * runs the build there (RACEKIT_BUILD stands in for npm ci + build: the whole build takes minutes,
 * CI builds the project once elsewhere) without touching `current`; `switch` repoints `current`
 * by one rename; `rollback` goes back to the release before; a failed build leaves `current`
 * alone; old releases beyond RACEKIT_KEEP go, the current one stays.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../deploy/release.sh', import.meta.url));
let home: string;
let repo: string;

function git(...args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' }).trim();
}

async function commit(version: string): Promise<string> {
  await writeFile(join(repo, 'version.txt'), version);
  git('add', 'version.txt');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.org', 'commit', '-q', '-m', version);
  return git('rev-parse', 'HEAD');
}

function release(args: string[], extra: Record<string, string> = {}) {
  const run = spawnSync('sh', [script, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', RACEKIT_HOME: home, RACEKIT_REPO: repo, RACEKIT_BUILD: 'cp version.txt built.txt', ...extra },
  });
  return { code: run.status, out: run.stdout.trim(), err: run.stderr.trim() };
}

const current = async () => readlink(join(home, 'current'));

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'racekit-home-'));
  repo = await mkdtemp(join(tmpdir(), 'racekit-repo-'));
  execFileSync('git', ['init', '-q', repo]);
});
afterAll(async () => {
  await rm(home, { recursive: true, force: true });
  await rm(repo, { recursive: true, force: true });
});

describe('deploy/release.sh', () => {
  it('builds releases apart, switches atomically, rolls back, keeps the newest', async () => {
    const first = await commit('one');
    const built1 = release(['build', first]);
    expect(built1.code, built1.err).toBe(0);
    const id1 = built1.out.split('\n').at(-1) ?? '';
    expect(id1).toMatch(new RegExp(`^\\d{8}T\\d{6}Z-${first.slice(0, 10)}$`));
    expect(await readFile(join(home, 'releases', id1, 'built.txt'), 'utf8')).toBe('one');
    expect((await readFile(join(home, 'releases', id1, 'REVISION'), 'utf8')).trim()).toBe(first);
    expect(existsSync(join(home, 'current')), 'a build does not switch').toBe(false);

    expect(release(['switch', id1]).out).toBe(`release: current is ${id1}`);
    expect(await current()).toBe(`releases/${id1}`);

    const second = await commit('two');
    const id2 = release(['build', second]).out.split('\n').at(-1) ?? '';
    expect(await current(), 'still the first until switched').toBe(`releases/${id1}`);
    release(['switch', id2]);
    expect(await readFile(join(home, 'current', 'built.txt'), 'utf8')).toBe('two');
    expect(release(['list']).out.split('\n')).toEqual([id1, `${id2} (current)`]);

    expect(release(['rollback']).out).toBe(`release: current is ${id1}`);
    expect(await readFile(join(home, 'current', 'built.txt'), 'utf8')).toBe('one');
    const again = release(['rollback']);
    expect(again.code).toBe(1);
    expect(again.err).toBe(`release: no release before ${id1}`);

    const failed = release(['build', second], { RACEKIT_BUILD: 'exit 3' });
    expect(failed.code).toBe(1);
    expect(failed.err).toMatch(/^release: the build of [0-9a-f]+ failed; .*\.build\.\w+ left to look at$/);
    expect(await current()).toBe(`releases/${id1}`);
    expect(release(['list']).out.split('\n'), 'a failed build is not a release').toEqual([`${id1} (current)`, id2]);

    // keep 1: only the newest and the current remain
    const third = await commit('three');
    const id3 = release(['build', third], { RACEKIT_KEEP: '1' }).out.split('\n').at(-1) ?? '';
    expect(readdirSync(join(home, 'releases')).filter((name) => !name.startsWith('.')).sort()).toEqual([id1, id3].sort());
    expect(release(['switch', 'nope']).err).toBe(`release: no release nope in ${join(home, 'releases')}`);
  }, 60_000);

  it("restarts the processes one by one, each ready first, waiting out nginx's fail_timeout between them", async () => {
    // systemctl, curl and sleep stand-ins that write down what they were asked, in order
    const bin = await mkdtemp(join(tmpdir(), 'racekit-bin-'));
    const calls = join(bin, 'calls.txt');
    for (const tool of ['systemctl', 'curl', 'sleep']) {
      await writeFile(join(bin, tool), `#!/bin/sh\necho "${tool} $*" >> "${calls}"\n`, { mode: 0o755 });
    }
    const restarted = release(['restart'], { PATH: `${bin}:${process.env['PATH'] ?? '/usr/bin:/bin'}`, RACEKIT_PORTS: '8081 8082 8083' });
    expect(restarted.code, restarted.err).toBe(0);
    const asked = (await readFile(calls, 'utf8')).trim().split('\n');
    expect(asked).toEqual([
      'systemctl restart racekit@8081',
      'curl -fsS -o /dev/null http://127.0.0.1:8081/api/health/ready',
      'sleep 6',
      'systemctl restart racekit@8082',
      'curl -fsS -o /dev/null http://127.0.0.1:8082/api/health/ready',
      'sleep 6',
      'systemctl restart racekit@8083',
      'curl -fsS -o /dev/null http://127.0.0.1:8083/api/health/ready',
    ]);
    await rm(bin, { recursive: true, force: true });
  });
});
