// issue #20 /operation-plan 日历: one operation on the calendar — coloured by type, a link to
// the operation's own page, draggable (HTML5 drag events) when not started yet, and its 改期
// action (keyboard, touch, screen readers) opening the date-time picker.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import type { DragEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  CALENDAR_TYPE_LABELS,
  type CalendarEntry,
  type CalendarType,
} from '../../../../../contract/marketing/operation-calendar';
import { t } from '../../../../lib/i18n/translate';
import { chinaTimeOf } from './calendar-dates';

/** Light fill, dark text: readable (WCAG AA) and told apart by hue and the legend. */
export const TYPE_COLORS: Record<CalendarType, { bg: string; fg: string; bar: string }> = {
  private_send: { bg: 'blue.50', fg: 'blue.900', bar: 'blue.500' },
  group_send: { bg: 'cyan.50', fg: 'cyan.900', bar: 'cyan.600' },
  moment: { bg: 'green.50', fg: 'green.900', bar: 'green.500' },
  sop: { bg: 'orange.50', fg: 'orange.900', bar: 'orange.500' },
  campaign: { bg: 'purple.50', fg: 'purple.900', bar: 'purple.500' },
  plan: { bg: 'pink.50', fg: 'pink.900', bar: 'pink.500' },
};

interface Props {
  entry: CalendarEntry;
  /** Week list and day list rows show the time and a labelled 改期 button. */
  variant: 'chip' | 'row';
  onReschedule: (entry: CalendarEntry) => void;
  /** The dragged entry's key while a drag runs (custom data types do not survive every
   *  browser's drag, so drop targets read this instead). */
  onDragKey: (key: string | null) => void;
}

export function CalendarEntryItem({ entry, variant, onReschedule, onDragKey }: Props) {
  const colors = TYPE_COLORS[entry.type];
  const dragStart = (event: DragEvent) => {
    event.dataTransfer.setData('text/plain', entry.key);
    event.dataTransfer.effectAllowed = 'move';
    onDragKey(entry.key);
  };
  return (
    <Box
      display="flex"
      alignItems="center"
      gap="1"
      minW="0"
      bg={colors.bg}
      color={colors.fg}
      borderLeftWidth="3px"
      borderLeftColor={colors.bar}
      borderRadius="sm"
      px="1"
      py={variant === 'row' ? '1.5' : '0.5'}
      fontSize={variant === 'row' ? 'sm' : 'xs'}
      cursor={entry.movable ? 'grab' : 'default'}
      draggable={entry.movable}
      onDragStart={entry.movable ? dragStart : undefined}
      onDragEnd={entry.movable ? () => onDragKey(null) : undefined}
      data-testid="calendar-entry"
      data-key={entry.key}
      data-movable={entry.movable ? 'true' : 'false'}
      title={`${CALENDAR_TYPE_LABELS[entry.type]} · ${entry.title} · ${entry.status}${entry.owner ? ` · ${entry.owner}` : ''}`}
    >
      {/* The link's name is its content (WCAG 2.5.3 label in name, issue #38: an aria-label
          of type, title, time and status did not contain the visible "09:00 标题"); the type and
          the chip's status are spoken through hidden text around what is shown. */}
      <Link
        to={entry.link}
        draggable={false}
        style={{ minWidth: 0, flex: 1, display: 'flex', gap: 4, color: 'inherit' }}
      >
        <VisuallyHidden>
          {t('operationPlan.calendar.entryType', { type: CALENDAR_TYPE_LABELS[entry.type] })}
        </VisuallyHidden>
        <Box
          as="span"
          flexShrink={0}
          fontVariantNumeric="tabular-nums"
          hideBelow={variant === 'chip' ? 'lg' : undefined}
        >
          {chinaTimeOf(entry.at)}
        </Box>
        <Box as="span" truncate>
          {entry.title}
        </Box>
        {variant === 'row' ? (
          <Box as="span" flexShrink={0} ms="auto" color="gray.700" hideBelow="sm">
            {entry.status}
            {entry.owner ? ` · ${entry.owner}` : ''}
          </Box>
        ) : (
          <VisuallyHidden>
            {t('operationPlan.calendar.entryStatus', { status: entry.status })}
          </VisuallyHidden>
        )}
      </Link>
      {entry.movable ? (
        <Button
          size="2xs"
          variant={variant === 'row' ? 'outline' : 'ghost'}
          color={colors.fg}
          minW="0"
          px="1"
          flexShrink={0}
          aria-label={t('operationPlan.calendar.rescheduleOf', { title: entry.title })}
          data-testid="calendar-entry-move"
          onClick={() => onReschedule(entry)}
        >
          {variant === 'row' ? t('operationPlan.calendar.reschedule') : '⇄'}
        </Button>
      ) : null}
    </Box>
  );
}
