import type { FastifyReply } from 'fastify';
import { HttpError } from '../../http/httpError';
import type { RateLimiter } from './rateLimiter';
import type { RateLimitRule } from './rateLimitRules';

/**
 * Counts one hit and, over the limit, answers 429 `tooManyRequests` (spec 000 §8: 'too many
 * attempts, try later') with `Retry-After` in seconds. Call it before any expensive work, so a
 * refused attempt costs one upsert and nothing else.
 * @throws {HttpError} 429 when the limit is exceeded.
 * @internal
 */
export async function enforceRateLimit(
  limiter: RateLimiter,
  reply: FastifyReply,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  const verdict = await limiter.hit(rule, subject);
  if (verdict.allowed) return;
  reply.header('retry-after', String(verdict.retryAfterSeconds));
  throw new HttpError(429, 'Too many attempts, try again later', 'tooManyRequests');
}
