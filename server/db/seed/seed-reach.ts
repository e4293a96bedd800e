// issue #17: 90 days of reach history for the demo tenant, made on first start — private and
// group mass sends every few days with one task per employee and one recipient row per
// customer or group (and the sandbox's matching deliveries, so limits and totals agree),
// the sandbox's employee behaviour (most confirm after a few seconds, some never) and the
// SMS account with one send by admin. Set-based SQL, idempotent: a tenant that has any send
// is left alone.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { users } from '../schema/identity';
import { smsText } from '../../../contract/reach/marketing-msg-rules';
import { massSends, reachSettings } from '../schema/reach';
import { smsRecipients, smsSends, smsSignatures, smsTemplates } from '../schema/reach-moments-sms';

const DAY_MS = 86_400_000;
const PRIVATE_TEXTS = [
  '{客户昵称}您好，本周会员日全场8.8折，到店出示此消息再送小样一份～',
  '{客户昵称}，您关注的新品已到店，回复“1”我帮您预留尺码。',
  '双十一预售开启：定金50抵100，{员工姓名}为您准备了专属优惠券。',
  '{客户昵称}您好，您的积分将于月底清零，可在小程序兑换礼品。',
  '感谢您一直以来的支持！门店周年庆，满299减50，活动截止本周日。',
  '天气转凉，{员工姓名}提醒您：秋冬新款已上架，点击链接先睹为快。',
];
const GROUP_TEXTS = [
  '各位群友好，今晚8点群内秒杀，9.9元抢购爆款，准时来哦！',
  '本周六门店沙龙报名开始，名额30个，群内接龙即可。',
  '新人福利：入群即可领取无门槛10元券，小程序首页领取。',
  '群公告：下周一起门店营业时间调整为10:00-22:00。',
];

export async function seedReach(db: Database, tenantId = 'demo', now = new Date()): Promise<void> {
  const [existing] = await db
    .select({ id: massSends.id })
    .from(massSends)
    .where(eq(massSends.tenantId, tenantId))
    .limit(1);
  if (existing) return;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.account, 'admin'));
  if (!admin) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(reachSettings)
      .values({ tenantId, smsPartPriceLi: 45, smsBalanceLi: 500_000 })
      .onConflictDoNothing();
    const reviewed = new Date(now.getTime() - 30 * DAY_MS);
    const [signature] = await tx
      .insert(smsSignatures)
      .values({
        tenantId,
        name: '演示商城',
        status: 1,
        submittedAt: reviewed,
        reviewDueAt: reviewed,
      })
      .returning({ id: smsSignatures.id });
    const content = '本周六会员日全场8.8折，积分翻倍，期待您的光临。';
    const [template] = await tx
      .insert(smsTemplates)
      .values({
        tenantId,
        name: '会员日提醒',
        content,
        status: 1,
        submittedAt: reviewed,
        reviewDueAt: reviewed,
      })
      .returning({ id: smsTemplates.id });
    // One send admin made (issue #41: an SMS send is its sender's, docs/permissions.md).
    const sentAt = new Date(reviewed.getTime() + DAY_MS);
    const [sms] = await tx
      .insert(smsSends)
      .values({
        tenantId,
        name: '会员日短信',
        signatureId: signature!.id,
        templateId: template!.id,
        content: smsText('演示商城', content),
        parts: 1,
        partPriceLi: 45,
        targetKind: 3,
        sendAt: sentAt,
        status: 2,
        createdBy: admin.id,
        createdAt: sentAt,
      })
      .returning({ id: smsSends.id });
    await tx.insert(smsRecipients).values(
      ['13800000001', '13800000002', '13800000003'].map((phone) => ({
        tenantId,
        sendId: sms!.id,
        phone,
        status: 1,
        deliveredAt: sentAt,
      })),
    );
    // Sandbox behaviour: every fifth employee never confirms, the others within 2–8 seconds.
    await tx.execute(sql`
      insert into sandbox_reach_employees (tenant_id, employee_id, confirm_delay_seconds)
      select tenant_id, id, case when row_number() over (order by id) % 5 = 0 then null
        else 2 + (id % 7) end
      from employees where tenant_id = ${tenantId}
      on conflict do nothing`);
    for (let day = 88, index = 0; day >= 2; day -= 3, index += 1) {
      const sendAt = new Date(now.getTime() - day * DAY_MS);
      sendAt.setUTCHours(2 + (index % 6), 0, 0, 0);
      const isGroup = index % 3 === 2;
      const texts = isGroup ? GROUP_TEXTS : PRIVATE_TEXTS;
      const text = texts[index % texts.length]!;
      const [send] = await tx
        .insert(massSends)
        .values({
          tenantId,
          channel: isGroup ? 2 : 1,
          name: `${isGroup ? '社群通知' : '会员触达'}第${index + 1}期`,
          filter: isGroup
            ? { owner_ids: [], group_ids: [] }
            : {
                sender_ids: [],
                department_ids: [],
                target: 'all',
                gender: null,
                tag_ids: [],
                exclude_tag_ids: [],
                dedupe_employee_id: null,
              },
          message: { text, attachments: [] },
          sendType: index % 4 === 0 ? 2 : 1,
          sendAt,
          status: 3,
          createdBy: admin.id,
          createdAt: new Date(sendAt.getTime() - 3600_000),
        })
        .returning({ id: massSends.id });
      const sendId = send!.id;
      const modulus = isGroup ? 2 : 9;
      const targets = isGroup
        ? sql`select g.id::bigint as target_id, g.owner_employee_id as employee_id from customer_groups g
            where g.tenant_id = ${tenantId} and g.owner_employee_id is not null
              and g.created_at <= ${sendAt} and (g.id + ${index}) % ${modulus} = 0`
        : sql`select distinct on (r.customer_id) r.customer_id as target_id, r.employee_id
            from customer_relations r where r.tenant_id = ${tenantId} and r.added_at <= ${sendAt}
              and (r.customer_id + ${index}) % ${modulus} = 0
            order by r.customer_id, r.added_at`;
      await tx.execute(sql`
        insert into mass_send_tasks (tenant_id, send_id, employee_id, platform_msg_id, status, confirmed_at)
        select ${tenantId}, ${sendId}, m.employee_id, 'msgseed' || ${sendId} || '_' || m.employee_id,
          1, ${sendAt}::timestamptz + interval '25 minutes'
        from (select distinct employee_id from (${targets}) t) m`);
      await tx.execute(sql`
        insert into mass_send_recipients (tenant_id, send_id, task_id, employee_id, target_id, status, reason, delivered_at)
        select ${tenantId}, ${sendId}, k.id, m.employee_id, m.target_id,
          case when m.target_id % 41 = 7 then 2 when (m.target_id + ${index}) % 23 = 0 then 3
            when m.target_id % 97 = 13 then 4 else 1 end,
          case when m.target_id % 41 = 7 then ${isGroup ? '客户群已解散' : '客户已不是该员工的好友'}
            when (m.target_id + ${index}) % 23 = 0 then '本月接收企业群发消息已达上限'
            when m.target_id % 97 = 13 then '客户已设置拒收企业群发消息' else '' end,
          ${sendAt}::timestamptz + interval '30 minutes'
        from (${targets}) m
        join mass_send_tasks k on k.tenant_id = ${tenantId} and k.send_id = ${sendId}
          and k.employee_id = m.employee_id`);
      await tx.execute(sql`
        insert into sandbox_deliveries (tenant_id, recipient_id, channel, target_id, result, reason, delivered_at)
        select tenant_id, id, ${isGroup ? 2 : 1}, target_id, status, reason, delivered_at
        from mass_send_recipients where tenant_id = ${tenantId} and send_id = ${sendId}`);
    }
  });
}
