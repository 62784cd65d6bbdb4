/** The caller's push preferences and devices as TanStack Query hooks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPushPreferences, TPushSettings } from '@caps/domain';
import { useApi } from '../../api/api-context.tsx';
import { endpointKey, endpointQuery } from '../../api/endpoint-query.ts';

export function usePushSettings(enabled: boolean) {
  const api = useApi();
  return useQuery({ ...endpointQuery(api, 'push.preferences', {}), enabled, staleTime: 0 });
}

/** Saves the preferences; the answer is the new settings. */
export function useSavePushPreferences() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: TPushPreferences) => api.call('push.setPreferences', { body: preferences }),
    onSuccess: (settings) => queryClient.setQueryData(endpointKey('push.preferences'), settings),
  });
}

/** Puts settings the server answered with (after a device was added or removed) into the cache. */
export function useSetPushSettings() {
  const queryClient = useQueryClient();
  return (settings: TPushSettings) => queryClient.setQueryData(endpointKey('push.preferences'), settings);
}
