// issue #15 /group-code reads: the list with the current group, slots left and warnings (QR
// expiring within a day, slots under the threshold, nothing usable), the detail and the
// statistics (scans, joins, quits, net per day and per group).
import { and, count, eq, getTableColumns, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type {
  GroupCodeDetail,
  GroupCodeForm,
  GroupCodeRow,
  GroupQrRow,
  GroupStatistics,
} from '../../../../contract/acquiring/group-code';
import type { ToolListQuery } from '../../../../contract/acquiring/tool-fields';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { groupCodeEvents, groupCodeQrs, groupCodes } from '../../../db/schema/acquiring-tools';
import { customerGroups, tags, customerGroupMembers } from '../../../db/schema/customers';
import { chinaDayStart } from '../../../../contract/china-time';
import { daysBetween, notFound } from '../tool-kit/tool-refs';
import { qrMembers, qrStatus, qrsOf } from './group-join';
import { chinaDaySql } from '../../../db/china-time-sql';
import { toolListPage } from '../tool-kit/tool-list-query';

export const groupScanPath = (key: string) => `/s/g/${key}`;
type Code = typeof groupCodes.$inferSelect;
type Qr = typeof groupCodeQrs.$inferSelect;
const DAY_MS = 86_400_000;

function qrRows(qrs: readonly Qr[], at: Date): GroupQrRow[] {
  let currentSeen = false;
  return qrs.map((qr) => {
    const state = qrStatus(qr, at);
    const status = state !== 'usable' ? state : currentSeen ? 'waiting' : 'current';
    if (status === 'current') currentSeen = true;
    return {
      id: qr.id,
      position: qr.position,
      group_id: qr.groupId,
      name: qr.name,
      member_cap: qr.memberCap,
      members: qr.members,
      expires_at: qr.expiresAt?.toISOString() ?? null,
      auto_created: qr.autoCreated,
      status,
    };
  });
}

export function warningsOf(config: GroupCodeForm, rows: readonly GroupQrRow[], at: Date): string[] {
  const warnings: string[] = [];
  const usable = rows.filter((row) => row.status === 'current' || row.status === 'waiting');
  for (const row of usable) {
    if (row.expires_at && Date.parse(row.expires_at) - at.getTime() < DAY_MS) {
      warnings.push(`「${row.name}」的群二维码将在24小时内过期，请尽快上传新的二维码`);
    }
  }
  const slots = usable.reduce((total, row) => total + Math.max(0, row.member_cap - row.members), 0);
  if (usable.length === 0) {
    warnings.push(
      config.auto_create
        ? '所有群已满或已过期，下一位入群时将自动创建新群'
        : '所有群已满或已过期，客户扫码将无法入群，请添加新群',
    );
  } else if (slots < config.warn_slots) {
    warnings.push(`剩余入群名额仅 ${slots} 个（提醒阈值 ${config.warn_slots}），请及时添加新群`);
  }
  return warnings;
}

async function rowsOf(
  db: Database,
  tenantId: string,
  codes: readonly Code[],
  at: Date,
): Promise<GroupCodeRow[]> {
  const ids = codes.map((code) => code.id);
  const qrs = ids.length
    ? await db
        .select({ ...getTableColumns(groupCodeQrs), members: qrMembers })
        .from(groupCodeQrs)
        .where(and(eq(groupCodeQrs.tenantId, tenantId), inArray(groupCodeQrs.groupCodeId, ids)))
    : [];
  const joins = ids.length
    ? await db
        .select({ id: groupCodeEvents.groupCodeId, n: count() })
        .from(groupCodeEvents)
        .where(
          and(
            eq(groupCodeEvents.tenantId, tenantId),
            inArray(groupCodeEvents.groupCodeId, ids),
            eq(groupCodeEvents.kind, 'join'),
          ),
        )
        .groupBy(groupCodeEvents.groupCodeId)
    : [];
  const joinsBy = new Map(joins.map((row) => [row.id, row.n]));
  return codes.map((code) => {
    const config = code.config as unknown as GroupCodeForm;
    const own = qrs
      .filter((qr) => qr.groupCodeId === code.id)
      .sort((a, b) => a.position - b.position || a.id - b.id);
    const rows = qrRows(own, at);
    return {
      id: code.id,
      name: code.name,
      enabled: code.enabled,
      scan_path: groupScanPath(code.publicKey),
      current: rows.find((row) => row.status === 'current') ?? null,
      group_count: rows.length,
      slots_left: rows
        .filter((row) => row.status === 'current' || row.status === 'waiting')
        .reduce((total, row) => total + Math.max(0, row.member_cap - row.members), 0),
      joins: joinsBy.get(code.id) ?? 0,
      warnings: warningsOf(config, rows, at),
      created_at: code.createdAt.toISOString(),
    };
  });
}

export async function listGroupCodes(
  db: Database,
  tenantId: string,
  query: ToolListQuery,
  at: Date,
): Promise<ListData<GroupCodeRow>> {
  return toolListPage(db, groupCodes, tenantId, query, (codes) => rowsOf(db, tenantId, codes, at));
}

export async function findGroupCode(db: Database, tenantId: string, id: number): Promise<Code> {
  const [code] = await db
    .select()
    .from(groupCodes)
    .where(and(eq(groupCodes.tenantId, tenantId), eq(groupCodes.id, id)));
  if (!code) throw notFound('群活码');
  return code;
}

export async function groupCodeDetailOf(
  db: Database,
  tenantId: string,
  id: number,
  at: Date,
): Promise<GroupCodeDetail> {
  const code = await findGroupCode(db, tenantId, id);
  const [row] = await rowsOf(db, tenantId, [code], at);
  const config = code.config as unknown as GroupCodeForm;
  const tagRows = config.tag_ids.length
    ? await db
        .select({ id: tags.id, name: tags.name })
        .from(tags)
        .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, config.tag_ids)))
    : [];
  return {
    ...(row as GroupCodeRow),
    config,
    qrs: qrRows(await qrsOf(db, tenantId, id), at),
    tags: tagRows,
  };
}

/** The tenant's WeCom groups that are not dismissed, with their customer members. */
export async function groupOptions(db: Database, tenantId: string) {
  return db
    .select({
      id: customerGroups.id,
      name: customerGroups.name,
      members: sql<number>`(select count(*)::int from ${customerGroupMembers} m where m.tenant_id = ${customerGroups.tenantId} and m.group_id = ${customerGroups.id} and m.left_at is null)`,
    })
    .from(customerGroups)
    .where(and(eq(customerGroups.tenantId, tenantId), isNull(customerGroups.dismissedAt)))
    .orderBy(customerGroups.name)
    .limit(500);
}

export async function groupStatistics(
  db: Database,
  tenantId: string,
  query: { id: number; from: string; to: string },
): Promise<GroupStatistics> {
  await findGroupCode(db, tenantId, query.id);
  const start = chinaDayStart(query.from);
  const end = new Date(chinaDayStart(query.to).getTime() + DAY_MS);
  const day = chinaDaySql(groupCodeEvents.occurredAt);
  const rows = await db
    .select({
      day,
      qrId: groupCodeEvents.qrId,
      kind: groupCodeEvents.kind,
      n: sql<number>`count(*)::int`,
    })
    .from(groupCodeEvents)
    .where(
      and(
        eq(groupCodeEvents.tenantId, tenantId),
        eq(groupCodeEvents.groupCodeId, query.id),
        gte(groupCodeEvents.occurredAt, start),
        lt(groupCodeEvents.occurredAt, end),
      ),
    )
    .groupBy(day, groupCodeEvents.qrId, groupCodeEvents.kind);
  const zero = () => ({ scans: 0, joins: 0, quits: 0 });
  const byDay = new Map<string, ReturnType<typeof zero>>();
  const byQr = new Map<number, ReturnType<typeof zero>>();
  const field = { scan: 'scans', join: 'joins', quit: 'quits' } as const;
  for (const row of rows) {
    const key = field[row.kind as keyof typeof field];
    if (!key) continue;
    const dayFigure = byDay.get(row.day) ?? zero();
    dayFigure[key] += row.n;
    byDay.set(row.day, dayFigure);
    if (row.qrId !== null) {
      const qrFigure = byQr.get(row.qrId) ?? zero();
      qrFigure[key] += row.n;
      byQr.set(row.qrId, qrFigure);
    }
  }
  const days = daysBetween(query.from, query.to).map((date) => {
    const figure = byDay.get(date) ?? zero();
    return { day: date, ...figure, net: figure.joins - figure.quits };
  });
  const sum = (key: 'scans' | 'joins' | 'quits') =>
    days.reduce((total, row) => total + row[key], 0);
  const qrs = await qrsOf(db, tenantId, query.id);
  return {
    totals: {
      scans: sum('scans'),
      joins: sum('joins'),
      quits: sum('quits'),
      net: sum('joins') - sum('quits'),
    },
    days,
    groups: qrs.map((qr) => {
      const figure = byQr.get(qr.id) ?? zero();
      return {
        name: qr.name,
        joins: figure.joins,
        quits: figure.quits,
        net: figure.joins - figure.quits,
        members: qr.members,
        member_cap: qr.memberCap,
      };
    }),
  };
}
