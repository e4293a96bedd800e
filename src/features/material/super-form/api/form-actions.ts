import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUPERFORM_API } from '../../../../../contract/material/super-form/api-types';
import { post } from '../../../../lib/http/client';
import { superformKeys } from './superform-keys';

/** The list's row actions (issue #7): copy, publish, end, delete. */
export type FormAction = 'copy' | 'publish' | 'end' | 'delete';

export function useFormAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: FormAction; id: number }) =>
      post<unknown>(`${SUPERFORM_API}/form/${action}`, { id }),
    onSettled: () => client.invalidateQueries({ queryKey: superformKeys.all }),
  });
}
