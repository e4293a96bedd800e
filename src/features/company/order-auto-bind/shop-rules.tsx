import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { ShopBindRule } from '../../../../contract/company/order-auto-bind';
import { PLATFORM_TITLES } from '../../../../contract/company/performance-rule';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { SimpleTable } from '../../../ui/simple-table/simple-table';
import { priorityText } from './rule-text';
import '../../../lib/i18n/messages/company-order-auto-bind-messages';

const rate = (row: ShopBindRule) =>
  row.orders === 0
    ? '-'
    : `${((row.bound * 100) / row.orders).toFixed(1)}%（${row.bound}/${row.orders}）`;

/** issue #22: each linked shop's binding rule, enabled or not, with its bind rate. */
export function ShopRulesTable(props: {
  rules: readonly ShopBindRule[];
  onEdit: (rule: ShopBindRule) => void;
}) {
  if (props.rules.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" py="4">
        {t('orderAutoBind.rules.empty')}
      </Text>
    );
  }
  return (
    <SimpleTable
      label={t('orderAutoBind.rules')}
      testId="bind-rules-table"
      rows={props.rules}
      columns={[
        {
          key: 'shop',
          title: t('orderAutoBind.rule.shop'),
          render: (row) => (
            <>
              <Text fontWeight="medium">{row.shop_name}</Text>
              <Text fontSize="xs" color="fg.muted">
                {PLATFORM_TITLES[row.platform_type] ?? row.platform_type}
              </Text>
            </>
          ),
        },
        {
          key: 'enabled',
          title: t('orderAutoBind.rule.enabled'),
          render: (row) => (
            <Badge colorPalette={row.enabled === 1 ? 'green' : 'gray'} data-testid="rule-enabled">
              {row.enabled === 1 ? t('orderAutoBind.rule.on') : t('orderAutoBind.rule.off')}
            </Badge>
          ),
        },
        {
          key: 'priority',
          title: t('orderAutoBind.rule.priority'),
          render: (row) => priorityText(row.priority),
        },
        {
          key: 'days',
          title: t('orderAutoBind.rule.matchDays'),
          render: (row) => t('orderAutoBind.rule.days', { days: row.match_days }),
        },
        { key: 'rate', title: t('orderAutoBind.rule.rate'), render: rate },
        {
          key: 'updated',
          title: t('orderAutoBind.rule.updated'),
          render: (row) =>
            row.configured && row.updated_at ? (
              <>
                <Text>{row.updated_by}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatDateTime(row.updated_at)}
                </Text>
              </>
            ) : (
              t('orderAutoBind.rule.notConfigured')
            ),
        },
        {
          key: 'actions',
          title: t('orderAutoBind.rule.actions'),
          render: (row) => (
            <Button
              size="xs"
              variant="outline"
              aria-label={t('orderAutoBind.rule.editLabel', { shop: row.shop_name })}
              onClick={() => props.onEdit(row)}
            >
              {t('orderAutoBind.rule.edit')}
            </Button>
          ),
        },
      ]}
    />
  );
}
