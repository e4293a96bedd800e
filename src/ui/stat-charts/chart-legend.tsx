import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';

export interface LegendItem {
  readonly key: string;
  readonly name: string;
  readonly color: string;
}

/** Legend buttons that toggle a series or a slice (aria-pressed tells which are shown). */
export function ChartLegend(props: {
  items: readonly LegendItem[];
  hidden: ReadonlySet<string>;
  onToggle: (key: string) => void;
}) {
  return (
    <Box display="flex" gap="3" mb="2" flexWrap="wrap">
      {props.items.map((item) => {
        const off = props.hidden.has(item.key);
        return (
          <chakra.button
            key={item.key}
            type="button"
            display="flex"
            alignItems="center"
            gap="1.5"
            fontSize="xs"
            minH="6"
            color={off ? 'fg.muted' : 'fg'}
            textDecoration={off ? 'line-through' : undefined}
            aria-pressed={!off}
            onClick={() => props.onToggle(item.key)}
          >
            <Box
              width="2.5"
              height="2.5"
              borderRadius="full"
              flexShrink={0}
              bg={off ? 'gray.300' : item.color}
            />
            {item.name}
          </chakra.button>
        );
      })}
    </Box>
  );
}

/** The hidden-set toggle every chart keeps. */
export function toggled(hidden: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(hidden);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}
