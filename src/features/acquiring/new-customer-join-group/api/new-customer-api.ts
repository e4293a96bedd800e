// issue #16 /new-customer-join-group reads and writes, derived from
// contract/acquiring/new-customer-join-group.ts.
import {
  newCustomerJoinGroupList,
  newCustomerRuleCreate,
  newCustomerRuleDelete,
  newCustomerRuleDetail,
  newCustomerRuleOptions,
  newCustomerRuleRecords,
  newCustomerRuleSimulate,
  newCustomerRuleToggle,
  newCustomerRuleUpdate,
} from '../../../../../contract/acquiring/new-customer-join-group';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';

type ListQuery = Parameters<typeof useEndpointQuery<typeof newCustomerJoinGroupList>>[1]['query'];
type RecordQuery = Parameters<typeof useEndpointQuery<typeof newCustomerRuleRecords>>[1]['query'];

export const useRules = (query: ListQuery) =>
  useEndpointQuery(newCustomerJoinGroupList, { query }, { keepPrevious: true, persist: true });
export const useRule = (id: number) =>
  useEndpointQuery(newCustomerRuleDetail, { params: { id } }, { enabled: id > 0 });
export const useRuleRecords = (id: number, query: RecordQuery) =>
  useEndpointQuery(
    newCustomerRuleRecords,
    { params: { id }, query },
    { enabled: id > 0, keepPrevious: true },
  );
export const useRuleOptions = () => useEndpointQuery(newCustomerRuleOptions, {}, { persist: true });
export const useCreateRule = () =>
  useEndpointMutation(newCustomerRuleCreate, {
    invalidates: [newCustomerJoinGroupList],
    fieldErrors: true,
  });
export const useUpdateRule = () =>
  useEndpointMutation(newCustomerRuleUpdate, {
    invalidates: [newCustomerJoinGroupList, newCustomerRuleDetail],
    fieldErrors: true,
  });
export const useToggleRule = () =>
  useEndpointMutation(newCustomerRuleToggle, {
    invalidates: [newCustomerJoinGroupList, newCustomerRuleDetail],
  });
export const useDeleteRule = () =>
  useEndpointMutation(newCustomerRuleDelete, { invalidates: [newCustomerJoinGroupList] });
export const useSimulateAdd = () =>
  useEndpointMutation(newCustomerRuleSimulate, {
    invalidates: [
      newCustomerJoinGroupList,
      newCustomerRuleDetail,
      newCustomerRuleRecords,
      newCustomerRuleOptions,
    ],
  });
