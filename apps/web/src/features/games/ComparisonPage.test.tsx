import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, type FakeHandler } from '../../test/fake-api.ts';
import { currentPath, renderWithProviders } from '../../test/render-app.tsx';
import { comparison, OTHER_ID, PROFILE_ID } from '../../test/player-fixtures.ts';
import { ComparisonPage } from './ComparisonPage.tsx';

function comparisonApi(calls: string[]): Record<string, FakeHandler> {
  const handler: FakeHandler = (req) => {
    calls.push(req.path);
    return json(comparison());
  };
  return {
    [`GET /api/games/user/${PROFILE_ID}/EASY_CAPS/comparison/${OTHER_ID}`]: handler,
    [`GET /api/games/user/${PROFILE_ID}/SINGLES/comparison/${OTHER_ID}`]: handler,
    [`GET /api/games/user/${PROFILE_ID}/UNRANKED/comparison/${OTHER_ID}`]: handler,
  };
}

const route = `/comparison?player1=${PROFILE_ID}&player2=${OTHER_ID}&gameType=EASY_CAPS`;

describe('ComparisonPage', () => {
  it('shows both players, games played, the pairs and the win probability', async () => {
    const calls: string[] = [];
    renderWithProviders(<ComparisonPage />, { route, api: comparisonApi(calls) });
    expect(await screen.findByRole('link', { name: 'Ania' })).toHaveAttribute('href', `/players/${PROFILE_ID}`);
    expect(screen.getByRole('link', { name: 'Kuba' })).toHaveAttribute('href', `/players/${OTHER_ID}`);
    expect(screen.getByText('12')).toBeInTheDocument();
    const row = (label: string) => within(screen.getByRole('rowheader', { name: label }).closest('tr')!);
    expect(row('Games won').getByText('7')).toBeInTheDocument();
    expect(row('Games won').getByText('5')).toBeInTheDocument();
    expect(row('Points made').getByText('110')).toBeInTheDocument();
    expect(row('Points change').getByText('+20.31')).toBeInTheDocument();
    expect(row('Points change').getByText('\u221220.31')).toBeInTheDocument();
    for (const label of ['Games lost', 'Rebuttals made', 'Sinks made', 'Naked laps', 'Beers downed']) {
      expect(screen.getByRole('rowheader', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: 'Win probability: Ania 62%, Kuba 38%' })).toBeInTheDocument();
    expect(calls).toEqual([`/api/games/user/${PROFILE_ID}/EASY_CAPS/comparison/${OTHER_ID}`]);
  });

  it('shows beers downed with 2 decimals, not rounded (13.5 stays 13.50)', async () => {
    const api = {
      [`GET /api/games/user/${PROFILE_ID}/EASY_CAPS/comparison/${OTHER_ID}`]: () =>
        json(comparison({ player1Stats: { ...comparison().player1Stats, beersDowned: 13.5 } })),
    };
    renderWithProviders(<ComparisonPage />, { route, api });
    await screen.findByRole('link', { name: 'Ania' });
    const beers = within(screen.getByRole('rowheader', { name: 'Beers downed' }).closest('tr')!);
    expect(beers.getByText('13.50')).toBeInTheDocument();
    expect(beers.getByText('18.00')).toBeInTheDocument();
  });

  it('switches the game type in the address; unranked has no win probability', async () => {
    const user = userEvent.setup({ delay: null });
    const calls: string[] = [];
    renderWithProviders(<ComparisonPage />, { route, api: comparisonApi(calls) });
    await screen.findByRole('link', { name: 'Ania' });
    await user.click(screen.getByRole('button', { name: 'Unranked' }));
    expect(currentPath()).toBe(`/comparison?player1=${PROFILE_ID}&player2=${OTHER_ID}&gameType=UNRANKED`);
    await waitFor(() => expect(calls.at(-1)).toContain('/UNRANKED/'));
    await waitFor(() => expect(screen.queryByRole('img', { name: /Win probability/ })).not.toBeInTheDocument());
  });

  it('asks for two players when the address has none', () => {
    renderWithProviders(<ComparisonPage />, { route: '/comparison' });
    expect(screen.getByText('Choose two players')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search players' })).toHaveAttribute('href', '/search');
  });
});
