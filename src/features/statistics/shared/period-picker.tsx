import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { MAX_DAYS_BACK } from '../../../../contract/statistics/period';
import { t } from '../../../lib/i18n/translate';
import type { Period, PresetKey } from './period';
import { customProblem, presetOf, presetPeriod, presetsFor, statToday } from './period';
import '../../../lib/i18n/messages/statistics-messages';

const PRESET_LABELS = {
  today: 'stat.period.today',
  yesterday: 'stat.period.yesterday',
  last7: 'stat.period.last7',
  last30: 'stat.period.last30',
  last90: 'stat.period.last90',
  last180: 'stat.period.last180',
} as const satisfies Record<PresetKey, string>;

export interface PeriodPickerProps {
  value: Period;
  onChange: (next: Period) => void;
  maxSpanDays: number;
  /** Offline and this range was never fetched: say so (issue #21 "Offline"). */
  missingOffline?: boolean;
}

/** Presets and a custom range (YYYY-MM-DD, China dates) within the page's limits. */
export function PeriodPicker({ value, onChange, maxSpanDays, missingOffline }: PeriodPickerProps) {
  const today = statToday();
  const active = presetOf(value, today, maxSpanDays);
  const [custom, setCustom] = useState<Period | null>(null);
  const problem = custom ? customProblem(custom, today, maxSpanDays) : null;
  return (
    <Box display="grid" gap="2" data-testid="period-picker">
      <Box display="flex" flexWrap="wrap" gap="2" role="group" aria-label={t('stat.period.label')}>
        {presetsFor(maxSpanDays).map((key) => (
          <Button
            key={key}
            size="sm"
            variant={active === key && !custom ? 'solid' : 'outline'}
            colorPalette={active === key && !custom ? 'blue' : 'gray'}
            aria-pressed={active === key && !custom}
            onClick={() => {
              setCustom(null);
              onChange(presetPeriod(key, today));
            }}
          >
            {t(PRESET_LABELS[key])}
          </Button>
        ))}
        <Button
          size="sm"
          variant={custom || !active ? 'solid' : 'outline'}
          colorPalette={custom || !active ? 'blue' : 'gray'}
          aria-pressed={Boolean(custom) || !active}
          onClick={() => setCustom(custom ? null : value)}
        >
          {t('stat.period.custom')}
        </Button>
      </Box>
      {custom ? (
        <Box display="flex" flexWrap="wrap" gap="2" alignItems="center">
          <Input
            size="sm"
            width="36"
            bg="white"
            inputMode="numeric"
            aria-label={t('stat.period.from')}
            placeholder="YYYY-MM-DD"
            value={custom.from}
            onChange={(event) => setCustom({ ...custom, from: event.currentTarget.value.trim() })}
          />
          <Text as="span" fontSize="sm" color="fg.muted">
            —
          </Text>
          <Input
            size="sm"
            width="36"
            bg="white"
            inputMode="numeric"
            aria-label={t('stat.period.to')}
            placeholder="YYYY-MM-DD"
            value={custom.to}
            onChange={(event) => setCustom({ ...custom, to: event.currentTarget.value.trim() })}
          />
          <Button
            size="sm"
            colorPalette="blue"
            disabled={problem !== null}
            onClick={() => {
              onChange(custom);
              setCustom(null);
            }}
          >
            {t('stat.period.apply')}
          </Button>
        </Box>
      ) : null}
      <Text
        fontSize="xs"
        color={problem ? 'red.700' : 'fg.muted'}
        role={problem ? 'alert' : undefined}
      >
        {problem === 'invalid'
          ? t('stat.period.invalid')
          : (problem ??
            `${t('stat.period.range', { from: value.from, to: value.to })} · ${t('stat.period.limit', { back: MAX_DAYS_BACK, span: Math.min(maxSpanDays, MAX_DAYS_BACK) })}`)}
      </Text>
      {missingOffline ? (
        <Text
          fontSize="sm"
          color="orange.800"
          bg="orange.50"
          px="3"
          py="2"
          borderRadius="md"
          role="status"
          data-testid="period-offline-missing"
        >
          {t('stat.period.offlineMissing')}
        </Text>
      ) : null}
    </Box>
  );
}
