import { useEffect } from 'react';
import { useApi } from '../api/api-context.tsx';
import { useAlert } from './alert/alert-context.tsx';
import { whenIdle } from './when-idle.ts';

/** Starts app-wide background work once the browser is idle after start-up, loaded lazily to keep it out of the start-up bundle. */
export function BackgroundTasks() {
  const api = useApi();
  const { showAlert } = useAlert();
  useEffect(() => {
    let cancelled = false;
    const start = () => {
      void import('../features/live-game/index.ts').then((m) => {
        if (cancelled) return;
        m.startLiveGameBackground(api, (outcome) => {
          if (outcome.kind === 'posted') showAlert('Game posted', 'success');
          if (outcome.kind === 'rejected') showAlert(`Game against ${outcome.item.opponentName} was not posted: ${outcome.message}`, 'error');
        });
      });
    };
    // Nothing here is needed to draw the first page: it starts once the browser is idle (within a few seconds).
    const cancel = whenIdle(start, 4_000, 1_000);
    return () => {
      cancelled = true;
      cancel();
    };
  }, [api, showAlert]);
  return null;
}
