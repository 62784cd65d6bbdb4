import { GAME_TYPE_OF_PATH } from '@caps/domain';
import type { App, AppContext } from '../../context.ts';
import { implement } from '../../platform/endpoints.ts';
import {
  postDoublesEntryResult,
  postSoloEntryResult,
  reportDoublesEntryResult,
  reportSoloEntryResult,
} from './tournaments.results.ts';
import {
  checkInCompetitor,
  listOpenTournaments,
  openTournamentCheckIn,
  registerCompetitor,
  setEntrySettings,
  setRegistrationSettings,
  unregisterCompetitor,
} from './tournaments.self-service.ts';
import {
  createTournament,
  deleteTournament,
  findCandidates,
  getTournament,
  getTournamentActions,
  listAllTournaments,
  pageTournaments,
  previewReopen,
  reopenEntry,
  seedTournamentNow,
  setTournamentPlayers,
  setTournamentSeed,
  skipEntry,
} from './tournaments.service.ts';

/** Tournaments of every game type under /api/{gamePath}/tournaments, and the all-types list. */
export function tournamentsRoutes(app: App, ctx: AppContext): void {
  implement(app, ctx, 'tournaments.all', ({ query }) => listAllTournaments(ctx, query.pageNumber, query.pageSize));
  implement(app, ctx, 'tournaments.create', ({ auth, params, body }) =>
    createTournament(ctx, auth, GAME_TYPE_OF_PATH[params.gamePath], body),
  );
  implement(app, ctx, 'tournaments.list', ({ params, query }) =>
    pageTournaments(ctx, GAME_TYPE_OF_PATH[params.gamePath], query.pageNumber, query.pageSize),
  );
  implement(app, ctx, 'tournaments.get', ({ params }) =>
    getTournament(ctx, GAME_TYPE_OF_PATH[params.gamePath], params.id),
  );
  implement(app, ctx, 'tournaments.actions', ({ auth, params }) =>
    getTournamentActions(ctx, auth, GAME_TYPE_OF_PATH[params.gamePath], params.id),
  );
  implement(app, ctx, 'tournaments.delete', async ({ auth, params }) => {
    await deleteTournament(ctx, auth, GAME_TYPE_OF_PATH[params.gamePath], params.id);
    return null;
  });
  implement(app, ctx, 'tournaments.candidates', ({ auth, params, query }) =>
    findCandidates(ctx, auth, GAME_TYPE_OF_PATH[params.gamePath], params.id, query.name),
  );
  implement(app, ctx, 'tournaments.players', ({ auth, params, body }) =>
    setTournamentPlayers(ctx, auth, GAME_TYPE_OF_PATH[params.gamePath], params.id, body),
  );
  implement(app, ctx, 'tournaments.setSeed', ({ auth, params, body }) =>
    setTournamentSeed(ctx, auth, GAME_TYPE_OF_PATH[params.gamePath], params.id, body),
  );
  implement(app, ctx, 'tournaments.seed', ({ auth, params }) =>
    seedTournamentNow(ctx, auth, GAME_TYPE_OF_PATH[params.gamePath], params.id),
  );
  implement(app, ctx, 'tournaments.skip', ({ auth, params, body }) =>
    skipEntry(ctx, auth, GAME_TYPE_OF_PATH[params.gamePath], params.id, params.entryId, body.forfeitedId),
  );
  implement(app, ctx, 'tournaments.reopenPreview', ({ auth, params }) =>
    previewReopen(ctx, auth, GAME_TYPE_OF_PATH[params.gamePath], params.id, params.entryId),
  );
  implement(app, ctx, 'tournaments.reopen', ({ auth, params, body }) =>
    reopenEntry(ctx, auth, GAME_TYPE_OF_PATH[params.gamePath], params.id, params.entryId, body.reason),
  );
  implement(app, ctx, 'tournaments.soloResult', ({ auth, params, body }) =>
    postSoloEntryResult(ctx, auth, GAME_TYPE_OF_PATH[params.gamePath], params.id, params.entryId, body),
  );
  implement(app, ctx, 'tournaments.open', () => listOpenTournaments(ctx));
  implement(app, ctx, 'tournaments.settings', ({ auth, params, body }) =>
    setRegistrationSettings(ctx, auth, GAME_TYPE_OF_PATH[params.gamePath], params.id, body),
  );
  implement(app, ctx, 'tournaments.register', ({ auth, params, body }) =>
    registerCompetitor(ctx, auth, GAME_TYPE_OF_PATH[params.gamePath], params.id, body?.teamId),
  );
  implement(app, ctx, 'tournaments.unregister', ({ auth, params }) =>
    unregisterCompetitor(ctx, auth, GAME_TYPE_OF_PATH[params.gamePath], params.id),
  );
  implement(app, ctx, 'tournaments.openCheckIn', ({ auth, params }) =>
    openTournamentCheckIn(ctx, auth, GAME_TYPE_OF_PATH[params.gamePath], params.id),
  );
  implement(app, ctx, 'tournaments.checkIn', ({ auth, params }) =>
    checkInCompetitor(ctx, auth, GAME_TYPE_OF_PATH[params.gamePath], params.id),
  );
  implement(app, ctx, 'tournaments.entrySettings', ({ auth, params, body }) =>
    setEntrySettings(ctx, auth, GAME_TYPE_OF_PATH[params.gamePath], params.id, params.entryId, body),
  );
  implement(app, ctx, 'tournaments.soloReport', ({ auth, params, body }) =>
    reportSoloEntryResult(ctx, auth, GAME_TYPE_OF_PATH[params.gamePath], params.id, params.entryId, body),
  );
  implement(app, ctx, 'tournaments.doublesReport', ({ auth, params, body }) =>
    reportDoublesEntryResult(ctx, auth, params.id, params.entryId, body),
  );
  implement(app, ctx, 'tournaments.doublesResult', ({ auth, params, body }) =>
    postDoublesEntryResult(ctx, auth, params.id, params.entryId, body),
  );
}
