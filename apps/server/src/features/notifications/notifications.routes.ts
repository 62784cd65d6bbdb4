import { LIMITS, type TNotificationView } from '@caps/domain';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context.ts';
import { implement } from '../../platform/endpoints.ts';
import { NotFound } from '../../platform/errors.ts';
import { readerLanguage } from '../../platform/language.ts';
import { notificationText } from './notification-texts.ts';
import { findNotifications, findUserLanguage, markNotificationSeen } from './notifications.repository.ts';

/** The signed-in user's notifications (SERVER-RULES.md §5), in their language (see notification-texts.ts). */
export function notificationsRoutes(app: App, ctx: AppContext): void {
  /** The notifications with their texts in the reader's language. */
  const inLanguage = async (request: FastifyRequest, userId: string, views: TNotificationView[]) => {
    const language = readerLanguage(await findUserLanguage(ctx.db, userId), request.headers['accept-language']);
    return language === 'en' ? views : views.map((v) => ({ ...v, text: notificationText(v.text, v.notificationType, language) }));
  };
  implement(app, ctx, 'notifications.list', async ({ auth, request }) => inLanguage(request, auth.userId, await findNotifications(ctx.db, auth.userId, LIMITS.notificationsListed)));
  implement(app, ctx, 'notifications.seen', async ({ params, auth, request }) => {
    const seen = await markNotificationSeen(ctx.db, params.id, auth.userId);
    if (!seen) throw new NotFound('NOTIFICATION_NOT_FOUND');
    const [view] = await inLanguage(request, auth.userId, [seen]);
    return view ?? seen;
  });
}
