import { LIMITS } from '@caps/domain';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context.ts';
import { implement } from '../../platform/endpoints.ts';
import { NotFound } from '../../platform/errors.ts';
import { headerLanguage, readerLanguage } from '../../platform/language.ts';
import { findNotifications, findUserLanguage, markNotificationSeen } from './notifications.repository.ts';
import { toNotificationView } from './notifications.view.ts';

/**
 * The signed-in user's notifications (SERVER-RULES.md §5), worded in the language the client shows (its
 * `Accept-Language`), else, for an earlier client that sends none, the account's (see notification-texts.ts).
 */
export function notificationsRoutes(app: App, ctx: AppContext): void {
  const languageOf = async (request: FastifyRequest, userId: string) =>
    headerLanguage(request.headers['accept-language']) ??
    readerLanguage(await findUserLanguage(ctx.db, userId), undefined);
  implement(app, ctx, 'notifications.list', async ({ auth, request }) => {
    const rows = await findNotifications(ctx.db, auth.userId, LIMITS.notificationsListed);
    const language = await languageOf(request, auth.userId);
    return rows.map((row) => toNotificationView(row, language));
  });
  implement(app, ctx, 'notifications.seen', async ({ params, auth, request }) => {
    const seen = await markNotificationSeen(ctx.db, params.id, auth.userId);
    if (!seen) throw new NotFound('NOTIFICATION_NOT_FOUND');
    return toNotificationView(seen, await languageOf(request, auth.userId));
  });
}
