import { useEffect, useRef } from 'react';
import { useLeaveBlocker } from '../../../../lib/navigation/leave-guard';
import { onBeforeVersionReload } from '../../../../lib/version/version-probe';

/**
 * issue #7 "unsaved changes protected": with unsaved changes, leaving the editor's page asks
 * first (the leave guard for in-app navigation, beforeunload for closing or reloading
 * the browser tab). A version reload is let through: useDraft saves the draft before it.
 */
export function useLeaveGuard(dirty: boolean) {
  const versionReload = useRef(false);
  const blocker = useLeaveBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (versionReload.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    const stop = onBeforeVersionReload(() => {
      versionReload.current = true;
    });
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      stop();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);

  return blocker;
}
