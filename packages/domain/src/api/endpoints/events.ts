import { z } from 'zod';
import { ZEventStreamQuery, ZEventTicket } from '../events.ts';
import { endpoint } from '../define.ts';

const tags = ['events'];

/** The live event stream and its tickets (issue 28): every open screen hears what changed. */
export const eventsEndpoints = {
  'events.stream': endpoint({
    method: 'GET',
    path: '/api/events',
    access: 'public',
    tags,
    description:
      "Server-sent events (text/event-stream; send Accept: text/event-stream, or get a 406): `notification` and `acceptance` for the ticket's user, `league`, `tournament` and `live-game` for everyone. Without a ticket only public events. Each event has an id; a reconnecting client sends the last as Last-Event-ID (or `lastEventId`) and gets what it missed in the last 5 minutes, or a `reset` event.",
    query: ZEventStreamQuery,
    responses: { 200: z.string().describe('text/event-stream') },
  }),
  'events.ticket': endpoint({
    method: 'POST',
    path: '/api/events/ticket',
    access: 'signedIn',
    changes: 'nothing',
    tags,
    description: 'A ticket that opens one signed-in event stream, once, within 30 seconds.',
    responses: { 201: ZEventTicket },
  }),
};
