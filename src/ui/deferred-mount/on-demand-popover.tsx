import {
  useEffect,
  useReducer,
  type ComponentPropsWithRef,
  type ComponentType,
  type ReactElement,
} from 'react';
import { withChakra } from '../theme/chakra-island';
import { useOnDemand, type FirstPress } from './use-on-demand';

// docs/architecture.md "Styling", points 5 and 6 (issue #39): a filter bar shows up to four
// pickers and every list page its 列设置; their popovers (machine, trigger, recipes) were
// ~460 ms of a phone's main thread on /customer-list at load (bench/README.md, pick49), and
// their Chakra, Ark and Zag code ~40 KB gzip of its static closure. This module imports no
// Chakra: a picker's module renders its static trigger through it, and the popover (root,
// positioner, content) is a Chakra island loaded on intent (pointer or focus on the trigger)
// and mounted on the first press.

/** What the popover passes to its trigger: the first press, then Chakra's trigger props. */
export type OnDemandTriggerProps = Omit<ComponentPropsWithRef<'button'>, 'className' | 'children'>;

/** What an island gets from OnDemandPopover besides its own props. */
export interface PopoverIslandProps {
  /** How the static trigger was first pressed: the island hands it on (IslandPopover). */
  firstPress: FirstPress;
  /** The trigger (the same markup as the static one), for the popover's PopoverTrigger. */
  renderTrigger: (props: OnDemandTriggerProps) => ReactElement;
}

type IslandComponent<P extends object> = ComponentType<P & PopoverIslandProps>;

/** A popover island's code: loaded once, shared by every trigger that shows it. */
export interface PopoverIsland<P extends object> {
  /** Starts (or joins) loading the island and Chakra; a failure lets the next call retry. */
  load: () => Promise<IslandComponent<P>>;
  /** The island once loaded (later first presses mount it at once). */
  readonly loaded: IslandComponent<P> | undefined;
}

/**
 * `load` imports a module that renders the popover with IslandPopover
 * (island-popover.tsx); the island gets Chakra's provider (chakra-island.tsx, `withChakra`).
 */
export function popoverIsland<P extends object>(
  load: () => Promise<IslandComponent<P>>,
): PopoverIsland<P> {
  let loading: Promise<IslandComponent<P>> | undefined;
  const island = {
    loaded: undefined as IslandComponent<P> | undefined,
    load: () => {
      loading ??= withChakra(load()).then(
        (component) => (island.loaded = component),
        (error: unknown) => {
          loading = undefined; // a failed chunk is retried by the next press
          throw error;
        },
      );
      return loading;
    },
  };
  return island;
}

export interface OnDemandPopoverProps<P extends object> {
  island: PopoverIsland<P>;
  /** The island's own props (the picker's value, options and callbacks). */
  islandProps: P;
  /**
   * The trigger, a plain button with static classes: alone on the page until its first press
   * (and while the island loads), then the popover's trigger, the same markup, so nothing moves.
   */
  renderTrigger: (props: OnDemandTriggerProps) => ReactElement;
}

/**
 * A Chakra popover on intent: its static trigger starts loading the island on pointerenter or
 * focus; the first press (click, Enter or Space) mounts it, closed, with the same trigger, and
 * hands it the press (useReplayedPress), so it opens with focus where a later press puts it.
 * Until the chunk is there the static trigger stays (focused, in place); if the chunk fails
 * the trigger stays usable and the next press loads it again.
 */
export function OnDemandPopover<P extends object>({
  island,
  islandProps,
  renderTrigger,
}: OnDemandPopoverProps<P>) {
  const { press, triggerProps, reset } = useOnDemand(() => island.load().catch(() => undefined));
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!press || island.loaded) return;
    let current = true;
    island.load().then(
      () => current && arrived(),
      () => current && reset(),
    );
    return () => {
      current = false;
    };
  }, [press, island, reset]);
  const Island = press ? island.loaded : undefined;
  if (press && Island) {
    return <Island {...islandProps} firstPress={press} renderTrigger={renderTrigger} />;
  }
  return renderTrigger({
    ...triggerProps,
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
  });
}
