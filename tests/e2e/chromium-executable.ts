import { existsSync } from 'node:fs';

/**
 * The Chromium the e2e suite runs: $CHROMIUM_PATH, else the system's /usr/bin/chromium when
 * it exists, else `undefined` (Playwright's own downloaded browser).
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env['CHROMIUM_PATH'];
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

/** Flags for a quiet, reproducible headless run in a container. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Glyphs drawn the same on every machine: the screenshot baselines depend on it.
  '--font-render-hinting=none',
];
