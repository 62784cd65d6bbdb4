/** One submit at a time: a double tap or a second Enter while a post is in flight must not post the game twice. */
import { useCallback, useRef, useState } from 'react';

/**
 * `run(task)` starts `task` unless one is already running, and `busy` is true meanwhile (to disable the button).
 * The guard is a ref, not state: a second click can arrive before React has re-rendered the button as disabled.
 */
export function useSingleFlight() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<void>): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
