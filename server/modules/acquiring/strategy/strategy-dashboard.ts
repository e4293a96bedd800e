// issue #15 /strategy 获客策略: the acquisition hub. Adds per tool per China day over 14 days
// (this week vs the week before), every entry's adds this week for best/worst, and alerts:
// channel codes with nobody on duty now, group codes' QR expiry and slots, quota low.
import { and, eq, gte, isNotNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { LockCodeForm } from '../../../../contract/acquiring/lock-code';
import type {
  StrategyAlert,
  StrategyDashboard,
  StrategyEntry,
  StrategyTool,
} from '../../../../contract/acquiring/strategy';
import { STRATEGY_TOOLS } from '../../../../contract/acquiring/strategy';
import type { Database } from '../../../db/database';
import { channelCodes } from '../../../db/schema/acquiring';
import {
  groupCodeEvents,
  groupCodes,
  lockCodes,
  lockScans,
  shortLinkAdds,
  shortLinks,
  shuntCodes,
  shuntExposures,
} from '../../../db/schema/acquiring-tools';
import { aiCallImports, aiCallNumbers } from '../../../db/schema/acquiring-ai-call';
import { customerEvents } from '../../../db/schema/customers';
import { importedNumberAdded } from '../../statistics/figures/figure-definitions';
import { addChinaDays, chinaClock, chinaDayStart } from '../../../../contract/china-time';
import { listGroupCodes } from '../group-code/group-queries';
import { lockOnDuty } from '../lock-code/lock-scan';
import { quotaOf } from '../short-chain/short-link-quota';
import { chinaDaySql } from '../../../db/china-time-sql';

interface Count {
  readonly day: string;
  readonly id: number;
  readonly n: number;
}

const dayOf = (column: SQLWrapper) => chinaDaySql(column);

async function countsByTool(
  db: Database,
  tenantId: string,
  since: Date,
): Promise<Record<StrategyTool, Count[]>> {
  const channel = await db
    .select({
      day: dayOf(customerEvents.occurredAt),
      id: sql<number>`${customerEvents.channelCodeId}`,
      n: sql<number>`count(*)::int`,
    })
    .from(customerEvents)
    .where(
      and(
        eq(customerEvents.tenantId, tenantId),
        eq(customerEvents.eventType, 'added'),
        isNotNull(customerEvents.channelCodeId),
        gte(customerEvents.occurredAt, since),
      ),
    )
    .groupBy(dayOf(customerEvents.occurredAt), customerEvents.channelCodeId);
  const lock = await db
    .select({
      day: dayOf(lockScans.occurredAt),
      id: lockScans.lockCodeId,
      n: sql<number>`count(*)::int`,
    })
    .from(lockScans)
    .where(
      and(
        eq(lockScans.tenantId, tenantId),
        eq(lockScans.kind, 'new'),
        gte(lockScans.occurredAt, since),
      ),
    )
    .groupBy(dayOf(lockScans.occurredAt), lockScans.lockCodeId);
  const shunt = await db
    .select({
      day: dayOf(shuntExposures.addedAt),
      id: shuntExposures.shuntCodeId,
      n: sql<number>`count(*)::int`,
    })
    .from(shuntExposures)
    .where(and(eq(shuntExposures.tenantId, tenantId), gte(shuntExposures.addedAt, since)))
    .groupBy(dayOf(shuntExposures.addedAt), shuntExposures.shuntCodeId);
  const group = await db
    .select({
      day: dayOf(groupCodeEvents.occurredAt),
      id: groupCodeEvents.groupCodeId,
      n: sql<number>`count(*)::int`,
    })
    .from(groupCodeEvents)
    .where(
      and(
        eq(groupCodeEvents.tenantId, tenantId),
        eq(groupCodeEvents.kind, 'join'),
        gte(groupCodeEvents.occurredAt, since),
      ),
    )
    .groupBy(dayOf(groupCodeEvents.occurredAt), groupCodeEvents.groupCodeId);
  const link = await db
    .select({
      day: dayOf(shortLinkAdds.addedAt),
      id: shortLinkAdds.linkId,
      n: sql<number>`count(*)::int`,
    })
    .from(shortLinkAdds)
    .where(and(eq(shortLinkAdds.tenantId, tenantId), gte(shortLinkAdds.addedAt, since)))
    .groupBy(dayOf(shortLinkAdds.addedAt), shortLinkAdds.linkId);
  // 导入加粉: numbers added, by the one definition of the figure (figure-definitions.ts).
  const imported = await db
    .select({
      day: dayOf(aiCallNumbers.addedAt),
      id: aiCallNumbers.importId,
      n: sql<number>`count(*)::int`,
    })
    .from(aiCallNumbers)
    .where(
      and(
        eq(aiCallNumbers.tenantId, tenantId),
        importedNumberAdded(),
        gte(aiCallNumbers.addedAt, since),
      ),
    )
    .groupBy(dayOf(aiCallNumbers.addedAt), aiCallNumbers.importId);
  return { channel, lock, shunt, group, short_link: link, import: imported };
}

async function entryNames(db: Database, tenantId: string) {
  const pick = async (
    table: typeof lockCodes | typeof shuntCodes | typeof groupCodes | typeof shortLinks,
  ) =>
    db.select({ id: table.id, name: table.name }).from(table).where(eq(table.tenantId, tenantId));
  return {
    channel: await db
      .select({ id: channelCodes.id, name: channelCodes.name })
      .from(channelCodes)
      .where(eq(channelCodes.tenantId, tenantId)),
    lock: await pick(lockCodes),
    shunt: await pick(shuntCodes),
    group: await pick(groupCodes),
    short_link: await pick(shortLinks),
    import: await db
      .select({ id: aiCallImports.id, name: aiCallImports.title })
      .from(aiCallImports)
      .where(eq(aiCallImports.tenantId, tenantId)),
  };
}

async function alertsOf(db: Database, tenantId: string, at: Date): Promise<StrategyAlert[]> {
  const alerts: StrategyAlert[] = [];
  const codes = await db
    .select({ id: channelCodes.id, name: channelCodes.name, config: channelCodes.config })
    .from(channelCodes)
    .where(eq(channelCodes.tenantId, tenantId));
  for (const code of codes) {
    const config = code.config as unknown as LockCodeForm;
    if (
      config.schedule_enable &&
      lockOnDuty(config, at).length === 0 &&
      (config.backup_employee_ids ?? []).length === 0
    ) {
      alerts.push({
        tool: 'channel',
        id: code.id,
        kind: 'no_duty',
        text: `渠道活码「${code.name}」当前没有在班员工，扫码客户将无法添加`,
      });
    }
  }
  const groups = await listGroupCodes(db, tenantId, { page: 1, page_size: 100 }, at);
  for (const row of groups.list) {
    for (const warning of row.warnings) {
      alerts.push({
        tool: 'group',
        id: row.id,
        kind: warning.includes('过期') ? 'qr_expiring' : 'slots_low',
        text: `群活码「${row.name}」：${warning}`,
      });
    }
  }
  const quota = await quotaOf(db, tenantId, at);
  if (quota.total > 0 && quota.balance < Math.max(20, quota.total * 0.1)) {
    alerts.push({
      tool: 'short_link',
      id: 0,
      kind: 'quota_low',
      text: `获客助手额度仅剩 ${quota.balance} 个（共 ${quota.total}），请及时购买`,
    });
  }
  return alerts;
}

export async function strategyDashboard(
  db: Database,
  tenantId: string,
  at: Date,
): Promise<StrategyDashboard> {
  const today = chinaClock(at).date;
  const first = addChinaDays(today, -13);
  const weekStart = addChinaDays(today, -6);
  const counts = await countsByTool(db, tenantId, chinaDayStart(first));
  const names = await entryNames(db, tenantId);
  const trend = Array.from({ length: 14 }, (_, index) => {
    const day = addChinaDays(first, index);
    const row = { day } as { day: string } & Record<StrategyTool, number>;
    for (const tool of STRATEGY_TOOLS) {
      row[tool] = counts[tool]
        .filter((count) => count.day === day)
        .reduce((sum, count) => sum + count.n, 0);
    }
    return row;
  });
  const entries: StrategyEntry[] = [];
  const tools = STRATEGY_TOOLS.map((tool) => {
    const list = names[tool];
    for (const entry of list) {
      const own = counts[tool].filter((count) => count.id === entry.id);
      const adds = own
        .filter((count) => count.day >= weekStart)
        .reduce((sum, count) => sum + count.n, 0);
      const previous = own
        .filter((count) => count.day < weekStart)
        .reduce((sum, count) => sum + count.n, 0);
      entries.push({ tool, id: entry.id, name: entry.name, adds, previous });
    }
    const adds = trend
      .filter((row) => row.day >= weekStart)
      .reduce((sum, row) => sum + row[tool], 0);
    const previous = trend
      .filter((row) => row.day < weekStart)
      .reduce((sum, row) => sum + row[tool], 0);
    return { tool, adds, previous, entries: list.length };
  });
  const sorted = [...entries].sort((a, b) => b.adds - a.adds || a.name.localeCompare(b.name));
  return {
    tools,
    trend,
    best: sorted.slice(0, 5),
    worst: sorted
      .slice(-5)
      .reverse()
      .filter((entry) => !sorted.slice(0, 5).includes(entry)),
    alerts: await alertsOf(db, tenantId, at),
  };
}
