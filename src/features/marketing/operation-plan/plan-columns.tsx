// /operation-plan: the plan list's columns and its row actions by status.
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type { PlanRow, PlanStatus } from '../../../../contract/marketing/operation-plan';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { RightButton } from '../../../data/menu/right-button';

export type PlanAction = 'funnel' | 'edit' | 'start' | 'pause' | 'resume' | 'delete';
const PALETTE: Record<PlanStatus, string> = { 1: 'gray', 2: 'green', 3: 'orange', 4: 'blue' };
/** 草稿 edits and starts; 运行中 pauses; 已暂停 resumes; only a running plan is not deleted. */
export const ACTIONS: Record<PlanStatus, readonly PlanAction[]> = {
  1: ['funnel', 'edit', 'start', 'delete'],
  2: ['funnel', 'pause'],
  3: ['funnel', 'resume', 'delete'],
  4: ['funnel', 'delete'],
};

export function planColumns(
  onAction: (row: PlanRow, action: PlanAction) => void,
): DataColumn<PlanRow>[] {
  return [
    {
      key: 'name',
      title: t('operationPlan.column.name'),
      hideable: false,
      render: (row) => (
        <Text fontWeight="medium" minW="28">
          {row.name}
        </Text>
      ),
    },
    {
      key: 'trigger',
      title: t('operationPlan.column.trigger'),
      render: (row) => (
        <Text fontSize="sm" minW="36">
          {row.trigger_label}
        </Text>
      ),
    },
    {
      key: 'steps',
      title: t('operationPlan.column.steps'),
      render: (row) => (
        <Box fontSize="xs" color="fg.muted" minW="40">
          {row.steps.map((step, index) => (
            <Text key={index}>
              {index + 1}. {step.wait_days > 0 ? `+${step.wait_days}天 ` : ''}
              {t(`operationPlan.actionType.${step.action}`)}
              {step.condition !== 'all'
                ? `（${t(`operationPlan.condition.${step.condition}`)}）`
                : ''}
            </Text>
          ))}
        </Box>
      ),
    },
    {
      key: 'status',
      title: t('operationPlan.column.status'),
      render: (row) => (
        <Box>
          <Badge variant="subtle" colorPalette={PALETTE[row.status]} data-testid="plan-status">
            {t(`operationPlan.status.${row.status}`)}
          </Badge>
          {row.status !== 1 && row.status !== 4 && (
            <Text fontSize="xs" color="fg.muted" mt="1" whiteSpace="nowrap">
              {t('operationPlan.progress', { n: row.next_step, total: row.steps.length })}
            </Text>
          )}
          {row.status === 2 && row.next_run_at && (
            <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
              {t('operationPlan.nextRun', { at: formatDateTime(row.next_run_at) })}
            </Text>
          )}
        </Box>
      ),
    },
    {
      key: 'entered',
      title: t('operationPlan.column.entered'),
      render: (row) => <Text data-testid="plan-entered">{formatNumber(row.entered)}</Text>,
    },
    {
      key: 'completed',
      title: t('operationPlan.column.completed'),
      render: (row) => formatNumber(row.completed),
    },
    {
      key: 'actions',
      title: t('operationPlan.column.actions'),
      hideable: false,
      render: (row) => (
        <Box display="flex" gap="1" flexWrap="wrap" minW="36">
          {ACTIONS[row.status].map((action) => (
            <RightButton
              key={action}
              right={action === 'delete' ? 'delete' : undefined}
              size="xs"
              variant="outline"
              colorPalette={action === 'delete' || action === 'pause' ? 'red' : 'blue'}
              onClick={() => onAction(row, action)}
              data-testid={`plan-${action}`}
            >
              {t(`operationPlan.action.${action}`)}
            </RightButton>
          ))}
        </Box>
      ),
    },
  ];
}
