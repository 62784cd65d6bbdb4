import { z } from 'zod';
import { LIMITS } from '../../limits.ts';
import { ZPostDoublesGame, ZPostSoloGame } from '../../game-schemas.ts';
import { ZId, page, pageQuery } from '../common.ts';
import { ZCreateTournament, ZSetSeedBody, ZSkipEntryBody, ZTournamentCandidate, ZTournamentListItem, ZTournamentPlayersBody, ZTournamentView } from '../tournaments.ts';
import { endpoint } from '../define.ts';
import { ZAnyGamePath, ZNoContent, ZSoloGamePath } from './shared.ts';

const tags = ['tournaments'];
const anyType = { oneRoutePer: 'gamePath', tags } as const;
const ZTournamentParams = z.object({ gamePath: ZAnyGamePath, id: ZId });
// Entry ids are made by the server; any short string is looked up and answers 404 when unknown.
const ZEntryId = z.string().min(1).max(64);

/**
 * Tournaments of every game type under /api/{gamePath}/tournaments, and the all-types list. The role guard runs before
 * body validation: 401 for visitors, 403 for players; the services then check ownership.
 */
export const tournamentsEndpoints = {
  'tournaments.all': endpoint({
    method: 'GET',
    path: '/api/tournaments',
    access: 'public',
    cache: 'public',
    tags,
    query: pageQuery(LIMITS.listPageSize),
    responses: { 200: z.array(ZTournamentListItem) },
  }),
  'tournaments.create': endpoint({
    method: 'POST',
    path: '/api/:gamePath/tournaments',
    access: 'admin',
    ...anyType,
    params: z.object({ gamePath: ZAnyGamePath }),
    body: ZCreateTournament,
    responses: { 201: ZTournamentView },
  }),
  'tournaments.list': endpoint({
    method: 'GET',
    path: '/api/:gamePath/tournaments',
    access: 'public',
    cache: 'public',
    ...anyType,
    params: z.object({ gamePath: ZAnyGamePath }),
    query: pageQuery(LIMITS.listPageSize),
    responses: { 200: page(ZTournamentListItem) },
  }),
  'tournaments.get': endpoint({
    method: 'GET',
    path: '/api/:gamePath/tournaments/:id',
    access: 'public',
    cache: 'public',
    ...anyType,
    params: ZTournamentParams,
    responses: { 200: ZTournamentView },
  }),
  'tournaments.delete': endpoint({ method: 'DELETE', path: '/api/:gamePath/tournaments/:id', access: 'admin', ...anyType, params: ZTournamentParams, responses: { 204: ZNoContent } }),
  'tournaments.candidates': endpoint({
    method: 'GET',
    path: '/api/:gamePath/tournaments/:id/candidates',
    access: 'admin',
    ...anyType,
    params: ZTournamentParams,
    query: z.object({ name: z.string().max(50).default('') }),
    responses: { 200: z.array(ZTournamentCandidate) },
  }),
  'tournaments.players': endpoint({
    method: 'POST',
    path: '/api/:gamePath/tournaments/:id/players',
    access: 'admin',
    ...anyType,
    params: ZTournamentParams,
    body: ZTournamentPlayersBody,
    responses: { 200: ZTournamentView },
  }),
  'tournaments.setSeed': endpoint({
    method: 'POST',
    path: '/api/:gamePath/tournaments/:id/setSeed',
    access: 'admin',
    ...anyType,
    params: ZTournamentParams,
    body: ZSetSeedBody,
    responses: { 200: ZTournamentView },
  }),
  'tournaments.seed': endpoint({ method: 'POST', path: '/api/:gamePath/tournaments/:id/seed', access: 'admin', ...anyType, params: ZTournamentParams, responses: { 200: ZTournamentView } }),
  'tournaments.skip': endpoint({
    method: 'POST',
    path: '/api/:gamePath/tournaments/:id/entry/:entryId/skip',
    access: 'admin',
    ...anyType,
    params: ZTournamentParams.extend({ entryId: ZEntryId }),
    body: ZSkipEntryBody,
    responses: { 200: ZTournamentView },
  }),
  'tournaments.soloResult': endpoint({
    method: 'POST',
    path: '/api/:gamePath/tournaments/:id/entry/:entryId',
    access: 'admin',
    ...anyType,
    params: z.object({ gamePath: ZSoloGamePath, id: ZId, entryId: ZEntryId }),
    body: ZPostSoloGame,
    responses: { 200: ZTournamentView },
  }),
  'tournaments.doublesResult': endpoint({
    method: 'POST',
    path: '/api/doubles/tournaments/:id/entry/:entryId',
    access: 'admin',
    tags,
    params: z.object({ id: ZId, entryId: ZEntryId }),
    body: ZPostDoublesGame,
    responses: { 200: ZTournamentView },
  }),
};
