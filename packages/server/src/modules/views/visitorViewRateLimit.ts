import type { RateLimitRule } from '../rateLimits/rateLimitRules';

/**
 * View calls without login (public views, spec 000 §6) per client IP: 120 a minute. A visitor
 * paging and sorting a public table makes a few a minute; the limit keeps anyone from reading a
 * client's public views wholesale or loading the database through them. People logged in are
 * not counted: their calls are theirs to answer for.
 * @internal
 */
export const visitorViewCallsPerIp: RateLimitRule = {
  name: 'views:visitor-ip',
  limit: 120,
  windowSeconds: 60,
};
