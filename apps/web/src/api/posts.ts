/** News posts (everyone reads, admins write) as TanStack Query hooks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPostInput } from '@caps/domain';
import { useApi } from './api-context.tsx';
import { endpointQuery, invalidateEndpoints } from './endpoint-query.ts';

/** The news feed, newest first (with the session, as the start-up prefetch asks for it: see route-prefetch.ts). */
export function usePosts() {
  const api = useApi();
  return useQuery(endpointQuery(api, 'posts.list', {}));
}

/** Creates (no id) or edits (with id) a post; admins only. */
export function useSavePost() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TPostInput & { id?: string }) =>
      id ? api.call('posts.update', { params: { id }, body }) : api.call('posts.create', { body }),
    onSuccess: () => invalidateEndpoints(queryClient, ['posts.list']),
  });
}

export function useDeletePost() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call('posts.delete', { params: { id } }),
    onSuccess: () => invalidateEndpoints(queryClient, ['posts.list']),
  });
}
