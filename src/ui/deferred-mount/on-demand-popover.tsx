import {
  useEffect,
  useEffectEvent,
  type ComponentPropsWithRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { PopoverRoot, PopoverTrigger } from '@chakra-ui/react/popover';
import { useOnDemand } from './use-on-demand';

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
 * popover and opens it.
 */
export function OnDemandPopover(props: OnDemandPopoverProps) {
  const { wanted, triggerProps } = useOnDemand(() => undefined);
  if (wanted) return <MountedPopover {...props} />;
  return props.renderTrigger({
    ...triggerProps,
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    onClick: triggerProps.onClick,
  });
}

function MountedPopover({
  open,
  onOpenChange,
  renderTrigger,
  children,
  unmountOnExit,
  placement = 'bottom-start',
}: OnDemandPopoverProps) {
  // The press that mounted the popover opens it, once mounted: Zag's popover moves focus into
  // its content on the transition to open (popover.machine "setInitialFocus"), not when it
  // mounts open, so the first press moves focus as every later one does. (A menu needs no
  // such step: Zag focuses it on entering the open state, so it may mount open.)
  const openOnMount = useEffectEvent(() => onOpenChange(true));
  useEffect(() => openOnMount(), []);
  return (
    <PopoverRoot
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      positioning={{ placement }}
      // the content mounts on the first open and stays (a date's calendar leaves on close)
      lazyMount
      unmountOnExit={unmountOnExit}
    >
      <PopoverTrigger asChild>{renderTrigger({})}</PopoverTrigger>
      {children}
    </PopoverRoot>
  );
}
