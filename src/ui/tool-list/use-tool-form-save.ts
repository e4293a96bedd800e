// issue #15, #34: how every acquiring tool's form saves (lock, shunt and group codes, short
// links), written once: checked by the contract's schema first (messages beside the fields),
// created or updated, 已保存, then back to the list closing the form's tab (spec §3 tabs).
import { useNavigate } from 'react-router-dom';
import { t } from '../../lib/i18n/translate';
import { CLOSE_LEFT_TAB } from '../../lib/navigation/close-left-tab';
import { notifySuccess } from '../../lib/notify/notifier';
import '../../lib/i18n/messages/acquiring-tools-messages';

interface Done {
  readonly onSuccess: () => void;
  readonly onError: (error: Error) => void;
}

/** A tool's create or update write (its api/ hook's result). */
export interface ToolWrite<I> {
  readonly mutate: (input: I, done: Done) => void;
  readonly isPending: boolean;
}

export function useToolFormSave<B>(options: {
  /** The code being edited, 0 when creating. */
  readonly id: number;
  /** The form's check: the body to send, or undefined with the errors shown. */
  readonly validate: () => B | undefined;
  readonly create: ToolWrite<{ body: B }>;
  readonly update: ToolWrite<{ params: { id: number }; body: B }>;
  /** The tool's list route: where saving and 返回 go. */
  readonly listPath: string;
  /** A failed write (e.g. the form's `showServerError`: a 400 naming a field). */
  readonly onError: (error: Error) => unknown;
}) {
  const navigate = useNavigate();
  const { id, validate, create, update, listPath, onError } = options;
  const submit = () => {
    const body = validate();
    if (body === undefined) return;
    const done: Done = {
      onSuccess: () => {
        notifySuccess(t('tools.saved'));
        navigate(listPath, { state: CLOSE_LEFT_TAB });
      },
      onError: (error) => void onError(error),
    };
    if (id > 0) update.mutate({ params: { id }, body }, done);
    else create.mutate({ body }, done);
  };
  return {
    submit,
    submitting: create.isPending || update.isPending,
    back: () => navigate(listPath),
  };
}
