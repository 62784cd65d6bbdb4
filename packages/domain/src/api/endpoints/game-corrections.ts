import { z } from 'zod';
import { page, pageQuery, ZId, ZIdParams } from '../common.ts';
import { LIMITS } from '../../limits.ts';
import {
  ZAuditEntry,
  ZCorrectDoublesGame,
  ZCorrectSoloGame,
  ZDismissBody,
  ZDisputeView,
  ZGameActions,
  ZOpenDispute,
  ZReasonBody,
} from '../game-corrections.ts';
import { ZGameView } from '../games.ts';
import { ZDoublesGameDetail } from '../teams.ts';
import { endpoint } from '../define.ts';
import { ZAnyGamePath, ZNoContent, ZSoloGamePath } from './shared.ts';

const anyType = { oneRoutePer: 'gamePath', tags: ['games'] } as const;
const ZAnyGameParams = z.object({ gamePath: ZAnyGamePath, gameId: ZId });

/**
 * Correcting the record (owned by the games feature): the poster withdraws a pending game, a player disputes an
 * accepted one, an admin voids or corrects it (history is replayed), and everyone reads its audit trail.
 */
export const gameCorrectionsEndpoints = {
  'games.withdraw': endpoint({
    method: 'POST',
    path: '/api/:gamePath/withdraw/:gameId',
    access: 'player',
    ...anyType,
    description: 'The poster takes back a pending game (409 once it is decided).',
    params: ZAnyGameParams,
    responses: { 200: ZGameView },
  }),
  'games.void': endpoint({
    method: 'POST',
    path: '/api/:gamePath/void/:gameId',
    access: 'admin',
    ...anyType,
    description: 'Removes an accepted game from history; everything after it is replayed.',
    params: ZAnyGameParams,
    body: ZReasonBody,
    responses: { 200: ZGameView },
  }),
  'games.correct': endpoint({
    method: 'POST',
    path: '/api/:gamePath/correct/:gameId',
    access: 'admin',
    ...anyType,
    description: 'Replaces the result of an accepted game (same players); everything after it is replayed.',
    params: z.object({ gamePath: ZSoloGamePath, gameId: ZId }),
    body: ZCorrectSoloGame,
    responses: { 200: ZGameView },
  }),
  'doubles.correct': endpoint({
    method: 'POST',
    path: '/api/doubles/correct/:gameId',
    access: 'admin',
    tags: ['doubles'],
    description:
      'Replaces the result of an accepted doubles game (same teams and players); everything after it is replayed.',
    params: z.object({ gameId: ZId }),
    body: ZCorrectDoublesGame,
    responses: { 200: ZDoublesGameDetail },
  }),
  'games.dispute': endpoint({
    method: 'POST',
    path: '/api/:gamePath/dispute/:gameId',
    access: 'player',
    ...anyType,
    description: 'A player of an accepted game reports a problem with it (within 14 days of its acceptance).',
    params: ZAnyGameParams,
    body: ZReasonBody,
    responses: { 201: ZDisputeView },
  }),
  'games.audit': endpoint({
    method: 'GET',
    path: '/api/:gamePath/:gameId/audit',
    access: 'public',
    ...anyType,
    description:
      "What happened to the game, oldest first. The reasons of reports of a problem (and of their closing) are the game's players' and the admins' only: null for anyone else (so the answer depends on the caller and is not cached).",
    params: ZAnyGameParams,
    responses: { 200: z.array(ZAuditEntry) },
  }),
  'games.actions': endpoint({
    method: 'GET',
    path: '/api/:gamePath/:gameId/actions',
    access: 'signedIn',
    ...anyType,
    description: 'What the caller may do with the game now, and their open dispute of it.',
    params: ZAnyGameParams,
    responses: { 200: ZGameActions },
  }),
  'games.disputes': endpoint({
    method: 'GET',
    path: '/api/admin/disputes',
    access: 'admin',
    tags: ['games'],
    description: 'Open disputes, oldest first, a page at a time.',
    query: pageQuery(LIMITS.disputesPageSize),
    responses: { 200: page(ZOpenDispute) },
  }),
  'games.dismissDispute': endpoint({
    method: 'POST',
    path: '/api/admin/disputes/:id/dismiss',
    access: 'admin',
    tags: ['games'],
    description:
      "Closes an open dispute with a note and without changing the game; the game's players are told (409 once it is closed).",
    params: ZIdParams,
    body: ZDismissBody,
    responses: { 204: ZNoContent },
  }),
};
