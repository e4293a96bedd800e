import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { DEFAULT_DAILY_LIMIT } from '../../../../../contract/acquiring/channel-code';
import type { EmployeeOption } from '../../../../../contract/company/mail-list';
import { t } from '../../../../lib/i18n/translate';
import '../../../../lib/i18n/messages/acquiring-messages';

export interface DailyLimit {
  employee_id: number;
  limit: number;
}

export interface DailyLimitEditorProps {
  employeeIds: readonly number[];
  employees: readonly EmployeeOption[];
  value: readonly DailyLimit[];
  onChange: (limits: DailyLimit[]) => void;
  error?: string;
}

/** One daily cap per employee who can take this code's customers (default 100). */
export function DailyLimitEditor({
  employeeIds,
  employees,
  value,
  onChange,
  error,
}: DailyLimitEditorProps) {
  if (employeeIds.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('codeForm.limitNoEmployees')}
      </Text>
    );
  }
  const nameOf = new Map(employees.map((employee) => [employee.id, employee.name]));
  const limitOf = (id: number) =>
    value.find((row) => row.employee_id === id)?.limit ?? DEFAULT_DAILY_LIMIT;
  const set = (id: number, limit: number) =>
    onChange(
      employeeIds.map((employeeId) => ({
        employee_id: employeeId,
        limit: employeeId === id ? limit : limitOf(employeeId),
      })),
    );
  return (
    <Box
      display="grid"
      gridTemplateColumns="repeat(auto-fill, minmax(200px, 1fr))"
      gap="2"
      data-testid="daily-limits"
    >
      {employeeIds.map((id) => (
        <Box
          key={id}
          display="flex"
          alignItems="center"
          gap="2"
          borderWidth="1px"
          borderRadius="md"
          px="3"
          py="1.5"
          bg="white"
        >
          <Text fontSize="sm" flex="1" truncate>
            {nameOf.get(id) ?? id}
          </Text>
          <Input
            type="number"
            size="xs"
            width="20"
            min={1}
            max={5000}
            value={limitOf(id)}
            aria-label={`${nameOf.get(id) ?? id} ${t('codeForm.limitPerEmployee')}`}
            onChange={(event) => set(id, Number(event.currentTarget.value))}
          />
          <Text fontSize="xs" color="fg.muted">
            {t('codeForm.limitUnit')}
          </Text>
        </Box>
      ))}
      {error ? (
        <Text color="red.600" fontSize="xs" role="alert">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
