// /sider-iframe list columns: order with up/down, name and what the page shows, the URL to
// paste into the platform's admin (copy), opens in the last 30 days, the switch, actions.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import type { SiderPageRow } from '../../../../contract/reach/sider-iframe';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { Toggle } from '../../../ui/form-drawer/toggle';
import { siderUrl } from '../../../lib/config/sider-url';

export interface ColumnActions {
  move(row: SiderPageRow, direction: 'up' | 'down'): void;
  toggle(row: SiderPageRow, enabled: boolean): void;
  rename(row: SiderPageRow): void;
  /** Ids of the first and last page of the tenant (no move beyond them). */
  readonly edges: { first?: number; last?: number };
  readonly busy: boolean;
}

export function siderColumns(actions: ColumnActions): DataColumn<SiderPageRow>[] {
  return [
    {
      key: 'order',
      title: t('siderIframe.column.order'),
      hideable: false,
      render: (row) => (
        <Box display="flex" gap="1">
          <Button
            size="xs"
            variant="outline"
            disabled={actions.busy || row.id === actions.edges.first}
            aria-label={t('siderIframe.action.upOf', { name: row.name })}
            onClick={() => actions.move(row, 'up')}
          >
            ↑
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={actions.busy || row.id === actions.edges.last}
            aria-label={t('siderIframe.action.downOf', { name: row.name })}
            onClick={() => actions.move(row, 'down')}
          >
            ↓
          </Button>
        </Box>
      ),
    },
    {
      key: 'name',
      title: t('siderIframe.column.name'),
      hideable: false,
      render: (row) => (
        <Box minW="40">
          <Text fontWeight="medium">{row.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {row.description}
          </Text>
        </Box>
      ),
    },
    {
      key: 'url',
      title: t('siderIframe.column.url'),
      render: (row) => (
        <Box display="flex" alignItems="center" gap="2">
          <Text fontSize="xs" fontFamily="mono" wordBreak="break-all" data-testid="sider-url">
            {siderUrl(row.path)}
          </Text>
          <Button
            size="xs"
            variant="outline"
            aria-label={t('siderIframe.action.copyOf', { name: row.name })}
            onClick={() =>
              void navigator.clipboard
                ?.writeText(siderUrl(row.path))
                .then(() => notifySuccess(t('siderIframe.copied')))
            }
          >
            {t('siderIframe.action.copy')}
          </Button>
        </Box>
      ),
    },
    {
      key: 'opens',
      title: t('siderIframe.column.opens'),
      align: 'end',
      render: (row) => row.opens_30d.toLocaleString('zh-CN'),
    },
    {
      key: 'enabled',
      title: t('siderIframe.column.enabled'),
      render: (row) => (
        <Toggle
          checked={row.enabled}
          label={<VisuallyHidden>{t('siderIframe.enabledOf', { name: row.name })}</VisuallyHidden>}
          testId={`sider-toggle-${row.page_key}`}
          onChange={(checked) => actions.toggle(row, checked)}
        />
      ),
    },
    {
      key: 'updated_at',
      title: t('siderIframe.column.updatedAt'),
      render: (row) => formatDateTime(row.updated_at),
    },
    {
      key: 'actions',
      title: t('siderIframe.column.actions'),
      hideable: false,
      render: (row) => (
        <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => actions.rename(row)}>
          {t('siderIframe.action.rename')}
        </Button>
      ),
    },
  ];
}
