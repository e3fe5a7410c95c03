import { ACCOUNT_FAILED_LOGINS_MAX, ACCOUNT_FAILED_LOGINS_WINDOW_SECONDS } from '@filmhyllan/contract';

/**
 * Per-client limits of the calls that cost a password hash or send e-mail (the key is the client address, which
 * with TRUST_PROXY comes from X-Forwarded-For). Counted in memory per process and route. Besides them, failed
 * logins are counted per account (modules/auth/guess-limiter), so guesses spread over many addresses slow down.
 */
export interface RateLimits {
  /** Customer and librarian logins, and password changes (a current-password guess), per minute. */
  loginsPerMinute: number;
  /** New accounts per hour (each costs a password hash). */
  registrationsPerHour: number;
  /** Password reset requests per hour; each address also gets at most a few live links (users.service). */
  passwordRecoveriesPerHour: number;
  /** Messages to customer support per hour. */
  helpMessagesPerHour: number;
  /** Failed logins per username (customer or librarian) and wrong current passwords per user, in the window. */
  failedLoginsPerAccount: number;
  /** The window of failedLoginsPerAccount: short, so nobody can keep an account locked for long. */
  failedLoginWindowSeconds: number;
}

export const defaultRateLimits: RateLimits = {
  loginsPerMinute: 20,
  registrationsPerHour: 30,
  passwordRecoveriesPerHour: 10,
  helpMessagesPerHour: 5,
  failedLoginsPerAccount: ACCOUNT_FAILED_LOGINS_MAX,
  failedLoginWindowSeconds: ACCOUNT_FAILED_LOGINS_WINDOW_SECONDS,
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The route config of a limit: `max` calls per client within the window. */
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: MINUTE_MS } });
export const perHour = (max: number) => ({ rateLimit: { max, timeWindow: HOUR_MS } });
