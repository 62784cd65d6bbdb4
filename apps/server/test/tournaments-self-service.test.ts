/**
 * Tournament self-service (issue 27) through the API: players register and check in themselves, report their own
 * results, the other side confirms (the acceptance list) or disputes (the owner enters the result), and every refused
 * request changes nothing. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  TAcceptanceItem,
  TBracketEntryView,
  TNotificationView,
  TTournamentActionsView,
  TTournamentListItem,
  TTournamentView,
} from '@caps/domain';
import { mailQueue } from '../src/db/schema.ts';
import { autoAcceptDueGames } from '../src/features/games/index.ts';
import { bearer, buildAdmin, buildUser, useTestApp, type TestUser } from './support/app.ts';
import { buildTeam, doublesBody } from './support/doubles.ts';
import { soloBody } from './support/games.ts';
import { expectEveryNotificationWorded } from './support/notification-messages.ts';

const ctx = useTestApp();
const BASE = '/api/singles/tournaments';

async function call(who: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: who ? bearer(who.token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function read(id: string, base = BASE): Promise<TTournamentView> {
  return (await call(null, 'GET', `${base}/${id}`)).json();
}

async function actions(who: TestUser, id: string, base = BASE): Promise<TTournamentActionsView> {
  const res = await call(who, 'GET', `${base}/${id}/actions`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function create(admin: TestUser, body: object, base = BASE): Promise<TTournamentView> {
  const res = await call(admin, 'POST', base, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function ok(res: Awaited<ReturnType<typeof call>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const competitors = (e: TBracketEntryView) => [e.player1?.id ?? e.team1?.id, e.player2?.id ?? e.team2?.id];
const playable = (t: TTournamentView) =>
  t.bracketEntries.filter((e) => !e.final && (e.player1 ?? e.team1) && (e.player2 ?? e.team2));

async function acceptanceOf(who: TestUser): Promise<TAcceptanceItem[]> {
  return ok(await call(who, 'GET', '/api/acceptance'));
}

async function notificationsOf(who: TestUser): Promise<TNotificationView[]> {
  return ok(await call(who, 'GET', '/api/notifications'));
}

async function subjectsMailedTo(who: TestUser): Promise<string[]> {
  return (await ctx.database.db.select().from(mailQueue).where(eq(mailQueue.to, who.email))).map((m) => m.subject);
}

/** A Swiss open to registration, with players who registered themselves. */
async function openSwiss(admin: TestUser, players: number, over: object = {}) {
  const t = await create(admin, {
    tournamentName: 'Open Swiss',
    tournamentType: 'SWISS',
    size: 'RO_64',
    seedType: 'RANDOM',
    registrationOpen: true,
    ...over,
  });
  const people = await Promise.all(Array.from({ length: players }, () => buildUser(ctx.app)));
  for (const p of people) await ok(await call(p, 'POST', `${BASE}/${t.id}/register`, {}));
  return { t, people };
}

describe('registration', () => {
  it('lets players register and withdraw while open; the owner still adds by hand; the open list shows it', async () => {
    const admin = await buildAdmin(ctx);
    const t = await create(admin, {
      tournamentName: 'Signup Cup',
      tournamentType: 'SINGLE_ELIMINATION',
      size: 'RO_8',
      seedType: 'RANDOM',
      registrationOpen: true,
      capacity: 4,
    });
    expect(t.registration).toEqual({ open: true, capacity: 4, closesAt: null, closedBecause: null });
    const [a, b, c] = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    expect((await actions(a, t.id)).tournament).toMatchObject({ register: true, withdraw: false, checkIn: false });
    const joined: TTournamentView = await ok(await call(a, 'POST', `${BASE}/${t.id}/register`));
    expect(joined.players?.map((p) => p.user.id)).toEqual([a.id]);
    expect((await actions(a, t.id)).tournament).toMatchObject({ register: false, withdraw: true });
    const open: TTournamentListItem[] = await ok(await call(null, 'GET', '/api/tournaments/open'));
    expect(open.find((o) => o.id === t.id)).toMatchObject({
      competitorCount: 1,
      registration: { open: true, capacity: 4 },
    });

    expect((await call(a, 'POST', `${BASE}/${t.id}/register`, {})).json()).toMatchObject({
      error: 'You are already registered',
    });
    await ok(await call(admin, 'POST', `${BASE}/${t.id}/players`, [a.id, b.id]));
    await ok(await call(c, 'POST', `${BASE}/${t.id}/register`, {}));
    const left: TTournamentView = await ok(await call(a, 'DELETE', `${BASE}/${t.id}/register`));
    expect(left.players?.map((p) => p.user.id)).toEqual([b.id, c.id]);
    expect((await call(a, 'DELETE', `${BASE}/${t.id}/register`)).statusCode).toBe(409);

    // Closed by the owner, then past its closing time.
    await ok(await call(admin, 'PUT', `${BASE}/${t.id}/settings`, { registrationOpen: false }));
    expect((await call(a, 'POST', `${BASE}/${t.id}/register`, {})).json()).toMatchObject({
      error: 'Registration is closed',
    });
    await ok(
      await call(admin, 'PUT', `${BASE}/${t.id}/settings`, {
        registrationOpen: true,
        registrationClosesAt: new Date(ctx.clock.now.getTime() - 60_000).toISOString(),
      }),
    );
    expect((await call(a, 'POST', `${BASE}/${t.id}/register`, {})).json()).toMatchObject({
      error: 'Registration is closed',
    });
    expect(
      (await ok(await call(null, 'GET', '/api/tournaments/open'))).some((o: TTournamentListItem) => o.id === t.id),
    ).toBe(false);
  });

  it('answers registration as it stands when read: closed once its time passes, full, closed by the owner, started (issue 37)', async () => {
    const admin = await buildAdmin(ctx);
    const closesAt = new Date(ctx.clock.now.getTime() + 3600_000).toISOString();
    const t = await create(admin, {
      tournamentName: 'Late Cup',
      tournamentType: 'SINGLE_ELIMINATION',
      size: 'RO_8',
      seedType: 'RANDOM',
      registrationOpen: true,
      capacity: 2,
      registrationClosesAt: closesAt,
    });
    expect(t.registration).toEqual({ open: true, capacity: 2, closesAt, closedBecause: null });
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    await ok(await call(a, 'POST', `${BASE}/${t.id}/register`, {}));
    const saved = ctx.clock.now;
    try {
      // No write between: only the time passes.
      ctx.clock.now = new Date(Date.parse(closesAt) + 60_000);
      expect((await read(t.id)).registration).toEqual({
        open: false,
        capacity: 2,
        closesAt,
        closedBecause: 'deadline',
      });
      const list: { content: TTournamentListItem[] } = await ok(
        await call(null, 'GET', `${BASE}?pageNumber=0&pageSize=50`),
      );
      expect(list.content.find((o) => o.id === t.id)?.registration).toMatchObject({
        open: false,
        closedBecause: 'deadline',
      });
    } finally {
      ctx.clock.now = saved;
    }
    await ok(await call(b, 'POST', `${BASE}/${t.id}/register`, {}));
    expect((await read(t.id)).registration).toMatchObject({ open: false, closedBecause: 'full' });
    await ok(await call(admin, 'PUT', `${BASE}/${t.id}/settings`, { registrationOpen: false }));
    expect((await read(t.id)).registration).toMatchObject({ open: false, closedBecause: 'closed' });
    await ok(await call(admin, 'POST', `${BASE}/${t.id}/seed`));
    expect((await read(t.id)).registration).toMatchObject({ open: false, closedBecause: 'started' });
  });

  it('refuses capacity above the format maximum and settings after the start; registering after the start is 409', async () => {
    const admin = await buildAdmin(ctx);
    const t = await create(admin, {
      tournamentName: 'Small Cup',
      tournamentType: 'SINGLE_ELIMINATION',
      size: 'RO_8',
      seedType: 'RANDOM',
      registrationOpen: true,
    });
    expect((await call(admin, 'PUT', `${BASE}/${t.id}/settings`, { capacity: 9 })).statusCode).toBe(400);
    expect(
      (
        await call(admin, 'POST', BASE, {
          tournamentName: 'Too big',
          tournamentType: 'SINGLE_ELIMINATION',
          size: 'RO_8',
          seedType: 'RANDOM',
          capacity: 9,
        })
      ).statusCode,
    ).toBe(400);
    const [a, b, c] = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    await ok(await call(a, 'POST', `${BASE}/${t.id}/register`, {}));
    await ok(await call(b, 'POST', `${BASE}/${t.id}/register`, {}));
    await ok(await call(admin, 'POST', `${BASE}/${t.id}/seed`));
    const before = await read(t.id);
    expect((await call(c, 'POST', `${BASE}/${t.id}/register`, {})).statusCode).toBe(409);
    expect((await call(a, 'DELETE', `${BASE}/${t.id}/register`)).statusCode).toBe(409);
    expect((await call(admin, 'PUT', `${BASE}/${t.id}/settings`, { capacity: 3 })).statusCode).toBe(409);
    expect(await read(t.id)).toEqual(before);
  });

  it('lets exactly the capacity in out of 20 concurrent registrations', async () => {
    const admin = await buildAdmin(ctx);
    const t = await create(admin, {
      tournamentName: 'Rush Cup',
      tournamentType: 'SINGLE_ELIMINATION',
      size: 'RO_16',
      seedType: 'RANDOM',
      registrationOpen: true,
      capacity: 8,
    });
    const people = await Promise.all(Array.from({ length: 20 }, () => buildUser(ctx.app)));
    const answers = await Promise.all(people.map((p) => call(p, 'POST', `${BASE}/${t.id}/register`, {})));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(8);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => [r.statusCode, r.json().error])).toEqual(
      Array.from({ length: 12 }, () => [409, 'The tournament is full']),
    );
    const after = await read(t.id);
    expect(after.players).toHaveLength(8);
    const admitted = new Set(answers.flatMap((r, i) => (r.statusCode === 200 ? [people[i]!.id] : [])));
    expect(new Set(after.players?.map((p) => p.user.id))).toEqual(admitted);
  });

  it('registers a doubles team by one of its players', async () => {
    const admin = await buildAdmin(ctx);
    const base = '/api/doubles/tournaments';
    const t = await create(
      admin,
      {
        tournamentName: 'Pairs Open',
        tournamentType: 'SINGLE_ELIMINATION',
        size: 'RO_8',
        seedType: 'RANDOM',
        registrationOpen: true,
      },
      base,
    );
    const [a, b, c, d] = [
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
    ];
    const [ab, cd] = [await buildTeam(ctx.app, a, b), await buildTeam(ctx.app, c, d)];
    expect((await call(c, 'POST', `${base}/${t.id}/register`, { teamId: ab.id })).statusCode).toBe(403);
    expect((await call(a, 'POST', `${base}/${t.id}/register`, {})).statusCode).toBe(400);
    await ok(await call(a, 'POST', `${base}/${t.id}/register`, { teamId: ab.id }));
    expect((await actions(b, t.id, base)).tournament).toMatchObject({ register: false, withdraw: true });
    await ok(await call(d, 'POST', `${base}/${t.id}/register`, { teamId: cd.id }));
    const seeded: TTournamentView = await ok(await call(admin, 'POST', `${base}/${t.id}/seed`));
    const entry = playable(seeded)[0]!;
    const [first] = competitors(entry);
    const [t1, t2] = first === ab.id ? [ab, cd] : [cd, ab];
    const reporter = t1.players[1];
    await ok(await call(reporter, 'POST', `${base}/${t.id}/entry/${entry.id}/report`, doublesBody(t1, t2)));
    const item = (await acceptanceOf(t2.players[0])).find((i) => i.game.tournamentId === t.id);
    expect(item).toBeDefined();
    expect((await actions(t2.players[1], t.id, base)).entries.find((e) => e.id === entry.id)?.actions.confirm).toBe(
      true,
    );
    expect((await call(t2.players[1], 'POST', `/api/doubles/accept/${item!.game.id}`)).statusCode).toBe(200);
    expect(await read(t.id, base)).toMatchObject({ finished: true, winner: { team: { id: t1.id } } });
  });
});

describe('check-in', () => {
  it('tells every registered player, and the start drops whoever did not check in', async () => {
    const admin = await buildAdmin(ctx);
    const { t, people } = await openSwiss(admin, 5);
    const [late, ...onTime] = people;
    const opened: TTournamentView = await ok(await call(admin, 'POST', `${BASE}/${t.id}/check-in/open`));
    expect(opened.checkIn?.absent).toHaveLength(5);
    for (const p of people)
      expect((await notificationsOf(p)).some((n) => n.notificationType === 'TOURNAMENT_CHECK_IN')).toBe(true);
    expect((await call(admin, 'POST', `${BASE}/${t.id}/check-in/open`)).statusCode).toBe(409);
    for (const p of onTime) await ok(await call(p, 'POST', `${BASE}/${t.id}/check-in`));
    // Checking in twice changes nothing; a stranger is not registered.
    await ok(await call(onTime[0]!, 'POST', `${BASE}/${t.id}/check-in`));
    expect((await call(await buildUser(ctx.app), 'POST', `${BASE}/${t.id}/check-in`)).statusCode).toBe(409);
    const before = await read(t.id);
    expect(before.checkIn?.absent).toEqual([late!.id]);
    expect((await actions(late!, t.id)).tournament.checkIn).toBe(true);

    const started: TTournamentView = await ok(await call(admin, 'POST', `${BASE}/${t.id}/seed`));
    expect(started.players?.map((p) => p.user.id).sort()).toEqual(onTime.map((p) => p.id).sort());
    expect(started.bracketEntries.some((e) => competitors(e).includes(late!.id))).toBe(false);
    expect((await call(late!, 'POST', `${BASE}/${t.id}/check-in`)).statusCode).toBe(409);
    expect(started.checkIn?.absent).toEqual([]);
  });

  it('without an opened check-in everyone registered plays', async () => {
    const admin = await buildAdmin(ctx);
    const { t, people } = await openSwiss(admin, 4);
    const started: TTournamentView = await ok(await call(admin, 'POST', `${BASE}/${t.id}/seed`));
    expect(started.players).toHaveLength(people.length);
  });
});

describe('self-reported results', () => {
  it('plays a 9-player Swiss where every result is reported by a player and confirmed by the other', async () => {
    const admin = await buildAdmin(ctx);
    const { t, people } = await openSwiss(admin, 9);
    const byId = new Map(people.map((p) => [p.id, p]));
    let state: TTournamentView = await ok(await call(admin, 'POST', `${BASE}/${t.id}/seed`));
    let games = 0;
    for (let round = 0; !state.finished && round < 40; round++) {
      const entries = playable(state);
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        const [one, two] = competitors(entry) as [string, string];
        const [reporter, other] = [byId.get(two)!, byId.get(one)!];
        // Your match is ready, naming the opponent.
        expect(
          (await notificationsOf(reporter)).some(
            (n) => n.notificationType === 'TOURNAMENT_MATCH_READY' && n.text.includes(other.username),
          ),
        ).toBe(true);
        expect((await actions(reporter, t.id)).entries.find((e) => e.id === entry.id)?.actions).toMatchObject({
          report: true,
          confirm: false,
        });
        await ok(await call(reporter, 'POST', `${BASE}/${t.id}/entry/${entry.id}/report`, soloBody(one, two)));
        expect((await read(t.id)).bracketEntries.find((e) => e.id === entry.id)).toMatchObject({
          final: false,
          reportedBy: reporter.id,
        });
        expect((await actions(other, t.id)).entries.find((e) => e.id === entry.id)?.actions).toMatchObject({
          report: false,
          confirm: true,
        });
        expect(await subjectsMailedTo(other)).toContain('Confirm your result in Open Swiss');
        const item = (await acceptanceOf(other)).find((i) => i.game.tournamentId === t.id);
        expect(item?.game.status).toBe('PENDING');
        // The list names the tournament and the round (issue 37).
        const round = Math.floor(entry.coordinate / 1000) + 1;
        expect(item?.tournament).toEqual({
          id: t.id,
          name: 'Open Swiss',
          round: `Round ${round}`,
          roundCode: { code: 'ROUND', n: round },
        });
        expect((await call(other, 'POST', `/api/singles/accept/${item!.game.id}`)).statusCode).toBe(200);
        const after = await read(t.id);
        expect(after.bracketEntries.find((e) => e.id === entry.id)).toMatchObject({
          final: true,
          reportedBy: null,
          result: { winnerId: one },
          game: { id: item!.game.id },
        });
        games++;
      }
      state = await read(t.id);
    }
    expect(state.finished).toBe(true);
    expect(state.winner).not.toBeNull();
    expect(games).toBeGreaterThanOrEqual(12);
    // Every game counted like the owner's: accepted, with points moved.
    const played = await ok(await call(null, 'GET', `/api/singles?pageSize=50`));
    expect(played.content.filter((g: { tournamentId: string | null }) => g.tournamentId === t.id)).toHaveLength(games);
  });

  it('a disputed result goes to the owner, whose result wins; the owner supersedes a waiting report', async () => {
    const admin = await buildAdmin(ctx);
    const { t, people } = await openSwiss(admin, 4);
    const byId = new Map(people.map((p) => [p.id, p]));
    const seeded: TTournamentView = await ok(await call(admin, 'POST', `${BASE}/${t.id}/seed`));
    const [first, second] = playable(seeded);
    const [a, b] = competitors(first!) as [string, string];
    await ok(await call(byId.get(a)!, 'POST', `${BASE}/${t.id}/entry/${first!.id}/report`, soloBody(a, b)));
    const item = (await acceptanceOf(byId.get(b)!)).find((i) => i.game.tournamentId === t.id)!;
    expect((await call(byId.get(b)!, 'POST', `/api/singles/reject/${item.game.id}`)).statusCode).toBe(200);
    const disputed = await read(t.id);
    expect(disputed.bracketEntries.find((e) => e.id === first!.id)).toMatchObject({
      final: false,
      disputed: true,
      reportedBy: null,
    });
    expect((await notificationsOf(admin)).some((n) => n.notificationType === 'TOURNAMENT_RESULT_DISPUTED')).toBe(true);
    expect(
      (await call(byId.get(a)!, 'POST', `${BASE}/${t.id}/entry/${first!.id}/report`, soloBody(a, b))).json(),
    ).toMatchObject({
      error: 'This result is disputed: the organiser enters it',
    });
    expect((await actions(admin, t.id)).entries.find((e) => e.id === first!.id)?.actions.enterResult).toBe(true);
    const decided: TTournamentView = await ok(
      await call(admin, 'POST', `${BASE}/${t.id}/entry/${first!.id}`, soloBody(b, a)),
    );
    expect(decided.bracketEntries.find((e) => e.id === first!.id)).toMatchObject({
      final: true,
      disputed: false,
      result: { winnerId: b },
    });

    // A report still waiting when the owner enters the result is withdrawn: nothing is left to confirm.
    const [c, d] = competitors(second!) as [string, string];
    await ok(await call(byId.get(c)!, 'POST', `${BASE}/${t.id}/entry/${second!.id}/report`, soloBody(c, d)));
    const waiting = (await acceptanceOf(byId.get(d)!)).find((i) => i.game.tournamentId === t.id)!;
    await ok(await call(admin, 'POST', `${BASE}/${t.id}/entry/${second!.id}`, soloBody(d, c)));
    expect((await acceptanceOf(byId.get(d)!)).some((i) => i.game.tournamentId === t.id)).toBe(false);
    expect((await call(byId.get(d)!, 'POST', `/api/singles/accept/${waiting.game.id}`)).json()).toMatchObject({
      error: 'This game was withdrawn',
    });
    expect((await read(t.id)).bracketEntries.find((e) => e.id === second!.id)).toMatchObject({
      result: { winnerId: d },
    });

    // Deleting the tournament withdraws a report still waiting.
    const [third] = playable(await read(t.id));
    const [e, f] = competitors(third!) as [string, string];
    await ok(await call(byId.get(e)!, 'POST', `${BASE}/${t.id}/entry/${third!.id}/report`, soloBody(e, f)));
    expect((await acceptanceOf(byId.get(f)!)).some((i) => i.game.tournamentId === t.id)).toBe(true);
    expect((await call(admin, 'DELETE', `${BASE}/${t.id}`)).statusCode).toBe(204);
    expect(await acceptanceOf(byId.get(f)!)).toEqual([]);
  });

  it('refuses bad reports and changes nothing: twice 409, someone else 403, against the rules 400, not theirs to confirm 403', async () => {
    const admin = await buildAdmin(ctx);
    const { t, people } = await openSwiss(admin, 4);
    const byId = new Map(people.map((p) => [p.id, p]));
    const seeded: TTournamentView = await ok(await call(admin, 'POST', `${BASE}/${t.id}/seed`));
    const [first, second] = playable(seeded);
    const [a, b] = competitors(first!) as [string, string];
    const [c] = competitors(second!) as [string, string];
    const url = `${BASE}/${t.id}/entry/${first!.id}/report`;
    const before = await read(t.id);
    expect((await call(byId.get(c)!, 'POST', url, soloBody(a, b))).statusCode).toBe(403);
    expect((await call(byId.get(a)!, 'POST', url, soloBody(a, b, { s1: 11, s2: 11 }))).statusCode).toBe(400);
    expect((await call(byId.get(a)!, 'POST', url, soloBody(a, c))).statusCode).toBe(400);
    expect((await call(admin, 'POST', url, soloBody(a, b))).statusCode).toBe(403);
    expect((await call(null, 'POST', url, soloBody(a, b))).statusCode).toBe(401);
    expect(await read(t.id)).toEqual(before);
    expect(await acceptanceOf(byId.get(b)!)).toEqual([]);

    await ok(await call(byId.get(a)!, 'POST', url, soloBody(a, b)));
    const reported = await read(t.id);
    expect((await call(byId.get(b)!, 'POST', url, soloBody(b, a))).json()).toMatchObject({
      error: 'A result was already reported for this match',
    });
    expect((await call(byId.get(a)!, 'POST', url, soloBody(a, b))).statusCode).toBe(409);
    const item = (await acceptanceOf(byId.get(b)!)).find((i) => i.game.tournamentId === t.id)!;
    // The reporter cannot confirm their own report, nor withdraw it; a stranger cannot decide it.
    expect((await call(byId.get(a)!, 'POST', `/api/singles/accept/${item.game.id}`)).statusCode).toBe(403);
    expect((await call(byId.get(c)!, 'POST', `/api/singles/reject/${item.game.id}`)).statusCode).toBe(403);
    expect((await call(byId.get(a)!, 'POST', `/api/singles/withdraw/${item.game.id}`)).statusCode).toBe(409);
    expect(await read(t.id)).toEqual(reported);
  });

  it('the owner sets a table and a round deadline; past it the owner sees "No score reported"', async () => {
    const admin = await buildAdmin(ctx);
    const { t, people } = await openSwiss(admin, 4);
    const byId = new Map(people.map((p) => [p.id, p]));
    const seeded: TTournamentView = await ok(await call(admin, 'POST', `${BASE}/${t.id}/seed`));
    const [first, second] = playable(seeded);
    const deadline = new Date(ctx.clock.now.getTime() + 3600_000).toISOString();
    const set: TTournamentView = await ok(
      await call(admin, 'PUT', `${BASE}/${t.id}/entry/${first!.id}/settings`, { table: '3', roundDeadline: deadline }),
    );
    expect(set.bracketEntries.find((e) => e.id === first!.id)).toMatchObject({ table: '3', deadline });
    // The deadline is the round's: the other match of the round has it too.
    expect(set.bracketEntries.find((e) => e.id === second!.id)).toMatchObject({ table: null, deadline });
    const [a] = competitors(first!) as [string, string];
    expect(
      (await notificationsOf(byId.get(a)!)).some(
        (n) => n.notificationType === 'TOURNAMENT_MATCH_READY' && n.text.includes('table 3'),
      ),
    ).toBe(true);
    // Both players are emailed too: when the match became ready, and when it got its table.
    expect(
      (await subjectsMailedTo(byId.get(a)!)).filter((subject) => subject === 'Your match in Open Swiss is ready'),
    ).toHaveLength(2);
    expect((await actions(admin, t.id)).entries.find((e) => e.id === first!.id)?.actions.noScoreReported).toBe(false);
    await ok(
      await call(admin, 'PUT', `${BASE}/${t.id}/entry/${first!.id}/settings`, {
        roundDeadline: new Date(ctx.clock.now.getTime() - 60_000).toISOString(),
      }),
    );
    expect((await actions(admin, t.id)).entries.find((e) => e.id === first!.id)?.actions.noScoreReported).toBe(true);
    expect((await actions(byId.get(a)!, t.id)).entries.find((e) => e.id === first!.id)?.actions.noScoreReported).toBe(
      false,
    );
    expect(
      (await call(admin, 'PUT', `${BASE}/${t.id}/entry/${first!.id}/settings`, { table: 'x'.repeat(31) })).statusCode,
    ).toBe(400);
  });

  it('a report nobody decides is confirmed by the auto-accept job, and the bracket moves as if confirmed', async () => {
    const admin = await buildAdmin(ctx);
    const { t, people } = await openSwiss(admin, 4);
    const byId = new Map(people.map((p) => [p.id, p]));
    const seeded: TTournamentView = await ok(await call(admin, 'POST', `${BASE}/${t.id}/seed`));
    const entry = playable(seeded)[0]!;
    const [a, b] = competitors(entry) as [string, string];
    await ok(await call(byId.get(a)!, 'POST', `${BASE}/${t.id}/entry/${entry.id}/report`, soloBody(a, b)));
    const saved = ctx.clock.now;
    ctx.clock.now = new Date(saved.getTime() + (ctx.config.autoAcceptHours + 1) * 3600_000);
    try {
      expect(await autoAcceptDueGames(ctx.app.appContext)).toBeGreaterThanOrEqual(1);
    } finally {
      ctx.clock.now = saved;
    }
    expect((await read(t.id)).bracketEntries.find((e) => e.id === entry.id)).toMatchObject({
      final: true,
      reportedBy: null,
      result: { winnerId: a },
    });
  });
});

describe('notifications', () => {
  // Last in the file: reads the notices the tests above wrote (their English texts are checked where they are made).
  it('stores every notice with its message, and its English as text', async () => {
    const keys = await expectEveryNotificationWorded(ctx.database.db);
    for (const key of ['checkInOpen', 'matchReady', 'reportToConfirm', 'reportSuperseded', 'resultDisputed'])
      expect(keys).toContain(key);
  });
});
