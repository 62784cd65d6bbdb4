import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api/api-context.tsx';
import { useAlert } from '../ui/alert/alert-context.tsx';
import { whenIdle } from './when-idle.ts';
import { translate } from '../i18n/i18n.ts';

/** Starts app-wide background work once the browser is idle after start-up, loaded lazily to keep it out of the start-up bundle. */
export function BackgroundTasks() {
  const api = useApi();
  const { showAlert } = useAlert();
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    let stopLiveEvents: (() => void) | undefined;
    const start = () => {
      // The tab's one live event stream: what it hears marks the shown reads stale.
      void import('../api/live-events.ts').then((m) => {
        if (!cancelled) stopLiveEvents = m.startLiveEvents(api, queryClient);
      });
      // A browser with push notifications on tells the server its subscription once a session (it may have changed).
      const userId = api.store.getState().userId;
      if (userId && typeof Notification !== 'undefined' && Notification.permission === 'granted') {
        void import('../features/push/index.ts')
          .then((m) => (cancelled ? undefined : m.resubscribeIfSubscribed(api, userId)))
          .catch(() => undefined);
      }
      void import('../features/live-game/index.ts').then((m) => {
        if (cancelled) return;
        m.startLiveGameBackground(api, (outcome) => {
          if (outcome.kind === 'posted') showAlert(translate('app.outbox.posted'), 'success');
          if (outcome.kind === 'rejected')
            showAlert(
              translate('app.outbox.rejected', { opponent: outcome.item.opponentName, reason: outcome.message }),
              'error',
            );
        });
      });
    };
    // Nothing here is needed to draw the first page: it starts once the browser is idle (within a few seconds).
    const cancel = whenIdle(start, 4_000, 1_000);
    return () => {
      cancelled = true;
      cancel();
      stopLiveEvents?.();
    };
  }, [api, showAlert, queryClient]);
  return null;
}
