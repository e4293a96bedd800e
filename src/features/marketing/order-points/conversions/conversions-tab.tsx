import { useMemo } from 'react';
import { Box } from '@chakra-ui/react/box';
import { t } from '../../../../lib/i18n/translate';
import { ListTable } from '../../../../ui/list-kit/list-table';
import { useListState } from '../../../../ui/list-kit/use-list-state';
import { ExportButton, exportFilters } from '../../../../data/export-job/export-button';
import { usePointsConversions } from '../api/points-convert-query';
import { conversionColumns } from './conversion-columns';
import { ConversionFilters, EMPTY_CONVERSION_FILTERS, toConvertQuery } from './conversion-filters';
import '../../../../lib/i18n/messages/member-messages';

/**
 * The 兑换记录 tab (issue #8 "Order to points"): orders that became points, filtered, exported
 * through the export center.
 */
export function ConversionsTab() {
  const listState = useListState(EMPTY_CONVERSION_FILTERS);
  const filters = toConvertQuery(listState.applied);
  const list = usePointsConversions({
    ...filters,
    page: listState.page,
    page_size: listState.pageSize,
  });
  const columns = useMemo(() => conversionColumns(), []);

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
          <ExportButton
            type="points_conversions"
            filters={exportFilters(filters)}
            total={list.data?.total ?? 0}
          />
        }
      />
    </Box>
  );
}
