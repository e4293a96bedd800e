import { QueryClient } from '@tanstack/react-query';
import { shouldRetryRequest } from '../http/api-error';

// excalidraw habit: one query client for the whole console, wrapped here so that its
// defaults (and later the persister, design.md) change in one file.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A failure the client already showed the operator is not retried: a retry a second
      // later would show the same toast again (spec §8 toasts, issue #3).
      retry: shouldRetryRequest,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});
