import {
  createFollowUp,
  followUpList,
  setCustomerStage,
  stageList,
} from '../../../../../contract/customer/follow-up-routes';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';
import { CUSTOMER_READS } from './customer-reads';

// issue #41 follow-up records and the customer's stage on the detail drawer; the tenant's
// stages for the filter and the stage select (a picker read).
export function useFollowUps(customerId: number | null) {
  return useEndpointQuery(
    followUpList,
    { params: { id: customerId ?? 0 }, query: { page: 1, page_size: 20 } },
    { enabled: customerId !== null },
  );
}

export function useCreateFollowUp() {
  return useEndpointMutation(createFollowUp, { invalidates: [...CUSTOMER_READS, followUpList] });
}

export function useStages() {
  return useEndpointQuery(stageList, {}, { staleTime: 60_000 });
}

export function useSetCustomerStage() {
  return useEndpointMutation(setCustomerStage, { invalidates: [...CUSTOMER_READS, stageList] });
}
