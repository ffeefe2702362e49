/**
 * CPU time of this process's descendants, by program (node, postgres, nginx…), read from
 * /proc (Linux). On a shared machine wall-clock figures follow the other work; the CPU a paid
 * order costs each program does not, so the rush bench reports it beside its times. A process's
 * figure counts its reaped children too (cutime, cstime): PostgreSQL's ended backends stay in
 * the postmaster's. Elsewhere than Linux the map is empty.
 */
import { readdirSync, readFileSync } from 'node:fs';

interface Stat {
  readonly pid: number;
  readonly parent: number;
  readonly program: string;
  /** user + system, own and reaped children's, in clock ticks */
  readonly ticks: number;
}

// USER_HZ: 100 on every Linux this runs on (sysconf(_SC_CLK_TCK))
const TICK_MS = 10;

function readStat(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the program's name is in parentheses and may hold spaces: the fields start after the last ')'
    const close = text.lastIndexOf(')');
    const program = text.slice(text.indexOf('(') + 1, close);
    const fields = text.slice(close + 2).split(' ');
    // fields[0] is field 3 (state): ppid is field 4, utime..cstime fields 14..17
    const at = (field: number) => Number(fields[field - 3] ?? 0);
    return { pid, parent: at(4), program, ticks: at(14) + at(15) + at(16) + at(17) };
  } catch {
    return undefined;
  }
}

/** CPU milliseconds of every descendant of this process, summed by program name. */
export function descendantCpuMs(): Map<string, number> {
  let pids: number[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);
  } catch {
    return new Map();
  }
  const stats = pids.flatMap((pid) => readStat(pid) ?? []);
  const children = new Map<number, Stat[]>();
  for (const stat of stats) children.set(stat.parent, [...(children.get(stat.parent) ?? []), stat]);
  const byProgram = new Map<string, number>();
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      // runuser starts postgres as its user: count it as postgres
      const program = child.program === 'runuser' ? 'postgres' : child.program;
      byProgram.set(program, (byProgram.get(program) ?? 0) + child.ticks * TICK_MS);
      walk(child.pid);
    }
  };
  walk(process.pid);
  return byProgram;
}

/** `after - before`, by program. */
export function cpuSpent(before: ReadonlyMap<string, number>, after: ReadonlyMap<string, number>): Map<string, number> {
  return new Map([...after].map(([program, ms]) => [program, ms - (before.get(program) ?? 0)]));
}
