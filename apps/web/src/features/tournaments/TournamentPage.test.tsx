import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TTournamentView } from '@caps/domain';
import { json, MemoryStorage, storeSession, type FakeHandler, type FakeRequest } from '../../test/fake-api.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { loadPickedDnd } from './picked-dnd-loader.ts';
import { actionsHandler, OWNER_ID, tournamentFixture } from './tournament-fixtures.ts';

// The real loader, watched: the drag-and-drop code must load for an owner placing PICKED seeds only.
vi.mock('./picked-dnd-loader.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./picked-dnd-loader.ts')>();
  return { ...original, loadPickedDnd: vi.fn(original.loadPickedDnd) };
});

function ownerStorage(sub = OWNER_ID) {
  const storage = new MemoryStorage();
  storeSession(storage, { sub, rol: 'ADMIN', username: 'boss' });
  return storage;
}

function open(
  t: TTournamentView,
  { storage, api = {} }: { storage?: Storage; api?: Record<string, FakeHandler> } = {},
) {
  const calls: FakeRequest[] = [];
  const base = `/api/singles/tournaments/${t.id}`;
  const record = (answer: () => Response) => (req: FakeRequest) => {
    calls.push(req);
    return answer();
  };
  // The tournament as the fake server holds it: the last one any answer carried, for the actions it offers.
  let current = t;
  const handlers: Record<string, FakeHandler> = {
    [`GET ${base}`]: () => json(current),
    [`GET ${base}/actions`]: actionsHandler(() => current),
    [`POST ${base}/seed`]: record(() => json({ ...t, seeded: true })),
    [`DELETE ${base}`]: record(() => new Response(null, { status: 204 })),
    ...api,
  };
  const tracked = Object.fromEntries(
    Object.entries(handlers).map(([key, handler]): [string, FakeHandler] => [
      key,
      async (req) => {
        const res = await handler(req);
        const body: unknown = res.headers.get('Content-Type')?.includes('json') ? await res.clone().json() : null;
        if (req.method === 'POST' && res.ok && body && typeof body === 'object' && 'bracketEntries' in body)
          current = body as TTournamentView;
        return res;
      },
    ]),
  );
  renderApp({ route: `/singles/tournament/${t.id}`, storage, api: tracked });
  return { calls, user: userEvent.setup() };
}

describe('TournamentPage', () => {
  beforeEach(() => {
    vi.mocked(loadPickedDnd).mockClear();
  });

  it('shows details and the status label, and no owner controls to visitors', async () => {
    const t = tournamentFixture({ players: 5, results: 1 });
    open(t);
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Cup' })).toBeInTheDocument();
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(screen.getByText('Single elimination tournament')).toBeInTheDocument();
    expect(screen.getByText('Random seed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '5 Players' })).toBeInTheDocument();
    // The bracket is drawn after the details, with the seed numbers on the cards.
    expect(await screen.findByText('Quarter finals')).toBeInTheDocument();
    const seeds = screen.getAllByLabelText(/^seed \d$/).map((el) => el.textContent);
    expect([...new Set(seeds)].sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.queryByRole('button', { name: /Enter the result/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete tournament' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Select Player')).not.toBeInTheDocument();
    expect(loadPickedDnd).not.toHaveBeenCalled();
  });

  it('loads no drag-and-drop code for a visitor of a PICKED tournament in preparation', async () => {
    const t = tournamentFixture({ seeded: false, seedType: 'PICKED' });
    open(t);
    await screen.findByRole('heading', { level: 1, name: 'Test Cup' });
    await screen.findByRole('heading', { name: 'Bracket' });
    expect(screen.queryByRole('button', { name: /^Place .* in the bracket$/ })).not.toBeInTheDocument();
    expect(loadPickedDnd).not.toHaveBeenCalled();
  });

  it('loads no drag-and-drop code for the owner of a seeded PICKED tournament', async () => {
    const t: TTournamentView = { ...tournamentFixture({ players: 5 }), seedType: 'PICKED' };
    open(t, { storage: ownerStorage() });
    await screen.findAllByRole('button', { name: /Enter the result of/ });
    expect(loadPickedDnd).not.toHaveBeenCalled();
  });

  it('gives the owner result and skip buttons on exactly the playable entries', async () => {
    const t = tournamentFixture({ players: 5, results: 1 });
    open(t, { storage: ownerStorage() });
    await screen.findByRole('heading', { level: 1, name: 'Test Cup' });
    const playable = t.bracketEntries.filter((e) => e.player1 && e.player2 && !e.final);
    expect(await screen.findAllByRole('button', { name: /Enter the result of/ })).toHaveLength(playable.length);
    expect(screen.getAllByRole('button', { name: /^Skip / })).toHaveLength(playable.length);
  });

  it('keeps the keyboard on the bracket after a skip: the decided entry takes the focus, not the page', async () => {
    const t = tournamentFixture({ players: 5 });
    const entry = t.bracketEntries.find((e) => e.player1 && e.player2 && !e.final)!;
    const skipped = {
      ...t,
      bracketEntries: t.bracketEntries.map((e) =>
        e.id === entry.id ? { ...e, forfeited: true, forfeitedId: e.player1!.id } : e,
      ),
    };
    const { user } = open(t, {
      storage: ownerStorage(),
      api: { [`POST /api/singles/tournaments/${t.id}/entry/${entry.id}/skip`]: () => json(skipped) },
    });
    const skip = (await screen.findAllByRole('button', { name: /^Skip / }))[0]!;
    const card = skip.closest<HTMLElement>('[data-coordinate]')!;
    expect(card.dataset.coordinate).toBe(String(entry.coordinate));
    await user.click(skip);
    const dialog = await screen.findByRole('dialog', { name: 'Who skips the game?' });
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(screen.getAllByRole('option')[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement?.getAttribute('data-coordinate')).toBe(String(entry.coordinate)));
    expect(document.activeElement).not.toBe(document.body);
  });

  it('reopens a decided entry after a confirmation that lists what the server says it resets', async () => {
    const t = tournamentFixture({ players: 8, results: 3 });
    const decided = t.bracketEntries.filter((e) => e.result !== null);
    const [first] = decided;
    const later = t.bracketEntries.find((e) => e.coordinate === 1)!;
    const base = `/api/singles/tournaments/${t.id}/entry/${first!.id}`;
    const preview = {
      entry: { ...first!, roundName: 'Quarter finals' },
      resets: [{ ...later, roundName: 'Semi finals' }],
      voidedGames: 2,
      clearsWinner: false,
    };
    const reopened = {
      ...t,
      bracketEntries: t.bracketEntries.map((e) => (e.id === first!.id ? { ...e, result: null, final: false } : e)),
    };
    const reopen = vi.fn((_req: FakeRequest) => json(reopened));
    const { user } = open(t, {
      storage: ownerStorage(),
      api: { [`GET ${base}/reopen-preview`]: () => json(preview), [`POST ${base}/reopen`]: reopen },
    });
    // The owner is offered Reopen on each decided entry, as the server's actions say.
    expect(await screen.findAllByRole('button', { name: /^Reopen / })).toHaveLength(decided.length);
    const card = screen.getAllByRole('button', { name: /^Reopen / })[0]!.closest<HTMLElement>('[data-coordinate]')!;
    await user.click(within(card).getByRole('button', { name: /^Reopen / }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen this match?' });
    const resets = await within(dialog).findByRole('region', { name: 'Matches that will be reset' });
    expect(within(resets).getByText('This later match is reset')).toBeInTheDocument();
    expect(
      within(resets)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`Semi finals · ${later.player1!.username} 11–5 ${later.player2!.username}`]);
    expect(within(dialog).getByText(/2 games are voided/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(within(dialog).getByText('Give a reason of 1 to 500 characters')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Wrong winner');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reopen).toHaveBeenCalledTimes(1);
    expect(reopen.mock.calls[0]?.[0].json()).toEqual({ reason: 'Wrong winner' });
    expect(await screen.findByText('Match reopened')).toBeInTheDocument();
  });

  it('offers to correct the score instead of reopening when the server allows it, and opens the correction (issue 37)', async () => {
    const base = tournamentFixture({ players: 8, results: 1 });
    const decided = base.bracketEntries.find((e) => e.result !== null)!;
    const game = {
      id: 'game-0',
      gameType: 'SINGLES' as const,
      gamePlayerStats: [],
      winner: 'x',
      winnerId: decided.result!.winnerId,
      team1DatabaseId: null,
      team2DatabaseId: null,
      team1Score: 11,
      team2Score: 5,
    };
    const t = { ...base, bracketEntries: base.bracketEntries.map((e) => (e.id === decided.id ? { ...e, game } : e)) };
    const preview = {
      entry: { ...decided, game, roundName: 'Quarter finals' },
      resets: [],
      voidedGames: 1,
      clearsWinner: false,
    };
    const { user } = open(t, {
      storage: ownerStorage(),
      api: { [`GET /api/singles/tournaments/${t.id}/entry/${decided.id}/reopen-preview`]: () => json(preview) },
    });
    await user.click(await screen.findByRole('button', { name: /^Reopen / }));
    const reopen = await screen.findByRole('dialog', { name: 'Reopen this match?' });
    expect(within(reopen).getByText(/Correct the score instead: nothing is voided/)).toBeInTheDocument();
    await user.click(within(reopen).getByRole('button', { name: 'Correct the score' }));
    const correct = await screen.findByRole('dialog', { name: 'Correct the score' });
    expect(within(correct).getByText(/The bracket stays as it is/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reopen this match?' })).not.toBeInTheDocument());
  });

  it('shows exactly the actions the server sends, whatever the page could work out itself', async () => {
    const t = tournamentFixture({ players: 5 });
    const [first, second] = t.bracketEntries.filter((e) => e.player1 && e.player2 && !e.final);
    const none = { enterResult: false, skip: false, reopen: false };
    const answer = {
      tournament: { addPlayers: false, placeSeeds: false, seed: false, seedBlockedBy: null, delete: false },
      entries: t.bracketEntries.map((e) => ({
        id: e.id,
        actions:
          e.id === first!.id ? { ...none, enterResult: true } : e.id === second!.id ? { ...none, skip: true } : none,
      })),
    };
    open(t, { storage: ownerStorage(), api: { [`GET /api/singles/tournaments/${t.id}/actions`]: () => json(answer) } });
    expect(await screen.findAllByRole('button', { name: /Enter the result of/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Skip / })).toHaveLength(1);
    expect(
      screen
        .getByRole('button', { name: /Enter the result of/ })
        .closest('[data-coordinate]')
        ?.getAttribute('data-coordinate'),
    ).toBe(String(first!.coordinate));
    expect(screen.queryByRole('button', { name: 'Delete tournament' })).not.toBeInTheDocument();
  });

  it('says where a waiting slot’s competitor comes from, and draws the grand final reset', async () => {
    open(tournamentFixture({ tournamentType: 'DOUBLE_ELIMINATION', size: 'D_RO_8', players: 8 }));
    const bracket = await screen.findByRole('region', { name: 'Bracket drawing' });
    expect(within(bracket).getAllByText('Winner of Quarter finals, match 1').length).toBeGreaterThan(0);
    expect(within(bracket).getAllByText(/^Loser of /).length).toBeGreaterThan(0);
    // Lower-bracket cards are named by the domain's round names; the grand final waits for both bracket finals.
    expect(within(bracket).getAllByText('Winner of Lower round 1, match 1').length).toBeGreaterThan(0);
    expect(within(bracket).getByText('Winner of Bracket Finals, match 1')).toBeInTheDocument();
    expect(within(bracket).getByText('Winner of Lower Bracket Finals, match 1')).toBeInTheDocument();
    expect(within(bracket).queryByText(/Winner of lower bracket Semi finals/)).not.toBeInTheDocument();
    expect(within(bracket).getByText('Reset')).toBeInTheDocument();
    expect(within(bracket).getByText('If the lower champion wins')).toBeInTheDocument();
  });

  it.each([
    ['SINGLE_ELIMINATION', 'RO_8', 'Standings'],
    ['DOUBLE_ELIMINATION', 'D_RO_8', 'Standings'],
    ['ROUND_ROBIN', 'RO_8', 'Standings'],
    ['SWISS', 'RO_64', 'Standings'],
    ['GROUPS_PLAYOFFS', 'RO_64', 'Group A standings'],
  ] as const)(
    '%s: seed numbers on the cards and every competitor’s games, points and sinks in a standings table',
    async (tournamentType, size, table) => {
      const seedType = tournamentType === 'ROUND_ROBIN' ? 'ROUND_ROBIN_CIRCLE' : 'RANDOM';
      const t = tournamentFixture({ tournamentType, size, seedType, players: 8, results: 2 });
      open(t);
      const standings = await screen.findByRole('table', { name: table });
      // Two differences, each named (issue 37); Swiss shows its first tie-break, and a deciding one has a column.
      const headers = within(standings)
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
      const tieBreak = t.competitorTournamentStats.some((s) => s.decidedBy) ? ['Tie-break'] : [];
      const buchholz = tournamentType === 'SWISS' ? ['Buchholz'] : [];
      expect(headers).toEqual([
        'Player',
        'Games',
        ...buchholz,
        ...tieBreak,
        'Points',
        'Point diff.',
        'Sinks',
        'Sink diff.',
      ]);
      const rows = within(standings).getAllByRole('row').slice(1);
      expect(rows.length).toBe(tournamentType === 'GROUPS_PLAYOFFS' ? 4 : 8);
      // The games played show as won-lost and made-lost in their players' rows.
      const nameOf = (id: string) => `Player${t.players?.findIndex((p) => p.user.id === id)}`;
      const rowOf = (id: string) =>
        rows.find((r) =>
          within(r)
            .getAllByRole('cell')[0]
            ?.textContent?.endsWith(` ${nameOf(id)}`),
        );
      const played = t.competitorTournamentStats.filter((s) => s.wins + s.losses > 0 && rowOf(s.competitorId));
      expect(played.length).toBeGreaterThan(0);
      for (const s of played) {
        const row = rowOf(s.competitorId);
        expect(row).toHaveTextContent(`${s.wins}-${s.losses}`);
        expect(row).toHaveTextContent(`${s.points}-${s.pointsLost}`);
        expect(row).toHaveTextContent(`${s.sinks}-${s.sinksLost}`);
      }
      // Every seeded competitor's number shows on the cards.
      const seeds = screen.getAllByLabelText(/^seed \d+$/).map((el) => Number(el.textContent));
      expect(new Set(seeds)).toEqual(new Set(t.seedOrder.map((_, i) => i + 1)));
    },
  );

  it('draws a Swiss tournament as standings and its rounds, out of how many', async () => {
    open(tournamentFixture({ tournamentType: 'SWISS', size: 'RO_64', seedType: 'RANDOM', players: 6, results: 3 }));
    expect(await screen.findByText('Swiss tournament')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Standings' })).toBeInTheDocument();
    // Round 1 is complete, so round 2 is paired; round 3 waits for it.
    expect(screen.getByRole('heading', { name: 'Round 1 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Round 2 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Round 3 of 3' })).toBeInTheDocument();
    expect(screen.getByText('Paired by record once the round before is complete.')).toBeInTheDocument();
  });

  it('draws groups with their tables and rounds, and the playoff waiting for the group finishers', async () => {
    open(
      tournamentFixture({
        tournamentType: 'GROUPS_PLAYOFFS',
        size: 'RO_64',
        seedType: 'RANDOM',
        players: 8,
        results: 2,
      }),
    );
    expect(await screen.findByText('Groups and playoffs tournament')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Group A standings' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Group B standings' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: /^Group A · Round \d$/ })).toHaveLength(3);
    const bracket = screen.getByRole('region', { name: 'Bracket drawing' });
    // Semi finals: each group's winner against the other group's runner-up.
    for (const waiting of ['1st Group A', '2nd Group B', '1st Group B', '2nd Group A'])
      expect(within(bracket).getByText(waiting)).toBeInTheDocument();
    expect(within(bracket).getAllByText(/^Winner of Semi finals, match \d$/)).toHaveLength(2);
  });

  it('ranks elimination standings by finishing place, shared (issue 37)', async () => {
    const t = tournamentFixture({ tournamentType: 'SINGLE_ELIMINATION', size: 'RO_8', players: 8, results: 7 });
    open(t);
    const standings = await screen.findByRole('table', { name: 'Standings' });
    const ranks = within(standings)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]?.textContent?.split(' ')[0]);
    expect(ranks).toEqual(['1.', '2.', '3.', '3.', '5.', '5.', '5.', '5.']);
  });

  it('names the deciding tie-break in a round robin table', async () => {
    const base = tournamentFixture({
      tournamentType: 'ROUND_ROBIN',
      size: 'RO_8',
      seedType: 'ROUND_ROBIN_CIRCLE',
      players: 4,
      results: 6,
    });
    // The server's rows say what decided them (domain tie-breaks.ts); the table shows it.
    const [first, ...rest] = base.competitorTournamentStats;
    open({ ...base, competitorTournamentStats: [{ ...first!, decidedBy: 'headToHead' }, ...rest] });
    const standings = await screen.findByRole('table', { name: 'Standings' });
    expect(within(standings).getByRole('columnheader', { name: 'Tie-break' })).toBeInTheDocument();
    const firstRow = within(standings).getAllByRole('row')[1]!;
    expect(within(firstRow).getByText('Head-to-head')).toBeInTheDocument();
  });

  it('marks who goes through in complete groups, and the playoff cards show group places, not seeds', async () => {
    // Two groups of four: twelve games complete them and fill the playoff.
    const t = tournamentFixture({
      tournamentType: 'GROUPS_PLAYOFFS',
      size: 'RO_64',
      seedType: 'RANDOM',
      players: 8,
      results: 12,
    });
    open(t);
    for (const group of ['A', 'B']) {
      const table = await screen.findByRole('table', { name: `Group ${group} standings` });
      expect(within(table).getAllByText('goes through to the playoff')).toHaveLength(2);
    }
    const bracket = screen.getByRole('region', { name: 'Bracket drawing' });
    const marks = within(bracket)
      .getAllByLabelText(/^group place /)
      .map((el) => el.textContent);
    expect(marks.sort()).toEqual(['A1', 'A2', 'B1', 'B2']);
    expect(within(bracket).queryAllByLabelText(/^seed \d+$/)).toEqual([]);
  });

  it('shows no entry actions to another admin', async () => {
    const t = tournamentFixture({ players: 5, results: 1 });
    open(t, { storage: ownerStorage('44444444-4444-4444-8444-444444444444') });
    await screen.findByRole('heading', { level: 1, name: 'Test Cup' });
    await screen.findByText('Quarter finals');
    expect(screen.queryByRole('button', { name: /Enter the result of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reopen / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete tournament' })).not.toBeInTheDocument();
  });

  it('starts after the confirmation', async () => {
    const t = tournamentFixture({ seeded: false });
    const { calls, user } = open(t, { storage: ownerStorage() });
    expect(await screen.findByText('In preparation')).toBeInTheDocument();
    // Offered once the server's actions answer says so.
    await user.click(await screen.findByRole('button', { name: 'Seed players and start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to start the tournament?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(`POST /api/singles/tournaments/${t.id}/seed`),
    );
  });

  it("labels PICKED start 'Start tournament' and keeps it off until every player is placed", async () => {
    const t = tournamentFixture({ seeded: false, seedType: 'PICKED' });
    open(t, { storage: ownerStorage() });
    expect(await screen.findByRole('button', { name: 'Start tournament' })).toBeDisabled();
    // The reason is the server's (its actions answer), not worked out by the page.
    expect(screen.getByText('Every competitor must be placed in the bracket before seeding')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Match 1, slot 1' })).toBeInTheDocument();
  });

  it('places PICKED seeds with the select per slot and saves them with setSeed', async () => {
    const t = tournamentFixture({ seeded: false, seedType: 'PICKED' });
    const base = `/api/singles/tournaments/${t.id}`;
    const { calls, user } = open(t, {
      storage: ownerStorage(),
      api: {
        [`POST ${base}/setSeed`]: (req) => {
          calls.push(req);
          return json(t);
        },
      },
    });
    await user.click(await screen.findByRole('combobox', { name: 'Match 1, slot 1' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Player2' }));
    const bracket = screen.getByRole('region', { name: 'Bracket drawing' });
    expect(
      within(bracket).getByRole('button', { name: /^Player2, Quarter finals, match 1, slot 1$/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(calls.some((c) => c.path === `${base}/setSeed`)).toBe(true));
    const body = calls.find((c) => c.path === `${base}/setSeed`)?.body ?? '';
    expect(body).toContain(t.players?.[2]?.user.id ?? 'missing');
  });

  it('places and swaps PICKED seeds by keyboard drag and drop, with announcements', async () => {
    // jsdom has no layout: dnd-kit scrolls the lifted slot into view.
    Element.prototype.scrollIntoView = vi.fn();
    onTestFinished(() => void Reflect.deleteProperty(Element.prototype, 'scrollIntoView'));
    const t = tournamentFixture({ seeded: false, seedType: 'PICKED' });
    const { user } = open(t, { storage: ownerStorage() });
    const handle = await screen.findByRole('button', { name: 'Place Player0 in the bracket' });
    expect(handle).toHaveAttribute('aria-roledescription', 'draggable');
    expect(loadPickedDnd).toHaveBeenCalled();

    // Space lifts, each arrow moves one slot along the first round, Space drops.
    handle.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Picked up Player0.')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByText('Player0 is over Quarter finals, match 1, slot 1.')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByText('Player0 is over Quarter finals, match 1, slot 2.')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(await screen.findByText('Player0 was placed in Quarter finals, match 1, slot 2.')).toBeInTheDocument();
    const bracket = screen.getByRole('region', { name: 'Bracket drawing' });
    const placed = within(bracket).getByRole('button', { name: 'Player0, Quarter finals, match 1, slot 2' });
    expect(screen.getByRole('combobox', { name: 'Match 1, slot 2' })).toHaveTextContent('Player0');

    // Player1 into slot 1, then Player0 dragged from slot 2 onto slot 1: the two swap.
    screen.getByRole('button', { name: 'Place Player1 in the bracket' }).focus();
    await user.keyboard(' {ArrowDown} ');
    expect(await screen.findByText('Player1 was placed in Quarter finals, match 1, slot 1.')).toBeInTheDocument();
    placed.focus();
    await user.keyboard(' {ArrowUp} ');
    expect(await screen.findByText('Player0 was placed in Quarter finals, match 1, slot 1.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Match 1, slot 1' })).toHaveTextContent('Player0');
    expect(screen.getByRole('combobox', { name: 'Match 1, slot 2' })).toHaveTextContent('Player1');

    // Escape cancels without changes.
    screen.getByRole('button', { name: 'Place Player3 in the bracket' }).focus();
    await user.keyboard(' {ArrowDown}{Escape}');
    expect(await screen.findByText('Placing Player3 was cancelled; nothing changed.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Match 1, slot 1' })).toHaveTextContent('Player0');
  });

  it('deletes after the confirmation and goes to /tournaments', async () => {
    const t = tournamentFixture();
    const { calls, user } = open(t, { storage: ownerStorage(), api: { 'GET /api/tournaments': () => json([]) } });
    await user.click(await screen.findByRole('button', { name: 'Delete tournament' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Are you sure you want to DELETE the tournament?' })).getByRole(
        'button',
        { name: 'Yes' },
      ),
    );
    await vi.waitFor(() => expect(currentPath()).toBe('/tournaments'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it("refuses a player past the size with 'Too many players' and reports a failed save", async () => {
    const t = tournamentFixture({ seeded: false, players: 8 });
    const base = `/api/singles/tournaments/${t.id}`;
    const { user } = open(t, {
      storage: ownerStorage(),
      api: {
        [`GET ${base}/candidates`]: () =>
          json([{ id: '55555555-5555-4555-8555-555555555555', name: 'Newcomer', avatarHash: null }]),
        [`POST ${base}/players`]: () => json({ error: 'Too many players for this tournament size' }, 400),
      },
    });
    await user.type(await screen.findByLabelText('Select Player'), 'New');
    await user.click(await screen.findByRole('option', { name: 'Newcomer' }));
    expect(await screen.findByText('Too many players')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '8 Players' })).toBeInTheDocument();

    // Removing one and adding the newcomer fits; the server refusing the save shows the spec's message.
    await user.click(screen.getByRole('button', { name: 'Remove Player0' }));
    await user.type(screen.getByLabelText('Select Player'), 'New');
    await user.click(await screen.findByRole('option', { name: 'Newcomer' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update all the data')).toBeInTheDocument();
    expect(screen.getByText('Too many players for this tournament size')).toBeInTheDocument();
  });
});
