// issue #15 /short-chain reads and writes, derived from contract/acquiring/short-chain.ts.
import {
  shortLinkCreate,
  shortLinkDelete,
  shortLinkDetail,
  shortLinkList,
  shortLinkMiniPrograms,
  shortLinkQuota,
  shortLinkStatistics,
  shortLinkToggle,
  shortLinkUpdate,
} from '../../../../../contract/acquiring/short-chain';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';

type ListQuery = Parameters<typeof useEndpointQuery<typeof shortLinkList>>[1]['query'];

export const useShortLinks = (query: ListQuery) =>
  useEndpointQuery(shortLinkList, { query }, { keepPrevious: true });
export const useShortLink = (id: number) =>
  useEndpointQuery(shortLinkDetail, { params: { id } }, { enabled: id > 0 });
export const useQuota = () => useEndpointQuery(shortLinkQuota, {}, { persist: true });
export const useMiniPrograms = () =>
  useEndpointQuery(shortLinkMiniPrograms, {}, { staleTime: 60_000 });
export const useLinkStatistics = (id: number, from: string, to: string) =>
  useEndpointQuery(
    shortLinkStatistics,
    { query: { id, from, to } },
    { enabled: id > 0, persist: true },
  );
export const useCreateShortLink = () =>
  useEndpointMutation(shortLinkCreate, {
    invalidates: [shortLinkList, shortLinkQuota],
    fieldErrors: true,
  });
export const useUpdateShortLink = () =>
  useEndpointMutation(shortLinkUpdate, {
    invalidates: [shortLinkList, shortLinkDetail],
    fieldErrors: true,
  });
export const useToggleShortLink = () =>
  useEndpointMutation(shortLinkToggle, { invalidates: [shortLinkList] });
export const useDeleteShortLink = () =>
  useEndpointMutation(shortLinkDelete, { invalidates: [shortLinkList] });
