import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TAuditEntry } from '@caps/domain';
import { json } from '../../test/fake-api.ts';
import { me, OPPONENT_ID, soloGame } from '../../test/game-fixtures.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { Route, Routes } from 'react-router';
import { GameDetailPage } from './GameDetailPage.tsx';

function renderDetail(game: ReturnType<typeof soloGame>, status = 200, audit: TAuditEntry[] = []) {
  return renderWithProviders(
    <Routes>
      <Route path="/singles/:gameId" element={<GameDetailPage gameType="SINGLES" />} />
    </Routes>,
    {
      route: `/singles/${game.id}`,
      api: {
        [`GET /api/singles/${game.id}`]: () => (status === 200 ? json(game) : json({ error: 'nope' }, status)),
        [`GET /api/singles/${game.id}/audit`]: () => json(audit),
      },
    },
  );
}

const entry = (action: TAuditEntry['action'], reason: string | null = null): TAuditEntry => ({
  action,
  byId: null,
  byName: 'boss',
  at: '2026-11-22T09:00:00.000Z',
  reason,
  before: null,
  after: null,
});

describe('GameDetailPage', () => {
  it('shows both players, VS, the winner, the game card and a stat card per player', async () => {
    renderDetail(soloGame({ id: 'g1' }));
    const versus = await screen.findByRole('region', { name: 'mike versus anna' });
    expect(within(versus).getByRole('link', { name: 'mike' })).toHaveAttribute('href', `/players/${me.id}`);
    expect(within(versus).getByRole('link', { name: 'anna' })).toHaveAttribute('href', `/players/${OPPONENT_ID}`);
    expect(within(versus).getByLabelText('Score 11 to 7')).toBeInTheDocument();
    expect(within(versus).getAllByText('Winner')).toHaveLength(1);

    const info = screen.getByRole('region', { name: 'Game' });
    expect(within(info).getByText('Singles')).toBeInTheDocument();
    expect(within(info).getByText('21 Nov 2026, 14:05 UTC')).toBeInTheDocument();
    expect(within(info).getByText('Sudden Death')).toBeInTheDocument();

    const mike = screen.getByRole('region', { name: 'mike' });
    expect(within(mike).getByText('Winner')).toBeInTheDocument();
    expect(within(mike).getByText('+15.50')).toBeInTheDocument();
    expect(within(mike).getByText('Beers downed')).toBeInTheDocument();
    const anna = screen.getByRole('region', { name: 'anna' });
    expect(within(anna).getByText('\u221215.50')).toBeInTheDocument();
    expect(within(anna).queryByText('Winner')).not.toBeInTheDocument();
    expect(screen.queryByText('Pending: waiting for the opponent')).not.toBeInTheDocument();
  });

  it('marks a pending game and a naked lap', async () => {
    renderDetail(soloGame({ id: 'g2', score: [11, 0], sinks: [12, 0], status: 'PENDING', pointsChange: [0, 0] }));
    expect(await screen.findByText('Pending: waiting for the opponent')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'anna' })).getByText('Naked lap')).toBeInTheDocument();
  });

  it('shows a voided game as not counting: no winner, no points change, one full stop after its reason', async () => {
    const game = {
      ...soloGame({ id: 'g4', status: 'VOIDED' }),
      voidReason: 'Posted by mistake.',
      voidedAt: '2026-11-22T09:00:00.000Z',
      voidedById: null,
      voidedByName: 'boss',
    };
    renderDetail(game, 200, [entry('POSTED'), entry('ACCEPTED'), entry('VOIDED', 'Posted by mistake.')]);
    const banner = await screen.findByRole('region', { name: 'This game was voided' });
    expect(banner.textContent).not.toMatch(/\.\s*[”"]?\s*\./);
    expect(within(banner).getByText('Reason: “Posted by mistake.”')).toBeInTheDocument();
    expect(within(banner).getByText('It no longer counts in lists, leaderboards or stats.')).toBeInTheDocument();
    expect(screen.queryByText('Winner')).not.toBeInTheDocument();
    for (const name of ['mike', 'anna']) {
      const card = screen.getByRole('region', { name });
      expect(within(card).getByText('Did not count')).toBeInTheDocument();
      expect(within(card).queryByText(/15\.50/)).not.toBeInTheDocument();
    }
  });

  it('shows a withdrawn game with no winner and no points change', async () => {
    renderDetail(soloGame({ id: 'g5', status: 'WITHDRAWN' }));
    expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
    expect(screen.queryByText('Winner')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'mike' })).getByText('Did not count')).toBeInTheDocument();
  });

  it('marks a corrected game in its header', async () => {
    renderDetail(soloGame({ id: 'g6' }), 200, [entry('POSTED'), entry('ACCEPTED'), entry('CORRECTED', 'score typo')]);
    expect(await screen.findByText('Corrected', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.getAllByText('Winner').length).toBeGreaterThan(0);
  });

  it('draws the timeline of a game scored live', async () => {
    const game = soloGame({ id: 'g3' });
    game.gameEventList = [
      { gameEvent: 'START', time: '2026-11-21T14:00:00.000Z', userId: me.id },
      { gameEvent: 'SINK', time: '2026-11-21T14:00:30.000Z', userId: me.id },
      { gameEvent: 'POINT', time: '2026-11-21T14:01:05.000Z', userId: me.id },
      { gameEvent: 'REBUTTAL', time: '2026-11-21T14:02:10.000Z', userId: OPPONENT_ID },
    ];
    renderDetail(game);
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
      '0:00 mike: Game started',
      '1:05 mike: Point',
      '2:10 anna: Rebuttal',
    ]);
  });

  it("says 'Game not found' for an unknown game", async () => {
    renderDetail(soloGame({ id: 'missing' }), 404);
    expect(await screen.findByText('Game not found')).toBeInTheDocument();
  });
});
