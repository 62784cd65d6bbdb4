import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json } from '../../test/fake-api.ts';
import { soloGame } from '../../test/game-fixtures.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { LatestGames } from './LatestGames.tsx';

describe('LatestGames', () => {
  it('lists the latest games of every mode as game cards', async () => {
    const games = [soloGame({ id: 'g1' }), soloGame({ id: 'g2', gameType: 'EASY_CAPS', score: [3, 11] })];
    renderWithProviders(<LatestGames />, { api: { 'GET /api/dashboard/games': () => json(games) } });
    const section = screen.getByRole('region', { name: 'Latest Games' });
    const cards = await within(section).findAllByRole('link', { name: /mike vs anna/ });
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/singles/g1', '/easy/g2']);
    expect(within(cards[1]!).getByLabelText('Score 3 to 11')).toBeInTheDocument();
  });

  it("shows 'Failed loading games' when the list cannot be loaded", async () => {
    renderWithProviders(<LatestGames />, { api: { 'GET /api/dashboard/games': () => json({ error: 'boom' }, 400) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed loading games');
  });

  it('shows an empty state before the first accepted game', async () => {
    renderWithProviders(<LatestGames />, { api: { 'GET /api/dashboard/games': () => json([]) } });
    expect(await screen.findByText('No games yet')).toBeInTheDocument();
  });
});
