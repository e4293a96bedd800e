// Console preferences (issue #5): a per-user setting of the console, saved on the server, used
// as the offline-safe write (a whole setting is saved, so a replay is harmless). For now: the
// pinned pages ("常用功能") shown in the user menu. Types and limits only: the console's start-up
// code imports this file, so the zod schema lives in ./preferences-input.ts.

export const PREFERENCES_API = '/scrm/v1/platform/preferences';
export const MAX_PINNED_PAGES = 8;

export interface ConsolePreferences {
  /** Console paths, in the operator's order. */
  readonly pinned_paths: readonly string[];
  /** ISO time of the last save; null before the first. */
  readonly updated_at: string | null;
}

export interface ConsolePreferencesInput {
  pinned_paths: string[];
}
