/**
 * The first module of every widget entry in the embed bundle (it lands in the shared runtime
 * chunk and runs once per page): it applies what the loader collected — the `data-*`
 * attributes of the racekit.js script, then any `Racekit.configure()` calls made before the
 * widget code arrived — and from then on lets `Racekit.configure()` validate at once. It runs
 * before any `define.ts`, so the first widget already renders with the page's configuration.
 */
import { ConfigError, configure, getConfig, readScriptConfig } from '../sdk/config/index.ts';
import { RACEKIT_VERSION } from '../sdk/elements/index.ts';
import { loaderHandoff } from '../sdk/runtime/index.ts';

const handoff = loaderHandoff(() => ({ version: RACEKIT_VERSION, script: null, pending: [], configure: undefined, site: undefined }));

/** Applies settings nobody can catch an error of any more: a bad value is reported and skipped. */
function applyReporting(apply: () => void): void {
  try {
    apply();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`racekit: ${error.message}`);
  }
}

if (handoff.configure === undefined) {
  const { script } = handoff;
  applyReporting(() => readScriptConfig(script));
  for (const input of handoff.pending.splice(0)) applyReporting(() => configure(input));
  handoff.configure = configure;
  handoff.site = () => getConfig().site;
}
