/**
 * Events: the live event stream (`GET /api/events`) and its tickets. What changed comes from `live_events`, which
 * triggers fill with every change that open screens show. Imports no other feature.
 */
export { eventsRoutes } from './events.routes.ts';
export { EventHub, StreamClient } from './event-hub.ts';
