import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { ADD_WAYS } from '../../../../contract/customer/customer-list';
import type { CustomerRow } from '../../../../contract/customer/customer-list';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { PersonAvatar } from '../../../ui/person-avatar/person-avatar';
import { typeLabel } from './customer-labels';
import '../../../lib/i18n/messages/customers-messages';

const SHOWN_TAGS = 3;

export function CustomerName({
  row,
  subtitle = true,
}: {
  row: Pick<CustomerRow, 'name' | 'avatar' | 'type' | 'corp_name' | 'lost'>;
  /** The WeCom-style @微信 / @企业 line (the list has type and corp columns instead). */
  subtitle?: boolean;
}) {
  return (
    <Box display="flex" alignItems="center" gap="2.5" minW="40">
      <PersonAvatar name={row.name} src={row.avatar} />
      <Box minW="0">
        <Box display="flex" alignItems="center" gap="1.5">
          <Text fontWeight="medium" truncate maxW="40">
            {row.name}
          </Text>
          {row.lost ? (
            <Badge size="xs" colorPalette="red" variant="subtle">
              {t('customers.lostBadge')}
            </Badge>
          ) : null}
        </Box>
        <Text fontSize="xs" color={row.type === 2 ? 'orange.600' : 'green.600'} hidden={!subtitle}>
          {row.type === 2 ? `@${row.corp_name || typeLabel(2)}` : `@${typeLabel(1)}`}
        </Text>
      </Box>
    </Box>
  );
}

export function customerColumns(onDetail: (row: CustomerRow) => void): DataColumn<CustomerRow>[] {
  return [
    {
      key: 'customer',
      title: t('customers.col.customer'),
      hideable: false,
      render: (row) => <CustomerName row={row} subtitle={false} />,
    },
    {
      key: 'type',
      title: t('customers.col.type'),
      render: (row) => (
        <Text color={row.type === 2 ? 'orange.600' : 'green.600'} whiteSpace="nowrap">
          {typeLabel(row.type)}
        </Text>
      ),
    },
    { key: 'corp', title: t('customers.col.corp'), render: (row) => row.corp_name || '-' },
    {
      key: 'employees',
      title: t('customers.col.employees'),
      render: (row) =>
        row.employees.length === 0 ? (
          '-'
        ) : (
          <Text
            truncate
            maxW="40"
            title={row.employees.map((employee) => employee.name).join('、')}
          >
            {row.employees
              .slice(0, 2)
              .map((employee) => employee.name)
              .join('、')}
            {row.employees.length > 2
              ? ` ${t('customers.more', { count: row.employees.length - 2 })}`
              : ''}
          </Text>
        ),
    },
    {
      key: 'tags',
      title: t('customers.col.tags'),
      render: (row) =>
        row.tags.length === 0 ? (
          '-'
        ) : (
          <Box
            display="flex"
            flexWrap="wrap"
            gap="1"
            maxW="64"
            title={row.tags.map((tag) => tag.name).join('、')}
          >
            {row.tags.slice(0, SHOWN_TAGS).map((tag) => (
              <Badge key={tag.id} colorPalette="teal" variant="subtle" data-tag-name={tag.name}>
                {tag.name}
              </Badge>
            ))}
            {row.tags.length > SHOWN_TAGS ? (
              <Badge variant="outline">
                {t('customers.more', { count: row.tags.length - SHOWN_TAGS })}
              </Badge>
            ) : null}
          </Box>
        ),
    },
    {
      key: 'addedAt',
      title: t('customers.col.addedAt'),
      render: (row) => <Text whiteSpace="nowrap">{formatDateTime(row.added_at)}</Text>,
    },
    {
      key: 'channel',
      title: t('customers.col.channel'),
      render: (row) =>
        row.channel ? (
          <Text color="blue.700" truncate maxW="40" data-testid="customer-channel">
            {row.channel.name}
          </Text>
        ) : (
          <Text color="fg.muted">{ADD_WAYS[row.add_way] ?? '-'}</Text>
        ),
    },
    {
      key: 'actions',
      title: t('customers.col.actions'),
      hideable: false,
      render: (row) => (
        <Button size="xs" variant="plain" colorPalette="blue" px="0" onClick={() => onDetail(row)}>
          {t('customers.action.detail')}
        </Button>
      ),
    },
  ];
}
