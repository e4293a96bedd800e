// issue #16 /fission-add-fans reads and writes, derived from contract/acquiring/fission-add-fans.ts.
import {
  fissionAddFansList,
  fissionCreate,
  fissionDelete,
  fissionDetail,
  fissionEnd,
  fissionGrantReward,
  fissionParticipants,
  fissionSimulateDelete,
  fissionSimulateScan,
  fissionStatistics,
  fissionUpdate,
} from '../../../../../contract/acquiring/fission-add-fans';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';

type ListQuery = Parameters<typeof useEndpointQuery<typeof fissionAddFansList>>[1]['query'];
type ParticipantQuery = Parameters<typeof useEndpointQuery<typeof fissionParticipants>>[1]['query'];

const figures = [fissionAddFansList, fissionDetail, fissionStatistics, fissionParticipants];

export const useFissionTasks = (query: ListQuery) =>
  useEndpointQuery(fissionAddFansList, { query }, { keepPrevious: true, persist: true });
export const useFissionTask = (id: number) =>
  useEndpointQuery(fissionDetail, { params: { id } }, { enabled: id > 0 });
export const useFissionStatistics = (id: number) =>
  useEndpointQuery(fissionStatistics, { params: { id } }, { enabled: id > 0 });
export const useFissionParticipants = (id: number, query: ParticipantQuery) =>
  useEndpointQuery(
    fissionParticipants,
    { params: { id }, query },
    { enabled: id > 0, keepPrevious: true },
  );
export const useCreateFission = () =>
  useEndpointMutation(fissionCreate, { invalidates: [fissionAddFansList], fieldErrors: true });
export const useUpdateFission = () =>
  useEndpointMutation(fissionUpdate, {
    invalidates: [fissionAddFansList, fissionDetail],
    fieldErrors: true,
  });
export const useDeleteFission = () =>
  useEndpointMutation(fissionDelete, { invalidates: [fissionAddFansList] });
export const useEndFission = () => useEndpointMutation(fissionEnd, { invalidates: figures });
export const useGrantReward = () =>
  useEndpointMutation(fissionGrantReward, { invalidates: figures });
export const useSimulateScan = () =>
  useEndpointMutation(fissionSimulateScan, { invalidates: figures });
export const useSimulateDelete = () =>
  useEndpointMutation(fissionSimulateDelete, { invalidates: figures });
