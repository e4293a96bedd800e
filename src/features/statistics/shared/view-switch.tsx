import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';

/** A small segmented switch (统计维度: 按员工 / 按日期 …). */
export function ViewSwitch<V extends string>(props: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  testId?: string;
}) {
  return (
    <Box
      display="flex"
      gap="1"
      role="group"
      aria-label={props.label}
      data-testid={props.testId}
      flexWrap="wrap"
    >
      {props.options.map((option) => (
        <Button
          key={option.value}
          size="xs"
          variant={props.value === option.value ? 'solid' : 'outline'}
          colorPalette={props.value === option.value ? 'blue' : 'gray'}
          aria-pressed={props.value === option.value}
          onClick={() => props.onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </Box>
  );
}
