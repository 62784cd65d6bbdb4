/** Pure bracket rules: create, seed, advance, finish and rank tournaments (sheet §11, SERVER-RULES §7), one format per type. */
export {
  bracketActions,
  type TBracketActions,
  type TCaller,
  type TEntryActions,
  type TTournamentActions,
} from './actions.ts';
export * from './self-service.ts';
export {
  canForfeit,
  canPostResult,
  correctEntryResult,
  findBracketEntry,
  forfeitEntry,
  recordResult,
} from './advance.ts';
export { checkCompetitors, setCompetitors } from './competitors.ts';
export { createBracketEntries, createBracketTournament, type TBracketSetup } from './create.ts';
export { isLowerBracket } from './double-elimination-layout.ts';
export {
  entryHasCompetitor,
  entryLoserId,
  entryOpponentOf,
  entryWinnerId,
  isEntryDecided,
  isEntryPlayable,
} from './entry-outcome.ts';
export * from './entry-types.ts';
export { BracketError, type TBracketRefusal, type TRefusalKind } from './errors.ts';
export type { TFormatSetup, TTournamentFormat } from './formats/format.ts';
export type { TSettingKey, TSettingSpec, TTournamentSettings } from './formats/settings.ts';
export {
  entryPlace,
  formatOf,
  roundName,
  TOURNAMENT_FORMATS,
  tournamentSeeds,
  tournamentStandings,
} from './formats/registry.ts';
export { checkTournamentSetup, FORMAT_SETUPS, maxCompetitors } from './formats/setups.ts';
export {
  FINAL_COORDINATE,
  GRAND_FINAL_RESET_COORDINATE,
  type TBracketLayout,
  type TLayoutEntry,
  type TSlotSource,
} from './layout.ts';
export { eliminationLayout } from './layouts.ts';
export { applyPicks, checkPicks, unplacedCompetitors, type TSeedPick } from './picks.ts';
export { standardSeedPositions } from './placement.ts';
export { cryptoRandomInt, type TRandomInt } from './random.ts';
export { eliminationPlace } from './elimination-places.ts';
export {
  isSameRound,
  MATCH_STAGES,
  type TEntryPlace,
  type TMatchPlace,
  type TMatchStage,
  type TRoundCode,
} from './match-place.ts';
export { roundNameText } from './round-names.ts';
export {
  circlePairings,
  ROUND_ROBIN_ROUND_STEP,
  roundRobinRound,
  type TRoundRobinPairing,
} from './round-robin-circle.ts';
export { canReopen, planReopen, reopenEntry, type TReopenPlan } from './reopen.ts';
export { canSeed, seedTournament, type TSeedOptions } from './seeding.ts';
export { settleTournament } from './settle.ts';
export * from './sizes.ts';
export { compareStandings, computeCompetitorStats, emptyCompetitorStats } from './standings.ts';
export { rankByTieBreaks, ROUND_ROBIN_TIE_BREAKS, type TTieBreak } from './tie-breaks.ts';
export type { TNewId } from './empty-entry.ts';
export {
  ZBracketEntry,
  ZBracketEntryType,
  ZBracketTournament,
  ZCompetitorStats,
  ZEntryGame,
  ZEntryResult,
  ZMatchPlace,
  ZRoundCode,
  ZSideOutcome,
  ZTournamentSize,
  type TBracketEntry,
  type TBracketTournament,
  type TCompetitorStats,
  type TEntryGame,
  type TEntryResult,
  type TSideOutcome,
} from './types.ts';
