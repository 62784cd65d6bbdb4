/**
 * The live game's app-wide background work (service worker, offline outbox), started by the app when the browser is
 * idle. The live game has no server feature of its own: it posts through the games endpoints. Its page is reached by
 * the route manifest only.
 */
export { startLiveGameBackground } from './background.ts';
