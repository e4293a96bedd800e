import type { FormListQuery } from '../../../../../contract/material/super-form/api-types';
import { formList } from '../../../../../contract/material/super-form/endpoints';
import { useEndpointQuery } from '../../../../data/endpoint-hooks';

// A configuration list without personal data: kept for offline reading (issue #5).
export function useFormList(query: FormListQuery) {
  return useEndpointQuery(
    formList,
    { query: { ...query } },
    { cancelKey: 'superform.list', keepPrevious: true, persist: true },
  );
}
