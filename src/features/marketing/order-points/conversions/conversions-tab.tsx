import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { DEFAULT_PAGE_SIZE, PAGE_LIMIT } from '../../../../lib/format/table-defaults';
import { t } from '../../../../lib/i18n/translate';
import { notifyError, notifySuccess } from '../../../../lib/notify/notifier';
import { DataTable } from '../../../../ui/data-table/data-table';
import { useExportConversions } from '../api/export-conversions';
import { usePointsConversions } from '../api/points-convert-query';
import { conversionColumns, conversionCsvRows } from './conversion-columns';
import { ConversionFilters, EMPTY_CONVERSION_FILTERS, toConvertQuery } from './conversion-filters';
import type { ConversionFilterDraft } from './conversion-filters';
import '../../../../lib/i18n/messages/member-messages';

/** The 兑换记录 tab (issue #8 "Order to points"): orders that became points, filtered, exported. */
export function ConversionsTab() {
  const [draft, setDraft] = useState(EMPTY_CONVERSION_FILTERS);
  const [applied, setApplied] = useState(EMPTY_CONVERSION_FILTERS);
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const filters = toConvertQuery(applied);
  const list = usePointsConversions({ ...filters, page: paging.page, page_size: paging.pageSize });
  const columns = useMemo(() => conversionColumns(), []);
  const exporter = useExportConversions(conversionCsvRows);
  const apply = (next: ConversionFilterDraft) => {
    setApplied(next);
    setPaging((current) => ({ ...current, page: 1 }));
  };
  const filtered = JSON.stringify(applied) !== JSON.stringify(EMPTY_CONVERSION_FILTERS);

  const exportAll = () =>
    exporter.mutate(filters, {
      onSuccess: (result) => {
        if (result.ok) notifySuccess(t('member.conversions.exported', { count: result.count }));
        else notifyError(t('member.conversions.exportLimit', { limit: PAGE_LIMIT }));
      },
    });

  return (
    <Box display="flex" flexDirection="column" gap="4" data-testid="conversions-tab">
      <ConversionFilters
        draft={draft}
        onDraftChange={setDraft}
        onSearch={() => apply(draft)}
        onReset={() => {
          setDraft(EMPTY_CONVERSION_FILTERS);
          apply(EMPTY_CONVERSION_FILTERS);
        }}
      />
      <DataTable
        label={t('member.conversions.table')}
        testId="conversion-table"
        columns={columns}
        rows={list.data?.list}
        rowKey={(row) => row.id}
        total={list.data?.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
        loading={list.isFetching}
        error={list.isError}
        onRetry={() => void list.refetch()}
        emptyText={filtered ? t('member.conversions.empty') : undefined}
        columnSettingsKey="points-conversions"
        toolbar={
          <Button
            size="sm"
            variant="outline"
            loading={exporter.isPending}
            loadingText={t('member.conversions.exporting')}
            disabled={!list.data || list.data.total === 0}
            onClick={exportAll}
            data-testid="conversion-export"
          >
            {t('member.conversions.export')}
          </Button>
        }
      />
    </Box>
  );
}
