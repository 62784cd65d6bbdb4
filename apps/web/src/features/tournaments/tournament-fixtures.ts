/** Tournament answers for component tests, built with the real bracket rules (only imported by tests). */
import { json, type FakeHandler } from '../../test/fake-api.ts';
import {
  bracketActions,
  createBracketTournament,
  entryPlace,
  recordResult,
  seedTournament,
  setCompetitors,
  tournamentSeeds,
  tournamentStandings,
  type TBracketTournament,
  type TGameType,
  type TSeedType,
  type TTournamentSize,
  type TTournamentType,
  type TTournamentView,
} from '@caps/domain';

export const OWNER_ID = '22222222-2222-4222-8222-222222222222';

/** Player ids p0 … p(n−1) with usernames Player0 …; ids are UUID-shaped so they pass the schemas. */
function playerIds(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
}

export interface FixtureOptions {
  tournamentType?: TTournamentType;
  size?: TTournamentSize;
  seedType?: TSeedType;
  gameType?: TGameType;
  players?: number;
  seeded?: boolean;
  /** Results to post after seeding: the first playable entry is won by its first competitor, this many times. */
  results?: number;
  owner?: string;
}

let entryNumber = 0;

/** An entry's place and round code, as the server adds them. */
function placeOf(bracket: TBracketTournament, entry: TBracketTournament['entries'][number]) {
  const placed = entryPlace(bracket, entry);
  if (!placed) throw new Error(`no place for coordinate ${entry.coordinate}`);
  return placed;
}

/** A tournament view as the server would send it. */
export function tournamentFixture(options: FixtureOptions = {}): TTournamentView {
  const {
    tournamentType = 'SINGLE_ELIMINATION',
    size = 'RO_8',
    seedType = 'RANDOM',
    gameType = 'SINGLES',
    players = 4,
    seeded = true,
    results = 0,
  } = options;
  const ids = playerIds(players);
  let bracket: TBracketTournament = setCompetitors(
    createBracketTournament({ tournamentType, size, seedType }, () => `entry-${entryNumber++}`),
    ids,
  );
  if (seeded) bracket = seedTournament(bracket, { random: (max) => max - 1, newId: () => `entry-${entryNumber++}` });
  for (let i = 0; i < results; i++) {
    const open = bracket.entries.find((e) => e.competitor1Id && e.competitor2Id && !e.final);
    if (!open?.competitor1Id || !open.competitor2Id) break;
    bracket = recordResult(bracket, open.id, {
      gameId: `game-${i}`,
      winnerId: open.competitor1Id,
      sides: [
        { competitorId: open.competitor1Id, points: 11, sinks: 13 },
        { competitorId: open.competitor2Id, points: 5, sinks: 7 },
      ],
    });
  }
  const user = (id: string) => ({ id, username: `Player${ids.indexOf(id)}`, avatarHash: 'hash' });
  return {
    id: '33333333-3333-4333-8333-333333333333',
    tournamentName: 'Test Cup',
    date: '2026-11-21T12:00:00.000Z',
    gameType,
    tournamentType,
    seedType,
    size,
    settings: bracket.settings,
    registration: null,
    checkIn: null,
    seeded: bracket.seeded,
    finished: bracket.finished,
    owner: options.owner ?? OWNER_ID,
    players: ids.map((id) => ({ user: user(id) })),
    teams: null,
    winner: bracket.winnerId ? { user: user(bracket.winnerId) } : null,
    competitorTournamentStats: bracket.seeded ? tournamentStandings(bracket) : [],
    seedOrder: tournamentSeeds(bracket),
    bracketEntries: [...bracket.entries]
      .sort((a, b) => a.coordinate - b.coordinate)
      .map((e) => ({
        id: e.id,
        coordinate: e.coordinate,
        bracketEntryType: e.bracketEntryType,
        ...placeOf(bracket, e),
        final: e.final,
        bye: e.bye,
        forfeited: e.forfeited,
        forfeitedId: e.forfeitedId,
        player1: e.competitor1Id ? user(e.competitor1Id) : null,
        player2: e.competitor2Id ? user(e.competitor2Id) : null,
        team1: null,
        team2: null,
        game: null,
        result: e.result,
        table: e.table ?? null,
        deadline: e.deadline ?? null,
        reportedBy: e.report?.competitorId ?? null,
        disputed: e.disputed ?? false,
      })),
  };
}

/** The bracket state a tournament answer shows, for asking the real rules about it. */
function bracketOfView(t: TTournamentView): TBracketTournament {
  const idOf = (user: { id: string } | null, team: { id: string } | null) => user?.id ?? team?.id ?? null;
  const winner = t.winner ? ('user' in t.winner ? t.winner.user.id : t.winner.team.id) : null;
  return {
    tournamentType: t.tournamentType,
    size: t.size,
    seedType: t.seedType,
    settings: t.settings,
    competitorIds: t.players ? t.players.map((p) => p.user.id) : (t.teams ?? []).map((x) => x.team.id),
    seeded: t.seeded,
    finished: t.finished,
    winnerId: winner,
    entries: t.bracketEntries.map((e) => ({
      id: e.id,
      coordinate: e.coordinate,
      bracketEntryType: e.bracketEntryType,
      competitor1Id: idOf(e.player1, e.team1),
      competitor2Id: idOf(e.player2, e.team2),
      gameId: e.game?.id ?? null,
      result: e.result,
      forfeited: e.forfeited,
      forfeitedId: e.forfeitedId,
      bye: e.bye,
      final: e.final,
    })),
  };
}

/** The claims of the bearer token a fake request carries (the fake tokens are unsigned JWTs). */
function callerOf(headers: Headers): { sub?: string; rol?: string } {
  const payload = headers.get('Authorization')?.split('.')[1];
  if (!payload) return {};
  return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: string; rol?: string };
}

/** A fake `GET …/actions`: the real rules' answer for the request's caller on the tournament as it is now. */
export function actionsHandler(current: () => TTournamentView): FakeHandler {
  return (req) => {
    const t = current();
    const caller = callerOf(req.headers);
    return json(bracketActions(bracketOfView(t), caller.rol === 'ADMIN' && caller.sub === t.owner));
  };
}
