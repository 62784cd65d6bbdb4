/**
 * Serializable shapes of a bracket as schemas: one entry per row of storage, and the tournament fields they need. The
 * bracket rules import only their types, so they run without zod.
 */
import { z } from 'zod';
import { codeMessage } from '../i18n/coded-message.ts';
import { ZSeedType, ZTournamentType } from '../enum-schemas.ts';
import { BRACKET_ENTRY_TYPES } from './entry-types.ts';
import { MATCH_STAGES, type TMatchPlace, type TRoundCode } from './match-place.ts';
import type { TTournamentSettings } from './formats/settings.ts';
import { TOURNAMENT_SIZES } from './sizes.ts';

export const ZBracketEntryType = z.enum(BRACKET_ENTRY_TYPES);
export const ZTournamentSize = z.enum(TOURNAMENT_SIZES);

/** Where a match sits in its tournament (match-place.ts), every number counted from 0. */
export const ZMatchPlace = z.object({
  stage: z.enum(MATCH_STAGES),
  group: z.number().int().nullable(),
  round: z.number().int(),
  match: z.number().int(),
}) satisfies z.ZodType<TMatchPlace>;

const numbered = <C extends string>(code: C) => z.object({ code: z.literal(code), n: z.number().int() });
const plain = <C extends string>(code: C) => z.object({ code: z.literal(code) });

/** A round's name as a code (match-place.ts): the reader's language words it. */
export const ZRoundCode = z.discriminatedUnion('code', [
  numbered('ROUND_OF'),
  plain('QUARTER_FINAL'),
  plain('SEMI_FINAL'),
  plain('FINAL'),
  plain('UPPER_FINAL'),
  numbered('LOWER_ROUND'),
  plain('LOWER_FINAL'),
  plain('GRAND_FINAL'),
  plain('GRAND_FINAL_RESET'),
  numbered('ROUND'),
  z.object({ code: z.literal('GROUP_ROUND'), group: z.number().int(), n: z.number().int() }),
]) satisfies z.ZodType<TRoundCode>;

/** The score of a game played on an entry, from the entry's point of view (competitor1 / competitor2). */
export const ZEntryResult = z.object({
  winnerId: z.string(),
  competitor1Points: z.number(),
  competitor2Points: z.number(),
  competitor1Sinks: z.number(),
  competitor2Sinks: z.number(),
});
export type TEntryResult = z.infer<typeof ZEntryResult>;

/** One side of a reported result, as the entry game's sides are (see ZSideOutcome). */
const ZReportedSide = z.object({ competitorId: z.string(), points: z.number(), sinks: z.number() });

/** A result a competitor (`competitorId`, the reporting side) reported: its pending game and the entry game it becomes. */
const ZEntryReport = z.object({
  gameId: z.string(),
  competitorId: z.string(),
  winnerId: z.string(),
  sides: z.tuple([ZReportedSide, ZReportedSide]),
});

/**
 * One bracket entry (a match). `final` means closed (game posted, forfeited or bye), not "the final match".
 * Doubles tournaments put team ids in the competitor fields.
 */
export const ZBracketEntry = z.object({
  id: z.string(),
  coordinate: z.number().int(),
  /** Null for round robin. */
  bracketEntryType: ZBracketEntryType.nullable(),
  competitor1Id: z.string().nullable(),
  competitor2Id: z.string().nullable(),
  gameId: z.string().nullable(),
  result: ZEntryResult.nullable(),
  forfeited: z.boolean(),
  forfeitedId: z.string().nullable(),
  bye: z.boolean(),
  final: z.boolean(),
  /** Self-service (issue 27): the table the owner assigned, if any. */
  table: z.string().nullable().optional(),
  /** When a score is due (set per round by the owner); past it, the owner sees "No score reported". */
  deadline: z.string().nullable().optional(),
  /** A result a competitor reported, waiting for the other side (its pending game). */
  report: ZEntryReport.nullable().optional(),
  /** The other side rejected the reported result: the owner enters it. */
  disputed: z.boolean().optional(),
});
export type TBracketEntry = z.infer<typeof ZBracketEntry>;

/** A tournament's format settings (each format reads its own; see formats/settings.ts). */
const wholeNumber = (key: string) =>
  z
    .number({ error: codeMessage('FIELD_WHOLE_NUMBER', { field: key }) })
    .int(codeMessage('FIELD_WHOLE_NUMBER', { field: key }));
export const ZTournamentSettings = z.object({
  grandFinalReset: z.boolean({ error: codeMessage('FIELD_BOOLEAN', { field: 'grandFinalReset' }) }).optional(),
  swissRounds: wholeNumber('swissRounds').optional(),
  groupSize: wholeNumber('groupSize').optional(),
  groupAdvance: wholeNumber('groupAdvance').optional(),
}) satisfies z.ZodType<TTournamentSettings>;

/** The tournament fields the bracket rules read and write. */
export const ZBracketTournament = z.object({
  tournamentType: ZTournamentType,
  size: ZTournamentSize,
  seedType: ZSeedType,
  /** Stored from the formats' settings on; a tournament stored before has none (every setting absent). */
  settings: ZTournamentSettings.default({}),
  /** Competitor (user or team) ids in the order they were added. */
  competitorIds: z.array(z.string()),
  /** Best seed first, stored at seeding by the formats that rank by it (Swiss, groups); absent otherwise. */
  seedOrder: z.array(z.string()).optional(),
  seeded: z.boolean(),
  finished: z.boolean(),
  winnerId: z.string().nullable(),
  entries: z.array(ZBracketEntry),
  /** Self-service registration (issue 27); absent: closed, the owner adds competitors. */
  registration: z
    .object({ open: z.boolean(), capacity: z.number().int().nullable(), closesAt: z.string().nullable() })
    .optional(),
  /** Check-in, once the owner opened it: who confirmed. Absent: everyone registered plays. */
  checkIn: z.object({ openedAt: z.string(), checkedInIds: z.array(z.string()) }).optional(),
});
export type TBracketTournament = z.infer<typeof ZBracketTournament>;

/** One side of a game posted on an entry; doubles: team score and the sum of the team's sinks. */
export const ZSideOutcome = z.object({
  competitorId: z.string(),
  points: z.number().int().min(0),
  sinks: z.number().int().min(0),
});
export type TSideOutcome = z.infer<typeof ZSideOutcome>;

/** A game posted on an entry; the sides may come in either order. */
export const ZEntryGame = z.object({
  gameId: z.string(),
  winnerId: z.string(),
  sides: z.tuple([ZSideOutcome, ZSideOutcome]),
});
export type TEntryGame = z.infer<typeof ZEntryGame>;

/** CompetitorTournamentStats of the sheet §11.9. */
export const ZCompetitorStats = z.object({
  competitorId: z.string(),
  wins: z.number().int(),
  losses: z.number().int(),
  points: z.number(),
  pointsLost: z.number(),
  sinks: z.number(),
  sinksLost: z.number(),
  /** Groups into playoffs: the competitor's group (0 = A); the rows come group by group. */
  group: z.number().int().optional(),
  /** Elimination formats: the finishing place (shared by everyone knocked out in the same round); absent while still in. */
  place: z.number().int().optional(),
  /** Swiss: the sum of the wins of every opponent met (its first tie-break). */
  buchholz: z.number().int().optional(),
  /** The tie-break that put this row above the next one on equal wins (absent: more wins, or still tied). */
  decidedBy: z.enum(['buchholz', 'headToHead', 'pointDifference', 'pointsScored']).optional(),
  /** Groups into playoffs: the group is complete and this place goes to the playoff. */
  qualifies: z.boolean().optional(),
});
export type TCompetitorStats = z.infer<typeof ZCompetitorStats>;
