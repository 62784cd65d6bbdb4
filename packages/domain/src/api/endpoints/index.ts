/**
 * Every endpoint of the API, declared once (see ../define.ts). The server registers a route for each; the client calls
 * them by name. After adding or changing one, run `npm run api:table` (a domain test fails while the table is stale).
 */
import { authEndpoints } from './auth.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { eventsEndpoints } from './events.ts';
import { gameCorrectionsEndpoints } from './game-corrections.ts';
import { gamesEndpoints } from './games.ts';
import { healthEndpoints } from './health.ts';
import { liveGamesEndpoints } from './live-games.ts';
import { notificationsEndpoints } from './notifications.ts';
import { pushEndpoints } from './push.ts';
import { seasonsEndpoints } from './seasons.ts';
import { teamsEndpoints } from './teams.ts';
import { tournamentsEndpoints } from './tournaments.ts';
import { usersEndpoints } from './users.ts';
import type { EndpointDef } from '../define.ts';

export const endpoints = {
  ...healthEndpoints,
  ...authEndpoints,
  ...usersEndpoints,
  ...dashboardEndpoints,
  ...gamesEndpoints,
  ...gameCorrectionsEndpoints,
  ...notificationsEndpoints,
  ...teamsEndpoints,
  ...tournamentsEndpoints,
  ...eventsEndpoints,
  ...pushEndpoints,
  ...liveGamesEndpoints,
  ...seasonsEndpoints,
} satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
