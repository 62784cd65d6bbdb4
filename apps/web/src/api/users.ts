/** Users resource: the user fields the client keeps, and TanStack Query hooks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRole, TSeasonChoice, TTokens } from '@caps/domain';
import { LIMITS } from '@caps/domain/limits';
import { ApiError, errorText } from './api-error.ts';
import { useApi } from './api-context.tsx';
import type { ApiClient } from './client.ts';
import { endpointKey, endpointQuery } from './endpoint-query.ts';
import { translate } from '../i18n/i18n.ts';
import { localError } from '../i18n/domain-messages.ts';
import type { TLanguage } from '@caps/domain/i18n/languages';

/** The user fields the client reads and keeps (known players are stored on the device without the rest). */
export interface TUserSummary {
  id: string;
  username: string;
  avatarHash?: string | null;
  lastSeen?: string | null;
  lastGame?: string | null;
  role?: TRole;
}

/** The full profile (users.full): the header reads it, and so do the tabs under it (one query, one request). */
export function useUserProfile(id: string | undefined, season?: TSeasonChoice) {
  const api = useApi();
  return useQuery({
    // Caller-independent (a cached public read): asked as a visitor, so the page's embedded reply answers it.
    ...endpointQuery(api, 'users.full', {
      params: { id: id ?? '' },
      query: season === undefined ? {} : { season },
      auth: false,
    }),
    enabled: Boolean(id),
  });
}

export interface UpdateUserInput {
  id: string;
  username?: string;
  email?: string;
  password: string;
}

/** Changes the caller's own name or email (the password confirms it); answers the full user, the profile's body. */
export function useUpdateUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateUserInput) => api.call('users.update', { params: { id }, body }),
    onSuccess: (user) => {
      queryClient.setQueryData(endpointKey('users.full', { params: { id: user.id }, query: {} }), user);
      // This user's cached reads: the profile and the plots.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['users.full', { id: user.id }] }),
        queryClient.invalidateQueries({ queryKey: ['users.plots', { id: user.id }] }),
      ]);
    },
  });
}

/** Changes the caller's password: answers with fresh tokens of the caller's session, which the server keeps. */
export function useChangePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string }): Promise<TTokens> =>
      api.call('users.changePassword', { body }),
  });
}

function userSearch(text: string) {
  return { query: { username: text.trim(), pageSize: LIMITS.opponentSearchResults, pageNumber: 0 } };
}

/** The cache key of `searchUsers` (it keeps the page's players only). */
export function userSearchKey(text: string) {
  return [...endpointKey('users.search', userSearch(text)), 'content'] as const;
}

/** Signed in only: the first few non-admin players whose name contains `text`. */
export async function searchUsers(api: ApiClient, text: string, signal?: AbortSignal): Promise<TUserSummary[]> {
  const result = await api.call('users.search', { ...userSearch(text), signal });
  return result.content;
}

/** Keeps `language` on the caller's account (no password needed): the next sign-in, on any device, starts in it. */
export async function saveAccountLanguage(api: ApiClient, userId: string, language: TLanguage): Promise<void> {
  await api.call('users.update', { params: { id: userId }, body: { language } });
}

/** Error text of a failed account update (users.update, users.changePassword): 403 means the confirmation password was wrong. */
export function accountUpdateError(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return localError({ code: 'PASSWORD_INVALID' });
  return errorText(error, translate('api.saveFailed'));
}
