// issue #20 /operation-plan 日历: the coming weeks' planned operations of the demo tenant, so
// the calendar is full on a fresh start next to the past weeks the reach, moment, SOP and
// campaign seeds made — scheduled private and group mass sends (with their employees' tasks on
// the sandbox platform and their pending recipients, so each delivers when due), scheduled
// moments, and draft journeys triggered on a date. Idempotent: a tenant with a seeded
// scheduled send (name prefix 预约) is left alone.
import { and, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { users } from '../schema/identity';
import { operationPlans } from '../schema/marketing-campaign';
import { massSends } from '../schema/reach';
import { momentTaskEmployees, momentTasks } from '../schema/reach-moments-sms';
import { chinaDateOf, chinaInstant } from '../../../contract/china-time';

const DAY_MS = 86_400_000;
const PRIVATE_FILTER = {
  sender_ids: [],
  department_ids: [],
  target: 'all',
  gender: null,
  tag_ids: [],
  exclude_tag_ids: [],
  dedupe_employee_id: null,
};
/** [days ahead, China clock, group?, name, text] */
const SENDS: ReadonlyArray<[number, string, boolean, string, string]> = [
  [1, '10:00', false, '预约·双十二预热提醒', '双十二会员日即将开启，提前加购可享满300减50～'],
  [2, '19:30', true, '预约·社群晚间秒杀', '今晚8点社群专享秒杀，10件福利款限量抢！'],
  [4, '14:00', false, '预约·老客回访关怀', '好久不见，您的专属顾问为您准备了一份回店礼～'],
  [6, '10:30', true, '预约·周末活动预告', '本周六门店沙龙活动，群内报名送精美伴手礼'],
  [9, '09:30', false, '预约·会员积分到期提醒', '您有积分将于月底到期，可在积分商城兑换好礼'],
  [12, '20:00', true, '预约·新品试用招募', '新品试用官招募中，群内接龙即可报名～'],
  [15, '11:00', false, '预约·年终盛典邀请', '年终会员盛典邀您参加，凭消息到店领取新年礼盒'],
  [19, '15:00', true, '预约·圣诞节社群福利', '圣诞节社群福利：晒单抽奖送限定礼盒'],
];
const MOMENTS: ReadonlyArray<[number, string, string, string]> = [
  [3, '09:30', '预约·冬季穿搭分享', '冬季通勤穿搭灵感，3套搭配轻松保暖又有型'],
  [8, '12:00', '预约·门店沙龙回顾', '上周末门店沙龙圆满结束，感谢每一位到场的朋友'],
  [13, '18:00', '预约·年终好礼上新', '年终好礼专区上新，礼盒装限量发售中'],
];
const PLANS: ReadonlyArray<[number, string, string]> = [
  [5, '预约·双十二召回旅程', '双十二专属福利已到账，点击领取满减券'],
  [11, '预约·年终答谢旅程', '感谢一年的陪伴，年终答谢礼已为您备好'],
];

const chinaDay = (now: Date, days: number) => chinaDateOf(now, days);
const chinaAt = (now: Date, days: number, clock: string) =>
  chinaInstant(chinaDay(now, days), `${clock}:00`);

export async function seedOperationCalendar(db: Database, tenantId = 'demo', now = new Date()) {
  const [existing] = await db
    .select({ id: massSends.id })
    .from(massSends)
    .where(and(eq(massSends.tenantId, tenantId), like(massSends.name, '预约·%')))
    .limit(1);
  if (existing) return;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.account, 'admin'));
  if (!admin) return;
  for (const [index, [days, clock, isGroup, name, text]] of SENDS.entries()) {
    const sendAt = chinaAt(now, days, clock);
    const [send] = await db
      .insert(massSends)
      .values({
        tenantId,
        channel: isGroup ? 2 : 1,
        name,
        filter: isGroup ? { owner_ids: [], group_ids: [] } : PRIVATE_FILTER,
        message: { text, attachments: [] },
        sendType: 2,
        sendAt,
        status: 1,
        createdBy: admin.id,
        createdAt: new Date(now.getTime() - (index + 1) * 3_600_000),
      })
      .returning({ id: massSends.id });
    const sendId = send!.id;
    const targets = isGroup
      ? sql`select g.id::bigint as target_id, g.owner_employee_id as employee_id
          from customer_groups g where g.tenant_id = ${tenantId} and g.dismissed_at is null
            and g.owner_employee_id is not null and (g.id + ${index}) % 3 = 0`
      : sql`select distinct on (r.customer_id) r.customer_id as target_id, r.employee_id
          from customer_relations r where r.tenant_id = ${tenantId}
            and (r.customer_id + ${index}) % 11 = 0
          order by r.customer_id, r.added_at`;
    await db.execute(sql`
      insert into mass_send_tasks (tenant_id, send_id, employee_id, platform_msg_id, status)
      select ${tenantId}, ${sendId}, m.employee_id, 'msgcal' || ${sendId} || '_' || m.employee_id, 0
      from (select distinct employee_id from (${targets}) t) m`);
    await db.execute(sql`
      insert into sandbox_mass_tasks (tenant_id, msg_id, confirm_due_at)
      select k.tenant_id, k.platform_msg_id,
        ${sendAt}::timestamptz + make_interval(secs => e.confirm_delay_seconds)
      from mass_send_tasks k left join sandbox_reach_employees e
        on e.tenant_id = k.tenant_id and e.employee_id = k.employee_id
      where k.tenant_id = ${tenantId} and k.send_id = ${sendId}`);
    await db.execute(sql`
      insert into mass_send_recipients (tenant_id, send_id, task_id, employee_id, target_id)
      select ${tenantId}, ${sendId}, k.id, m.employee_id, m.target_id
      from (${targets}) m join mass_send_tasks k on k.tenant_id = ${tenantId}
        and k.send_id = ${sendId} and k.employee_id = m.employee_id`);
  }
  const staff = (
    (await db.execute(sql`select id from employees where tenant_id = ${tenantId}
      and status = 1 order by id`)) as unknown as { rows: { id: number }[] }
  ).rows.map((row) => Number(row.id));
  for (const [days, clock, name, text] of staff.length > 0 ? MOMENTS : []) {
    const publishAt = chinaAt(now, days, clock);
    const [task] = await db
      .insert(momentTasks)
      .values({
        tenantId,
        name,
        content: { text, attachments: [] },
        senderScope: { kind: 'all', ids: [] },
        visibleTagIds: [],
        likeTagIds: [],
        commentTagIds: [],
        publishAt,
        endAt: new Date(publishAt.getTime() + 3 * DAY_MS),
        createdBy: admin.id,
        createdAt: now,
      })
      .returning({ id: momentTasks.id });
    await db
      .insert(momentTaskEmployees)
      .values(staff.map((employeeId) => ({ tenantId, taskId: task!.id, employeeId })));
  }
  for (const [days, name, content] of PLANS) {
    await db.insert(operationPlans).values({
      tenantId,
      name,
      trigger: { kind: 'date', date: chinaDay(now, days), audience_id: null },
      steps: [
        { action: 'message', wait_days: 0, condition: 'all', content },
        { action: 'sms', wait_days: 2, condition: 'not_bought', content: '福利券即将过期，别错过' },
      ],
      createdAt: now,
      updatedAt: now,
    });
  }
}
