import { Suspense, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { PopoverBody, PopoverContent, PopoverPositioner } from '@chakra-ui/react/popover';
import { t } from '../../lib/i18n/translate';
import { IslandPopover } from '../deferred-mount/island-popover';
import type { PopoverIslandProps } from '../deferred-mount/on-demand-popover';
import '../../lib/i18n/messages/page-kit-messages';

/**
 * The date inputs' popover, inside their islands (issue #39, PickerPopover): the calendar
 * (loaded on the first open) leaves on close.
 */
export function CalendarPopover(
  props: PopoverIslandProps & {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    children: ReactNode;
  },
) {
  return (
    <IslandPopover
      open={props.open}
      onOpenChange={props.onOpenChange}
      firstPress={props.firstPress}
      renderTrigger={props.renderTrigger}
      unmountOnExit
    >
      <PopoverPositioner>
        <PopoverContent width="auto" maxW="calc(100vw - 16px)">
          <PopoverBody p="3">
            <Suspense
              fallback={
                <Box p="6" fontSize="sm" color="gray.600">
                  {t('kit.date.loading')}
                </Box>
              }
            >
              {props.children}
            </Suspense>
          </PopoverBody>
        </PopoverContent>
      </PopoverPositioner>
    </IslandPopover>
  );
}
