import { z } from 'zod';
import { LIMITS } from '../../limits.ts';
import { ZId, ZIdParams, page, pageQuery } from '../common.ts';
import { ZSaveTeam, ZTeamPage, ZTeamListItem, ZTeamRankRow, ZTeamWithStats } from '../teams.ts';
import { endpoint } from '../define.ts';
import { ZNoContent, ZSearchText } from './shared.ts';
import { ZBoardPageExtra, ZLeaderboardSeasonQuery, ZSeasonQuery } from '../seasons.ts';

const tags = ['teams'];

/** Team management, the team leaderboard, team pages and team search (SERVER-RULES.md §6). */
export const teamsEndpoints = {
  'teams.create': endpoint({
    method: 'POST',
    path: '/api/teams',
    access: 'player',
    tags,
    body: ZSaveTeam,
    responses: { 201: ZTeamWithStats },
  }),
  'teams.update': endpoint({
    method: 'PUT',
    path: '/api/teams/:id',
    access: 'player',
    tags,
    params: ZIdParams,
    body: ZSaveTeam,
    responses: { 200: ZTeamWithStats },
  }),
  'teams.delete': endpoint({
    method: 'DELETE',
    path: '/api/teams/:id',
    access: 'player',
    tags,
    params: ZIdParams,
    responses: { 204: ZNoContent },
  }),
  'teams.leaderboard': endpoint({
    method: 'GET',
    path: '/api/teams',
    access: 'public',
    cache: 'public',
    tags,
    query: pageQuery(LIMITS.leaderboardPageSize).extend(ZLeaderboardSeasonQuery.shape),
    responses: { 200: page(ZTeamRankRow).extend(ZBoardPageExtra.shape) },
  }),
  'teams.search': endpoint({
    method: 'GET',
    path: '/api/teams/search',
    access: 'signedIn',
    tags,
    /** `name` is the parameter; `username` is what the earlier client sent for team search, so it is read too. */
    query: pageQuery(LIMITS.opponentSearchResults).extend({
      name: ZSearchText.optional(),
      username: ZSearchText.optional(),
    }),
    responses: { 200: page(ZTeamListItem) },
  }),
  'teams.ofUser': endpoint({
    method: 'GET',
    path: '/api/teams/:userId',
    access: 'signedIn',
    tags,
    params: z.object({ userId: ZId }),
    query: pageQuery(LIMITS.teamFetchPageSize),
    responses: { 200: page(ZTeamListItem) },
  }),
  'teams.get': endpoint({
    method: 'GET',
    path: '/api/teams/name/:id',
    access: 'public',
    cache: 'public',
    tags,
    params: ZIdParams,
    responses: { 200: ZTeamWithStats },
  }),
  'teams.full': endpoint({
    method: 'GET',
    path: '/api/teams/name/:id/full',
    access: 'public',
    cache: 'public',
    tags,
    description:
      'The team page; its stats are of the current season unless `season` names another one or `all` (all-time).',
    params: ZIdParams,
    query: ZSeasonQuery,
    responses: { 200: ZTeamPage },
  }),
};
