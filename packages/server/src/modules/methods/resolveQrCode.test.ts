import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/httpError';
import { resolveQrCode } from './resolveQrCode';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const pngOf = (url: string) => Buffer.from(url.replace(/^data:image\/png;base64,/, ''), 'base64');

describe('resolveQrCode (spec 002 §7: QR code generation from text returns an image)', () => {
  it('draws a PNG data URL of the text, larger for a longer text', async () => {
    const short = await resolveQrCode({ text: 'ZAM/1' });
    expect(short).toMatch(/^data:image\/png;base64,/);
    const png = pngOf(short!);
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    // IHDR: width and height, big-endian, after the signature, length and type.
    const width = png.readUInt32BE(16);
    expect(width).toBe(png.readUInt32BE(20));
    const long = pngOf((await resolveQrCode({ text: 'x'.repeat(300) }))!);
    expect(long.readUInt32BE(16)).toBeGreaterThan(width);
  });

  it('writes numbers out, and draws the same image for the same text', async () => {
    expect(await resolveQrCode({ text: 42 })).toBe(await resolveQrCode({ text: '42' }));
  });

  it.each([[''], ['   '], [null], [undefined], [{ a: 1 }], [Number.NaN]])(
    'gives no image for %j',
    async (text) => {
      expect(await resolveQrCode({ text })).toBeNull();
    },
  );

  it('422 qrCodeTooLong beyond the capacity of a QR code', async () => {
    const error = await resolveQrCode({ text: 'ż'.repeat(3000) }).catch((caught) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 422, errorType: 'qrCodeTooLong' });
  });
});
