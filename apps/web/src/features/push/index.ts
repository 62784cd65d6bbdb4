export { NotificationSettingsDialog } from './NotificationSettingsDialog.tsx';
export { resubscribeIfSubscribed } from './device-push.ts';
