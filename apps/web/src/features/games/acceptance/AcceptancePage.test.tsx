import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAcceptanceItem } from '@caps/domain';
import { json, MemoryStorage, storeSession, USER_ID, type FakeHandler } from '../../../test/fake-api.ts';
import { acceptanceItem, me, opponent, soloGame } from '../../../test/game-fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { AcceptancePage } from './AcceptancePage.tsx';

function signedIn() {
  const storage = new MemoryStorage();
  storeSession(storage, { sub: USER_ID, username: 'mike' });
  return storage;
}

// Anna posted a game mike lost 7 : 11; mike posted an easy game he won.
const toDecide = acceptanceItem(
  soloGame({
    id: 'g-decide',
    player1: opponent,
    player2: me,
    score: [11, 7],
    sinks: [13, 8],
    rebuttals: [1, 2],
    status: 'PENDING',
  }),
  'SINGLE',
);
const mine = acceptanceItem(soloGame({ id: 'g-mine', gameType: 'EASY_CAPS', status: 'PENDING' }), 'PASSIVE');

function acceptanceApi(initial: TAcceptanceItem[], extra: Record<string, FakeHandler> = {}) {
  let list = [...initial];
  const calls = { list: 0, decisions: [] as string[] };
  const decide: FakeHandler = (req) => {
    calls.decisions.push(req.path);
    list = list.filter((i) => !req.path.endsWith(i.game.id));
    return json({ status: 'ACCEPTED' });
  };
  const api: Record<string, FakeHandler> = {
    'GET /api/acceptance': () => {
      calls.list++;
      return json(list);
    },
    'POST /api/singles/accept/g-decide': decide,
    'POST /api/singles/reject/g-decide': decide,
    ...extra,
  };
  return { api, calls };
}

describe('AcceptancePage', () => {
  it("shows 'No games to accept' when nothing waits", async () => {
    renderWithProviders(<AcceptancePage />, { storage: signedIn(), api: acceptanceApi([]).api });
    expect(await screen.findByText('No games to accept')).toBeInTheDocument();
  });

  it("gives the opponent Accept and Reject, and the poster 'Pending game'", async () => {
    renderWithProviders(<AcceptancePage />, { storage: signedIn(), api: acceptanceApi([toDecide, mine]).api });
    const [decideCard, mineCard] = await screen.findAllByRole('article');
    const d = within(decideCard!);
    expect(d.getByRole('heading')).toHaveTextContent('Loss against anna 7 : 11');
    expect(d.getByText('Singles')).toBeInTheDocument();
    expect(d.getByText('Sudden Death')).toBeInTheDocument();
    expect(d.getByText('Rebuttals 2 : 1 · Sinks 8 : 13')).toBeInTheDocument();
    expect(d.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(d.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(d.queryByText('Pending game')).not.toBeInTheDocument();

    const m = within(mineCard!);
    expect(m.getByRole('heading')).toHaveTextContent('Victory against anna 11 : 7');
    expect(m.getByText('Easy Caps')).toBeInTheDocument();
    expect(m.getByText('Pending game')).toBeInTheDocument();
    expect(m.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(m.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it("accepts after confirming, says 'Game accepted' and reloads the list", async () => {
    const user = userEvent.setup();
    const { api, calls } = acceptanceApi([toDecide, mine]);
    renderWithProviders(<AcceptancePage />, { storage: signedIn(), api });
    const [decideCard] = await screen.findAllByRole('article');
    await user.click(within(decideCard!).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to accept a game against anna?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Game accepted')).toBeInTheDocument();
    expect(calls.decisions).toEqual(['/api/singles/accept/g-decide']);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(calls.list).toBeGreaterThanOrEqual(2);
  });

  it("rejects after confirming, says 'Game rejected' and reloads the list", async () => {
    const user = userEvent.setup();
    const { api, calls } = acceptanceApi([toDecide]);
    renderWithProviders(<AcceptancePage />, { storage: signedIn(), api });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Game rejected')).toBeInTheDocument();
    expect(calls.decisions).toEqual(['/api/singles/reject/g-decide']);
    expect(await screen.findByText('No games to accept')).toBeInTheDocument();
  });

  it('sends one decision when Yes is clicked twice before the answer comes', async () => {
    const user = userEvent.setup();
    const answers: Array<() => void> = [];
    const { api, calls } = acceptanceApi([toDecide]);
    const decide = api['POST /api/singles/accept/g-decide']!;
    // Each request is counted as it arrives and answered only when the test says so.
    api['POST /api/singles/accept/g-decide'] = (req) =>
      new Promise((resolve) => {
        answers.push(() => resolve(decide(req)));
      });
    renderWithProviders(<AcceptancePage />, { storage: signedIn(), api });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const yes = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' });
    // Two clicks in one go, as a double click delivers them: the second comes before any re-render.
    fireEvent.click(yes);
    fireEvent.click(yes);
    await waitFor(() => expect(answers.length).toBeGreaterThan(0));
    await waitFor(() => expect(yes).toBeDisabled());
    expect(answers).toHaveLength(1);
    for (const answer of answers) answer();
    expect(await screen.findByText('Game accepted')).toBeInTheDocument();
    expect(calls.decisions).toEqual(['/api/singles/accept/g-decide']);
  });

  it('sends nothing when the confirmation is answered No', async () => {
    const user = userEvent.setup();
    const { api, calls } = acceptanceApi([toDecide]);
    renderWithProviders(<AcceptancePage />, { storage: signedIn(), api });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.decisions).toEqual([]);
  });

  it("shows the server's message when the game was already decided, and reloads", async () => {
    const user = userEvent.setup();
    const { api, calls } = acceptanceApi([toDecide], {
      'POST /api/singles/accept/g-decide': () => json({ error: 'This game was already accepted' }, 409),
    });
    renderWithProviders(<AcceptancePage />, { storage: signedIn(), api });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('This game was already accepted')).toBeInTheDocument();
    await waitFor(() => expect(calls.list).toBeGreaterThanOrEqual(2));
  });

  it('says so when the poster withdrew the game meanwhile, and the game leaves the list', async () => {
    const user = userEvent.setup();
    let withdrawn = false;
    const { api } = acceptanceApi([toDecide], {
      'GET /api/acceptance': () => json(withdrawn ? [] : [toDecide]),
      'POST /api/singles/accept/g-decide': () => {
        withdrawn = true;
        return json({ error: 'This game was withdrawn' }, 409);
      },
    });
    renderWithProviders(<AcceptancePage />, { storage: signedIn(), api });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('This game was withdrawn')).toBeInTheDocument();
    expect(await screen.findByText('No games to accept')).toBeInTheDocument();
  });

  it('names the tournament and round of a reported tournament result, and its confirmations speak of that match (issue 37)', async () => {
    const reported: TAcceptanceItem = {
      ...acceptanceItem(
        {
          ...soloGame({ id: 'g-decide', player1: opponent, player2: me, score: [11, 7], status: 'PENDING' }),
          tournamentId: 'tour-1',
        },
        'SINGLE',
      ),
      tournament: { id: 'tour-1', name: 'Spring Cup', round: 'Semi finals', roundCode: { code: 'SEMI_FINAL' } },
    };
    const user = userEvent.setup();
    renderWithProviders(<AcceptancePage />, { storage: signedIn(), api: acceptanceApi([reported]).api });
    const card = within(await screen.findByRole('article'));
    expect(card.getByText('Semi finals · Spring Cup')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Dispute' }));
    expect(
      within(await screen.findByRole('dialog')).getByText(
        'Dispute the result of your Semi finals match against anna in Spring Cup? The organiser will enter the result.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(card.getByRole('button', { name: 'Confirm result' }));
    expect(
      within(await screen.findByRole('dialog')).getByText(
        /^Confirm the result of your Semi finals match against anna in Spring Cup\?/,
      ),
    ).toBeInTheDocument();
  });
});
