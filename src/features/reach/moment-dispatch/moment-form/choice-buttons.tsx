import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';

/** Two or three exclusive choices as pressed buttons (发表范围, 可见范围, 发表方式). */
export function ChoiceButtons<V extends string>(props: {
  label: string;
  /** null: nothing chosen yet (发表方式 has no default, issue #38 item 7). */
  value: V | null;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  testId?: string;
}) {
  return (
    <Box
      role="group"
      aria-label={props.label}
      display="flex"
      gap="2"
      flexWrap="wrap"
      data-testid={props.testId}
    >
      {props.options.map((option) => (
        <Button
          key={option.value}
          size="sm"
          variant={option.value === props.value ? 'solid' : 'outline'}
          colorPalette="blue"
          transition="none"
          aria-pressed={option.value === props.value}
          onClick={() => props.onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </Box>
  );
}
