/**
 * Stats are a projection of accepted games. `diffLeague` compares the stored, incrementally maintained state with the
 * domain's recompute of every accepted game in acceptance order (an oracle independent of the replay engine);
 * `rebuildLeague` rewrites the projection from history (repair after a bug or a manual data fix): the replay engine
 * over everything, in every ledger.
 */
import { recomputeStats, type TRecomputedLeague, type TStats } from '@caps/domain';
import type { Db } from '../../db/client.ts';
import { findAcceptedInOrder, findAcceptedLines, findHeldAchievements } from './recompute.repository.ts';
import { replayEverything } from './replay-engine.ts';
import { lockWholeLeague } from './settlement.ts';
import { diffSeasons } from './season-ledger.ts';
import { acceptedGameOf } from './settle.ts';
import { readAllStats } from './stats.repository.ts';

async function recomputeLeague(db: Db): Promise<TRecomputedLeague> {
  const accepted = await findAcceptedInOrder(db);
  return recomputeStats(accepted.map(acceptedGameOf));
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

function statsDiffer(a: TStats, b: TStats): boolean {
  return (Object.keys(a) as Array<keyof TStats>).some((k) => !close(a[k], b[k]));
}

/** Lists every difference between the stored projection and a replay of history (empty when they agree). */
export async function diffLeague(db: Db): Promise<string[]> {
  const expected = await recomputeLeague(db);
  const stored = await readAllStats(db);
  const diffs: string[] = [];
  const playerIds = new Set([...expected.players.keys(), ...stored.players.keys()]);
  for (const id of playerIds) {
    const want = expected.players.get(id);
    const have = stored.players.get(id) ?? {};
    for (const type of ['SINGLES', 'EASY_CAPS', 'DOUBLES', 'UNRANKED'] as const) {
      const w = want?.[type];
      const h = have[type];
      const played = (s: TStats | undefined) => (s && s.gamesPlayed > 0 ? s : undefined);
      const pw = played(w);
      const ph = played(h);
      if (!pw && !ph) continue;
      if (!pw || !ph || statsDiffer(pw, ph))
        diffs.push(`player ${id} ${type}: stored ${JSON.stringify(ph)} != replayed ${JSON.stringify(pw)}`);
    }
  }
  for (const id of new Set([...expected.teams.keys(), ...stored.teams.keys()])) {
    const w = expected.teams.get(id);
    const h = stored.teams.get(id);
    if ((w?.gamesPlayed ?? 0) === 0 && !h) continue;
    if (!w || !h || statsDiffer(w, h))
      diffs.push(`team ${id}: stored ${JSON.stringify(h)} != replayed ${JSON.stringify(w)}`);
  }
  const storedAwards = await findHeldAchievements(db);
  const storedSet = new Set(storedAwards.map((a) => `${a.userId}:${a.achievement}`));
  const expectedSet = new Set([...expected.achievements.values()].flat().map((a) => `${a.playerId}:${a.achievement}`));
  for (const key of storedSet)
    if (!expectedSet.has(key)) diffs.push(`achievement ${key} stored but not earned by history`);
  for (const key of expectedSet)
    if (!storedSet.has(key)) diffs.push(`achievement ${key} earned by history but not stored`);
  // Each accepted line's points change (histories, comparisons and plots read them).
  const expectedChanges = new Map(
    expected.settlements.flatMap((s) => s.players.map((p) => [`${s.id}:${p.playerId}`, p.pointsChange] as const)),
  );
  for (const line of await findAcceptedLines(db)) {
    const want = expectedChanges.get(`${line.gameId}:${line.playerId}`);
    if (want === undefined || !close(want, line.pointsChange))
      diffs.push(`line ${line.gameId}:${line.playerId}: stored points change ${line.pointsChange} != replayed ${want}`);
  }
  // Each season's ledger against a fold of that season's games (issue #25).
  diffs.push(...(await diffSeasons(db)));
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
    await replayEverything(tx);
  });
}
