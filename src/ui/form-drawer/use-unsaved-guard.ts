import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { registerUnsavedForm } from '../../lib/navigation/unsaved-forms';
import { controlsSnapshot } from './form-snapshot';

// A field's error (FormField) or an inline alert: a submit that did not go through.
const SHOWN_ERROR = '[data-invalid], [role="alert"]';
// The mark Zag (under Chakra's parts) puts on the input events it dispatches itself.
const ZAG_CHANGE_EVENT = Symbol.for('zag.changeEvent');

export interface UnsavedGuardOptions {
  open: boolean;
  onClose: () => void;
  /** A form that tracks its own state says so (`useContractForm().dirty`); else the kit tells. */
  dirty?: boolean;
}

/**
 * issue #37 "forms start clean", in the form kit: a form knows it holds unsaved changes
 * without the page passing anything. What the form showed when the person first touched it
 * (pointer, key or text input since it opened: a record that loads after the form opens is
 * no change) is compared with what it shows when it is about to close. Closing with changes
 * asks first; the shell asks too before a tab, a reload or an eviction drops the form
 * (src/lib/navigation/unsaved-forms.ts). docs/forms.md.
 */
export function useUnsavedGuard<E extends HTMLElement>({
  open,
  onClose,
  dirty,
}: UnsavedGuardOptions) {
  const root = useRef<E>(null);
  const baseline = useRef<string | null>(null);
  // What the form shows while nothing has touched it yet (kept current, see below).
  const untouched = useRef<string | null>(null);
  // What the form showed when it was last submitted: a page form stays in its kept-alive tab
  // after its save navigated away, and is no unsaved work then (unless an error shows).
  const submitted = useRef<string | null>(null);
  const [asking, setAsking] = useState(false);
  // Every opening is a new round: what the form shows then is its starting point.
  useEffect(() => {
    if (open) return;
    baseline.current = null;
    submitted.current = null;
  }, [open]);

  const check = useRef<() => boolean>(() => false);
  useLayoutEffect(() => {
    check.current = () => {
      if (!open) return false;
      if (dirty !== undefined) return dirty;
      const element = root.current;
      if (element === null || baseline.current === null) return false;
      const shown = controlsSnapshot(element);
      if (shown === baseline.current) return false;
      // Submitted as shown and no error on screen: saved (its page navigated away).
      return !(shown === submitted.current && !element.querySelector(SHOWN_ERROR));
    };
  });

  useEffect(() => {
    const element = root.current;
    return element ? registerUnsavedForm(element, check) : undefined;
  }, []);

  const touch = useCallback(() => {
    if (baseline.current === null && root.current) {
      baseline.current = controlsSnapshot(root.current);
    }
  }, []);

  // Text that arrives without a key press (paste, an IME, autofill) announces itself with the
  // native beforeinput, before the value changes (React has no capture handler for it).
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    element.addEventListener('beforeinput', touch, true);
    return () => element.removeEventListener('beforeinput', touch, true);
  }, [touch]);

  // A value can change with no touch and no beforeinput: a native <select> set by a script, an
  // assistive technology or Playwright's selectOption fires only input and change, after the
  // value changed. So until the first touch the form's look is kept current (every DOM change:
  // the record arriving, the drawer opening), and such a change starts the round from the
  // look just before it (docs/forms.md "Unsaved changes").
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const refresh = () => {
      if (baseline.current === null) untouched.current = controlsSnapshot(element);
    };
    const changed = (event: Event) => {
      // Chakra's parts (Zag) tell their hidden inputs of a value set by the page (a record
      // arriving): that event is marked and is no person's change.
      if (Object.prototype.hasOwnProperty.call(event, ZAG_CHANGE_EVENT)) return;
      baseline.current ??= untouched.current ?? controlsSnapshot(element);
    };
    refresh();
    const observer = new MutationObserver(refresh);
    observer.observe(element, { subtree: true, childList: true, attributes: true });
    element.addEventListener('input', changed, true);
    element.addEventListener('change', changed, true);
    return () => {
      observer.disconnect();
      element.removeEventListener('input', changed, true);
      element.removeEventListener('change', changed, true);
    };
  }, []);

  /** The form was submitted with what it shows now. */
  const markSubmitted = useCallback(() => {
    if (root.current) submitted.current = controlsSnapshot(root.current);
  }, []);

  /** The form's own close path (Escape, overlay, ✕, 取消, 返回): asks when changed. */
  const requestClose = () => (check.current() ? setAsking(true) : onClose());

  return {
    root,
    /** Spread on the form's root: the first touch records what the form showed. */
    touchProps: {
      onPointerDownCapture: touch,
      onKeyDownCapture: touch,
    },
    requestClose,
    markSubmitted,
    asking,
    keepEditing: () => setAsking(false),
    discard: () => {
      setAsking(false);
      baseline.current = null;
      onClose();
    },
  };
}
