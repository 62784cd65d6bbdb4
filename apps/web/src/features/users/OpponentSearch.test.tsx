import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, MemoryStorage, storeSession, USER_ID, type FakeHandler } from '../../test/fake-api.ts';
import { me, opponent, THIRD_ID } from '../../test/game-fixtures.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import type { TUserSummary } from '../../api/users.ts';
import { OpponentSearch } from './OpponentSearch.tsx';

const third = { id: THIRD_ID, username: 'annika', avatarHash: 'hash-annika', lastSeen: null };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function Harness({ onPick }: { onPick?: (user: TUserSummary | null) => void }) {
  const [value, setValue] = useState<TUserSummary | null>(null);
  return (
    <OpponentSearch
      value={value}
      onChange={(user) => {
        setValue(user);
        onPick?.(user);
      }}
      excludeIds={[USER_ID]}
    />
  );
}

function setup(
  search: FakeHandler = (req) => {
    const text = req.url.searchParams.get('username') ?? '';
    return json({ content: [me, opponent, third].filter((u) => u.username.includes(text)) });
  },
) {
  const storage = new MemoryStorage();
  storeSession(storage, { sub: USER_ID, username: 'mike' });
  const picked: (TUserSummary | null)[] = [];
  const utils = renderWithProviders(<Harness onPick={(u) => picked.push(u)} />, {
    storage,
    api: { 'GET /api/users/search': search },
  });
  const searches = () =>
    utils.fetch.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((u) => u.pathname === '/api/users/search');
  return { ...utils, picked, searches, input: screen.getByRole('combobox', { name: 'Select opponent' }) };
}

describe('OpponentSearch', () => {
  it("says 'Type in a name' before anything is typed and searches nothing", async () => {
    const user = userEvent.setup();
    const { input, searches } = setup();
    await user.click(input);
    expect(screen.getByRole('status')).toHaveTextContent('Type in a name');
    await sleep(400);
    expect(searches()).toHaveLength(0);
  });

  // No timer is asserted (a loaded machine stretches any sleep): one search for the whole text proves the pause.
  it("shows 'Searching...' while typing, then asks once for the whole text (5 results, first page)", async () => {
    const user = userEvent.setup();
    const { input, searches } = setup();
    await user.type(input, 'ann');
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');
    expect(await screen.findByRole('option', { name: 'anna' })).toBeInTheDocument();
    expect(searches()).toHaveLength(1);
    const params = searches()[0]!.searchParams;
    expect(params.get('username')).toBe('ann');
    expect(params.get('pageSize')).toBe('5');
    expect(params.get('pageNumber')).toBe('0');
  });

  it('leaves the signed-in player out of the results', async () => {
    const user = userEvent.setup();
    const { input } = setup();
    await user.type(input, 'i');
    expect(await screen.findByRole('option', { name: 'annika' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'mike' })).not.toBeInTheDocument();
  });

  it("says 'No results' when nobody matches", async () => {
    const user = userEvent.setup();
    const { input } = setup();
    await user.type(input, 'zzz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results'));
  });

  it("shows 'No results' when only the player themself matches", async () => {
    const user = userEvent.setup();
    const { input } = setup();
    await user.type(input, 'mik');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results'));
  });

  it('moves the highlight with the arrow keys and picks with Enter', async () => {
    const user = userEvent.setup();
    const { input, picked } = setup();
    await user.type(input, 'ann');
    const first = await screen.findByRole('option', { name: 'anna' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('option', { name: 'annika' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}');
    // Wraps around to the first.
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(picked.at(-1)?.username).toBe('annika');
    expect(input).toHaveValue('annika');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('clears the choice when the text is edited or the clear button is pressed', async () => {
    const user = userEvent.setup();
    const { input, picked } = setup();
    await user.type(input, 'ann');
    await user.click(await screen.findByRole('option', { name: 'anna' }));
    expect(picked.at(-1)?.username).toBe('anna');
    await user.click(screen.getByRole('button', { name: 'Clear Select opponent' }));
    expect(picked.at(-1)).toBeNull();
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    await user.type(input, 'ann');
    await user.click(await screen.findByRole('option', { name: 'anna' }));
    await user.type(input, 'x');
    expect(picked.at(-1)).toBeNull();
  });

  it('closes the list with Escape', async () => {
    const user = userEvent.setup();
    const { input } = setup();
    await user.type(input, 'ann');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
