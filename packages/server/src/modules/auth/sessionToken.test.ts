import { randomUUID } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signSessionToken, verifySessionToken } from './sessionToken';

const secret = new TextEncoder().encode('x'.repeat(32));
const claims = { sessionId: randomUUID(), userId: randomUUID() };
const inAnHour = new Date(Date.now() + 3600_000);

/** A token with our claims, signed however the test needs. */
function ourToken(payload: Record<string, unknown> = {}) {
  return new SignJWT({ sid: claims.sessionId, ...payload })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('tessera')
    .setAudience('tessera-api')
    .setSubject(claims.userId)
    .setIssuedAt();
}

/** `token` with another user as its subject and its signature kept: a forgery. */
function withAnotherSubject(token: string): string {
  const [header, payload, signature] = token.split('.');
  const changed = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
  changed.sub = randomUUID();
  return `${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
}

describe('verifySessionToken', () => {
  it('accepts the tokens it signs', async () => {
    const token = await signSessionToken(claims, inAnHour, secret);
    expect(await verifySessionToken(token, secret)).toEqual(claims);
  });

  it('refuses `alg: none` (CVE-2022-23540)', async () => {
    const token = new UnsecuredJWT({ sid: claims.sessionId })
      .setIssuer('tessera')
      .setAudience('tessera-api')
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(inAnHour)
      .encode();
    expect(await verifySessionToken(token, secret)).toBeUndefined();
  });

  it('refuses a token signed with another key', async () => {
    const other = new TextEncoder().encode('y'.repeat(32));
    const token = await ourToken().setExpirationTime(inAnHour).sign(other);
    expect(await verifySessionToken(token, secret)).toBeUndefined();
  });

  it('refuses another algorithm, even HS512 with our key', async () => {
    const token = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuer('tessera')
      .setAudience('tessera-api')
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(inAnHour)
      .sign(new TextEncoder().encode('x'.repeat(64)));
    expect(await verifySessionToken(token, secret)).toBeUndefined();
  });

  it('refuses a tampered payload', async () => {
    const token = await signSessionToken(claims, inAnHour, secret);
    const forged = withAnotherSubject(token);
    expect(await verifySessionToken(forged, secret)).toBeUndefined();
  });

  it('refuses an expired token', async () => {
    const token = await signSessionToken(claims, new Date(Date.now() - 1000), secret);
    expect(await verifySessionToken(token, secret)).toBeUndefined();
  });

  it('refuses a token without exp, sid or the audience', async () => {
    expect(await verifySessionToken(await ourToken().sign(secret), secret)).toBeUndefined();
    const noSid = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('tessera')
      .setAudience('tessera-api')
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(inAnHour)
      .sign(secret);
    expect(await verifySessionToken(noSid, secret)).toBeUndefined();
    const otherAudience = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('tessera')
      .setAudience('another-service')
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(inAnHour)
      .sign(secret);
    expect(await verifySessionToken(otherAudience, secret)).toBeUndefined();
  });

  it('refuses ids that are not UUIDs, so they never reach a uuid column', async () => {
    const token = await ourToken({ sid: "1' or '1'='1" }).setExpirationTime(inAnHour).sign(secret);
    expect(await verifySessionToken(token, secret)).toBeUndefined();
  });

  describe('a token verified before', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is accepted again until its expiry, and refused from its exp second on', async () => {
      const expires = new Date(Math.ceil(Date.now() / 1000) * 1000 + 60_000);
      const token = await signSessionToken(claims, expires, secret);
      expect(await verifySessionToken(token, secret)).toEqual(claims);
      vi.useFakeTimers({ now: expires.getTime() - 1000, toFake: ['Date'] });
      expect(await verifySessionToken(token, secret)).toEqual(claims);
      vi.setSystemTime(expires.getTime());
      expect(await verifySessionToken(token, secret)).toBeUndefined();
      // Forgotten once refused: a later call runs jose's full check, which refuses it too.
      vi.setSystemTime(expires.getTime() + 1000);
      expect(await verifySessionToken(token, secret)).toBeUndefined();
    });

    it('opens nothing for a token that differs from it in one character', async () => {
      const token = await signSessionToken(claims, inAnHour, secret);
      expect(await verifySessionToken(token, secret)).toEqual(claims);
      // The signature's first character (its last one carries padding bits a decoder ignores).
      const [head, body, mac] = token.split('.');
      const first = mac?.startsWith('A') ? 'B' : 'A';
      expect(
        await verifySessionToken(`${head}.${body}.${first}${mac?.slice(1)}`, secret),
      ).toBeUndefined();
      const forged = withAnotherSubject(token);
      expect(await verifySessionToken(forged, secret)).toBeUndefined();
    });

    it('is verified afresh under another secret', async () => {
      const token = await signSessionToken(claims, inAnHour, secret);
      expect(await verifySessionToken(token, secret)).toEqual(claims);
      const other = new TextEncoder().encode('y'.repeat(32));
      expect(await verifySessionToken(token, other)).toBeUndefined();
    });
  });
});
