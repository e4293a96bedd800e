import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import type { GroupFilter } from '../../../../contract/reach/mass-send';
import { GROUP_PICK_MAX } from '../../../../contract/reach/mass-send';
import type { ReachOptions } from '../../../../contract/reach/reach-options';
import { t } from '../../../lib/i18n/translate';
import { CheckBox } from '../../../ui/check-box/check-box';
import { FormField } from '../../../ui/form-drawer/form-field';
import type { FieldErrors } from '../../../ui/form-drawer/use-contract-form';
import { EmployeePicker } from '../../../ui/pickers/employee-picker';

export const EMPTY_GROUP_FILTER: GroupFilter = { owner_ids: [], group_ids: [] };
const SHOWN = 60;

/** docs/domain.md §2 /group-chat recipients: group owners, or picked groups (≤ 2,000). */
export function GroupRecipients(props: {
  value: GroupFilter;
  onChange: (next: GroupFilter) => void;
  options: ReachOptions | undefined;
  errors: FieldErrors;
}) {
  const { value, onChange, options, errors } = props;
  const [search, setSearch] = useState('');
  const owners = new Set(value.owner_ids);
  const groups = (options?.groups ?? []).filter(
    (group) =>
      (owners.size === 0 || (group.owner_id !== null && owners.has(group.owner_id))) &&
      group.name.includes(search.trim()),
  );
  const picked = new Set(value.group_ids);
  const toggle = (id: number, on: boolean) => {
    const next = new Set(picked);
    if (on && next.size < GROUP_PICK_MAX) next.add(id);
    else next.delete(id);
    onChange({ ...value, group_ids: [...next] });
  };
  return (
    <Box display="flex" flexDirection="column" gap="4">
      <FormField
        label={t('form.owners')}
        helper={t('form.ownersAll')}
        error={errors['filter.owner_ids']}
      >
        <EmployeePicker
          departments={options?.departments ?? []}
          employees={options?.employees ?? []}
          value={value.owner_ids}
          onChange={(owner_ids) => onChange({ ...value, owner_ids })}
          placeholder={t('form.ownersAll')}
          ariaLabel={t('form.owners')}
          testId="pick-owners"
        />
      </FormField>
      <FormField
        label={t('form.groups')}
        helper={t('form.groupsHint')}
        error={errors['filter.group_ids']}
      >
        <Box borderWidth="1px" borderRadius="md" p="2" bg="white">
          <Box display="flex" gap="2" alignItems="center" mb="2" flexWrap="wrap">
            <Input
              size="sm"
              type="search"
              maxW="60"
              value={search}
              placeholder={t('form.groupsSearch')}
              aria-label={t('form.groupsSearch')}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <Text fontSize="xs" color="fg.muted" data-testid="groups-picked">
              {t('form.groupsPicked', { count: picked.size })}
            </Text>
          </Box>
          <Box
            maxH="56"
            overflowY="auto"
            display="grid"
            gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
            gap="1"
          >
            {groups.slice(0, SHOWN).map((group) => (
              <CheckBox
                key={group.id}
                checked={picked.has(group.id)}
                onChange={(on) => toggle(group.id, on)}
              >
                <Text as="span" fontSize="sm">
                  {group.name}
                  <Text as="span" color="fg.muted" fontSize="xs">
                    {` · ${t('form.groupMembers', { count: group.members })}`}
                  </Text>
                </Text>
              </CheckBox>
            ))}
          </Box>
        </Box>
      </FormField>
    </Box>
  );
}
