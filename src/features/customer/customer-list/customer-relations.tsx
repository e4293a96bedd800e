import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { ADD_WAYS } from '../../../../contract/customer/customer-list';
import type { CustomerRelation } from '../../../../contract/customer/customer-list';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { PersonAvatar } from '../../../ui/person-avatar/person-avatar';
import '../../../lib/i18n/messages/customers-messages';

function status(relation: CustomerRelation) {
  if (relation.deleted_by_customer_at) {
    return {
      color: 'red',
      label: t('customers.relation.deletedByCustomer'),
      at: relation.deleted_by_customer_at,
    };
  }
  if (relation.deleted_by_employee_at) {
    return {
      color: 'orange',
      label: t('customers.relation.deletedByEmployee'),
      at: relation.deleted_by_employee_at,
    };
  }
  return { color: 'green', label: t('customers.relation.active'), at: null };
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Box display="flex" gap="3" fontSize="sm">
      <Text color="fg.muted" width="20" flexShrink={0}>
        {label}
      </Text>
      <Text wordBreak="break-all">{value || t('customers.relation.none')}</Text>
    </Box>
  );
}

/** The customer's relation with each employee who added them (docs/domain.md §0 follow_user). */
export function CustomerRelations({ relations }: { relations: readonly CustomerRelation[] }) {
  return (
    <Box display="flex" flexDirection="column" gap="3" data-testid="customer-relations">
      {relations.map((relation) => {
        const state = status(relation);
        return (
          <Box key={relation.employee.id} borderWidth="1px" borderRadius="md" p="3">
            <Box display="flex" alignItems="center" gap="2" mb="2">
              <PersonAvatar name={relation.employee.name} size={28} />
              <Box flex="1" minW="0">
                <Text fontWeight="medium" fontSize="sm">
                  {relation.employee.name}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {t('customers.relation.department', {
                    name: relation.employee.department_name || '-',
                  })}
                </Text>
              </Box>
              <Badge
                colorPalette={state.color}
                variant="subtle"
                title={state.at ? formatDateTime(state.at) : undefined}
              >
                {state.label}
              </Badge>
            </Box>
            <Box display="flex" flexDirection="column" gap="1">
              <Line
                label={t('customers.relation.addedAt')}
                value={formatDateTime(relation.added_at)}
              />
              <Line
                label={t('customers.relation.addWay')}
                value={ADD_WAYS[relation.add_way] ?? ''}
              />
              <Line label={t('customers.relation.channel')} value={relation.channel?.name ?? ''} />
              <Line label={t('customers.relation.remark')} value={relation.remark} />
              <Line label={t('customers.relation.description')} value={relation.description} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
