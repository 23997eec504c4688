import { randomUUID } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
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
    const [header, payload, signature] = token.split('.');
    const changed = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    changed.sub = randomUUID();
    const forged = `${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
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
});
