// issue #32: every rate limit of the server, in one place (docs/security.md "Rate limits"
// lists them). Public pages are counted per client address and route pattern; sign-in per
// address, per account and address, and per account across addresses.
import type { RateLimitRule } from './rate-limit';

const MINUTE = 60_000;

export const RATE_LIMITS = {
  /** The acquiring tools' public pages (/s/k, /s/s, /s/g, /l): a person never meets it. */
  publicPage: { name: 'public-page', limit: 60, windowMs: MINUTE },
  /** Sandbox scans that add a simulated customer (/s/c, /s/f; issue #25 finding 8). */
  sandboxScan: { name: 'sandbox-scan', limit: 20, windowMs: 10 * MINUTE },
  /** Lottery plays and check-ins on a campaign's landing page (/s/l). */
  gamePlay: { name: 'game-play', limit: 20, windowMs: 10 * MINUTE },
  /** Failed sign-ins from one address over every account (password spraying). */
  signInAddress: { name: 'sign-in-address', limit: 10, windowMs: 15 * MINUTE },
  /** Failed sign-ins for one account from one address (a person's typos end here). */
  signInAccountAddress: { name: 'sign-in-account-address', limit: 5, windowMs: 5 * MINUTE },
  /** Failed sign-ins for one account from every address (a botnet on one account). */
  signInAccount: { name: 'sign-in-account', limit: 20, windowMs: 15 * MINUTE },
  /** Changing a password with a sign-in ticket (issue #32), every attempt counted. */
  passwordChange: { name: 'password-change', limit: 10, windowMs: 15 * MINUTE },
  /**
   * Starting a WeCom authorization (企业微信扫码登录, the sidebar's web authorization; issue
   * #40): each start stores a one-use state, so one address cannot fill the table.
   */
  wecomAuthorize: { name: 'wecom-authorize', limit: 30, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;
