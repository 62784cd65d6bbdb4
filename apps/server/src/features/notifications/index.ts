/** Notifications: what players are told (games to accept, decisions, achievements). Imports no other feature. */
export {
  insertNotifications,
  notificationsInsertSql,
  rewordNotifications,
  type NewNotification,
} from './notifications.repository.ts';
export { notificationsRoutes } from './notifications.routes.ts';
export {
  achievementNote,
  notificationMessage,
  playerSide,
  teamSide,
  type TNotificationMessage,
  type TPointsMove,
  type TSide,
} from './notification-messages.ts';
export { messageIn, notificationText, notificationTitle, pushTitle, queuedPushTitle } from './notification-texts.ts';
