import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { ChannelCodeSchedule } from '../../../../../contract/acquiring/channel-code';
import type { DirectoryOptions } from '../../../../../contract/company/mail-list';
import { overnightHint } from '../../../../ui/form-drawer/overnight-hint';
import { t } from '../../../../lib/i18n/translate';
import type { FieldErrors } from '../../../../ui/form-drawer/use-contract-form';
import { EmployeePicker } from '../../../../ui/pickers/employee-picker';
import { WeekdayPicker } from './form-controls';
import { TimeInput } from '../../../../ui/date-picker/time-input';
import '../../../../lib/i18n/messages/acquiring-messages';

export interface ScheduleEditorProps {
  value: readonly ChannelCodeSchedule[];
  onChange: (rows: ChannelCodeSchedule[]) => void;
  directory: DirectoryOptions | undefined;
  errors: FieldErrors;
}

export const NEW_SCHEDULE: ChannelCodeSchedule = {
  weekdays: [1, 2, 3, 4, 5],
  start_time: '09:00',
  end_time: '18:00',
  employee_ids: [],
};

/** issue #9: the weekly schedule, rows of weekdays + a time window + the employees on duty. */
export function ScheduleEditor({ value, onChange, directory, errors }: ScheduleEditorProps) {
  const update = (index: number, patch: Partial<ChannelCodeSchedule>) =>
    onChange(value.map((row, position) => (position === index ? { ...row, ...patch } : row)));
  return (
    <Box display="flex" flexDirection="column" gap="3" data-testid="schedule-editor">
      {value.map((row, index) => {
        const error = (field: string) => errors[`schedules.${index}.${field}`];
        return (
          <Box
            key={index}
            borderWidth="1px"
            borderRadius="md"
            p="3"
            bg="gray.50"
            data-testid="schedule-row"
          >
            <Box display="flex" alignItems="center" mb="2">
              <Text fontSize="sm" fontWeight="medium" flex="1">
                {t('codeForm.schedule.row', { index: index + 1 })}
              </Text>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                onClick={() => onChange(value.filter((_, position) => position !== index))}
              >
                {t('codeForm.schedule.remove')}
              </Button>
            </Box>
            <Box
              display="grid"
              gridTemplateColumns="5rem 1fr"
              gap="2"
              alignItems="center"
              fontSize="sm"
            >
              <Text color="fg.muted">{t('codeForm.schedule.weekdays')}</Text>
              <Box>
                <WeekdayPicker
                  value={row.weekdays}
                  onChange={(weekdays) => update(index, { weekdays })}
                />
                {error('weekdays') ? (
                  <Text color="red.600" fontSize="xs" role="alert">
                    {error('weekdays')}
                  </Text>
                ) : null}
              </Box>
              <Text color="fg.muted">{t('codeForm.schedule.time')}</Text>
              <Box>
                <Box display="flex" alignItems="center" gap="2">
                  <TimeInput
                    value={row.start_time}
                    ariaLabel={t('codeForm.schedule.time')}
                    testId="schedule-start"
                    onChange={(value) => update(index, { start_time: value })}
                  />
                  <Text>{t('codeForm.schedule.to')}</Text>
                  <TimeInput
                    value={row.end_time}
                    ariaLabel={t('codeForm.schedule.to')}
                    testId="schedule-end"
                    onChange={(value) => update(index, { end_time: value })}
                  />
                </Box>
                {error('end_time') || error('start_time') ? (
                  <Text color="red.600" fontSize="xs" role="alert">
                    {error('end_time') ?? error('start_time')}
                  </Text>
                ) : null}
                {overnightHint({ start: row.start_time, end: row.end_time }) ? (
                  <Text color="fg.muted" fontSize="xs">
                    {overnightHint({ start: row.start_time, end: row.end_time })}
                  </Text>
                ) : null}
              </Box>
              <Text color="fg.muted">{t('codeForm.schedule.employees')}</Text>
              <Box>
                <EmployeePicker
                  departments={directory?.departments ?? []}
                  employees={directory?.employees ?? []}
                  value={row.employee_ids}
                  onChange={(employee_ids) => update(index, { employee_ids })}
                  invalid={Boolean(error('employee_ids'))}
                  testId="schedule-employees"
                />
                {error('employee_ids') ? (
                  <Text color="red.600" fontSize="xs" role="alert">
                    {error('employee_ids')}
                  </Text>
                ) : null}
              </Box>
            </Box>
          </Box>
        );
      })}
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        onClick={() => onChange([...value, NEW_SCHEDULE])}
        data-testid="schedule-add"
      >
        {t('codeForm.schedule.add')}
      </Button>
    </Box>
  );
}
