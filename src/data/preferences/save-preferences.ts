import type { ConsolePreferences, ConsolePreferencesInput } from '../../../contract/preferences';
import { callEndpoint } from '../../lib/api/endpoint-client';
import { defineOfflineMutation } from '../../lib/offline/offline-mutation';
import { preferencesQueryOptions } from './preferences-query';

// issue #5: the console's offline-safe write. The whole setting is saved, so sending it again
// after a reconnect is harmless; the user menu shows the new pins at once, also offline.
export const savePreferences = defineOfflineMutation<ConsolePreferencesInput, ConsolePreferences>({
  key: ['platform', 'preferences', 'save'],
  label: 'pwa.pinnedSave',
  // The write's declaration loads on the first save, not with the shell (scripts/check-bundle.mjs,
  // /index initial JS); schema-free (issue #39): the server validates the body.
  send: async (input) => {
    const { preferencesSaveRoute } = await import('../../../contract/platform-endpoints-routes');
    return callEndpoint(preferencesSaveRoute, { body: input });
  },
  invalidates: [preferencesQueryOptions.queryKey],
  optimistic: (client, input) =>
    client.setQueryData(preferencesQueryOptions.queryKey, (previous) => ({
      pinned_paths: input.pinned_paths,
      updated_at: previous?.updated_at ?? null,
    })),
});
