import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from './rateLimiter';

const pruneEveryMs = 10 * 60 * 1000;

/**
 * Deletes dead counters every 10 minutes while the app runs, so a flood of distinct e-mails or
 * addresses does not leave the table growing. The timer never keeps the process alive and stops
 * when the app closes; a failed run is logged and retried next time.
 * @internal
 */
export function scheduleRateLimitPruning(app: FastifyInstance, limiter: RateLimiter): void {
  const timer = setInterval(() => {
    limiter.prune().catch((error: unknown) => {
      app.log.warn({ err: error }, 'pruning rate limits failed');
    });
  }, pruneEveryMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
