import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Url, encodeBase64Url } from './base64Url';

describe('base64url of UTF-8 (RFC 4648 §5, no padding)', () => {
  it("writes RFC 4648's test vectors (URL alphabet, no padding) and UTF-8 bytes", () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'Zg'],
      ['fo', 'Zm8'],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg'],
      ['fooba', 'Zm9vYmE'],
      ['foobar', 'Zm9vYmFy'],
      // Node's Buffer.from(text).toString('base64url'): `-` and `_` where base64 has `+` and `/`.
      ['Żółw 🐢 ~?>', 'xbvDs8WCdyDwn5CiIH4_Pg'],
    ];
    for (const [text, encoded] of vectors) {
      expect(encodeBase64Url(text)).toBe(encoded);
      expect(decodeBase64Url(encoded)).toBe(text);
    }
  });

  it('reads back every well-formed text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(decodeBase64Url(encodeBase64Url(text))).toBe(text);
      }),
    );
  });

  it('refuses what no encoding gives: other letters, impossible lengths, stray bits, bytes that are not UTF-8', () => {
    for (const encoded of ['ab+c', 'ab/c', 'Zm9v=', 'a', 'Zm9vY', 'Zh', '_w', '7aCA']) {
      expect(decodeBase64Url(encoded)).toBeUndefined();
    }
  });
});
