// issue #20 /operation-plan 日历, month view: whole weeks from Monday, today highlighted, each
// day a drop target (an entry dropped here keeps its time of day), up to 3 entries a day and
// "另有 N 项" opening that day's week.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useState, type DragEvent, type RefObject } from 'react';
import type { CalendarEntry } from '../../../../../contract/marketing/operation-calendar';
import { t } from '../../../../lib/i18n/translate';
import { dayNameAfter, dayNameBefore, WEEKDAYS } from './calendar-dates';
import { CalendarEntryItem } from './calendar-entry';

const SHOWN = 3;

export interface GridProps {
  days: readonly string[];
  today: string;
  month?: string;
  byDay: ReadonlyMap<string, readonly CalendarEntry[]>;
  onDrop: (key: string, date: string, hour?: number) => void;
  onReschedule: (entry: CalendarEntry) => void;
  onOpenDay?: (date: string) => void;
  /** The key of the entry being dragged (null when none). */
  dragKey: RefObject<string | null>;
  onDragKey: (key: string | null) => void;
}

/** Drop handlers of one cell: highlighted while a movable entry is over it. */
export function useDropCell(dragKey: RefObject<string | null>, onDrop: (key: string) => void) {
  const [over, setOver] = useState(false);
  return {
    over,
    handlers: {
      onDragOver: (event: DragEvent) => {
        if (!dragKey.current) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        setOver(false);
        const key = dragKey.current;
        if (key) onDrop(key);
      },
    },
  };
}

function MonthCell(props: GridProps & { date: string }) {
  const { date, today } = props;
  const drop = useDropCell(props.dragKey, (key) => props.onDrop(key, date));
  const entries = props.byDay.get(date) ?? [];
  const isToday = date === today;
  const outside = props.month !== undefined && date.slice(0, 7) !== props.month;
  return (
    <Box
      role="gridcell"
      aria-current={isToday ? 'date' : undefined}
      data-testid="calendar-day"
      data-date={date}
      minW="0"
      minH={{ base: '72px', md: '112px' }}
      p="1"
      borderWidth="1px"
      borderColor={drop.over ? 'blue.500' : isToday ? 'blue.400' : 'gray.200'}
      bg={drop.over ? 'blue.50' : isToday ? 'blue.50/60' : outside ? 'gray.50' : 'white'}
      display="flex"
      flexDirection="column"
      gap="0.5"
      {...drop.handlers}
    >
      <Box
        alignSelf="flex-start"
        fontSize="xs"
        fontWeight={isToday ? 'bold' : 'normal'}
        color={isToday ? 'white' : outside ? 'gray.600' : 'gray.800'}
        bg={isToday ? 'blue.600' : undefined}
        borderRadius="full"
        minW="5"
        textAlign="center"
        px="1"
      >
        {/* No aria-label on the cell: its name is what it shows (WCAG 2.5.3 label in name,
            issue #38), the day number read as the whole date: 2026年11月 28 日 周六. */}
        <VisuallyHidden>{dayNameBefore(date)}</VisuallyHidden>
        {Number(date.slice(8))}
        <VisuallyHidden>{dayNameAfter(date)}</VisuallyHidden>
      </Box>
      {entries.slice(0, SHOWN).map((entry) => (
        <CalendarEntryItem
          key={entry.key}
          entry={entry}
          variant="chip"
          onReschedule={props.onReschedule}
          onDragKey={props.onDragKey}
        />
      ))}
      {entries.length > SHOWN ? (
        <Button
          size="2xs"
          variant="plain"
          color="blue.700"
          justifyContent="flex-start"
          px="1"
          onClick={() => props.onOpenDay?.(date)}
        >
          {t('operationPlan.calendar.more', { count: entries.length - SHOWN })}
        </Button>
      ) : null}
    </Box>
  );
}

export function MonthGrid(props: GridProps) {
  const weeks = Array.from({ length: props.days.length / 7 }, (_, index) =>
    props.days.slice(index * 7, index * 7 + 7),
  );
  return (
    <Box role="grid" aria-label={t('operationPlan.calendar.grid', { title: props.month ?? '' })}>
      <Box role="row" display="grid" gridTemplateColumns="repeat(7, minmax(0, 1fr))">
        {WEEKDAYS.map((name) => (
          <Box
            key={name}
            role="columnheader"
            textAlign="center"
            fontSize="xs"
            color="gray.700"
            py="1"
          >
            {`周${name}`}
          </Box>
        ))}
      </Box>
      {weeks.map((week) => (
        <Box
          key={week[0]}
          role="row"
          display="grid"
          gridTemplateColumns="repeat(7, minmax(0, 1fr))"
        >
          {week.map((date) => (
            <MonthCell key={date} {...props} date={date} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
