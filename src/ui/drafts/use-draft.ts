import { useCallback, useEffect, useRef, useState } from 'react';
import { discardDraft, readDraft, saveDraft, type StoredDraft } from '../../lib/drafts/draft-store';
import { onBeforeVersionReload } from '../../lib/version/version-probe';

export interface UseDraftOptions {
  /** Whether the editor holds unsaved changes; only then is a draft written. */
  dirty: boolean;
  /** Off while the editor is closed (a dialog): nothing is read or written. Default true. */
  enabled?: boolean;
  /** Typing pause before a write, in ms. Default 400. */
  delayMs?: number;
}

export interface DraftControls<T> {
  /** A draft left by an earlier visit (reload, crash, version reload): offer to restore it. */
  offer: StoredDraft<T> | null;
  /** Takes the offered draft; the editor sets its state from the returned value. */
  restore: () => T | undefined;
  /** Drops the offered draft. */
  dismiss: () => void;
  /** After a successful save: the stored draft is no longer needed. */
  clear: () => Promise<void>;
}

/**
 * issue #5 "Drafts": keeps an editor's unsaved state in IndexedDB while the operator types,
 * saves it at once before a version reload and when the page is hidden or closed, and offers
 * a draft left by an earlier visit. `key` names the editor (and the record when editing one):
 * `superform.edit:42`. Pair it with <DraftRestoreBanner>.
 */
export function useDraft<T>(key: string, value: T, options: UseDraftOptions): DraftControls<T> {
  const { dirty, enabled = true, delayMs = 400 } = options;
  const [offer, setOffer] = useState<StoredDraft<T> | null>(null);
  const latest = useRef({ key, value, dirty: dirty && enabled });
  // The value last saved for real: never written back as a draft (a late write after save).
  const savedValue = useRef<string | null>(null);
  useEffect(() => {
    latest.current = { key, value, dirty: dirty && enabled };
  });
  const write = useCallback(async (draftKey: string, draftValue: T) => {
    if (savedValue.current === JSON.stringify(draftValue)) return;
    await saveDraft(draftKey, draftValue).catch(() => undefined);
  }, []);

  // Look for a draft each time the editor opens.
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    readDraft<T>(key).then(
      (draft) => {
        if (current) setOffer(draft ?? null);
      },
      () => undefined,
    );
    return () => {
      current = false;
      setOffer(null);
    };
  }, [key, enabled]);

  // Write while the operator types (debounced).
  useEffect(() => {
    if (!enabled || !dirty) return;
    const timer = setTimeout(() => void write(key, value), delayMs);
    return () => clearTimeout(timer);
  }, [key, value, dirty, enabled, delayMs, write]);

  // Write at once when the page may go away (version reload, tab hidden, page closed) and
  // when the editor closes within the typing pause.
  useEffect(() => {
    if (!enabled) return;
    const flush = async () => {
      const { key: draftKey, value: draftValue, dirty: unsaved } = latest.current;
      if (unsaved) await write(draftKey, draftValue);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const stopReloadTask = onBeforeVersionReload(flush);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', flush);
    return () => {
      stopReloadTask();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
      void flush();
    };
  }, [enabled, write]);

  const restore = useCallback(() => {
    const restored = offer?.value;
    setOffer(null);
    return restored;
  }, [offer]);

  const dismiss = useCallback(() => {
    setOffer(null);
    void discardDraft(key).catch(() => undefined);
  }, [key]);

  const clear = useCallback(async () => {
    setOffer(null);
    savedValue.current = JSON.stringify(latest.current.value);
    await discardDraft(key).catch(() => undefined);
  }, [key]);

  return { offer, restore, dismiss, clear };
}
