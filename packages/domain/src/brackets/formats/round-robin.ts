/** Round robin (sheet §11.3–11.4): everyone meets everyone once; the entries are made at seeding by the circle method. */
import { randomId } from '../empty-entry.ts';
import { clearResults } from '../reopen-rules.ts';
import { isEntryPlayable } from '../entry-outcome.ts';
import { roundRobinEntries, roundsPlace } from '../round-robin-circle.ts';
import { rankByTieBreaks, ROUND_ROBIN_TIE_BREAKS } from '../tie-breaks.ts';
import type { TTournamentFormat } from './format.ts';
import { ROUND_ROBIN_SETUP } from './round-robin-setup.ts';

export const ROUND_ROBIN: TTournamentFormat = {
  setup: ROUND_ROBIN_SETUP,
  create: () => [],
  pickableCoordinates: () => [],
  checkSeed: () => null,
  seed: (t, options) => ({ entries: roundRobinEntries(t.competitorIds, options.newId ?? randomId) }),
  advance: (_t, entries) => [...entries],
  // Finished once every entry is closed (byes are closed at seeding), won by the first of the standings.
  winnerOf: (t, entries) =>
    entries.length > 0 && entries.every((e) => e.final)
      ? (ROUND_ROBIN.standings({ ...t, entries: [...entries] })[0]?.competitorId ?? null)
      : null,
  isPlayable: (_t, entry) => isEntryPlayable(entry),
  // The circle method pairs the list as it was added: that order is the seeding.
  seedOrder: (t) => (t.seeded ? [...t.competitorIds] : []),
  standings: (t) => rankByTieBreaks(t, ROUND_ROBIN_TIE_BREAKS),
  place: (_t, entry) => roundsPlace(entry.coordinate),
  // Every pairing is made at seeding, whatever the results: no entry depends on another.
  dependents: () => [],
  reset: (t, entryId, dependentIds) => clearResults(t.entries, entryId, dependentIds),
};
