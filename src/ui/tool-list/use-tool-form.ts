// issue #15, #34: a tool form's state and its save, written once: the contract's schema checks
// the draft (messages beside the fields), a 400 naming a field shows beside it, and the save
// goes through useToolFormSave (created or updated, 已保存, back to the list).
import type { z } from 'zod';
import { useContractForm } from '../form-drawer/use-contract-form';
import { useToolFormSave } from './use-tool-form-save';
import type { ToolWrite } from './use-tool-form-save';

export function useToolForm<S extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: S,
  options: {
    /** The code being edited, 0 when creating. */
    readonly id: number;
    readonly initial: z.input<S>;
    readonly create: ToolWrite<{ body: z.output<S> }>;
    readonly update: ToolWrite<{ params: { id: number }; body: z.output<S> }>;
    /** The tool's list route: where saving and 返回 go. */
    readonly listPath: string;
    /** Before every check (e.g. clear the last write's notice). */
    readonly onSubmit?: () => void;
    /** A failed write that names no field of the form (the page explains it its own way). */
    readonly onOtherError?: (error: Error) => void;
  },
) {
  const form = useContractForm(schema, options.initial);
  const { onSubmit, onOtherError } = options;
  const save = useToolFormSave({
    id: options.id,
    validate: () => {
      onSubmit?.();
      return form.validate();
    },
    create: options.create,
    update: options.update,
    listPath: options.listPath,
    onError: (error) => {
      if (!form.showServerError(error)) onOtherError?.(error);
    },
  });
  return { form, save };
}
