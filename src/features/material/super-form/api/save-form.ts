import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUPERFORM_API } from '../../../../../contract/material/super-form/api-types';
import type { FormInput } from '../../../../../contract/material/super-form/form-schema';
import { post } from '../../../../lib/http/client';
import { superformKeys } from './superform-keys';

export interface SavedForm {
  id: number;
  public_id: string;
}

/** Save (new or existing); with `publish`, publish right after (spec §4: 1 → 2). */
export function useSaveForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, publish }: { input: FormInput; publish: boolean }) => {
      const saved = await post<SavedForm>(`${SUPERFORM_API}/form/save`, input, { loading: true });
      if (publish) await post<null>(`${SUPERFORM_API}/form/publish`, { id: saved.id });
      return saved;
    },
    onSettled: () => client.invalidateQueries({ queryKey: superformKeys.all }),
  });
}
