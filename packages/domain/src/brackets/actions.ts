/**
 * What the owner of a tournament may do now, by the same checks that guard each change: the server sends it (see
 * `GET …/tournaments/{id}/actions`) and the web shows exactly that. Anyone else may do nothing.
 */
import { canPostResult } from './advance.ts';
import { checkCompetitors } from './competitors.ts';
import { checkPicks } from './picks.ts';
import { canReopen } from './reopen.ts';
import { canSeed } from './seeding.ts';
import type { TBracketTournament } from './types.ts';

/** The tournament-wide actions, one per owner route. */
export interface TTournamentActions {
  /** `POST …/players` (and the candidates search): before seeding. */
  addPlayers: boolean;
  /** `POST …/setSeed`: PICKED seeding before seeding. */
  placeSeeds: boolean;
  /** `POST …/seed`. */
  seed: boolean;
  /** Why the owner cannot seed yet (null once seeded, for anyone else, or when seeding is allowed). */
  seedBlockedBy: string | null;
  /** `DELETE …`. */
  delete: boolean;
}

/** The actions on one entry. */
export interface TEntryActions {
  /** `POST …/entry/{entryId}`. */
  enterResult: boolean;
  /** `POST …/entry/{entryId}/skip`. */
  skip: boolean;
  /** `POST …/entry/{entryId}/reopen`: an entry decided by a game or a skip, in a seeded tournament (finished or not). */
  reopen: boolean;
}

export interface TBracketActions {
  tournament: TTournamentActions;
  entries: Array<{ id: string; actions: TEntryActions }>;
}

/** The caller's actions on a tournament; `isOwner` is the route guard's own answer (the owning admin). */
export function bracketActions(t: TBracketTournament, isOwner: boolean): TBracketActions {
  const seedRefusal = isOwner ? canSeed(t) : null;
  return {
    tournament: {
      addPlayers: isOwner && checkCompetitors(t, t.competitorIds) === null,
      placeSeeds: isOwner && checkPicks(t, []) === null,
      seed: isOwner && seedRefusal === null,
      seedBlockedBy: isOwner && !t.seeded ? (seedRefusal?.message ?? null) : null,
      delete: isOwner,
    },
    entries: t.entries.map((entry) => {
      // A skip's own check (canForfeit) adds only that the forfeiter plays in the entry, which the dialog offers.
      const isOpen = isOwner && canPostResult(t, entry) === null;
      return { id: entry.id, actions: { enterResult: isOpen, skip: isOpen, reopen: isOwner && canReopen(t, entry) === null } };
    }),
  };
}
