/** Notifications (the newest ones, marking them seen) as TanStack Query hooks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TNotificationView } from '@caps/domain';
import { UI_LIMITS } from '../ui/ui-constants.ts';
import { useApi } from './api-context.tsx';
import { endpointKey, endpointQuery } from './endpoint-query.ts';
import { useLiveEventsHealthy } from './live-health.ts';

/**
 * The newest notifications, loaded on mount and then every 30 s while `enabled`; not polled while the live event
 * stream is healthy (it says when they change).
 */
export function useNotifications(enabled: boolean) {
  const api = useApi();
  const live = useLiveEventsHealthy();
  return useQuery({
    ...endpointQuery(api, 'notifications.list', {}),
    enabled,
    refetchInterval: live ? false : UI_LIMITS.notificationPollMs,
    staleTime: 0,
    // A failed poll is only logged (SPEC.md §8); the next poll tries again.
    retry: false,
  });
}

/**
 * Marks every unseen notification seen: one PUT per unseen one, then the ones the server confirmed are marked seen
 * in the cache (SPEC.md §7 Other).
 */
export function useMarkNotificationsSeen() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (unseen: TNotificationView[]) => {
      const results = await Promise.allSettled(
        unseen.map((n) => api.call('notifications.seen', { params: { id: n.id } })),
      );
      return results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.id] : []));
    },
    onSuccess: (seenIds) => {
      const seen = new Set(seenIds);
      queryClient.setQueryData<TNotificationView[]>(endpointKey('notifications.list'), (list) =>
        list?.map((n) => (seen.has(n.id) ? { ...n, seen: true } : n)),
      );
    },
  });
}
