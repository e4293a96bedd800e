import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchTagBody, BatchTagResult } from '../../../../../contract/customer/customer-list';
import { post } from '../../../../lib/http/client';
import { customerKeys } from './customer-keys';

// issue #9: batch add/remove tags on the selected customers, and one customer's tags.
export function useBatchTags() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BatchTagBody) =>
      post<BatchTagResult>('/scrm/v1/customer/customers/batch-tags', body, { loading: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

export function useSetCustomerTags(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tagIds: number[]) =>
      post(
        `/scrm/v1/customer/customers/${customerId}/tags`,
        { tag_ids: tagIds },
        { loading: true },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
