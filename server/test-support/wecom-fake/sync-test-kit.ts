// Tests of the WeCom adapter and sync: the protocol fake with a generated corp, the real app
// on a test database pointed at it (WECOM_API_BASE), and a tenant whose self-built app is
// saved and verified the way app/internal/save leaves it (credentials + platform `wecom`).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { tenants } from '../../db/schema/identity';
import { updateTenantApp } from '../../modules/platform/app-state/tenant-app';
import { setTenantPlatform } from '../../platform/wecom/tenant-platform';
import { createTestApp } from '../test-app';
import type { TestApp } from '../test-app';
import type { FakeCorpShape, GeneratedCorp } from './fake-corp';
import { addGeneratedCorp } from './fake-corp';
import { startWecomFake } from './wecom-fake';
import type { WecomFake } from './wecom-fake';

export const CORP_ID = 'wwsynctest00000001';
export const APP_SECRET = 'sync-app-secret-0123456789abcdefghij';
export const CONTACT_SECRET = 'sync-contact-secret-0123456789abcdef';

export interface SyncWorld {
  readonly t: TestApp;
  readonly fake: WecomFake;
  readonly corp: GeneratedCorp;
  readonly tenantId: string;
  close(): Promise<void>;
}

/** Saves the tenant's self-built app and marks it verified on WeCom. */
export async function connectTenant(db: Database, tenantId: string, now: Date): Promise<void> {
  await db.insert(tenants).values({ tenantId, name: '企微同步企业' }).onConflictDoNothing();
  await updateTenantApp(
    db,
    tenantId,
    { corpId: CORP_ID, agentId: '1000002', appSecret: APP_SECRET, contactSecret: CONTACT_SECRET },
    now,
  );
  await setTenantPlatform(db, tenantId, { platform: 'wecom', corpId: CORP_ID }, now);
}

export async function openSyncWorld(
  shape: Partial<FakeCorpShape>,
  tenantId = 'wecomsync',
): Promise<SyncWorld> {
  const fake = await startWecomFake();
  const corp = addGeneratedCorp(fake, {
    corpId: CORP_ID,
    apps: [
      { agentId: 1000002, secret: APP_SECRET },
      { agentId: null, secret: CONTACT_SECRET },
    ],
    shape,
  });
  const t = await createTestApp({ config: { wecomApiBase: fake.url } });
  await connectTenant(t.database.db, tenantId, new Date(t.clock.now));
  return {
    t,
    fake,
    corp,
    tenantId,
    async close() {
      await t.close();
      await fake.stop();
    },
  };
}

/** Row counts of the tenant's mirror tables. */
export async function mirrorCounts(db: Database, tenantId: string) {
  const count = async (table: string, where = '') => {
    const result = (await db.execute(
      sql.raw(`select count(*)::int as n from ${table} where tenant_id = '${tenantId}' ${where}`),
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? -1;
  };
  return {
    departments: await count('departments'),
    employees: await count('employees', 'and status = 1'),
    tagGroups: await count('tag_groups'),
    tags: await count('tags'),
    customers: await count('customers'),
    relations: await count('customer_relations'),
    customerTags: await count('customer_tags'),
    groups: await count('customer_groups'),
    members: await count('customer_group_members', 'and left_at is null'),
  };
}
