import { Portal } from '@chakra-ui/react/portal';
import {
  ToastCloseTrigger,
  ToastIndicator,
  ToastRoot,
  ToastTitle,
  Toaster,
  createToaster,
} from '@chakra-ui/react/toast';
import { useEffect } from 'react';
import { connectNoticeSink } from '../../lib/notify/notifier';
import type { NoticeSink } from '../../lib/notify/notifier';

// The one Chakra toaster behind src/lib/notify (docs/conventions.md: one toaster, wrapped).
const chakraToaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });

const chakraSink: NoticeSink = {
  show: (notice) => {
    chakraToaster.create({ title: notice.title, type: notice.type, duration: notice.duration });
  },
  // spec §8: toasts are destroyed (not faded) on 401 and the login redirect.
  closeAll: () => chakraToaster.remove(),
};

/**
 * Connects the notifier once the toaster listens. The toast group starts listening only after
 * it has rendered once, so notices that waited while this chunk loaded are handed over a frame
 * later; created any earlier, they would never show.
 */
function ConnectNotices() {
  useEffect(() => {
    let disconnect: (() => void) | undefined;
    const frame = requestAnimationFrame(() => {
      disconnect = connectNoticeSink(chakraSink);
    });
    return () => {
      cancelAnimationFrame(frame);
      disconnect?.();
    };
  }, []);
  return null;
}

/** Rendered once by the shell, inside its ChakraProvider. */
export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={chakraToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <ToastRoot width={{ md: 'sm' }} data-testid="app-toast">
            <ToastIndicator />
            <ToastTitle>{toast.title}</ToastTitle>
            <ToastCloseTrigger />
          </ToastRoot>
        )}
      </Toaster>
      <ConnectNotices />
    </Portal>
  );
}
