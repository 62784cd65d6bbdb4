/**
 * Stats are a projection of accepted games. `diffLeague` compares the stored, incrementally maintained projection in
 * every ledger with a fold of that ledger's games from nothing by the league's one fold step (the oracle of the
 * invariant tests, independent of how acceptance and the replays of changes reach their rows); `rebuildLeague`
 * rewrites the projection from history (repair after a bug or a manual data fix): the replay engine over everything.
 */
import { emptyLeagueState, type TStats } from '@caps/domain';
import type { Db } from '../../db/client.ts';
import { ALL_TIME_LEDGER, findEveryone, findSeasonLedgers, readLedgerRows } from './ledger.repository.ts';
import { foldGames, replay } from './replay-engine.ts';
import { ReplayFold } from './replay-fold.ts';
import { findAwardsOf } from './replay.repository.ts';
import { lockWholeLeague } from './settlement.ts';

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/** Lists every difference between the stored projection and a fold of history (empty when they agree). */
export async function diffLeague(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    const diffs: string[] = [];
    for (const ledger of [ALL_TIME_LEDGER, ...(await findSeasonLedgers(tx))]) {
      const name = ledger.seasonId === null ? '' : `season ${ledger.seasonId} `;
      const fold = new ReplayFold(emptyLeagueState(), ledger.seasonId !== null);
      await foldGames(tx, ledger, fold, {
        lines: async (lines) => {
          for (const l of lines)
            diffs.push(`${name}line ${l.gameId}:${l.playerId}: stored points change != ${l.pointsChange}`);
        },
      });
      const stored = await readLedgerRows(tx, ledger);
      const replayed = new Map<string, TStats>();
      for (const [id, byType] of fold.state.players)
        for (const [type, stats] of Object.entries(byType)) replayed.set(`${id}:${type}`, stats);
      diffs.push(...diffRows(`${name}player`, replayed, stored.players));
      diffs.push(...diffRows(`${name}team`, fold.state.teams, stored.teams));
      if (ledger.seasonId !== null) continue;
      const awards = await findAwardsOf(tx, (await findEveryone(tx)).players);
      const held = new Set(awards.filter((a) => a.gameId !== null).map((a) => `${a.userId}:${a.achievement}`));
      const earned = new Set(fold.earned.map((a) => `${a.playerId}:${a.achievement}`));
      for (const key of held) if (!earned.has(key)) diffs.push(`achievement ${key} stored but not earned by history`);
      for (const key of earned) if (!held.has(key)) diffs.push(`achievement ${key} earned by history but not stored`);
    }
    return diffs;
  });
}

/** The rows of players or teams that differ between a fold and the stored ones (a row of no game counts as none). */
function diffRows(what: string, replayed: Map<string, TStats>, stored: Map<string, TStats>): string[] {
  const played = (s: TStats | undefined) => (s && s.gamesPlayed > 0 ? s : undefined);
  const differ = (a: TStats, b: TStats) => (Object.keys(a) as Array<keyof TStats>).some((k) => !close(a[k], b[k]));
  const diffs: string[] = [];
  for (const key of new Set([...replayed.keys(), ...stored.keys()])) {
    const [w, h] = [played(replayed.get(key)), played(stored.get(key))];
    if ((w || h) && (!w || !h || differ(w, h)))
      diffs.push(`${what} ${key}: stored ${JSON.stringify(h)} != replayed ${JSON.stringify(w)}`);
  }
  return diffs;
}

/**
 * Rewrites stats, points changes and achievements from the accepted games, in one transaction that holds the whole
 * league's settlement lock (settlement.ts): no acceptance or replay lands meanwhile, and every one that read before
 * it meets a moved league version afterwards (the replay rewrites everyone). Awards it grants are not announced.
 */
export async function rebuildLeague(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await lockWholeLeague(tx);
    await replay(tx, { kind: 'everything' });
  });
}
