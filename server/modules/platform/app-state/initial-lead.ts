// spec §7 mini-initial-lead/get-initial-lead-by-tenant-id + update-initial-lead-by-id: the
// tenant's getting-started guide on /index. The steps' "done" follows the real state (the
// health checks); the row keeps where the operator is and whether the guide was closed.
import { and, eq } from 'drizzle-orm';
import type { HealthScore, InitialLead, InitialLeadStep } from '../../../../contract/platform';
import type { InitialLeadUpdateBody } from '../../../../contract/setting/authorize';
import type { Database } from '../../../db/database';
import { platformInitialLeads } from '../../../db/schema/platform';

function passed(health: HealthScore, key: string): boolean {
  return health.checks.some((item) => item.key === key && item.passed);
}

export function leadSteps(health: HealthScore, hasLogo: boolean): InitialLeadStep[] {
  return [
    {
      key: 'authorize',
      title: '完成应用授权',
      done: passed(health, 'authorization'),
      path: '/authorize',
    },
    {
      key: 'chat_archive',
      title: '配置会话存档',
      done: passed(health, 'chat_archive'),
      path: '/chat-archive-configure',
    },
    { key: 'logo', title: '上传企业Logo', done: hasLogo, path: '/authorize' },
    {
      key: 'config_check',
      title: '通过配置检查',
      done: health.score === 100,
      path: '/config-check',
    },
  ];
}

async function ensureLead(db: Database, tenantId: string) {
  const read = () =>
    db.select().from(platformInitialLeads).where(eq(platformInitialLeads.tenantId, tenantId));
  let [row] = await read();
  if (!row) {
    await db.insert(platformInitialLeads).values({ tenantId }).onConflictDoNothing();
    [row] = await read();
  }
  if (!row) throw new Error(`initial lead of ${tenantId} missing`);
  return row;
}

export async function initialLead(
  db: Database,
  tenantId: string,
  steps: readonly InitialLeadStep[],
): Promise<InitialLead> {
  const row = await ensureLead(db, tenantId);
  return {
    id: row.id,
    tenant_id: tenantId,
    lead_step: row.leadStep,
    lead_status: row.leadStatus === 1 ? 1 : 0,
    steps,
  };
}

/** Updates the tenant's own guide only: an id of another tenant changes nothing. */
export async function updateInitialLead(
  db: Database,
  tenantId: string,
  body: InitialLeadUpdateBody,
  now: Date,
): Promise<boolean> {
  await ensureLead(db, tenantId);
  const changes = {
    ...(body.lead_step === undefined ? {} : { leadStep: body.lead_step }),
    ...(body.lead_status === undefined ? {} : { leadStatus: body.lead_status }),
    updatedAt: now,
  };
  const updated = await db
    .update(platformInitialLeads)
    .set(changes)
    .where(and(eq(platformInitialLeads.tenantId, tenantId), eq(platformInitialLeads.id, body.id)))
    .returning({ id: platformInitialLeads.id });
  return updated.length > 0;
}
