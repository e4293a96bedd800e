import type { ReactNode } from 'react';
import { notifySuccess } from '../../lib/notify/notifier';
import { ConfirmDialog } from './confirm-dialog';

/** The delete write a list page holds (an endpoint mutation whose input is the record's id). */
export interface DeleteMutation {
  readonly isPending: boolean;
  mutateAsync(input: { readonly params: { readonly id: number } }): Promise<unknown>;
}

export interface DeleteConfirmDialogProps<T extends { readonly id: number }> {
  /** The record to delete; the dialog is open while there is one. */
  target: T | null;
  mutation: DeleteMutation;
  title: string;
  /** What is deleted, e.g. 确定删除「…」吗？ */
  body: ReactNode;
  /** The notice once it is gone. */
  deleted: string;
  onClose: () => void;
}

/**
 * issue #34 "one way to do each thing": the one confirm before deleting a list's record
 * (docs/conventions.md: confirm before destructive actions), on the shared ConfirmDialog:
 * deletes `target`, tells the user and closes; a refused delete keeps it open (the request
 * layer shows why).
 */
export function DeleteConfirmDialog<T extends { readonly id: number }>(
  props: DeleteConfirmDialogProps<T>,
) {
  const { target, mutation } = props;
  return (
    <ConfirmDialog
      open={target !== null}
      title={props.title}
      danger
      busy={mutation.isPending}
      onClose={props.onClose}
      onConfirm={() => {
        if (!target) return;
        void mutation.mutateAsync({ params: { id: target.id } }).then(
          () => {
            notifySuccess(props.deleted);
            props.onClose();
          },
          () => undefined,
        );
      }}
    >
      {props.body}
    </ConfirmDialog>
  );
}
