import { lazy, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../lib/i18n/translate';
import type { PopoverIslandProps } from '../deferred-mount/on-demand-popover';
import { CalendarPopover } from './calendar-popover';
import type { CalendarRange, RangePopoverProps } from './date-range-input';
import { QUICK_RANGES, quickRange } from './date-values';
import '../../lib/i18n/messages/page-kit-messages';

const RangeCalendar = lazy(() =>
  import('./calendar-panel').then((module) => ({ default: module.RangeCalendar })),
);

function wideScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 768px)').matches;
}

/**
 * DateRangeInput's popover: a Chakra island (issue #39) mounted on the trigger's first press;
 * the quick ranges, then the calendar (two months on a wide screen).
 */
export function DateRangePopover(props: RangePopoverProps & PopoverIslandProps) {
  const [open, setOpen] = useState(false);
  const [picking, setPicking] = useState(false);
  const { from, to } = props.value;
  const apply = (range: CalendarRange) => {
    props.onChange(range);
    setOpen(false);
    setPicking(false);
  };
  return (
    <CalendarPopover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setPicking(false);
      }}
      firstPress={props.firstPress}
      renderTrigger={props.renderTrigger}
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
    </CalendarPopover>
  );
}
