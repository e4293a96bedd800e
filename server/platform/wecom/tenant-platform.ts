// docs/wecom.md "Which platform a tenant uses": `sandbox` (the embedded default, every seeded
// demo tenant) until the tenant saves a self-built app whose gettoken succeeds against
// WECOM_API_BASE; then `wecom`. Saving the tenant's sandbox corp id again switches it back.
import { eq } from 'drizzle-orm';
import type { RouteDeps } from '../../http/app-deps';
import type { Database } from '../../db/database';
import { platformApps } from '../../db/schema/platform';
import { wecomConnections } from '../../db/schema/wecom';
import type { AppCredentials } from './token-cache';
import { createWecomClient } from './wecom-client';
import type { WecomClient } from './wecom-client';

export type PlatformKind = 'sandbox' | 'wecom';

export type WecomConnection = typeof wecomConnections.$inferSelect;

export async function loadWecomConnection(
  db: Database,
  tenantId: string,
): Promise<WecomConnection | undefined> {
  const [row] = await db
    .select()
    .from(wecomConnections)
    .where(eq(wecomConnections.tenantId, tenantId));
  return row;
}

/** The adapter kind of a tenant: `wecom` only after a verified save, else the sandbox. */
export async function tenantPlatformKind(db: Database, tenantId: string): Promise<PlatformKind> {
  const row = await loadWecomConnection(db, tenantId);
  return row?.platform === 'wecom' ? 'wecom' : 'sandbox';
}

/** Records the platform a save verified (and the corp id the callbacks must carry). */
export async function setTenantPlatform(
  db: Database,
  tenantId: string,
  change: { platform: PlatformKind; corpId: string },
  now: Date,
): Promise<void> {
  const values = {
    platform: change.platform,
    corpId: change.corpId,
    verifiedAt: change.platform === 'wecom' ? now : null,
    updatedAt: now,
  };
  await db
    .insert(wecomConnections)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: wecomConnections.tenantId, set: values });
}

/**
 * The tenant's saved credentials. `contact` is the 客户联系 secret (externalcontact/* APIs);
 * without one, the app's own secret (an app set as 可调用接口的应用 may call them too).
 */
export async function tenantCredentials(
  db: Database,
  tenantId: string,
  which: 'app' | 'contact' = 'app',
): Promise<AppCredentials> {
  const [row] = await db
    .select({
      corpId: platformApps.corpId,
      appSecret: platformApps.appSecret,
      contactSecret: platformApps.contactSecret,
    })
    .from(platformApps)
    .where(eq(platformApps.tenantId, tenantId));
  if (!row?.corpId || !row.appSecret) throw new Error(`tenant ${tenantId} has no WeCom app saved`);
  const secret = which === 'contact' && row.contactSecret ? row.contactSecret : row.appSecret;
  return { corpId: row.corpId, secret };
}

const clients = new WeakMap<RouteDeps, WecomClient>();

/** One client per running app (its in-process single flight is shared by every route). */
export function wecomClientFor(deps: RouteDeps): WecomClient {
  let client = clients.get(deps);
  if (!client) {
    client = createWecomClient({
      db: deps.db,
      apiBase: deps.config.wecomApiBase,
      now: deps.now,
    });
    clients.set(deps, client);
  }
  return client;
}
