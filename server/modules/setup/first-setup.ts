// issue #36: what a start with DEMO=false prints. No tenant yet → a fresh one-time setup
// link (each start makes a new one; older unused links stay valid until their hour ends).
import type { Database } from '../../db/database';
import { inArray } from 'drizzle-orm';
import { tenants } from '../../db/schema/identity';
import { DEMO_TENANT_IDS } from './demo-tenants';
import { createSetupToken, setupLink } from './setup-tokens';
import { countTenants } from './tenant-admin';

export interface FirstSetup {
  /** The setup token when the server has no tenant. */
  readonly token?: string;
  /** Demo tenants left in this data folder (a start before DEMO=false seeded them). */
  readonly demoTenants: readonly string[];
}

export async function prepareFirstSetup(db: Database, now: Date): Promise<FirstSetup> {
  const demo = await db
    .select({ id: tenants.tenantId })
    .from(tenants)
    .where(inArray(tenants.tenantId, [...DEMO_TENANT_IDS]));
  const token = (await countTenants(db)) === 0 ? await createSetupToken(db, now) : undefined;
  return { token, demoTenants: demo.map((row) => row.id) };
}

export function firstSetupLines(setup: FirstSetup, consoleUrl: string): string[] {
  const lines: string[] = [];
  if (setup.token) {
    lines.push(
      '尚无企业。打开以下一次性设置链接创建第一个企业及其管理员（1 小时内有效，只能使用一次）',
      '/ No tenant yet. Open this one-time setup link (valid 1 hour, usable once):',
      `  ${setupLink(consoleUrl, setup.token)}`,
      '或 / or: npm run tenant -- create --tenant <id> --name <企业名称> --account <账号>',
    );
  }
  if (setup.demoTenants.length > 0) {
    lines.push(
      `此数据目录仍有演示企业：${setup.demoTenants.join('、')}；删除：npm run tenant -- remove-demo`,
      '/ demo tenants are still in this data folder: npm run tenant -- remove-demo',
    );
  }
  return lines;
}
