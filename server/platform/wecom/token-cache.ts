// docs/wecom.md "Access tokens": one access_token per (corp id, secret), kept in wecom_tokens
// so every process and machine uses the same one. WeCom answers the same token while it is
// valid (7200 s) and rate-limits gettoken, so a refresh happens once at a time: one promise
// per key inside a process, and an advisory lock around the re-check + gettoken + write across
// processes (a waiter re-reads the row the winner wrote and never calls gettoken itself).
// The JS-SDK tickets (jsapi_ticket, the agent's agent_config ticket) live 7200 s too and are
// rate-limited harder, so they share this cache: same table, same single flight, their own key.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { wecomTokens } from '../../db/schema/wecom';
import { errorForCode } from './wecom-errors';
import { exchangeWithWecom } from './wecom-http';
import type { WecomTransport } from './wecom-http';

export interface AppCredentials {
  readonly corpId: string;
  /** The app's (or 客户联系) secret: never logged, never stored (only its hash keys the row). */
  readonly secret: string;
}

/** Refresh this long before WeCom's expiry, so a call never starts with a dying token. */
export const REFRESH_MARGIN_MS = 5 * 60_000;
const DEFAULT_EXPIRES_IN_S = 7200;

type Reader = Pick<Database, 'select'>;
type TokenRow = typeof wecomTokens.$inferSelect;

/** The JS-SDK tickets (docs/wecom.md "The chat sidebar"): the corp's and the app's. */
export type TicketKind = 'jsapi' | 'agent_config';

/** A value WeCom hands out with an expiry (a token, a ticket). */
export interface Expiring {
  readonly value: string;
  readonly expiresAt: Date;
}

export function tokenCacheKey(app: AppCredentials, ticket?: TicketKind): string {
  const prefix = ticket ? `ticket:${ticket}\u0000` : '';
  return createHash('sha256').update(`${prefix}${app.corpId}\u0000${app.secret}`).digest('hex');
}

async function readRow(db: Reader, key: string) {
  const [row] = await db.select().from(wecomTokens).where(eq(wecomTokens.cacheKey, key));
  return row;
}

export interface TokenCache {
  /** A valid token, from the database when fresh; `stale` is one WeCom just refused. */
  token(app: AppCredentials, stale?: string): Promise<string>;
  /** gettoken now, whatever the cache holds (saving credentials checks them this way). */
  verify(app: AppCredentials): Promise<void>;
  /** A valid JS-SDK ticket of `app`, from the database when fresh, else `fetch` (once at a time). */
  ticket(app: AppCredentials, kind: TicketKind, fetch: () => Promise<Expiring>): Promise<string>;
}

export function createTokenCache(options: {
  readonly db: Database;
  readonly transport: WecomTransport;
  readonly now: () => number;
}): TokenCache {
  const { db, transport, now } = options;
  const inFlight = new Map<string, Promise<string>>();

  const usable = (row: TokenRow | undefined, stale?: string): row is TokenRow =>
    row !== undefined &&
    row.accessToken !== stale &&
    row.expiresAt.getTime() - REFRESH_MARGIN_MS > now();

  async function getToken(app: AppCredentials): Promise<Expiring> {
    const answer = await exchangeWithWecom(
      transport,
      { method: 'GET', api: 'gettoken', query: { corpid: app.corpId } },
      { name: 'corpsecret', value: app.secret },
    );
    if (answer.errcode !== 0) throw errorForCode('gettoken', answer.errcode, answer.errmsg);
    const token = answer.access_token;
    if (typeof token !== 'string' || token === '') {
      throw errorForCode('gettoken', -1, 'gettoken answered no access_token');
    }
    const expiresIn =
      typeof answer.expires_in === 'number' && answer.expires_in > 0
        ? answer.expires_in
        : DEFAULT_EXPIRES_IN_S;
    return { value: token, expiresAt: new Date(now() + expiresIn * 1000) };
  }

  async function refresh(
    corpId: string,
    key: string,
    fetch: () => Promise<Expiring>,
    stale?: string,
    force = false,
  ) {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wecom-token:${key}`}))`);
      const row = await readRow(tx, key);
      // Another process refreshed while we waited for the lock: use its token.
      if (!force && row && usable(row, stale)) return row.accessToken;
      const fetched = await fetch();
      const values = {
        corpId,
        accessToken: fetched.value,
        expiresAt: fetched.expiresAt,
        fetchedAt: new Date(now()),
      };
      await tx
        .insert(wecomTokens)
        .values({ cacheKey: key, ...values })
        .onConflictDoUpdate({ target: wecomTokens.cacheKey, set: values });
      return fetched.value;
    });
  }

  function singleFlight(key: string, run: () => Promise<string>): Promise<string> {
    const running = inFlight.get(key);
    if (running) return running;
    const started = run().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  }

  return {
    async token(app, stale) {
      const key = tokenCacheKey(app);
      const row = await readRow(db, key);
      if (usable(row, stale)) return row.accessToken;
      return singleFlight(key, () => refresh(app.corpId, key, () => getToken(app), stale));
    },
    async verify(app) {
      const key = tokenCacheKey(app);
      await singleFlight(key, () => refresh(app.corpId, key, () => getToken(app), undefined, true));
    },
    async ticket(app, kind, fetch) {
      const key = tokenCacheKey(app, kind);
      const row = await readRow(db, key);
      if (usable(row)) return row.accessToken;
      return singleFlight(key, () => refresh(app.corpId, key, fetch));
    },
  };
}
