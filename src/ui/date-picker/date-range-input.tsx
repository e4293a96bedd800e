import { lazy, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../lib/i18n/translate';
import { PickerPopover } from './picker-popover';
import { QUICK_RANGES, quickRange } from './date-values';
import '../../lib/i18n/messages/page-kit-messages';

const RangeCalendar = lazy(() =>
  import('./calendar-panel').then((module) => ({ default: module.RangeCalendar })),
);

export interface CalendarRange {
  readonly from: string;
  readonly to: string;
}

export interface DateRangeInputProps {
  value: CalendarRange;
  onChange: (value: CalendarRange) => void;
  ariaLabel: string;
  min?: string;
  max?: string;
  testId?: string;
  width?: string;
}

function wideScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 768px)').matches;
}

/**
 * issue #13: one range picker for every filter — quick ranges 今天/昨天/近7天/近30天/本月
 * (counted in the tenant's time zone), two months side by side on a wide screen, one on a phone.
 */
export function DateRangeInput(props: DateRangeInputProps) {
  const [open, setOpen] = useState(false);
  const [picking, setPicking] = useState(false);
  const { from, to } = props.value;
  const empty = !from && !to;
  const text = empty
    ? t('kit.date.rangePlaceholder')
    : `${from || '…'} ${t('kit.filter.rangeSeparator')} ${to || '…'}`;
  const apply = (range: CalendarRange) => {
    props.onChange(range);
    setOpen(false);
    setPicking(false);
  };
  return (
    <PickerPopover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setPicking(false);
      }}
      ariaLabel={props.ariaLabel}
      text={text}
      placeholder={empty}
      testId={props.testId}
      width={props.width ?? '64'}
    >
      <Box display="flex" flexDirection={{ base: 'column', md: 'row' }} gap="3">
        <Box
          role="group"
          aria-label={t('kit.date.quick')}
          display="flex"
          flexDirection={{ base: 'row', md: 'column' }}
          flexWrap="wrap"
          gap="1"
          minW={{ md: '24' }}
          borderEndWidth={{ md: '1px' }}
          pe={{ md: '3' }}
        >
          {QUICK_RANGES.map((key) => (
            <Button
              key={key}
              size="xs"
              variant="ghost"
              justifyContent="flex-start"
              data-quick-range={key}
              onClick={() => apply(quickRange(key))}
            >
              {t(`kit.date.${key}`)}
            </Button>
          ))}
          <Button
            size="xs"
            variant="ghost"
            justifyContent="flex-start"
            color="gray.700"
            onClick={() => apply({ from: '', to: '' })}
          >
            {t('kit.date.clear')}
          </Button>
        </Box>
        <Box>
          <RangeCalendar
            from={from}
            to={to}
            min={props.min}
            max={props.max}
            months={wideScreen() ? 2 : 1}
            onFirstPick={() => setPicking(true)}
            onPick={apply}
          />
          <Text fontSize="xs" color="gray.600" minH="4" aria-live="polite">
            {picking ? t('kit.date.pickEnd') : ''}
          </Text>
        </Box>
      </Box>
    </PickerPopover>
  );
}
