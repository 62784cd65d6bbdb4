import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, MemoryStorage, storeSession, USER_ID, type FakeHandler } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { SeasonsDialog } from './SeasonsDialog.tsx';

const SEASONS = [
  { id: 2, name: 'Spring', startedAt: '2026-03-01T00:00:00.000Z', endedAt: null },
  { id: 1, name: 'Season 1', startedAt: '2026-01-01T00:00:00.000Z', endedAt: '2026-03-01T00:00:00.000Z' },
];

function asAdmin() {
  const storage = new MemoryStorage();
  storeSession(storage, { sub: USER_ID, username: 'boss', rol: 'ADMIN' });
  return storage;
}

describe('SeasonsDialog', () => {
  it('lists the seasons, refuses an empty name, starts a season with the name given and renames one', async () => {
    const user = userEvent.setup();
    const started: unknown[] = [];
    const renamed: unknown[] = [];
    const api: Record<string, FakeHandler> = {
      'GET /api/seasons': () => json(SEASONS),
      'POST /api/seasons': (req) => {
        started.push(req.json());
        return json({ id: 3, name: 'Summer', startedAt: '2026-06-01T00:00:00.000Z', endedAt: null }, 201);
      },
      'PUT /api/seasons/2': (req) => {
        renamed.push(req.json());
        return json({ ...SEASONS[0], name: 'Spring Cup' });
      },
    };
    renderWithProviders(<SeasonsDialog open onClose={() => undefined} />, { api, storage: asAdmin() });
    expect(await screen.findByText('Spring (current)')).toBeInTheDocument();
    expect(screen.getByText('Season 1')).toBeInTheDocument();

    const name = screen.getByLabelText("New season's name");
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Start season' }));
    expect(await screen.findByText('A season needs a name')).toBeInTheDocument();
    expect(started).toEqual([]);
    await user.type(name, '  Summer ');
    await user.click(screen.getByRole('button', { name: 'Start season' }));
    await waitFor(() => expect(started).toEqual([{ name: 'Summer' }]));

    await user.click(screen.getByRole('button', { name: 'Rename Spring' }));
    const field = screen.getByLabelText('New name of Spring');
    await user.clear(field);
    await user.type(field, 'Spring Cup');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(renamed).toEqual([{ name: 'Spring Cup' }]));
  });
});
