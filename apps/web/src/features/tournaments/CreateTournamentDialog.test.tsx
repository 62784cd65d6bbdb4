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
  const created = (req: FakeRequest) => {
    posted.push(req);
    return json(tournamentFixture({ gameType: 'EASY_CAPS', seeded: false }), 201);
  };
  const api = {
    'POST /api/easy/tournaments': created,
    'POST /api/singles/tournaments': created,
    'POST /api/doubles/tournaments': created,
  };
  renderWithProviders(<CreateTournamentDialog open onClose={() => undefined} onCreated={onCreated} />, {
    api,
    storage,
  });
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
    // With the format's settings: double elimination's grand final reset is on by default.
    expect(posted[0]!.json()).toEqual({
      tournamentName: 'Friday Cup',
      tournamentType: 'DOUBLE_ELIMINATION',
      seedType: 'PICKED',
      size: 'D_RO_8',
      settings: { grandFinalReset: true },
    });
  });

  it('offers every format, each explained in a line', async () => {
    const { user } = setup();
    expect(await options(user, 'Type')).toEqual([
      'Single elimination',
      'Double elimination',
      'Round robin',
      'Swiss',
      'Groups and playoffs',
    ]);
    expect(screen.getByText('One loss and you are out; the last one standing wins.')).toBeInTheDocument();
    await choose(user, 'Type', 'Groups and playoffs');
    expect(
      screen.getByText('Round robin groups first; the best of each group go on to a knockout bracket.'),
    ).toBeInTheDocument();
  });

  it('takes the grand final reset off with its switch', async () => {
    const { user, posted, onCreated } = setup();
    await user.type(screen.getByLabelText('Name'), 'No Reset Cup');
    await choose(user, 'Type', 'Double elimination');
    await user.click(screen.getByRole('switch', { name: 'Grand final reset' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(posted[0]!.json()).toMatchObject({
      tournamentType: 'DOUBLE_ELIMINATION',
      settings: { grandFinalReset: false },
    });
  });

  it('Swiss: Elo or random seeds and the rounds, automatic or 3 to 63; doubles count teams', async () => {
    const { user, posted, onCreated } = setup();
    await user.type(screen.getByLabelText('Name'), 'Swiss Open');
    await choose(user, 'Type', 'Swiss');
    expect(screen.queryByRole('combobox', { name: 'Player count' })).not.toBeInTheDocument();
    expect(await options(user, 'Seed type')).toEqual(['Elo seeded', 'Random seed']);
    const rounds = await options(user, 'Rounds');
    expect(rounds[0]).toBe('Automatic');
    expect(rounds.slice(1)).toEqual(Array.from({ length: 61 }, (_, i) => String(i + 3)));
    await choose(user, 'Game type', 'Doubles');
    expect(screen.getByText('From 3 to one less than the teams; automatic: ⌈log₂ teams⌉.')).toBeInTheDocument();
    await choose(user, 'Rounds', '5');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(posted[0]!.path).toBe('/api/doubles/tournaments');
    expect(posted[0]!.json()).toEqual({
      tournamentName: 'Swiss Open',
      tournamentType: 'SWISS',
      seedType: 'RANDOM',
      size: 'RO_64',
      settings: { swissRounds: 5 },
    });
  });

  it('groups: the advancing count stays below the group size', async () => {
    const { user, posted, onCreated } = setup();
    await user.type(screen.getByLabelText('Name'), 'Group Stage');
    await choose(user, 'Type', 'Groups and playoffs');
    expect(screen.getByRole('combobox', { name: 'Group size' })).toHaveTextContent('4');
    expect(await options(user, 'Advance per group')).toEqual(['1', '2', '3']);
    await choose(user, 'Advance per group', '3');
    await choose(user, 'Group size', '3');
    // Three cannot advance from groups of three: it drops to two.
    expect(screen.getByRole('combobox', { name: 'Advance per group' })).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(posted[0]!.json()).toEqual({
      tournamentName: 'Group Stage',
      tournamentType: 'GROUPS_PLAYOFFS',
      seedType: 'RANDOM',
      size: 'RO_64',
      settings: { groupSize: 3, groupAdvance: 2 },
    });
  });

  it('opens registration to players when asked (issue 27)', async () => {
    const { user, posted } = setup();
    await user.type(screen.getByLabelText('Name'), 'Open Night');
    await user.click(screen.getByRole('switch', { name: 'Players can register themselves' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.json()).toMatchObject({ tournamentName: 'Open Night', registrationOpen: true });
  });
});
