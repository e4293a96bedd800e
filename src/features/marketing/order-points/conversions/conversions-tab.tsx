import { useMemo } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { PAGE_LIMIT } from '../../../../lib/format/table-defaults';
import { t } from '../../../../lib/i18n/translate';
import { notifyError, notifySuccess } from '../../../../lib/notify/notifier';
import { ListTable } from '../../../../ui/list-kit/list-table';
import { useListState } from '../../../../ui/list-kit/use-list-state';
import { useExportConversions } from '../api/export-conversions';
import { usePointsConversions } from '../api/points-convert-query';
import { conversionColumns, conversionCsvRows } from './conversion-columns';
import { ConversionFilters, EMPTY_CONVERSION_FILTERS, toConvertQuery } from './conversion-filters';
import '../../../../lib/i18n/messages/member-messages';

/** The 兑换记录 tab (issue #8 "Order to points"): orders that became points, listState.filtered, exported. */
export function ConversionsTab() {
  const listState = useListState(EMPTY_CONVERSION_FILTERS);
  const filters = toConvertQuery(listState.applied);
  const list = usePointsConversions({
    ...filters,
    page: listState.page,
    page_size: listState.pageSize,
  });
  const columns = useMemo(() => conversionColumns(), []);
  const exporter = useExportConversions(conversionCsvRows);

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
        draft={listState.draft}
        onDraftChange={listState.setDraft}
        onSearch={() => listState.apply()}
        onReset={listState.reset}
      />
      <ListTable
        label={t('member.conversions.table')}
        testId="conversion-table"
        columns={columns}
        query={list}
        list={listState}
        rowKey={(row) => row.id}
        emptyText={listState.filtered ? t('member.conversions.empty') : undefined}
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
