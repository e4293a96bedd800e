import type { ReactNode } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { PointsPlatformRow } from '../../../../../contract/marketing/order-points';
import { formatDateTime } from '../../../../lib/format/date-time';
import { t } from '../../../../lib/i18n/translate';
import { label, moneyText } from '../shared/member-labels';
import '../../../../lib/i18n/messages/member-messages';

function Line({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Box display="grid" gridTemplateColumns="5.5rem 1fr" gap="2" fontSize="sm" py="1">
      <Text color="fg.muted">{name}</Text>
      <Box minW="0">{children}</Box>
    </Box>
  );
}

/** One linked platform's rule as a card (issue #8 "Points rules per platform"). */
export function RuleCard({ row, onEdit }: { row: PointsPlatformRow; onEdit: () => void }) {
  const on = row.status === 1;
  const state = !row.configured
    ? { text: t('member.rules.notConfigured'), palette: 'gray' }
    : on
      ? { text: t('member.rules.enabled'), palette: 'green' }
      : { text: t('member.rules.disabled'), palette: 'orange' };
  return (
    <Box
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      p="4"
      bg="white"
      data-testid={`rule-card-${row.platform_type}`}
    >
      <Box display="flex" alignItems="center" gap="2" mb="3">
        <Text fontWeight="semibold" flex="1">
          {label('platform', row.platform_type)}
        </Text>
        <Badge colorPalette={state.palette} variant="subtle" data-testid="rule-state">
          {state.text}
        </Badge>
        <Button size="xs" variant="outline" colorPalette="blue" onClick={onEdit}>
          {t('member.rules.edit')}
        </Button>
      </Box>
      <Line name={t('member.rules.shops')}>
        <Text truncate>{row.shops.map((shop) => shop.name).join('、')}</Text>
      </Line>
      <Line name={t('member.rules.rate')}>
        <Text data-testid="rule-rate">
          {t('member.rules.rateValue', { amount: moneyText(row.amount_per_point) })}
        </Text>
      </Line>
      <Line name={t('member.rules.earnAt')}>
        {t('member.rules.earnAtValue', { status: label('orderStatus', row.earn_status) })}
      </Line>
      <Line name={t('member.rules.rounding')}>{label('rounding', row.rounding)}</Line>
      <Line name={t('member.rules.validity')}>
        {row.validity_type === 2 && row.validity_days
          ? t('member.rules.validityDays', { days: row.validity_days })
          : label('validity', 1)}
      </Line>
      <Line name={t('member.rules.assign')}>
        {t('member.rules.assignValue', {
          rule: label('assign', row.assign_rule),
          fallback: label('assign', row.assign_fallback),
        })}
      </Line>
      {row.updated_at ? (
        <Text fontSize="xs" color="fg.subtle" mt="2">
          {t('member.rules.updated', {
            name: row.updated_by ?? '-',
            time: formatDateTime(row.updated_at),
          })}
        </Text>
      ) : null}
    </Box>
  );
}
