import { useEffect } from 'react';
import { useApi } from '../api/api-context.tsx';
import { useAlert } from './alert/alert-context.tsx';

/** Starts app-wide background work after the first render, loaded lazily to keep it out of the start-up bundle. */
export function BackgroundTasks() {
  const api = useApi();
  const { showAlert } = useAlert();
  useEffect(() => {
    void import('../features/live-game/background.ts').then((m) =>
      m.startLiveGameBackground(api, (outcome) => {
        if (outcome.kind === 'posted') showAlert('Game posted', 'success');
        if (outcome.kind === 'rejected') showAlert(`Game against ${outcome.item.opponentName} was not posted: ${outcome.message}`, 'error');
      }),
    );
  }, [api, showAlert]);
  return null;
}
