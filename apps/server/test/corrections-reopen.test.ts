/**
 * Reopening a tournament match (issue 24) through the API: the entry's result goes and every later entry that
 * depended on it is reset, per format; the preview lists exactly what the reopen resets; the voided games leave
 * history as if never played (the league equals a recompute). Correcting a tournament result keeps its winner.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TBracketEntryView, TReopenPreview, TTournamentView } from '@caps/domain';
import { gameAudit, games } from '../src/db/schema.ts';
import { diffLeague } from '../src/features/league/index.ts';
import { bearer, buildAdmin, buildUser, useTestApp, type TestUser } from './support/app.ts';
import { databaseDigest } from './support/digest.ts';
import { buildTeam, doublesBody, type TestTeam } from './support/doubles.ts';
import { decide, postGame, soloBody } from './support/games.ts';

const ctx = useTestApp();
const BASE = '/api/singles/tournaments';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function call(who: TestUser | undefined, method: 'GET' | 'POST', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: who ? bearer(who.token) : {}, ...(payload ? { payload } : {}) });
}

async function started(
  admin: TestUser,
  setup: object,
  n: number,
): Promise<{ t: TTournamentView; players: TestUser[] }> {
  const players = await Promise.all(Array.from({ length: n }, () => buildUser(ctx.app)));
  const created = await call(admin, 'POST', BASE, { tournamentName: 'Reopen Cup', ...setup });
  expect(created.statusCode, created.body).toBe(201);
  const id: string = created.json().id;
  expect(
    (
      await call(
        admin,
        'POST',
        `${BASE}/${id}/players`,
        players.map((p) => p.id),
      )
    ).statusCode,
  ).toBe(200);
  const seeded = await call(admin, 'POST', `${BASE}/${id}/seed`);
  expect(seeded.statusCode, seeded.body).toBe(200);
  return { t: seeded.json(), players };
}

const at = (t: TTournamentView, coordinate: number) => {
  const entry = t.bracketEntries.find((e) => e.coordinate === coordinate);
  if (!entry) throw new Error(`no entry at ${coordinate}`);
  return entry;
};
const open = (t: TTournamentView) => t.bracketEntries.filter((e) => e.player1 && e.player2 && !e.final);

/** Posts a result on the entry: its first competitor wins (by `loser` points) unless `secondWins`. */
async function play(
  admin: TestUser,
  t: TTournamentView,
  entry: TBracketEntryView,
  { secondWins = false, loser = 6 } = {},
): Promise<TTournamentView> {
  const [a, b] = [entry.player1!.id, entry.player2!.id];
  const res = await call(
    admin,
    'POST',
    `${BASE}/${t.id}/entry/${entry.id}`,
    secondWins ? soloBody(b, a, { s2: loser }) : soloBody(a, b, { s2: loser }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function playWhile(
  admin: TestUser,
  t: TTournamentView,
  more: (t: TTournamentView) => boolean,
): Promise<TTournamentView> {
  let state = t;
  for (let step = 0; more(state); step++) {
    const [entry] = open(state);
    if (!entry) throw new Error('nothing to play');
    state = await play(admin, state, entry, { secondWins: step % 3 === 1, loser: step % 10 });
  }
  return state;
}

async function preview(admin: TestUser, t: TTournamentView, entryId: string): Promise<TReopenPreview> {
  const res = await call(admin, 'GET', `${BASE}/${t.id}/entry/${entryId}/reopen-preview`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function reopen(
  admin: TestUser,
  t: TTournamentView,
  entryId: string,
  reason = 'Wrong score entered',
): Promise<TTournamentView> {
  const res = await call(admin, 'POST', `${BASE}/${t.id}/entry/${entryId}/reopen`, { reason });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The entries (by id) whose state differs between two reads, or that one of them lacks. */
function changedEntries(before: TTournamentView, after: TTournamentView): string[] {
  const shape = (e: TBracketEntryView | undefined) =>
    e &&
    JSON.stringify([e.player1?.id, e.player2?.id, e.result, e.game?.id, e.forfeited, e.forfeitedId, e.bye, e.final]);
  const afterById = new Map(after.bracketEntries.map((e) => [e.id, e]));
  return before.bracketEntries.filter((e) => shape(e) !== shape(afterById.get(e.id))).map((e) => e.id);
}

async function gameRows(ids: string[]) {
  return ctx.database.db
    .select({ id: games.id, status: games.status, voidReason: games.voidReason })
    .from(games)
    .where(inArray(games.id, ids));
}

/** Checks the reopen did what its preview said, voided exactly the listed games, and left the league equal to a recompute. */
async function reopenAsPreviewed(
  admin: TestUser,
  before: TTournamentView,
  entryId: string,
): Promise<{ after: TTournamentView; shown: TReopenPreview }> {
  const shown = await preview(admin, before, entryId);
  expect(shown.entry.id).toBe(entryId);
  const after = await reopen(admin, before, entryId);
  // The preview lists the reset entries; with the reopened entry itself they are exactly what changed.
  expect(new Set([entryId, ...shown.resets.map((e) => e.id)])).toEqual(new Set(changedEntries(before, after)));
  const reset = new Set([entryId, ...shown.resets.map((e) => e.id)]);
  const voided = before.bracketEntries.filter((e) => reset.has(e.id) && e.game).map((e) => e.game!.id);
  expect(voided).toHaveLength(shown.voidedGames);
  for (const row of await gameRows(voided))
    expect(row).toMatchObject({ status: 'VOIDED', voidReason: 'Tournament match reopened: Wrong score entered' });
  const kept = before.bracketEntries.filter((e) => !reset.has(e.id) && e.game).map((e) => e.game!.id);
  for (const row of await gameRows(kept)) expect(row.status).toBe('ACCEPTED');
  expect(shown.clearsWinner).toBe(before.finished);
  expect(after).toMatchObject({ finished: false, winner: null });
  expect(at(after, at(before, shown.entry.coordinate).coordinate)).toMatchObject({
    result: null,
    game: null,
    final: false,
    forfeited: false,
  });
  expect(await diffLeague(ctx.database.db)).toEqual([]);
  // The answer is the stored state, and the owner may play the entry again.
  expect((await call(undefined, 'GET', `${BASE}/${before.id}`)).json()).toEqual(after);
  const actions = (await call(admin, 'GET', `${BASE}/${before.id}/actions`)).json() as {
    entries: Array<{ id: string; actions: { enterResult: boolean; reopen: boolean } }>;
  };
  expect(actions.entries.find((e) => e.id === entryId)?.actions).toMatchObject({ enterResult: true, reopen: false });
  return { after, shown };
}

describe('reopening a tournament match', () => {
  it('single elimination: a quarter final of a finished tournament resets its semi final and the final; played again, it finishes again', async () => {
    const admin = await buildAdmin(ctx);
    const { t } = await started(admin, { tournamentType: 'SINGLE_ELIMINATION', size: 'RO_8', seedType: 'RANDOM' }, 8);
    const done = await playWhile(admin, t, (s) => !s.finished);
    expect(done.finished).toBe(true);
    const quarter = at(done, 3);
    const { after, shown } = await reopenAsPreviewed(admin, done, quarter.id);
    expect(shown.resets.map((e) => e.coordinate)).toEqual([1, 0]);
    expect(shown.voidedGames).toBe(3);
    expect(shown.entry.roundName).toBe('Quarter finals');
    // The semi final keeps the other quarter final's winner.
    expect(at(after, 1).player1).toBeNull();
    expect(at(after, 1).player2?.id).toBe(at(done, 4).result?.winnerId);
    // The audit trail says what happened to each voided game.
    const [trail] = await ctx.database.db
      .select({ action: gameAudit.action, reason: gameAudit.reason })
      .from(gameAudit)
      .where(eq(gameAudit.gameId, quarter.game!.id))
      .orderBy(sql`${gameAudit.seq} desc`)
      .limit(1);
    expect(trail).toEqual({ action: 'VOIDED', reason: 'Tournament match reopened: Wrong score entered' });
    // Its players hear of it.
    const told = (await call(undefined, 'GET', `/api/singles/${quarter.game!.id}`)).json();
    expect(told.status).toBe('VOIDED');
    const again = await playWhile(admin, after, (s) => !s.finished);
    expect(again.finished).toBe(true);
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });

  it('round robin: only the entry itself; the finished tournament loses its winner until it is played again', async () => {
    const admin = await buildAdmin(ctx);
    const { t } = await started(
      admin,
      { tournamentType: 'ROUND_ROBIN', size: 'RO_16', seedType: 'ROUND_ROBIN_CIRCLE' },
      4,
    );
    const done = await playWhile(admin, t, (s) => !s.finished);
    const played = done.bracketEntries.find((e) => e.game)!;
    const { after, shown } = await reopenAsPreviewed(admin, done, played.id);
    expect(shown.resets).toEqual([]);
    expect(shown.voidedGames).toBe(1);
    expect(open(after).map((e) => e.id)).toEqual([played.id]);
    expect((await playWhile(admin, after, (s) => !s.finished)).finished).toBe(true);
  });

  it('Swiss: a round-one match removes the later rounds already paired and voids their games', async () => {
    const admin = await buildAdmin(ctx);
    const { t } = await started(
      admin,
      { tournamentType: 'SWISS', size: 'RO_64', seedType: 'RANDOM', settings: { swissRounds: 3 } },
      6,
    );
    const roundOf = (e: TBracketEntryView) => Math.floor(e.coordinate / 1000);
    const twoRounds = await playWhile(admin, t, (s) => s.bracketEntries.some((e) => roundOf(e) < 2 && !e.final));
    expect(twoRounds.bracketEntries.some((e) => roundOf(e) === 2)).toBe(true);
    const first = twoRounds.bracketEntries.find((e) => roundOf(e) === 0 && e.game)!;
    const { after, shown } = await reopenAsPreviewed(admin, twoRounds, first.id);
    expect(shown.resets.map((e) => e.id)).toEqual(
      twoRounds.bracketEntries.filter((e) => roundOf(e) > 0).map((e) => e.id),
    );
    expect(shown.voidedGames).toBe(1 + twoRounds.bracketEntries.filter((e) => roundOf(e) === 1 && e.game).length);
    expect(after.bracketEntries.every((e) => roundOf(e) === 0)).toBe(true);
    expect((await playWhile(admin, after, (s) => !s.finished)).finished).toBe(true);
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });

  it('groups into playoffs: a group match resets the playoff entries seeded from its group, the rest keep their results', async () => {
    const admin = await buildAdmin(ctx);
    const { t } = await started(
      admin,
      {
        tournamentType: 'GROUPS_PLAYOFFS',
        size: 'RO_64',
        seedType: 'RANDOM',
        settings: { groupSize: 4, groupAdvance: 1 },
      },
      16,
    );
    const isGroup = (e: TBracketEntryView) => e.coordinate >= 10_000;
    const groupsDone = await playWhile(admin, t, (s) => s.bracketEntries.some((e) => isGroup(e) && !e.final));
    // Four group winners in two semi finals: one is played.
    const semi = open(groupsDone).find((e) => !isGroup(e))!;
    const played = await play(admin, groupsDone, semi);
    const groupA = played.bracketEntries.find((e) => e.coordinate >= 10_000 && e.coordinate < 20_000 && e.game)!;
    const aMembers = new Set(
      played.bracketEntries
        .filter((e) => e.coordinate >= 10_000 && e.coordinate < 20_000)
        .flatMap((e) => [e.player1?.id, e.player2?.id]),
    );
    const semiOfA = [1, 2].find((c) =>
      [at(played, c).player1?.id, at(played, c).player2?.id].some((id) => aMembers.has(id)),
    )!;
    const { after, shown } = await reopenAsPreviewed(admin, played, groupA.id);
    expect(shown.resets.map((e) => e.coordinate)).toEqual(
      at(played, 0).player1 || at(played, 0).player2 ? [semiOfA, 0] : [semiOfA],
    );
    const otherSemi = semiOfA === 1 ? 2 : 1;
    expect(at(after, otherSemi)).toEqual(at(played, otherSemi));
    expect((await playWhile(admin, after, (s) => !s.finished)).finished).toBe(true);
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });

  it('double elimination: the grand final resets its reset match; a skip is reopened without a game', async () => {
    const admin = await buildAdmin(ctx);
    const { t } = await started(admin, { tournamentType: 'DOUBLE_ELIMINATION', size: 'D_RO_8', seedType: 'RANDOM' }, 4);
    // The lower champion wins the grand final, so the reset is played too.
    let state = t;
    while (!state.finished) {
      const [entry] = open(state);
      state = await play(admin, state, entry!, { secondWins: entry!.coordinate === 0 });
    }
    expect(at(state, 999).game).not.toBeNull();
    const { after, shown } = await reopenAsPreviewed(admin, state, at(state, 0).id);
    expect(shown.resets.map((e) => e.coordinate)).toEqual([999]);
    expect(at(after, 999)).toMatchObject({ player1: null, player2: null, final: false });

    const { t: skipping } = await started(
      admin,
      { tournamentType: 'SINGLE_ELIMINATION', size: 'RO_8', seedType: 'RANDOM' },
      8,
    );
    const entry = open(skipping)[0]!;
    const skipped = await call(admin, 'POST', `${BASE}/${skipping.id}/entry/${entry.id}/skip`, {
      forfeitedId: entry.player1!.id,
    });
    expect(skipped.statusCode).toBe(200);
    const { shown: skipShown } = await reopenAsPreviewed(admin, skipped.json(), entry.id);
    expect(skipShown.voidedGames).toBe(0);
  });

  it('double elimination: a quarter final’s preview names every reset by its round, lower-bracket ones Lower round N in play order', async () => {
    const admin = await buildAdmin(ctx);
    const { t } = await started(admin, { tournamentType: 'DOUBLE_ELIMINATION', size: 'D_RO_8', seedType: 'RANDOM' }, 8);
    const done = await playWhile(admin, t, (s) => !s.finished);
    const { shown } = await reopenAsPreviewed(admin, done, at(done, 4).id);
    expect(shown.entry.roundName).toBe('Quarter finals');
    // D_RO_8: upper 1 (its final) and 2–3; lower 1000 (its final), 1001 (D_RO_3), 1002–1003 (D_RO_4), 1004–1005 (D_RO_6).
    const names: Record<number, string> = {
      0: 'Grand Finals',
      1: 'Bracket Finals',
      2: 'Semi finals',
      3: 'Semi finals',
      999: 'Grand Final reset',
      1000: 'Lower Bracket Finals',
      1001: 'Lower round 3',
      1002: 'Lower round 2',
      1003: 'Lower round 2',
      1004: 'Lower round 1',
      1005: 'Lower round 1',
    };
    expect(shown.resets.map((e) => [e.coordinate, e.roundName])).toEqual(
      shown.resets.map((e) => [e.coordinate, names[e.coordinate]]),
    );
    // The quarter final's loser dropped into the first lower round: every lower round after it is reset, listed in play order.
    const lowerRounds = shown.resets.flatMap((e) => (e.roundName?.startsWith('Lower round') ? [e.roundName] : []));
    expect(lowerRounds[0]).toBe('Lower round 1');
    expect(new Set(lowerRounds)).toEqual(new Set(['Lower round 1', 'Lower round 2', 'Lower round 3']));
    expect(lowerRounds).toEqual([...lowerRounds].sort());
  });

  it('refuses unknown ids (404), an undecided entry or a bye (409), players and other admins (403), a bad reason (400), changing nothing', async () => {
    const admin = await buildAdmin(ctx);
    const other = await buildAdmin(ctx);
    const { t, players } = await started(
      admin,
      { tournamentType: 'SINGLE_ELIMINATION', size: 'RO_8', seedType: 'RANDOM' },
      6,
    );
    const played = await play(admin, t, open(t)[0]!);
    const decided = played.bracketEntries.find((e) => e.game)!;
    const undecided = open(played)[0]!;
    const bye = played.bracketEntries.find((e) => e.bye)!;
    const url = (entryId: string, id = t.id) => `${BASE}/${id}/entry/${entryId}/reopen`;
    const before = await databaseDigest(ctx.database.db);
    const cases: Array<[TestUser | undefined, 'GET' | 'POST', string, object | undefined, number, RegExp?]> = [
      [admin, 'POST', url(decided.id, UNKNOWN), { reason: 'x' }, 404, /Tournament not found/],
      [admin, 'POST', url('no-such-entry'), { reason: 'x' }, 404, /Entry not found/],
      [admin, 'POST', url(undecided.id), { reason: 'x' }, 409, /no result yet/],
      [admin, 'POST', url(bye.id), { reason: 'x' }, 409, /bye/],
      [players[0], 'POST', url(decided.id), { reason: 'x' }, 403],
      [other, 'POST', url(decided.id), { reason: 'x' }, 403, /owner/],
      [undefined, 'POST', url(decided.id), { reason: 'x' }, 401],
      [admin, 'POST', url(decided.id), {}, 400, /reason/],
      [admin, 'POST', url(decided.id), { reason: ' ' }, 400, /reason/],
      [admin, 'POST', url(decided.id), { reason: 'x'.repeat(501) }, 400, /reason/],
      [admin, 'POST', `/api/easy/tournaments/${t.id}/entry/${decided.id}/reopen`, { reason: 'x' }, 404],
      [admin, 'GET', `${url(decided.id, UNKNOWN)}-preview`, undefined, 404],
      [admin, 'GET', `${url('no-such-entry')}-preview`, undefined, 404],
      [admin, 'GET', `${url(undecided.id)}-preview`, undefined, 409],
      [players[0], 'GET', `${url(decided.id)}-preview`, undefined, 403],
      [other, 'GET', `${url(decided.id)}-preview`, undefined, 403],
    ];
    for (const [who, method, path, payload, status, message] of cases) {
      const res = await call(who, method, path, payload);
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(status);
      expect(typeof res.json().error).toBe('string');
      if (message) expect(res.json().error).toMatch(message);
    }
    expect(await databaseDigest(ctx.database.db)).toBe(before);
    // The owner is offered reopen exactly where the route takes one.
    const actions = (await call(admin, 'GET', `${BASE}/${t.id}/actions`)).json() as {
      entries: Array<{ id: string; actions: { reopen: boolean } }>;
    };
    expect(actions.entries.filter((e) => e.actions.reopen).map((e) => e.id)).toEqual([decided.id]);
    const theirs = (await call(other, 'GET', `${BASE}/${t.id}/actions`)).json() as typeof actions;
    expect(theirs.entries.some((e) => e.actions.reopen)).toBe(false);
  });
});

describe('correcting a tournament result', () => {
  it('takes a new score with the same winner (the entry and standings follow); a changed winner or a void is 409 pointing to reopen', async () => {
    const admin = await buildAdmin(ctx);
    const { t } = await started(
      admin,
      { tournamentType: 'ROUND_ROBIN', size: 'RO_16', seedType: 'ROUND_ROBIN_CIRCLE' },
      3,
    );
    const entry = open(t)[0]!;
    const played = await play(admin, t, entry, { loser: 3 });
    const game = at(played, entry.coordinate).game!;
    const [a, b] = [entry.player1!.id, entry.player2!.id];
    const actions = (await call(admin, 'GET', `/api/singles/${game.id}/actions`)).json();
    expect(actions).toMatchObject({ canVoid: false, canCorrect: true });

    const before = await databaseDigest(ctx.database.db);
    const refused: Array<[string, object, RegExp]> = [
      [
        `/api/singles/correct/${game.id}`,
        { ...soloBody(b, a, { s2: 4 }), reason: 'Other way round' },
        /changes the winner of a tournament match: reopen the match instead/,
      ],
      [`/api/singles/void/${game.id}`, { reason: 'Gone' }, /reopen the match instead/],
    ];
    for (const [url, payload, message] of refused) {
      const res = await call(admin, 'POST', url, payload);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error).toMatch(message);
    }
    expect(await databaseDigest(ctx.database.db)).toBe(before);

    const corrected = await call(admin, 'POST', `/api/singles/correct/${game.id}`, {
      ...soloBody(a, b, { s2: 9, k1: 12, k2: 10 }),
      reason: 'Typo in the score',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const after: TTournamentView = (await call(undefined, 'GET', `${BASE}/${t.id}`)).json();
    expect(at(after, entry.coordinate).result).toEqual({
      winnerId: a,
      competitor1Points: 11,
      competitor2Points: 9,
      competitor1Sinks: 12,
      competitor2Sinks: 10,
    });
    expect(at(after, entry.coordinate).game?.team2Score).toBe(9);
    expect(after.competitorTournamentStats.find((s) => s.competitorId === b)).toMatchObject({
      points: 9,
      pointsLost: 11,
      sinks: 10,
    });
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });
});

describe('fixing a score without reopening (issue 37)', () => {
  const entriesBut = (t: TTournamentView, entryId: string) =>
    t.bracketEntries
      .filter((e) => e.id !== entryId)
      .map((e) => ({ id: e.id, one: e.player1?.id, two: e.player2?.id, result: e.result, game: e.game?.id ?? null }));

  it.each([
    [
      'a round-2 result of a Swiss of 9',
      { tournamentType: 'SWISS', size: 'RO_64', seedType: 'RANDOM' },
      9,
      (t: TTournamentView) => t.bracketEntries.find((e) => e.coordinate >= 1000 && e.game)!,
    ],
    [
      'a first-round result of a double elimination of 16',
      { tournamentType: 'DOUBLE_ELIMINATION', size: 'D_RO_16', seedType: 'RANDOM' },
      16,
      (t: TTournamentView) => at(t, 8),
    ],
  ] as const)(
    '%s: the owner may correct it; the score and the ratings change, every later match stays as it is',
    async (_name, setup, n, pick) => {
      const admin = await buildAdmin(ctx);
      const other = await buildAdmin(ctx);
      const { t } = await started(admin, setup, n);
      const done = await playWhile(admin, t, (s) => !s.finished);
      const entry = pick(done);
      const game = entry.game!;
      const winner = entry.result!.winnerId;
      const loser = winner === entry.player1!.id ? entry.player2!.id : entry.player1!.id;
      // The server offers it to the owner, on every entry decided by a game, and to nobody else.
      const mine = (await call(admin, 'GET', `${BASE}/${done.id}/actions`)).json() as {
        entries: Array<{ id: string; actions: { correctScore: boolean } }>;
      };
      const withGame = new Set(done.bracketEntries.filter((e) => e.game && e.result).map((e) => e.id));
      expect(new Set(mine.entries.filter((e) => e.actions.correctScore).map((e) => e.id))).toEqual(withGame);
      const theirs = (await call(other, 'GET', `${BASE}/${done.id}/actions`)).json() as typeof mine;
      expect(theirs.entries.some((e) => e.actions.correctScore)).toBe(false);

      const accepted = await ctx.database.db.select({ id: games.id }).from(games).where(eq(games.status, 'ACCEPTED'));
      const res = await call(admin, 'POST', `/api/singles/correct/${game.id}`, {
        ...soloBody(winner, loser, { s2: 10, k1: 13, k2: 12 }),
        reason: 'It was 11 to 10',
      });
      expect(res.statusCode, res.body).toBe(200);
      const after: TTournamentView = (await call(undefined, 'GET', `${BASE}/${done.id}`)).json();
      // Nothing voided, nothing reopened: every other entry keeps its pair, result and game; the tournament stays won.
      expect(
        await ctx.database.db.select({ id: games.id }).from(games).where(eq(games.status, 'ACCEPTED')),
      ).toHaveLength(accepted.length);
      expect(entriesBut(after, entry.id)).toEqual(entriesBut(done, entry.id));
      expect(after).toMatchObject({ finished: true, winner: done.winner });
      const fixed = at(after, entry.coordinate);
      expect(fixed.game?.id).toBe(game.id);
      expect(fixed.result?.winnerId).toBe(winner);
      expect([fixed.result?.competitor1Points, fixed.result?.competitor2Points].sort()).toEqual([10, 11]);
      // The rating replay went through the corrections engine: the league equals a recompute.
      expect(await diffLeague(ctx.database.db)).toEqual([]);
    },
  );
});

describe('a deleted tournament’s games', () => {
  it('are ordinary games: voided and corrected freely', async () => {
    const admin = await buildAdmin(ctx);
    const { t } = await started(
      admin,
      { tournamentType: 'ROUND_ROBIN', size: 'RO_16', seedType: 'ROUND_ROBIN_CIRCLE' },
      3,
    );
    const [first, second] = open(t);
    const afterFirst = await play(admin, t, first!);
    const afterSecond = await play(
      admin,
      afterFirst,
      open(afterFirst).find((e) => e.id === second!.id)!,
    );
    const [g1, g2] = [at(afterSecond, first!.coordinate).game!.id, at(afterSecond, second!.coordinate).game!.id];
    expect((await call(admin, 'GET', `/api/singles/${g1}/actions`)).json()).toMatchObject({
      canVoid: false,
      canCorrect: true,
    });
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `${BASE}/${t.id}`, headers: bearer(admin.token) })).statusCode,
    ).toBe(204);
    expect((await call(admin, 'GET', `/api/singles/${g1}/actions`)).json()).toMatchObject({
      canVoid: true,
      canCorrect: true,
    });
    expect((await call(admin, 'POST', `/api/singles/void/${g1}`, { reason: 'Tournament cancelled' })).statusCode).toBe(
      200,
    );
    const [p1, p2] = [second!.player1!.id, second!.player2!.id];
    const corrected = await call(admin, 'POST', `/api/singles/correct/${g2}`, {
      ...soloBody(p2, p1, { s2: 9 }),
      reason: 'The other one won',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });
});

describe('correcting and reopening a doubles tournament result', () => {
  it('takes a new score with the same winning team, refuses another winner, and a reopen voids the game', async () => {
    const admin = await buildAdmin(ctx);
    const users = await Promise.all(Array.from({ length: 6 }, () => buildUser(ctx.app)));
    const teams: TestTeam[] = [
      await buildTeam(ctx.app, users[0]!, users[1]!),
      await buildTeam(ctx.app, users[2]!, users[3]!),
      await buildTeam(ctx.app, users[4]!, users[5]!),
    ];
    const base = '/api/doubles/tournaments';
    const created = await call(admin, 'POST', base, {
      tournamentName: 'Doubles Reopen',
      tournamentType: 'ROUND_ROBIN',
      size: 'RO_16',
      seedType: 'ROUND_ROBIN_CIRCLE',
    });
    const id: string = created.json().id;
    expect(
      (
        await call(
          admin,
          'POST',
          `${base}/${id}/players`,
          teams.map((t) => t.id),
        )
      ).statusCode,
    ).toBe(200);
    const t: TTournamentView = (await call(admin, 'POST', `${base}/${id}/seed`)).json();
    const entry = t.bracketEntries.find((e) => e.team1 && e.team2 && !e.final)!;
    const [home, away] = [teams.find((x) => x.id === entry.team1!.id)!, teams.find((x) => x.id === entry.team2!.id)!];
    const played = await call(admin, 'POST', `${base}/${id}/entry/${entry.id}`, doublesBody(home, away, { s2: 4 }));
    expect(played.statusCode, played.body).toBe(200);
    const gameId = at(played.json(), entry.coordinate).game!.id;

    const other = await call(admin, 'POST', `/api/doubles/correct/${gameId}`, {
      ...doublesBody(home, away, { s1: 6, s2: 11 }),
      reason: 'Other way round',
    });
    expect(other.statusCode, other.body).toBe(409);
    expect(other.json().error).toMatch(/reopen the match instead/);
    const same = await call(admin, 'POST', `/api/doubles/correct/${gameId}`, {
      ...doublesBody(home, away, { s2: 9 }),
      reason: 'Nine, not four',
    });
    expect(same.statusCode, same.body).toBe(200);
    const after: TTournamentView = (await call(undefined, 'GET', `${base}/${id}`)).json();
    expect(at(after, entry.coordinate).result).toMatchObject({
      winnerId: home.id,
      competitor1Points: 11,
      competitor2Points: 9,
    });
    expect(await diffLeague(ctx.database.db)).toEqual([]);

    const reopened = await call(admin, 'POST', `${base}/${id}/entry/${entry.id}/reopen`, { reason: 'Replay it' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(at(reopened.json(), entry.coordinate)).toMatchObject({ result: null, game: null, final: false });
    expect((await gameRows([gameId]))[0]?.status).toBe('VOIDED');
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });
});

describe('notifications of a change', () => {
  it('tell the voided games’ players; nobody hears of a move that shows as 0.00', async () => {
    const [a, b, c, d] = [
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
    ];
    const admin = await buildAdmin(ctx);
    const accepted = async (type: 'SINGLES' | 'EASY_CAPS', x: TestUser, y: TestUser) => {
      const id = (await postGame(ctx.app, x, type, soloBody(x.id, y.id))).json().id as string;
      expect((await decide(ctx.app, y, type, id, 'accept')).statusCode).toBe(200);
      return id;
    };
    const voided = await accepted('SINGLES', a, b);
    await accepted('SINGLES', c, a); // c's points move with a's
    await accepted('EASY_CAPS', d, a); // d is reached, but easy caps points do not move with singles
    // d's stored points off by a hair: the replay moves them back by less than 0.005.
    await ctx.database.db.execute(
      sql`update player_stats set points = points + 0.000001 where user_id = ${d.id} and game_type = 'EASY_CAPS'`,
    );
    expect((await call(admin, 'POST', `/api/singles/void/${voided}`, { reason: 'Never played' })).statusCode).toBe(200);
    const corrections = async (user: TestUser) =>
      ((await call(user, 'GET', '/api/notifications')).json() as Array<{ notificationType: string; text: string }>)
        .filter((n) => n.notificationType === 'GAME_CORRECTED')
        .map((n) => n.text);
    expect(await corrections(a)).toEqual([
      expect.stringMatching(
        /^Your game with .* was voided by an admin: Never played \(your Singles points changed by [\u2212+]\d+\.\d\d\)$/,
      ),
    ]);
    expect(await corrections(c)).toEqual([
      expect.stringMatching(/^A game was voided: your Singles points changed by [\u2212+]\d+\.\d\d\.$/),
    ]);
    expect(await corrections(d)).toEqual([]);
    for (const user of [a, b, c])
      for (const text of await corrections(user)) expect(text).not.toMatch(/[-+\u2212]0\.00/);
  });
});
