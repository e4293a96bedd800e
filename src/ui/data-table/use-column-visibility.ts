import { useCallback, useState } from 'react';

// Column settings survive a reload per table (localStorage holds only column keys, never
// row data: docs/conventions.md "Personal data is not persisted").
const STORAGE_PREFIX = 'table-columns:';

export interface ColumnVisibilitySpec {
  readonly key: string;
  readonly hideable?: boolean;
  readonly defaultHidden?: boolean;
}

function defaults(columns: readonly ColumnVisibilitySpec[]): string[] {
  return columns.filter((column) => column.defaultHidden).map((column) => column.key);
}

function load(storageKey: string | undefined, columns: readonly ColumnVisibilitySpec[]) {
  if (!storageKey) return defaults(columns);
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(STORAGE_PREFIX + storageKey) ?? 'null');
    if (Array.isArray(saved))
      return saved.filter((item): item is string => typeof item === 'string');
  } catch {
    // a broken entry falls back to the defaults
  }
  return defaults(columns);
}

/** Hidden column keys, toggled and reset; only hideable columns can be hidden. */
export function useColumnVisibility(
  storageKey: string | undefined,
  columns: readonly ColumnVisibilitySpec[],
) {
  const [hidden, setHidden] = useState<string[]>(() => load(storageKey, columns));
  const save = useCallback(
    (next: string[]) => {
      setHidden(next);
      if (storageKey) localStorage.setItem(STORAGE_PREFIX + storageKey, JSON.stringify(next));
    },
    [storageKey],
  );
  const toggle = (key: string) =>
    save(hidden.includes(key) ? hidden.filter((item) => item !== key) : [...hidden, key]);
  const reset = () => {
    if (storageKey) localStorage.removeItem(STORAGE_PREFIX + storageKey);
    setHidden(defaults(columns));
  };
  const isVisible = (column: ColumnVisibilitySpec) =>
    column.hideable === false || !hidden.includes(column.key);
  return { hidden, toggle, reset, isVisible };
}
