import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { SopPlanRow } from '../../../../contract/reach/sop';
import { SOP_BUSINESS_LABELS } from '../../../../contract/reach/sop';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { RightButton } from '../../../data/menu/right-button';

export type PlanAction = 'data' | 'edit' | 'toggle' | 'delete';

export function PlanStateBadge({ state }: { state: 1 | 2 }) {
  return (
    <Badge colorPalette={state === 1 ? 'green' : 'gray'} variant="subtle">
      {t(`sop.state.${state}`)}
    </Badge>
  );
}

/** issue #18 the SOP list's columns: name → data page, figures, actions. */
export function planColumns(onAction: (row: SopPlanRow, action: PlanAction) => void) {
  const columns: DataColumn<SopPlanRow>[] = [
    {
      key: 'name',
      title: t('sop.col.name'),
      hideable: false,
      render: (row) => (
        <Button
          variant="plain"
          size="sm"
          color="blue.700"
          px="0"
          onClick={() => onAction(row, 'data')}
        >
          {row.name}
        </Button>
      ),
    },
    {
      key: 'type',
      title: t('sop.col.type'),
      render: (row) => <Text fontSize="sm">{SOP_BUSINESS_LABELS[row.business_type] ?? '-'}</Text>,
    },
    {
      key: 'state',
      title: t('sop.col.state'),
      render: (row) => <PlanStateBadge state={row.state} />,
    },
    {
      key: 'steps',
      title: t('sop.col.steps'),
      render: (row) => <Text fontSize="sm">{t('sop.stepsCount', { count: row.steps })}</Text>,
    },
    {
      key: 'executors',
      title: t('sop.col.executors'),
      width: '12rem',
      ellipsis: (row) => row.executors.join('、'),
      render: (row) => row.executors.join('、') || '-',
    },
    {
      key: 'targets',
      title: t('sop.col.targets'),
      align: 'end',
      render: (row) => formatNumber(row.targets),
    },
    {
      key: 'dueToday',
      title: t('sop.col.dueToday'),
      align: 'end',
      render: (row) => formatNumber(row.due_today),
    },
    {
      key: 'rate',
      title: t('sop.col.rate'),
      align: 'end',
      render: (row) => `${row.tasks_done_rate}%`,
    },
    {
      key: 'created',
      title: t('sop.col.created'),
      defaultHidden: false,
      render: (row) => (
        <Text fontSize="sm" whiteSpace="nowrap">
          {formatDateTime(row.created_at)}
        </Text>
      ),
    },
    {
      key: 'actions',
      title: t('sop.col.actions'),
      hideable: false,
      render: (row) => (
        <Box display="flex" gap="1" flexWrap="nowrap">
          {(['data', 'edit', 'toggle', 'delete'] as const).map((action) => (
            <RightButton
              key={action}
              right={action === 'delete' ? 'delete' : undefined}
              size="xs"
              variant="ghost"
              colorPalette={action === 'delete' ? 'red' : 'blue'}
              onClick={() => onAction(row, action)}
              data-testid={`sop-${action}-${row.id}`}
            >
              {action === 'toggle'
                ? t(row.state === 1 ? 'sop.action.pause' : 'sop.action.resume')
                : t(`sop.action.${action}`)}
            </RightButton>
          ))}
        </Box>
      ),
    },
  ];
  return columns;
}
