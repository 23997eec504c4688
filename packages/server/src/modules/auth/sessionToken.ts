import { errors, jwtVerify, SignJWT } from 'jose';

const issuer = 'tessera';
const algorithm = 'HS256';

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
    .setProtectedHeader({ alg: algorithm })
    .setIssuer(issuer)
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(secret);
}

/**
 * Checks a token's signature, algorithm, issuer and expiry.
 * @returns the claims, or undefined for any token that is not ours and current.
 * @internal
 */
export async function verifySessionToken(
  token: string,
  secret: Uint8Array,
): Promise<SessionClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: [algorithm], issuer });
    if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return undefined;
    return { sessionId: payload.sid, userId: payload.sub };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
