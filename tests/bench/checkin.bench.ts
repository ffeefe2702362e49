/**
 * Check-in bench (issue 26; `npm run bench -- checkin`, `--quick` for a smoke run):
 *   1. the offline copy of an event city of CHECKIN_TICKETS (10,000) tickets: bytes as JSON and
 *      as gzip (the server compresses it), and its download time on fast 3G (1.6 Mbps down,
 *      150 ms round trip) computed from the gzip size; goal ≤ 1 MB gzip, < 5 s;
 *   2. frame → answer: reading a ticket's QR code from a 480-pixel frame with jsQR (the fallback
 *      where BarcodeDetector is missing), plus the online scan's round trip on loopback, median
 *      of 20; the page reads a frame every 100 ms, so a code in view is answered within
 *      100 ms + these two;
 *   3. a cold /checkin/ load on a phone profile (Chromium, CPU 4× slower, 150 ms round trip,
 *      1.6 Mbps down, empty cache): navigation → the sign-in form usable, median of 5 — only when
 *      the build (dist/checkin) and Chromium are there.
 * Everything runs on 127.0.0.1 and stops by itself.
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { seedDemoUsers } from '../../server/seed/demo-users.ts';
import { chromiumArgs, chromiumExecutable } from '../e2e/chromium-executable.ts';
import { startServer } from '../e2e/start-server.ts';
import { EVENT_CITY, formats, seedShop } from '../server/support-shop.ts';
import { startTestServer } from '../server/test-server.ts';

const quick = process.argv.includes('--quick');
const TICKETS = quick ? 200 : Number(process.env['CHECKIN_TICKETS'] ?? 10_000);
const RUNS = quick ? 3 : 20;
const LOADS = quick ? 1 : 5;
const FAST_3G = { latencyMs: 150, downBitsPerSecond: 1.6e6 };

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const SURNAMES = ['Иванов', 'Смирнова', 'Кузнецов', 'Попова', 'Васильев', 'Петрова', 'Соколов', 'Михайлова', 'Новиков', 'Фёдорова'];
const NAMES = ['Александр', 'Мария', 'Дмитрий', 'Анна', 'Сергей', 'Елена', 'Андрей', 'Ольга', 'Алексей', 'Татьяна'];

async function copySize(): Promise<{ json: number; gzip: number; ms: number }> {
  const server = await startTestServer({
    seed: async (db) => {
      await seedShop(db, new Date());
      await seedDemoUsers(db);
    },
  });
  try {
    const db = server.db;
    const [user] = await db.query<{ public_id: string }>("SELECT public_id FROM app_user WHERE email = 'runner@racekit.demo'");
    const userId = user?.public_id ?? '';
    await db.query(
      `INSERT INTO payment_order (public_id, user_id, email, status, goods_total, discount, delivery_cost, amount, hold_until, request_hash, provider, created_at)
       VALUES ('bench-order', $1, 'runner@racekit.demo', 'paid', 0, 0, 0, 0, now(), 'bench', 'local', now())`,
      [userId],
    );
    const [line] = await db.query<{ id: number }>(
      "INSERT INTO order_line (order_id, position, kind, item_id, title, count, unit_price, total) VALUES ('bench-order', 0, 'ticket', $1, 'bench', 500, 0, 0) RETURNING id",
      [formats.plain],
    );
    await db.query(
      `INSERT INTO ticket (public_id, ticket_number, order_id, order_line_id, format_id, kind, user_id, price, registered, info, created_at)
       SELECT gen_random_uuid()::text, 'RK-' || (200000 + n), 'bench-order', $1, $2, 'athlete', $3, 1000, true,
              jsonb_build_object('last_name', ($4::text[])[1 + n % 10], 'first_name', ($5::text[])[1 + (n / 10) % 10]), now()
         FROM generate_series(1, $6) AS n`,
      [line?.id ?? 0, formats.plain, userId, SURNAMES, NAMES, TICKETS],
    );
    const signedIn = await server.api('PUT', '/api/auth', { body: { email: 'staff@racekit.demo', password: 'Staff2026' } });
    const token = (signedIn.body as { token: string }).token;
    const started = performance.now();
    const response = await fetch(`${server.url}/api/checkin/event-city/${EVENT_CITY}/tickets`, { headers: { authorization: `Bearer ${token}` } });
    const text = await response.text();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`the copy answered ${response.status}: ${text.slice(0, 200)}`);
    return { json: Buffer.byteLength(text), gzip: gzipSync(text).length, ms };
  } finally {
    await server.close();
  }
}

/** A 640×480 RGBA frame of `text`'s QR code, downscaled to 480 wide as the page does. */
function qrFrame(text: string): { data: Uint8ClampedArray; width: number; height: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'L' });
  const width = 480;
  const height = 360;
  const quiet = 4;
  const scale = Math.floor(Math.min(width, height) / (modules.size + 2 * quiet));
  const left = Math.floor((width - (modules.size + 2 * quiet) * scale) / 2);
  const top = Math.floor((height - (modules.size + 2 * quiet) * scale) / 2);
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const row = Math.floor((y - top) / scale) - quiet;
      const column = Math.floor((x - left) / scale) - quiet;
      const dark = row >= 0 && column >= 0 && row < modules.size && column < modules.size && modules.get(row, column) === 1;
      if (dark) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return { data, width, height };
}

async function frameToAnswer(): Promise<{ decodeMs: number; roundTripMs: number }> {
  const code = '0b6f3c2e-5a1d-4c9b-8e7f-2d4a6b8c0e1f';
  const frame = qrFrame(code);
  const decodes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const read = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
    decodes.push(performance.now() - started);
    if (read?.data !== code) throw new Error('jsQR did not read the frame');
  }
  const server = await startTestServer({ seed: (db) => seedDemoUsers(db) });
  try {
    const signedIn = await server.api('PUT', '/api/auth', { body: { email: 'staff@racekit.demo', password: 'Staff2026' } });
    const token = (signedIn.body as { token: string }).token;
    const trips: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const answer = await server.api('POST', '/api/checkin/scan', { token, body: { code, nonce: `bench-${run}-${Date.now()}`, device: 'bench' } });
      trips.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`the scan answered ${answer.status}`);
    }
    return { decodeMs: median(decodes), roundTripMs: median(trips) };
  } finally {
    await server.close();
  }
}

async function coldLoad(): Promise<number | undefined> {
  if (!existsSync('dist/checkin/index.html')) {
    console.info('no build (dist/checkin): `npm run build` first for the cold load');
    return undefined;
  }
  const executablePath = chromiumExecutable();
  const server = await startServer();
  const browser = await chromium.launch({ args: chromiumArgs, ...(executablePath === undefined ? {} : { executablePath }) });
  try {
    const times: number[] = [];
    for (let run = 0; run < LOADS; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: FAST_3G.latencyMs, downloadThroughput: FAST_3G.downBitsPerSecond / 8, uploadThroughput: 750_000 / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const started = Date.now();
      await page.goto(`${server.url}/checkin/`);
      await page.getByRole('button', { name: 'Войти' }).waitFor({ state: 'visible', timeout: 60_000 });
      times.push(Date.now() - started);
      await context.close();
    }
    return median(times);
  } finally {
    await browser.close();
    await server.stop();
  }
}

const copy = await copySize();
const download = FAST_3G.latencyMs + (copy.gzip * 8 * 1000) / FAST_3G.downBitsPerSecond;
const scan = await frameToAnswer();
const cold = await coldLoad();
console.info(`\ncheck-in bench${quick ? ' (quick: figures are not meaningful)' : ''}, ${new Date().toISOString().slice(0, 16)} UTC`);
console.info('| what | figure |');
console.info('|---|---|');
console.info(`| offline copy of ${TICKETS} tickets | ${kb(copy.json)} JSON, ${kb(copy.gzip)} gzip (goal ≤ 1024 KB) |`);
console.info(`| its download on fast 3G (1.6 Mbps, 150 ms) | ${(download / 1000).toFixed(2)} s (goal < 5 s); on loopback ${copy.ms.toFixed(0)} ms |`);
console.info(`| frame → answer | jsQR ${scan.decodeMs.toFixed(1)} ms + scan round trip ${scan.roundTripMs.toFixed(1)} ms (+ ≤ 100 ms to the next frame) |`);
console.info(`| cold /checkin/ on a phone profile (CPU 4×, 150 ms, 1.6 Mbps) | ${cold === undefined ? 'not measured (no build)' : `${cold} ms to the sign-in form`} |`);
if (!quick && (copy.gzip > 1024 * 1024 || download > 5000)) {
  console.error('the offline copy misses its goal');
  process.exitCode = 1;
}
