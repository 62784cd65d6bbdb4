import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { TAuditEntry, TDisputeView, TGameActions, TGameView } from '@caps/domain';
import {
  ADMIN_ID,
  json,
  MemoryStorage,
  route,
  storeSession,
  USER_ID,
  type FakeHandler,
} from '../../../test/fake-api.ts';
import { gameActions, OPPONENT_ID, soloGame } from '../../../test/game-fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { formatDateTime } from '../../../ui/dates.ts';
import { GameDetailPage } from '../GameDetailPage.tsx';

const params = (game: TGameView) => ({ gamePath: 'singles', gameId: game.id });

function renderGamePage({
  game,
  actions,
  audit = [],
  as,
  more = {},
}: {
  game: TGameView;
  actions?: () => TGameActions;
  audit?: TAuditEntry[];
  as?: 'player' | 'admin';
  more?: Record<string, FakeHandler>;
}) {
  const storage = new MemoryStorage();
  if (as === 'player') storeSession(storage, { sub: USER_ID, username: 'mike' });
  if (as === 'admin') storeSession(storage, { sub: ADMIN_ID, rol: 'ADMIN', username: 'boss' });
  const actionsCall = vi.fn(() => json(actions?.() ?? gameActions()));
  const utils = renderWithProviders(
    <Routes>
      <Route path="/singles/:gameId" element={<GameDetailPage gameType="SINGLES" />} />
    </Routes>,
    {
      route: `/singles/${game.id}`,
      storage,
      api: {
        [route('games.get', params(game))]: () => json(game),
        [route('games.actions', params(game))]: actionsCall,
        [route('games.audit', params(game))]: () => json(audit),
        ...more,
      },
    },
  );
  return { ...utils, actionsCall };
}

const actionButtons = () =>
  within(screen.getByRole('region', { name: 'Game actions' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('the game page: what the caller may do', () => {
  it('asks a visitor nothing and shows no actions', async () => {
    const { actionsCall } = renderGamePage({ game: soloGame() });
    await screen.findByRole('region', { name: 'mike versus anna' });
    expect(actionsCall).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Game actions' })).not.toBeInTheDocument();
  });

  it('shows exactly the actions the server allows', async () => {
    renderGamePage({
      game: soloGame({ status: 'PENDING' }),
      as: 'player',
      actions: () => gameActions({ canWithdraw: true }),
    });
    await waitFor(() => expect(actionButtons()).toEqual(['Withdraw']));
  });

  it('gives an admin Correct and Void when allowed, and nothing when not', async () => {
    renderGamePage({ game: soloGame(), as: 'admin', actions: () => gameActions({ canVoid: true, canCorrect: true }) });
    await waitFor(() => expect(actionButtons()).toEqual(['Correct', 'Void']));
  });

  it('shows no actions when none is allowed (a tournament result, a decided game)', async () => {
    const { actionsCall } = renderGamePage({ game: soloGame(), as: 'admin' });
    await waitFor(() => expect(actionsCall).toHaveBeenCalled());
    await screen.findByRole('region', { name: 'mike versus anna' });
    expect(screen.queryByRole('region', { name: 'Game actions' })).not.toBeInTheDocument();
  });

  it('keeps "Report a problem" in view but disabled, with the reason, once the server says it is too late', async () => {
    renderGamePage({
      game: soloGame(),
      as: 'player',
      actions: () => gameActions({ disputeBlockedBy: { code: 'DISPUTE_TOO_LATE', params: { days: 14 } } }),
    });
    const button = await screen.findByRole('button', { name: 'Report a problem' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('A game can be disputed for 14 days after it was accepted');
  });

  it('after reporting a problem, shows the open report instead of the button', async () => {
    const user = userEvent.setup();
    const game = soloGame();
    const dispute: TDisputeView = {
      id: 'd1',
      gameId: game.id,
      gameType: 'SINGLES',
      byId: USER_ID,
      byName: 'mike',
      reason: 'The score was 11 : 9',
      at: '2026-11-22T10:00:00.000Z',
    };
    let reported = false;
    renderGamePage({
      game,
      as: 'player',
      actions: () => gameActions(reported ? { openDispute: dispute } : { canDispute: true }),
      more: {
        [route('games.dispute', params(game))]: () => {
          reported = true;
          return json(dispute, 201);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    await user.type(await screen.findByLabelText(/What is wrong with this game\?/), 'The score was 11 : 9');
    await user.click(screen.getByRole('button', { name: 'Report' }));

    const actions = await screen.findByRole('region', { name: 'Game actions' });
    await waitFor(() =>
      expect(within(actions).getByText(/You reported a problem with this game on/)).toBeInTheDocument(),
    );
    expect(within(actions).getByText(/The score was 11 : 9/)).toBeInTheDocument();
    expect(within(actions).getByText(formatDateTime(dispute.at))).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
  });

  it('after a withdrawal, shows the game withdrawn and offers nothing more', async () => {
    const user = userEvent.setup();
    let game = soloGame({ status: 'PENDING', pointsChange: [0, 0] });
    renderGamePage({
      game,
      as: 'player',
      actions: () => gameActions({ canWithdraw: game.status === 'PENDING' }),
      more: {
        [route('games.get', params(game))]: () => json(game),
        [route('games.withdraw', params(game))]: () => {
          game = { ...game, status: 'WITHDRAWN' };
          return json(game);
        },
      },
    });
    expect(await screen.findByText('Pending: waiting for the opponent')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Withdraw this game?' })).getByRole('button', {
        name: 'Withdraw',
      }),
    );
    expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Game actions' })).not.toBeInTheDocument());
  });
});

describe('the game page: a voided game and the history', () => {
  it('says who voided the game, when and why', async () => {
    const game: TGameView = {
      ...soloGame(),
      status: 'VOIDED',
      accepted: false,
      voidReason: 'Posted twice',
      voidedAt: '2026-11-23T09:30:00.000Z',
      voidedById: ADMIN_ID,
      voidedByName: 'boss',
    };
    renderGamePage({ game });
    const banner = await screen.findByRole('region', { name: 'This game was voided' });
    const sentences = within(banner)
      .getAllByText(/./, { selector: 'p' })
      .map((p) => p.textContent);
    expect(sentences).toEqual([
      `Voided by boss on ${formatDateTime('2026-11-23T09:30:00.000Z')}.`,
      'Reason: “Posted twice”',
      'It no longer counts in lists, leaderboards or stats.',
    ]);
    expect(screen.getByText('Voided')).toBeInTheDocument();
  });

  it('draws the audit trail oldest first, with who, when, why and what a correction changed', async () => {
    const state = (p2Score: number) => ({
      status: 'ACCEPTED' as const,
      gameMode: 'SUDDEN_DEATH' as const,
      team1Score: 11,
      team2Score: p2Score,
      winnerId: USER_ID,
      lines: [
        { playerId: USER_ID, score: 11, sinks: 14, rebuttals: 2, beersDowned: 2, nakedLap: false },
        { playerId: OPPONENT_ID, score: p2Score, sinks: 9, rebuttals: 3, beersDowned: 3, nakedLap: false },
      ],
    });
    const entry = (
      action: TAuditEntry['action'],
      at: string,
      by: [string, string] | null,
      reason: string | null = null,
    ): TAuditEntry => ({
      action,
      byId: by?.[0] ?? null,
      byName: by?.[1] ?? null,
      at,
      reason,
      before: null,
      after: null,
    });
    const audit: TAuditEntry[] = [
      entry('POSTED', '2026-11-21T14:05:00.000Z', [USER_ID, 'mike']),
      entry('AUTO_ACCEPTED', '2026-11-22T14:05:00.000Z', null),
      entry('DISPUTED', '2026-11-22T15:00:00.000Z', [OPPONENT_ID, 'anna'], 'I had 9'),
      {
        ...entry('CORRECTED', '2026-11-23T09:00:00.000Z', [ADMIN_ID, 'boss'], 'Anna had 9'),
        before: state(7),
        after: state(9),
      },
      entry('DISPUTE_CLOSED', '2026-11-23T09:00:00.000Z', [ADMIN_ID, 'boss'], "anna's report: I had 9"),
    ];
    renderGamePage({ game: soloGame(), audit });
    const history = await screen.findByRole('region', { name: 'History' });
    const items = within(history)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL');
    expect(items.map((li) => li.textContent)).toEqual([
      `Postedby mike${formatDateTime('2026-11-21T14:05:00.000Z')}`,
      `Accepted automatically${formatDateTime('2026-11-22T14:05:00.000Z')}`,
      `Problem reportedby anna${formatDateTime('2026-11-22T15:00:00.000Z')}“I had 9”`,
      `Correctedby boss${formatDateTime('2026-11-23T09:00:00.000Z')}“Anna had 9”Score: 11 : 7 → 11 : 9anna points: 7 → 9`,
      `Report closedby boss${formatDateTime('2026-11-23T09:00:00.000Z')}“anna's report: I had 9”`,
    ]);
  });
});
