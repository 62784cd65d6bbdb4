import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, MemoryStorage, storeSession, USER_ID, type FakeHandler } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { loadLanguage } from '../../i18n/i18n.ts';
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
  function seasonsApi(
    started: unknown[],
    renamed: unknown[],
    startAnswer = () => json({ id: 3, name: 'Summer', startedAt: '2026-06-01T00:00:00.000Z', endedAt: null }, 201),
  ): Record<string, FakeHandler> {
    return {
      'GET /api/seasons': () => json(SEASONS),
      'POST /api/seasons': (req) => {
        started.push(req.json());
        return startAnswer();
      },
      'PUT /api/seasons/2': (req) => {
        renamed.push(req.json());
        return json({ ...SEASONS[0], name: 'Spring Cup' });
      },
    };
  }

  it('renames a season in its row without starting one; the dialog has no start button of its own', async () => {
    const user = userEvent.setup();
    const started: unknown[] = [];
    const renamed: unknown[] = [];
    renderWithProviders(<SeasonsDialog open onClose={() => undefined} />, {
      api: seasonsApi(started, renamed),
      storage: asAdmin(),
    });
    expect(await screen.findByText('Spring (current)')).toBeInTheDocument();
    expect(screen.getByText('Season 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start season' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("New season's name")).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename Spring' }));
    const field = screen.getByLabelText('New name of Spring');
    await user.clear(field);
    await user.type(field, 'Spring Cup');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(renamed).toEqual([{ name: 'Spring Cup' }]));
    expect(started).toEqual([]);
  });

  it('starts a season only through its confirmation: what ends, an empty name, the box ticked, and the season it ends', async () => {
    const user = userEvent.setup();
    const started: unknown[] = [];
    renderWithProviders(<SeasonsDialog open onClose={() => undefined} />, {
      api: seasonsApi(started, []),
      storage: asAdmin(),
    });
    await user.click(await screen.findByRole('button', { name: 'Start a new season…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Start a new season?' });
    expect(
      within(confirm).getByText(
        'Spring ends for everyone now. Its final table is frozen and its top 3 get their awards. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    const name = within(confirm).getByLabelText("New season's name");
    expect(name).toHaveValue('');

    const submit = within(confirm).getByRole('button', { name: 'End Spring and start' });
    await user.click(submit);
    expect(await within(confirm).findByText('A season needs a name')).toBeInTheDocument();
    expect(within(confirm).getByText('Tick the box to confirm')).toBeInTheDocument();
    await user.type(name, '  Summer ');
    await user.click(submit);
    expect(started).toEqual([]);
    await user.click(within(confirm).getByRole('checkbox', { name: 'I understand that Spring ends for everyone now' }));
    await user.click(submit);
    await waitFor(() => expect(started).toEqual([{ name: 'Summer', endsSeasonId: 2 }]));
  });

  it("shows the server's refusal when another admin just started a season", async () => {
    const user = userEvent.setup();
    const refused = () =>
      json(
        {
          error: 'A season was just started: Autumn is the current season now. Nothing was changed',
          code: 'SEASON_JUST_STARTED',
          params: { name: 'Autumn' },
        },
        409,
      );
    renderWithProviders(<SeasonsDialog open onClose={() => undefined} />, {
      api: seasonsApi([], [], refused),
      storage: asAdmin(),
    });
    await user.click(await screen.findByRole('button', { name: 'Start a new season…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Start a new season?' });
    await user.type(within(confirm).getByLabelText("New season's name"), 'Summer');
    await user.click(within(confirm).getByRole('checkbox'));
    await user.click(within(confirm).getByRole('button', { name: 'End Spring and start' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'A season was just started: Autumn is the current season now',
    );
  });

  describe('in Polish', () => {
    afterEach(async () => {
      await loadLanguage('en');
    });

    it("words the server's generated season name in the reader's language, in the list and in the start confirmation", async () => {
      await loadLanguage('pl');
      const user = userEvent.setup();
      const api = { ...seasonsApi([], []), 'GET /api/seasons': () => json([{ ...SEASONS[1], endedAt: null }]) };
      renderWithProviders(<SeasonsDialog open onClose={() => undefined} />, { api, storage: asAdmin() });
      expect(await screen.findByText('Sezon 1 (obecny)')).toBeInTheDocument();
      expect(screen.queryByText(/Season 1/)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /Rozpocznij nowy sezon/ }));
      expect(await screen.findByText(/Sezon „Sezon 1” kończy się/)).toBeInTheDocument();
    });
  });
});
