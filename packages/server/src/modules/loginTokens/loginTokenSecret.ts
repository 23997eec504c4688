import { createHash, randomBytes } from 'node:crypto';

/**
 * A new login-link secret: 32 random bytes (256 bits, above ASVS 11.5.1's 128) from the CSPRNG,
 * base64url-encoded (43 characters) so it fits a URL as it is.
 * @internal
 */
export function createLoginTokenSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The SHA-256 of a presented token, as hex: what `login_tokens.token_hash` holds (decoded) and
 * what the `presented_token` row policy compares with. A fast hash is enough: the token has
 * 256 bits of entropy, so there is nothing to brute-force from a leaked hash.
 * @internal
 */
export function hashLoginToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
