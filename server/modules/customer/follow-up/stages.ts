// issue #41 customer stages (客户阶段, docs/handover.md "Stages"): the tenant's own ordered
// list, edited as a whole on /custom-info (a stage kept by id keeps its customers; a stage
// left out is deleted and its customers have no stage), and one stage per customer.
import { sql } from 'drizzle-orm';
import { FOLLOW_UP_ERROR_CODES } from '../../../../contract/customer/follow-up';
import type { SaveStagesBody, StageRow } from '../../../../contract/customer/follow-up';
import type { Database } from '../../../db/database';
import { BusinessError } from '../../../http/http-errors';
import { customerExists } from './follow-up-store';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const pgArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

export async function listStages(db: Database, tenantId: string): Promise<StageRow[]> {
  const rows = rowsOf<{ id: number; name: string; sort_order: number; customers: number }>(
    await db.execute(sql`select s.id, s.name, s.sort_order,
        (select count(*)::int from customer_stage_of o
          where o.tenant_id = s.tenant_id and o.stage_id = s.id) as customers
      from customer_stages s where s.tenant_id = ${tenantId}
      order by s.sort_order, s.id`),
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export async function saveStages(
  db: Database,
  tenantId: string,
  body: SaveStagesBody,
): Promise<StageRow[]> {
  const existing = new Set((await listStages(db, tenantId)).map((stage) => stage.id));
  const unknown = body.stages.find((stage) => stage.id !== null && !existing.has(stage.id));
  if (unknown) throw new BusinessError(FOLLOW_UP_ERROR_CODES.stageNotFound, '阶段不存在或已删除');
  await db.transaction(async (tx) => {
    const kept = body.stages.flatMap((stage) => (stage.id === null ? [] : [stage.id]));
    await tx.execute(sql`delete from customer_stage_of where tenant_id = ${tenantId}
      and stage_id <> all(${pgArray(kept)}::int[])`);
    await tx.execute(sql`delete from customer_stages where tenant_id = ${tenantId}
      and id <> all(${pgArray(kept)}::int[])`);
    // Names are unique per tenant: park the kept ones first so a swap of names never clashes.
    await tx.execute(sql`update customer_stages set name = '#' || id::text
      where tenant_id = ${tenantId}`);
    for (const [order, stage] of body.stages.entries()) {
      if (stage.id === null) {
        await tx.execute(sql`insert into customer_stages (tenant_id, name, sort_order)
          values (${tenantId}, ${stage.name}, ${order})`);
      } else {
        await tx.execute(sql`update customer_stages set name = ${stage.name}, sort_order = ${order}
          where tenant_id = ${tenantId} and id = ${stage.id}`);
      }
    }
  });
  return listStages(db, tenantId);
}

export async function setCustomerStage(
  db: Database,
  tenantId: string,
  customerId: number,
  stageId: number | null,
  now: Date,
): Promise<{ stage_id: number | null }> {
  await customerExists(db, tenantId, customerId);
  if (stageId === null) {
    await db.execute(sql`delete from customer_stage_of
      where tenant_id = ${tenantId} and customer_id = ${customerId}`);
    return { stage_id: null };
  }
  const [stage] = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from customer_stages where tenant_id = ${tenantId} and id = ${stageId}`,
    ),
  );
  if (!stage) throw new BusinessError(FOLLOW_UP_ERROR_CODES.stageNotFound, '阶段不存在或已删除');
  await db.execute(sql`insert into customer_stage_of (tenant_id, customer_id, stage_id, updated_at)
    values (${tenantId}, ${customerId}, ${stageId}, ${now})
    on conflict (tenant_id, customer_id) do update
      set stage_id = excluded.stage_id, updated_at = excluded.updated_at`);
  return { stage_id: stageId };
}
