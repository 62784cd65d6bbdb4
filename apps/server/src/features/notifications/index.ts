/** Notifications: what players are told (games to accept, decisions, achievements). Imports no other feature. */
export { notificationsInsert, rewordNotifications } from './notifications.repository.ts';
export { notificationsRoutes } from './notifications.routes.ts';
export { notificationText, pushTitle, type TPushKind } from './notification-texts.ts';
