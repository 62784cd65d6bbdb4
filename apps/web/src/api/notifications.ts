/** Notifications (GET /notifications, PUT /notifications/seen/{id}) as TanStack Query hooks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TNotificationView } from '@caps/domain';
import { UI_LIMITS } from '../ui/ui-constants.ts';
import { useApi } from './api-context.tsx';

const notificationKeys = { all: ['notifications'] as const };

/** The newest notifications, loaded on mount and then every 30 s while `enabled`. */
export function useNotifications(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: notificationKeys.all,
    queryFn: ({ signal }) => api.get<TNotificationView[]>('/notifications', { signal }),
    enabled,
    refetchInterval: UI_LIMITS.notificationPollMs,
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
        unseen.map((n) => api.requestJson<TNotificationView>(`/notifications/seen/${encodeURIComponent(n.id)}`, { method: 'PUT' })),
      );
      return results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.id] : []));
    },
    onSuccess: (seenIds) => {
      const seen = new Set(seenIds);
      queryClient.setQueryData<TNotificationView[]>(notificationKeys.all, (list) =>
        list?.map((n) => (seen.has(n.id) ? { ...n, seen: true } : n)),
      );
    },
  });
}
