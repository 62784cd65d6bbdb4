/**
 * "Tournament match ready": when a seeded tournament changes (a trigger notes it in `push_tournament_checks` while
 * anyone has a device), the push job reads its bracket and queues a push for the players of each entry that became
 * playable (domain `isEntryPlayable`), once per entry and pair (`push_tournament_ready`), to the devices whose
 * preferences want it. The tournament and team rows are only read here.
 */
import { GAME_TYPE_PATHS, isEntryPlayable, type TBracketEntry, type TGameType } from '@caps/domain';
import type { Db } from '../../db/client.ts';
import { notificationMessage } from '../notifications/index.ts';
import {
  claimTournamentChecks,
  findTournamentForPush,
  markMatchReady,
  queueTournamentPush,
  teamPlayerIds,
} from './push.repository.ts';

/** Looks at the tournaments that changed; resolves with how many matches were announced. */
export async function queueReadyTournamentMatches(db: Db, batch = 20): Promise<number> {
  const ids = new Set(await claimTournamentChecks(db, batch));
  let announced = 0;
  for (const id of ids) {
    const tournament = await findTournamentForPush(db, id);
    if (!tournament || !tournament.seeded || tournament.finished) continue;
    const entries = ((tournament.bracket as { entries?: TBracketEntry[] }).entries ?? []).filter(isEntryPlayable);
    for (const entry of entries) {
      const [first, second] = [entry.competitor1Id, entry.competitor2Id];
      if (!first || !second || !(await markMatchReady(db, id, entry.coordinate, first, second))) continue;
      const players = tournament.gameType === 'DOUBLES' ? await teamPlayerIds(db, [first, second]) : [first, second];
      await queueTournamentPush(db, players, {
        message: notificationMessage('tournamentMatch', { tournament: tournament.name }),
        url: `/${GAME_TYPE_PATHS[tournament.gameType as TGameType]}/tournament/${id}`,
      });
      announced++;
    }
  }
  return announced;
}
