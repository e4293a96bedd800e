import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormInput } from '../../../../../contract/material/super-form/form-schema';
import { invalidateReads } from '../../../../data/endpoint-hooks';
import { SUPERFORM_READS } from './superform-reads';
import { formPublish, formSave } from '../../../../../contract/material/super-form/endpoints';
import { callEndpoint } from '../../../../lib/api/endpoint-client';

export interface SavedForm {
  id: number;
  public_id: string;
}

/** Save (new or existing); with `publish`, publish right after (spec §4: 1 → 2). */
export function useSaveForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, publish }: { input: FormInput; publish: boolean }) => {
      const saved = await callEndpoint(formSave, { body: input }, { loading: true });
      if (publish) await callEndpoint(formPublish, { body: { id: saved.id } });
      return saved;
    },
    onSettled: () => invalidateReads(client, SUPERFORM_READS),
  });
}
