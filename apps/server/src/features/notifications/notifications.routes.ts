import { z } from 'zod';
import { LIMITS, ZError, ZIdParams, ZNotificationView } from '@caps/domain';
import type { App, AppContext } from '../../context.ts';
import { caller, requireRole } from '../../platform/auth-guard.ts';
import { NotFound } from '../../platform/errors.ts';
import { findNotifications, markNotificationSeen } from './notifications.repository.ts';

/** The signed-in user's notifications (SERVER-RULES.md §5). */
export function notificationsRoutes(app: App, ctx: AppContext): void {
  const signedIn = requireRole(ctx.checkSession, 'USER', 'ADMIN');
  const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };
  app.get('/api/notifications', { preValidation: signedIn, schema: { tags: ['notifications'], security: [{ bearer: [] }], response: { 200: z.array(ZNotificationView), ...errors } } }, (req) =>
    findNotifications(ctx.db, caller(req).userId, LIMITS.notificationsListed),
  );
  app.put(
    '/api/notifications/seen/:id',
    { preValidation: signedIn, schema: { tags: ['notifications'], security: [{ bearer: [] }], params: ZIdParams, response: { 200: ZNotificationView, ...errors } } },
    async (req) => {
      const seen = await markNotificationSeen(ctx.db, req.params.id, caller(req).userId);
      if (!seen) throw new NotFound("Notification with this id doesn't exist");
      return seen;
    },
  );
}
