/** News posts (GET/POST/PUT/DELETE /dashboard/posts) as TanStack Query hooks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPost, TPostInput } from '@caps/domain';
import { useApi } from './api-context.tsx';

const postKeys = { all: ['posts'] as const };

/** The news feed, newest first. */
export function usePosts() {
  const api = useApi();
  return useQuery({
    queryKey: postKeys.all,
    queryFn: ({ signal }) => api.get<TPost[]>('/dashboard/posts', { signal }),
  });
}

/** Creates (no id) or edits (with id) a post; admins only. */
export function useSavePost() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: TPostInput & { id?: string }) =>
      id
        ? api.request(`/dashboard/posts/${encodeURIComponent(id)}`, { method: 'PUT', json: input })
        : api.request('/dashboard/posts', { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}

export function useDeletePost() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`/dashboard/posts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}
