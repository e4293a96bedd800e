// /ai-call 导入表格加粉: the columns of the import list and the status badge both views share.
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ImportRow, ImportStatus } from '../../../../contract/acquiring/ai-call';
import { IMPORT_STATUS_LABELS, NUMBER_STATUS_LABELS } from '../../../../contract/acquiring/ai-call';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { RightButton } from '../../../data/menu/right-button';

const IMPORT_TONE: Record<ImportStatus, string> = {
  parsing: 'blue',
  confirm: 'orange',
  running: 'green',
  paused: 'gray',
  done: 'teal',
  failed: 'red',
  cancelled: 'gray',
};
const NUMBER_TONE = ['orange', 'blue', 'purple', 'green', 'red', 'gray'];

export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  return (
    <Badge colorPalette={IMPORT_TONE[status]} variant="subtle" data-testid="import-status">
      {IMPORT_STATUS_LABELS[status]}
    </Badge>
  );
}

export function NumberStatusBadge({ status }: { status: number }) {
  return (
    <Badge colorPalette={NUMBER_TONE[status] ?? 'gray'} variant="subtle">
      {NUMBER_STATUS_LABELS[status] ?? '-'}
    </Badge>
  );
}

export function AddedProgress({ added, valid }: { added: number; valid: number }) {
  const percent = valid ? Math.round((added / valid) * 100) : 0;
  return (
    <Box minW="32">
      <Box
        role="progressbar"
        aria-label={t('aiCall.column.added')}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        h="2"
        bg="gray.100"
        borderRadius="full"
        overflow="hidden"
      >
        <Box h="full" width={`${percent}%`} bg="green.600" />
      </Box>
      <Text fontSize="xs" color="fg.muted" mt="1">
        {t('aiCall.addedOf', { added, valid, percent })}
      </Text>
    </Box>
  );
}

export interface RowActions {
  readonly open: (row: ImportRow) => void;
  readonly toggle: (row: ImportRow) => void;
  readonly remove: (row: ImportRow) => void;
}

export function importColumns(actions: RowActions): DataColumn<ImportRow>[] {
  return [
    {
      key: 'title',
      title: t('aiCall.column.title'),
      hideable: false,
      render: (row) => (
        <Button
          variant="plain"
          size="sm"
          px="0"
          colorPalette="blue"
          onClick={() => actions.open(row)}
        >
          {row.title}
        </Button>
      ),
    },
    { key: 'file', title: t('aiCall.column.file'), render: (row) => row.file_name },
    {
      key: 'status',
      title: t('aiCall.column.status'),
      render: (row) => <ImportStatusBadge status={row.status} />,
    },
    {
      key: 'rows',
      title: t('aiCall.column.rows'),
      render: (row) =>
        t('aiCall.rows', {
          total: row.total_rows,
          valid: row.valid_rows,
          invalid: row.invalid_rows,
          duplicate: row.duplicate_rows,
        }),
    },
    {
      key: 'added',
      title: t('aiCall.column.added'),
      render: (row) => <AddedProgress added={row.added} valid={row.valid_rows} />,
    },
    {
      key: 'employees',
      title: t('aiCall.column.employees'),
      width: '12rem',
      ellipsis: (row) => row.employees.map((employee) => employee.name).join('、'),
      render: (row) =>
        row.assign_mode === 'manual'
          ? t('aiCall.manual')
          : row.employees.map((employee) => employee.name).join('、'),
    },
    {
      key: 'created_at',
      title: t('aiCall.column.createdAt'),
      render: (row) => formatDateTime(row.created_at),
    },
    {
      key: 'actions',
      title: t('aiCall.column.actions'),
      hideable: false,
      render: (row) => (
        <HStack gap="3">
          <Button
            variant="plain"
            size="sm"
            px="0"
            colorPalette="blue"
            onClick={() => actions.open(row)}
          >
            {t('aiCall.action.detail')}
          </Button>
          {row.status === 'running' || row.status === 'paused' ? (
            <Button
              variant="plain"
              size="sm"
              px="0"
              colorPalette="blue"
              onClick={() => actions.toggle(row)}
            >
              {t(row.status === 'running' ? 'aiCall.action.pause' : 'aiCall.action.resume')}
            </Button>
          ) : null}
          <RightButton
            right="delete"
            variant="plain"
            size="sm"
            px="0"
            colorPalette="red"
            onClick={() => actions.remove(row)}
          >
            {t('aiCall.action.delete')}
          </RightButton>
        </HStack>
      ),
    },
  ];
}
