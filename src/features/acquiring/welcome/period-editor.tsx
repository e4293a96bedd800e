import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { WelcomeFormInput } from '../../../../contract/acquiring/welcome';
import { EMPTY_MESSAGE } from '../../../../contract/message-content';
import type { MessageContent } from '../../../../contract/message-content';
import { overnightHint } from '../../../ui/form-drawer/overnight-hint';
import { t } from '../../../lib/i18n/translate';
import { TimeInput } from '../../../ui/date-picker/time-input';
import { FormField } from '../../../ui/form-drawer/form-field';
import type { FieldErrors } from '../../../ui/form-drawer/use-contract-form';
import { MessageComposer } from '../../../ui/message-composer/message-composer';
import { WeekdayToggles } from './weekday-toggles';

export type PeriodDraft = NonNullable<WelcomeFormInput['periods']>[number] & {
  message: MessageContent;
};

export const newPeriod = (): PeriodDraft => ({
  weekdays: [6, 7],
  start_time: '09:00',
  end_time: '18:00',
  message: EMPTY_MESSAGE,
});

/** issue #16 time-period variants: weekdays + a HH:mm window → another message. */
export function PeriodEditor(props: {
  periods: readonly PeriodDraft[];
  onChange: (next: PeriodDraft[]) => void;
  errors: FieldErrors;
}) {
  const { periods, onChange, errors } = props;
  const set = (index: number, patch: Partial<PeriodDraft>) =>
    onChange(periods.map((period, at) => (at === index ? { ...period, ...patch } : period)));
  return (
    <Box display="flex" flexDirection="column" gap="3">
      {periods.map((period, index) => {
        const path = `periods.${index}`;
        const label = t('welcome.form.period', { index: index + 1 });
        return (
          <Box
            key={index}
            borderWidth="1px"
            borderRadius="md"
            p="3"
            display="flex"
            flexDirection="column"
            gap="3"
            data-testid={`welcome-period-${index}`}
          >
            <Box display="flex" justifyContent="space-between" alignItems="center">
              <Text fontWeight="medium" fontSize="sm">
                {label}
              </Text>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={t('welcome.form.removePeriod', { index: index + 1 })}
                onClick={() => onChange(periods.filter((_, at) => at !== index))}
              >
                {t('welcome.delete')}
              </Button>
            </Box>
            <FormField label={t('welcome.form.weekdays')} error={errors[`${path}.weekdays`]}>
              <WeekdayToggles
                value={period.weekdays}
                onChange={(weekdays) => set(index, { weekdays })}
                label={`${label} ${t('welcome.form.weekdays')}`}
              />
            </FormField>
            <Box display="flex" gap="3" flexWrap="wrap">
              <FormField label={t('welcome.form.start')} error={errors[`${path}.start_time`]}>
                <TimeInput
                  value={period.start_time}
                  onChange={(start_time) => set(index, { start_time })}
                  ariaLabel={`${label} ${t('welcome.form.start')}`}
                  minuteStep={5}
                  testId={`period-${index}-start`}
                />
              </FormField>
              <FormField
                label={t('welcome.form.end')}
                error={errors[`${path}.end_time`]}
                helper={overnightHint({ start: period.start_time, end: period.end_time })}
              >
                <TimeInput
                  value={period.end_time}
                  onChange={(end_time) => set(index, { end_time })}
                  ariaLabel={`${label} ${t('welcome.form.end')}`}
                  minuteStep={5}
                  testId={`period-${index}-end`}
                />
              </FormField>
            </Box>
            <FormField label={t('welcome.form.periodMessage')} required>
              <MessageComposer
                value={period.message}
                onChange={(message) => set(index, { message })}
                errors={errors}
                prefix={`${path}.message`}
                channel="customer"
                testId={`period-${index}-composer`}
              />
            </FormField>
          </Box>
        );
      })}
    </Box>
  );
}
