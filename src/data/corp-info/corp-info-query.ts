import { queryOptions } from '@tanstack/react-query';
import { indexCorpInfoEndpoint } from '../../../contract/platform-reads';
import { callEndpoint } from '../../lib/api/endpoint-client';

// spec §7 get-index-corp-info: name, logo, app mode, seats. Configuration, no personal data.
// One query for every reader (the user store at start-up, /index's corp card, /authorize):
// each used to fetch it under a key of its own, so a cold /index asked twice (issue #39).
// Under ['platform'], so a settings save refetches it with the rest of the tenant state.
export const corpInfoQueryOptions = queryOptions({
  queryKey: ['platform', 'corp-info'],
  queryFn: () => callEndpoint(indexCorpInfoEndpoint, {}),
  // fresh for as long as the user store it is part of: a card mounting after the store's answer
  // reads it instead of asking again; a settings save invalidates ['platform'], and then both
  // the card and the store ask (once, together)
  staleTime: 5 * 60_000,
  meta: { persist: true },
});
