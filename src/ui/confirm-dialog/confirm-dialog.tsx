import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { t } from '../../lib/i18n/translate';
import { AppDialog } from '../app-dialog';
import '../../lib/i18n/messages/page-kit-messages';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  confirmLabel?: string;
  /** Red confirm button for deletes (docs/conventions.md: confirm before destructive actions). */
  danger?: boolean;
  busy?: boolean;
}

/** The confirm step before a destructive or batch action; mounted always, opened by state. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <AppDialog
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      closeLabel={t('common.close')}
      // a confirm step is often opened over another dialog (e.g. a lock code's bindings)
      contentOnlyWhileOpen
      footer={
        <>
          <Button variant="outline" size="sm" onClick={props.onClose}>
            {t('kit.confirm.cancel')}
          </Button>
          <Button
            size="sm"
            colorPalette={props.danger ? 'red' : 'blue'}
            loading={props.busy}
            onClick={props.onConfirm}
            data-testid="confirm-ok"
          >
            {props.confirmLabel ?? t('kit.confirm.ok')}
          </Button>
        </>
      }
    >
      {props.children}
    </AppDialog>
  );
}
