/** The bell of the top bar, with its list (the app loads it once a player is signed in). */
export { NotificationsBell } from './NotificationsBell.tsx';
