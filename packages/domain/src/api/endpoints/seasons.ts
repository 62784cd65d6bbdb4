import { z } from 'zod';
import { ZSaveSeason, ZSeason, ZSeasonParams, ZStartSeason } from '../seasons.ts';
import { endpoint } from '../define.ts';

const tags = ['seasons'];

/** Seasons (issue #25): everyone sees them; only admins start or rename one. */
export const seasonsEndpoints = {
  'seasons.list': endpoint({
    method: 'GET',
    path: '/api/seasons',
    access: 'public',
    cache: 'public',
    tags,
    description: 'Every season, newest first; the current one has endedAt null.',
    responses: { 200: z.array(ZSeason) },
  }),
  'seasons.start': endpoint({
    method: 'POST',
    path: '/api/seasons',
    access: 'admin',
    tags,
    description:
      "Ends the current season now and starts a new one: every player's and team's season rating starts again at 500. The ended season's final tables grant SEASON_CHAMPION and SEASON_PODIUM. Of two starts at once one wins; the other is refused with 409 SEASON_JUST_STARTED and changes nothing.",
    body: ZStartSeason,
    responses: { 201: ZSeason },
  }),
  'seasons.rename': endpoint({
    method: 'PUT',
    path: '/api/seasons/:id',
    access: 'admin',
    tags,
    params: ZSeasonParams,
    body: ZSaveSeason,
    responses: { 200: ZSeason },
  }),
};
