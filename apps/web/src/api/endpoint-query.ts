/**
 * TanStack Query keys derived from the endpoint that answers: `[name, params, query]`. A key holds that endpoint's
 * answer for that input, so a write marks stale what it may have changed by naming endpoints (`invalidateEndpoints`),
 * and `['users.full', { id }]` alone reaches every query of that user's profile (keys match by prefix, objects by
 * the fields given). A query that keeps something else (a part of the answer, mapped) adds a last element naming it,
 * so that it never shares a key with the plain answer.
 */
import type { InvalidateQueryFilters, QueryClient, QueryFunctionContext } from '@tanstack/react-query';
import type { PathParams, QueryValues } from '@caps/domain/api/endpoint';
import type { EndpointName } from '@caps/domain/api/endpoints/index';
import type { ApiClient, CallInput, CallOutput, ReadEndpointName } from './client.ts';

/** The part of a call's input that tells answers apart. */
type KeyInput = { params?: object; query?: object };

export type EndpointKey<N extends EndpointName = EndpointName> = readonly [N, PathParams, QueryValues];

/** The query key of endpoint `name`'s answer for this input (`signal` and `auth` do not change the answer). */
export function endpointKey<N extends EndpointName>(name: N, input: KeyInput = {}): EndpointKey<N> {
  // Params and query of a declared endpoint are flat records (see CallInput); the key keeps them as given.
  return [name, (input.params ?? {}) as PathParams, (input.query ?? {}) as QueryValues];
}

/** `queryKey` and `queryFn` of a read: the key comes from the very input the call sends, so they cannot disagree. */
export function endpointQuery<N extends ReadEndpointName>(api: ApiClient, name: N, input: CallInput<N>) {
  return {
    queryKey: endpointKey(name, input),
    queryFn: ({ signal }: QueryFunctionContext): Promise<CallOutput<N>> => api.call(name, { ...input, signal }),
  };
}

/** Marks stale every cached answer of these endpoints, whatever their params and query (refetching the shown ones). */
export function invalidateEndpoints(
  queryClient: QueryClient,
  names: readonly EndpointName[],
  filters: Omit<InvalidateQueryFilters, 'queryKey' | 'predicate'> = {},
): Promise<void> {
  const wanted = new Set<unknown>(names);
  return queryClient.invalidateQueries({ ...filters, predicate: (query) => wanted.has(query.queryKey[0]) });
}
