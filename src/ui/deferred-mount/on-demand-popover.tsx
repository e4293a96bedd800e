import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import { PopoverRoot, PopoverTrigger } from '@chakra-ui/react/popover';
import { useOnDemand, type FirstPress } from './use-on-demand';
import { useReplayedPress } from './replay-press';

/** What the popover passes to its trigger: the first press, then Chakra's trigger props. */
export type OnDemandTriggerProps = Omit<ComponentPropsWithRef<'button'>, 'className' | 'children'>;

export interface OnDemandPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The trigger, a plain button with static classes: alone on the page until its first press,
   * then the popover's trigger (the same markup, so nothing moves when the popover mounts).
   */
  renderTrigger: (props: OnDemandTriggerProps) => ReactElement;
  /** The popover's positioner and content. */
  children: ReactNode;
  unmountOnExit?: boolean;
  placement?: 'bottom-start' | 'bottom-end';
}

/**
 * A Chakra popover that mounts on the first press of its static trigger (issue #39,
 * docs/architecture.md "Styling"): a filter bar shows up to four pickers and every list page
 * its 列设置, and their popovers (machine, trigger, recipe) were ~460 ms of a phone's main
 * thread on /customer-list at load (bench/README.md, pick49). The first press mounts the
 * popover, closed, with the same trigger, and hands it the press (useReplayedPress), so focus
 * moves into it as on every later press.
 */
export function OnDemandPopover(props: OnDemandPopoverProps) {
  const { press, triggerProps } = useOnDemand(() => undefined);
  if (press) return <MountedPopover {...props} press={press} />;
  return props.renderTrigger({
    ...triggerProps,
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
  });
}

function MountedPopover({
  open,
  onOpenChange,
  renderTrigger,
  children,
  unmountOnExit,
  placement = 'bottom-start',
  press,
}: OnDemandPopoverProps & { press: FirstPress }) {
  const trigger = useReplayedPress<HTMLButtonElement>(press);
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
