import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, MemoryStorage, route, storeSession, USER_ID } from '../../../test/fake-api.ts';
import { soloGame } from '../../../test/game-fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { WithdrawDialog } from './WithdrawDialog.tsx';

const game = soloGame({ status: 'PENDING', pointsChange: [0, 0] });
const withdrawRoute = route('games.withdraw', { gamePath: 'singles', gameId: game.id });

function renderDialog(answer: () => Response) {
  const storage = new MemoryStorage();
  storeSession(storage, { sub: USER_ID, username: 'mike' });
  const onClose = vi.fn();
  const withdraw = vi.fn(answer);
  renderWithProviders(<WithdrawDialog game={game} myId={USER_ID} open onClose={onClose} />, {
    api: { [withdrawRoute]: withdraw },
    storage,
  });
  return { onClose, withdraw };
}

describe('WithdrawDialog', () => {
  it('says what withdrawing changes, then withdraws the game and closes', async () => {
    const user = userEvent.setup();
    const { onClose, withdraw } = renderDialog(() => json({ ...game, status: 'WITHDRAWN' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this game?' });
    expect(
      within(dialog).getByText(/The game against anna leaves their games to accept and never counts/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(withdraw).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Game withdrawn')).toBeInTheDocument();
  });

  it('shows the refusal and stays open when the game was decided meanwhile', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog(() => json({ error: 'This game was already accepted' }, 409));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This game was already accepted');
    expect(onClose).not.toHaveBeenCalled();
  });
});
