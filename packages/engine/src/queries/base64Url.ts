// Text as base64url (RFC 4648 §5, no padding) of its UTF-8 bytes, written out here: the engine
// has neither `btoa` nor `TextEncoder` (no DOM, no Node built-ins), and cursors are short.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUES = new Map([...ALPHABET].map((letter, index) => [letter, index]));

/** UTF-8 bytes of well-formed text (`encodeURIComponent` writes them as `%XX`). */
function utf8Of(text: string): number[] {
  const bytes: number[] = [];
  const escaped = encodeURIComponent(text);
  for (let index = 0; index < escaped.length; index += 1) {
    if (escaped[index] === '%') {
      bytes.push(Number.parseInt(escaped.slice(index + 1, index + 3), 16));
      index += 2;
    } else bytes.push(escaped.charCodeAt(index));
  }
  return bytes;
}

/**
 * The base64url text of `text`'s UTF-8 bytes. `text` must be well-formed (JSON.stringify's output
 * is: it escapes lone surrogates).
 * @internal
 */
export function encodeBase64Url(text: string): string {
  const bytes = utf8Of(text);
  let out = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const a = bytes[index]!;
    const b = bytes[index + 1];
    const c = bytes[index + 2];
    out += ALPHABET[a >> 2]!;
    out += ALPHABET[((a & 3) << 4) | ((b ?? 0) >> 4)]!;
    if (b !== undefined) out += ALPHABET[((b & 15) << 2) | ((c ?? 0) >> 6)]!;
    if (c !== undefined) out += ALPHABET[c & 63]!;
  }
  return out;
}

/**
 * The text whose UTF-8 bytes `encoded` holds; undefined when it is not base64url without padding
 * (a letter outside the alphabet, a length no encoding has, stray bits) or not UTF-8.
 * @internal
 */
export function decodeBase64Url(encoded: string): string | undefined {
  if (encoded.length % 4 === 1) return undefined;
  let escaped = '';
  let buffer = 0;
  let bits = 0;
  for (const letter of encoded) {
    const value = VALUES.get(letter);
    if (value === undefined) return undefined;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      escaped += `%${((buffer >> bits) & 255).toString(16).padStart(2, '0')}`;
      buffer &= (1 << bits) - 1;
    }
  }
  // The bits left over must be the zero padding of the last letter: one spelling per text.
  if (buffer !== 0) return undefined;
  try {
    return decodeURIComponent(escaped);
  } catch {
    return undefined;
  }
}
