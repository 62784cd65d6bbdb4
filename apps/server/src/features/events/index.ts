/**
 * Events: the live event stream (`GET /api/events`) and its tickets. What changed comes from `live_events`, which
 * triggers fill with every change that open screens show; a feature whose change no trigger sees (a live game)
 * writes its own with `insertEvent`. Imports no other feature.
 */
export { eventsRoutes } from './events.routes.ts';
export { EventHub, StreamClient } from './event-hub.ts';
export { insertEvent } from './events.repository.ts';
