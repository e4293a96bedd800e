import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { EMPTY_VALUE } from '../../../lib/format/format-number';

/** Tag names as small chips (issue #19 tables); a dash when there is none. */
export function TagChips({ names, max = 3 }: { names: readonly string[]; max?: number }) {
  if (names.length === 0) return <>{EMPTY_VALUE}</>;
  return (
    <Box display="flex" flexWrap="wrap" gap="1">
      {names.slice(0, max).map((name) => (
        <Badge key={name} colorPalette="blue" variant="subtle" size="sm">
          {name}
        </Badge>
      ))}
      {names.length > max ? (
        <Badge variant="outline" size="sm">
          +{names.length - max}
        </Badge>
      ) : null}
    </Box>
  );
}
