/**
 * One limit: at most `limit` hits per fixed window of `windowSeconds`, counted per subject (an
 * account, an IP address). `name` prefixes the stored key, so rules never share a counter.
 * @internal
 */
export interface RateLimitRule {
  readonly name: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

const fifteenMinutes = 15 * 60;

/**
 * Login attempts per account (the e-mail as typed, so unknown e-mails are counted the same way):
 * 10 per 15 minutes, OWASP's usual lockout threshold; a successful login resets it.
 * @internal
 */
export const loginPerAccount: RateLimitRule = {
  name: 'login:account',
  limit: 10,
  windowSeconds: fifteenMinutes,
};

/**
 * Failed login attempts per client IP: 50 per 15 minutes. Every attempt is counted before the
 * password is checked and a successful one is given back, so an office behind one NAT address
 * is not locked out by its own people logging in at nine.
 * @internal
 */
export const loginPerIp: RateLimitRule = {
  name: 'login:ip',
  limit: 50,
  windowSeconds: fifteenMinutes,
};

/**
 * Registrations per client IP: 20 per hour, enough for a team signing up from one office.
 * @internal
 */
export const registerPerIp: RateLimitRule = {
  name: 'register:ip',
  limit: 20,
  windowSeconds: 60 * 60,
};

/**
 * Login-link redemptions per client IP: 30 per 15 minutes. Guessing a 256-bit token is hopeless
 * anyway; this keeps the endpoint from being used to flood the database.
 * @internal
 */
export const loginByTokenPerIp: RateLimitRule = {
  name: 'loginByToken:ip',
  limit: 30,
  windowSeconds: fifteenMinutes,
};

/** The longest window of any rule: counters older than this are dead. @internal */
export const longestWindowSeconds = Math.max(
  ...[loginPerAccount, loginPerIp, registerPerIp, loginByTokenPerIp].map(
    (rule) => rule.windowSeconds,
  ),
);
