import { z } from 'zod';
import { LIMITS } from '../../limits.ts';
import { ZPostDoublesGame, ZPostSoloGame } from '../../game-schemas.ts';
import { ZId, page, pageQuery } from '../common.ts';
import { ZReasonBody } from '../game-corrections.ts';
import {
  ZCreateTournament,
  ZEntrySettingsBody,
  ZRegisterBody,
  ZReopenPreview,
  ZSetSeedBody,
  ZSkipEntryBody,
  ZTournamentActionsView,
  ZTournamentCandidate,
  ZTournamentListItem,
  ZTournamentPlayersBody,
  ZTournamentSettingsBody,
  ZTournamentView,
} from '../tournaments.ts';
import { endpoint, type EndpointDef } from '../define.ts';
import { ZAnyGamePath, ZNoContent, ZSoloGamePath } from './shared.ts';

const tags = ['tournaments'];
const anyType = { oneRoutePer: 'gamePath', tags } as const;
const ZGamePathParams = z.object({ gamePath: ZAnyGamePath });
const ZTournamentParams = ZGamePathParams.extend({ id: ZId });
// Entry ids are made by the server; any short string is looked up and answers 404 when unknown.
const ZEntryParams = ZTournamentParams.extend({ entryId: z.string().min(1).max(64) });

/** What every admin endpoint on tournaments of any game type shares; `params` is the tournament's unless a declaration says otherwise. */
const adminOnTournament = { access: 'admin', ...anyType, params: ZTournamentParams } as const;

/** Declares an admin endpoint on tournaments of any game type: it states only what differs from `adminOnTournament`. */
function adminTournamentEndpoint<const D extends Omit<EndpointDef, 'access' | 'tags' | 'oneRoutePer'>>(
  declaration: D,
): Omit<typeof adminOnTournament, keyof D> & D {
  return endpoint({ ...adminOnTournament, ...declaration });
}

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
  // Registration open to players (issue 27), every game type: the player-facing "Open tournaments" list.
  'tournaments.open': endpoint({
    method: 'GET',
    path: '/api/tournaments/open',
    access: 'public',
    cache: 'public',
    tags,
    description: 'Tournaments that take registrations now, soonest to close first.',
    responses: { 200: z.array(ZTournamentListItem) },
  }),
  'tournaments.create': adminTournamentEndpoint({
    method: 'POST',
    path: '/api/:gamePath/tournaments',
    params: ZGamePathParams,
    body: ZCreateTournament,
    responses: { 201: ZTournamentView },
  }),
  'tournaments.list': endpoint({
    method: 'GET',
    path: '/api/:gamePath/tournaments',
    access: 'public',
    cache: 'public',
    ...anyType,
    params: ZGamePathParams,
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
  // Not cached: the answer depends on who asks. Any signed-in caller may ask; only the owner gets any action.
  'tournaments.actions': endpoint({
    method: 'GET',
    path: '/api/:gamePath/tournaments/:id/actions',
    access: 'signedIn',
    ...anyType,
    params: ZTournamentParams,
    responses: { 200: ZTournamentActionsView },
  }),
  'tournaments.delete': adminTournamentEndpoint({
    method: 'DELETE',
    path: '/api/:gamePath/tournaments/:id',
    responses: { 204: ZNoContent },
  }),
  'tournaments.candidates': adminTournamentEndpoint({
    method: 'GET',
    path: '/api/:gamePath/tournaments/:id/candidates',
    query: z.object({ name: z.string().max(50).default('') }),
    responses: { 200: z.array(ZTournamentCandidate) },
  }),
  'tournaments.players': adminTournamentEndpoint({
    method: 'POST',
    path: '/api/:gamePath/tournaments/:id/players',
    body: ZTournamentPlayersBody,
    responses: { 200: ZTournamentView },
  }),
  'tournaments.setSeed': adminTournamentEndpoint({
    method: 'POST',
    path: '/api/:gamePath/tournaments/:id/setSeed',
    body: ZSetSeedBody,
    responses: { 200: ZTournamentView },
  }),
  'tournaments.seed': adminTournamentEndpoint({
    method: 'POST',
    path: '/api/:gamePath/tournaments/:id/seed',
    responses: { 200: ZTournamentView },
  }),
  'tournaments.skip': adminTournamentEndpoint({
    method: 'POST',
    path: '/api/:gamePath/tournaments/:id/entry/:entryId/skip',
    params: ZEntryParams,
    body: ZSkipEntryBody,
    responses: { 200: ZTournamentView },
  }),
  // Not cached: the owner's view of what a reopen would do now.
  'tournaments.reopenPreview': adminTournamentEndpoint({
    method: 'GET',
    path: '/api/:gamePath/tournaments/:id/entry/:entryId/reopen-preview',
    description: 'What reopening the entry would reset: the later entries that depend on its result.',
    params: ZEntryParams,
    responses: { 200: ZReopenPreview },
  }),
  'tournaments.reopen': adminTournamentEndpoint({
    method: 'POST',
    path: '/api/:gamePath/tournaments/:id/entry/:entryId/reopen',
    description:
      "Removes a decided entry's result (its game voided) and resets every later entry that depended on it, so it can be played again.",
    params: ZEntryParams,
    body: ZReasonBody,
    responses: { 200: ZTournamentView },
  }),
  'tournaments.soloResult': adminTournamentEndpoint({
    method: 'POST',
    path: '/api/:gamePath/tournaments/:id/entry/:entryId',
    params: ZEntryParams.extend({ gamePath: ZSoloGamePath }),
    body: ZPostSoloGame,
    responses: { 200: ZTournamentView },
  }),
  'tournaments.settings': adminTournamentEndpoint({
    method: 'PUT',
    path: '/api/:gamePath/tournaments/:id/settings',
    description: 'Registration settings, until the start: open to players, capacity, closing time.',
    body: ZTournamentSettingsBody,
    responses: { 200: ZTournamentView },
  }),
  'tournaments.register': endpoint({
    method: 'POST',
    path: '/api/:gamePath/tournaments/:id/register',
    access: 'player',
    ...anyType,
    description: 'The caller registers (doubles: their team, `teamId`) while registration is open.',
    params: ZTournamentParams,
    body: ZRegisterBody,
    responses: { 200: ZTournamentView },
  }),
  'tournaments.unregister': endpoint({
    method: 'DELETE',
    path: '/api/:gamePath/tournaments/:id/register',
    access: 'player',
    ...anyType,
    description: 'The caller (doubles: their registered team) withdraws before the start.',
    params: ZTournamentParams,
    responses: { 200: ZTournamentView },
  }),
  'tournaments.openCheckIn': adminTournamentEndpoint({
    method: 'POST',
    path: '/api/:gamePath/tournaments/:id/check-in/open',
    description:
      'Opens check-in and tells every registered competitor; at the start, whoever did not check in is dropped.',
    responses: { 200: ZTournamentView },
  }),
  'tournaments.checkIn': endpoint({
    method: 'POST',
    path: '/api/:gamePath/tournaments/:id/check-in',
    access: 'player',
    ...anyType,
    params: ZTournamentParams,
    responses: { 200: ZTournamentView },
  }),
  'tournaments.entrySettings': adminTournamentEndpoint({
    method: 'PUT',
    path: '/api/:gamePath/tournaments/:id/entry/:entryId/settings',
    description: "The entry's table, and the deadline of its round.",
    params: ZEntryParams,
    body: ZEntrySettingsBody,
    responses: { 200: ZTournamentView },
  }),
  'tournaments.soloReport': endpoint({
    method: 'POST',
    path: '/api/:gamePath/tournaments/:id/entry/:entryId/report',
    access: 'player',
    ...anyType,
    description:
      "A competitor reports their match's result; it waits for the other side to confirm (the acceptance list).",
    params: ZEntryParams.extend({ gamePath: ZSoloGamePath }),
    body: ZPostSoloGame,
    responses: { 200: ZTournamentView },
  }),
  'tournaments.doublesReport': endpoint({
    method: 'POST',
    path: '/api/doubles/tournaments/:id/entry/:entryId/report',
    access: 'player',
    tags,
    params: ZEntryParams.omit({ gamePath: true }),
    body: ZPostDoublesGame,
    responses: { 200: ZTournamentView },
  }),
  'tournaments.doublesResult': endpoint({
    method: 'POST',
    path: '/api/doubles/tournaments/:id/entry/:entryId',
    access: 'admin',
    tags,
    params: ZEntryParams.omit({ gamePath: true }),
    body: ZPostDoublesGame,
    responses: { 200: ZTournamentView },
  }),
};
