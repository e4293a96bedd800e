import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  formCopy,
  formDelete,
  formEnd,
  formPublish,
} from '../../../../../contract/material/super-form/endpoints';
import { callEndpoint } from '../../../../lib/api/endpoint-client';
import { invalidateReads } from '../../../../data/endpoint-hooks';
import { SUPERFORM_READS } from './superform-reads';

/** The list's row actions (issue #7): copy, publish, end, delete. */
export type FormAction = 'copy' | 'publish' | 'end' | 'delete';

const ACTIONS = { copy: formCopy, publish: formPublish, end: formEnd, delete: formDelete };

export function useFormAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: FormAction; id: number }) =>
      callEndpoint<(typeof ACTIONS)[FormAction]>(ACTIONS[action], { body: { id } }),
    onSettled: () => invalidateReads(client, SUPERFORM_READS),
  });
}
