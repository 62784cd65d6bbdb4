import { LIMITS } from '@caps/domain';
import type { App, AppContext } from '../../context.ts';
import { implement } from '../../platform/endpoints.ts';
import { NotFound } from '../../platform/errors.ts';
import { findNotifications, markNotificationSeen } from './notifications.repository.ts';

/** The signed-in user's notifications (SERVER-RULES.md §5). */
export function notificationsRoutes(app: App, ctx: AppContext): void {
  implement(app, ctx, 'notifications.list', ({ auth }) => findNotifications(ctx.db, auth.userId, LIMITS.notificationsListed));
  implement(app, ctx, 'notifications.seen', async ({ params, auth }) => {
    const seen = await markNotificationSeen(ctx.db, params.id, auth.userId);
    if (!seen) throw new NotFound('NOTIFICATION_NOT_FOUND');
    return seen;
  });
}
