import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyStats, type TTeamRankRow } from '@caps/domain';
import { json } from '../../test/fake-api.ts';
import { currentPath, renderWithProviders } from '../../test/render-app.tsx';
import { TeamLeaderboard } from './TeamLeaderboard.tsx';

const row = (i: number, points: number): TTeamRankRow => ({
  id: `aaaaaaaa-0000-4000-8000-00000000000${i}`,
  name: `Team ${i}`,
  active: true,
  rank: i,
  provisional: false,
  inactive: false,
  playerList: [`p${i}a`, `p${i}b`],
  doublesStats: { ...emptyStats(), points, gamesPlayed: 5 },
  players: [
    { id: `p${i}a`, username: `ann${i}`, avatarHash: 'h', lastSeen: null, lastGame: null },
    { id: `p${i}b`, username: `ben${i}`, avatarHash: 'h', lastSeen: null, lastGame: null },
  ],
});

describe('TeamLeaderboard', () => {
  it('lists Team, Team Points and Players with links, and pages with ?page=', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    renderWithProviders(<TeamLeaderboard />, {
      route: '/doubles?tab=players',
      api: {
        'GET /api/teams': (req) => {
          const pageNumber = Number(req.url.searchParams.get('pageNumber'));
          asked.push(`${pageNumber}/${req.url.searchParams.get('pageSize')}`);
          const content = pageNumber === 0 ? [row(1, 561.234), row(2, 540)] : [row(3, 512)];
          return json({
            content,
            totalPages: 2,
            totalElements: 3,
            number: pageNumber,
            size: 10,
            first: pageNumber === 0,
            last: pageNumber === 1,
          });
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Team leaderboard' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Team', 'Team Points', 'Players']);
    const first = within(table).getAllByTestId('team-leaderboard-row')[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Team 1' })).toHaveAttribute('href', `/teams/${row(1, 0).id}`);
    expect(within(first).getByRole('link', { name: /ann1/ })).toHaveAttribute('href', '/players/p1a');
    expect(within(first).getByText('561.23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Team 3' })).toBeInTheDocument());
    expect(currentPath()).toBe('/doubles?tab=players&page=2');
    expect(asked).toEqual(['0/10', '1/10']);
  });

  it("says no team has played this season yet when the current season's ranking is empty, and 5 games on a past one", async () => {
    const empty = () =>
      json({
        content: [],
        totalPages: 0,
        totalElements: 0,
        number: 0,
        size: 10,
        first: true,
        last: true,
        onlyInactive: false,
      });
    renderWithProviders(<TeamLeaderboard />, { api: { 'GET /api/teams': empty } });
    expect(await screen.findByText('No team has played this season yet')).toBeInTheDocument();
    renderWithProviders(<TeamLeaderboard />, {
      route: '/doubles?tab=players&season=1',
      api: { 'GET /api/teams': empty },
    });
    expect(await screen.findByText('No team has played 5 games this season')).toBeInTheDocument();
  });

  it('points to "Show inactive" when every team on the board is inactive', async () => {
    const empty = () =>
      json({
        content: [],
        totalPages: 0,
        totalElements: 0,
        number: 0,
        size: 10,
        first: true,
        last: true,
        onlyInactive: true,
      });
    renderWithProviders(<TeamLeaderboard />, { api: { 'GET /api/teams': empty } });
    expect(await screen.findByText('Every team on this board is inactive')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Show inactive' }).length).toBeGreaterThan(0);
  });
});
