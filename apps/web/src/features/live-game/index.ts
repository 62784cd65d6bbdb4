/**
 * The live game's app-wide background work (service worker, offline outbox), started by the app when the browser is
 * idle, and the home page's "Live now". It posts games through the games endpoints and shares them through the live
 * games endpoints (server feature live-games). Its pages (scoring, watching) are reached by the route manifest only.
 */
export { startLiveGameBackground } from './background.ts';
export { LiveNow } from './LiveNow.tsx';
