import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TOpenDispute } from '@caps/domain';
import {
  ADMIN_ID,
  json,
  MemoryStorage,
  route,
  storeSession,
  USER_ID,
  type FakeRequest,
} from '../../../test/fake-api.ts';
import { doublesGame, OPPONENT_ID, soloGame } from '../../../test/game-fixtures.ts';
import { currentPath, renderApp, renderWithProviders } from '../../../test/render-app.tsx';
import { formatDateTime } from '../../../ui/dates.ts';
import { DisputesPage } from './DisputesPage.tsx';

const single = soloGame({ id: 'aaaaaaaa-0000-4000-8000-0000000000aa', score: [11, 7] });
const doubles = doublesGame();
const disputes: TOpenDispute[] = [
  {
    id: 'd1',
    gameId: single.id,
    gameType: 'SINGLES',
    byId: OPPONENT_ID,
    byName: 'anna',
    reason: 'I scored 9, not 7',
    at: '2026-11-22T10:00:00.000Z',
    game: single,
    canDismiss: true,
  },
  {
    id: 'd2',
    gameId: doubles.id,
    gameType: 'DOUBLES',
    byId: USER_ID,
    byName: 'mike',
    reason: 'We never played this',
    at: '2026-11-23T08:15:00.000Z',
    game: doubles,
    canDismiss: true,
  },
];

/** The queue's answer: one page of `size` out of `items` (the paged shape of every list). */
function queuePage(items: TOpenDispute[], pageNumber = 0, size = 20) {
  const content = items.slice(pageNumber * size, (pageNumber + 1) * size);
  const totalPages = Math.ceil(items.length / size);
  return {
    content,
    totalPages,
    totalElements: items.length,
    number: pageNumber,
    size,
    first: pageNumber === 0,
    last: pageNumber >= totalPages - 1,
  };
}

const queue = (items: TOpenDispute[]) => (req: FakeRequest) =>
  json(
    queuePage(
      items,
      Number(req.url.searchParams.get('pageNumber') ?? 0),
      Number(req.url.searchParams.get('pageSize') ?? 20),
    ),
  );

function asAdmin() {
  const storage = new MemoryStorage();
  storeSession(storage, { sub: ADMIN_ID, rol: 'ADMIN', username: 'boss' });
  return storage;
}

describe('DisputesPage', () => {
  it('lists each open dispute: the game as a link, the reason, who and when, and the way to its page', async () => {
    renderWithProviders(<DisputesPage />, { storage: asAdmin(), api: { [route('games.disputes')]: queue(disputes) } });
    expect(screen.getByRole('heading', { name: 'Disputes', level: 1 })).toBeInTheDocument();
    const rows = await screen.findAllByRole('article');
    expect(rows).toHaveLength(2);

    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'mike vs anna 11 : 7' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'mike vs anna' })).toHaveAttribute('href', `/singles/${single.id}`);
    expect(within(first).getByText('Singles')).toBeInTheDocument();
    expect(within(first).getByText('“I scored 9, not 7”')).toBeInTheDocument();
    expect(within(first).getByText(/Reported by anna on/)).toHaveTextContent(
      `Reported by anna on ${formatDateTime('2026-11-22T10:00:00.000Z')}`,
    );
    expect(within(first).getByRole('link', { name: 'Open the game to void or correct' })).toHaveAttribute(
      'href',
      `/singles/${single.id}`,
    );

    expect(within(second).getByRole('link', { name: 'Cap Sharks vs Flying Lids' })).toHaveAttribute(
      'href',
      `/doubles/${doubles.id}`,
    );
    expect(within(second).getByText('“We never played this”')).toBeInTheDocument();
    expect(within(second).getByText(/Reported by mike/)).toBeInTheDocument();
  });

  it('pages a long queue: 20 a page, the count of all, the pager to the next', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 45 }, (_, i) => ({ ...disputes[0]!, id: `m${i}`, reason: `Report ${i}` }));
    renderWithProviders(<DisputesPage />, { storage: asAdmin(), api: { [route('games.disputes')]: queue(many) } });
    expect(await screen.findAllByRole('article')).toHaveLength(20);
    expect(screen.getByText('45 open reports')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('“Report 20”')).toBeInTheDocument();
    expect(screen.queryByText('“Report 0”')).not.toBeInTheDocument();
  });

  it('dismisses a report with a note after saying what that does, and refreshes the queue', async () => {
    const user = userEvent.setup();
    let open = [...disputes];
    const sent: Array<{ path: string; body: unknown }> = [];
    renderWithProviders(<DisputesPage />, {
      storage: asAdmin(),
      api: {
        [route('games.disputes')]: (req) => queue(open)(req),
        [route('games.dismissDispute', { id: 'd1' })]: (req) => {
          sent.push({ path: req.path, body: req.json() });
          open = open.filter((d) => d.id !== 'd1');
          return json(null, 204);
        },
      },
    });
    const [first] = await screen.findAllByRole('article');
    await user.click(within(first!).getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this report' });
    expect(within(dialog).getByText('The game stays as it is: nothing is voided or corrected.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('anna and the game’s other players are told it was dismissed, with your note.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /A note to the players/ }), 'Agreed at the table');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss the report' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(sent).toEqual([{ path: '/api/admin/disputes/d1/dismiss', body: { note: 'Agreed at the table' } }]);
  });

  it('offers no dismissal the server does not allow', async () => {
    renderWithProviders(<DisputesPage />, {
      storage: asAdmin(),
      api: { [route('games.disputes')]: queue([{ ...disputes[0]!, canDismiss: false }]) },
    });
    const [row] = await screen.findAllByRole('article');
    expect(within(row!).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });

  it('says when there is nothing to look at', async () => {
    renderWithProviders(<DisputesPage />, { storage: asAdmin(), api: { [route('games.disputes')]: queue([]) } });
    expect(await screen.findByText('No open disputes')).toBeInTheDocument();
  });

  it("shows the server's refusal to a player", async () => {
    const storage = new MemoryStorage();
    storeSession(storage, { sub: USER_ID, username: 'mike' });
    renderWithProviders(<DisputesPage />, {
      storage,
      api: { [route('games.disputes')]: () => json({ error: 'Only admins can do this' }, 403) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can do this');
  });
});

describe('the disputes entry of the drawer', () => {
  it('shows admins the open count (the total of every page) and leads to the queue', async () => {
    const user = userEvent.setup();
    renderApp({ storage: asAdmin(), api: { [route('games.disputes')]: queue(disputes) } });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const entry = await within(nav).findByRole('link', { name: /^Disputes\s*2 open$/ });
    expect(entry).toHaveAttribute('href', '/secure/disputes');
    expect(within(entry).getByText('2')).toBeInTheDocument();

    await user.click(entry);
    expect(await screen.findByRole('heading', { name: 'Disputes', level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe('/secure/disputes');
  });

  it('shows no count while the queue is empty', async () => {
    const { fetch } = renderApp({ storage: asAdmin(), api: { [route('games.disputes')]: queue([]) } });
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/admin/disputes?'))).toBe(true),
    );
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Disputes' })).toBeInTheDocument());
    expect(within(nav).queryByText(/open/)).not.toBeInTheDocument();
  });
});
