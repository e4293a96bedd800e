// issue #15 seed: demo's group codes (over demo's groups: scans, joins and quits for 90 days,
// the members they left) and short links (views per visitor and channel, adds with chat
// status, and a quota of two batches, one expiring soon).
import { and, eq, gt } from 'drizzle-orm';
import type { GroupCodeForm } from '../../../contract/acquiring/group-code';
import type { ShortLinkForm } from '../../../contract/acquiring/short-chain';
import type { Database } from '../database';
import {
  groupCodeEvents,
  groupCodeQrs,
  groupCodes,
  shortLinkAdds,
  shortLinkQuotaBatches,
  shortLinkViews,
  shortLinks,
} from '../schema/acquiring-tools';
import type { ToolSeedContext } from './seed-acquiring-tools';
import { DAY_MS, key, state, timeOn } from './seed-acquiring-tools';
import { insertInBatches } from './seed-sandbox-insert';
import { chinaDateOf } from '../../../contract/china-time';

export async function seedGroupCodes(db: Database, context: ToolSeedContext) {
  const { tenantId, random, groups, employeeIds } = context;
  if (groups.length < 2) return;
  const plans = [
    { name: '会员福利群活码', groups: groups.slice(0, 3), cap: 200 },
    {
      name: '新品体验群活码',
      groups: groups.slice(3, 6).length ? groups.slice(3, 6) : groups.slice(0, 1),
      cap: 150,
    },
  ];
  for (const plan of plans) {
    const form: GroupCodeForm = {
      name: plan.name,
      qrs: plan.groups.map((group) => ({
        group_id: group.id,
        name: '',
        member_cap: plan.cap,
        expires_at: null,
      })),
      tag_ids: [],
      join_guide: '欢迎加入！群内每周发布会员专属福利，请先阅读群公告。',
      auto_create: true,
      room_base_name: plan.name.replace('活码', ''),
      owner_employee_id: employeeIds[0] ?? null,
      warn_slots: 20,
    };
    const [code] = await db
      .insert(groupCodes)
      .values({
        tenantId,
        name: plan.name,
        state: state('gc'),
        publicKey: key(),
        config: form as never,
        createdAt: new Date(context.now.getTime() - 95 * DAY_MS),
      })
      .returning({ id: groupCodes.id });
    if (!code) continue;
    const qrs = await db
      .insert(groupCodeQrs)
      .values(
        plan.groups.map((group, index) => ({
          tenantId,
          groupCodeId: code.id,
          position: index + 1,
          groupId: group.id,
          name: group.name,
          memberCap: plan.cap,
        })),
      )
      .returning({ id: groupCodeQrs.id });
    const members = qrs.map(() => 0);
    const events: (typeof groupCodeEvents.$inferInsert)[] = [];
    let current = 0;
    for (let daysAgo = 89; daysAgo >= 0; daysAgo -= 1) {
      const scans = 3 + Math.floor(random() * 5);
      for (let index = 0; index < scans; index += 1) {
        while (current < qrs.length - 1 && (members[current] ?? 0) >= plan.cap - 5) current += 1;
        const qrId = qrs[current]?.id ?? null;
        const at = timeOn(context, daysAgo);
        events.push({ tenantId, groupCodeId: code.id, qrId, kind: 'scan', occurredAt: at });
        if (random() < 0.7 && (members[current] ?? 0) < plan.cap) {
          members[current] = (members[current] ?? 0) + 1;
          events.push({
            tenantId,
            groupCodeId: code.id,
            qrId,
            kind: 'join',
            occurredAt: new Date(at.getTime() + 20_000),
          });
        }
        if (random() < 0.1 && (members[current] ?? 0) > 0) {
          members[current] = (members[current] ?? 0) - 1;
          events.push({
            tenantId,
            groupCodeId: code.id,
            qrId,
            kind: 'quit',
            occurredAt: new Date(at.getTime() + 60_000),
          });
        }
      }
    }
    await insertInBatches(events, (slice) => db.insert(groupCodeEvents).values(slice));
    for (const [index, qr] of qrs.entries()) {
      await db
        .update(groupCodeQrs)
        .set({ members: members[index] ?? 0 })
        .where(and(eq(groupCodeQrs.tenantId, tenantId), eq(groupCodeQrs.id, qr.id)));
    }
  }
}

const CHANNELS = [
  { label: '抖音信息流', customer_channel: 'douyin' },
  { label: '短信召回', customer_channel: 'sms' },
];

export async function seedShortLinks(db: Database, context: ToolSeedContext) {
  const { tenantId, random, employeeIds, customerIds, now } = context;
  await db.insert(shortLinkQuotaBatches).values([
    { tenantId, amount: 2000, used: 0, expiresAt: new Date(now.getTime() + 200 * DAY_MS) },
    { tenantId, amount: 500, used: 0, expiresAt: new Date(now.getTime() + 12 * DAY_MS) },
  ]);
  const names = ['抖音广告获客链接', '短信召回获客链接', '官网咨询获客链接'];
  let used = 0;
  let customerIndex = 0;
  for (const [linkIndex, name] of names.entries()) {
    const form: ShortLinkForm = {
      name,
      employee_ids: employeeIds.slice(linkIndex, linkIndex + 3),
      department_ids: [],
      auto_accept: true,
      channels: linkIndex === 2 ? [] : CHANNELS,
      landing_title: '添加专属顾问',
      landing_description: '一对一解答产品问题，领取新人专享优惠。',
      enabled: true,
      expires_on: null,
      mini_program_enable: false,
      mini_program_id: null,
      mini_program_path: '',
      mini_program_query: '',
    };
    const [link] = await db
      .insert(shortLinks)
      .values({
        tenantId,
        name,
        state: state('sl'),
        publicKey: key(),
        config: { ...form, issued: null } as never,
        createdAt: new Date(now.getTime() - 95 * DAY_MS),
      })
      .returning({ id: shortLinks.id });
    if (!link) continue;
    const views: (typeof shortLinkViews.$inferInsert)[] = [];
    const adds: (typeof shortLinkAdds.$inferInsert)[] = [];
    const channels = ['', ...form.channels.map((row) => row.customer_channel)];
    for (let daysAgo = 89; daysAgo >= 0; daysAgo -= 1) {
      const day = chinaDateOf(timeOn(context, daysAgo));
      for (const channel of channels) {
        const visitors = 2 + Math.floor(random() * 7);
        for (let visitor = 0; visitor < visitors; visitor += 1) {
          views.push({
            tenantId,
            linkId: link.id,
            channel,
            day,
            visitor: `seed${linkIndex}${daysAgo}${channel}${visitor}`,
            views: 1 + Math.floor(random() * 2),
          });
          if (random() < 0.25 && customerIds.length) {
            adds.push({
              tenantId,
              linkId: link.id,
              channel,
              customerId: customerIds[customerIndex++ % customerIds.length] as number,
              employeeId: form.employee_ids[visitor % form.employee_ids.length] as number,
              chatStatus: Math.floor(random() * 3),
              addedAt: timeOn(context, daysAgo),
            });
          }
        }
      }
    }
    used += adds.length;
    await insertInBatches(views, (slice) => db.insert(shortLinkViews).values(slice));
    await insertInBatches(adds, (slice) => db.insert(shortLinkAdds).values(slice));
  }
  await db
    .update(shortLinkQuotaBatches)
    .set({ used: Math.min(used, 500) })
    .where(
      and(eq(shortLinkQuotaBatches.tenantId, tenantId), gt(shortLinkQuotaBatches.amount, 1000)),
    );
}
