/**
 * Responses are validated at the edge: for every call a valid sample answer passes unchanged,
 * and a malformed one raises a ContractError naming the call and the dotted path of the bad
 * field. File downloads answer a blob and the server's file name.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../../sdk/config/index.ts';
import { callName, getTicketRegistration, listEvents, listFormatsByEventCity, listMyTickets, type DownloadedFile } from '../../sdk/contract/index.ts';
import { ContractError } from '../../sdk/http/index.ts';
import * as fx from './contract-fixtures.ts';
import { API_BASE, TOKEN, callEntries, callWithSample, stubFetch, useToken } from './contract-harness.ts';
import { callSamples } from './contract-samples.ts';

beforeEach(() => {
  configure({ apiBase: API_BASE });
  useToken(TOKEN);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetConfig();
  useToken(null);
});

function isDownloadedFile(value: unknown): value is DownloadedFile {
  return typeof value === 'object' && value !== null && 'blob' in value && value.blob instanceof Blob;
}

async function download(key: Parameters<typeof callWithSample>[0]): Promise<DownloadedFile> {
  const file = await callWithSample(key);
  if (!isDownloadedFile(file)) throw new Error(`${key} did not answer a file`);
  return file;
}

async function contractFailure(run: () => Promise<unknown>): Promise<ContractError> {
  const failure: unknown = await run().then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(ContractError);
  if (!(failure instanceof ContractError)) throw new Error('expected a ContractError');
  return failure;
}

const jsonCalls = callEntries.filter(([, spec]) => spec.response !== 'file');
const fileCalls = callEntries.filter(([, spec]) => spec.response === 'file');

describe.each(jsonCalls)('%s', (key, spec) => {
  const sample = callSamples[key];

  it('accepts its valid sample answer', async () => {
    stubFetch({ json: sample.answer });
    await expect(callWithSample(key)).resolves.toEqual(sample.answer);
  });

  it('accepts fields it does not know (tolerant response schema)', async () => {
    const answer: unknown = sample.answer;
    if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) throw new Error('object answer expected');
    stubFetch({ json: { ...answer, added_later: [1, 2] } });
    await expect(callWithSample(key)).resolves.toMatchObject(answer);
  });

  it('raises a ContractError at the bad field of a malformed answer', async () => {
    expect(sample.bad).toBeDefined();
    if (sample.bad === undefined) return;
    const [answer, path] = sample.bad;
    stubFetch({ json: answer });
    const failure = await contractFailure(() => callWithSample(key));
    expect(failure.direction).toBe('response');
    expect(failure.call).toBe(callName(spec));
    expect(failure.path).toBe(path);
  });
});

describe.each(fileCalls)('%s (file)', (key) => {
  it('answers the blob and the file name of content-disposition', async () => {
    stubFetch({ text: 'PDF-BYTES', headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="result.pdf"' } });
    const file = await download(key);
    expect(file.filename).toBe('result.pdf');
    expect(await file.blob.text()).toBe('PDF-BYTES');
  });

  it('reads an RFC 5987 file name', async () => {
    stubFetch({ text: 'x', headers: { 'content-disposition': "attachment; filename*=UTF-8''%D0%94%D0%B8%D0%BF%D0%BB%D0%BE%D0%BC.pdf" } });
    const file = await download(key);
    expect(file.filename).toBe('Диплом.pdf');
  });
});

describe('nested malformed answers name the exact field', () => {
  it('an event list whose second event_city has a numeric start_time', async () => {
    const bad = { ...fx.event, event_city: [fx.eventCity, { ...fx.eventCity, public_id: 'ec-2', start_time: 1_780_000_000 }] };
    stubFetch({ json: { values: [bad] } });
    const failure = await contractFailure(listEvents);
    expect(failure.path).toBe('values.0.event_city.1.start_time');
    expect(failure.call).toBe('GET /api/event/list');
  });

  it('a format whose tickets_left of a kind is text', async () => {
    stubFetch({ json: { values: [fx.eventFormat, { ...fx.eventFormat, tickets_left: { athlete: 'many' } }], city: fx.eventCity } });
    const failure = await contractFailure(() => listFormatsByEventCity('ec-1'));
    expect(failure.path).toBe('values.1.tickets_left.athlete');
  });

  it('a ticket whose registered flag is a word', async () => {
    stubFetch({ json: { values: [fx.ticket, { ...fx.ticket, info: { ...fx.ticket.info, registered: 'yes' } }] } });
    const failure = await contractFailure(listMyTickets);
    expect(failure.path).toBe('values.1.info.registered');
  });

  it('a registration page whose format sale has no end date', async () => {
    const { end_date: _dropped, ...sale } = fx.eventFormat.sale;
    stubFetch({ json: { ticket: fx.ticket, format: { ...fx.eventFormat, sale } } });
    const failure = await contractFailure(() => getTicketRegistration('t-1'));
    expect(failure.path).toBe('format.sale.end_date');
  });

  it('an event whose home banner colour is a number', async () => {
    stubFetch({ json: { values: [{ ...fx.event, banners: { home_page: { text_color: 0xffffff } } }] } });
    const failure = await contractFailure(listEvents);
    expect(failure.path).toBe('values.0.banners.home_page.text_color');
  });

  it('a root that is not an object', async () => {
    stubFetch({ json: 42 });
    const failure = await contractFailure(listEvents);
    expect(failure.path).toBe('');
    expect(failure.message).toContain('(root)');
  });
});
