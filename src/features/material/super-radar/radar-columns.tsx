import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { RadarRow } from '../../../../contract/material/super-radar';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { RightButton } from '../../../data/menu/right-button';

export type RadarAction = 'send' | 'data' | 'edit' | 'delete';

export function radarColumns(
  onAction: (row: RadarRow, action: RadarAction) => void,
): DataColumn<RadarRow>[] {
  return [
    {
      key: 'title',
      title: t('radar.col.title'),
      hideable: false,
      render: (row) => (
        <Box minW="44" maxW="sm">
          <Text fontSize="sm" fontWeight="medium">
            {row.title}
          </Text>
          <Text fontSize="xs" color="fg.muted" lineClamp={1}>
            {row.type === 3 ? row.article : row.type === 2 ? row.file_name : row.url}
          </Text>
        </Box>
      ),
    },
    {
      key: 'type',
      title: t('radar.col.type'),
      render: (row) => (
        <Badge
          variant="subtle"
          colorPalette={row.type === 1 ? 'blue' : row.type === 2 ? 'purple' : 'teal'}
        >
          {t(`radar.type.${row.type}`)}
        </Badge>
      ),
    },
    {
      key: 'tags',
      title: t('radar.col.tags'),
      render: (row) => (row.tags.length ? row.tags.map((tag) => tag.name).join('、') : '-'),
    },
    { key: 'score', title: t('radar.col.score'), render: (row) => row.score },
    { key: 'sends', title: t('radar.col.sends'), render: (row) => formatNumber(row.sends) },
    { key: 'opens', title: t('radar.col.opens'), render: (row) => formatNumber(row.opens) },
    { key: 'viewers', title: t('radar.col.viewers'), render: (row) => formatNumber(row.viewers) },
    {
      key: 'created',
      title: t('radar.col.created'),
      render: (row) => formatDateTime(row.created_at),
    },
    {
      key: 'actions',
      title: t('radar.col.actions'),
      hideable: false,
      render: (row) => (
        <Box display="flex" gap="1" flexWrap="wrap" minW="48">
          {(['send', 'data', 'edit'] as const).map((action) => (
            <Button
              key={action}
              size="xs"
              variant={action === 'send' ? 'solid' : 'outline'}
              colorPalette="blue"
              onClick={() => onAction(row, action)}
              data-testid={`radar-${action}`}
            >
              {t(`radar.action.${action}`)}
            </Button>
          ))}
          {/* issue #41: the delete right of its own (disabled, with the reason, without it) */}
          <RightButton
            right="delete"
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => onAction(row, 'delete')}
            data-testid="radar-delete"
          >
            {t('radar.action.delete')}
          </RightButton>
        </Box>
      ),
    },
  ];
}
