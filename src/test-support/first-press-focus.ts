// issue #39 follow-up (accessibility): a Chakra island that mounts on the first press of its
// static trigger (useOnDemand) must move focus as an eagerly mounted one does: into its content
// (and, in a menu, onto the same active item) on every press, and back to the trigger on
// Escape. Mounted open, a popover left focus outside and a menu opened by Enter had no active
// item (src/ui/deferred-mount/replay-press.ts).
import { act, fireEvent, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** How long a focus move may take in jsdom under load (see pressThenEscape). */
const FOCUS_WAIT = 5_000;

/** Where a press left focus: the focused element and the item it marks active (a menu's). */
export interface FocusAfterPress {
  focused: string;
  activeItem: string | null;
}

// described, not the element itself: a menu's content may be rendered afresh on each open
const describeElement = (element: Element | null) =>
  element
    ? [
        element.getAttribute('role') ?? element.tagName,
        element.getAttribute('data-part'),
        element.textContent,
      ].join(' ')
    : 'nothing';

/**
 * Presses the trigger as a keyboard user does (focus, then Enter) or with a pointer, waits for
 * focus to land inside the content, notes where it is, presses Escape and waits for focus to
 * come back to the trigger. `trigger` is looked up afresh each time: the first press may replace the static
 * button. A test compares the first press's focus with a later one's.
 */
export async function pressThenEscape(
  trigger: () => HTMLElement,
  content: (trigger: HTMLElement) => HTMLElement | null,
  by: 'keyboard' | 'pointer' = 'keyboard',
): Promise<FocusAfterPress> {
  act(() => trigger().focus());
  if (by === 'pointer') {
    fireEvent.pointerDown(trigger());
    fireEvent.click(trigger(), { detail: 1 });
  } else if (fireEvent.keyDown(trigger(), { key: 'Enter' })) {
    // Enter as a browser handles it: a click (counting no pointer clicks) unless the trigger
    // took the key (Zag's menu trigger opens on Enter's keydown and prevents the click)
    fireEvent.click(trigger(), { detail: 0 });
  }
  // a lazy island's chunk and Chakra's load on the first press (seconds under load in jsdom)
  await waitFor(() => expect(content(trigger())).not.toBeNull(), { timeout: 15_000 });
  // Focus moves a frame or a timer after the content mounts: 1 s (the default) was too short
  // under a load of 1.5 processes a core (docs/testing.md "Stop 54"); where focus lands is the
  // subject, not how soon.
  await waitFor(() => expect(content(trigger())?.contains(document.activeElement)).toBe(true), {
    timeout: FOCUS_WAIT,
  });
  // Zag highlights a menu's first item a frame after it opens
  await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  const focused = document.activeElement;
  const active = focused?.getAttribute('aria-activedescendant');
  const after = {
    focused: describeElement(focused),
    activeItem: active ? describeElement(document.getElementById(active)) : null,
  };
  act(() => {
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
  });
  await waitFor(() => expect(content(trigger())?.contains(document.activeElement)).not.toBe(true), {
    timeout: FOCUS_WAIT,
  });
  await waitFor(() => expect(document.activeElement).toBe(trigger()), { timeout: FOCUS_WAIT });
  return after;
}

/** The first press, then a later one, of the same trigger: focus must land the same. */
export async function expectFirstPressFocusAsLater(
  trigger: () => HTMLElement,
  content: (trigger: HTMLElement) => HTMLElement | null,
  by: 'keyboard' | 'pointer' = 'keyboard',
): Promise<void> {
  const first = await pressThenEscape(trigger, content, by);
  const later = await pressThenEscape(trigger, content, by);
  expect(first).toEqual(later);
}

/** The element a popover's or menu's trigger controls, once it is open. */
export function controlledContent(trigger: HTMLElement): HTMLElement | null {
  if (trigger.getAttribute('aria-expanded') !== 'true') return null;
  return document.getElementById(trigger.getAttribute('aria-controls') ?? '');
}
