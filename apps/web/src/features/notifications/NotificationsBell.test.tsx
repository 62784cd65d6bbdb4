import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TNotificationView } from '@caps/domain';
import { ADMIN_ID, json, MemoryStorage, storeSession, USER_ID, type FakeHandler } from '../../test/fake-api.ts';
import { notification } from '../../test/game-fixtures.ts';
import { currentPath, renderApp, renderWithProviders } from '../../test/render-app.tsx';
import { notificationItemWidth } from './NotificationList.tsx';
import { NotificationsBell } from './NotificationsBell.tsx';

function signedIn(role: 'USER' | 'ADMIN' = 'USER') {
  const storage = new MemoryStorage();
  storeSession(
    storage,
    role === 'USER' ? { sub: USER_ID, username: 'mike' } : { sub: ADMIN_ID, rol: 'ADMIN', username: 'boss' },
  );
  return storage;
}

const list: TNotificationView[] = [
  notification({
    id: 'n3',
    notificationType: 'ACCEPT_REQUEST',
    text: 'You have a game with anna to accept.',
    date: '2026-11-21T14:05:00.000Z',
  }),
  notification({ id: 'n2', notificationType: 'ACHIEVEMENT_UNLOCKED', text: 'Play first game!' }),
  notification({ id: 'n1', notificationType: 'GAME_REJECTED', text: 'Game with anna was rejected.', seen: true }),
];

function notificationsApi(initial: TNotificationView[]) {
  let items = initial.map((n) => ({ ...n }));
  const seenCalls: string[] = [];
  let gets = 0;
  const api: Record<string, FakeHandler> = {
    'GET /api/notifications': () => {
      gets++;
      return json(items);
    },
  };
  for (const n of initial) {
    api[`PUT /api/notifications/seen/${n.id}`] = () => {
      seenCalls.push(n.id);
      items = items.map((i) => (i.id === n.id ? { ...i, seen: true } : i));
      return json({ ...n, seen: true });
    };
  }
  return { api, seenCalls, gets: () => gets };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('NotificationsBell', () => {
  it('shows a withdrawn game as withdrawn, not as a game to accept (no link to the acceptance list)', async () => {
    const user = userEvent.setup();
    const withdrawn = notification({
      id: 'w1',
      notificationType: 'GAME_WITHDRAWN',
      text: 'anna withdrew this game: there is nothing to accept.',
    });
    renderWithProviders(<NotificationsBell />, { storage: signedIn(), api: notificationsApi([withdrawn]).api });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unseen' }));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    const [item] = within(popover).getAllByRole('listitem');
    expect(within(item!).getByText('Game withdrawn')).toBeInTheDocument();
    expect(within(item!).getByText('anna withdrew this game: there is nothing to accept.')).toBeInTheDocument();
    expect(within(item!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(item!).queryByText('Accept game')).not.toBeInTheDocument();
  });

  it("titles a void 'Game voided' and a dismissed report 'Report dismissed', as the server says, not by their type", async () => {
    const user = userEvent.setup();
    const voided = notification({
      id: 'v1',
      notificationType: 'GAME_CORRECTED',
      title: 'GAME_VOIDED',
      text: 'Your game with anna was voided by an admin: typo',
    });
    const dismissed = notification({
      id: 'd1',
      notificationType: 'DISPUTE_OPENED',
      title: 'DISPUTE_DISMISSED',
      text: 'An admin dismissed your report',
    });
    renderWithProviders(<NotificationsBell />, { storage: signedIn(), api: notificationsApi([voided, dismissed]).api });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unseen' }));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    const [first, second] = within(popover).getAllByRole('listitem');
    expect(within(first!).getByText('Game voided')).toBeInTheDocument();
    expect(within(first!).queryByText('Game corrected')).not.toBeInTheDocument();
    expect(within(second!).getByText('Report dismissed')).toBeInTheDocument();
  });

  it('shows the number of unseen notifications on the bell', async () => {
    renderWithProviders(<NotificationsBell />, { storage: signedIn(), api: notificationsApi(list).api });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unseen' });
    expect(within(bell).getByText('2')).toBeInTheDocument();
  });

  it('caps the badge at 99', async () => {
    const many = Array.from({ length: 120 }, (_, i) => notification({ id: `m${i}` }));
    renderWithProviders(<NotificationsBell />, { storage: signedIn(), api: notificationsApi(many).api });
    const bell = await screen.findByRole('button', { name: 'Notifications, 99+ unseen' });
    expect(within(bell).getByText('99+')).toBeInTheDocument();
  });

  it('shows no count once everything is seen', async () => {
    const { api, gets } = notificationsApi([notification({ id: 'x', seen: true })]);
    renderWithProviders(<NotificationsBell />, { storage: signedIn(), api });
    await waitFor(() => expect(gets()).toBe(1));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByText('1')).not.toBeInTheDocument();
  });

  it('lists type label, date with HH:MM and text, and marks the unseen ones seen with one PUT each', async () => {
    const user = userEvent.setup();
    const { api, seenCalls } = notificationsApi(list);
    renderWithProviders(<NotificationsBell />, { storage: signedIn(), api });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unseen' }));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(popover).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Accept game')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/^21 Nov 2026 \d\d:\d\d$/)).toHaveAttribute(
      'datetime',
      '2026-11-21T14:05:00.000Z',
    );
    expect(within(items[0]!).getByText('You have a game with anna to accept.')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Achievement unlocked!')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Game rejected')).toBeInTheDocument();
    // The ones that were unseen stay marked while the list is open.
    expect(within(items[0]!).getByTestId('unseen-dot')).toBeInTheDocument();
    expect(within(items[1]!).getByTestId('unseen-dot')).toBeInTheDocument();
    expect(within(items[2]!).queryByTestId('unseen-dot')).not.toBeInTheDocument();
    await waitFor(() => expect(seenCalls.sort()).toEqual(['n2', 'n3']));
    await user.click(within(popover).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it("says 'No notifications' for an empty list, and Hide closes it", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationsBell />, { storage: signedIn(), api: notificationsApi([]).api });
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(popover).findByText('No notifications')).toBeInTheDocument();
    await user.click(within(popover).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Loading...' until the first answer", async () => {
    const user = userEvent.setup();
    let answer: (r: Response) => void = () => undefined;
    renderWithProviders(<NotificationsBell />, {
      storage: signedIn(),
      api: { 'GET /api/notifications': () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(popover).getByText('Loading...')).toBeInTheDocument();
    act(() => answer(json([])));
    expect(await within(popover).findByText('No notifications')).toBeInTheDocument();
  });

  it('opens Games Accepting when an Accept game notification is clicked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationsBell />, { storage: signedIn(), api: notificationsApi(list).api });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unseen' }));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(popover).getByRole('button', { name: /Accept game/ }));
    expect(currentPath()).toBe('/secure/acceptance');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, gets } = notificationsApi(list);
    renderWithProviders(<NotificationsBell />, { storage: signedIn(), api });
    await waitFor(() => expect(gets()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(gets()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(gets()).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(gets()).toBe(3));
  });
});

describe('notificationItemWidth', () => {
  it('is 350, or the window width minus 60 below 400', () => {
    expect(notificationItemWidth(1280)).toBe(350);
    expect(notificationItemWidth(400)).toBe(350);
    expect(notificationItemWidth(399)).toBe(339);
    expect(notificationItemWidth(320)).toBe(260);
  });
});

describe('the bell in the top bar', () => {
  const homeApi: Record<string, FakeHandler> = {
    'GET /api/dashboard/posts': () => json([]),
    'GET /api/dashboard/games': () => json([]),
    'GET /api/notifications': () => json(list),
  };

  it('is there for a signed-in player', async () => {
    renderApp({ storage: signedIn('USER'), api: homeApi });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unseen' })).toBeInTheDocument();
  });

  it('is not there for visitors or admins', async () => {
    const { fetch } = renderApp({ storage: signedIn('ADMIN'), api: homeApi });
    await screen.findByText('No games yet');
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/notifications'))).toBe(false);
  });
});
