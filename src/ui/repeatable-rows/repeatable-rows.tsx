// One editor for a list of repeatable rows (campaign steps, lottery prizes, plan steps): each
// row is a numbered card with its fields, remove and (when the order matters) move up / down,
// and an add button below, disabled at the list's maximum. The caller owns the list and its
// field errors; this component only draws the frame and reports the operator's intent.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n/translate';

export interface RepeatableRowsProps<T> {
  items: readonly T[];
  /** The card's heading for row n (1-based), e.g. 第 n 步. */
  title: (n: number) => string;
  addLabel: string;
  removeLabel: string;
  /** data-testid of each card; the add button is `addTestId`. */
  testId: string;
  addTestId: string;
  max: number;
  /** Whether a row may be removed now (e.g. a list keeps at least one row). */
  canRemove: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** Shows move up / down when the order of the rows matters. */
  onMove?: (from: number, to: number) => void;
  renderRow: (item: T, index: number) => ReactNode;
}

/** The list with the row at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  const [moved] = copy.splice(from, 1);
  if (moved !== undefined) copy.splice(to, 0, moved);
  return copy;
}

export function RepeatableRows<T>(props: RepeatableRowsProps<T>) {
  const { items, onMove } = props;
  return (
    <Box display="flex" flexDirection="column" gap="2">
      {items.map((item, index) => {
        const title = props.title(index + 1);
        return (
          <Box
            // rows have no identity of their own; the index is their place in the list
            key={index}
            borderWidth="1px"
            borderRadius="md"
            p="3"
            display="flex"
            flexDirection="column"
            gap="2"
            data-testid={props.testId}
          >
            <Box display="flex" justifyContent="space-between" alignItems="center" gap="1">
              <Text fontWeight="medium" fontSize="sm">
                {title}
              </Text>
              <Box display="flex" gap="1" flexWrap="wrap" justifyContent="flex-end">
                {onMove && index > 0 && (
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={`${t('common.moveUp')} ${title}`}
                    onClick={() => onMove(index, index - 1)}
                  >
                    {t('common.moveUp')}
                  </Button>
                )}
                {onMove && index < items.length - 1 && (
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={`${t('common.moveDown')} ${title}`}
                    onClick={() => onMove(index, index + 1)}
                  >
                    {t('common.moveDown')}
                  </Button>
                )}
                {props.canRemove && (
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => props.onRemove(index)}
                  >
                    {props.removeLabel}
                  </Button>
                )}
              </Box>
            </Box>
            {props.renderRow(item, index)}
          </Box>
        );
      })}
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        disabled={items.length >= props.max}
        data-testid={props.addTestId}
        onClick={props.onAdd}
      >
        + {props.addLabel}
      </Button>
    </Box>
  );
}

/** A field-errors updater dropping the messages of every row under `prefix` (e.g. 'steps.'):
 * once rows move, their index-keyed messages point at the wrong card. */
export function withoutRowErrors(prefix: string) {
  return (old: Record<string, string>) =>
    Object.fromEntries(Object.entries(old).filter(([key]) => !key.startsWith(prefix)));
}
