import { errors, jwtVerify, SignJWT } from 'jose';

const issuer = 'tessera';
// Who the token is for: only this API accepts it, not a future service sharing the secret.
const audience = 'tessera-api';
// The one algorithm we sign with and accept: `none`, RS256 (key confusion) and the rest fail.
const algorithm = 'HS256';
// jose checks these are present before anything else; without `exp` a token would never end.
const requiredClaims = ['exp', 'iat', 'sub', 'sid'];
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The ids go into queries on uuid columns: anything else would be a database error, not a 401.
const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && uuidPattern.test(value);

/**
 * What a valid token names: the session row and its user.
 * @internal
 */
export interface SessionClaims {
  readonly sessionId: string;
  readonly userId: string;
}

/**
 * Signs a bearer token for a session. The token only carries ids: whether it still works is
 * decided by the session row (revocation, expiry), so logout takes effect at once.
 * @internal
 */
export function signSessionToken(
  claims: SessionClaims,
  expiresAt: Date,
  secret: Uint8Array,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(secret);
}

/** A token that passed every check, until its `exp` (seconds since the epoch). */
interface VerifiedToken {
  readonly claims: SessionClaims;
  readonly expires: number;
}

/**
 * The tokens verified lately, per secret, by their exact text. Every API call verifies its
 * token, and jose does it through WebCrypto, two jobs on libuv's threads (the key's import and
 * the HMAC): ~0.2 ms of a page's 3.3 ms in the endpoint benchmark's profile. A token's text
 * cannot change and neither can its signature's validity, so a text seen valid stays valid
 * until its `exp`, which is checked again on every use; anything else — one character changed —
 * is another text, verified in full. Only the signature is remembered: whether the session
 * still works is read from its row on every call.
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, VerifiedToken>>();
/** At most this many tokens are remembered per secret; past it the oldest is forgotten. */
const maxVerifiedTokens = 10_000;

/**
 * Checks a token's signature, algorithm (HS256 only), issuer, audience, required claims and
 * expiry.
 * @returns the claims, or undefined for any token that is not ours and current.
 * @internal
 */
export async function verifySessionToken(
  token: string,
  secret: Uint8Array,
): Promise<SessionClaims | undefined> {
  let verified = verifiedTokens.get(secret);
  if (verified === undefined) {
    verified = new Map();
    verifiedTokens.set(secret, verified);
  }
  const now = Math.floor(Date.now() / 1000);
  const seen = verified.get(token);
  if (seen !== undefined) {
    // jose's own rule: a token is expired from its `exp` second on.
    if (now < seen.expires) return seen.claims;
    verified.delete(token);
    return undefined;
  }
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [algorithm],
      issuer,
      audience,
      requiredClaims,
    });
    if (!isUuid(payload.sid) || !isUuid(payload.sub)) return undefined;
    const claims = { sessionId: payload.sid, userId: payload.sub };
    if (verified.size >= maxVerifiedTokens) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    // `exp` is a required claim, a number: jose refused the token otherwise.
    verified.set(token, { claims, expires: payload.exp ?? now });
    return claims;
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
