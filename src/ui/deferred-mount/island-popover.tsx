import type { ReactNode } from 'react';
import { PopoverRoot, PopoverTrigger } from '@chakra-ui/react/popover';
import type { PopoverIslandProps } from './on-demand-popover';
import { useReplayedPress } from './replay-press';

export interface IslandPopoverProps extends PopoverIslandProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The popover's positioner and content. */
  children: ReactNode;
  unmountOnExit?: boolean;
  placement?: 'bottom-start' | 'bottom-end';
}

/**
 * The Chakra popover of an island that OnDemandPopover mounted on the first press of its static
 * trigger (issue #39, docs/architecture.md "Styling" point 5): mounted closed, with the same
 * trigger, which gets that press again (useReplayedPress), so Zag opens it and moves focus in
 * as on every later press. The content stays in place in the DOM (no portal): inside a dialog
 * it is inside the dialog's focus trap, and Chakra's popover layer (z-index) is above the
 * dialog's, as before the pickers became islands.
 */
export function IslandPopover({
  open,
  onOpenChange,
  renderTrigger,
  children,
  unmountOnExit,
  placement = 'bottom-start',
  firstPress,
}: IslandPopoverProps) {
  const trigger = useReplayedPress<HTMLButtonElement>(firstPress);
  return (
    <PopoverRoot
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      positioning={{ placement }}
      // the content mounts on the first open and stays (a date's calendar leaves on close)
      lazyMount
      unmountOnExit={unmountOnExit}
    >
      <PopoverTrigger asChild>{renderTrigger({ ref: trigger })}</PopoverTrigger>
      {children}
    </PopoverRoot>
  );
}
