import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyStats, type TTeamListItem } from '@caps/domain';
import { json, MemoryStorage, storeSession, USER_ID, type FakeHandler } from '../../../test/fake-api.ts';
import { me, OPPONENT_ID, opponent, soloGame, THIRD_ID } from '../../../test/game-fixtures.ts';
import { currentPath, renderWithProviders } from '../../../test/render-app.tsx';
import { AddDoublesGameForm } from './AddDoublesGameForm.tsx';

const FOURTH_ID = '66666666-6666-4666-8666-666666666666';
const FIFTH_ID = '77777777-7777-4777-8777-777777777777';
const player = (id: string, username: string) => ({
  id,
  username,
  avatarHash: `hash-${username}`,
  lastSeen: null,
  lastGame: null,
});
const teamOf = (id: string, name: string, players: ReturnType<typeof player>[]): TTeamListItem => ({
  id,
  name,
  active: true,
  playerList: players.map((p) => p.id),
  doublesStats: emptyStats(),
  players,
});
const mike = player(me.id, me.username);
const bob = player(THIRD_ID, 'bob');
const myTeam = teamOf('aaaaaaaa-1111-4111-8111-111111111111', 'Cap Sharks', [mike, bob]);
const lids = teamOf('bbbbbbbb-2222-4222-8222-222222222222', 'Flying Lids', [
  player(OPPONENT_ID, opponent.username),
  player(FOURTH_ID, 'carl'),
]);
// shares bob with my team, so it cannot be the opponent
const overlap = teamOf('cccccccc-3333-4333-8333-333333333333', 'Lid Friends', [bob, player(FIFTH_ID, 'dora')]);
const page = (content: TTeamListItem[]) => ({
  content,
  totalPages: 1,
  totalElements: content.length,
  number: 0,
  size: 50,
  first: true,
  last: true,
});
const stake = { player1Win: { p1: 15, p2: -15 }, player2Win: { p1: -15, p2: 15 }, player1WinProbability: 0.5 };

function render(overrides: Record<string, FakeHandler> = {}, mine: TTeamListItem[] = [myTeam]) {
  const storage = new MemoryStorage();
  storeSession(storage, { sub: USER_ID, username: 'mike' });
  return renderWithProviders(<AddDoublesGameForm />, {
    storage,
    route: '/doubles?tab=addGame',
    api: {
      [`GET /api/teams/${USER_ID}`]: () => json(page(mine)),
      'GET /api/teams/search': (req) =>
        json(
          page(
            [lids, overlap].filter((t) =>
              t.name.toLowerCase().includes((req.url.searchParams.get('name') ?? '').toLowerCase()),
            ),
          ),
        ),
      'GET /api/doubles/stake': () => json(stake),
      ...overrides,
    },
  });
}

const values = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => Number((o as HTMLOptionElement).value));
const range = (max: number) => Array.from({ length: max + 1 }, (_, i) => i);

async function chooseLids(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('combobox', { name: 'Select opposing team' }), 'lid');
  await user.click(await screen.findByRole('option', { name: /Flying Lids/ }, { timeout: 15_000 }));
}

// The form renders eight big selects; give the slower CI machines room.
vi.setConfig({ testTimeout: 45_000 });

describe('AddDoublesGameForm', () => {
  it('points to the Teams page when the user has no team', async () => {
    render({}, []);
    expect(await screen.findByText(/No teams, create one in/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Teams page' })).toHaveAttribute('href', '/secure/teams');
    expect(screen.getByRole('button', { name: 'Add a game' })).toBeDisabled();
  });

  it("asks for an opposing team: 'You have to choose an opposing team', Add disabled until one is chosen", async () => {
    const user = userEvent.setup({ delay: null });
    render();
    expect(await screen.findByText('You have to choose an opposing team')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a game' })).toBeDisabled();
    await user.type(screen.getByRole('combobox', { name: 'Select opposing team' }), 'lid');
    // a team that shares a player with yours is not offered
    expect(await screen.findByRole('option', { name: /Flying Lids/ }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Lid Friends/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /Flying Lids/ }));
    expect(screen.queryByText('You have to choose an opposing team')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a game' })).toBeEnabled();
    expect(screen.getByText('carl Stats')).toBeInTheDocument();
  });

  it('offers per-player points 0–11 (0–21 in overtime), sinks 0–21 and rebuttals 0–21', async () => {
    const user = userEvent.setup({ delay: null });
    render();
    await chooseLids(user);
    for (const name of ['mike', 'bob', 'anna', 'carl']) {
      expect(values(screen.getByRole('combobox', { name: `${name} points` }))).toEqual(range(11));
      expect(values(screen.getByRole('combobox', { name: `${name} sinks` }))).toEqual(range(21));
      expect(values(screen.getByRole('combobox', { name: `${name} rebuttals` }))).toEqual(range(21));
    }
    await user.click(screen.getByRole('button', { name: 'Overtime' }));
    expect(values(screen.getByRole('combobox', { name: 'carl points' }))).toEqual(range(21));
    expect(values(screen.getByRole('combobox', { name: 'carl sinks' }))).toEqual(range(21));
  });

  it('shows a broken rule and posts nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetch } = render();
    await chooseLids(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'mike points' }), '11');
    await user.selectOptions(screen.getByRole('combobox', { name: 'carl points' }), '11');
    await user.click(screen.getByRole('button', { name: 'Add a game' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Game cannot end in a draw');
    expect(fetch.mock.calls.some(([url, init]) => String(url) === '/api/doubles' && init?.method === 'POST')).toBe(
      false,
    );
  });

  it('refuses more rebuttals than sinks, as the server does, and posts nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetch } = render();
    await chooseLids(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'mike points' }), '11');
    await user.selectOptions(screen.getByRole('combobox', { name: 'mike sinks' }), '11');
    await user.selectOptions(screen.getByRole('combobox', { name: 'carl rebuttals' }), '1');
    await user.click(screen.getByRole('button', { name: 'Add a game' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Player cannot rebut more than they sunk');
    expect(fetch.mock.calls.some(([url, init]) => String(url) === '/api/doubles' && init?.method === 'POST')).toBe(
      false,
    );
  });

  it("posts the game with your team as team 1, says 'Game posted' and goes to /", async () => {
    const user = userEvent.setup({ delay: null });
    let sent: unknown;
    render({
      'POST /api/doubles': (req) => {
        sent = req.json();
        return json(
          { ...soloGame({ gameType: 'DOUBLES', status: 'PENDING' }), team1Details: null, team2Details: null },
          201,
        );
      },
    });
    await chooseLids(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'mike points' }), '6');
    await user.selectOptions(screen.getByRole('combobox', { name: 'mike sinks' }), '7');
    await user.selectOptions(screen.getByRole('combobox', { name: 'bob points' }), '5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'bob sinks' }), '5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'anna points' }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'anna sinks' }), '4');
    // Doubles rebuttals are posted, not derived: what the form asks for is what the server stores.
    await user.selectOptions(screen.getByRole('combobox', { name: 'mike rebuttals' }), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'anna rebuttals' }), '1');
    await user.click(screen.getByRole('button', { name: 'Add a game' }));
    await waitFor(() => expect(currentPath()).toBe('/'), { timeout: 15_000 });
    expect(await screen.findByText('Game posted')).toBeInTheDocument();
    expect(sent).toEqual({
      gameMode: 'SUDDEN_DEATH',
      team1: myTeam.id,
      team2: lids.id,
      team1Players: [USER_ID, THIRD_ID],
      team2Players: [OPPONENT_ID, FOURTH_ID],
      team1Score: 11,
      team2Score: 3,
      playerStatsDtos: [
        { playerId: USER_ID, score: 6, sinks: 7, rebuttals: 2 },
        { playerId: THIRD_ID, score: 5, sinks: 5, rebuttals: 0 },
        { playerId: OPPONENT_ID, score: 3, sinks: 4, rebuttals: 1 },
        { playerId: FOURTH_ID, score: 0, sinks: 0, rebuttals: 0 },
      ],
      gameEventList: [],
    });
  });

  it('asks only for the players’ points and shows each team score as their sum (no team points to type)', async () => {
    const user = userEvent.setup({ delay: null });
    render();
    await chooseLids(user);
    expect(screen.queryByRole('combobox', { name: /team points/ })).not.toBeInTheDocument();
    const mine = screen.getByRole('status', { name: 'Your team points' });
    const theirs = screen.getByRole('status', { name: 'Opposing team points' });
    expect(mine).toHaveTextContent('0');
    await user.selectOptions(screen.getByRole('combobox', { name: 'mike points' }), '7');
    await user.selectOptions(screen.getByRole('combobox', { name: 'bob points' }), '4');
    await user.selectOptions(screen.getByRole('combobox', { name: 'carl points' }), '9');
    expect(mine).toHaveTextContent('11');
    expect(theirs).toHaveTextContent('9');
  });

  it('posts once on a double click while the first post is in flight', async () => {
    const user = userEvent.setup({ delay: null });
    let posts = 0;
    let answer: (r: Response) => void = () => undefined;
    render({
      'POST /api/doubles': () => {
        posts += 1;
        return new Promise<Response>((resolve) => (answer = resolve));
      },
    });
    await chooseLids(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'mike points' }), '11');
    const add = screen.getByRole('button', { name: 'Add a game' });
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.submit(screen.getByRole('form', { name: 'Add a doubles game' }));
    await waitFor(() => expect(add).toBeDisabled());
    answer(
      json({ ...soloGame({ gameType: 'DOUBLES', status: 'PENDING' }), team1Details: null, team2Details: null }, 201),
    );
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(posts).toBe(1);
  });
});
