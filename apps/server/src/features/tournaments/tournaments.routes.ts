import { z } from 'zod';
import {
  GAME_TYPE_PATHS,
  GAME_TYPES,
  LIMITS,
  SOLO_GAME_TYPES,
  ZCreateTournament,
  ZError,
  ZId,
  ZPostDoublesGame,
  ZPostSoloGame,
  ZSetSeedBody,
  ZSkipEntryBody,
  ZTournamentCandidate,
  ZTournamentListItem,
  ZTournamentPlayersBody,
  ZTournamentView,
  page,
  pageQuery,
} from '@caps/domain';
import type { App, AppContext } from '../../context.ts';
import { cachedRead } from '../../platform/cache/index.ts';
import { caller, requireRole } from '../../platform/auth-guard.ts';
import { postDoublesEntryResult, postSoloEntryResult } from './tournaments.results.ts';
import {
  createTournament,
  deleteTournament,
  findCandidates,
  getTournament,
  listAllTournaments,
  pageTournaments,
  seedTournamentNow,
  setTournamentPlayers,
  setTournamentSeed,
  skipEntry,
} from './tournaments.service.ts';

const ZTournamentParams = z.object({ id: ZId });
// Entry ids are made by the server; any short string is looked up and answers 404 when unknown.
const ZEntryParams = z.object({ id: ZId, entryId: z.string().min(1).max(64) });
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 409: ZError };
const tags = ['tournaments'];
const secured = { security: [{ bearer: [] }] };

/** Tournaments of every game type under /api/{gamePath}/tournaments, and the all-types list. */
export function tournamentsRoutes(app: App, ctx: AppContext): void {
  // The role guard runs before body validation: 401 for visitors, 403 for players; services then check ownership.
  const asAdmin = { preValidation: requireRole(ctx.checkSession, 'ADMIN') };

  app.get(
    '/api/tournaments',
    { ...cachedRead, schema: { tags, querystring: pageQuery(LIMITS.listPageSize), response: { 200: z.array(ZTournamentListItem), ...errors } } },
    (req) => listAllTournaments(ctx, req.query.pageNumber, req.query.pageSize),
  );

  for (const gameType of GAME_TYPES) {
    const base = `/api/${GAME_TYPE_PATHS[gameType]}/tournaments`;

    app.post(base, { ...asAdmin, schema: { tags, ...secured, body: ZCreateTournament, response: { 201: ZTournamentView, ...errors } } }, async (req, reply) =>
      reply.status(201).send(await createTournament(ctx, caller(req), gameType, req.body)),
    );

    app.get(base, { ...cachedRead, schema: { tags, querystring: pageQuery(LIMITS.listPageSize), response: { 200: page(ZTournamentListItem), ...errors } } }, (req) =>
      pageTournaments(ctx, gameType, req.query.pageNumber, req.query.pageSize),
    );

    app.get(`${base}/:id`, { ...cachedRead, schema: { tags, params: ZTournamentParams, response: { 200: ZTournamentView, ...errors } } }, (req) =>
      getTournament(ctx, gameType, req.params.id),
    );

    app.delete(`${base}/:id`, { ...asAdmin, schema: { tags, ...secured, params: ZTournamentParams, response: { 204: z.null(), ...errors } } }, async (req, reply) => {
      await deleteTournament(ctx, caller(req), gameType, req.params.id);
      return reply.status(204).send(null);
    });

    app.get(
      `${base}/:id/candidates`,
      {
        ...asAdmin,
        schema: { tags, ...secured, params: ZTournamentParams, querystring: z.object({ name: z.string().max(50).default('') }), response: { 200: z.array(ZTournamentCandidate), ...errors } },
      },
      (req) => findCandidates(ctx, caller(req), gameType, req.params.id, req.query.name),
    );

    app.post(`${base}/:id/players`, { ...asAdmin, schema: { tags, ...secured, params: ZTournamentParams, body: ZTournamentPlayersBody, response: { 200: ZTournamentView, ...errors } } }, (req) =>
      setTournamentPlayers(ctx, caller(req), gameType, req.params.id, req.body),
    );

    app.post(`${base}/:id/setSeed`, { ...asAdmin, schema: { tags, ...secured, params: ZTournamentParams, body: ZSetSeedBody, response: { 200: ZTournamentView, ...errors } } }, (req) =>
      setTournamentSeed(ctx, caller(req), gameType, req.params.id, req.body),
    );

    app.post(`${base}/:id/seed`, { ...asAdmin, schema: { tags, ...secured, params: ZTournamentParams, response: { 200: ZTournamentView, ...errors } } }, (req) =>
      seedTournamentNow(ctx, caller(req), gameType, req.params.id),
    );

    app.post(
      `${base}/:id/entry/:entryId/skip`,
      { ...asAdmin, schema: { tags, ...secured, params: ZEntryParams, body: ZSkipEntryBody, response: { 200: ZTournamentView, ...errors } } },
      (req) => skipEntry(ctx, caller(req), gameType, req.params.id, req.params.entryId, req.body.forfeitedId),
    );
  }

  for (const gameType of SOLO_GAME_TYPES) {
    app.post(
      `/api/${GAME_TYPE_PATHS[gameType]}/tournaments/:id/entry/:entryId`,
      { ...asAdmin, schema: { tags, ...secured, params: ZEntryParams, body: ZPostSoloGame, response: { 200: ZTournamentView, ...errors } } },
      (req) => postSoloEntryResult(ctx, caller(req), gameType, req.params.id, req.params.entryId, req.body),
    );
  }
  app.post(
    `/api/${GAME_TYPE_PATHS.DOUBLES}/tournaments/:id/entry/:entryId`,
    { ...asAdmin, schema: { tags, ...secured, params: ZEntryParams, body: ZPostDoublesGame, response: { 200: ZTournamentView, ...errors } } },
    (req) => postDoublesEntryResult(ctx, caller(req), req.params.id, req.params.entryId, req.body),
  );
}
