/** The 250 ms input lock around a screen switch (SPEC.md §4, §9), so a tap meant for one screen never lands on the next. */
import { useEffect, useState } from 'react';
import { UI_LIMITS } from '../../ui/ui-constants.ts';

/**
 * True for `ms` after `screenKey` changes. It is derived during the render of the new screen, so there is no frame in
 * which the new screen takes input before the lock is on.
 */
export function useInputLock(screenKey: string, ms: number = UI_LIMITS.liveInputLockMs): boolean {
  const [openKey, setOpenKey] = useState(screenKey);
  useEffect(() => {
    if (openKey === screenKey) return;
    const timer = window.setTimeout(() => setOpenKey(screenKey), ms);
    return () => window.clearTimeout(timer);
  }, [screenKey, openKey, ms]);
  return openKey !== screenKey;
}
