import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { json } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { WatchLiveGamePage } from './WatchLiveGamePage.tsx';

const page = (
  <Routes>
    <Route path="/live/:liveGameId" element={<WatchLiveGamePage />} />
  </Routes>
);

describe('WatchLiveGamePage', () => {
  it('gives an unknown live game a heading, says it is not shared, and offers a way on', async () => {
    const unknown = '5f0c7a1e-2b9d-4c3e-8f00-000000000000';
    renderWithProviders(page, {
      route: `/live/${unknown}`,
      api: {
        [`GET /api/live-games/${unknown}`]: () =>
          json({ error: 'Live game not found', code: 'LIVE_GAME_NOT_FOUND' }, 404),
      },
    });
    expect(await screen.findByText('Live game not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Live game' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('treats a malformed id (400) as not found too', async () => {
    renderWithProviders(page, {
      route: '/live/unknown',
      api: { 'GET /api/live-games/unknown': () => json({ error: 'Invalid id', code: 'INVALID_ID' }, 400) },
    });
    expect(await screen.findByText('Live game not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeInTheDocument();
  });
});
