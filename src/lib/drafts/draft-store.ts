import { clear, createStore, del, get, keys, set } from 'idb-keyval';
import { currentStorageScope, scopedKey } from '../pwa/storage-scope';

// issue #5 "Drafts": an editor's unsaved state in IndexedDB (idb-keyval), per tenant and user,
// offered back after a reload, a crash or a version reload. Its own database: clearing the
// query cache never drops a draft.
const draftStore = createStore('scrm-drafts', 'drafts');
// A draft nobody came back to in a week is dropped (the query cache keeps as long).
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface StoredDraft<T> {
  value: T;
  savedAt: number;
}

function draftKey(editorKey: string): string | null {
  const scope = currentStorageScope();
  return scope ? `${scopedKey('draft', scope)}:${editorKey}` : null;
}

export async function saveDraft<T>(editorKey: string, value: T, now = Date.now()): Promise<void> {
  const key = draftKey(editorKey);
  if (!key) return;
  const draft: StoredDraft<T> = { value, savedAt: now };
  await set(key, draft, draftStore);
}

export async function readDraft<T>(
  editorKey: string,
  now = Date.now(),
): Promise<StoredDraft<T> | undefined> {
  const key = draftKey(editorKey);
  if (!key) return undefined;
  const draft = await get<StoredDraft<T>>(key, draftStore);
  if (!draft) return undefined;
  if (now - draft.savedAt > DRAFT_MAX_AGE_MS) {
    await del(key, draftStore);
    return undefined;
  }
  return draft;
}

export async function discardDraft(editorKey: string): Promise<void> {
  const key = draftKey(editorKey);
  if (key) await del(key, draftStore);
}

/** Sign-out: the drafts of this tenant and user leave the browser with the session. */
export async function discardDraftsOfCurrentUser(): Promise<void> {
  const scope = currentStorageScope();
  if (!scope) return;
  const prefix = `${scopedKey('draft', scope)}:`;
  const all = await keys(draftStore);
  await Promise.all(
    all
      .map((key) => String(key))
      .filter((key) => key.startsWith(prefix))
      .map((key) => del(key, draftStore)),
  );
}

/** Tests only. */
export async function clearDraftsForTests(): Promise<void> {
  await clear(draftStore);
}
