import { Suspense, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import {
  PopoverBody,
  PopoverContent,
  PopoverPositioner,
  PopoverRoot,
  PopoverTrigger,
} from '@chakra-ui/react/popover';
import { t } from '../../lib/i18n/translate';
import '../../lib/i18n/messages/page-kit-messages';

export function CalendarIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect
        x="2"
        y="3"
        width="12"
        height="11"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
      />
      <path
        d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </svg>
  );
}

export interface PickerPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The accessible name: the field's label, then the shown value (WCAG 2.5.3). */
  ariaLabel: string;
  text: string;
  placeholder: boolean;
  invalid?: boolean;
  disabled?: boolean;
  testId?: string;
  width?: string;
  children: ReactNode;
}

/** The trigger and popover the date inputs share (the calendar inside loads on first open). */
export function PickerPopover(props: PickerPopoverProps) {
  return (
    <PopoverRoot
      open={props.open}
      onOpenChange={(details) => props.onOpenChange(details.open)}
      positioning={{ placement: 'bottom-start' }}
      lazyMount
      unmountOnExit
    >
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          bg="white"
          justifyContent="flex-start"
          fontWeight="normal"
          gap="2"
          width={props.width ?? '40'}
          maxW="full"
          disabled={props.disabled}
          borderColor={props.invalid ? 'red.500' : undefined}
          aria-invalid={props.invalid ? true : undefined}
          aria-label={`${props.ariaLabel} ${props.text}`}
          data-testid={props.testId}
        >
          <Box as="span" color="gray.600" flexShrink={0}>
            <CalendarIcon />
          </Box>
          <Box as="span" truncate color={props.placeholder ? 'gray.600' : 'gray.900'}>
            {props.text}
          </Box>
        </Button>
      </PopoverTrigger>
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
    </PopoverRoot>
  );
}
