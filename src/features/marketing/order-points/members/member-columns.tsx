import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { MemberRow } from '../../../../../contract/marketing/order-points';
import { formatDateTime } from '../../../../lib/format/date-time';
import { t } from '../../../../lib/i18n/translate';
import type { DataColumn } from '../../../../ui/data-table/data-table';
import { PersonAvatar } from '../../../../ui/person-avatar/person-avatar';
import { BIND_PALETTE, label, pointsText } from '../shared/member-labels';
import '../../../../lib/i18n/messages/member-messages';

export function MemberName({
  row,
}: {
  row: Pick<MemberRow, 'name' | 'avatar' | 'external_user_id'>;
}) {
  return (
    <Box display="flex" alignItems="center" gap="2.5" minW="40">
      <PersonAvatar name={row.name} src={row.avatar} />
      <Box minW="0">
        <Text fontWeight="medium" truncate maxW="44">
          {row.name}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate maxW="44">
          {row.external_user_id || t('member.unbound')}
        </Text>
      </Box>
    </Box>
  );
}

export function memberColumns(actions: {
  onDetail: (row: MemberRow) => void;
  onAdjust: (row: MemberRow) => void;
}): DataColumn<MemberRow>[] {
  return [
    {
      key: 'member',
      title: t('member.col.member'),
      hideable: false,
      render: (row) => <MemberName row={row} />,
    },
    { key: 'phone', title: t('member.col.phone'), render: (row) => row.phone || '-' },
    {
      key: 'platforms',
      title: t('member.col.platforms'),
      render: (row) => (
        <Box display="flex" flexWrap="wrap" gap="1">
          {row.platform_types.map((type) => (
            <Badge key={type} variant="outline" size="sm">
              {label('platform', type)}
            </Badge>
          ))}
        </Box>
      ),
    },
    {
      key: 'bind',
      title: t('member.col.bindStatus'),
      render: (row) => (
        <Badge colorPalette={BIND_PALETTE[row.bind_status]} variant="subtle">
          {label('bind', row.bind_status)}
        </Badge>
      ),
    },
    {
      key: 'points',
      title: t('member.col.points'),
      align: 'end',
      render: (row) => (
        <Text fontVariantNumeric="tabular-nums" fontWeight="medium" data-testid="member-points">
          {pointsText(row.points_balance)}
        </Text>
      ),
    },
    {
      key: 'employee',
      title: t('member.col.employee'),
      render: (row) => row.responsible_employee?.name ?? '-',
    },
    {
      key: 'createdAt',
      title: t('member.col.createdAt'),
      render: (row) => <Text whiteSpace="nowrap">{formatDateTime(row.created_at)}</Text>,
    },
    {
      key: 'actions',
      title: t('member.col.actions'),
      hideable: false,
      render: (row) => (
        <Box display="flex" gap="1">
          <Button
            size="xs"
            variant="ghost"
            colorPalette="blue"
            onClick={() => actions.onDetail(row)}
          >
            {t('member.action.detail')}
          </Button>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="blue"
            onClick={() => actions.onAdjust(row)}
            data-testid="member-adjust"
          >
            {t('member.action.adjust')}
          </Button>
        </Box>
      ),
    },
  ];
}
