import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';

/** A page's views as a row of toggle buttons (商品 / 素材库, 概览 / 打开记录 …). */
export function ViewTabs<K extends string>(props: {
  value: K;
  onChange: (value: K) => void;
  options: readonly { value: K; label: string }[];
  label: string;
}) {
  return (
    <Box role="group" aria-label={props.label} display="flex" gap="1" flexWrap="wrap">
      {props.options.map((option) => (
        <Button
          key={option.value}
          size="sm"
          variant={props.value === option.value ? 'solid' : 'outline'}
          colorPalette="blue"
          // white on the hovered palette blue is under 4.5:1: keep the selected one dark
          {...(props.value === option.value ? { bg: 'blue.700', _hover: { bg: 'blue.800' } } : {})}
          aria-pressed={props.value === option.value}
          onClick={() => props.onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </Box>
  );
}
