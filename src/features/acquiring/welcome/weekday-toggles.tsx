import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { t } from '../../../lib/i18n/translate';

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** 周一 … 周日 as toggle buttons (1 Monday … 7 Sunday), for a welcome's time period. */
export function WeekdayToggles(props: {
  value: readonly number[];
  onChange: (days: number[]) => void;
  label: string;
}) {
  return (
    <Box display="flex" flexWrap="wrap" gap="1" role="group" aria-label={props.label}>
      {DAYS.map((day) => {
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
            {t(`welcome.weekday.${day}`)}
          </Button>
        );
      })}
    </Box>
  );
}
