import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ADMIN_ID, json, MemoryStorage, storeSession } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const list = [
  {
    id: 'a',
    tournamentName: 'Cup A',
    date: '2026-11-21T12:00:00.000Z',
    gameType: 'SINGLES',
    tournamentType: 'SINGLE_ELIMINATION',
    seedType: 'RANDOM',
    size: 'RO_16',
    seeded: false,
    finished: false,
    owner: ADMIN_ID,
    competitorCount: 3,
  },
  {
    id: 'b',
    tournamentName: 'League B',
    date: '2026-11-20T12:00:00.000Z',
    gameType: 'EASY_CAPS',
    tournamentType: 'ROUND_ROBIN',
    seedType: 'ROUND_ROBIN_CIRCLE',
    size: 'D_RO_16',
    seeded: true,
    finished: false,
    owner: ADMIN_ID,
    competitorCount: 5,
  },
  {
    id: 'c',
    tournamentName: 'Pairs C',
    date: '2026-11-19T12:00:00.000Z',
    gameType: 'DOUBLES',
    tournamentType: 'DOUBLE_ELIMINATION',
    seedType: 'PICKED',
    size: 'D_RO_8',
    seeded: true,
    finished: true,
    owner: ADMIN_ID,
    competitorCount: 6,
  },
];

describe('TournamentsPage', () => {
  it('lists tournaments with their status labels and links, without Create new for visitors', async () => {
    renderApp({ route: '/tournaments', api: { 'GET /api/tournaments': () => json(list) } });
    const items = await screen.findAllByRole('listitem');
    const cards = items.filter((i) => i.closest('ul[aria-label="Tournaments"]'));
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('In preparation')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('In progress')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Finished')).toBeInTheDocument();
    expect(
      within(cards[0]!).getByText('Single elimination · Random seed · 3 players · 16 bracket'),
    ).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Round robin · Round robin circle · 5 players')).toBeInTheDocument();
    expect(
      within(cards[2]!).getByText('Double elimination · Picked seeding · 6 teams · 8 bracket'),
    ).toBeInTheDocument();
    expect(within(cards[2]!).getByRole('link')).toHaveAttribute('href', '/doubles/tournament/c');
    expect(screen.queryByRole('button', { name: 'Create new' })).not.toBeInTheDocument();
  });

  it('offers Create new to admins', async () => {
    const storage = new MemoryStorage();
    storeSession(storage, { sub: ADMIN_ID, rol: 'ADMIN', username: 'boss' });
    renderApp({ route: '/tournaments', storage, api: { 'GET /api/tournaments': () => json([]) } });
    expect(await screen.findByText('No tournaments yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create new' })).toBeInTheDocument();
  });
});
