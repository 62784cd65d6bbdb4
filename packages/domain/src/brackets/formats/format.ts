/**
 * What a tournament format is: its setup options and the rules of its bracket, behind one interface. The registry
 * (`registry.ts`) holds one per tournament type; everything else (the shared operations of `../create.ts`,
 * `../seeding.ts`, `../advance.ts`, the server and the web) asks it, never the type.
 */
import type { TSeedType, TTournamentType } from '../../enums.ts';
import type { TCodedError } from '../../i18n/coded-message.ts';
import type { TBracketRefusal } from '../errors.ts';
import type { TNewId } from '../empty-entry.ts';
import type { TEntryPlace } from '../match-place.ts';
import type { TRandomInt } from '../random.ts';
import type { TTournamentSize } from '../sizes.ts';
import type { TBracketEntry, TBracketTournament, TCompetitorStats } from '../types.ts';
import type { TSettingSpec, TTournamentSettings } from './settings.ts';

/** What the create dialog offers and the server accepts for one format (plain data: the web reads it too). */
/**
 * The drawings the web has (apps/web/src/features/tournaments/bracket/bracket-renderers.ts): a format names the one
 * that draws it, so a new format reuses one with no web change; a new drawing is a name here and a renderer there.
 */
export type TBracketDrawing = 'elimination' | 'rounds' | 'swiss' | 'groups';

export interface TFormatSetup {
  /** Its name is the shared words' `format.<type>` (packages/domain/src/i18n/words). */
  type: TTournamentType;
  /** Which of the web's drawings shows it. */
  drawing: TBracketDrawing;
  /** Size codes the server accepts; the first is sent when the dialog offers no choice. */
  sizes: readonly TTournamentSize[];
  /** Sizes the dialog offers as a competitor count; empty when the size code only names the column. */
  sizeChoices: readonly TTournamentSize[];
  seedTypes: readonly TSeedType[];
  /** Fewest competitors that can be seeded. */
  minCompetitors: number;
  /** Most competitors of a size (elimination: the bracket's places). */
  maxCompetitors: (size: TTournamentSize) => number;
  /** The settings it takes, with their ranges and defaults for a new tournament. */
  settings: readonly TSettingSpec[];
  /** What the ranges cannot say (groups: fewer advance than a group holds); the refusal's code when refused. */
  checkSettings?: (settings: TTournamentSettings) => TCodedError | null;
}

/** Everything seeding needs besides the tournament. */
export interface TSeedOptions {
  /** Random integers for RANDOM seeding and for ELO ties; cryptographic by default. */
  random?: TRandomInt;
  /** ELO: each competitor's current points for the tournament's game type (missing: starting points). */
  points?: Readonly<Record<string, number>>;
  /** Ids of entries made at seeding or later (a new round). */
  newId?: TNewId;
}

/** What seeding produces: the entries, and the seed order when the format ranks by it. */
interface TSeeding {
  entries: TBracketEntry[];
  /** Best seed first (Swiss, groups); stored with the bracket. */
  seedOrder?: string[];
}

/** The rules of one format. Every function is pure; a refusal is returned, never thrown. */
export interface TTournamentFormat {
  setup: TFormatSetup;
  /** Entries of a new tournament: an elimination bracket exists from creation, other formats make theirs at seeding. */
  create: (t: Pick<TBracketTournament, 'size' | 'settings'>, newId: TNewId) => TBracketEntry[];
  /** Coordinates whose slots PICKED seeding may fill (empty when the format offers no picking). */
  pickableCoordinates: (size: TTournamentSize) => readonly number[];
  /** Refusals of seeding beyond the shared ones (setup, count, picks); null when it may start. */
  checkSeed: (t: TBracketTournament) => TBracketRefusal | null;
  /** The entries once seeded: competitors placed (and, where the format makes them then, entries made). */
  seed: (t: TBracketTournament, options: TSeedOptions) => TSeeding;
  /**
   * What follows a result, a forfeit or seeding: competitors moved on, byes closed, the next round opened. Derived
   * from the entries alone, so it is idempotent.
   */
  advance: (t: TBracketTournament, entries: readonly TBracketEntry[], newId: TNewId) => TBracketEntry[];
  /** The winner once the tournament is finished, else null. */
  winnerOf: (t: TBracketTournament, entries: readonly TBracketEntry[]) => string | null;
  /** Whether a result or a forfeit can be entered on the entry now. */
  isPlayable: (t: TBracketTournament, entry: TBracketEntry) => boolean;
  /** The competitors by seed, best first (empty until seeded): the numbers the cards show. */
  seedOrder: (t: TBracketTournament) => string[];
  /** Every competitor's stats, best first by the format's tie-breaks; deterministic. */
  standings: (t: TBracketTournament) => TCompetitorStats[];
  /**
   * Where an entry sits (stage, group, round, match) and its round's code (SEMI_FINAL, LOWER_ROUND 2, ROUND 2,
   * GROUP_ROUND B 2); every entry of the tournament has one (null only for a coordinate the format does not make).
   * Elimination places depend on the bracket's size (its first row), the groups' playoff places on the playoff's.
   */
  place: (t: TBracketTournament, entry: Pick<TBracketEntry, 'coordinate'>) => TEntryPlace | null;
  /**
   * The entries that depend on this entry's result, transitively, in the order they are played (nearest first):
   * reopening the entry resets
   * them (their games are voided, their competitors taken back out). Elimination: every entry its winner or loser
   * fed, and what those fed (the grand final reset too); round robin: none; Swiss: every later round already paired;
   * groups: within the group stage none, but the playoff entries seeded from the group's standings once the playoff
   * is filled (and what those fed), and within the playoff its elimination rule.
   */
  dependents: (t: TBracketTournament, entry: TBracketEntry) => TBracketEntry[];
  /**
   * The entries once `entryId` is reopened and `dependentIds` (its `dependents`) are reset, before `advance` moves
   * the bracket on again: results removed, and competitors taken back out where `advance` would not do it itself.
   */
  reset: (t: TBracketTournament, entryId: string, dependentIds: ReadonlySet<string>) => TBracketEntry[];
}
