// issue #20 /operation-plan 日历: the confirmation of a move — after a drag (the dropped time
// prefilled) or from an entry's 改期 action (its own time prefilled) — with the shared Chinese
// date-time picker, so the move works by keyboard and touch as well as by dragging.
import { Box } from '@chakra-ui/react/box';
import { useState } from 'react';
import {
  CALENDAR_TYPE_LABELS,
  calendarList,
  calendarMove,
  type CalendarEntry,
} from '../../../../../contract/marketing/operation-calendar';
import { useEndpointMutation } from '../../../../data/endpoint-hooks';
import { formatDateTime } from '../../../../lib/format/date-time';
import { t } from '../../../../lib/i18n/translate';
import { notifySuccess } from '../../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../../ui/confirm-dialog/confirm-dialog';
import { DateTimeInput } from '../../../../ui/date-picker/date-time-input';
import { chinaDateOf, chinaIso, chinaTimeOf, chinaToday, isPast } from './calendar-dates';

export interface MoveRequest {
  entry: CalendarEntry;
  /** ISO of the dropped position; absent for the 改期 action. */
  target?: string;
}

const toInput = (iso: string) => `${chinaDateOf(iso)}T${chinaTimeOf(iso)}`;

/** Mounted always and opened by state (an unmounted Chakra dialog can leave the page inert). */
export function MoveDialog({
  request,
  onClose,
}: {
  request: MoveRequest | null;
  onClose: () => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [shown, setShown] = useState<MoveRequest | null>(null);
  const [minDate] = useState(chinaToday);
  if (request !== shown) {
    // a new request: start from its dropped time or its own time
    setShown(request);
    if (request) setValue(toInput(request.target ?? request.entry.at));
    setError('');
  }
  const move = useEndpointMutation(calendarMove, { invalidates: [calendarList] });
  const [date = '', time = ''] = value.split('T');
  const target = date && time ? chinaIso(date, time.slice(0, 5)) : '';
  const confirm = () => {
    if (!request) return;
    if (!target) return setError(t('operationPlan.calendar.timeRequired'));
    if (isPast(target)) return setError(t('operationPlan.calendar.timePast'));
    move.mutate(
      {
        body: {
          type: request.entry.type,
          id: request.entry.id,
          at: new Date(target).toISOString(),
        },
      },
      {
        onSuccess: () => {
          notifySuccess(t('operationPlan.calendar.moved'));
          onClose();
        },
      },
    );
  };
  const entry = shown?.entry;
  return (
    <ConfirmDialog
      open={request !== null}
      title={t('operationPlan.calendar.moveTitle')}
      confirmLabel={t('operationPlan.calendar.moveOk')}
      busy={move.isPending}
      onClose={onClose}
      onConfirm={confirm}
    >
      {entry ? (
        <Box display="flex" flexDirection="column" gap="3" data-testid="calendar-move-dialog">
          <Box>
            {t('operationPlan.calendar.moveBody', {
              title: `${CALENDAR_TYPE_LABELS[entry.type]}·${entry.title}`,
              from: formatDateTime(entry.at).slice(0, 16),
              to: target ? formatDateTime(target).slice(0, 16) : '-',
            })}
          </Box>
          <Box role="group" aria-label={t('operationPlan.calendar.newTime')}>
            <Box fontSize="sm" color="gray.700" mb="1">
              {t('operationPlan.calendar.newTime')}
            </Box>
            <DateTimeInput
              value={value}
              ariaLabel={t('operationPlan.calendar.newTime')}
              min={minDate}
              invalid={error !== ''}
              testId="calendar-move-time"
              onChange={(next) => {
                setValue(next);
                setError('');
              }}
            />
            {error ? (
              <Box role="alert" color="red.700" fontSize="sm" mt="1">
                {error}
              </Box>
            ) : null}
          </Box>
        </Box>
      ) : null}
    </ConfirmDialog>
  );
}
