/**
 * Runs `task` once the browser is idle, at the latest after `timeoutMs`; where there is no requestIdleCallback, after
 * `fallbackMs`. Returns a function that cancels it. For start-up work that must not compete with the first page.
 */
export function whenIdle(task: () => void, timeoutMs: number, fallbackMs: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(task, fallbackMs);
    return () => window.clearTimeout(timer);
  }
  const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
  return () => window.cancelIdleCallback(id);
}
