import { useMutation } from '@tanstack/react-query';
import type { OfflineMutationDefinition } from '../../lib/offline/offline-mutation';

/**
 * The component side of an offline-safe write (src/lib/offline/offline-mutation.ts): its
 * mutationFn and the rest come from the defaults registered at start, so a write queued
 * offline and restored after a reload behaves exactly like one made on this page.
 */
export function useOfflineMutation<TVariables, TData>(
  definition: OfflineMutationDefinition<TVariables, TData>,
) {
  return useMutation<TData, Error, TVariables>({ mutationKey: definition.key });
}
