/**
 * The server's log: pino, one JSON object a line in production (time, level, msg, the request
 * id of the request it happened in, and the event's fields), a short readable line elsewhere.
 * Everything logs through `deps.log(line, fields)` (server/app-deps.ts), which tests replace
 * with a function of their own; {@link logTo} is the production one.
 *
 * What never goes into a line: passwords, codes, sign-in links and tokens, card or provider
 * secrets. Fields name ids (order, job, refund), never the content of a message.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel, OpsSettings } from './ops-settings.ts';

/** The structured part of a log line: ids, states, numbers. */
export type LogFields = Readonly<Record<string, string | number | boolean | null | undefined>> & {
  /** The line's level when it is not `info`. */
  readonly level?: Exclude<LogLevel, 'silent'>;
};

/** The log function of AppDeps. */
export type Log = (line: string, fields?: LogFields) => void;

/** The request being answered, for the lines written while it runs. */
export const requestContext = new AsyncLocalStorage<{ readonly requestId: string }>();

/** A short readable line per JSON line (development): `12:00:01.234 INFO msg key=value`. */
function prettyTo(out: NodeJS.WritableStream): DestinationStream {
  return {
    write(json: string) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(json);
      } catch {
        parsed = undefined;
      }
      if (typeof parsed !== 'object' || parsed === null) {
        out.write(json);
        return;
      }
      const entry: Record<string, unknown> = { ...parsed };
      const { time, level, msg, pid: _pid, hostname: _hostname, ...rest } = entry;
      const clock = typeof time === 'string' ? time.slice(11, 23) : '';
      const extra = Object.entries(rest).map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
      out.write(`${clock} ${String(level).toUpperCase()} ${String(msg)}${extra.length > 0 ? `  ${extra.join(' ')}` : ''}\n`);
    },
  };
}

/** The process's logger; `destination` defaults to stdout. */
export function createLogger(settings: Pick<OpsSettings, 'logLevel' | 'logFormat'>, destination?: DestinationStream): Logger {
  const out = destination ?? (settings.logFormat === 'pretty' ? prettyTo(process.stdout) : pino.destination({ dest: 1, sync: true }));
  return pino(
    {
      level: settings.logLevel,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // the request a line was written in, when it was
      mixin: () => {
        const request = requestContext.getStore();
        return request === undefined ? {} : { requestId: request.requestId };
      },
    },
    out,
  );
}

// Lines written before structured fields existed carry their level in their words.
function levelOf(line: string): Exclude<LogLevel, 'silent'> {
  if (/^error:/.test(line)) return 'error';
  if (/\b(?:failed|refused|could not|a person must look)\b/.test(line)) return 'warn';
  return 'info';
}

/** deps.log writing to `logger`. */
export function logTo(logger: Logger): Log {
  return (line, fields = {}) => {
    const { level, ...rest } = fields;
    logger[level ?? levelOf(line)](rest, line);
  };
}
