import type { ReactNode } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import type { MemberDetail } from '../../../../../contract/marketing/order-points';
import { formatDateTime } from '../../../../lib/format/date-time';
import { t } from '../../../../lib/i18n/translate';
import { FormDrawer } from '../../../../ui/form-drawer/form-drawer';
import { useMemberDetail } from '../api/member-detail-query';
import {
  BIND_PALETTE,
  label,
  moneyText,
  pointsText,
  signedPointsText,
} from '../shared/member-labels';
import { BirthdayEditor } from './birthday-editor';
import { MemberName } from './member-columns';
import '../../../../lib/i18n/messages/member-messages';

function Field({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Box display="grid" gridTemplateColumns="6.5rem 1fr" gap="3" fontSize="sm" py="1.5">
      <Text color="fg.muted">{name}</Text>
      <Box minW="0">{children}</Box>
    </Box>
  );
}

function Identities({ detail }: { detail: MemberDetail }) {
  if (detail.identities.length === 0) {
    return <Text color="fg.muted">{t('member.detail.noIdentities')}</Text>;
  }
  return (
    <Box display="flex" flexDirection="column" gap="1" data-testid="member-identities">
      {detail.identities.map((identity) => (
        <Text key={`${identity.platform_type}-${identity.identifier_type}-${identity.identifier}`}>
          <Badge variant="outline" size="sm" me="2">
            {label('platform', identity.platform_type)}
          </Badge>
          {label('identifier', identity.identifier_type)}：{identity.identifier}
        </Text>
      ))}
    </Box>
  );
}

function RecentHistory({ detail }: { detail: MemberDetail }) {
  if (detail.points_history.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        {t('member.detail.noHistory')}
      </Text>
    );
  }
  return (
    <Box display="flex" flexDirection="column" gap="2" data-testid="member-history">
      {detail.points_history.map((row) => (
        <Box key={row.id} display="flex" gap="3" fontSize="sm" borderBottomWidth="1px" pb="1.5">
          <Box flex="1" minW="0">
            <Text>{label('change', row.change_type)}</Text>
            <Text fontSize="xs" color="fg.muted" truncate>
              {row.reason} · {formatDateTime(row.created_at)}
            </Text>
          </Box>
          <Text
            fontWeight="medium"
            color={row.points.startsWith('-') ? 'orange.600' : 'green.600'}
            whiteSpace="nowrap"
          >
            {signedPointsText(row.points)}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

/** issue #8 member drawer: customer, bound identities, balance, birthday, responsible employee,
 * orders and the latest points history. */
export function MemberDetailDrawer(props: {
  memberId: number | null;
  onClose: () => void;
  onAdjust: (detail: MemberDetail) => void;
  onAllHistory: (detail: MemberDetail) => void;
}) {
  const detail = useMemberDetail(props.memberId);
  const data = detail.data?.member_id === props.memberId ? detail.data : undefined;
  return (
    <FormDrawer
      open={props.memberId !== null}
      onClose={props.onClose}
      title={t('member.detail.title')}
      size="md"
      testId="member-detail"
    >
      {!data ? (
        detail.isError ? (
          <Text color="fg.muted">{t('member.detail.loadFailed')}</Text>
        ) : (
          <Spinner />
        )
      ) : (
        <Box display="flex" flexDirection="column" gap="4">
          <Box display="flex" alignItems="center" gap="3">
            <Box flex="1">
              <MemberName row={data} />
            </Box>
            <Badge colorPalette={BIND_PALETTE[data.bind_status]} variant="subtle">
              {label('bind', data.bind_status)}
            </Badge>
          </Box>
          <Box bg="blue.50" borderRadius="md" px="4" py="3" display="flex" alignItems="center">
            <Box flex="1">
              <Text fontSize="xs" color="fg.muted">
                {t('member.detail.balance')}
              </Text>
              <Text
                fontSize="2xl"
                fontWeight="semibold"
                color="blue.700"
                data-testid="detail-balance"
              >
                {pointsText(data.points_balance)}
              </Text>
            </Box>
            <Button size="sm" colorPalette="blue" onClick={() => props.onAdjust(data)}>
              {t('member.action.adjust')}
            </Button>
          </Box>
          <Box>
            <Field name={t('member.detail.memberId')}>{data.member_id}</Field>
            <Field name={t('member.detail.customer')}>
              {data.customer ? data.customer.name : t('member.unbound')}
            </Field>
            <Field name={t('member.detail.externalId')}>
              <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                {data.external_user_id || '-'}
              </Text>
            </Field>
            <Field name={t('member.detail.phone')}>{data.phone || '-'}</Field>
            <Field name={t('member.detail.identities')}>
              <Identities detail={data} />
            </Field>
            <Field name={t('member.detail.orders')}>
              {t('member.detail.ordersValue', {
                count: data.order_count,
                amount: moneyText(data.order_amount),
              })}
            </Field>
            <Field name={t('member.detail.birthday')}>
              <BirthdayEditor
                key={data.member_id}
                memberId={data.member_id}
                birthday={data.birthday}
              />
            </Field>
            <Field name={t('member.detail.employee')}>
              {data.responsible_employee ? (
                <Text>
                  {data.responsible_employee.name}
                  {data.responsible_rule ? (
                    <Text as="span" color="fg.muted">
                      {t('member.detail.employeeRule', {
                        rule: label('assign', data.responsible_rule),
                      })}
                    </Text>
                  ) : null}
                </Text>
              ) : (
                t('member.detail.noEmployee')
              )}
            </Field>
            <Field name={t('member.detail.since')}>{formatDateTime(data.created_at)}</Field>
          </Box>
          <Box>
            <Box display="flex" alignItems="center" mb="2">
              <Text fontWeight="semibold" fontSize="sm" flex="1">
                {t('member.detail.history')}
              </Text>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="blue"
                onClick={() => props.onAllHistory(data)}
              >
                {t('member.detail.allHistory')}
              </Button>
            </Box>
            <RecentHistory detail={data} />
          </Box>
        </Box>
      )}
    </FormDrawer>
  );
}
