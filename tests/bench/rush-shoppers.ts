/**
 * The simulated visitors of the registration-rush bench (rush.bench.ts), all through the proxy:
 *
 * - a buyer does the whole API path of one purchase, each step timed: the event list, the event
 *   city's formats, the format's availability, the promo-code check, POST /api/payment (a guest,
 *   1–5 tickets, the code applied: a kopeck amount), the shop's Robokassa page (the signed form),
 *   the form posted to the provider (the stand-in; not the shop's time, not reported), the
 *   provider's signed ResultURL notification (the stand-in posts it through the proxy, as
 *   Robokassa does), and the order page read with the guest's token until it shows `paid`;
 * - a catalogue reader reads one catalogue page after another, a pause between them (a person
 *   reading), sending back the ETag it was given as a browser does.
 *
 * An answer the step does not expect is a failure (kept with its text); a 409 of the payment is
 * a sold-out format, counted apart.
 *
 * Every visitor comes from an address of its own (127.A.B.C: all of 127/8 is loopback), as a
 * crowd does: nginx passes it on and the server (TRUST_PROXY=1) counts the per-address limits on
 * it. From one address the payments would all queue on that address's lock (create-order.ts)
 * and the production limits per address would stop the rush.
 */
import { randomUUID } from 'node:crypto';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { parsePayForm, type RobokassaStandIn } from '../server/robokassa-stand-in.ts';

export const BUYER_STEPS = ['event list', 'formats', 'availability', 'promo check', 'POST /api/payment', 'pay page', 'ResultURL notification', 'order page'] as const;
export type BuyerStep = (typeof BUYER_STEPS)[number];

export interface RushTarget {
  readonly proxyUrl: string;
  readonly publicUrl: string;
  readonly event: string;
  readonly eventCity: string;
  /** The formats on sale, each with its promo code. */
  readonly formats: readonly { readonly id: string; readonly code: string }[];
  readonly standIn: RobokassaStandIn;
}

export interface RushTally {
  readonly times: Map<BuyerStep, number[]>;
  readonly readerTimes: number[];
  readerStatuses: Record<number, number>;
  paid: number;
  soldOut: number;
  readonly failures: string[];
}

export const newTally = (): RushTally => ({
  times: new Map(BUYER_STEPS.map((step) => [step, []])),
  readerTimes: [],
  readerStatuses: {},
  paid: 0,
  soldOut: 0,
  failures: [],
});

class StepFailed extends Error {}

/** The loopback address of visitor `n` (127.1.0.1 onwards; no .0 or .255). */
export const visitorAddress = (n: number): string => `127.${1 + Math.floor(n / (256 * 254))}.${Math.floor(n / 254) % 256}.${1 + (n % 254)}`;

/** A visitor's connections, kept alive as a browser's, from its own address. */
const visitorAgent = (n: number) => new Agent({ keepAlive: true, localAddress: visitorAddress(n) });

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
}

function send(agent: Agent, url: string, init: { method?: string; headers?: Record<string, string>; body?: string }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: init.method ?? 'GET', headers: init.headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
      response.once('error', reject);
    });
    sent.once('error', reject);
    sent.end(init.body);
  });
}

const field = (body: unknown, name: string): unknown => (typeof body === 'object' && body !== null ? Reflect.get(body, name) : undefined);

async function timed<T>(tally: RushTally, step: BuyerStep, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  tally.times.get(step)?.push(performance.now() - started);
  return result;
}

/** GET or POST JSON; answers status and parsed body (undefined when not JSON). */
async function callAs(agent: Agent, url: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<{ status: number; body: unknown; text: string }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token !== undefined) headers['authorization'] = `Bearer ${init.token}`;
  const { status, text } = await send(agent, url, { method: init.method ?? 'GET', headers, ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }) });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status, body, text };
}

function expectOk(step: BuyerStep, answer: { status: number; text: string }): void {
  if (answer.status !== 200) throw new StepFailed(`${step}: ${answer.status} ${answer.text.slice(0, 160)}`);
}

/** One purchase, start to end, by visitor `visitor`; `buyer` and `attempt` make its e-mail and its count (1–5). */
export async function buyOnce(target: RushTarget, tally: RushTally, buyer: number, attempt: number, visitor: number): Promise<void> {
  const api = `${target.proxyUrl}/api`;
  const agent = visitorAgent(visitor);
  const call = (url: string, init: { method?: string; token?: string; body?: unknown } = {}) => callAs(agent, url, init);
  const pick = target.formats[(buyer + attempt) % target.formats.length];
  if (pick === undefined) throw new Error('no format on sale');
  const count = 1 + ((buyer * 7 + attempt) % 5);
  try {
    expectOk('event list', await timed(tally, 'event list', () => call(`${api}/event/list`)));
    const formats = await timed(tally, 'formats', () => call(`${api}/event_format/event/${target.eventCity}`));
    expectOk('formats', formats);
    const listed = field(formats.body, 'values');
    if (!Array.isArray(listed) || !listed.some((format: unknown) => field(format, 'public_id') === pick.id)) throw new StepFailed(`formats: ${pick.id} is not listed`);
    expectOk('availability', await timed(tally, 'availability', () => call(`${api}/event_format/availability/${pick.id}`)));
    expectOk('promo check', await timed(tally, 'promo check', () => call(`${api}/promocode/check/ticket/${pick.code}/${pick.id}`)));

    const payment = await timed(tally, 'POST /api/payment', () =>
      call(`${api}/payment`, {
        method: 'POST',
        body: {
          email: `rush${buyer}-${attempt}@example.com`,
          tickets: [{ event_public_id: target.event, public_id: pick.id, count, promocode: pick.code, event_city: { public_id: target.eventCity } }],
          shop: [],
          insurances: [],
          register: false,
          idempotency_key: randomUUID(),
        },
      }),
    );
    if (payment.status === 409) {
      tally.soldOut += 1;
      return;
    }
    expectOk('POST /api/payment', payment);
    const order = String(field(payment.body, 'order_public_id'));
    const token = String(field(payment.body, 'token'));
    const redirect = String(field(payment.body, 'redirect_url')).replace(target.publicUrl, target.proxyUrl);

    const page = await timed(tally, 'pay page', () => send(agent, redirect, {}));
    expectOk('pay page', page);
    const form = parsePayForm(page.text);
    // the buyer's browser posts the signed form to the provider, who shows its page
    const shown = await send(agent, form.action, { method: 'POST', body: new URLSearchParams(form.fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    if (shown.status !== 200) throw new StepFailed(`provider page: ${shown.status} ${shown.text.slice(0, 160)}`);
    const invId = form.fields['InvId'] ?? '';
    const result = await timed(tally, 'ResultURL notification', () => target.standIn.notify(invId));
    if (result.status !== 200 || result.body !== `OK${invId}`) throw new StepFailed(`ResultURL notification: ${result.status} ${result.body.slice(0, 160)}`);

    const state = await timed(tally, 'order page', () => call(`${api}/order/${order}`, { token }));
    expectOk('order page', state);
    if (field(state.body, 'status') !== 'paid') throw new StepFailed(`order page: status ${String(field(state.body, 'status'))}`);
    tally.paid += 1;
  } catch (error) {
    tally.failures.push(error instanceof StepFailed ? error.message : `no answer: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    agent.destroy();
  }
}

/** A catalogue reader until `deadline`, visitor `visitor`: a page, a pause of `pauseMs` (±50 %), the next. */
export async function readCatalogue(target: RushTarget, tally: RushTally, reader: number, visitor: number, deadline: number, pauseMs: number): Promise<void> {
  const api = `${target.proxyUrl}/api`;
  const agent = visitorAgent(visitor);
  const pages = [
    `${api}/event/list`,
    `${api}/event_format/event/${target.eventCity}`,
    `${api}/shop/items/home`,
    ...target.formats.map((format) => `${api}/event_format/availability/${format.id}`),
  ];
  const etags = new Map<string, string>();
  // readers arrive over the first pause, not all at once
  await new Promise((resolve) => setTimeout(resolve, Math.random() * pauseMs));
  for (let page = reader; Date.now() < deadline; page += 1) {
    const url = pages[page % pages.length] ?? `${api}/event/list`;
    const etag = etags.get(url);
    const started = performance.now();
    try {
      const response = await send(agent, url, { headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br', ...(etag === undefined ? {} : { 'if-none-match': etag }) } });
      tally.readerTimes.push(performance.now() - started);
      tally.readerStatuses[response.status] = (tally.readerStatuses[response.status] ?? 0) + 1;
      const given = response.headers['etag'];
      if (given !== undefined) etags.set(url, given);
      if (response.status !== 200 && response.status !== 304) tally.failures.push(`reader ${url.replace(api, '')}: ${response.status}`);
    } catch (error) {
      tally.failures.push(`reader ${url.replace(api, '')}: no answer: ${error instanceof Error ? error.message : String(error)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, pauseMs * (0.5 + Math.random())));
  }
  agent.destroy();
}
