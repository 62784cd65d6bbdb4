import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { emptyStats, type TDoublesGameDetail } from '@caps/domain';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { DoublesGameView } from './DoublesGameDetail.tsx';

const T1 = 'aaaaaaaa-1111-4111-8111-111111111111';
const T2 = 'bbbbbbbb-2222-4222-8222-222222222222';
const ids = [
  '11111111-0000-4000-8000-000000000001',
  '11111111-0000-4000-8000-000000000002',
  '11111111-0000-4000-8000-000000000003',
  '11111111-0000-4000-8000-000000000004',
] as const;
const names = ['alice', 'bob', 'carol', 'dave'];
const user = (i: number) => ({
  id: ids[i] as string,
  username: names[i] as string,
  avatarHash: `h${i}`,
  lastSeen: null,
});
const line = (i: number, score: number, sinks: number, rebuttals: number, pointsChange: number, nakedLap: boolean) => ({
  id: `g:${ids[i]}`,
  playerId: ids[i] as string,
  score,
  sinks,
  rebuttals,
  beersDowned: i < 2 ? 0.5 : 1.5,
  pointsChange,
  nakedLap,
});

const game: TDoublesGameDetail = {
  id: 'dddddddd-0000-4000-8000-000000000001',
  gameType: 'DOUBLES',
  gameMode: 'SUDDEN_DEATH',
  status: 'ACCEPTED',
  accepted: true,
  time: '2026-11-21T14:05:00.000Z',
  nakedLap: true,
  winner: T1,
  winnerId: T1,
  player1: null,
  player2: null,
  team1Name: 'Cap Sharks',
  team2Name: 'Flying Lids',
  team1Score: 11,
  team2Score: 0,
  team1: { playerList: [ids[0], ids[1]] },
  team2: { playerList: [ids[2], ids[3]] },
  team1DatabaseId: T1,
  team2DatabaseId: T2,
  allPlayers: [...ids],
  players: [0, 1, 2, 3].map(user),
  gamePlayerStats: [
    line(0, 6, 8, 2, 16.716, false),
    line(1, 5, 6, 1, 16.716, false),
    line(2, 0, 2, 0, -16.716, true),
    line(3, 0, 0, 0, -16.716, true),
  ],
  gameEventList: [],
  tournamentId: null,
  team1Details: {
    teamWithStats: {
      id: T1,
      name: 'Cap Sharks',
      active: true,
      playerList: [ids[0], ids[1]],
      doublesStats: emptyStats(),
    },
    players: [],
  },
  team2Details: {
    teamWithStats: {
      id: T2,
      name: 'Flying Lids',
      active: true,
      playerList: [ids[2], ids[3]],
      doublesStats: emptyStats(),
    },
    players: [],
  },
};

describe('DoublesGameView', () => {
  it('links each team to its own page and shows the game card', () => {
    renderWithProviders(<DoublesGameView game={game} />);
    const versus = screen.getByRole('region', { name: 'Cap Sharks versus Flying Lids' });
    expect(within(versus).getByRole('link', { name: 'Cap Sharks' })).toHaveAttribute('href', `/teams/${T1}`);
    expect(within(versus).getByRole('link', { name: 'Flying Lids' })).toHaveAttribute('href', `/teams/${T2}`);
    expect(screen.getByText('Time (UTC)')).toBeInTheDocument();
    expect(screen.getByText('21 Nov 2026, 14:05 UTC')).toBeInTheDocument();
    expect(screen.getByText('Sudden Death')).toBeInTheDocument();
  });

  it('shows per-team cards: score, points change with 2 decimals, beers, naked lap, by-player lines and the winner', () => {
    renderWithProviders(<DoublesGameView game={game} />);
    const winner = screen.getByRole('region', { name: 'Cap Sharks' });
    const loser = screen.getByRole('region', { name: 'Flying Lids' });
    expect(winner).toHaveAttribute('data-winner', 'true');
    expect(loser).not.toHaveAttribute('data-winner');
    expect(within(winner).getByText('Winner')).toBeInTheDocument();
    expect(within(winner).getByText('+16.72')).toBeInTheDocument();
    expect(within(loser).getByText('\u221216.72')).toBeInTheDocument();
    expect(within(loser).getByText('Naked lap')).toBeInTheDocument();
    expect(within(winner).queryByText('Naked lap')).not.toBeInTheDocument();
    expect(within(winner).getByText('Beers downed').nextSibling).toHaveTextContent(/^1\.00$/); // 0.5 + 0.5
    expect(within(loser).getByText('Beers downed').nextSibling).toHaveTextContent(/^3\.00$/);
    const alice = within(winner).getByRole('row', { name: /alice/ });
    expect(
      within(alice)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['alice', '6', '2', '8']);
    expect(within(alice).getByRole('link', { name: 'alice' })).toHaveAttribute('href', `/players/${ids[0]}`);
  });

  it('on a phone lays each player out as a block with the whole name on its own line (nothing cut)', () => {
    const long = {
      ...game,
      players: game.players.map((p, i) => (i === 2 ? { ...p, username: 'celina_kowalska' } : p)),
    };
    renderWithProviders(<DoublesGameView game={long} />, { phone: true });
    const loser = screen.getByRole('region', { name: 'Flying Lids' });
    expect(within(loser).queryByRole('table')).not.toBeInTheDocument();
    const list = within(loser).getByRole('list', { name: 'Flying Lids: points, rebuttals and sinks by player' });
    const celina = within(list).getAllByRole('listitem')[0]!;
    const name = within(celina).getByRole('link', { name: 'celina_kowalska' });
    expect(name).not.toHaveStyle({ textOverflow: 'ellipsis' });
    expect(name).not.toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(celina).getByText('Rebuttals').nextSibling).toHaveTextContent('0');
    expect(within(celina).getByText('Sinks').nextSibling).toHaveTextContent('2');
  });
});
