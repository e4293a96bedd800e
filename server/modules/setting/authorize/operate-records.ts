// spec §7 mini-authorize-operate-record: who changed the tenant's authorization and when.
import { count, desc, eq } from 'drizzle-orm';
import type { ListData } from '../../../../contract/envelope';
import type { OperateRecord, OperateType } from '../../../../contract/setting/authorize';
import type { Database } from '../../../db/database';
import { users } from '../../../db/schema/identity';
import { platformOperateRecords } from '../../../db/schema/platform';
import { offsetOf } from '../../../db/list-query';

export interface Operator {
  readonly tenantId: string;
  readonly userId: number;
}

export async function addOperateRecord(
  db: Database,
  operator: Operator,
  operateType: OperateType,
  content: string,
  now: Date,
): Promise<void> {
  const [user] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, operator.userId));
  await db.insert(platformOperateRecords).values({
    tenantId: operator.tenantId,
    operateType,
    operatorName: user?.name ?? '',
    content,
    createdAt: now,
  });
}

export async function operateRecordPage(
  db: Database,
  tenantId: string,
  page: number,
  pageSize: number,
): Promise<ListData<OperateRecord>> {
  const where = eq(platformOperateRecords.tenantId, tenantId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(platformOperateRecords)
      .where(where)
      .orderBy(desc(platformOperateRecords.createdAt), desc(platformOperateRecords.id))
      .limit(pageSize)
      .offset(offsetOf({ page, page_size: pageSize })),
    db.select({ value: count() }).from(platformOperateRecords).where(where),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      operate_type: row.operateType as OperateType,
      operator_name: row.operatorName,
      content: row.content,
      create_time: row.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
    page,
    page_size: pageSize,
  };
}
