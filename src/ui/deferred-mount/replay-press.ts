import { useEffect, useEffectEvent, useRef } from 'react';
import type { FirstPress } from './use-on-demand';

/**
 * The trigger of a Chakra menu or popover that the first press of its static trigger mounted
 * (useOnDemand): once mounted, closed, it gets that press again, so Zag opens it as on every
 * later press. Mounted open instead, a popover leaves focus outside (Zag moves it on the
 * transition to open, popover.machine "setInitialFocus") and a menu opened by Enter has no
 * active item (Zag's trigger opens on Enter's keydown and highlights the first item; a click
 * does not). issue #39 follow-up, docs/architecture.md "Styling".
 */
export function useReplayedPress<T extends HTMLElement>(press: FirstPress | null | undefined) {
  const trigger = useRef<T>(null);
  // once: a second replay (StrictMode runs mount effects twice) would close it again
  const replayed = useRef(false);
  const replay = useEffectEvent(() => {
    const element = trigger.current;
    if (replayed.current || !press || !element) return;
    replayed.current = true;
    // the press left focus on the static button it replaced (Zag's menu takes Enter only from
    // a focused trigger)
    element.focus({ preventScroll: true });
    if (press === 'keyboard') {
      // Enter as a browser handles it: a click unless the trigger takes the key
      const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
      if (!element.dispatchEvent(enter)) return;
    }
    element.click();
  });
  // the island's effects run after its Chakra root's, whose machine is started by then
  useEffect(() => replay(), []);
  return trigger;
}
