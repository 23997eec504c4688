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
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [algorithm],
      issuer,
      audience,
      requiredClaims,
    });
    if (!isUuid(payload.sid) || !isUuid(payload.sub)) return undefined;
    return { sessionId: payload.sid, userId: payload.sub };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
