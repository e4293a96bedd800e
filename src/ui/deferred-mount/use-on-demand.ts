import { useState } from 'react';

/**
 * docs/architecture.md "Styling" (issue #39): a Chakra part whose trigger shows on every page
 * (the account menu, the tab menu, the tenant switch) renders its trigger as a static button and
 * mounts the island (its menu or dialog machine and Chakra's provider) on the first press, open.
 * Mounted on every page load they were ~1.4 s of main thread on a phone (bench/README.md, #39
 * speed48). A pointer or focus on the trigger starts loading the island's code.
 */
export function useOnDemand(load: () => unknown): {
  wanted: boolean;
  triggerProps: { onPointerEnter: () => void; onFocus: () => void; onClick: () => void };
} {
  const [wanted, setWanted] = useState(false);
  return {
    wanted,
    triggerProps: {
      onPointerEnter: () => void load(),
      onFocus: () => void load(),
      onClick: () => setWanted(true),
    },
  };
}
