// A moment's customer interactions pulled from the platform: who liked or commented, on whose
// post, when, and the comment.
import { useMemo } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import type { MomentInteractionRow } from '../../../../../contract/reach/moment-dispatch';
import { formatDateTime } from '../../../../lib/format/date-time';
import { t } from '../../../../lib/i18n/translate';
import type { DataColumn } from '../../../../ui/data-table/data-table';
import { SelectFilter } from '../../../../ui/filter-bar/filter-inputs';
import { ListTable } from '../../../../ui/list-kit/list-table';
import { useListState } from '../../../../ui/list-kit/use-list-state';
import { useMomentInteractions } from '../api/moment-api';

function columns(): DataColumn<MomentInteractionRow>[] {
  return [
    {
      key: 'customer',
      title: t('momentDetail.interaction.customer'),
      hideable: false,
      render: (row) => row.customer_name,
    },
    {
      key: 'kind',
      title: t('momentDetail.interaction.kind'),
      render: (row) => (
        <Badge colorPalette={row.kind === 1 ? 'red' : 'blue'} variant="subtle">
          {row.kind === 1
            ? t('momentDetail.interaction.like')
            : t('momentDetail.interaction.commented')}
        </Badge>
      ),
    },
    {
      key: 'comment',
      title: t('momentDetail.interaction.comment'),
      width: '14rem',
      ellipsis: (row) => row.comment,
      render: (row) => row.comment || '-',
    },
    {
      key: 'employee',
      title: t('momentDetail.interaction.employee'),
      render: (row) => row.employee_name || '-',
    },
    {
      key: 'time',
      title: t('momentDetail.interaction.time'),
      render: (row) => formatDateTime(row.occurred_at),
    },
  ];
}

export function InteractionTable({ id }: { id: number }) {
  const list = useListState({ kind: '' });
  const rows = useMomentInteractions(id, {
    page: list.page,
    page_size: list.pageSize,
    ...(list.applied.kind ? { kind: Number(list.applied.kind) } : {}),
  });
  const tableColumns = useMemo(() => columns(), []);
  return (
    <ListTable
      label={t('momentDetail.tab.interactions')}
      testId="moment-interaction-table"
      columns={tableColumns}
      query={rows}
      list={list}
      rowKey={(row) => row.key}
      emptyText={t('momentDetail.interaction.empty')}
      toolbar={
        <Box width="32">
          <SelectFilter
            value={list.draft.kind}
            ariaLabel={t('momentDetail.interaction.kind')}
            allLabel={t('momentDetail.interaction.all')}
            testId="moment-interaction-kind"
            onChange={(kind) => list.apply({ kind })}
            options={[
              { value: '1', label: t('momentDetail.interaction.like') },
              { value: '2', label: t('momentDetail.interaction.commented') },
            ]}
          />
        </Box>
      }
    />
  );
}
