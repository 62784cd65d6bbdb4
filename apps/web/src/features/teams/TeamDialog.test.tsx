import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyStats, type TTeamListItem } from '@caps/domain';
import { json, MemoryStorage, storeSession, USER_ID, type FakeHandler } from '../../test/fake-api.ts';
import { me, OPPONENT_ID, opponent, THIRD_ID } from '../../test/game-fixtures.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { TeamDialog } from './TeamDialog.tsx';

const bob = { id: THIRD_ID, username: 'bob', avatarHash: 'hash-bob', lastSeen: null };
const TEAM_ID = '55555555-5555-4555-8555-555555555555';

function signedIn() {
  const storage = new MemoryStorage();
  storeSession(storage, { sub: USER_ID, username: 'mike' });
  return storage;
}

function api(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    'GET /api/users/search': (req) => {
      const text = req.url.searchParams.get('username') ?? '';
      return json({ content: [me, opponent, bob].filter((u) => u.username.includes(text)), totalPages: 1 });
    },
    ...overrides,
  };
}

const team: TTeamListItem = {
  id: TEAM_ID,
  name: 'Cap Sharks',
  active: true,
  playerList: [THIRD_ID, USER_ID],
  doublesStats: { ...emptyStats(), gamesLoggedSinks: 0 },
  players: [
    { ...bob, lastGame: null },
    { ...me, lastGame: null },
  ],
};

async function addPlayer(user: ReturnType<typeof userEvent.setup>, text: string, name: string) {
  await user.type(screen.getByRole('combobox', { name: 'Search Player' }), text);
  await user.click(await screen.findByRole('option', { name }));
}

const playersList = () =>
  within(screen.getByRole('heading', { name: 'Players' }).parentElement as HTMLElement).getAllByRole('listitem');
/** The names in the Players list, with '(you)' where the 'You' mark is. */
const playerNames = () =>
  playersList().map(
    (li) => `${within(li).getByText(/^(mike|anna|bob)$/).textContent}${within(li).queryByText('You') ? ' (you)' : ''}`,
  );

describe('TeamDialog', () => {
  it('starts with you in the list, not removable, and refuses a short name and a one-player team', async () => {
    const user = userEvent.setup();
    const { fetch } = renderWithProviders(<TeamDialog open onClose={() => undefined} />, {
      api: api(),
      storage: signedIn(),
    });
    expect(screen.getByRole('heading', { name: 'Create Team' })).toBeInTheDocument();
    expect(playersList()).toHaveLength(1);
    expect(within(playersList()[0] as HTMLElement).getByText('mike')).toBeInTheDocument();
    expect(within(playersList()[0] as HTMLElement).getByText('You')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove mike' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Team Name'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Lenght of 3 required')).toBeInTheDocument();
    expect(screen.getByText('Team must consist of two players')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/teams'))).toBe(false);
  });

  it('disables the search at two players and opens it again when one is removed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TeamDialog open onClose={() => undefined} />, { api: api(), storage: signedIn() });
    await addPlayer(user, 'an', 'anna');
    expect(playerNames()).toEqual(['mike (you)', 'anna']);
    expect(screen.getByRole('combobox', { name: 'Search Player' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove anna' }));
    expect(playersList()).toHaveLength(1);
    const search = screen.getByRole('combobox', { name: 'Search Player' });
    expect(search).toBeEnabled();
    // yourself and the players already in the list are not offered
    await user.type(search, 'mi');
    expect(await screen.findByText('No results')).toBeInTheDocument();
  });

  it("creates the team, says 'Team created' and closes", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    let sent: unknown;
    renderWithProviders(<TeamDialog open onClose={onClose} />, {
      storage: signedIn(),
      api: api({
        'POST /api/teams': (req) => {
          sent = req.json();
          return json(
            {
              id: TEAM_ID,
              name: 'Cap Sharks',
              active: true,
              playerList: [USER_ID, OPPONENT_ID],
              doublesStats: emptyStats(),
            },
            201,
          );
        },
      }),
    });
    await user.type(screen.getByLabelText('Team Name'), 'Cap Sharks');
    await addPlayer(user, 'an', 'anna');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual({ name: 'Cap Sharks', players: [USER_ID, OPPONENT_ID] });
    expect(await screen.findByText('Team created')).toBeInTheDocument();
  });

  it("says 'Failed to create team' (with the server's reason) and stays open", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<TeamDialog open onClose={onClose} />, {
      storage: signedIn(),
      api: api({ 'POST /api/teams': () => json({ error: 'Admins do not play games' }, 400) }),
    });
    await user.type(screen.getByLabelText('Team Name'), 'Cap Sharks');
    await addPlayer(user, 'an', 'anna');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to create team')).toBeInTheDocument();
    expect(screen.getByText('Admins do not play games')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits a team: you first, the partner replaceable, PUT on save', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderWithProviders(<TeamDialog open team={team} onClose={() => undefined} />, {
      storage: signedIn(),
      api: api({
        [`PUT /api/teams/${TEAM_ID}`]: (req) => {
          sent = req.json();
          return json({
            id: TEAM_ID,
            name: 'Cap Sharks II',
            active: true,
            playerList: [USER_ID, OPPONENT_ID],
            doublesStats: emptyStats(),
          });
        },
      }),
    });
    expect(screen.getByRole('heading', { name: 'Edit Team' })).toBeInTheDocument();
    expect(screen.getByLabelText('Team Name')).toHaveValue('Cap Sharks');
    expect(playerNames()).toEqual(['mike (you)', 'bob']);
    await user.click(screen.getByRole('button', { name: 'Remove bob' }));
    await addPlayer(user, 'an', 'anna');
    await user.clear(screen.getByLabelText('Team Name'));
    await user.type(screen.getByLabelText('Team Name'), 'Cap Sharks II');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Team edited')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Cap Sharks II', players: [USER_ID, OPPONENT_ID] });
  });

  it("says 'Failed to edit team' when the edit is refused", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TeamDialog open team={team} onClose={() => undefined} />, {
      storage: signedIn(),
      api: api({ [`PUT /api/teams/${TEAM_ID}`]: () => json({ error: 'This team was deleted' }, 409) }),
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to edit team')).toBeInTheDocument();
  });
});
