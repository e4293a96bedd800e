// issue #16 community growth demo data: three new-customer rules (by employees, by channel
// codes, one switched off) with the last 90 days' new friends reached and joined, and the
// tag-invite tasks of seed-tag-invite.ts, so /new-customer-join-group and
// /tag-invite-group show real numbers on a fresh start. Idempotent: a tenant with a rule is
// left alone.
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { NewCustomerRuleForm } from '../../../contract/acquiring/new-customer-join-group';
import { seededRandom } from '../../platform/sandbox/fake-people';
import type { Database } from '../database';
import { channelCodes } from '../schema/acquiring';
import { newCustomerGroupRecords, newCustomerGroupRules } from '../schema/acquiring-growth';
import { customerEvents, customerGroups } from '../schema/customers';
import { employees } from '../schema/directory';
import { insertInBatches } from './seed-sandbox-insert';
import { seedTagInviteTasks } from './seed-tag-invite';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const PER_RULE_MAX = 400;

const ruleForm = (partial: Partial<NewCustomerRuleForm>): NewCustomerRuleForm => ({
  name: '',
  employee_ids: [],
  channel_code_ids: [],
  group_source: 'groups',
  group_ids: [],
  group_code_id: null,
  member_cap: 200,
  guide_text: '欢迎添加！点击下方卡片加入福利群，第一时间获取优惠和活动信息～',
  link_title: '点击加入福利群',
  link_desc: '扫码进群领取新人专属福利',
  ...partial,
});

async function seedRules(
  db: Database,
  tenantId: string,
  now: Date,
  staff: number[],
  groups: number[],
) {
  const codes = await db
    .select({ id: channelCodes.id })
    .from(channelCodes)
    .where(eq(channelCodes.tenantId, tenantId))
    .orderBy(asc(channelCodes.id))
    .limit(2);
  const rules = [
    {
      form: ruleForm({
        name: '门店新客福利群',
        employee_ids: staff.slice(0, 3),
        group_ids: groups.slice(0, 3),
      }),
      status: 1,
      days: 88,
    },
    {
      form: ruleForm({
        name: '渠道活码新客群',
        channel_code_ids: codes.map((code) => code.id),
        group_ids: groups.slice(3, 5),
        guide_text: '感谢扫码添加～点击卡片进入直播福利群，开播提醒和专属优惠都在群里。',
        link_title: '进直播福利群',
      }),
      status: 1,
      days: 60,
    },
    {
      form: ruleForm({
        name: '老带新活动群',
        employee_ids: staff.slice(3, 5),
        group_ids: groups.slice(5, 6),
      }),
      status: 2,
      days: 75,
    },
  ];
  const random = seededRandom(16_016);
  for (const { form, status, days } of rules) {
    if (form.group_ids.length === 0) continue;
    const since = new Date(now.getTime() - days * DAY_MS);
    const [rule] = await db
      .insert(newCustomerGroupRules)
      .values({
        tenantId,
        name: form.name,
        status,
        config: { ...form },
        createdAt: since,
        updatedAt: since,
      })
      .returning({ id: newCustomerGroupRules.id });
    const until = status === 1 ? now : new Date(now.getTime() - 20 * DAY_MS);
    const adds = await db
      .select({
        customerId: customerEvents.customerId,
        employeeId: customerEvents.employeeId,
        codeId: customerEvents.channelCodeId,
        at: customerEvents.occurredAt,
      })
      .from(customerEvents)
      .where(
        and(
          eq(customerEvents.tenantId, tenantId),
          eq(customerEvents.eventType, 'added'),
          gte(customerEvents.occurredAt, since),
          sql`${customerEvents.occurredAt} <= ${until}`,
          form.employee_ids.length
            ? inArray(customerEvents.employeeId, form.employee_ids)
            : inArray(
                customerEvents.channelCodeId,
                form.channel_code_ids.length ? form.channel_code_ids : [-1],
              ),
        ),
      )
      .orderBy(desc(customerEvents.occurredAt))
      .limit(PER_RULE_MAX);
    const seen = new Set<number>();
    const records = adds.flatMap((add) => {
      if (seen.has(add.customerId) || add.employeeId === null) return [];
      seen.add(add.customerId);
      const invited = random() < 0.58;
      const groupId = form.group_ids[Math.floor(random() * form.group_ids.length)] as number;
      const joinAt = invited
        ? new Date(add.at.getTime() + Math.floor(random() * 6 * HOUR_MS) + 60_000)
        : null;
      // A join lies in the past: a customer invited in the last hours may not have joined yet
      // (a join after the seed's now put 入群 at the top of a customer's timeline for hours).
      const joinedAt = joinAt && joinAt <= now ? joinAt : null;
      return [
        {
          tenantId,
          ruleId: rule?.id as number,
          customerId: add.customerId,
          employeeId: add.employeeId,
          channelCodeId: add.codeId,
          groupId,
          status: joinedAt ? 2 : 1,
          sentAt: add.at,
          joinedAt,
        },
      ];
    });
    await insertInBatches(records, (slice) =>
      db.insert(newCustomerGroupRecords).values(slice).onConflictDoNothing(),
    );
    const events = records.flatMap((record) => [
      {
        tenantId,
        customerId: record.customerId,
        employeeId: record.employeeId,
        channelCodeId: record.channelCodeId,
        eventType: 'welcome_sent',
        content: {
          source: 'new_customer_join_group',
          rule_id: record.ruleId,
          rule_name: form.name,
          text: form.guide_text,
          link_title: form.link_title,
        },
        occurredAt: record.sentAt,
      },
      ...(record.joinedAt
        ? [
            {
              tenantId,
              customerId: record.customerId,
              employeeId: record.employeeId,
              channelCodeId: null,
              eventType: 'joined_group',
              content: { group_id: record.groupId, source: 'new_customer_join_group' },
              occurredAt: record.joinedAt,
            },
          ]
        : []),
    ]);
    await insertInBatches(events, (slice) => db.insert(customerEvents).values(slice));
  }
}

export async function seedAcquiringGrowth(db: Database, tenantId = 'demo', now = new Date()) {
  const [existing] = await db
    .select({ id: newCustomerGroupRules.id })
    .from(newCustomerGroupRules)
    .where(eq(newCustomerGroupRules.tenantId, tenantId))
    .limit(1);
  if (existing) return false;
  const staff = (
    await db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.tenantId, tenantId), eq(employees.status, 1)))
      .orderBy(asc(employees.id))
      .limit(8)
  ).map((row) => row.id);
  const groups = (
    await db
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .where(and(eq(customerGroups.tenantId, tenantId), sql`${customerGroups.dismissedAt} is null`))
      .orderBy(asc(customerGroups.id))
      .limit(6)
  ).map((row) => row.id);
  if (staff.length < 4 || groups.length < 2) return false;
  await seedRules(db, tenantId, now, staff, groups);
  await seedTagInviteTasks(db, tenantId, now, staff, groups);
  return true;
}
