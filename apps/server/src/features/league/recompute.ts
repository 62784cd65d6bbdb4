/**
 * Stats are a projection of accepted games. `diffLeague` compares the stored, incrementally maintained state with the
 * domain's recompute of every accepted game in acceptance order (an oracle independent of the replay engine);
 * `rebuildLeague` rewrites the projection from history (repair after a bug or a manual data fix): the replay engine
 * over everything, in every ledger.
 */
import { emptyLeagueState, foldSeasonGame, recomputeStats, type TRecomputedLeague, type TStats } from '@caps/domain';
import type { Db, Tx } from '../../db/client.ts';
import { findLedgerGames, findSeasonLedgers, readLedgerRows, type Ledger } from './ledger.repository.ts';
import { findAcceptedInOrder, findAcceptedLines, findHeldAchievements } from './recompute.repository.ts';
import { replay } from './replay-engine.ts';
import { lockWholeLeague } from './settlement.ts';
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
    await replay(tx, { kind: 'everything' });
  });
}

/** One season's games folded from fresh stats: its state, and the lines whose stored season change is not the fold's. */
async function foldSeason(tx: Tx, ledger: Ledger) {
  const state = emptyLeagueState();
  const lines: Array<{ gameId: string; playerId: string; pointsChange: number; stored: number | undefined }> = [];
  for (let page = await findLedgerGames(tx, ledger, -1); page.length > 0;) {
    for (const game of page) {
      for (const p of foldSeasonGame(state, acceptedGameOf(game)).players) {
        const stored = game.lines.find((l) => l.playerId === p.playerId)?.seasonPointsChange;
        if (stored !== p.pointsChange)
          lines.push({ gameId: game.id, playerId: p.playerId, pointsChange: p.pointsChange, stored });
      }
    }
    page = await findLedgerGames(tx, ledger, page[page.length - 1]!.seq);
  }
  return { state, lines };
}

/** Every difference between the stored season ledgers (rows and lines' season points changes) and a fold of each season's games. */
async function diffSeasons(tx: Tx): Promise<string[]> {
  const diffs: string[] = [];
  for (const ledger of await findSeasonLedgers(tx)) {
    const season = `season ${ledger.seasonId}`;
    const { state, lines } = await foldSeason(tx, ledger);
    for (const { gameId, playerId, pointsChange, stored = NaN } of lines) {
      if (!close(stored, pointsChange))
        diffs.push(`${season} line ${gameId}:${playerId}: stored ${stored} != replayed ${pointsChange}`);
    }
    const stored = await readLedgerRows(tx, ledger);
    const replayed = new Map<string, TStats>();
    for (const [playerId, byType] of state.players)
      for (const [type, stats] of Object.entries(byType))
        if (stats.gamesPlayed > 0) replayed.set(`${playerId}:${type}`, stats);
    for (const key of new Set([...replayed.keys(), ...stored.players.keys()])) {
      const w = replayed.get(key);
      const h = stored.players.get(key);
      if (!w || !h || statsDiffer(w, h))
        diffs.push(`${season} player ${key}: stored ${JSON.stringify(h)} != replayed ${JSON.stringify(w)}`);
    }
    for (const id of new Set([...state.teams.keys(), ...stored.teams.keys()])) {
      const w = state.teams.get(id);
      const h = stored.teams.get(id);
      if ((w?.gamesPlayed ?? 0) === 0 && !h) continue;
      if (!w || !h || statsDiffer(w, h))
        diffs.push(`${season} team ${id}: stored ${JSON.stringify(h)} != replayed ${JSON.stringify(w)}`);
    }
  }
  return diffs;
}
