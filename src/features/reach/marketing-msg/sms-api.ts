// issue #17 /marketing-msg calls, derived from the contract's declarations.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '../../../../contract/endpoint';
import {
  createSmsSend,
  resubmitSignature,
  saveSignature,
  saveTemplate,
  smsAccount,
  smsSends,
  smsSignatures,
  smsTemplates,
} from '../../../../contract/reach/marketing-msg';
import { useEndpointQuery } from '../../../data/endpoint-hooks';
import { callEndpoint, endpointKey } from '../../../lib/api/endpoint-client';

// Every read a send, signature or template changes (issue #12: no path written here).
const READS = [smsAccount, smsSignatures, smsTemplates, smsSends];

export const useSmsAccount = () => useEndpointQuery(smsAccount, {});

const underReview = (rows: readonly { status: number }[] | undefined) =>
  rows?.some((row) => row.status === 0) ? 3000 : false;

/** Signatures and templates; asked again every 3 s while one is under review. */
export function useReviews(kind: 'signature' | 'template') {
  return useEndpointQuery(
    kind === 'signature' ? smsSignatures : smsTemplates,
    {},
    {
      refetchInterval: underReview,
    },
  );
}

export function useSmsSends(query: { page: number; page_size: number }) {
  return useEndpointQuery(smsSends, { query });
}

type Command =
  | { kind: 'signature'; name: string; id?: number }
  | { kind: 'template'; body: EndpointInput<typeof saveTemplate>['body'] }
  | { kind: 'send'; body: EndpointInput<typeof createSmsSend>['body'] };

export function useSmsCommand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (command: Command): Promise<unknown> => {
      const options = { loading: true };
      if (command.kind === 'signature') {
        return command.id
          ? callEndpoint(
              resubmitSignature,
              { params: { id: command.id }, body: { name: command.name } },
              options,
            )
          : callEndpoint(saveSignature, { body: { name: command.name } }, options);
      }
      if (command.kind === 'template')
        return callEndpoint(saveTemplate, { body: command.body }, options);
      return callEndpoint(createSmsSend, { body: command.body }, options);
    },
    onSuccess: () =>
      Promise.all(READS.map((read) => client.invalidateQueries({ queryKey: endpointKey(read) }))),
  });
}
