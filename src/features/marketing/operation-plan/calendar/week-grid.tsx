// issue #20 /operation-plan 日历, week view: day columns with hours (an entry dropped on an
// hour moves there, keeping its minutes), today's column highlighted; below md the week is a
// day list (each entry with its 改期 action) so it reads on a phone.
import { Box } from '@chakra-ui/react/box';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useEffect, useRef } from 'react';
import { t } from '../../../../lib/i18n/translate';
import { chinaTimeOf, weekdayName } from './calendar-dates';
import { CalendarEntryItem } from './calendar-entry';
import { useDropCell, type GridProps } from './month-grid';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const HOUR_PX = 44;

function HourCell(props: GridProps & { date: string; hour: number }) {
  const { date, hour } = props;
  const drop = useDropCell(props.dragKey, (key) => props.onDrop(key, date, hour));
  const entries = (props.byDay.get(date) ?? []).filter(
    (entry) => Number(chinaTimeOf(entry.at).slice(0, 2)) === hour,
  );
  return (
    <Box
      role="gridcell"
      data-testid="calendar-hour"
      data-date={date}
      data-hour={hour}
      minW="0"
      minH={`${HOUR_PX}px`}
      p="0.5"
      borderTopWidth="1px"
      borderLeftWidth="1px"
      borderColor={drop.over ? 'blue.500' : 'gray.100'}
      bg={drop.over ? 'blue.50' : date === props.today ? 'blue.50/50' : 'white'}
      display="flex"
      flexDirection="column"
      gap="0.5"
      {...drop.handlers}
    >
      {/* The cell's name is its content (an aria-label hid the entries' visible text from it,
          WCAG 2.5.3, issue #38): the hour heard first, then what is scheduled in it. */}
      <VisuallyHidden>{`${date} ${weekdayName(date)} ${String(hour).padStart(2, '0')}:00`}</VisuallyHidden>
      {entries.map((entry) => (
        <CalendarEntryItem
          key={entry.key}
          entry={entry}
          variant="chip"
          onReschedule={props.onReschedule}
          onDragKey={props.onDragKey}
        />
      ))}
    </Box>
  );
}

function WeekTable(props: GridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 8 * HOUR_PX;
  }, []);
  const columns = '48px repeat(7, minmax(0, 1fr))';
  return (
    <Box role="grid" aria-label={t('operationPlan.calendar.grid', { title: props.days[0] ?? '' })}>
      <Box role="row" display="grid" gridTemplateColumns={columns} borderBottomWidth="1px">
        <Box role="columnheader" aria-label={t('operationPlan.calendar.week')} />
        {props.days.map((date) => (
          <Box
            key={date}
            role="columnheader"
            aria-current={date === props.today ? 'date' : undefined}
            textAlign="center"
            fontSize="sm"
            py="1"
            fontWeight={date === props.today ? 'bold' : 'normal'}
            color={date === props.today ? 'blue.700' : 'gray.800'}
          >
            {`${weekdayName(date)} ${date.slice(5)}`}
          </Box>
        ))}
      </Box>
      <Box
        ref={scroller}
        maxH="600px"
        overflowY="auto"
        role="rowgroup"
        tabIndex={0}
        aria-label={t('operationPlan.calendar.week')}
      >
        {HOURS.map((hour) => (
          <Box key={hour} role="row" display="grid" gridTemplateColumns={columns}>
            <Box role="rowheader" fontSize="xs" color="gray.700" textAlign="right" pe="1">
              {`${String(hour).padStart(2, '0')}:00`}
            </Box>
            {props.days.map((date) => (
              <HourCell key={date} {...props} date={date} hour={hour} />
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function DayList(props: GridProps) {
  return (
    <Box display="flex" flexDirection="column" gap="3" data-testid="calendar-day-list">
      {props.days.map((date) => {
        const entries = props.byDay.get(date) ?? [];
        const isToday = date === props.today;
        return (
          <Box
            as="section"
            key={date}
            aria-label={t('operationPlan.calendar.dayLabel', { date, weekday: weekdayName(date) })}
            aria-current={isToday ? 'date' : undefined}
            borderWidth="1px"
            borderColor={isToday ? 'blue.400' : 'gray.200'}
            bg={isToday ? 'blue.50/60' : 'white'}
            borderRadius="md"
            p="2"
            data-testid="calendar-list-day"
            data-date={date}
          >
            <Box as="h3" fontSize="sm" fontWeight="semibold" mb="1" color="gray.800">
              {`${date.slice(5)} ${weekdayName(date)}`}
              {isToday ? ` · ${t('operationPlan.calendar.today')}` : ''}
            </Box>
            {entries.length === 0 ? (
              <Box fontSize="xs" color="gray.600">
                {t('operationPlan.calendar.dayEmpty')}
              </Box>
            ) : (
              <Box display="flex" flexDirection="column" gap="1">
                {entries.map((entry) => (
                  <CalendarEntryItem
                    key={entry.key}
                    entry={entry}
                    variant="row"
                    onReschedule={props.onReschedule}
                    onDragKey={props.onDragKey}
                  />
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

export function WeekGrid(props: GridProps) {
  return (
    <>
      <Box hideBelow="md">
        <WeekTable {...props} />
      </Box>
      <Box hideFrom="md">
        <DayList {...props} />
      </Box>
    </>
  );
}
