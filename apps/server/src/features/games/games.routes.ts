import { GAME_TYPES, GAME_TYPE_OF_PATH } from '@caps/domain';
import type { App, AppContext } from '../../context.ts';
import { implement } from '../../platform/endpoints.ts';
import { Invalid } from '../../platform/errors.ts';
import { compare, decideGame, getGame, listAcceptance, listGames, postSoloGame, stakeOf } from './games.service.ts';
import { doublesStake, getDoublesGame, postDoublesGame } from './doubles.service.ts';
import { correctDoublesGame, correctSoloGame, voidGame, withdrawGame } from './corrections.service.ts';
import { dismissDispute, listOpenDisputes } from './dispute-queue.service.ts';
import { disputeGame, gameActions, getAuditTrail } from './disputes.service.ts';

/** Games of every type, acceptance, a player's history and the dashboard's latest games. */
export function gamesRoutes(app: App, ctx: AppContext): void {
  implement(app, ctx, 'games.list', ({ params, query }) =>
    listGames(
      ctx,
      { types: [GAME_TYPE_OF_PATH[params.gamePath]], ...(query.player ? { playerId: query.player } : {}) },
      query.pageNumber,
      query.pageSize,
    ),
  );
  // `confirmRepeat` belongs to the request, not to the game: it is never stored with it.
  implement(app, ctx, 'games.post', ({ params, body: { confirmRepeat, ...game }, auth }) =>
    postSoloGame(ctx, auth, GAME_TYPE_OF_PATH[params.gamePath], game, { confirmRepeat }),
  );
  implement(app, ctx, 'games.stake', ({ params, query }) =>
    stakeOf(ctx, GAME_TYPE_OF_PATH[params.gamePath], query.player1, query.player2),
  );
  implement(app, ctx, 'games.get', ({ params }) => getGame(ctx, GAME_TYPE_OF_PATH[params.gamePath], params.gameId));
  implement(app, ctx, 'games.accept', async ({ params, auth }) => {
    await decideGame(ctx, { kind: 'user', auth }, GAME_TYPE_OF_PATH[params.gamePath], params.gameId, 'ACCEPTED');
    return { status: 'ACCEPTED' };
  });
  implement(app, ctx, 'games.reject', async ({ params, auth }) => {
    await decideGame(ctx, { kind: 'user', auth }, GAME_TYPE_OF_PATH[params.gamePath], params.gameId, 'REJECTED');
    return { status: 'REJECTED' };
  });
  implement(app, ctx, 'games.acceptance', ({ auth }) => listAcceptance(ctx, auth));
  implement(app, ctx, 'games.comparison', ({ params }) => compare(ctx, params.id, params.opponentId, params.gameType));
  // A player's history lists every game they played, doubles included (the profile's History tab).
  implement(app, ctx, 'games.history', ({ params, query }) =>
    listGames(ctx, { types: GAME_TYPES, playerId: params.id }, query.pageNumber, query.pageSize),
  );
  implement(app, ctx, 'games.historyOfType', ({ params, query }) => {
    if (params.gameType === 'DOUBLES' && query.opponentId) throw new Invalid('DOUBLES_HISTORY_BY_TEAM');
    return listGames(
      ctx,
      { types: [params.gameType], playerId: params.id, ...(query.opponentId ? { opponentId: query.opponentId } : {}) },
      query.pageNumber,
      query.pageSize,
    );
  });

  implement(app, ctx, 'doubles.list', ({ query }) => {
    const teamId = query.team ?? query.player;
    return listGames(ctx, { types: ['DOUBLES'], ...(teamId ? { teamId } : {}) }, query.pageNumber, query.pageSize);
  });
  implement(app, ctx, 'doubles.post', ({ body: { confirmRepeat, ...game }, auth }) =>
    postDoublesGame(ctx, auth, game, { confirmRepeat }),
  );
  implement(app, ctx, 'doubles.stake', ({ query }) => doublesStake(ctx, query.team1, query.team2));
  implement(app, ctx, 'doubles.get', ({ params }) => getDoublesGame(ctx, params.gameId));

  // Correcting the record: withdraw, void, correct, dispute, the audit trail and the caller's actions.
  implement(app, ctx, 'games.withdraw', ({ params, auth }) =>
    withdrawGame(ctx, auth, GAME_TYPE_OF_PATH[params.gamePath], params.gameId),
  );
  implement(app, ctx, 'games.void', ({ params, body, auth }) =>
    voidGame(ctx, auth, GAME_TYPE_OF_PATH[params.gamePath], params.gameId, body.reason),
  );
  implement(app, ctx, 'games.correct', ({ params, body, auth }) =>
    correctSoloGame(ctx, auth, GAME_TYPE_OF_PATH[params.gamePath], params.gameId, body),
  );
  implement(app, ctx, 'doubles.correct', ({ params, body, auth }) =>
    correctDoublesGame(ctx, auth, params.gameId, body),
  );
  implement(app, ctx, 'games.dispute', ({ params, body, auth }) =>
    disputeGame(ctx, auth, GAME_TYPE_OF_PATH[params.gamePath], params.gameId, body.reason),
  );
  implement(app, ctx, 'games.audit', ({ params, auth }) =>
    getAuditTrail(ctx, auth, GAME_TYPE_OF_PATH[params.gamePath], params.gameId),
  );
  implement(app, ctx, 'games.actions', ({ params, auth }) =>
    gameActions(ctx, auth, GAME_TYPE_OF_PATH[params.gamePath], params.gameId),
  );
  implement(app, ctx, 'games.disputes', ({ query }) => listOpenDisputes(ctx, query.pageNumber, query.pageSize));
  implement(app, ctx, 'games.dismissDispute', ({ params, body, auth }) =>
    dismissDispute(ctx, auth, params.id, body.note),
  );
}
