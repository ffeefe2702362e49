/**
 * The ticket QR code the order mail carries (account.md §4, §9: "QR code: level L, size 200";
 * issue 29 item 24): read back from the PNG's own pixels and format bits.
 */
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrPng } from '../../../server/outbox/mail-transport.ts';
import { readQrImage } from './qr-image.ts';

describe('the mailed QR code', () => {
  it.each(['t-1a2b3c4d5e6f', 'tk_01JDZ8Q4W7G3S9X2M5N6P7R8T9'])('of %s holds the ticket id, at level L, 200 px', async (id) => {
    expect(readQrImage(await qrPng(id))).toEqual({ text: id, width: 200, height: 200, level: 'L' });
  });

  it('the reader tells the levels apart (so the test above can fail)', async () => {
    for (const level of ['L', 'M', 'Q', 'H'] as const) {
      const png = await QRCode.toBuffer('t-1a2b3c4d5e6f', { type: 'png', errorCorrectionLevel: level, margin: 2, width: 240 });
      expect(readQrImage(png)).toMatchObject({ level, width: 240 });
    }
  });
});
