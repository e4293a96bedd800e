import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import type { GroupOption } from '../../../../contract/acquiring/group-welcome';
import { t } from '../../../lib/i18n/translate';
import { CheckBox } from '../../../ui/check-box/check-box';

/** Several customer groups, searchable by name, each with its owner and size. */
export function GroupPicker(props: {
  groups: readonly GroupOption[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  invalid?: boolean;
}) {
  const [search, setSearch] = useState('');
  const shown = useMemo(
    () => props.groups.filter((group) => group.name.includes(search.trim())),
    [props.groups, search],
  );
  return (
    <Box
      borderWidth="1px"
      borderColor={props.invalid ? 'red.500' : undefined}
      borderRadius="md"
      p="2"
      data-testid="gwelcome-groups"
    >
      <Box display="flex" gap="2" alignItems="center" mb="2">
        <Input
          size="sm"
          value={search}
          placeholder={t('gwelcome.form.groupsSearch')}
          aria-label={t('gwelcome.form.groupsSearch')}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {t('gwelcome.form.groupsCount', { count: props.value.length })}
        </Text>
      </Box>
      <Box maxH="44" overflowY="auto" role="group" aria-label={t('gwelcome.form.groups')}>
        {shown.map((group) => (
          <Box key={group.id} py="0.5">
            <CheckBox
              checked={props.value.includes(group.id)}
              onChange={(on) =>
                props.onChange(
                  on ? [...props.value, group.id] : props.value.filter((id) => id !== group.id),
                )
              }
            >
              {group.name}
              <Text as="span" color="fg.muted" fontSize="xs" ms="2">
                {group.owner?.name ?? ''} · {t('gwelcome.members', { count: group.member_count })}
              </Text>
            </CheckBox>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
