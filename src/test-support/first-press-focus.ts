// issue #39 follow-up (accessibility): a Chakra island that mounts on the first press of its
// static trigger (useOnDemand) must move focus as an eagerly mounted one does: into its content
// on every press, and back to the trigger on Escape. Zag moves focus when a menu or popover
// opens, not when it mounts open, so a first press that mounted it open left a keyboard user
// on the trigger (or on <body>, the static trigger being replaced).
import { act, fireEvent, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Presses the trigger as a keyboard user does (focus, then Enter), waits for focus to
 * land inside the content, presses Escape and waits for focus to come back to the trigger.
 * `trigger` is looked up afresh each time: the first press may replace the static button.
 */
export async function expectPressMovesFocusInAndEscapeBack(
  trigger: () => HTMLElement,
  content: (trigger: HTMLElement) => HTMLElement | null,
): Promise<void> {
  act(() => trigger().focus());
  // Enter as a browser handles it: a click unless the trigger took the key (Zag's menu trigger
  // opens on Enter's keydown and prevents the click)
  if (fireEvent.keyDown(trigger(), { key: 'Enter' })) fireEvent.click(trigger());
  // a lazy island's chunk and Chakra's load on the first press (seconds under load in jsdom)
  await waitFor(() => expect(content(trigger())).not.toBeNull(), { timeout: 15_000 });
  await waitFor(() => expect(content(trigger())?.contains(document.activeElement)).toBe(true));
  act(() => {
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
  });
  await waitFor(() => expect(content(trigger())?.contains(document.activeElement)).not.toBe(true));
  await waitFor(() => expect(document.activeElement).toBe(trigger()));
}

/** The element a popover's or menu's trigger controls, once it is open. */
export function controlledContent(trigger: HTMLElement): HTMLElement | null {
  if (trigger.getAttribute('aria-expanded') !== 'true') return null;
  return document.getElementById(trigger.getAttribute('aria-controls') ?? '');
}
