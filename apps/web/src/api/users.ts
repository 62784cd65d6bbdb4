/** Users resource: the shapes of the replies the client reads, and TanStack Query hooks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPage, TRole, TTokens } from '@caps/domain';
import { LIMITS } from '@caps/domain/limits';
import { useApi } from './api-context.tsx';
import type { ApiClient } from './client.ts';

/** The user fields the client reads (replies are read typed, not parsed: the server checks them against its schemas). */
export interface TUserSummary {
  id: string;
  username: string;
  avatarHash?: string | null;
  lastSeen?: string | null;
  lastGame?: string | null;
  role?: TRole;
}

/** GET /users/{id}/full; stats, teams and achievements are read by the profile tabs. */
export interface TUserProfile extends TUserSummary {
  teams?: { id: string; name: string; active?: boolean }[] | null;
}

export const userKeys = {
  all: ['users'] as const,
  summary: (id: string) => ['users', id] as const,
  profile: (id: string) => ['users', id, 'full'] as const,
  search: (text: string) => ['users', 'search', text] as const,
};

export function useUserProfile(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: userKeys.profile(id ?? ''),
    queryFn: ({ signal }) => api.get<TUserProfile>(`/users/${encodeURIComponent(id ?? '')}/full`, { signal }),
    enabled: Boolean(id),
  });
}

export interface UpdateUserInput {
  id: string;
  username?: string;
  email?: string;
  password: string;
}

/** PUT /users/{id} (self only; the password confirms it). Answers the full user, the body of GET /users/{id}/full (no email). */
export function useUpdateUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateUserInput) =>
      api.requestJson<TUserProfile>(`/users/${encodeURIComponent(id)}`, { method: 'PUT', json: body }),
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.profile(user.id), user);
      return queryClient.invalidateQueries({ queryKey: userKeys.summary(user.id) });
    },
  });
}

/** POST /users/changePassword: answers with fresh tokens of the caller's session, which the server keeps. */
export function useChangePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string }) =>
      api.requestJson<TTokens>('/users/changePassword', { method: 'POST', json: body }),
  });
}


/** GET /users/search (signed in): the first few non-admin players whose name contains `text`. */
export async function searchUsers(api: ApiClient, text: string, signal?: AbortSignal): Promise<TUserSummary[]> {
  const result = await api.get<Pick<TPage<TUserSummary>, 'content'>>('/users/search', {
    signal,
    query: { username: text.trim(), pageSize: LIMITS.opponentSearchResults, pageNumber: 0 },
  });
  return result.content;
}
