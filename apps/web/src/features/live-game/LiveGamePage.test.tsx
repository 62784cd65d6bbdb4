import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { UI_LIMITS } from '../../ui/ui-constants.ts';
import { ZPostSoloGame } from '@caps/domain';
import { json, MemoryStorage, storeSession, USER_ID, type FakeHandler } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { LiveGamePage } from './LiveGamePage.tsx';
import { LIVE_GAME_KEY, TUTORIAL_KEY } from './live-game-storage.ts';
import { POST_QUEUE_KEY } from './post-queue.ts';
import { rememberOpponent, rememberPlayers } from '../../api/known-players.ts';

const OPP = '33333333-3333-4333-8333-333333333333';

function renderPage(api: Record<string, FakeHandler> = {}) {
  const storage = new MemoryStorage();
  storeSession(storage, { sub: USER_ID, username: 'mike' });
  return renderWithProviders(<LiveGamePage />, { storage, api: { 'GET /api/notifications': () => json([]), ...api } });
}

const screenName = () => document.querySelector('[data-screen]')?.getAttribute('data-screen');
// getByText is much faster than getByRole on this large tree, and the game taps many times.
const button = (label: string) => {
  const found = screen.getByText(label, { selector: 'button, button *' }).closest('button');
  if (!found) throw new Error(`No button ${label}`);
  return found;
};
const waitOutLock = () => act(() => vi.advanceTimersByTime(UI_LIMITS.liveInputLockMs));

/** Lets fetches, the search debounce and React settle: fake timers move, real I/O callbacks run in between. */
async function settle() {
  for (let i = 0; i < 20; i += 1) {
    await act(async () => {
      vi.advanceTimersByTime(25);
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
}

/** Taps a move and waits for the screen-switch lock to pass. */
function tap(name: string) {
  fireEvent.click(button(name));
  waitOutLock();
}

function scorePoint(side: 'You' | 'Opponent') {
  tap(`${side} sank`);
  tap('Missed');
}

function startGame(winner: 'You' | 'Opponent' = 'You') {
  window.localStorage.setItem(TUTORIAL_KEY, 'true');
  const utils = renderPage(postApi);
  tap(winner);
  return utils;
}

let postApi: Record<string, FakeHandler> = {};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  postApi = {};
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveGamePage', () => {
  it('shows the three tutorial pages once, then remembers tutorialPassed', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Score with the flip board' })).toBeInTheDocument();
    tap('Next');
    expect(screen.getByRole('heading', { name: 'Rebuttals' })).toBeInTheDocument();
    tap('Next');
    tap("Let's play");
    expect(window.localStorage.getItem(TUTORIAL_KEY)).toBe('true');
    expect(screen.getByRole('heading', { name: 'Who won rock paper scissors?' })).toBeInTheDocument();
  });

  it('locks input for 250 ms after each screen switch', () => {
    window.localStorage.setItem(TUTORIAL_KEY, 'true');
    renderPage();
    fireEvent.click(button('You'));
    expect(screenName()).toBe('main');
    // A tap meant for the previous screen lands on the new one: ignored.
    fireEvent.click(button('You sank'));
    expect(screenName()).toBe('main');
    act(() => vi.advanceTimersByTime(UI_LIMITS.liveInputLockMs - 1));
    fireEvent.click(button('You sank'));
    expect(screenName()).toBe('main');
    act(() => vi.advanceTimersByTime(1));
    fireEvent.click(button('You sank'));
    expect(screenName()).toBe('rebuttal');
    expect(screen.getByRole('heading', { name: /Opponent must rebut/ })).toBeInTheDocument();
    // Rebutting keeps the rebuttal screen (no switch, no lock) and swaps who must answer.
    waitOutLock();
    fireEvent.click(button('Rebutted'));
    fireEvent.click(button('Rebutted'));
    expect(screen.getByRole('heading', { name: 'Opponent must rebut' })).toBeInTheDocument();
    expect(screen.getByText('Chain of 2 rebuttals')).toBeInTheDocument();
  });

  it('keeps the game across a reload and undoes the last action', () => {
    const first = startGame();
    scorePoint('You');
    scorePoint('Opponent');
    tap('You sank');
    expect(window.localStorage.getItem(LIVE_GAME_KEY)).toContain('"phase":"rebuttal"');
    first.unmount();

    renderPage();
    expect(screenName()).toBe('rebuttal');
    const [you, opponent] = screen.getAllByTestId('points');
    expect([you?.textContent, opponent?.textContent]).toEqual(['1', '1']);
    tap('Undo');
    expect(screenName()).toBe('main');
    tap('Undo');
    tap('Undo');
    expect(screen.getAllByTestId('points')[1]).toHaveTextContent('0');
  });

  it('plays to 11, shows the results and posts the game with its events', async () => {
    let posted: unknown;
    postApi = {
      'GET /api/users/search': () =>
        json({
          content: [
            { id: USER_ID, username: 'mike', avatarHash: null },
            { id: OPP, username: 'anna', avatarHash: null },
          ],
        }),
      'POST /api/singles': (req) => {
        posted = req.json();
        return json({ id: 'game-1' }, 201);
      },
    };
    startGame('Opponent');
    for (let i = 0; i < 3; i += 1) scorePoint('Opponent');
    tap('You sank');
    tap('Rebutted');
    tap('Missed');
    for (let i = 0; i < 11; i += 1) scorePoint('You');

    expect(screenName()).toBe('ended');
    expect(screen.getByTestId('final-score')).toHaveTextContent('11 : 4');
    expect(screen.getByRole('heading', { name: 'You won' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Points in order' })).getAllByRole('listitem')).toHaveLength(15);

    fireEvent.click(screen.getByRole('button', { name: 'Singles' }));
    expect(button('Post game')).toBeDisabled();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'an' } });
    await settle();
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent(/anna$/);
    fireEvent.click(options[0] as HTMLElement);
    fireEvent.click(button('Post game'));
    await settle();

    const body = ZPostSoloGame.parse(posted);
    expect(body.gameMode).toBe('SUDDEN_DEATH');
    expect(body.player1Stats).toEqual({ playerId: USER_ID, score: 11, sinks: 12 });
    expect(body.player2Stats).toEqual({ playerId: OPP, score: 4, sinks: 4 });
    expect(body.gameEvents?.slice(0, 2).map((e) => [e.gameEvent, e.userId])).toEqual([
      ['ROCK_PAPER_SCISSORS', OPP],
      ['START', OPP],
    ]);
    expect(body.gameEvents?.at(-1)?.gameEvent).toBe('END');
    expect(screen.getByRole('heading', { name: 'Game posted' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LIVE_GAME_KEY)).toBeNull();
    expect(window.localStorage.getItem(POST_QUEUE_KEY)).toBeNull();
  });

  it('posts once when Post game is tapped twice (or submitted twice) before the answer', async () => {
    let posts = 0;
    let answer: (r: Response) => void = () => undefined;
    postApi = {
      'GET /api/users/search': () => json({ content: [{ id: OPP, username: 'anna', avatarHash: null }] }),
      'POST /api/easy': () => {
        posts += 1;
        return new Promise<Response>((resolve) => (answer = resolve));
      },
    };
    startGame();
    for (let i = 0; i < 11; i += 1) scorePoint('You');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'anna' } });
    await settle();
    fireEvent.click(screen.getByRole('option', { name: /anna/ }));
    const post = button('Post game');
    fireEvent.click(post);
    fireEvent.click(post);
    fireEvent.submit(screen.getByRole('form', { name: 'Post the game' }));
    await settle();
    answer(json({ id: 'game-1' }, 201));
    await settle();
    expect(posts).toBe(1);
    expect(screen.getByRole('heading', { name: 'Game posted' })).toBeInTheDocument();
    expect(window.localStorage.getItem(POST_QUEUE_KEY)).toBeNull();
  });

  it("shows the server's error on a 400 and keeps the game", async () => {
    postApi = {
      'GET /api/users/search': () => json({ content: [{ id: OPP, username: 'anna', avatarHash: null }] }),
      'POST /api/easy': () => json({ error: 'Opponent is not a player' }, 400),
    };
    startGame();
    for (let i = 0; i < 11; i += 1) scorePoint('You');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'anna' } });
    await settle();
    fireEvent.click(screen.getByRole('option', { name: /anna/ }));
    fireEvent.click(button('Post game'));
    await settle();
    expect(within(screen.getByRole('form', { name: 'Post the game' })).getByRole('alert')).toHaveTextContent(
      'Opponent is not a player',
    );
    expect(screenName()).toBe('ended');
    expect(window.localStorage.getItem(LIVE_GAME_KEY)).not.toBeNull();
  });

  it('queues the game when offline and says it will be sent later', async () => {
    postApi = {
      'GET /api/users/search': () => json({ content: [{ id: OPP, username: 'anna', avatarHash: null }] }),
      'POST /api/easy': () => {
        throw new TypeError('Failed to fetch');
      },
    };
    startGame();
    for (let i = 0; i < 11; i += 1) scorePoint('You');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'anna' } });
    await settle();
    fireEvent.click(screen.getByRole('option', { name: /anna/ }));
    fireEvent.click(button('Post game'));
    await settle();
    expect(screen.getByRole('heading', { name: 'Saved for later' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(POST_QUEUE_KEY) ?? '[]')).toHaveLength(1);
    expect(window.localStorage.getItem(LIVE_GAME_KEY)).toBeNull();
  });

  it('offline, finds the opponent among the players known on the phone and queues the game against them', async () => {
    // Found by an earlier search while there was signal.
    rememberPlayers([
      { id: OPP, username: 'anna', avatarHash: null },
      { id: USER_ID, username: 'mike', avatarHash: null },
    ]);
    postApi = {
      'GET /api/users/search': () => {
        throw new TypeError('Failed to fetch');
      },
      'POST /api/easy': () => {
        throw new TypeError('Failed to fetch');
      },
    };
    startGame();
    for (let i = 0; i < 11; i += 1) scorePoint('You');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'AN' } });
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Offline: players saved on this phone');
    expect(screen.queryByText('No results')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('option', { name: /anna/ }));
    fireEvent.click(button('Post game'));
    await settle();
    expect(screen.getByRole('heading', { name: 'Saved for later' })).toBeInTheDocument();
    const [queued] = JSON.parse(window.localStorage.getItem(POST_QUEUE_KEY) ?? '[]') as {
      opponentName: string;
      body: { player2Stats: { playerId: string } };
    }[];
    expect(queued?.opponentName).toBe('anna');
    expect(queued?.body.player2Stats.playerId).toBe(OPP);
  });

  it('with the browser offline (the search paused), offers the recent opponent before anything is typed', async () => {
    rememberOpponent({ id: OPP, username: 'anna', avatarHash: null });
    onlineManager.setOnline(false);
    try {
      postApi = { 'GET /api/users/search': () => json({ content: [] }) };
      startGame();
      for (let i = 0; i < 11; i += 1) scorePoint('You');
      expect(
        within(screen.getByRole('listbox', { name: 'Recent opponents' })).getByRole('option', { name: /anna/ }),
      ).toBeInTheDocument();
      fireEvent.change(screen.getByRole('combobox'), { target: { value: 'ann' } });
      await settle();
      fireEvent.click(screen.getByRole('option', { name: /anna/ }));
      expect(screen.getByTestId('chosen-opponent')).toHaveTextContent('anna');
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
