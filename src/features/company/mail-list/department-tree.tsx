import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import type { DepartmentRow } from '../../../../contract/company/mail-list';
import { t } from '../../../lib/i18n/translate';
import { departmentLines, withDescendants } from '../../../ui/pickers/department-tree';
import '../../../lib/i18n/messages/company-messages';

export interface DepartmentTreeProps {
  departments: readonly DepartmentRow[];
  selected: number | undefined;
  onSelect: (id: number | undefined) => void;
}

/** The organisation as an indented tree; each line counts everyone below it. */
export function DepartmentTree({ departments, selected, onSelect }: DepartmentTreeProps) {
  const countOf = (id: number) =>
    [...withDescendants(departments, id)].reduce(
      (sum, departmentId) =>
        sum + (departments.find((row) => row.id === departmentId)?.employee_count ?? 0),
      0,
    );
  const total = departments.reduce((sum, row) => sum + row.employee_count, 0);
  const line = (id: number | undefined, name: string, depth: number, count: number) => (
    <chakra.button
      key={id ?? 'all'}
      type="button"
      display="flex"
      width="full"
      justifyContent="space-between"
      gap="2"
      textAlign="start"
      fontSize="sm"
      py="1.5"
      pe="3"
      ps={`${0.75 + depth * 1}rem`}
      borderRadius="md"
      bg={selected === id ? 'blue.50' : undefined}
      color={selected === id ? 'blue.700' : undefined}
      _hover={{ bg: selected === id ? 'blue.50' : 'gray.50' }}
      aria-pressed={selected === id}
      onClick={() => onSelect(id)}
      data-testid="department-node"
    >
      <Text as="span" truncate>
        {depth > 0 ? '└ ' : ''}
        {name}
      </Text>
      <Text as="span" fontSize="xs" color="fg.muted">
        {t('mailList.headcount', { count })}
      </Text>
    </chakra.button>
  );
  return (
    <Box display="flex" flexDirection="column" gap="0.5" aria-label={t('mailList.departments')}>
      {line(undefined, t('mailList.allDepartments'), 0, total)}
      {departmentLines(departments).map((item) =>
        line(item.id, item.name, item.depth, countOf(item.id)),
      )}
    </Box>
  );
}
