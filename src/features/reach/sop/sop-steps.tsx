import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import type { SopTimeType } from '../../../../contract/reach/sop';
import { SOP_STEPS_MAX } from '../../../../contract/reach/sop';
import type { MessageChannel, MessageContent } from '../../../../contract/message-content';
import { EMPTY_MESSAGE } from '../../../../contract/message-content';
import { t } from '../../../lib/i18n/translate';
import { DateInput } from '../../../ui/date-picker/date-input';
import { TimeInput } from '../../../ui/date-picker/time-input';
import { FormField } from '../../../ui/form-drawer/form-field';
import type { FieldErrors } from '../../../ui/form-drawer/use-contract-form';
import { MessageComposer } from '../../../ui/message-composer/message-composer';

export interface StepDraft {
  day: number;
  hours: number;
  minutes: number;
  date: string;
  time: string;
  message: MessageContent;
}

export const newStep = (previous?: StepDraft): StepDraft => ({
  day: previous ? previous.day + 1 : 0,
  hours: previous ? previous.hours + 24 : 1,
  minutes: 0,
  date: '',
  time: previous?.time ?? '10:00',
  message: EMPTY_MESSAGE,
});

function NumberField(props: {
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
  testId: string;
}) {
  return (
    <Input
      size="sm"
      width="20"
      bg="white"
      inputMode="numeric"
      aria-label={props.label}
      data-testid={props.testId}
      value={String(props.value)}
      onChange={(event) => {
        const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 3);
        props.onChange(Math.min(Number(digits || 0), props.max));
      }}
    />
  );
}

/** The timing of one step, by the plan's time type. */
function StepTiming(props: {
  type: SopTimeType;
  step: StepDraft;
  index: number;
  set: (patch: Partial<StepDraft>) => void;
}) {
  const { type, step, index, set } = props;
  const n = index + 1;
  const time = (
    <TimeInput
      value={step.time}
      onChange={(value) => set({ time: value })}
      ariaLabel={`${t('sop.form.step', { n })}${t('sop.form.time')}`}
      minuteStep={5}
      testId={`step-${n}-time`}
    />
  );
  if (type === 'after') {
    return (
      <Box display="flex" alignItems="center" gap="2" flexWrap="wrap">
        <NumberField
          label={`${t('sop.form.step', { n })}${t('sop.form.hours')}`}
          value={step.hours}
          max={720}
          onChange={(hours) => set({ hours })}
          testId={`step-${n}-hours`}
        />
        <Text fontSize="sm">{t('sop.form.hours')}</Text>
        <NumberField
          label={`${t('sop.form.step', { n })}${t('sop.form.minutes')}`}
          value={step.minutes}
          max={59}
          onChange={(minutes) => set({ minutes })}
          testId={`step-${n}-minutes`}
        />
        <Text fontSize="sm">{t('sop.form.minutes')}</Text>
      </Box>
    );
  }
  if (type === 'date') {
    return (
      <Box display="flex" alignItems="center" gap="2" flexWrap="wrap">
        <DateInput
          value={step.date}
          onChange={(date) => set({ date })}
          ariaLabel={`${t('sop.form.step', { n })}${t('sop.form.date')}`}
          testId={`step-${n}-date`}
        />
        {time}
      </Box>
    );
  }
  return (
    <Box display="flex" alignItems="center" gap="2" flexWrap="wrap">
      <NumberField
        label={`${t('sop.form.step', { n })}${t('sop.form.day')}`}
        value={step.day}
        max={365}
        onChange={(day) => set({ day })}
        testId={`step-${n}-day`}
      />
      <Text fontSize="sm">{t('sop.form.dayUnit')}</Text>
      {time}
    </Box>
  );
}

/** issue #18: the plan's steps, each a time and a message from the shared composer. */
export function SopSteps(props: {
  type: SopTimeType;
  steps: StepDraft[];
  onChange: (steps: StepDraft[]) => void;
  errors: FieldErrors;
  /** A group plan's steps go to whole groups: no customer nickname (issue #38 item 10). */
  channel: MessageChannel;
}) {
  const { type, steps, onChange, errors, channel } = props;
  const update = (index: number, patch: Partial<StepDraft>) =>
    onChange(steps.map((step, at) => (at === index ? { ...step, ...patch } : step)));
  return (
    <Box display="flex" flexDirection="column" gap="4">
      {steps.map((step, index) => {
        const n = index + 1;
        const stepError =
          errors[`steps.${index}`] ??
          errors[`steps.${index}.date`] ??
          errors[`steps.${index}.time`];
        return (
          <Box
            key={index}
            borderWidth="1px"
            borderColor="gray.200"
            borderRadius="md"
            p={{ base: '3', md: '4' }}
            bg="gray.50"
            data-testid={`sop-step-${n}`}
          >
            <Box display="flex" alignItems="center" justifyContent="space-between" mb="3" gap="2">
              <Text fontWeight="semibold" fontSize="sm">
                {t('sop.form.step', { n })}
              </Text>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                disabled={steps.length === 1}
                aria-label={t('sop.form.removeStep', { n })}
                onClick={() => onChange(steps.filter((_, at) => at !== index))}
              >
                {t('sop.action.delete')}
              </Button>
            </Box>
            <FormField label={t('sop.form.time')} required error={stepError}>
              <StepTiming
                type={type}
                step={step}
                index={index}
                set={(patch) => update(index, patch)}
              />
            </FormField>
            <Box mt="3">
              <MessageComposer
                value={step.message}
                onChange={(message) => update(index, { message })}
                errors={errors}
                prefix={`steps.${index}.message`}
                channel={channel}
                testId={`step-${n}-composer`}
              />
            </Box>
          </Box>
        );
      })}
      {errors.steps ? (
        <Text color="red.700" fontSize="sm">
          {errors.steps}
        </Text>
      ) : null}
      <Box>
        <Button
          size="sm"
          variant="outline"
          colorPalette="blue"
          disabled={steps.length >= SOP_STEPS_MAX}
          onClick={() => onChange([...steps, newStep(steps[steps.length - 1])])}
          data-testid="sop-add-step"
        >
          {t('sop.form.addStep')}
        </Button>
      </Box>
    </Box>
  );
}
