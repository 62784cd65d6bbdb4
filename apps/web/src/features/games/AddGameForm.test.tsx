import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, MemoryStorage, storeSession, USER_ID, type FakeHandler } from '../../test/fake-api.ts';
import { me, OPPONENT_ID, opponent, soloGame } from '../../test/game-fixtures.ts';
import { currentPath, renderWithProviders } from '../../test/render-app.tsx';
import { AddGameForm } from './AddGameForm.tsx';

const stake = { player1Win: { p1: 15, p2: -15 }, player2Win: { p1: -15, p2: 15 }, player1WinProbability: 0.5 };

function signedIn() {
  const storage = new MemoryStorage();
  storeSession(storage, { sub: USER_ID, username: 'mike' });
  return storage;
}

function api(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    'GET /api/users/search': (req) => {
      const text = req.url.searchParams.get('username') ?? '';
      return json({ content: [me, opponent].filter((u) => u.username.includes(text)), totalPages: 1 });
    },
    'GET /api/singles/stake': () => json(stake),
    'GET /api/easy/stake': () => json(stake),
    ...overrides,
  };
}

function optionValues(select: HTMLElement): number[] {
  return within(select)
    .getAllByRole('option')
    .map((o) => Number((o as HTMLOptionElement).value));
}

const range = (max: number) => Array.from({ length: max + 1 }, (_, i) => i);

async function chooseOpponent(user: ReturnType<typeof userEvent.setup>, text = 'an', name = 'anna') {
  await user.type(screen.getByRole('combobox', { name: 'Select opponent' }), text);
  await user.click(await screen.findByRole('option', { name }));
}

describe('AddGameForm bounds', () => {
  it('offers scores 0..11 in sudden death and 0..21 in overtime, own sinks 0..21 and opponent sinks 0..27', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddGameForm gameType="SINGLES" />, { api: api(), storage: signedIn() });
    expect(optionValues(screen.getByRole('combobox', { name: 'Your score' }))).toEqual(range(11));
    expect(optionValues(screen.getByRole('combobox', { name: 'Opponent score' }))).toEqual(range(11));
    expect(optionValues(screen.getByRole('combobox', { name: 'Your sinks' }))).toEqual(range(21));
    expect(optionValues(screen.getByRole('combobox', { name: 'Opponent sinks' }))).toEqual(range(27));

    await user.click(screen.getByRole('button', { name: 'Overtime' }));
    expect(optionValues(screen.getByRole('combobox', { name: 'Your score' }))).toEqual(range(21));
    expect(optionValues(screen.getByRole('combobox', { name: 'Opponent score' }))).toEqual(range(21));
    expect(optionValues(screen.getByRole('combobox', { name: 'Your sinks' }))).toEqual(range(21));
  });

  it('brings an overtime score down to 11 when switching back to sudden death', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddGameForm gameType="SINGLES" />, { api: api(), storage: signedIn() });
    await user.click(screen.getByRole('button', { name: 'Overtime' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Your score' }), '15');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Opponent score' }), '13');
    await user.click(screen.getByRole('button', { name: 'Sudden Death' }));
    expect(screen.getByRole('combobox', { name: 'Your score' })).toHaveValue('11');
    expect(screen.getByRole('combobox', { name: 'Opponent score' })).toHaveValue('11');
  });

  it('steps with − and +, stopping at the bounds', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddGameForm gameType="SINGLES" />, { api: api(), storage: signedIn() });
    const score = screen.getByRole('combobox', { name: 'Your score' });
    expect(screen.getByRole('button', { name: 'Decrease your score' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase your score' }));
    expect(score).toHaveValue('1');
    await user.selectOptions(score, '11');
    expect(screen.getByRole('button', { name: 'Increase your score' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Decrease your score' }));
    expect(score).toHaveValue('10');
  });
});

describe('AddGameForm opponent and posting', () => {
  it("says 'You have to choose an opponent' and keeps 'Add a game' disabled until one is chosen", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddGameForm gameType="SINGLES" />, { api: api(), storage: signedIn() });
    expect(screen.getByText('You have to choose an opponent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a game' })).toBeDisabled();
    await chooseOpponent(user);
    expect(screen.queryByText('You have to choose an opponent')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a game' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Select opponent' })).toHaveValue('anna');
  });

  it('shows the points at stake for both outcomes once the opponent is chosen', async () => {
    const user = userEvent.setup();
    const { fetch } = renderWithProviders(<AddGameForm gameType="SINGLES" />, { api: api(), storage: signedIn() });
    expect(screen.queryByText('Points at stake')).not.toBeInTheDocument();
    await chooseOpponent(user);
    const panel = screen.getByRole('region', { name: 'Points at stake' });
    expect(await within(panel).findByText('If you win')).toBeInTheDocument();
    expect(within(panel).getByText('If anna wins')).toBeInTheDocument();
    expect(within(panel).getAllByText('+15.00')).toHaveLength(2);
    expect(within(panel).getAllByText('\u221215.00')).toHaveLength(2);
    const stakeCall = fetch.mock.calls.map(([url]) => String(url)).find((url) => url.includes('/stake'));
    expect(stakeCall).toContain(`player1=${USER_ID}`);
    expect(stakeCall).toContain(`player2=${OPPONENT_ID}`);
  });

  it('checks the game rules before sending and shows the rule message', async () => {
    const user = userEvent.setup();
    const { fetch } = renderWithProviders(<AddGameForm gameType="SINGLES" />, { api: api(), storage: signedIn() });
    await chooseOpponent(user);
    await user.click(screen.getByRole('button', { name: 'Add a game' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Game cannot end in a draw');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("posts the game with the poster as player 1, says 'Game posted' and goes to /", async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    const { fetch } = renderWithProviders(<AddGameForm gameType="SINGLES" />, {
      route: '/singles?tab=addGame',
      storage: signedIn(),
      api: api({
        'POST /api/singles': (req) => {
          posted.push(req.json());
          return json(soloGame({ status: 'PENDING' }), 201);
        },
      }),
    });
    await chooseOpponent(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Your score' }), '11');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Your sinks' }), '14');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Opponent score' }), '7');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Opponent sinks' }), '9');
    await user.click(screen.getByRole('button', { name: 'Add a game' }));
    expect(await screen.findByText('Game posted')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        gameMode: 'SUDDEN_DEATH',
        player1Stats: { playerId: USER_ID, score: 11, sinks: 14 },
        player2Stats: { playerId: OPPONENT_ID, score: 7, sinks: 9 },
        gameEvents: [],
      },
    ]);
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(new Headers(post?.[1]?.headers).get('Authorization')).toMatch(/^Bearer /);
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('posts once on a double click or a second Enter while the first post is in flight', async () => {
    const user = userEvent.setup();
    let posts = 0;
    let answer: (r: Response) => void = () => undefined;
    renderWithProviders(<AddGameForm gameType="SINGLES" />, {
      route: '/singles?tab=addGame',
      storage: signedIn(),
      api: api({
        'POST /api/singles': () => {
          posts += 1;
          return new Promise<Response>((resolve) => (answer = resolve));
        },
      }),
    });
    await chooseOpponent(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Your score' }), '11');
    const submit = screen.getByRole('button', { name: 'Add a game' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.submit(screen.getByRole('form', { name: 'Add a game' }));
    await waitFor(() => expect(submit).toBeDisabled());
    answer(json(soloGame({ status: 'PENDING' }), 201));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(posts).toBe(1);
  });

  describe('the same game still pending from the last minutes (409 with its id)', () => {
    const PENDING_ID = 'eeeeeeee-0000-4000-8000-000000000001';
    function repeatApi(posted: unknown[]) {
      return api({
        'POST /api/singles': (req) => {
          posted.push(req.json());
          const isConfirmed = (req.json() as { confirmRepeat?: boolean }).confirmRepeat === true;
          return isConfirmed
            ? json(soloGame({ status: 'PENDING' }), 201)
            : json({ error: 'This game was already posted', code: 'GAME_ALREADY_POSTED', id: PENDING_ID }, 409);
        },
      });
    }
    async function postRepeat(user: ReturnType<typeof userEvent.setup>) {
      await chooseOpponent(user);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Your score' }), '11');
      await user.click(screen.getByRole('button', { name: 'Add a game' }));
      return screen.findByRole('dialog', { name: 'You posted this game a moment ago' });
    }

    it('offers to open the pending game', async () => {
      const user = userEvent.setup();
      const posted: unknown[] = [];
      renderWithProviders(<AddGameForm gameType="SINGLES" />, {
        route: '/singles?tab=addGame',
        storage: signedIn(),
        api: repeatApi(posted),
      });
      const dialog = await postRepeat(user);
      expect(within(dialog).getByText(/posted it in the last 5 minutes/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('link', { name: 'Open that game' }));
      await waitFor(() => expect(currentPath()).toBe(`/singles/${PENDING_ID}`));
      expect(posted).toHaveLength(1);
    });

    it("posts it anyway with confirmRepeat, once, says 'Game posted' and goes to /", async () => {
      const user = userEvent.setup();
      const posted: unknown[] = [];
      renderWithProviders(<AddGameForm gameType="SINGLES" />, {
        route: '/singles?tab=addGame',
        storage: signedIn(),
        api: repeatApi(posted),
      });
      const dialog = await postRepeat(user);
      const anyway = within(dialog).getByRole('button', { name: 'Post anyway' });
      fireEvent.click(anyway);
      fireEvent.click(anyway);
      expect(await screen.findByText('Game posted')).toBeInTheDocument();
      await waitFor(() => expect(currentPath()).toBe('/'));
      expect(posted).toHaveLength(2);
      expect(posted[0]).not.toHaveProperty('confirmRepeat');
      expect(posted[1]).toEqual({ ...(posted[0] as object), confirmRepeat: true });
    });
  });

  it("shows the server's error text when posting fails", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddGameForm gameType="SINGLES" />, {
      route: '/singles?tab=addGame',
      storage: signedIn(),
      api: api({ 'POST /api/singles': () => json({ error: 'Admins do not play games' }, 400) }),
    });
    await chooseOpponent(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Your score' }), '11');
    await user.click(screen.getByRole('button', { name: 'Add a game' }));
    await waitFor(() => expect(screen.getAllByText('Admins do not play games').length).toBeGreaterThan(0));
    expect(currentPath()).toBe('/singles?tab=addGame');
  });

  it('asks for the game type when the page does not fix it, and posts to that type', async () => {
    const user = userEvent.setup();
    const posted: string[] = [];
    renderWithProviders(<AddGameForm />, {
      storage: signedIn(),
      api: api({
        'POST /api/easy': (req) => {
          posted.push(req.path);
          return json(soloGame({ gameType: 'EASY_CAPS', status: 'PENDING' }), 201);
        },
      }),
    });
    const types = screen.getByRole('group', { name: 'Game type' });
    expect(within(types).getByRole('button', { name: /Singles/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(types).getByRole('button', { name: /Easy Caps/ }));
    await chooseOpponent(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Opponent score' }), '11');
    await user.click(screen.getByRole('button', { name: 'Add a game' }));
    await waitFor(() => expect(posted).toEqual(['/api/easy']));
  });
});
