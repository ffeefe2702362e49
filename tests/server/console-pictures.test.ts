/**
 * The console's picture upload (issue 25 §2; POST /api/console/pictures) over HTTP: a jpeg, png
 * or webp is stored and served publicly at the URL it answers, with its own bytes and type; a
 * file whose bytes are not the type it claims (a renamed file, a cut-off PNG, a script behind an
 * image's first bytes), one over 5 MB, or one that is not base64 is a 400 naming `data`; every
 * upload is in the audit log; the list finds it again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoUsers } from '../../server/seed/demo-users.ts';
import { signInOrganiser } from './console-support.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let token = '';

beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedDemoUsers(db) });
  token = await signInOrganiser(server);
});
afterAll(() => server.close());

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
/** A JPEG's frame: start-of-image, an APP0 segment, end-of-image. */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'), Buffer.from([0xff, 0xd9])]);
/** A RIFF/WEBP container whose length field matches the file. */
function webp(): Buffer {
  const chunk = Buffer.concat([Buffer.from('VP8L', 'latin1'), Buffer.from([5, 0, 0, 0, 0x2f, 0, 0, 0, 0]), Buffer.from([0])]);
  const head = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
  const file = Buffer.concat([head, chunk]);
  file.writeUInt32LE(file.length - 8, 4);
  return file;
}

const upload = (type: string, bytes: Buffer, name = 'photo') =>
  server.api('POST', '/api/console/pictures', { token, body: { name, type, data: bytes.toString('base64') } });

describe('POST /api/console/pictures', () => {
  it.each([
    ['image/png', PNG, 'png'],
    ['image/jpeg', JPEG, 'jpg'],
    ['image/webp', webp(), 'webp'],
  ] as const)('stores a %s and serves its bytes at the URL it answers', async (type, bytes, extension) => {
    const answer = await upload(type, bytes, `футболка.${extension}`);
    expect(answer.status, answer.message).toBe(200);
    const picture = answer.body as { name: string; url: string; size: number; content_type: string; original_name: string };
    expect(picture).toMatchObject({ content_type: type, size: bytes.length, original_name: `футболка.${extension}` });
    expect(picture.url).toMatch(new RegExp(`^/api/files/picture/up-[0-9a-f]{16}\\.${extension}$`));
    const served = await fetch(server.url + picture.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    const [audit] = await server.db.query<{ action: string; actor_email: string; after: { url: string } }>(
      'SELECT action, actor_email, after FROM audit_log WHERE entity = $1 AND entity_id = $2',
      ['picture', picture.name],
    );
    expect(audit).toMatchObject({ action: 'picture.upload', actor_email: 'organiser@racekit.demo', after: { url: picture.url } });
  });

  it('accepts a data: URL as the browser reads a file', async () => {
    const answer = await server.api('POST', '/api/console/pictures', {
      token,
      body: { name: 'a.png', type: 'image/png', data: `data:image/png;base64,${PNG.toString('base64')}` },
    });
    expect(answer.status, answer.message).toBe(200);
  });

  it.each([
    ['a PNG declared as JPEG', 'image/jpeg', PNG],
    ['a cut-off PNG (no IEND)', 'image/png', PNG.subarray(0, PNG.length - 12)],
    ['a script behind a JPEG signature', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, ...Buffer.from('<script>alert(1)</script>')])],
    ['a WEBP whose RIFF length lies', 'image/webp', Buffer.concat([webp(), Buffer.from('<svg onload=alert(1)>')])],
    ['an SVG declared as PNG', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ])('refuses %s with a 400 naming data', async (_name, type, bytes) => {
    const answer = await upload(type, bytes);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'data' });
    expect(answer.message).toMatch(/^Файл не является картинкой (JPEG|PNG|WEBP): загрузите JPEG, PNG или WebP целиком$/);
  });

  it('refuses a picture over 5 MB, with the limit in the message', async () => {
    const big = Buffer.concat([JPEG.subarray(0, JPEG.length - 2), Buffer.alloc(5 * 1024 * 1024), Buffer.from([0xff, 0xd9])]);
    const answer = await upload('image/jpeg', big);
    expect(answer.status).toBe(400);
    expect(answer.message).toBe('Картинка больше 5 МБ: уменьшите её');
  });

  it('refuses a type it does not take, and text that is not base64', async () => {
    const gif = await upload('image/gif', Buffer.from('GIF89a'));
    expect(gif.status).toBe(400);
    expect(gif.body).toMatchObject({ field: 'type' });
    const notBase64 = await server.api('POST', '/api/console/pictures', { token, body: { name: 'x.png', type: 'image/png', data: '!!!' } });
    expect(notBase64.status).toBe(400);
    expect(notBase64.message).toBe('Файл картинки передан не в base64');
  });

  it('lists the uploads, newest first, searchable by the file name', async () => {
    const mine = await upload('image/png', PNG, 'кепка-чёрная.png');
    const name = (mine.body as { name: string }).name;
    const found = await server.api('GET', `/api/console/pictures?q=${encodeURIComponent('кепка')}&uploaded=true`, { token });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ total: 1, items: [{ name, original_name: 'кепка-чёрная.png' }] });
  });
});
