// A moment's employees: 未发表 / 已发表 per employee with their post's likes and comments, and
// a reminder for each one who has not published (≤ 3 in 24 hours, docs/domain.md §0).
import { useMemo, useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import type { MomentEmployeeRow } from '../../../../../contract/reach/moment-dispatch';
import { MOMENT_REMIND_MAX_PER_DAY } from '../../../../../contract/reach/moment-dispatch';
import { formatDateTime } from '../../../../lib/format/date-time';
import { t } from '../../../../lib/i18n/translate';
import type { DataColumn } from '../../../../ui/data-table/data-table';
import { SelectFilter } from '../../../../ui/filter-bar/filter-inputs';
import { ListTable } from '../../../../ui/list-kit/list-table';
import { useListState } from '../../../../ui/list-kit/use-list-state';
import { useMomentEmployees } from '../api/moment-api';
import { RightButton } from '../../../../data/menu/right-button';

function columns(running: boolean, onRemind: (row: MomentEmployeeRow) => void) {
  const list: DataColumn<MomentEmployeeRow>[] = [
    {
      key: 'name',
      title: t('momentDetail.employee.name'),
      hideable: false,
      render: (row) => row.employee_name,
    },
    {
      key: 'department',
      title: t('momentDetail.employee.department'),
      render: (row) => row.department || '-',
    },
    {
      key: 'status',
      title: t('momentDetail.employee.status'),
      render: (row) =>
        row.published_at ? (
          <Badge colorPalette="green" variant="subtle">
            {t('momentDetail.employee.published')}
          </Badge>
        ) : (
          <Badge colorPalette="orange" variant="subtle">
            {t('momentDetail.employee.unpublished')}
          </Badge>
        ),
    },
    {
      key: 'publishedAt',
      title: t('momentDetail.employee.publishedAt'),
      render: (row) => (row.published_at ? formatDateTime(row.published_at) : '-'),
    },
    {
      key: 'likes',
      title: t('momentDetail.employee.likes'),
      align: 'end',
      render: (row) => row.likes,
    },
    {
      key: 'comments',
      title: t('momentDetail.employee.comments'),
      align: 'end',
      render: (row) => row.comments,
    },
    {
      key: 'reminders',
      title: t('momentDetail.employee.reminders'),
      align: 'end',
      render: (row) => `${row.reminders_24h} / ${MOMENT_REMIND_MAX_PER_DAY}`,
    },
  ];
  if (running) {
    list.push({
      key: 'actions',
      title: t('momentDispatch.column.actions'),
      hideable: false,
      render: (row) =>
        row.published_at ? null : (
          <RightButton
            right="send"
            size="xs"
            variant="ghost"
            colorPalette="blue"
            disabled={row.reminders_24h >= MOMENT_REMIND_MAX_PER_DAY}
            onClick={() => onRemind(row)}
          >
            {t('momentDetail.remindOne')}
          </RightButton>
        ),
    });
  }
  return list;
}

export function EmployeeTable(props: {
  id: number;
  running: boolean;
  onRemind: (employeeIds: number[]) => void;
}) {
  const { id, running, onRemind } = props;
  const list = useListState({ name: '', published: '' });
  const [name, setName] = useState('');
  const rows = useMomentEmployees(id, {
    page: list.page,
    page_size: list.pageSize,
    ...(list.applied.published ? { published: Number(list.applied.published) } : {}),
    ...(list.applied.name ? { name: list.applied.name } : {}),
  });
  const tableColumns = useMemo(
    () => columns(running, (row) => onRemind([row.employee_id])),
    [running, onRemind],
  );
  return (
    <ListTable
      label={t('momentDetail.tab.employees')}
      testId="moment-employee-table"
      columns={tableColumns}
      query={rows}
      list={list}
      rowKey={(row) => row.employee_id}
      emptyText={t('momentDetail.employee.empty')}
      toolbar={
        <Box
          as="form"
          display="flex"
          gap="2"
          flexWrap="wrap"
          onSubmit={(event: React.FormEvent) => {
            event.preventDefault();
            list.apply({ ...list.draft, name });
          }}
        >
          <Input
            size="sm"
            type="search"
            width={{ base: 'full', sm: '40' }}
            value={name}
            placeholder={t('momentDetail.employee.search')}
            aria-label={t('momentDetail.employee.search')}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Box width="32">
            <SelectFilter
              value={list.draft.published}
              ariaLabel={t('momentDetail.employee.status')}
              testId="moment-employee-status"
              onChange={(published) => list.apply({ ...list.draft, name, published })}
              options={[
                { value: '0', label: t('momentDetail.employee.unpublished') },
                { value: '1', label: t('momentDetail.employee.published') },
              ]}
            />
          </Box>
        </Box>
      }
    />
  );
}
