/**
 * The job worker's settings: JOBS_POLL_MS (how often an idle worker looks at the queue,
 * default 1000) and JOBS_LEASE_SECONDS (how long a taken job stays reserved for its worker,
 * default 120; a job whose worker died is taken again after it, and a handler is cut off at
 * half of it, so it must exceed the slowest send: the SMTP and SMS timeouts are 20 s).
 */
import type { ServerMode } from '../app-deps.ts';
import { settingText, type SettingProblems } from '../server-env.ts';

export interface JobsSettings {
  readonly pollMs: number;
  readonly leaseMs: number;
}

export const defaultJobsSettings: JobsSettings = { pollMs: 1_000, leaseMs: 120_000 };

function whole(env: NodeJS.ProcessEnv, name: string, min: number, problems: SettingProblems): number | undefined {
  const text = settingText(env, name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (Number.isInteger(value) && value >= min) return value;
  problems.push(`${name} must be a whole number of at least ${min}, not "${text}"`);
  return undefined;
}

/** Reads the job worker's settings. */
export function readJobsSettings(env: NodeJS.ProcessEnv, _mode: ServerMode, problems: SettingProblems): JobsSettings {
  const pollMs = whole(env, 'JOBS_POLL_MS', 50, problems) ?? defaultJobsSettings.pollMs;
  const leaseSeconds = whole(env, 'JOBS_LEASE_SECONDS', 2, problems);
  return { pollMs, leaseMs: leaseSeconds === undefined ? defaultJobsSettings.leaseMs : leaseSeconds * 1_000 };
}
