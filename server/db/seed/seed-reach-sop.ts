// issue #18: 90 days of SOPs for the demo tenant — a new-customer plan (3 steps over a week)
// run by two employees since 90 days ago, a conversion plan on tagged customers, and a
// new-group plan for two owners. Targets join through the same enrollment as the live
// server; steps already due are settled (most sent, some open, a few overdue, a few ended
// early). Set-based SQL, a few hundred rows; idempotent: a tenant with any plan is left alone.
import { eq, sql } from 'drizzle-orm';
import type { CustomerSopBody, GroupSopBody } from '../../../contract/reach/sop';
import { customerSopSchema, groupSopSchema } from '../../../contract/reach/sop';
import { enrollTargets } from '../../modules/reach/sop/sop-enroll';
import type { Database } from '../database';
import { users } from '../schema/identity';
import { sopPlans } from '../schema/reach-sop';

const DAY_MS = 86_400_000;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const text = (value: string) => ({ text: value, attachments: [] });

function plans(executors: number[], owners: number[], tagId: number | undefined) {
  const newcomer: CustomerSopBody = customerSopSchema.parse({
    name: '新客7天培育',
    business_type: 1,
    executor_ids: executors.slice(0, 2),
    time_type: 'day',
    target: { mode: 'new' },
    end_on: { tag_ids: [], reply: true },
    steps: [
      {
        day: 0,
        time: '10:00',
        message: text('{客户昵称}您好，我是您的专属顾问{员工姓名}，新人礼已放入您的账户～'),
      },
      {
        day: 2,
        time: '19:30',
        message: text('{客户昵称}，给您整理了本季热销清单，有喜欢的随时找我。'),
      },
      { day: 6, time: '10:00', message: text('新人专享券明天到期，需要我帮您预留尺码吗？') },
    ],
  });
  const conversion: CustomerSopBody = customerSopSchema.parse({
    name: '意向客户转化促单',
    business_type: 3,
    executor_ids: executors.slice(2, 3),
    time_type: 'after',
    target: { mode: 'filter', tag_ids: tagId ? [tagId] : [] },
    steps: [
      {
        hours: 2,
        minutes: 0,
        message: text('{客户昵称}，您咨询的款式今天有现货，到店试穿再享9折。'),
      },
      { hours: 48, minutes: 0, message: text('活动最后一天，满499减80，需要我帮您下单吗？') },
    ],
  });
  const groups: GroupSopBody = groupSopSchema.parse({
    name: '新群7天活跃计划',
    business_type: 4,
    executor_ids: owners,
    time_type: 'day',
    target: { mode: 'new' },
    steps: [
      {
        day: 0,
        time: '20:00',
        message: text('欢迎新朋友！群内每周三晚8点秒杀，置顶群公告了解更多。'),
      },
      { day: 3, time: '20:00', message: text('本周秒杀预告：9.9元爆款，今晚8点准时开抢！') },
    ],
  });
  return [
    { kind: 1, body: newcomer, daysAgo: 90 },
    { kind: 1, body: conversion, daysAgo: 12 },
    { kind: 2, body: groups, daysAgo: 90 },
  ] as const;
}

export async function seedReachSop(
  db: Database,
  tenantId = 'demo',
  now = new Date(),
): Promise<void> {
  const [existing] = await db
    .select({ id: sopPlans.id })
    .from(sopPlans)
    .where(eq(sopPlans.tenantId, tenantId))
    .limit(1);
  if (existing) return;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.account, 'admin'));
  if (!admin) return;
  // The employees with a moderate number of adds (a few hundred tasks in all, not thousands).
  const executors = rowsOf<{ id: number }>(
    await db.execute(sql`select employee_id as id from customer_relations where tenant_id = ${tenantId}
      and added_at > ${new Date(now.getTime() - 90 * DAY_MS)} group by employee_id
      order by count(*) asc, employee_id limit 3`),
  ).map((row) => row.id);
  const owners = rowsOf<{ id: number }>(
    await db.execute(sql`select owner_employee_id as id from customer_groups where tenant_id = ${tenantId}
      and owner_employee_id is not null group by owner_employee_id
      order by count(*) desc, owner_employee_id limit 2`),
  ).map((row) => row.id);
  const [tag] = rowsOf<{ id: number }>(
    await db.execute(sql`select tag_id as id from customer_tags where tenant_id = ${tenantId}
      group by tag_id order by count(*) asc, tag_id limit 1`),
  );
  if (executors.length === 0) return;
  for (const plan of plans(
    executors,
    owners.length > 0 ? owners : executors.slice(0, 1),
    tag?.id,
  )) {
    const createdAt = new Date(now.getTime() - plan.daysAgo * DAY_MS);
    const [row] = await db
      .insert(sopPlans)
      .values({
        tenantId,
        kind: plan.kind,
        name: plan.body.name,
        businessType: plan.body.business_type,
        config: plan.body as never,
        createdBy: admin.id,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    if (!row) continue;
    // A filter plan's customers joined when it was created; "new" plans take every add since.
    await enrollTargets(
      db,
      tenantId,
      { ...row, body: plan.body },
      plan.body.target.mode === 'new' ? now : createdAt,
    );
  }
  // Settle the past: reminded at the due time; 85% sent within hours, a few ended early
  // (replied), the rest still open (overdue when older than a day). A send that would come
  // after now has not happened: that task is still open (a step due at 10:00 and a seed at
  // 10:30 once gave sends dated up to 12:59).
  const sentAt = sql`due_at + (id % 180) * interval '1 minute'`;
  await db.execute(sql`update sop_tasks set status = case when id % 20 = 0 then 3
        when id % 20 < 18 and ${sentAt} <= ${now} then 2 else 1 end,
      reminded_at = due_at,
      sent_at = case when id % 20 between 1 and 17 and ${sentAt} <= ${now} then ${sentAt} end
    where tenant_id = ${tenantId} and status = 0 and due_at <= ${now}`);
  await db.execute(sql`update sop_targets g set state = 2, end_reason = '客户已回复', ended_at = ${now}
    where g.tenant_id = ${tenantId} and exists (select 1 from sop_tasks t where t.tenant_id = g.tenant_id
      and t.target_row_id = g.id and t.status = 3)`);
  await db.execute(sql`update sop_tasks t set status = 3 from sop_targets g where t.tenant_id = ${tenantId}
    and g.tenant_id = t.tenant_id and g.id = t.target_row_id and g.state = 2 and t.status in (0, 1)`);
  await db.execute(sql`update sop_targets g set state = 3, ended_at = ${now} where g.tenant_id = ${tenantId}
    and g.state = 1 and not exists (select 1 from sop_tasks t where t.tenant_id = g.tenant_id
      and t.target_row_id = g.id and t.status in (0, 1))`);
}
