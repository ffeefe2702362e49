import { ContractError } from '../http/api-errors.ts';
import { httpRequest } from '../http/http-request.ts';
import { checkShape } from './check-shape.ts';
import type { Struct } from 'superstruct';
import { callName, type AnyCallSpec, type CallInput, type CallResult, type DownloadedFile } from './define-call.ts';
import { fillPath } from './fill-path.ts';

function filenameOf(headers: Headers): string | undefined {
  const disposition = headers.get('content-disposition');
  if (disposition === null) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1] !== undefined) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1];
}

function checked(name: string, part: unknown, struct: Struct<unknown, unknown> | undefined): unknown {
  if (struct === undefined) return undefined;
  const result = checkShape(part, struct);
  if (!result.ok) throw new ContractError(name, result.failure.path, result.failure.detail, 'request');
  return result.value;
}

/**
 * Performs one call of the contract: validates what goes out, sends it through the HTTP
 * client, and validates what comes back. A malformed answer becomes a {@link ContractError}
 * naming the field, so a component never meets data of the wrong shape.
 */
export async function invoke<S extends AnyCallSpec>(spec: S, input: CallInput<S>): Promise<CallResult<S>> {
  const name = callName(spec);
  const parts = input as { params?: unknown; query?: unknown; body?: unknown; signal?: AbortSignal; token?: string };
  const params = checked(name, parts.params, spec.params);
  const query = checked(name, parts.query, spec.query);
  const body = checked(name, parts.body, spec.body);
  const response = await httpRequest({
    method: spec.method,
    path: fillPath(spec.path, params as Record<string, unknown> | undefined),
    auth: spec.auth,
    ...(query === undefined ? {} : { query: query as Record<string, string | number | boolean> }),
    ...(body === undefined ? {} : { body }),
    ...(spec.timeoutMs === undefined ? {} : { timeoutMs: spec.timeoutMs }),
    ...(spec.response === 'file' ? { responseType: 'blob' as const } : {}),
    ...(parts.signal === undefined ? {} : { signal: parts.signal }),
    ...(parts.token === undefined ? {} : { token: parts.token }),
  });
  if (spec.response === 'file') {
    const file: DownloadedFile = {
      blob: response.data instanceof Blob ? response.data : new Blob([String(response.data)]),
      filename: filenameOf(response.headers),
    };
    return file as CallResult<S>;
  }
  const result = checkShape(response.data, spec.response);
  if (!result.ok) throw new ContractError(name, result.failure.path, result.failure.detail);
  return result.value as CallResult<S>;
}
