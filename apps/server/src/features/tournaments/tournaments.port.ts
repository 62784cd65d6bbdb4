/**
 * What the games feature needs of tournaments (it sits below them): a void or a correction of a result reaches its
 * bracket (lock, save, whether it still holds the game, what the acceptance list names), and the other side's decision
 * on a reported result moves its bracket. buildApp passes it to the features in the context (`tournamentResults`).
 */
import type { TournamentResults } from '../../context.ts';
import { decideReportedResult } from './tournaments.results.ts';
import { resultBrackets } from './tournaments.store.ts';

export const tournamentResults: TournamentResults = { ...resultBrackets, decideReported: decideReportedResult };
