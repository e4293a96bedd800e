import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import {
  RadioGroupItem,
  RadioGroupItemHiddenInput,
  RadioGroupItemIndicator,
  RadioGroupItemText,
  RadioGroupRoot,
} from '@chakra-ui/react/radio-group';
import { t } from '../../../../lib/i18n/translate';
import '../../../../lib/i18n/messages/acquiring-messages';

/** A small set of choices shown side by side. */
export function Choice<T extends string>(props: {
  value: T;
  onChange: (value: T) => void;
  options: readonly { value: T; label: string }[];
  label: string;
  testId?: string;
}) {
  return (
    <RadioGroupRoot
      size="sm"
      colorPalette="blue"
      value={props.value}
      onValueChange={(details) => props.onChange(details.value as T)}
      aria-label={props.label}
      display="flex"
      flexWrap="wrap"
      gap="5"
      pt="1.5"
      data-testid={props.testId}
    >
      {props.options.map((option) => (
        <RadioGroupItem key={option.value} value={option.value}>
          <RadioGroupItemHiddenInput />
          <RadioGroupItemIndicator />
          <RadioGroupItemText fontSize="sm">{option.label}</RadioGroupItemText>
        </RadioGroupItem>
      ))}
    </RadioGroupRoot>
  );
}

/** 周一 … 周日 as toggle buttons (1 Monday … 7 Sunday). */
export function WeekdayPicker(props: {
  value: readonly number[];
  onChange: (days: number[]) => void;
}) {
  return (
    <Box
      display="flex"
      flexWrap="wrap"
      gap="1"
      role="group"
      aria-label={t('codeForm.schedule.weekdays')}
    >
      {[1, 2, 3, 4, 5, 6, 7].map((day) => {
        const on = props.value.includes(day);
        return (
          <Button
            key={day}
            size="xs"
            variant={on ? 'solid' : 'outline'}
            colorPalette={on ? 'blue' : 'gray'}
            aria-pressed={on}
            onClick={() =>
              props.onChange(
                on ? props.value.filter((item) => item !== day) : [...props.value, day].sort(),
              )
            }
          >
            {t(`codeForm.weekday.${day as 1 | 2 | 3 | 4 | 5 | 6 | 7}`)}
          </Button>
        );
      })}
    </Box>
  );
}
