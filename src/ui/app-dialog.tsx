import type { ReactNode } from 'react';
import {
  DialogBackdrop,
  DialogBody,
  DialogCloseTrigger,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogPositioner,
  DialogRoot,
  DialogTitle,
} from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { CloseIcon } from './close-icon';

export interface AppDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  /**
   * For a dialog opened over another one (the confirm step): mount the content only while
   * open, at the end of <body>. The open dialog hides (aria-hidden) every element that exists
   * when it opens, ancestors' siblings included, so content mounted later inside the page could
   * land in a hidden subtree; at the end of <body> it is outside it and stacks above the other
   * dialog whatever the two's order in the page. The root stays mounted.
   */
  contentOnlyWhileOpen?: boolean;
}

/**
 * The console's modal (spec §8): centred, with the custom close icon. It stays mounted and is
 * opened by state (stack-notes: an unmounted Chakra dialog can leave pointer-events:none).
 */
export function AppDialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  footer,
  contentOnlyWhileOpen = false,
}: AppDialogProps) {
  return (
    <DialogRoot
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      lazyMount={contentOnlyWhileOpen}
      unmountOnExit={contentOnlyWhileOpen}
    >
      <Portal disabled={!contentOnlyWhileOpen}>
        <DialogBackdrop />
        <DialogPositioner>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
            </DialogHeader>
            <DialogCloseTrigger aria-label={closeLabel} insetEnd="3" top="3" position="absolute">
              <CloseIcon />
            </DialogCloseTrigger>
            <DialogBody>{children}</DialogBody>
            {footer ? <DialogFooter>{footer}</DialogFooter> : null}
          </DialogContent>
        </DialogPositioner>
      </Portal>
    </DialogRoot>
  );
}
