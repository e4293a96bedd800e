// issue #20 /operation-plan 日历: the planned operations of a month or a week (China days,
// weeks from Monday), filtered by type and owner, coloured by type with a legend; drag a
// not-yet-started one to another day (month) or day and hour (week), or use its 改期 action,
// then confirm. At phone width the week is a day list.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { useMemo, useRef, useState } from 'react';
import {
  CALENDAR_TYPE_LABELS,
  CALENDAR_TYPES,
  calendarList,
  type CalendarEntry,
  type CalendarType,
} from '../../../../../contract/marketing/operation-calendar';
import { useEndpointQuery } from '../../../../data/endpoint-hooks';
import { t } from '../../../../lib/i18n/translate';
import { EmptyState } from '../../../../ui/empty-state/empty-state';
import { chinaDateOf, chinaToday, dropTarget, monthDays, weekDays } from './calendar-dates';
import { TYPE_COLORS } from './calendar-entry';
import { CalendarToolbar, type CalendarMode } from './calendar-toolbar';
import { MonthGrid } from './month-grid';
import { MoveDialog, type MoveRequest } from './move-dialog';
import { WeekGrid } from './week-grid';

const narrow = () => typeof window !== 'undefined' && window.innerWidth < 768;

export function OperationCalendar() {
  const [today] = useState(chinaToday);
  const [mode, setMode] = useState<CalendarMode>(() => (narrow() ? 'week' : 'month'));
  const [anchor, setAnchor] = useState(today);
  const [type, setType] = useState<CalendarType | ''>('');
  const [owner, setOwner] = useState('');
  const [request, setRequest] = useState<MoveRequest | null>(null);
  const dragKey = useRef<string | null>(null);
  const days = useMemo(
    () => (mode === 'month' ? monthDays(anchor) : weekDays(anchor)),
    [mode, anchor],
  );
  const query = useEndpointQuery(
    calendarList,
    {
      query: {
        from: days[0]!,
        to: days.at(-1)!,
        ...(type ? { type } : {}),
        ...(owner ? { owner_id: owner } : {}),
      },
    },
    { keepPrevious: true },
  );
  const entries = useMemo(() => query.data?.entries ?? [], [query.data]);
  const byDay = useMemo(() => {
    const map = new Map<string, CalendarEntry[]>();
    for (const entry of entries) {
      const day = chinaDateOf(entry.at);
      map.set(day, [...(map.get(day) ?? []), entry]);
    }
    return map;
  }, [entries]);
  const onDrop = (key: string, date: string, hour?: number) => {
    dragKey.current = null;
    const entry = entries.find((each) => each.key === key);
    if (!entry?.movable) return;
    const target = dropTarget(entry.at, date, hour);
    if (Date.parse(target) === Date.parse(entry.at)) return;
    setRequest({ entry, target });
  };
  const grid = {
    days,
    today,
    byDay,
    onDrop,
    onReschedule: (entry: CalendarEntry) => setRequest({ entry }),
    dragKey,
    onDragKey: (key: string | null) => {
      dragKey.current = key;
    },
  };
  return (
    <Box display="flex" flexDirection="column" gap="3" data-testid="operation-calendar">
      <CalendarToolbar
        mode={mode}
        anchor={anchor}
        type={type}
        owner={owner}
        owners={query.data?.owners ?? []}
        onMode={setMode}
        onAnchor={setAnchor}
        onType={setType}
        onOwner={setOwner}
        today={today}
      />
      <Box
        as="ul"
        aria-label={t('operationPlan.calendar.legend')}
        display="flex"
        flexWrap="wrap"
        gap="3"
        fontSize="xs"
        listStyleType="none"
        data-testid="calendar-legend"
      >
        {CALENDAR_TYPES.map((each) => (
          <LegendItem key={each} type={each} />
        ))}
      </Box>
      {query.isError && !query.data ? (
        <EmptyState
          title={t('operationPlan.calendar.loadError')}
          action={
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              {t('operationPlan.calendar.retry')}
            </Button>
          }
        />
      ) : (
        <Box aria-busy={query.isFetching} opacity={query.isPending ? 0.6 : 1}>
          {mode === 'month' ? (
            <MonthGrid
              {...grid}
              month={anchor.slice(0, 7)}
              onOpenDay={(date) => {
                setAnchor(date);
                setMode('week');
              }}
            />
          ) : (
            <WeekGrid {...grid} />
          )}
          {query.data && entries.length === 0 ? (
            <Box textAlign="center" color="gray.600" fontSize="sm" py="3">
              {t('operationPlan.calendar.empty')}
            </Box>
          ) : null}
        </Box>
      )}
      <MoveDialog request={request} onClose={() => setRequest(null)} />
    </Box>
  );
}

function LegendItem({ type }: { type: CalendarType }) {
  return (
    <Box as="li" display="flex" alignItems="center" gap="1" color="gray.800">
      <Box
        as="span"
        aria-hidden
        w="3"
        h="3"
        borderRadius="sm"
        bg={TYPE_COLORS[type].bg}
        borderLeftWidth="3px"
        borderLeftColor={TYPE_COLORS[type].bar}
      />
      {CALENDAR_TYPE_LABELS[type]}
    </Box>
  );
}
