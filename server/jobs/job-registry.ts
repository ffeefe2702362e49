import { validate } from 'superstruct';
import type { AppDeps } from '../app-deps.ts';
import { PermanentJobError, type JobKind } from './job-kind.ts';

/** What a handler is told about the job it runs. */
export interface RunningJob {
  readonly id: number;
  /** 1 on the first try. */
  readonly attempt: number;
}

/**
 * Runs one job. Resolving means done (an answer string is kept as the job's `result`, e.g.
 * the gateway's message id); throwing means failed: retried after the kind's backoff, or failed
 * at once for a PermanentJobError. A handler may run again after a crash between its work
 * and the worker's "done", so it skips work it can tell is done (an outbox message already
 * marked sent is not sent again).
 */
export type JobHandler<Payload> = (payload: Payload, job: RunningJob) => Promise<string | undefined>;

/** A registered kind: its retry policy and its handler over the raw stored payload. */
export interface RegisteredKind {
  readonly maxAttempts: number;
  readonly internal: boolean;
  backoffMs(attempt: number): number;
  run(payload: unknown, job: RunningJob): Promise<string | undefined>;
}

/** The handlers of one worker, by kind name. */
export class JobRegistry {
  readonly #kinds = new Map<string, RegisteredKind>();

  /** Registers the handler of `kind`; a kind has one handler. */
  handle<Payload>(kind: JobKind<Payload>, handler: JobHandler<Payload>): void {
    if (this.#kinds.has(kind.name)) throw new Error(`job kind ${kind.name} has a handler already`);
    this.#kinds.set(kind.name, {
      maxAttempts: kind.maxAttempts,
      internal: kind.internal,
      backoffMs: (attempt) => kind.backoffMs(attempt),
      run: (raw, job) => {
        const [error, payload] = validate(raw, kind.payload);
        if (error !== undefined) return Promise.reject(new PermanentJobError(`bad payload: ${error.message}`));
        return handler(payload, job);
      },
    });
  }

  /** The registered kind names. */
  kinds(): string[] {
    return [...this.#kinds.keys()];
  }

  /** The registered kinds that run while delivery is held. */
  internalKinds(): string[] {
    return [...this.#kinds].filter(([, kind]) => kind.internal).map(([name]) => name);
  }

  get(name: string): RegisteredKind | undefined {
    return this.#kinds.get(name);
  }
}

/** A module that owns job kinds registers their handlers here (server/job-list.ts lists them). */
export type JobModule = (jobs: JobRegistry, deps: AppDeps) => void;
