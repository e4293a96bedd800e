import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';

/**
 * Two or more exclusive choices as pressed buttons: form choices such as 发送范围 / 发送方式
 * (`size="sm"`) and a report's view switch such as 按员工 / 按日期 (`size="xs"`, quieter).
 */
export function SegmentedControl<V extends string>(props: {
  label: string;
  /** null: nothing chosen yet (a choice the operator must make, e.g. 发送方式). */
  value: V | null;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  size?: 'sm' | 'xs';
  testId?: string;
}) {
  const size = props.size ?? 'sm';
  return (
    <Box
      role="group"
      aria-label={props.label}
      display="flex"
      gap={size === 'sm' ? '2' : '1'}
      flexWrap="wrap"
      data-testid={props.testId}
    >
      {props.options.map((option) => {
        const pressed = option.value === props.value;
        return (
          <Button
            key={option.value}
            size={size}
            variant={pressed ? 'solid' : 'outline'}
            colorPalette={pressed || size === 'sm' ? 'blue' : 'gray'}
            transition="none"
            aria-pressed={pressed}
            onClick={() => props.onChange(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </Box>
  );
}
