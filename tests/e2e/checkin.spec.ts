/**
 * Race-day check-in in Chromium with a fake camera (issue 26): the camera shows a real ticket's
 * QR code (a Y4M video made in the test from the ticket's public_id, tests/e2e/qr-video.ts).
 * - Online: the ticket scans as valid, then («Следующий») as already checked in.
 * - Offline (the context set offline after the event city's copy was downloaded): a second
 *   ticket scans valid on the device; back online, the queued scan is uploaded and the server has
 *   the ticket checked in once; the same upload sent again is a no-op.
 * Each browser is launched with its own video, since the fake camera is a launch flag.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, buyAndPay, myTickets, registerByEmail, signInBrowser, sprintTicket, SPRINT, type Session } from './account-helpers.ts';
import { chromiumArgs, chromiumExecutable } from './chromium-executable.ts';
import { expect, test } from './fixtures.ts';
import { writeQrVideo } from './qr-video.ts';

const STAFF = { email: 'staff@racekit.demo', password: 'Staff2026' };
let dir = '';

test.beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'racekit-checkin-e2e-'));
});
test.afterAll(() => rm(dir, { recursive: true, force: true }));

/** A browser whose camera shows `code`'s QR code; with `allowed`, the camera is granted at once. */
async function cameraBrowser(code: string, name: string, allowed = true): Promise<Browser> {
  const video = join(dir, `${name}.y4m`);
  await writeQrVideo(video, code);
  const executablePath = chromiumExecutable();
  return chromium.launch({
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', ...(allowed ? ['--use-fake-ui-for-media-stream'] : []), `--use-file-for-fake-video-capture=${video}`],
    ...(executablePath === undefined ? {} : { executablePath }),
  });
}

/** Signs the volunteer in on /checkin and starts checking in the sprint's event city. */
async function startCheckin(page: Page, baseURL: string, device = 'Палатка 1'): Promise<void> {
  await page.goto(`${baseURL}/checkin/`);
  await expect(page).toHaveTitle('Регистрация участников — racekit');
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Пароль').fill(STAFF.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  const city = page.getByLabel('Город события');
  await expect(city).toBeVisible();
  await city.selectOption(SPRINT.eventCity);
  await page.getByLabel('Название устройства').fill(device);
  await page.getByRole('button', { name: 'Начать регистрацию' }).click();
  await expect(page.getByRole('heading', { name: 'Наведите камеру на QR-код билета' })).toBeVisible();
}

test('a ticket scans valid, then already checked in; offline a second one scans valid and is uploaded once; the console counts both', async ({ server, page }) => {
  test.setTimeout(120_000);
  const buyer = await registerByEmail(server.url);
  await buyAndPay(server.url, buyer, { tickets: [sprintTicket(2)] });
  const [first, second] = (await myTickets(server.url, buyer)).map((ticket) => ticket.public_id);
  expect(first).toBeDefined();
  expect(second).toBeDefined();
  const staff = await api<{ token: string }>(server.url, 'PUT', '/api/auth', { body: STAFF });

  const online = await cameraBrowser(first ?? '', 'first');
  try {
    const page = await online.newPage();
    await startCheckin(page, server.url);
    const answer = page.getByRole('alert');
    await expect(answer.getByRole('heading', { name: 'Можно проходить' })).toBeVisible({ timeout: 10_000 });
    await answer.getByRole('button', { name: 'Следующий' }).click();
    await expect(page.getByRole('alert').getByRole('heading', { name: 'Уже отмечен' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('alert')).toContainText('устройство «Палатка 1»');
  } finally {
    await online.close();
  }

  // the second browser's camera is refused until the device has its copy and is offline
  const offline = await cameraBrowser(second ?? '', 'second', false);
  try {
    const context = await offline.newContext();
    const page = await context.newPage();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/checkin/sync') uploads.push(request.postData() ?? '');
    });
    await startCheckin(page, server.url, 'Палатка 2');
    await expect(page.getByText(/Список участников: \d+/)).toBeVisible();
    await expect(page.getByText('Камера недоступна', { exact: false })).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // flight mode: the page comes back from the service worker, the city from the kept copy
    await context.setOffline(true);
    await context.grantPermissions(['camera']);
    await page.reload();
    await page.getByLabel('Город события').selectOption(SPRINT.eventCity);
    await page.getByRole('button', { name: 'Начать регистрацию' }).click();
    await expect(page.getByText('Нет сети: решения принимаются на устройстве')).toBeVisible();
    const answer = page.getByRole('alert');
    await expect(answer.getByRole('heading', { name: 'Можно проходить' })).toBeVisible({ timeout: 10_000 });
    await expect(answer).toContainText('Решено без сети, отправим позже');
    await answer.getByRole('button', { name: 'Следующий' }).click();
    await expect(page.getByText('Ждут отправки: 1')).toBeVisible();
    expect(uploads).toHaveLength(0);

    await context.setOffline(false);
    await expect(page.getByText('Ждут отправки: 1')).toBeHidden({ timeout: 20_000 });
    const stats = await api<{ checked_in: number }>(server.url, 'GET', `/api/checkin/event-city/${SPRINT.eventCity}/stats`, { token: staff.token });
    expect(uploads).toHaveLength(1);
    const replayed = await api<{ results: { result: string; conflict: boolean }[] }>(server.url, 'POST', '/api/checkin/sync', { token: staff.token, body: JSON.parse(uploads[0] ?? '{}') });
    expect(replayed.results).toEqual([expect.objectContaining({ result: 'valid', conflict: false })]);
    const after = await api<{ checked_in: number }>(server.url, 'GET', `/api/checkin/event-city/${SPRINT.eventCity}/stats`, { token: staff.token });
    expect(after.checked_in).toBe(stats.checked_in);
    const scanSecond = await api<{ result: string }>(server.url, 'POST', '/api/checkin/scan', { token: staff.token, body: { code: second, nonce: 'e2e-after-sync', device: 'api' } });
    expect(scanSecond.result).toBe('already');
  } finally {
    await offline.close();
  }

  // the organiser's view counts them as the server does (other specs of this worker's server may
  // have checked in tickets of the same city too)
  const organiser = await api<Session>(server.url, 'PUT', '/api/auth', { body: { email: 'organiser@racekit.demo', password: 'Organiser2026' } });
  const counted = await api<{ expected: number; checked_in: number; by_format: { format: string; checked_in: number }[] }>(server.url, 'GET', `/api/checkin/event-city/${SPRINT.eventCity}/stats`, { token: organiser.token });
  expect(counted.checked_in).toBeGreaterThanOrEqual(2);
  await signInBrowser(page, organiser);
  await page.goto(`${server.url}/console/checkin?event_city=${SPRINT.eventCity}`);
  await expect(page.getByRole('heading', { name: 'Регистрация на старте', level: 1 })).toBeVisible();
  await expect(page.getByText(`Прибыли ${counted.checked_in} из ${counted.expected}`, { exact: true })).toBeVisible();
  const sprint = counted.by_format.find((row) => row.format === 'Спринт 5 км');
  await expect(page.getByRole('table', { name: 'По форматам' }).getByRole('row', { name: new RegExp(`^Спринт 5 км ${sprint?.checked_in ?? -1} `) })).toBeVisible();
  await expect(page.getByText('Двойных отметок нет.')).toBeVisible();
});
