import { z } from 'zod';
import { ZIdParams } from '../common.ts';
import { ZNotificationView } from '../games.ts';
import { endpoint } from '../define.ts';

const tags = ['notifications'];

/** The signed-in user's notifications (SERVER-RULES.md §5). */
export const notificationsEndpoints = {
  'notifications.list': endpoint({
    method: 'GET',
    path: '/api/notifications',
    access: 'signedIn',
    tags,
    responses: { 200: z.array(ZNotificationView) },
  }),
  'notifications.seen': endpoint({
    method: 'PUT',
    path: '/api/notifications/seen/:id',
    access: 'signedIn',
    tags,
    params: ZIdParams,
    responses: { 200: ZNotificationView },
  }),
};
