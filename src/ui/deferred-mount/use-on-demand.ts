import { useCallback, useState } from 'react';

/** How the press that mounts an island came: a keyboard's Enter or Space, or a pointer. */
export type FirstPress = 'keyboard' | 'pointer';

/**
 * docs/architecture.md "Styling" (issue #39): a Chakra part whose trigger shows on every page
 * (the account menu, the tab menu, the tenant switch, 列设置) renders its trigger as a static
 * button and mounts the island (its menu or dialog machine and Chakra's provider) on the first
 * press, which the island then hands to its own trigger (useReplayedPress). Mounted on every
 * page load they were ~1.4 s of main thread on a phone (bench/README.md, #39 speed48). A
 * pointer or focus on the trigger starts loading the island's code.
 */
export function useOnDemand(load: () => unknown): {
  /** How the trigger was first pressed; null until then (the island is wanted from then on). */
  press: FirstPress | null;
  triggerProps: {
    onPointerEnter: () => void;
    onFocus: () => void;
    onClick: (event: { detail: number }) => void;
  };
  /** Back to unpressed: the island's chunk failed to load, the next press tries again. */
  reset: () => void;
} {
  const [press, setPress] = useState<FirstPress | null>(null);
  const reset = useCallback(() => setPress(null), []);
  return {
    press,
    triggerProps: {
      onPointerEnter: () => void load(),
      onFocus: () => void load(),
      // a click from Enter or Space on a button counts no pointer clicks (UI Events, `detail`)
      onClick: (event) => setPress(event.detail === 0 ? 'keyboard' : 'pointer'),
    },
    reset,
  };
}
