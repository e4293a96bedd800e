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
import { Button } from '@chakra-ui/react/button';
import { Portal } from '@chakra-ui/react/portal';
import { t } from '../lib/i18n/translate';
import { CloseIcon } from './close-icon';
import { useUnsavedGuard } from './form-drawer/use-unsaved-guard';
import '../lib/i18n/messages/page-kit-messages';

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
  /**
   * Mount the content on the first open and keep it (docs/architecture.md "Styling", issue
   * #39): a dialog whose trigger sits on many pages (导出) otherwise renders its closed
   * content, a dozen Chakra elements, on each of them. Not with `guardUnsaved`: the guard
   * attaches to the content when it mounts (use-unsaved-guard.ts), so that content is kept.
   */
  mountOnOpen?: boolean;
  /**
   * issue #37: a dialog that edits something asks before Escape, the overlay or ✕ drop its
   * unsaved changes (use-unsaved-guard.ts tells a change from the dialog's controls); its own
   * 取消 button is the caller's and closes at once.
   */
  guardUnsaved?: boolean;
}

/**
 * The console's modal (spec §8): centred, with the custom close icon. It stays mounted and is
 * opened by state (docs/stack.md "Chakra v3": an unmounted Chakra dialog can leave pointer-events:none).
 */
export function AppDialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  footer,
  contentOnlyWhileOpen = false,
  mountOnOpen = false,
  guardUnsaved = false,
}: AppDialogProps) {
  const { root, touchProps, requestClose, asking, keepEditing, discard } =
    useUnsavedGuard<HTMLDivElement>({
      open,
      onClose,
      dirty: guardUnsaved ? undefined : false,
    });
  return (
    <DialogRoot
      open={open}
      onOpenChange={(details) => {
        if (!details.open) requestClose();
      }}
      placement="center"
      lazyMount={contentOnlyWhileOpen || (mountOnOpen && !guardUnsaved)}
      unmountOnExit={contentOnlyWhileOpen}
    >
      <Portal disabled={!contentOnlyWhileOpen}>
        <DialogBackdrop />
        <DialogPositioner>
          <DialogContent ref={root} {...touchProps}>
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
      {guardUnsaved ? (
        <AppDialog
          open={asking}
          onClose={keepEditing}
          title={t('kit.form.discardTitle')}
          closeLabel={closeLabel}
          contentOnlyWhileOpen
          footer={
            <>
              <Button variant="outline" size="sm" onClick={keepEditing}>
                {t('kit.confirm.cancel')}
              </Button>
              <Button size="sm" colorPalette="red" onClick={discard} data-testid="confirm-ok">
                {t('kit.form.discard')}
              </Button>
            </>
          }
        >
          {t('kit.form.discardBody')}
        </AppDialog>
      ) : null}
    </DialogRoot>
  );
}
