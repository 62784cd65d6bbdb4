/** Tournament shapes of SPEC.md §3 (Tournament, Bracket entry, Tournament stats) and the sheet §1.10, plus request bodies. */
import { z } from 'zod';
import { codeMessage } from '../i18n/coded-message.ts';
import type { TBracketActions, TEntryActions, TTournamentActions } from '../brackets/actions.ts';
import {
  ZBracketEntryType,
  ZCompetitorStats,
  ZEntryResult,
  ZMatchPlace,
  ZRoundCode,
  ZTournamentSettings,
  ZTournamentSize,
} from '../brackets/types.ts';
import { ZGameType, ZSeedType, ZTournamentType } from '../enum-schemas.ts';
import { TOURNAMENT_TYPES } from '../enums.ts';
import { ZId } from './common.ts';
import { ZGamePlayerStatsView } from './games.ts';
import { DATE_OUT_OF_RANGE_PARAMS, isDateInBounds } from '../validation/date-bounds.ts';

/** A setting's date and time, within the bounds every tournament date keeps (seen when the request is read). */
function boundedDateTime(invalid: string) {
  return z.iso
    .datetime({ offset: true, error: invalid })
    .refine((v) => isDateInBounds(new Date(v), new Date()), codeMessage('DATE_OUT_OF_RANGE', DATE_OUT_OF_RANGE_PARAMS));
}

// Ids are lower-cased on parse so they compare equal to the database's uuid text.
const ZCompetitorId = ZId.toLowerCase();

/** Longest tournament name the server stores. */
export const TOURNAMENT_NAME_MAX = 60;

/** Most ids one players call may carry (round robin takes 16, the biggest bracket 64). */
export const TOURNAMENT_COMPETITORS_MAX_BODY = 200;

/** Registration settings (issue 27): open to players, at most `capacity` (up to the format's maximum), until a time. */
const registrationFields = {
  registrationOpen: z.boolean({ error: codeMessage('FIELD_BOOLEAN', { field: 'registrationOpen' }) }).optional(),
  capacity: z
    .number({ error: codeMessage('FIELD_WHOLE_NUMBER', { field: 'capacity' }) })
    .int(codeMessage('FIELD_WHOLE_NUMBER', { field: 'capacity' }))
    .nullable()
    .optional(),
  registrationClosesAt: boundedDateTime(codeMessage('REGISTRATION_CLOSES_AT_INVALID')).nullable().optional(),
};

/** Body of `PUT …/{id}/settings` (until the start): fields left out keep their value; null takes a limit away. */
export const ZTournamentSettingsBody = z.object(registrationFields).strict();
export type TTournamentSettingsBody = z.infer<typeof ZTournamentSettingsBody>;

/** Body of `POST …/{id}/register`: doubles name the caller's team; solo sends nothing (or `{}`). */
export const ZRegisterBody = z.object({ teamId: ZCompetitorId.optional() }).strict().nullish();

/** Body of `PUT …/{id}/entry/{entryId}/settings`: the entry's table and its round's deadline (null takes them away). */
export const ZEntrySettingsBody = z
  .object({
    table: z
      .string()
      .trim()
      .max(30, codeMessage('TABLE_NAME_TOO_LONG', { max: 30 }))
      .nullable()
      .optional(),
    roundDeadline: boundedDateTime(codeMessage('ROUND_DEADLINE_INVALID')).nullable().optional(),
  })
  .strict();
export type TEntrySettingsBody = z.infer<typeof ZEntrySettingsBody>;

/**
 * Body of `POST /api/{gamePath}/tournaments` (sheet CreateTournamentDto), plus the format's settings: any left out
 * take their defaults; one the format does not take, or out of its range, is refused (400).
 */
export const ZCreateTournament = z.object({
  tournamentName: z
    .string({ error: codeMessage('TOURNAMENT_NAME_INVALID') })
    .trim()
    .min(1, codeMessage('TOURNAMENT_NAME_INVALID'))
    .max(TOURNAMENT_NAME_MAX, codeMessage('TOURNAMENT_NAME_TOO_LONG', { max: TOURNAMENT_NAME_MAX })),
  tournamentType: z.enum(ZTournamentType.options, {
    error: codeMessage('TOURNAMENT_TYPE_UNKNOWN', { formats: TOURNAMENT_TYPES.join(', ') }),
  }),
  seedType: z.enum(ZSeedType.options, { error: codeMessage('SEED_TYPE_UNKNOWN') }),
  size: z.enum(ZTournamentSize.options, { error: codeMessage('TOURNAMENT_SIZE_UNKNOWN') }),
  settings: ZTournamentSettings.strict().optional(),
  ...registrationFields,
});
export type TCreateTournament = z.infer<typeof ZCreateTournament>;

/** Body of `POST …/{id}/players`: every competitor (user ids, or team ids for doubles); it replaces the list. */
export const ZTournamentPlayersBody = z
  .array(ZCompetitorId, { error: codeMessage('SEND_ID_LIST') })
  .max(TOURNAMENT_COMPETITORS_MAX_BODY, codeMessage('TOURNAMENT_TOO_MANY_PLAYERS'));

/** A competitor in a posted slot: only the id is read. */
const ZSlotRef = z.object({ id: ZCompetitorId }).nullish();

/**
 * One placement of `POST …/{id}/setSeed`, shaped like the tournament's own bracket entries: player1/player2 (team1/team2
 * in doubles) with an id; null empties the slot, a missing field leaves it as it is.
 */
export const ZSeedPickBody = z.object({
  coordinate: z
    .number({ error: codeMessage('ENTRY_COORDINATE_REQUIRED') })
    .int(codeMessage('ENTRY_COORDINATE_REQUIRED')),
  player1: ZSlotRef,
  player2: ZSlotRef,
  team1: ZSlotRef,
  team2: ZSlotRef,
});
export type TSeedPickBody = z.infer<typeof ZSeedPickBody>;

/** Body of `POST …/{id}/setSeed`: the entries (a plain list, or `{ bracketEntries }`). */
export const ZSetSeedBody = z.union([
  z.array(ZSeedPickBody).max(TOURNAMENT_COMPETITORS_MAX_BODY),
  z.object({ bracketEntries: z.array(ZSeedPickBody).max(TOURNAMENT_COMPETITORS_MAX_BODY) }),
]);
export type TSetSeedBody = z.infer<typeof ZSetSeedBody>;

/** Body of `POST …/{id}/entry/{entryId}/skip` (sheet SkipDto). */
export const ZSkipEntryBody = z.object({ forfeitedId: ZCompetitorId });
export type TSkipEntryBody = z.infer<typeof ZSkipEntryBody>;

/** A player as tournaments show it (the sheet's stripped user). */
export const ZTournamentUser = z.object({ id: z.string(), username: z.string(), avatarHash: z.string() });
export type TTournamentUser = z.infer<typeof ZTournamentUser>;

/** A doubles competitor: the team with its two players. */
export const ZTournamentTeam = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  playerList: z.array(z.string()),
  players: z.array(ZTournamentUser),
});
export type TTournamentTeam = z.infer<typeof ZTournamentTeam>;

/**
 * A bracket entry's game: what the earlier client reads of it (the sheet's game JSON, §1.9), and its id for the link
 * to the game page (`GET /api/{gamePath}/{id}`). `winner` and `winnerId` hold the winning player's id (solo) or team's
 * id (doubles); `team1DatabaseId`/`team2DatabaseId` the doubles teams' ids (null for solo); `team1Score`/`team2Score`
 * the scores of player 1 and 2 (solo) or of team 1 and 2 (doubles).
 */
export const ZBracketGame = z
  .object({
    id: z.string(),
    gameType: ZGameType,
    gamePlayerStats: z.array(
      ZGamePlayerStatsView.pick({
        playerId: true,
        score: true,
        sinks: true,
        rebuttals: true,
        beersDowned: true,
        pointsChange: true,
        nakedLap: true,
      }),
    ),
    winner: z.string(),
    winnerId: z.string(),
    team1DatabaseId: z.string().nullable(),
    team2DatabaseId: z.string().nullable(),
    team1Score: z.number(),
    team2Score: z.number(),
  })
  .describe(
    "The entry's game: winner/winnerId the winning player (solo) or team (doubles), team ids null in solo, scores of side 1 and 2",
  );
export type TBracketGame = z.infer<typeof ZBracketGame>;

/** One bracket entry (sheet BracketEntry JSON); solo tournaments fill player1/player2, doubles team1/team2. */
export const ZBracketEntryView = z.object({
  id: z.string(),
  coordinate: z.number().int(),
  bracketEntryType: ZBracketEntryType.nullable(),
  /** Where the match sits (stage, group, round, match, each from 0), from its format: what the drawings lay out by. */
  place: ZMatchPlace,
  /** Its round's name as a code ('SEMI_FINAL', 'LOWER_ROUND' 2): the reader's language words it. */
  roundCode: ZRoundCode,
  /** Closed: a game was posted, a competitor forfeited, or it is a bye (not "the final match"). */
  final: z.boolean(),
  bye: z.boolean(),
  forfeited: z.boolean(),
  forfeitedId: z.string().nullable(),
  player1: ZTournamentUser.nullable(),
  player2: ZTournamentUser.nullable(),
  team1: ZTournamentTeam.nullable(),
  team2: ZTournamentTeam.nullable(),
  /** The entry's game (null until a result is posted); the bracket shows its score from `result`. */
  game: ZBracketGame.nullable(),
  /** The posted game's score from this entry's point of view (competitor 1 / competitor 2). */
  result: ZEntryResult.nullable(),
  /** The table the owner assigned, if any. */
  table: z.string().nullable(),
  /** When the round's score is due, if the owner set it. */
  deadline: z.string().nullable(),
  /** Who reported a result that waits for the other side (a competitor id), or null. */
  reportedBy: z.string().nullable(),
  /** The other side disputed the reported result: the owner enters it. */
  disputed: z.boolean(),
});
export type TBracketEntryView = z.infer<typeof ZBracketEntryView>;

/** What a tournament's page and its row in the list both say about it. */
const tournamentHeading = {
  id: z.string(),
  tournamentName: z.string(),
  date: z.string(),
  gameType: ZGameType,
  tournamentType: ZTournamentType,
  seedType: ZSeedType,
  size: ZTournamentSize,
  seeded: z.boolean(),
  finished: z.boolean(),
  /** The owning admin's user id. */
  owner: z.string().nullable(),
};

/**
 * Registration as everyone sees it (null: the owner adds competitors by hand), worked out when read: `open` while it
 * takes registrations now; else `closedBecause` says why ('closed' by the owner, past its 'deadline', 'full',
 * 'started').
 */
export const ZRegistrationView = z.object({
  open: z.boolean(),
  capacity: z.number().int(),
  closesAt: z.string().nullable(),
  closedBecause: z.enum(['closed', 'deadline', 'full', 'started']).nullable(),
});

/** Check-in as everyone sees it: who confirmed, and who the start would drop (null: check-in was never opened). */
export const ZCheckInView = z.object({
  openedAt: z.string(),
  checkedIn: z.array(z.string()),
  absent: z.array(z.string()),
});

/** `GET /api/{gamePath}/tournaments/{id}` and the answer of every tournament mutation. */
export const ZTournamentView = z.object({
  ...tournamentHeading,
  registration: ZRegistrationView.nullable(),
  checkIn: ZCheckInView.nullable(),
  /** The format's settings; a tournament stored before they existed has none (each format reads an absent one as before). */
  settings: ZTournamentSettings,
  /** Solo: the competitors in the order they were added; null for doubles. */
  players: z.array(z.object({ user: ZTournamentUser })).nullable(),
  /** Doubles: the competing teams in the order they were added; null for solo tournaments. */
  teams: z.array(z.object({ team: ZTournamentTeam })).nullable(),
  winner: z.union([z.object({ user: ZTournamentUser }), z.object({ team: ZTournamentTeam })]).nullable(),
  /** Competitor ids by seed, best first (the numbers on the cards); empty until seeded. */
  seedOrder: z.array(z.string()),
  /** Sorted by the format's standings (its tie-breaks); empty until seeded. */
  competitorTournamentStats: z.array(ZCompetitorStats),
  /** Sorted by coordinate. */
  bracketEntries: z.array(ZBracketEntryView),
});
export type TTournamentView = z.infer<typeof ZTournamentView>;

/** An entry as the reopen dialog lists it: the bracket entry, with its round's name in English ('Semi finals', 'Round 2'). */
export const ZReopenEntry = ZBracketEntryView.extend({ roundName: z.string().nullable() });
export type TReopenEntry = z.infer<typeof ZReopenEntry>;

/**
 * `GET /api/{gamePath}/tournaments/{id}/entry/{entryId}/reopen-preview`: what reopening the entry does, before it
 * happens. `resets` are the later entries that depended on it and change (their results removed, their competitors
 * taken back out, a later Swiss round removed), as they are now, by coordinate; `voidedGames` counts the games voided
 * (the entry's and theirs); `clearsWinner` says a finished tournament loses its winner until it finishes again.
 */
export const ZReopenPreview = z.object({
  entry: ZReopenEntry,
  resets: z.array(ZReopenEntry),
  voidedGames: z.number().int(),
  clearsWinner: z.boolean(),
});
export type TReopenPreview = z.infer<typeof ZReopenPreview>;

/** One row of `GET /api/tournaments` (sheet TournamentDto, plus owner and competitor count). */
export const ZTournamentListItem = z.object({
  ...tournamentHeading,
  competitorCount: z.number().int(),
  /** Registration open to players (issue 27): the capacity and closing time, or null. */
  registration: ZRegistrationView.nullable(),
});
export type TTournamentListItem = z.infer<typeof ZTournamentListItem>;

/** What the caller may do on the whole tournament (`GET …/{id}/actions`); every field is false for anyone but the owner. */
export const ZTournamentActions = z.object({
  addPlayers: z.boolean(),
  placeSeeds: z.boolean(),
  seed: z.boolean(),
  /** Why the owner cannot start it yet; null when they can, once started, and for anyone else. */
  seedBlockedBy: z.string().nullable(),
  delete: z.boolean(),
  editRegistration: z.boolean(),
  openCheckIn: z.boolean(),
  register: z.boolean(),
  withdraw: z.boolean(),
  checkIn: z.boolean(),
}) satisfies z.ZodType<TTournamentActions>;

/** What the caller may do on one entry. */
export const ZEntryActions = z.object({
  enterResult: z.boolean(),
  skip: z.boolean(),
  reopen: z.boolean(),
  correctScore: z.boolean(),
  report: z.boolean(),
  confirm: z.boolean(),
  editEntry: z.boolean(),
  noScoreReported: z.boolean(),
}) satisfies z.ZodType<TEntryActions>;

/**
 * `GET /api/{gamePath}/tournaments/{id}/actions`: the caller's actions on the tournament and on each entry, by the
 * checks that guard those routes. Apart from the tournament (a cached public read, the same for everyone).
 */
export const ZTournamentActionsView = z.object({
  tournament: ZTournamentActions,
  entries: z.array(z.object({ id: z.string(), actions: ZEntryActions })),
}) satisfies z.ZodType<TBracketActions>;
export type TTournamentActionsView = z.infer<typeof ZTournamentActionsView>;

/** A player (or team, in doubles) the owner can add: `GET …/{id}/candidates?name=`. */
export const ZTournamentCandidate = z.object({ id: z.string(), name: z.string(), avatarHash: z.string().nullable() });
export type TTournamentCandidate = z.infer<typeof ZTournamentCandidate>;
