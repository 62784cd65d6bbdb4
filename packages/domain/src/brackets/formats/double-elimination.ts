/**
 * Double elimination (sheet §11.3): a first loss drops a competitor to the lower bracket, a second one ends their run.
 * With the grand final reset (a setting, on for new tournaments): when the lower-bracket finalist wins the grand
 * final, both have lost once, so one deciding match follows. A tournament stored without the setting has no reset.
 */
import { emptyEntry } from '../empty-entry.ts';
import { entryWinnerId, isEntryDecided } from '../entry-outcome.ts';
import { FINAL_COORDINATE, GRAND_FINAL_RESET_COORDINATE } from '../layout.ts';
import type { TBracketEntry, TBracketTournament } from '../types.ts';
import { DOUBLE_ELIMINATION_SETUP } from './double-elimination-setup.ts';
import { eliminationFormat } from './elimination.ts';
import type { TTournamentFormat } from './format.ts';

export { GRAND_FINAL_RESET_COORDINATE };

const elimination = eliminationFormat(DOUBLE_ELIMINATION_SETUP);

function hasReset(t: Pick<TBracketTournament, 'settings'>): boolean {
  return t.settings.grandFinalReset === true;
}

/** The reset as the grand final leaves it: played by both finalists, not needed (a closed bye), or still waiting. */
function resolveReset(reset: TBracketEntry, grandFinal: TBracketEntry | undefined): TBracketEntry {
  // The lower-bracket finalist is the grand final's competitor 2 (the layout feeds the lower final's winner there).
  const isNeeded =
    grandFinal !== undefined && grandFinal.result !== null && grandFinal.result.winnerId === grandFinal.competitor2Id;
  if (isNeeded) {
    return {
      ...reset,
      competitor1Id: grandFinal.competitor1Id,
      competitor2Id: grandFinal.competitor2Id,
      bye: false,
      final: reset.result !== null || reset.forfeited,
    };
  }
  // A grand final won by the upper finalist, forfeited or a bye needs no reset.
  const isDecided = grandFinal !== undefined && isEntryDecided(grandFinal);
  return { ...reset, competitor1Id: null, competitor2Id: null, bye: isDecided, final: isDecided };
}

export const DOUBLE_ELIMINATION: TTournamentFormat = {
  ...elimination,
  create: (t, newId) => {
    const entries = elimination.create(t, newId);
    if (!hasReset(t)) return entries;
    const reset = emptyEntry(newId(), GRAND_FINAL_RESET_COORDINATE, 'D_RO_1');
    return [...entries, reset].sort((a, b) => a.coordinate - b.coordinate);
  },
  advance: (t, entries, newId) => {
    const bracket = entries.filter((e) => e.coordinate !== GRAND_FINAL_RESET_COORDINATE);
    const resolved = elimination.advance(t, bracket, newId);
    const reset = entries.find((e) => e.coordinate === GRAND_FINAL_RESET_COORDINATE);
    if (!reset) return resolved;
    const resolvedReset = resolveReset(
      reset,
      resolved.find((e) => e.coordinate === FINAL_COORDINATE),
    );
    return entries.map((e) =>
      e.coordinate === GRAND_FINAL_RESET_COORDINATE ? resolvedReset : (resolved.find((r) => r.id === e.id) ?? e),
    );
  },
  winnerOf: (t, entries) => {
    const reset = entries.find((e) => e.coordinate === GRAND_FINAL_RESET_COORDINATE);
    if (!reset || reset.bye)
      return elimination.winnerOf(
        t,
        entries.filter((e) => e !== reset),
      );
    return isEntryDecided(reset) ? entryWinnerId(reset) : null;
  },
  // The reset is played by the grand final's finalists: it depends on the grand final and on everything before it.
  dependents: (t, entry) => {
    if (entry.coordinate === GRAND_FINAL_RESET_COORDINATE) return [];
    const fed = elimination.dependents(t, entry);
    const reset = t.entries.find((e) => e.coordinate === GRAND_FINAL_RESET_COORDINATE);
    const feedsFinal = entry.coordinate === FINAL_COORDINATE || fed.some((e) => e.coordinate === FINAL_COORDINATE);
    return reset && feedsFinal ? [...fed, reset] : fed;
  },
};
