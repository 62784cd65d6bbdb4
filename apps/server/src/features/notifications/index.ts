/** Notifications: what players are told (games to accept, decisions, achievements). Imports no other feature. */
export { notificationsInsert } from './notifications.repository.ts';
export { notificationsRoutes } from './notifications.routes.ts';
