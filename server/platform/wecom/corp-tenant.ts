// Which tenant a WeCom corp id names (docs/wecom.md "Sign in with 企业微信", "The chat sidebar"):
// the sign-in page and the sidebar know only the corp id. Only a tenant on WeCom (a verified
// save) that is not disabled and has its self-built app's AgentId answers.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { tenants } from '../../db/schema/identity';
import { platformApps } from '../../db/schema/platform';
import { wecomConnections } from '../../db/schema/wecom';

export interface CorpTenant {
  readonly tenantId: string;
  readonly corpId: string;
  readonly agentId: number;
}

async function findCorpTenant(
  db: Database,
  match: { corpId: string } | { tenantId: string },
): Promise<CorpTenant | undefined> {
  const rows = await db
    .select({
      tenantId: wecomConnections.tenantId,
      corpId: wecomConnections.corpId,
      agentId: platformApps.agentId,
    })
    .from(wecomConnections)
    .innerJoin(platformApps, eq(platformApps.tenantId, wecomConnections.tenantId))
    .innerJoin(tenants, eq(tenants.tenantId, wecomConnections.tenantId))
    .where(
      and(
        eq(wecomConnections.platform, 'wecom'),
        eq(platformApps.corpId, wecomConnections.corpId),
        'corpId' in match
          ? eq(wecomConnections.corpId, match.corpId)
          : eq(wecomConnections.tenantId, match.tenantId),
        isNull(tenants.disabledAt),
      ),
    )
    .orderBy(asc(wecomConnections.verifiedAt))
    .limit(1);
  const row = rows[0];
  const agentId = Number(row?.agentId ?? '');
  if (!row || row.corpId === '' || !Number.isSafeInteger(agentId) || agentId <= 0) {
    return undefined;
  }
  return { tenantId: row.tenantId, corpId: row.corpId, agentId };
}

export const wecomTenantOfCorp = (db: Database, corpId: string) => findCorpTenant(db, { corpId });

/** The tenant on WeCom, with its corp and agent (undefined when it is not on WeCom). */
export const wecomTenantById = (db: Database, tenantId: string) => findCorpTenant(db, { tenantId });
