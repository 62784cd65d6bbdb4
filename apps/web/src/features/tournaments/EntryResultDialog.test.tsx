import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-app.tsx';
import { EntryResultDialog } from './EntryResultDialog.tsx';
import { tournamentFixture } from './tournament-fixtures.ts';

const entry = tournamentFixture().bracketEntries.find((e) => e.player1 && e.player2 && !e.final)!;

async function optionCount(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement): Promise<string[]> {
  await user.click(combobox);
  const values = within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
  await user.keyboard('{Escape}');
  return values;
}

describe('EntryResultDialog', () => {
  it('bounds scores by game mode (0–11 sudden death, 0–21 overtime) and sinks per side (21 own, 27 opponent)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EntryResultDialog entry={entry} onClose={() => undefined} onSubmit={async () => undefined} />);
    const [points1] = screen.getAllByRole('combobox', { name: 'Points' });
    const [sinks1, sinks2] = screen.getAllByRole('combobox', { name: 'Sinks' });
    expect(await optionCount(user, points1!)).toEqual(Array.from({ length: 12 }, (_, i) => String(i)));
    expect((await optionCount(user, sinks1!)).at(-1)).toBe('21');
    expect((await optionCount(user, sinks2!)).at(-1)).toBe('27');
  });

  it('posts a solo game of the two fixed players', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderWithProviders(<EntryResultDialog entry={entry} onClose={() => undefined} onSubmit={onSubmit} />);
    const [points1, points2] = screen.getAllByRole('combobox', { name: 'Points' });
    await user.click(screen.getByRole('combobox', { name: 'Game mode' }));
    await user.click(screen.getByRole('option', { name: 'Overtime' }));
    expect((await optionCount(user, points1!)).at(-1)).toBe('21');

    const add = screen.getByRole('button', { name: 'Add a game' });
    expect(add).toBeDisabled();
    await user.click(points1!);
    await user.click(screen.getByRole('option', { name: '13' }));
    await user.click(points2!);
    await user.click(screen.getByRole('option', { name: '11' }));
    await user.click(add);
    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'soloResult',
      entryId: entry.id,
      body: {
        gameMode: 'OVERTIME',
        player1Stats: { playerId: entry.player1!.id, score: 13, sinks: 0 },
        player2Stats: { playerId: entry.player2!.id, score: 11, sinks: 0 },
        gameEvents: [],
      },
    });
  });

  it('shows the rule message for an impossible score instead of posting', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderWithProviders(<EntryResultDialog entry={entry} onClose={() => undefined} onSubmit={onSubmit} />);
    const [points1, points2] = screen.getAllByRole('combobox', { name: 'Points' });
    await user.click(points1!);
    await user.click(screen.getByRole('option', { name: '5' }));
    await user.click(points2!);
    await user.click(screen.getByRole('option', { name: '5' }));
    await user.click(screen.getByRole('button', { name: 'Add a game' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Game cannot end in a draw');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the result once when Add a game is clicked twice before the answer', async () => {
    let answer: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderWithProviders(<EntryResultDialog entry={entry} onClose={() => undefined} onSubmit={onSubmit} />);
    const [points1, points2] = screen.getAllByRole('combobox', { name: 'Points' });
    await user.click(points1!);
    await user.click(screen.getByRole('option', { name: '11' }));
    await user.click(points2!);
    await user.click(screen.getByRole('option', { name: '4' }));
    const add = screen.getByRole('button', { name: 'Add a game' });
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.submit(add.closest('form')!);
    await waitFor(() => expect(add).toBeDisabled());
    answer();
    await waitFor(() => expect(add).toBeEnabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('corrects a decided score from where it stood: same winner keeps the bracket (Swiss keeps its pairings), a new winner is a reopen (issue 37)', async () => {
    const played = tournamentFixture({ results: 1 }).bracketEntries.find((e) => e.result)!;
    const game = {
      id: 'game-0',
      gameType: 'SINGLES' as const,
      gamePlayerStats: [],
      winner: 'Player0',
      winnerId: played.result!.winnerId,
      team1DatabaseId: null,
      team2DatabaseId: null,
      team1Score: 11,
      team2Score: 5,
    };
    const decided = { ...played, game };
    const onSubmit = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderWithProviders(
      <EntryResultDialog entry={decided} correction={{ swiss: true }} onClose={() => undefined} onSubmit={onSubmit} />,
    );
    expect(screen.getByRole('heading', { name: 'Correct the score' })).toBeInTheDocument();
    const [points1, points2] = screen.getAllByRole('combobox', { name: 'Points' });
    // The form starts from the stored result (11 to 5, sinks 13 to 7).
    expect(points1).toHaveTextContent('11');
    expect(points2).toHaveTextContent('5');
    expect(screen.getByText(/The bracket stays as it is/)).toHaveTextContent(
      'Rounds already paired keep their pairings',
    );
    const save = screen.getByRole('button', { name: 'Save the score' });

    // A new winner: the preview says to reopen, and nothing can be sent.
    await user.click(points2!);
    await user.click(screen.getByRole('option', { name: '11' }));
    await user.click(points1!);
    await user.click(screen.getByRole('option', { name: '9' }));
    expect(screen.getByText(/These scores change the winner/)).toBeInTheDocument();
    expect(save).toBeDisabled();

    // The same winner with another score: a reason is asked for, then the game is corrected.
    await user.click(points1!);
    await user.click(screen.getByRole('option', { name: '11' }));
    await user.click(points2!);
    await user.click(screen.getByRole('option', { name: '4' }));
    await user.click(save);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Reason/), 'It was 11 to 4');
    await user.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'correctSolo',
      gameId: decided.game!.id,
      body: {
        gameMode: 'SUDDEN_DEATH',
        player1Stats: { playerId: decided.player1!.id, score: 11, sinks: 13 },
        player2Stats: { playerId: decided.player2!.id, score: 4, sinks: 7 },
        gameEvents: [],
        reason: 'It was 11 to 4',
      },
    });
  });
});
