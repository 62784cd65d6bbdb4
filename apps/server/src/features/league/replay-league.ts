/**
 * Replaying a change far back (past `REPLAY_LIMITS`, under the whole league's lock). Such a change reaches nearly
 * everyone who played the changed game's type, but it changes little for most of them:
 *
 * - The changed game's players and teams get everything rebuilt (counts, totals, ratios, last games, awards): their
 *   own games of every type are folded alone by the league's one fold step (`foldAcceptedGame`), from the empty state.
 * - Everyone else keeps every stat but points (those come from each side's own rows), and every award (awards never
 *   read points: achievements.ts). Their points of the changed type are replayed by the fold step's own rule (domain
 *   `foldPoints`, `pointsChangesOf`) over that type's games in acceptance order, streamed `HISTORY_ROUND` at a time
 *   (the next round read by the database while this one is folded): who played, who won and the stored changes, never
 *   a body; a game whose rated sides had not moved keeps its stored changes without a rating computed.
 *
 * Only what differs is written: the lines' points changes after each round, then the stats rows and teams whose
 * points or stats moved, the changed players' awards, and the league versions of whoever was written. Memory holds a
 * round and a number per player and team of the type, however long the history. Equal to a full recompute where the
 * stored projection agreed with history before the change (the league's invariant; domain property tests compare the
 * points replay with the fold, float for float, on random histories).
 */
import {
  emptyLeagueState,
  emptyStats,
  foldPoints,
  LIMITS,
  pointsStateFor,
  type TGameType,
  type TPointsState,
} from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { writeTogether } from '../../db/write-together.ts';
import { achievementNote, notificationsInsert } from '../notifications/index.ts';
import { diffAwards, ReplayFold, sameStats, type PointsMove, type ReplayOutcome } from './replay-fold.ts';
import {
  findGamesOfPlayers,
  moveLeagueVersions,
  parsePointsRound,
  readAllTeamStats,
  readPlayerStatsOf,
  readPointsAfter,
  withoutJit,
  writeMovedPoints,
  type PointsRound,
} from './replay-league.repository.ts';
import {
  findAwardsOf,
  touchReplayedPlayers,
  writePointsChanges,
  writeReplayedAwards,
  writeReplayedPlayerStats,
  writeReplayedTeamStats,
  type StoredAward,
} from './replay.repository.ts';
import { pickStats } from './stats.repository.ts';
import {
  seasonPassesOf,
  seasonPassOf,
  writeSeasonPasses,
  type ChangedSeason,
  type SeasonPass,
} from './season-ledger.ts';

/** Games read per round of the points replay, games folded between two turns of the event loop. */
const HISTORY_ROUND = 10_000;
const FOLDED_BETWEEN_TURNS = 2000;

type Changed = { players: string[]; teams: string[] };
type LineChange = { gameId: string; playerId: string; pointsChange?: number; seasonPointsChange?: number };

/**
 * Replays the whole league after a change at acceptance number `from` to a game of type `gameType` (see the module's
 * comment), with the season ledgers of the changed games (`changedSeasons`; season-ledger.ts): their points are
 * replayed in the same pass over history, and both changes of a line written at once.
 */
export async function replayWholeLeague(
  tx: Tx,
  from: number,
  gameType: TGameType,
  changed: Changed,
  at: Date,
  changedSeasons: readonly ChangedSeason[],
): Promise<ReplayOutcome> {
  const seasons = seasonPassesOf(changedSeasons);
  const storedAwards = await findAwardsOf(tx, changed.players);
  const own = await foldOwnGames(
    tx,
    changed,
    storedAwards.filter((a) => a.gameId === null),
  );

  const points = pointsStateFor(changed);
  let replayedGames = 0;
  let replayedRounds = 0;
  for await (const round of pointsRounds(tx, gameType)) {
    const changes: LineChange[] = [];
    // The season of the type's first game holds all history of the type so far: it starts sharing the all-time ledger.
    if (replayedRounds++ === 0) shareSeasonOfFirstGame(points, seasons, round[0]?.seq);
    for (const [i, game] of round.entries()) {
      // Requests keep being served while a long history is replayed: it lets them in between short runs of games.
      if (i % FOLDED_BETWEEN_TURNS === FOLDED_BETWEEN_TURNS - 1) await new Promise((resolve) => setImmediate(resolve));
      foldBothLedgers(points, seasons, game, changes);
      if (game.seq >= from) replayedGames++;
    }
    await writePointsChanges(tx, changes);
  }
  const seasonRewritten = await writeSeasonPasses(tx, gameType, seasons);

  const isChanged = new Set(changed.players);
  const rewritten = new Set<string>(changed.players); // players whose projection changed: their league version moves on
  const moves = await writeChangedPlayerStats(tx, gameType, own, points, isChanged, rewritten);
  const changedTeams = new Set(changed.teams);
  const teamRows =
    gameType === 'DOUBLES'
      ? (await readAllTeamStats(tx)).flatMap((t) => {
          if (!changedTeams.has(t.id) && !points.movedTeams.has(t.id)) return [];
          const base = changedTeams.has(t.id) ? (own.state.teams.get(t.id) ?? emptyStats()) : pickStats(t);
          const stats = { ...base, points: points.teams.get(t.id) ?? LIMITS.startingPoints };
          return sameStats(pickStats(t), stats) ? [] : [{ teamId: t.id, stats }];
        })
      : [];
  await writeReplayedTeamStats(tx, teamRows);

  const awards = diffAwards(
    storedAwards.filter((a) => a.gameId !== null),
    own.earned.filter((a) => isChanged.has(a.playerId)),
  );
  await writeReplayedAwards(tx, awards.removed, awards.moved, awards.added);

  // Only the changed game's players can have another last game (no other game's acceptance moved).
  await touchReplayedPlayers(
    tx,
    changed.players.map((playerId) => ({ playerId, lastGame: null })),
  );
  for (const id of seasonRewritten.players) rewritten.add(id);
  await moveLeagueVersions(
    tx,
    [...rewritten].filter((id) => !isChanged.has(id)),
  );
  const teamsWritten = new Set(teamRows.map((t) => t.teamId));
  await moveLeagueVersions(
    tx,
    [...seasonRewritten.teams].filter((id) => !teamsWritten.has(id)),
    'teams',
  );
  await writeTogether(
    tx,
    notificationsInsert(
      awards.added.map((a) => ({
        userId: a.userId,
        type: 'ACHIEVEMENT_UNLOCKED' as const,
        message: achievementNote(a.achievement),
        gameId: a.gameId,
        date: at,
      })),
    ),
  );
  return { moves, replayedGames, reached: rewritten.size + teamRows.length };
}

/**
 * Folds one game's points in the all-time ledger and in its season's, if that is replayed; adds the lines whose
 * changes differ from the stored ones to `changes`, both of a line's changes in one entry. While a season holds all
 * history of the type so far (every league until its second season), its ledger is the all-time one (a season starts
 * from fresh points, as history did): it shares the all-time state and changes until it ends, and is folded only once.
 */
function foldBothLedgers(
  points: TPointsState,
  seasons: readonly SeasonPass[],
  game: PointsRound[number],
  changes: LineChange[],
): void {
  const season = seasonPassOf(seasons, game.seq);
  // The first game after a shared season's end stops the sharing.
  for (const pass of seasons) if (pass.points === points && pass !== season) pass.points = copyPoints(points);
  const first = changes.length;
  for (const change of foldPoints(points, game))
    changes.push({
      gameId: game.id,
      ...change,
      ...(season?.points === points ? { seasonPointsChange: change.pointsChange } : {}),
    });
  if (!season || season.points === points) return;
  for (const { playerId, pointsChange } of foldPoints(season.points, game, 'season')) {
    let line: LineChange | undefined;
    for (let k = first; k < changes.length && !line; k++) if (changes[k]!.playerId === playerId) line = changes[k];
    if (line) line.seasonPointsChange = pointsChange;
    else changes.push({ gameId: game.id, playerId, seasonPointsChange: pointsChange });
  }
}

function shareSeasonOfFirstGame(
  points: TPointsState,
  seasons: readonly SeasonPass[],
  firstSeq: number | undefined,
): void {
  const season = firstSeq === undefined ? undefined : seasonPassOf(seasons, firstSeq);
  if (season) season.points = points;
}

const copyPoints = (p: TPointsState): TPointsState => ({
  players: new Map(p.players),
  teams: new Map(p.teams),
  movedPlayers: new Set(p.movedPlayers),
  movedTeams: new Set(p.movedTeams),
});

/**
 * The changed game's players and teams rebuilt from their own games of every type, folded alone from the awards they
 * hold of no game: their counts, totals, last games and awards come out right; their points do not (their opponents'
 * are missing there) and are taken from the points replay.
 */
async function foldOwnGames(tx: Tx, changed: Changed, held: readonly StoredAward[]): Promise<ReplayFold> {
  const state = emptyLeagueState();
  for (const a of held) {
    const list = state.achievements.get(a.userId) ?? [];
    list.push({ playerId: a.userId, achievement: a.achievement, gameType: 'SINGLES', gameIndex: -1 });
    state.achievements.set(a.userId, list);
  }
  const fold = new ReplayFold(state);
  for (const game of await findGamesOfPlayers(tx, changed.players, changed.teams)) fold.fold(game, () => undefined);
  return fold;
}

/**
 * History of one type in rounds: each round's successor is asked for as soon as the round has arrived, before it is
 * parsed and folded, so the database reads the next round meanwhile.
 */
async function* pointsRounds(tx: Tx, gameType: TGameType): AsyncGenerator<PointsRound> {
  await withoutJit(tx);
  let next = readPointsAfter(tx, gameType, -1, HISTORY_ROUND);
  for (;;) {
    const { text, last } = await next;
    if (text === null || last === null) return;
    next = readPointsAfter(tx, gameType, last, HISTORY_ROUND);
    // Awaited on the next turn; if the replay fails first, the transaction's own error is the one reported.
    next.catch(() => undefined);
    yield parsePointsRound(text, gameType);
  }
}

/**
 * Writes the stats rows of the type that changed: the changed players' rebuilt rows (deleted when no game is left),
 * and the points of everyone else whose points moved. Returns the players whose points moved and adds everyone
 * written to `rewritten`.
 */
async function writeChangedPlayerStats(
  tx: Tx,
  gameType: TGameType,
  own: ReplayFold,
  points: TPointsState,
  isChanged: Set<string>,
  rewritten: Set<string>,
): Promise<PointsMove[]> {
  const moves: PointsMove[] = [];
  const replayedPoints = (playerId: string) => points.players.get(playerId) ?? LIMITS.startingPoints;
  // The changed players rebuilt from their own games, with the points the replay gave them.
  const stored = new Map((await readPlayerStatsOf(tx, gameType, [...isChanged])).map((r) => [r.userId, pickStats(r)]));
  const rows = [...isChanged].flatMap((playerId) => {
    const was = stored.get(playerId);
    const stats = {
      ...(own.state.players.get(playerId)?.[gameType] ?? emptyStats()),
      points: replayedPoints(playerId),
    };
    const before = was?.points ?? LIMITS.startingPoints;
    if (stats.points !== before) moves.push({ playerId, gameType, before, after: stats.points });
    if (was ? sameStats(was, stats) : stats.gamesPlayed === 0) return [];
    rewritten.add(playerId);
    return [{ playerId, gameType, stats, lastGameAt: own.lastOfType.get(playerId)?.[gameType] ?? null }];
  });
  await writeReplayedPlayerStats(tx, rows);
  // Everyone else: their points alone.
  const moved = [...points.movedPlayers]
    .filter((id) => !isChanged.has(id))
    .map((playerId) => ({ playerId, points: replayedPoints(playerId) }));
  for (const { playerId, before, after } of await writeMovedPoints(tx, gameType, moved)) {
    moves.push({ playerId, gameType, before, after });
    rewritten.add(playerId);
  }
  return moves;
}
