import type { FastifyReply } from 'fastify';
import { enforceRateLimit } from '../rateLimits/enforceRateLimit';
import type { RateLimiter } from '../rateLimits/rateLimiter';
import { loginPerAccount, loginPerIp } from '../rateLimits/rateLimitRules';

// Logins compare e-mails case-insensitively, so the counter must too.
const accountOf = (login: string) => login.toLowerCase();

/**
 * Counts a password attempt against the client IP, then against the account, before the
 * password is checked: a locked account costs an upsert, not an argon2 verification. The
 * account is the e-mail as typed, so an unknown e-mail is counted on the same path as a known
 * one. An IP over its limit is refused before it can count against (and lock) an account.
 * @throws {HttpError} 429 tooManyRequests with Retry-After.
 * @internal
 */
export async function admitPasswordAttempt(
  limiter: RateLimiter,
  reply: FastifyReply,
  clientIp: string,
  login: string,
): Promise<void> {
  await enforceRateLimit(limiter, reply, loginPerIp, clientIp);
  await enforceRateLimit(limiter, reply, loginPerAccount, accountOf(login));
}

/**
 * After a correct password: the account starts afresh and the IP gets its attempt back, so only
 * failures add up.
 * @internal
 */
export async function recordCorrectPassword(
  limiter: RateLimiter,
  clientIp: string,
  login: string,
): Promise<void> {
  await limiter.reset(loginPerAccount, accountOf(login));
  await limiter.refund(loginPerIp, clientIp);
}
