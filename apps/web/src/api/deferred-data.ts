import { useDeferredValue } from 'react';

/**
 * A query's data for rendering a big page: undefined until React has rendered the first reply in the background.
 * A reply wakes components synchronously, so drawing a whole page from it would be one long task that blocks input;
 * deferred, that render is split into small slices (the loading state stays up meanwhile). Later replies (refetches)
 * show at once, and data of an earlier key is never returned.
 */
export function useDeferredData<T>(query: { data: T | undefined; isSuccess: boolean }): T | undefined {
  const data = query.isSuccess ? query.data : undefined;
  const deferred = useDeferredValue(data);
  return deferred === undefined ? undefined : data;
}
