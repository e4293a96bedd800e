import { useCallback, useState } from 'react';

// issue #13: areas of the menu collapse and expand, and the menu remembers which are closed
// (per browser; a preference of the operator's screen, not of the account).
const STORAGE_KEY = 'scrm.menu.collapsed';

function readCollapsed(): Set<string> {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : []);
  } catch {
    return new Set();
  }
}

export function useCollapsedAreas() {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback((area: string) => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(area)) next.delete(area);
      else next.add(area);
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify([...next]));
      } catch {
        // Storage full or blocked: the state still holds for this visit.
      }
      return next;
    });
  }, []);
  return { collapsed, toggle };
}
