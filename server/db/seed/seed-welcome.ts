// issue #16: demo's welcomes (a default with a weekend period, one by employees, one by
// department, a nickname block list), two group-join templates, and the diagnostics of the
// last 90 days' adds and joins — chosen by the same rule as live adds, with a few window
// and platform failures — so /welcome and /group-welcome show real numbers on a fresh start.
// Idempotent (a tenant with a welcome is left alone), bulk inserts, one transaction.
import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { WelcomeForm } from '../../../contract/acquiring/welcome';
import { fillVariables } from '../../../contract/message-content';
import { chooseWelcome } from '../../modules/acquiring/welcome/welcome-choice';
import type { CodeWelcome, StoredWelcome } from '../../modules/acquiring/welcome/welcome-choice';
import { seededRandom } from '../../platform/sandbox/fake-people';
import type { Database } from '../database';
import { channelCodes } from '../schema/acquiring';
import { welcomeLogs, welcomeMessages, welcomeSettings } from '../schema/acquiring-welcome';
import { customerEvents, customerGroups, customers } from '../schema/customers';
import { employees } from '../schema/directory';
import { insertInBatches } from './seed-sandbox-insert';
import { seedGroupWelcome } from './seed-group-welcome';

const DAY_MS = 86_400_000;
const BLOCK_WORDS = ['广告', '代理', '兼职'];

const text = (value: string) => ({ text: value, attachments: [] });
const form = (partial: Partial<WelcomeForm> & Pick<WelcomeForm, 'message'>): WelcomeForm => ({
  is_default: false,
  employee_ids: [],
  department_ids: [],
  periods_enable: false,
  periods: [],
  ...partial,
});

export async function seedWelcome(db: Database, tenantId = 'demo', now = new Date()) {
  const [existing] = await db
    .select({ id: welcomeMessages.id })
    .from(welcomeMessages)
    .where(eq(welcomeMessages.tenantId, tenantId))
    .limit(1);
  if (existing) return false;
  const staff = await db
    .select({ id: employees.id, departmentId: employees.departmentId })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.status, 1)))
    .orderBy(asc(employees.id))
    .limit(8);
  if (staff.length < 4) return false;
  const since = new Date(now.getTime() - 90 * DAY_MS);
  const [adds, joins, codes, groups] = await Promise.all([
    db
      .select({
        customerId: customerEvents.customerId,
        employeeId: customerEvents.employeeId,
        codeId: customerEvents.channelCodeId,
        at: customerEvents.occurredAt,
        name: customers.name,
      })
      .from(customerEvents)
      .innerJoin(
        customers,
        and(
          eq(customers.tenantId, customerEvents.tenantId),
          eq(customers.id, customerEvents.customerId),
        ),
      )
      .where(
        and(
          eq(customerEvents.tenantId, tenantId),
          eq(customerEvents.eventType, 'added'),
          gte(customerEvents.occurredAt, since),
        ),
      )
      .orderBy(desc(customerEvents.occurredAt))
      .limit(600),
    db
      .select({
        customerId: customerEvents.customerId,
        content: customerEvents.content,
        at: customerEvents.occurredAt,
      })
      .from(customerEvents)
      .where(
        and(
          eq(customerEvents.tenantId, tenantId),
          eq(customerEvents.eventType, 'joined_group'),
          gte(customerEvents.occurredAt, since),
        ),
      )
      .orderBy(desc(customerEvents.occurredAt))
      .limit(300),
    db.select().from(channelCodes).where(eq(channelCodes.tenantId, tenantId)),
    db
      .select({ id: customerGroups.id, owner: customerGroups.ownerEmployeeId })
      .from(customerGroups)
      .where(eq(customerGroups.tenantId, tenantId))
      .orderBy(asc(customerGroups.id))
      .limit(20),
  ]);
  const random = seededRandom(1616);
  const [first, second, third] = staff as [
    (typeof staff)[number],
    (typeof staff)[number],
    (typeof staff)[number],
  ];
  const department = staff.slice(3).find((row) => row.departmentId !== null)?.departmentId;

  await db.transaction(async (tx) => {
    const weekend = {
      weekdays: [6, 7],
      start_time: '09:00',
      end_time: '18:00',
      message: text(
        '周末好{客户昵称}～我是{员工姓名}，周末值班中，有问题随时留言，工作日一早回复您。',
      ),
    };
    const configs: { isDefault: boolean; form: WelcomeForm }[] = [
      {
        isDefault: true,
        form: form({
          is_default: true,
          message: text('您好{客户昵称}，我是{员工姓名}，很高兴为您服务！回复“1”领取新人礼包。'),
          periods_enable: true,
          periods: [weekend],
        }),
      },
      {
        isDefault: false,
        form: form({
          employee_ids: [first.id, second.id],
          message: text(
            '{客户昵称}您好，我是您的专属顾问{员工姓名}，本周下单享会员价，有任何问题都可以问我。',
          ),
          periods_enable: true,
          periods: [
            {
              weekdays: [1, 2, 3, 4, 5],
              start_time: '18:00',
              end_time: '23:00',
              message: text(
                '{客户昵称}晚上好，我已下班，明早9点第一时间回复您，先看看本周上新吧～',
              ),
            },
          ],
        }),
      },
      ...(department
        ? [
            {
              isDefault: false,
              form: form({
                department_ids: [department],
                message: text(
                  '欢迎{客户昵称}！门店地址与营业时间已为您整理好，到店出示本消息可享9折。',
                ),
              }),
            },
          ]
        : []),
    ];
    const inserted = await tx
      .insert(welcomeMessages)
      .values(
        configs.map(({ isDefault, form: value }, index) => ({
          tenantId,
          isDefault,
          employeeIds: value.employee_ids,
          departmentIds: value.department_ids,
          config: {
            message: value.message,
            periods_enable: value.periods_enable,
            periods: value.periods,
          },
          createdAt: new Date(now.getTime() - (95 - index) * DAY_MS),
          updatedAt: new Date(now.getTime() - (40 - index * 10) * DAY_MS),
        })),
      )
      .returning({ id: welcomeMessages.id });
    await tx.insert(welcomeSettings).values({ tenantId, nicknameBlockWords: BLOCK_WORDS });

    const stored: StoredWelcome[] = configs.map((entry, index) => ({
      id: inserted[index]!.id,
      config: entry.form,
    }));
    const [defaultWelcome, ...scoped] = stored as [StoredWelcome, ...StoredWelcome[]];
    const departmentOf = new Map(staff.map((row) => [row.id, row.departmentId]));
    // issue #38 item 9: the log shows the text as sent, its variables filled.
    const employeeNames = new Map(
      (
        await tx
          .select({ id: employees.id, name: employees.name })
          .from(employees)
          .where(eq(employees.tenantId, tenantId))
      ).map((row) => [row.id, row.name]),
    );
    const codeOf = new Map<number, CodeWelcome>(
      codes.map((code) => {
        const type = code.config.welcome_type;
        const welcomeType = type === 1 || type === 3 ? type : 2;
        const value = typeof code.config.welcome_text === 'string' ? code.config.welcome_text : '';
        return [code.id, { id: code.id, name: code.name, welcomeType, message: text(value) }];
      }),
    );
    const logs = adds.flatMap((add): (typeof welcomeLogs.$inferInsert)[] => {
      if (add.employeeId === null) return [];
      const employeeWelcome =
        scoped.find((welcome) => welcome.config.employee_ids.includes(add.employeeId!)) ??
        scoped.find((welcome) =>
          welcome.config.department_ids.includes(departmentOf.get(add.employeeId!) ?? -1),
        ) ??
        null;
      // A few made-up nicknames carry a blocked word (ads accounts), as in real traffic.
      const nickname = random() < 0.03 ? `${add.name}${BLOCK_WORDS[0]}` : add.name;
      const choice = chooseWelcome({
        at: add.at,
        nickname,
        blockWords: BLOCK_WORDS,
        code: add.codeId === null ? null : (codeOf.get(add.codeId) ?? null),
        employeeWelcome,
        defaultWelcome,
      });
      const base = {
        tenantId,
        customerId: add.customerId,
        customerName: nickname,
        employeeId: add.employeeId,
        channelCodeId: add.codeId,
        occurredAt: add.at,
      };
      if (!choice.send) {
        return [
          {
            ...base,
            outcome: 'skipped',
            source: null,
            reason: choice.reason,
            detail: choice.detail,
            welcomeId: null,
            textPreview: '',
          },
        ];
      }
      const roll = choice.source === 'code' ? 1 : random();
      const failure =
        roll < 0.02
          ? { reason: 'window_expired', detail: '添加好友超过20秒才处理，欢迎语发送窗口已过期' }
          : roll < 0.04
            ? { reason: 'platform_error', detail: '平台拒绝发送：员工未开通或已过期接口许可' }
            : null;
      return [
        {
          ...base,
          outcome: failure ? 'failed' : 'sent',
          source: choice.source,
          reason: failure?.reason ?? choice.reason,
          detail: failure ? `${choice.detail}：${failure.detail}` : choice.detail,
          welcomeId: choice.welcomeId,
          textPreview: fillVariables(choice.message.text, {
            客户昵称: nickname,
            员工姓名: employeeNames.get(add.employeeId) ?? '',
          }).slice(0, 120),
        },
      ];
    });
    await insertInBatches(logs, (slice) =>
      tx.insert(welcomeLogs).values(slice).onConflictDoNothing(),
    );

    await seedGroupWelcome(tx, { tenantId, now, joins, groups, ownerIds: [third.id, first.id] });
  });
  return true;
}
