// issue #15, #34: the rows the acquiring tools' forms edit in place (a group code's groups, a
// shunt code's targets, a short link's placements), framed once: one line of controls a row
// (a grid of `columns`, or wrapping when none), its remove button last, and + add below.
// Numbered cards with headings are RepeatableRows (ui/repeatable-rows); these stay one line.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';

export interface ToolRowsEditorProps<T> {
  readonly value: readonly T[];
  readonly onChange: (next: T[]) => void;
  /** A row's grid, e.g. `{ base: '1fr', md: '1.5fr 6rem auto' }`; absent: the row wraps. */
  readonly columns?: { readonly base: string; readonly md: string };
  readonly testId?: string;
  readonly addTestId?: string;
  readonly addLabel: string;
  /** The remove button's text for row `index` (0-based). */
  readonly removeLabel: (index: number) => string;
  /** The list keeps at least one row (its last row's remove is disabled). */
  readonly keepOne?: boolean;
  /** The row + add appends (`count`: how many rows there are now). */
  readonly newRow: (count: number) => T;
  /** A row's controls; `update` merges a change into that row. */
  readonly renderRow: (row: T, index: number, update: (change: Partial<T>) => void) => ReactNode;
}

export function ToolRowsEditor<T>(props: ToolRowsEditorProps<T>) {
  const { value, onChange } = props;
  const update = (index: number) => (change: Partial<T>) =>
    onChange(value.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const layout = props.columns
    ? { display: 'grid', gridTemplateColumns: props.columns, alignItems: 'center' }
    : { display: 'flex', flexWrap: 'wrap' as const };
  return (
    <Box display="flex" flexDirection="column" gap="2" data-testid={props.testId}>
      {value.map((row, index) => (
        // rows have no identity of their own; the index is their place in the list
        <Box key={index} gap="2" {...layout}>
          {props.renderRow(row, index, update(index))}
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            disabled={Boolean(props.keepOne) && value.length <= 1}
            onClick={() => onChange(value.filter((_, at) => at !== index))}
          >
            {props.removeLabel(index)}
          </Button>
        </Box>
      ))}
      <Box>
        <Button
          size="xs"
          variant="outline"
          data-testid={props.addTestId}
          onClick={() => onChange([...value, props.newRow(value.length)])}
        >
          + {props.addLabel}
        </Button>
      </Box>
    </Box>
  );
}
