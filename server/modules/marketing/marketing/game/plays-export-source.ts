// issue #20 /marketing: a lottery's entries through the export center (docs/architecture.md
// "Exports") — the list's filters (campaign, winners, redemption), newest first in keyset
// batches. The campaign must be the tenant's: the plays are read with the tenant's id.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { playListQuery } from '../../../../../contract/marketing/marketing-game';
import { textId } from '../../../../../contract/fields';
import { rowsOf } from '../../../customer/shared/sql-rows';
import type { ExportSource } from '../../../setting/export-log/export-sources';
import { parseExportFilters } from '../../../setting/export-log/paged-export-source';
import { PLAY_COLUMNS, playsWhere, toPlayRow, type PlaySqlRow } from './game-lists';
import { chinaDateTimeText } from '../../../../../contract/china-time';

const exportQuery = playListQuery.extend({ campaign_id: textId('活动') });
type ExportQuery = z.output<typeof exportQuery>;

export const playsExportSource: ExportSource<ExportQuery> = {
  parseFilters: (filters) => parseExportFilters(exportQuery, filters),
  async summarize(db, tenantId, query) {
    const [campaign] = rowsOf<{ name: string }>(
      await db.execute(sql`select name from marketing_campaigns where tenant_id = ${tenantId}
        and id = ${query.campaign_id}`),
    );
    const parts = [`活动：${campaign?.name ?? query.campaign_id}`];
    if (query.customer) parts.push(`客户含“${query.customer}”`);
    if (query.winners === '1') parts.push('仅中奖');
    if (query.redeemed === '1') parts.push('已核销');
    if (query.redeemed === '0') parts.push('待核销');
    return parts.join('；');
  },
  async count(db, tenantId, query) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n ${playsWhere(tenantId, query.campaign_id, query)}`,
      ),
    );
    return Number(row?.n ?? 0);
  },
  async *batches(db, tenantId, query, batchSize) {
    let cursor = Number.MAX_SAFE_INTEGER;
    for (;;) {
      const batch = rowsOf<PlaySqlRow>(
        await db.execute(sql`select ${PLAY_COLUMNS} ${playsWhere(tenantId, query.campaign_id, query)}
          and l.id < ${cursor} order by l.id desc limit ${batchSize}`),
      ).map(toPlayRow);
      if (batch.length === 0) return;
      cursor = batch[batch.length - 1]!.id;
      yield batch.map((row) => ({
        customer: row.customer_name,
        prize: row.prize_name,
        played_at: chinaDateTimeText(row.played_at),
        redeemed: row.prize_id === null ? '-' : row.redeemed_at ? '已核销' : '待核销',
        redeemed_at: row.redeemed_at ? chinaDateTimeText(row.redeemed_at) : '',
        redeemed_by: row.redeemed_by,
      }));
    }
  },
};
