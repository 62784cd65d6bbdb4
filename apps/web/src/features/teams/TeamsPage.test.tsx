import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyStats, type TTeamListItem } from '@caps/domain';
import { json, MemoryStorage, storeSession, USER_ID, type FakeHandler } from '../../test/fake-api.ts';
import { me, THIRD_ID } from '../../test/game-fixtures.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { TeamsPage } from './TeamsPage.tsx';

const TEAM_ID = '55555555-5555-4555-8555-555555555555';
const team: TTeamListItem = {
  id: TEAM_ID,
  name: 'Cap Sharks',
  active: true,
  playerList: [USER_ID, THIRD_ID],
  doublesStats: { ...emptyStats(), points: 534.1, gamesPlayed: 6, gamesWon: 4, gamesLost: 2 },
  players: [
    { ...me, lastGame: null },
    { id: THIRD_ID, username: 'bob', avatarHash: 'hash-bob', lastSeen: null, lastGame: null },
  ],
};
const page = (content: TTeamListItem[]) => ({
  content,
  totalPages: 1,
  totalElements: content.length,
  number: 0,
  size: 50,
  first: true,
  last: true,
});

function render(routes: Record<string, FakeHandler>) {
  const storage = new MemoryStorage();
  storeSession(storage, { sub: USER_ID, username: 'mike' });
  return renderWithProviders(<TeamsPage />, { storage, api: routes });
}

describe('TeamsPage', () => {
  it("says 'No teams, create one' when the user has none", async () => {
    render({ [`GET /api/teams/${USER_ID}`]: () => json(page([])) });
    expect(await screen.findByText('No teams, create one')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create new' })).toBeInTheDocument();
  });

  it("asks to 'Select a team to see stats', then shows the team's players and doubles stats", async () => {
    const user = userEvent.setup();
    render({ [`GET /api/teams/${USER_ID}`]: () => json(page([team])) });
    const item = await screen.findByRole('button', { name: /^Cap Sharks/ });
    expect(screen.getByText('Select a team to see stats')).toBeInTheDocument();
    await user.click(item);
    const details = screen.getByRole('region', { name: 'Team details' });
    expect(within(details).getByRole('link', { name: /bob/ })).toHaveAttribute('href', `/players/${THIRD_ID}`);
    expect(within(details).getByText('534.10')).toBeInTheDocument();
  });

  it('deletes a team after a Yes, and keeps it after a No', async () => {
    const user = userEvent.setup();
    let teams = [team];
    let deleted = 0;
    render({
      [`GET /api/teams/${USER_ID}`]: () => json(page(teams)),
      [`DELETE /api/teams/${TEAM_ID}`]: () => {
        deleted++;
        teams = [];
        return new Response(null, { status: 204 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Cap Sharks' }));
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Delete Cap Sharks' }));
    expect(screen.getByText('Are you sure you want to delete team Cap Sharks?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('No teams, create one')).toBeInTheDocument();
    expect(deleted).toBe(1);
    // Confirmed like creating and editing are.
    expect(await screen.findByText('Team deleted')).toBeInTheDocument();
  });

  it("says 'Failed to delete team' when the delete is refused", async () => {
    const user = userEvent.setup();
    render({
      [`GET /api/teams/${USER_ID}`]: () => json(page([team])),
      [`DELETE /api/teams/${TEAM_ID}`]: () => json({ error: 'nope' }, 403),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Cap Sharks' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Failed to delete team')).toBeInTheDocument();
  });

  it("says 'Failed to load teams' when the list cannot be read", async () => {
    render({ [`GET /api/teams/${USER_ID}`]: () => json({ error: 'boom' }, 500) });
    await waitFor(() => expect(screen.getAllByText('Failed to load teams').length).toBeGreaterThan(0), {
      timeout: 10_000,
    });
  });
});
