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
import { CloseIcon } from './close-icon';

export interface AppDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  /**
   * Mount the content only while open. A dialog opened over another one needs it: the open
   * dialog hides (aria-hidden) every element that exists when it opens, so a second dialog
   * already in the page would stay hidden from the accessibility tree. The root stays mounted.
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
    </DialogRoot>
  );
}
