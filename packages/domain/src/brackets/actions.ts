/**
 * What the owner of a tournament may do now, by the same checks that guard each change: the server sends it (see
 * `GET …/tournaments/{id}/actions`) and the web shows exactly that. Anyone else may do nothing.
 */
import { canPostResult } from './advance.ts';
import { checkCompetitors } from './competitors.ts';
import { checkPicks } from './picks.ts';
import { canReopen } from './reopen.ts';
import { canSeed } from './seeding.ts';
import { canCheckIn, canOpenCheckIn, canRegister, canReport, canWithdraw, isScoreOverdue } from './self-service.ts';
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
  /** `PUT …/settings` (registration): the owner, before the start. */
  editRegistration: boolean;
  /** `POST …/check-in/open`: the owner, once, before the start. */
  openCheckIn: boolean;
  /** `POST …/register`: a player (or one of their teams) who may register now. */
  register: boolean;
  /** `DELETE …/register`: a registered player (or a member of a registered team), before the start. */
  withdraw: boolean;
  /** `POST …/check-in`: a registered competitor while check-in is open. */
  checkIn: boolean;
}

/** The actions on one entry. */
export interface TEntryActions {
  /** `POST …/entry/{entryId}`. */
  enterResult: boolean;
  /** `POST …/entry/{entryId}/skip`. */
  skip: boolean;
  /** `POST …/entry/{entryId}/reopen`: an entry decided by a game or a skip, in a seeded tournament (finished or not). */
  reopen: boolean;
  /**
   * `POST /api/{type}/correct/{gameId}` of the entry's game (issue 37): the owner fixes its score while its winner
   * stays, without reopening; the bracket keeps everything after it.
   */
  correctScore: boolean;
  /** `POST …/entry/{entryId}/report`: a competitor of the playable entry, while nothing is reported or disputed. */
  report: boolean;
  /** `POST /api/{type}/accept/{gameId}` (and reject) of the entry's reported result: the other side. */
  confirm: boolean;
  /** `PUT …/entry/{entryId}/settings` (table, round deadline): the owner, on an entry not yet decided. */
  editEntry: boolean;
  /** For the owner: past the round's deadline and no score reported. */
  noScoreReported: boolean;
}

export interface TBracketActions {
  tournament: TTournamentActions;
  entries: Array<{ id: string; actions: TEntryActions }>;
}

/**
 * Who asks, besides ownership: a player's competitor ids (their own id in solo; in doubles their active teams, `mine`,
 * of which `registrable` may register) and the time (registration closes at a time, deadlines pass).
 */
export type TCaller = { competitorIds: readonly string[]; now: Date };

/** The caller's actions on a tournament; `isOwner` is the route guard's own answer (the owning admin). */
export function bracketActions(
  t: TBracketTournament,
  isOwner: boolean,
  caller: TCaller = { competitorIds: [], now: new Date(0) },
): TBracketActions {
  const seedRefusal = isOwner ? canSeed(t) : null;
  const mine = caller.competitorIds;
  const entered = mine.filter((id) => t.competitorIds.includes(id));
  return {
    tournament: {
      addPlayers: isOwner && checkCompetitors(t, t.competitorIds) === null,
      placeSeeds: isOwner && checkPicks(t, []) === null,
      seed: isOwner && seedRefusal === null,
      seedBlockedBy: isOwner && !t.seeded ? (seedRefusal?.message ?? null) : null,
      delete: isOwner,
      editRegistration: isOwner && !t.seeded,
      openCheckIn: isOwner && canOpenCheckIn(t) === null,
      // One competitor per player: a player already in (or on a team that is) registers nothing more.
      register: entered.length === 0 && mine.some((id) => canRegister(t, id, caller.now) === null),
      withdraw: entered.some((id) => canWithdraw(t, id) === null),
      checkIn: entered.some((id) => canCheckIn(t, id) === null && !t.checkIn?.checkedInIds.includes(id)),
    },
    entries: t.entries.map((entry) => {
      // A skip's own check (canForfeit) adds only that the forfeiter plays in the entry, which the dialog offers.
      const isOpen = isOwner && canPostResult(t, entry) === null;
      const side = entered.find((id) => id === entry.competitor1Id || id === entry.competitor2Id);
      return {
        id: entry.id,
        actions: {
          enterResult: isOpen,
          skip: isOpen,
          reopen: isOwner && canReopen(t, entry) === null,
          correctScore: isOwner && t.seeded && entry.result !== null && entry.gameId !== null,
          report: side !== undefined && canReport(t, entry, side) === null,
          confirm:
            side !== undefined &&
            !!entry.report &&
            entry.report.competitorId !== side &&
            canPostResult(t, entry) === null,
          editEntry: isOwner && !t.finished && !entry.final,
          noScoreReported: isOwner && isScoreOverdue(entry, caller.now),
        },
      };
    }),
  };
}
