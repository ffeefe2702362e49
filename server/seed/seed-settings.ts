/**
 * What the server seeds at start (docs/server.md):
 *
 *   SEED_DEMO  1 seeds the demo catalogue on start when it is not there yet, 0 never.
 *              Default: 1 outside production (so `npm install && npm start` shows a demo),
 *              0 in production (a live shop's catalogue is its own; `npm run seed` asks for it).
 *
 * The demo accounts (README, "Demo accounts") are never seeded in production, whatever the
 * setting: their passwords are in the README.
 */
import type { ServerMode } from '../app-deps.ts';
import { settingText, type SettingProblems } from '../server-env.ts';

export interface SeedSettings {
  /** Seed the demo catalogue when it is not there yet. */
  readonly catalogue: boolean;
  /** Seed the demo accounts (never in production). */
  readonly accounts: boolean;
}

/** Reads SEED_DEMO, pushing a line into `problems` when it is neither 1 nor 0. */
export function readSeedSettings(env: NodeJS.ProcessEnv, mode: ServerMode, problems: SettingProblems): SeedSettings {
  const text = settingText(env, 'SEED_DEMO');
  if (text !== undefined && text !== '1' && text !== '0') problems.push(`SEED_DEMO must be 1 or 0, not "${text}"`);
  const catalogue = text === undefined ? mode !== 'production' : text === '1';
  return { catalogue, accounts: mode !== 'production' && catalogue };
}
