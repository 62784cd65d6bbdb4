/** The Tournament JSON of the sheet §1.10: the bracket with its players or teams, games and standings filled in. */
import {
  absentCompetitors,
  entryPlace,
  registrationCapacity,
  registrationStatus,
  tournamentSeeds,
  tournamentStandings,
  type TBracketEntry,
  type TBracketGame,
  type TBracketEntryView,
  type TBracketTournament,
  type TTournamentListItem,
  type TTournamentTeam,
  type TTournamentUser,
  type TTournamentView,
} from '@caps/domain';
import type { PlayerRow } from '../accounts/index.ts';
import type { TeamRow } from '../teams/index.ts';
import type { TournamentListRow, TournamentRow } from './tournaments.repository.ts';

/** A tournament's competitors as read: players by id (the members, in doubles) and, in doubles, teams by id. */
export type LoadedCompetitors = { players: Map<string, PlayerRow>; teams: Map<string, TeamRow> };
type Competitors = { users: Map<string, TTournamentUser>; teams: Map<string, TTournamentTeam> };

/** Shown for a competitor whose account or team no longer exists, so the bracket still renders. */
function missingUser(id: string): TTournamentUser {
  return { id, username: 'Unknown player', avatarHash: '' };
}

function competitorsOf(isDoubles: boolean, loaded: LoadedCompetitors): Competitors {
  if (!isDoubles) {
    const users = new Map(
      [...loaded.players].map(([id, u]) => [id, { id, username: u.username, avatarHash: u.avatarHash }]),
    );
    return { users, teams: new Map() };
  }
  const teams = new Map(
    [...loaded.teams].map(([id, t]): [string, TTournamentTeam] => {
      const playerList = [t.player1Id, t.player2Id];
      const players = playerList.map((p) => {
        const u = loaded.players.get(p);
        return u ? { id: p, username: u.username, avatarHash: u.avatarHash } : missingUser(p);
      });
      return [id, { id, name: t.name, active: t.active, playerList, players }];
    }),
  );
  return { users: new Map(), teams };
}

function teamOf(competitors: Competitors, id: string): TTournamentTeam {
  return competitors.teams.get(id) ?? { id, name: 'Unknown team', active: false, playerList: [], players: [] };
}

function userOf(competitors: Competitors, id: string): TTournamentUser {
  return competitors.users.get(id) ?? missingUser(id);
}

/** Where the entry sits and its round's code: every entry a format stores has them. */
function placeOf(bracket: TBracketTournament, entry: TBracketEntry) {
  const placed = entryPlace(bracket, entry);
  if (!placed) throw new Error(`the ${bracket.tournamentType} format makes no entry at coordinate ${entry.coordinate}`);
  return placed;
}

function entryView(
  entry: TBracketEntry,
  bracket: TBracketTournament,
  isDoubles: boolean,
  competitors: Competitors,
  games: Map<string, TBracketGame>,
): TBracketEntryView {
  const slot = <T>(id: string | null, of: (c: Competitors, id: string) => T): T | null =>
    id === null ? null : of(competitors, id);
  return {
    id: entry.id,
    coordinate: entry.coordinate,
    bracketEntryType: entry.bracketEntryType,
    ...placeOf(bracket, entry),
    final: entry.final,
    bye: entry.bye,
    forfeited: entry.forfeited,
    forfeitedId: entry.forfeitedId,
    player1: isDoubles ? null : slot(entry.competitor1Id, userOf),
    player2: isDoubles ? null : slot(entry.competitor2Id, userOf),
    team1: isDoubles ? slot(entry.competitor1Id, teamOf) : null,
    team2: isDoubles ? slot(entry.competitor2Id, teamOf) : null,
    // A game the bracket names is always stored: a result is written together with its game.
    game: entry.gameId === null ? null : (games.get(entry.gameId) ?? null),
    result: entry.result,
    table: entry.table ?? null,
    deadline: entry.deadline ?? null,
    reportedBy: entry.report?.competitorId ?? null,
    disputed: entry.disputed ?? false,
  };
}

/** The full tournament answer from its row, bracket, competitors and the games of its entries; registration as at `now`. */
export function toTournamentView(
  row: TournamentRow,
  bracket: TBracketTournament,
  loaded: LoadedCompetitors,
  games: Map<string, TBracketGame>,
  now: Date,
): TTournamentView {
  const isDoubles = row.gameType === 'DOUBLES';
  const competitors = competitorsOf(isDoubles, loaded);
  const winnerId = bracket.winnerId;
  return {
    ...headOf(row, bracket),
    registration: registrationOf(bracket, bracket.competitorIds.length, now),
    checkIn: bracket.checkIn
      ? {
          openedAt: bracket.checkIn.openedAt,
          checkedIn: bracket.checkIn.checkedInIds,
          absent: absentCompetitors(bracket),
        }
      : null,
    settings: bracket.settings,
    players: isDoubles ? null : bracket.competitorIds.map((id) => ({ user: userOf(competitors, id) })),
    teams: isDoubles ? bracket.competitorIds.map((id) => ({ team: teamOf(competitors, id) })) : null,
    winner:
      winnerId === null
        ? null
        : isDoubles
          ? { team: teamOf(competitors, winnerId) }
          : { user: userOf(competitors, winnerId) },
    // Stats exist from seeding on (sheet §11.9), for every tournament type (SERVER-RULES §7), ranked by the format.
    competitorTournamentStats: bracket.seeded ? tournamentStandings(bracket) : [],
    seedOrder: tournamentSeeds(bracket),
    bracketEntries: [...bracket.entries]
      .sort((a, b) => a.coordinate - b.coordinate)
      .map((e) => entryView(e, bracket, isDoubles, competitors, games)),
  };
}

/** What the tournament answer and its list rows both show first; `state` says whether it is seeded and finished. */
function headOf(row: Omit<TournamentRow, 'bracket'>, state: { seeded: boolean; finished: boolean }) {
  return {
    id: row.id,
    tournamentName: row.name,
    date: row.date.toISOString(),
    gameType: row.gameType,
    tournamentType: row.tournamentType,
    seedType: row.seedType,
    size: row.size,
    seeded: state.seeded,
    finished: state.finished,
    owner: row.ownerId,
  };
}

/**
 * Registration as everyone sees it at `now`, with the capacity it takes (the format's maximum when none was set):
 * open or why not, worked out when read (a closing time passes without a write; a cached answer lives
 * READ_CACHE_SECONDS at most).
 */
function registrationOf(
  t: Pick<TBracketTournament, 'registration' | 'tournamentType' | 'size' | 'seeded'>,
  registered: number,
  now: Date,
): TTournamentView['registration'] {
  const r = t.registration;
  return r
    ? { ...registrationStatus(t, registered, now), capacity: registrationCapacity(t), closesAt: r.closesAt }
    : null;
}

/** One row of the tournament lists; registration as at `now`. */
export function listItemOf(row: TournamentListRow, now: Date): TTournamentListItem {
  return {
    ...headOf(row, row),
    competitorCount: row.competitorCount,
    registration: registrationOf(
      {
        registration: row.registration ?? undefined,
        tournamentType: row.tournamentType,
        size: row.size,
        seeded: row.seeded,
      },
      row.competitorCount,
      now,
    ),
  };
}
