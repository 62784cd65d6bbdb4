import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_ID, json, MemoryStorage, storeSession, type FakeRequest } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { CreateTournamentDialog } from './CreateTournamentDialog.tsx';
import { tournamentFixture } from './tournament-fixtures.ts';

function setup() {
  const storage = new MemoryStorage();
  storeSession(storage, { sub: ADMIN_ID, rol: 'ADMIN', username: 'boss' });
  const posted: FakeRequest[] = [];
  const onCreated = vi.fn();
  const api = {
    'POST /api/easy/tournaments': (req: FakeRequest) => {
      posted.push(req);
      return json(tournamentFixture({ gameType: 'EASY_CAPS', seeded: false }), 201);
    },
  };
  renderWithProviders(<CreateTournamentDialog open onClose={() => undefined} onCreated={onCreated} />, { api, storage });
  return { posted, onCreated, user: userEvent.setup() };
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

async function options(user: ReturnType<typeof userEvent.setup>, field: string): Promise<string[]> {
  await user.click(screen.getByRole('combobox', { name: field }));
  const names = within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
  await user.keyboard('{Escape}');
  return names;
}

describe('CreateTournamentDialog', () => {
  it("refuses an empty name with 'Invalid name' and sends nothing", async () => {
    const { user, posted } = setup();
    await user.type(screen.getByLabelText('Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Invalid name')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('offers 32 and 64 only for single elimination and resets them to 16 for double elimination', async () => {
    const { user } = setup();
    expect(await options(user, 'Player count')).toEqual(['8', '16', '32', '64']);
    await choose(user, 'Player count', '64');
    await choose(user, 'Type', 'Double elimination');
    expect(screen.getByRole('combobox', { name: 'Player count' })).toHaveTextContent('16');
    expect(await options(user, 'Player count')).toEqual(['8', '16']);
    expect(await options(user, 'Seed type')).toEqual(['Random seed', 'Elo seeded', 'Picked seeding']);
  });

  it('hides the size for round robin and offers only the circle seed', async () => {
    const { user } = setup();
    await choose(user, 'Type', 'Round robin');
    expect(screen.queryByRole('combobox', { name: 'Player count' })).not.toBeInTheDocument();
    expect(await options(user, 'Seed type')).toEqual(['Round robin circle']);
  });

  it('posts the choices to the game type and hands over the new tournament', async () => {
    const { user, posted, onCreated } = setup();
    await user.type(screen.getByLabelText('Name'), '  Friday Cup ');
    await choose(user, 'Game type', 'Easy Caps');
    await choose(user, 'Type', 'Double elimination');
    await choose(user, 'Seed type', 'Picked seeding');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(posted[0]!.json()).toEqual({ tournamentName: 'Friday Cup', tournamentType: 'DOUBLE_ELIMINATION', seedType: 'PICKED', size: 'D_RO_8' });
  });
});
