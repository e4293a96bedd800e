import type { FormEvent, ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import {
  DrawerBackdrop,
  DrawerBody,
  DrawerCloseTrigger,
  DrawerContent,
  DrawerFooter,
  DrawerHeader,
  DrawerPositioner,
  DrawerRoot,
  DrawerTitle,
} from '@chakra-ui/react/drawer';
import { t } from '../../lib/i18n/translate';
import { CloseIcon } from '../close-icon';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { useUnsavedGuard } from './use-unsaved-guard';
import '../../lib/i18n/messages/page-kit-messages';

export interface FormDrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Without it the drawer only shows things (a detail drawer): no save button. */
  onSubmit?: () => void;
  submitting?: boolean;
  submitLabel?: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  testId?: string;
  /**
   * issue #37 "forms start clean": closing a changed form asks first (Escape, overlay, ✕,
   * 取消). Without this prop the kit tells a change itself (use-unsaved-guard.ts); a form
   * that tracks its own state may pass `useContractForm().dirty`.
   */
  dirty?: boolean;
}

/**
 * The side drawer for short forms and details (issue #9 page kit). Mounted always, opened by
 * state (docs/stack.md "Chakra v3"); Enter in a field submits, Esc closes.
 */
export function FormDrawer(props: FormDrawerProps) {
  const { open, onSubmit } = props;
  // A call site that passes onSubmit at all (even undefined while its data loads) is a form
  // drawer for its whole life: switching the element from div to form would remount the
  // content, and the dialog then closed (member-points e2e). A detail drawer never passes it.
  const isForm = 'onSubmit' in props;
  // A detail drawer's search boxes are no unsaved work: it asks only when its page says so.
  const { root, touchProps, requestClose, asking, keepEditing, discard } =
    useUnsavedGuard<HTMLDivElement>({
      open,
      onClose: props.onClose,
      dirty: props.dirty ?? (isForm ? undefined : false),
    });
  const onClose = requestClose;
  return (
    <DrawerRoot
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={props.size ?? 'md'}
      lazyMount={false}
      unmountOnExit={false}
    >
      <DrawerBackdrop />
      <DrawerPositioner>
        {/* A detail drawer (no onSubmit) is no form: a list's own search form inside it would
            otherwise nest forms, and the browser submitted the outer one (page reloaded). */}
        <DrawerContent
          as={isForm ? 'form' : 'div'}
          ref={root}
          {...touchProps}
          data-testid={props.testId}
          onSubmit={
            isForm
              ? (event: FormEvent) => {
                  event.preventDefault();
                  onSubmit?.();
                }
              : undefined
          }
        >
          <DrawerHeader borderBottomWidth="1px">
            <DrawerTitle fontSize="md">{props.title}</DrawerTitle>
          </DrawerHeader>
          <DrawerCloseTrigger aria-label={t('common.close')} top="3" insetEnd="3">
            <CloseIcon />
          </DrawerCloseTrigger>
          <DrawerBody py="5">{props.children}</DrawerBody>
          {onSubmit ? (
            <DrawerFooter borderTopWidth="1px" gap="2">
              <Button variant="outline" size="sm" type="button" onClick={onClose}>
                {t('kit.form.cancel')}
              </Button>
              <Button colorPalette="blue" size="sm" type="submit" loading={props.submitting}>
                {props.submitLabel ?? t('kit.form.save')}
              </Button>
            </DrawerFooter>
          ) : null}
        </DrawerContent>
      </DrawerPositioner>
      <ConfirmDialog
        open={asking}
        title={t('kit.form.discardTitle')}
        confirmLabel={t('kit.form.discard')}
        danger
        onClose={keepEditing}
        onConfirm={discard}
      >
        {t('kit.form.discardBody')}
      </ConfirmDialog>
    </DrawerRoot>
  );
}
