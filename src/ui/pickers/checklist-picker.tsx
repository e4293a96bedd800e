import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { CheckBox } from '../check-box/check-box';

export interface ChecklistOption {
  readonly id: number;
  readonly name: string;
  /** Shown muted after the name (a group's size, a code's owner…). */
  readonly note?: string;
}

/**
 * Several named things (customer groups, channel codes) from a searchable check list, in the
 * order they were ticked (issue #16: a rule's groups are tried in that order).
 */
export function ChecklistPicker(props: {
  options: readonly ChecklistOption[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  label: string;
  searchPlaceholder: string;
  countText: string;
  max?: number;
  invalid?: boolean;
  testId?: string;
}) {
  const [search, setSearch] = useState('');
  const shown = useMemo(
    () => props.options.filter((option) => option.name.includes(search.trim())),
    [props.options, search],
  );
  const full = props.max !== undefined && props.value.length >= props.max;
  return (
    <Box
      borderWidth="1px"
      borderColor={props.invalid ? 'red.500' : undefined}
      borderRadius="md"
      p="2"
      data-testid={props.testId}
    >
      <Box display="flex" gap="2" alignItems="center" mb="2">
        <Input
          size="sm"
          // a search box is no part of the form's value (issue #37, form-snapshot.ts)
          data-dirty-ignore=""
          value={search}
          placeholder={props.searchPlaceholder}
          aria-label={props.searchPlaceholder}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {props.countText}
        </Text>
      </Box>
      <Box maxH="44" overflowY="auto" role="group" aria-label={props.label}>
        {shown.map((option) => {
          const checked = props.value.includes(option.id);
          return (
            <Box key={option.id} py="0.5">
              <CheckBox
                checked={checked}
                disabled={!checked && full}
                onChange={(on) =>
                  props.onChange(
                    on ? [...props.value, option.id] : props.value.filter((id) => id !== option.id),
                  )
                }
              >
                {option.name}
                {option.note ? (
                  <Text as="span" color="fg.muted" fontSize="xs" ms="2">
                    {option.note}
                  </Text>
                ) : null}
              </CheckBox>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
