import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, MemoryStorage, storeSession, type FakeHandler } from '../../../test/fake-api.ts';
import { currentPath, renderApp, renderWithProviders } from '../../../test/render-app.tsx';
import { leaderboardRow, pageOf } from '../../../test/player-fixtures.ts';
import { LeaderboardTab } from './LeaderboardTab.tsx';

const firstPage = Array.from({ length: 10 }, (_, i) => leaderboardRow(i + 1));
const secondPage = [leaderboardRow(11), leaderboardRow(12, { lastSeen: null, lastGame: null })];

function leaderboardApi(calls: URL[] = []): Record<string, FakeHandler> {
  return {
    'GET /api/users': (req) => {
      calls.push(req.url);
      const pageNumber = Number(req.url.searchParams.get('pageNumber'));
      return json(pageNumber === 0 ? pageOf(firstPage, 0, 2) : pageOf(secondPage, 1, 2));
    },
  };
}

describe('LeaderboardTab', () => {
  it('lists rank, player, points with 2 decimals, last seen and last game, 10 a page', async () => {
    const calls: URL[] = [];
    renderWithProviders(<LeaderboardTab gameType="SINGLES" />, {
      route: '/singles?tab=players',
      api: leaderboardApi(calls),
    });
    const rows = await screen.findAllByTestId('leaderboard-row');
    expect(rows).toHaveLength(10);
    const first = within(rows[0]!);
    expect(first.getByText('1.')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /player1/ })).toHaveAttribute('href', `/players/${firstPage[0]!.id}`);
    expect(first.getByText('596.54')).toBeInTheDocument();
    expect(first.getByText('21 Nov 2026')).toBeInTheDocument();
    expect(first.getByText('20 Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Player' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Points' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Last Seen' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Last Game' })).toBeInTheDocument();
    expect(calls[0]!.searchParams.get('gameType')).toBe('SINGLES');
    expect(calls[0]!.searchParams.get('pageSize')).toBe('10');
    expect(calls[0]!.searchParams.get('pageNumber')).toBe('0');
  });

  it('keeps numbering ranks across pages and shows the fallbacks for missing dates', async () => {
    const user = userEvent.setup({ delay: null });
    const calls: URL[] = [];
    renderWithProviders(<LeaderboardTab gameType="EASY_CAPS" />, {
      route: '/easy?tab=players',
      api: leaderboardApi(calls),
    });
    await screen.findAllByTestId('leaderboard-row');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getAllByTestId('leaderboard-row')).toHaveLength(2));
    const [eleventh, twelfth] = screen.getAllByTestId('leaderboard-row');
    expect(within(eleventh!).getByText('11.')).toBeInTheDocument();
    expect(within(twelfth!).getByText('12.')).toBeInTheDocument();
    expect(within(twelfth!).getByText('Never seen')).toBeInTheDocument();
    expect(within(twelfth!).getByText('No games played')).toBeInTheDocument();
    expect(calls.at(-1)!.searchParams.get('pageNumber')).toBe('1');
    expect(calls.at(-1)!.searchParams.get('gameType')).toBe('EASY_CAPS');
    // The page lives in the address next to the tab, so going back and forth keeps it.
    expect(currentPath()).toBe('/easy?tab=players&page=2');
  });

  it("says 'No one has played this season yet' on an empty current season, and 'No one has played 5 games this season' on a past one", async () => {
    const empty = () => json({ ...pageOf([], 0, 0), onlyInactive: false });
    renderWithProviders(<LeaderboardTab gameType="SINGLES" />, { api: { 'GET /api/users': empty } });
    expect(await screen.findByText('No one has played this season yet')).toBeInTheDocument();
    renderWithProviders(<LeaderboardTab gameType="SINGLES" />, {
      route: '/singles?tab=players&season=1',
      api: { 'GET /api/users': empty },
    });
    expect(await screen.findByText('No one has played 5 games this season')).toBeInTheDocument();
  });

  it('asks for the provisional players and lists them under their own heading after the qualified', async () => {
    const calls: URL[] = [];
    const rows = [leaderboardRow(1), leaderboardRow(2, { provisional: true, username: 'newbie' })];
    renderWithProviders(<LeaderboardTab gameType="SINGLES" />, {
      api: {
        'GET /api/users': (req) => {
          calls.push(req.url);
          return json({ ...pageOf(rows, 0, 1), onlyInactive: false });
        },
      },
    });
    const shown = await screen.findAllByTestId('leaderboard-row');
    expect(calls[0]!.searchParams.get('withProvisional')).toBe('true');
    expect(within(shown[1]!).getByText('Provisional')).toBeInTheDocument();
    const heading = screen.getByTestId('leaderboard-section');
    expect(heading).toHaveTextContent('Provisional: fewer than 5 games this season');
    // The heading stands between the qualified row and the first provisional one.
    expect(shown[0]!.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(heading.compareDocumentPosition(shown[1]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('points to "Show inactive" when everyone on the board is inactive', async () => {
    const user = userEvent.setup({ delay: null });
    const calls: URL[] = [];
    renderWithProviders(<LeaderboardTab gameType="SINGLES" />, {
      route: '/singles?tab=players',
      api: {
        'GET /api/users': (req) => {
          calls.push(req.url);
          const inactiveToo = req.url.searchParams.get('includeInactive') === 'true';
          return json(
            inactiveToo
              ? { ...pageOf([leaderboardRow(1, { inactive: true })], 0, 1), onlyInactive: false }
              : { ...pageOf([], 0, 0), onlyInactive: true },
          );
        },
      },
    });
    expect(await screen.findByText('Everyone on this board is inactive')).toBeInTheDocument();
    expect(screen.queryByText(/No one has played (5 games|this season)/)).not.toBeInTheDocument();
    const empty = screen.getByText('Everyone on this board is inactive').parentElement!;
    await user.click(within(empty).getByRole('button', { name: 'Show inactive' }));
    expect(await screen.findAllByTestId('leaderboard-row')).toHaveLength(1);
    expect(calls.at(-1)!.searchParams.get('includeInactive')).toBe('true');
  });

  it("highlights the signed-in player's row", async () => {
    const storage = new MemoryStorage();
    storeSession(storage, { sub: firstPage[2]!.id, username: 'player3' });
    renderWithProviders(<LeaderboardTab gameType="SINGLES" />, { api: leaderboardApi(), storage });
    const rows = await screen.findAllByTestId('leaderboard-row');
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
    expect(within(rows[2]!).getByText('You')).toBeInTheDocument();
    expect(rows.filter((r) => r.getAttribute('aria-current') === 'true')).toHaveLength(1);
  });

  it("shows the player's stats in a hover card", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeaderboardTab gameType="SINGLES" />, { api: leaderboardApi() });
    const rows = await screen.findAllByTestId('leaderboard-row');
    await user.hover(within(rows[0]!).getByRole('link', { name: /player1/ }));
    const card = await screen.findByRole('tooltip');
    expect(within(card).getByText('Games played')).toBeInTheDocument();
    expect(within(card).getByText('12')).toBeInTheDocument();
    expect(within(card).getByText('Singles')).toBeInTheDocument();
  });

  it('turns rows into stacked cards on phones', async () => {
    renderApp({ route: '/singles?tab=players', api: leaderboardApi(), phone: true });
    const rows = await screen.findAllByTestId('leaderboard-row');
    expect(rows[0]!.tagName).toBe('LI');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(rows[0]!).getByText('Last Seen')).toBeInTheDocument();
  });
});
