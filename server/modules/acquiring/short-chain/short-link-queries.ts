// issue #15 /short-chain reads: the list (PV, UV, adds, the mini-program URL link), the detail,
// and the statistic per link and channel: PV, UV, adds, add rate and the chat status of added
// customers (no chat / chatted / replied), by day, at most 180 days.
import { and, count, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type {
  ShortLinkDetail,
  ShortLinkFigures,
  ShortLinkForm,
  ShortLinkRow,
  ShortLinkStatistics,
} from '../../../../contract/acquiring/short-chain';
import type { ToolListQuery } from '../../../../contract/acquiring/tool-fields';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { shortLinkAdds, shortLinkViews, shortLinks } from '../../../db/schema/acquiring-tools';
import { chinaDayStart } from '../../../../contract/china-time';
import { daysBetween, employeeMap, ratio } from '../tool-kit/tool-refs';
import { findShortLink } from './short-link-commands';
import { chinaDaySql } from '../../../db/china-time-sql';
import { toolListPage } from '../tool-kit/tool-list-query';

export const linkPath = (key: string) => `/l/${key}`;
type Link = typeof shortLinks.$inferSelect;
type Stored = ShortLinkForm & { issued?: ShortLinkRow['mini_program'] };

async function rowsOf(
  db: Database,
  tenantId: string,
  links: readonly Link[],
  at: Date,
): Promise<ShortLinkRow[]> {
  const ids = links.map((link) => link.id);
  const views = ids.length
    ? await db
        .select({
          id: shortLinkViews.linkId,
          pv: sql<number>`coalesce(sum(${shortLinkViews.views}),0)::int`,
          uv: count(),
        })
        .from(shortLinkViews)
        .where(and(eq(shortLinkViews.tenantId, tenantId), inArray(shortLinkViews.linkId, ids)))
        .groupBy(shortLinkViews.linkId)
    : [];
  const adds = ids.length
    ? await db
        .select({ id: shortLinkAdds.linkId, n: count() })
        .from(shortLinkAdds)
        .where(and(eq(shortLinkAdds.tenantId, tenantId), inArray(shortLinkAdds.linkId, ids)))
        .groupBy(shortLinkAdds.linkId)
    : [];
  const staff = await employeeMap(
    db,
    tenantId,
    links.flatMap((link) => (link.config as unknown as Stored).employee_ids),
  );
  return links.map((link) => {
    const config = link.config as unknown as Stored;
    const view = views.find((row) => row.id === link.id);
    return {
      id: link.id,
      name: link.name,
      enabled: link.enabled,
      link_path: linkPath(link.publicKey),
      expired: Boolean(link.expiresAt && link.expiresAt.getTime() <= at.getTime()),
      employees: config.employee_ids.map((id) => ({ id, name: staff.get(id)?.name ?? '-' })),
      channels: config.channels,
      pv: view?.pv ?? 0,
      uv: view?.uv ?? 0,
      adds: adds.find((row) => row.id === link.id)?.n ?? 0,
      mini_program: config.mini_program_enable ? (config.issued ?? null) : null,
      created_at: link.createdAt.toISOString(),
    };
  });
}

export async function listShortLinks(
  db: Database,
  tenantId: string,
  query: ToolListQuery,
  at: Date,
): Promise<ListData<ShortLinkRow>> {
  return toolListPage(db, shortLinks, tenantId, query, (links) => rowsOf(db, tenantId, links, at));
}

export async function shortLinkDetailOf(
  db: Database,
  tenantId: string,
  id: number,
  at: Date,
): Promise<ShortLinkDetail> {
  const link = await findShortLink(db, tenantId, id);
  const [row] = await rowsOf(db, tenantId, [link], at);
  const config = { ...(link.config as unknown as Stored) };
  delete config.issued;
  return { ...(row as ShortLinkRow), config };
}

const zero = (): ShortLinkFigures => ({
  pv: 0,
  uv: 0,
  adds: 0,
  add_rate: 0,
  no_chat: 0,
  chatted: 0,
  replied: 0,
});

export async function shortLinkStatistics(
  db: Database,
  tenantId: string,
  query: { id: number; from: string; to: string },
): Promise<ShortLinkStatistics> {
  const link = await findShortLink(db, tenantId, query.id);
  const config = link.config as unknown as Stored;
  const views = await db
    .select({
      day: shortLinkViews.day,
      channel: shortLinkViews.channel,
      pv: sql<number>`sum(${shortLinkViews.views})::int`,
      uv: count(),
    })
    .from(shortLinkViews)
    .where(
      and(
        eq(shortLinkViews.tenantId, tenantId),
        eq(shortLinkViews.linkId, link.id),
        gte(shortLinkViews.day, query.from),
        lte(shortLinkViews.day, query.to),
      ),
    )
    .groupBy(shortLinkViews.day, shortLinkViews.channel);
  const day = chinaDaySql(shortLinkAdds.addedAt);
  const adds = await db
    .select({
      day,
      channel: shortLinkAdds.channel,
      status: shortLinkAdds.chatStatus,
      n: sql<number>`count(*)::int`,
    })
    .from(shortLinkAdds)
    .where(
      and(
        eq(shortLinkAdds.tenantId, tenantId),
        eq(shortLinkAdds.linkId, link.id),
        gte(shortLinkAdds.addedAt, chinaDayStart(query.from)),
        lt(shortLinkAdds.addedAt, new Date(chinaDayStart(query.to).getTime() + 86_400_000)),
      ),
    )
    .groupBy(day, shortLinkAdds.channel, shortLinkAdds.chatStatus);
  const byDay = new Map<string, ShortLinkFigures>();
  const byChannel = new Map<string, ShortLinkFigures>();
  const bump = (
    map: Map<string, ShortLinkFigures>,
    key: string,
    change: Partial<ShortLinkFigures>,
  ) => {
    const figure = { ...(map.get(key) ?? zero()) };
    for (const [name, value] of Object.entries(change)) {
      const record = figure as unknown as Record<string, number>;
      record[name] = (record[name] ?? 0) + (value ?? 0);
    }
    map.set(key, figure);
  };
  for (const row of views) {
    bump(byDay, row.day, { pv: row.pv, uv: row.uv });
    bump(byChannel, row.channel, { pv: row.pv, uv: row.uv });
  }
  const statusField = ['no_chat', 'chatted', 'replied'] as const;
  for (const row of adds) {
    const change = {
      adds: row.n,
      [statusField[row.status] ?? 'no_chat']: row.n,
    } as Partial<ShortLinkFigures>;
    bump(byDay, row.day, change);
    bump(byChannel, row.channel, change);
  }
  const withRate = (figure: ShortLinkFigures) => ({
    ...figure,
    add_rate: ratio(figure.adds, figure.uv),
  });
  const days = daysBetween(query.from, query.to).map((date) => ({
    day: date,
    ...withRate(byDay.get(date) ?? zero()),
  }));
  const totals = withRate(
    days.reduce((sum, row) => {
      const next = { ...sum };
      for (const key of Object.keys(next) as (keyof ShortLinkFigures)[]) next[key] += row[key];
      return next;
    }, zero()),
  );
  const labels = new Map(config.channels.map((row) => [row.customer_channel, row.label]));
  const channelKeys = [
    '',
    ...config.channels.map((row) => row.customer_channel),
    ...byChannel.keys(),
  ];
  return {
    totals,
    channels: [...new Set(channelKeys)].map((channel) => ({
      channel,
      label: channel ? (labels.get(channel) ?? channel) : '链接直达',
      ...withRate(byChannel.get(channel) ?? zero()),
    })),
    days,
  };
}
