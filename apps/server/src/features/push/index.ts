/**
 * Push: web push to players' devices (issue 28). New notifications are queued for each device by a trigger
 * (migration 0011_web_push); `pushJob` sends the queue. Imports no other feature.
 */
import type { AppContext } from '../../context.ts';
import type { Job } from '../../platform/jobs.ts';
import { deliverDuePushes, webPushSender, type PushSender } from './push.sender.ts';
import { queueReadyTournamentMatches } from './tournament-ready.ts';
import { vapidKeysOf } from './vapid.ts';

export { pushRoutes } from './push.routes.ts';

/** The job that sends due pushes (nudged after changes; `send` is the real push sender unless a test gives one). */
export function pushJob(
  ctx: AppContext,
  send: PushSender = webPushSender(vapidKeysOf(ctx.config), ctx.config.vapidSubject, {
    testAddresses: ctx.pushTestAddresses,
  }),
): Job {
  return {
    name: 'push',
    everyMs: 10_000,
    nudgeDelayMs: 200,
    run: async () => {
      await queueReadyTournamentMatches(ctx.db);
      return deliverDuePushes(ctx.db, send);
    },
  };
}
export { deliverDuePushes, webPushSender } from './push.sender.ts';
export { vapidKeysOf } from './vapid.ts';
export { queueReadyTournamentMatches } from './tournament-ready.ts';
export { checkedAddress, isPublicAddress, type Resolver } from './endpoint-guard.ts';
