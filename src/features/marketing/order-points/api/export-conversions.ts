import { useMutation } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../../../../contract/envelope';
import type { PointsConvertRow } from '../../../../../contract/marketing/order-points';
import type { PointsConvertFilters } from '../../../../../contract/marketing/order-points/member-queries';
import { PAGE_LIMIT } from '../../../../lib/format/table-defaults';
import { t } from '../../../../lib/i18n/translate';
import { downloadCsv } from '../../../../ui/export/download-file';
import { fetchConversions } from './points-convert-query';
import '../../../../lib/i18n/messages/member-messages';

export type ExportResult = { readonly ok: true; readonly count: number } | { readonly ok: false };

/**
 * issue #8 "can be filtered and exported": every page of the applied filters, 100 at a time,
 * as a CSV download (no /export-log jobs exist yet). At most spec §9's 10000 rows.
 */
export function useExportConversions(toCsv: (rows: readonly PointsConvertRow[]) => string[][]) {
  return useMutation({
    mutationFn: async (
      filters: Omit<PointsConvertFilters, 'page' | 'page_size'>,
    ): Promise<ExportResult> => {
      const first = await fetchConversions({ ...filters, page: 1, page_size: MAX_PAGE_SIZE });
      if (first.total > PAGE_LIMIT) return { ok: false };
      const rows = [...first.list];
      for (let page = 2; rows.length < first.total; page += 1) {
        const next = await fetchConversions({ ...filters, page, page_size: MAX_PAGE_SIZE });
        if (next.list.length === 0) break;
        rows.push(...next.list);
      }
      const day = new Date().toISOString().slice(0, 10);
      downloadCsv(toCsv(rows), `${t('member.conversions.file')}-${day}.csv`);
      return { ok: true, count: rows.length };
    },
  });
}
