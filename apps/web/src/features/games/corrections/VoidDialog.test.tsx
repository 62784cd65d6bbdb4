import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_ID, json, MemoryStorage, route, storeSession, type FakeRequest } from '../../../test/fake-api.ts';
import { doublesGame } from '../../../test/game-fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { errorText } from '@caps/domain/i18n/error-text';
import { LIMITS } from '@caps/domain/limits';
import { VoidDialog } from './VoidDialog.tsx';

/** What the server and the form say of a missing or too long reason, in English. */
const REASON_MESSAGE = errorText('REASON_LENGTH', { max: LIMITS.reasonMax });

const game = doublesGame();
const voidRoute = route('games.void', { gamePath: 'doubles', gameId: game.id });

function renderDialog(answer: () => Response) {
  const storage = new MemoryStorage();
  storeSession(storage, { sub: ADMIN_ID, rol: 'ADMIN', username: 'boss' });
  const onClose = vi.fn();
  const voidGame = vi.fn((_req: FakeRequest) => answer());
  renderWithProviders(<VoidDialog game={game} open onClose={onClose} />, { api: { [voidRoute]: voidGame }, storage });
  return { onClose, voidGame };
}

describe('VoidDialog', () => {
  it('lists what voiding changes, for both sides, and needs a reason', async () => {
    const user = userEvent.setup();
    const { voidGame } = renderDialog(() => json(game));
    const dialog = screen.getByRole('dialog', { name: 'Void this game?' });
    const changes = within(dialog).getByRole('region', { name: 'What will change' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'The game leaves every list, leaderboard, stat, plot and history; its page stays and says it was voided, by you, and why.',
      'The points and stats of Cap Sharks and Flying Lids, and of everyone they played since, are worked out again without it.',
      'Its players are told, with your reason; open reports of a problem with it are closed.',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Void the game' }));
    expect(within(dialog).getByText(REASON_MESSAGE)).toBeInTheDocument();
    expect(voidGame).not.toHaveBeenCalled();
  });

  it('voids the game with the reason and closes', async () => {
    const user = userEvent.setup();
    const { voidGame, onClose } = renderDialog(() => json({ ...game, status: 'VOIDED', voidReason: 'Posted twice' }));
    await user.type(screen.getByLabelText(/Reason/), 'Posted twice');
    await user.click(screen.getByRole('button', { name: 'Void the game' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(voidGame.mock.calls[0]?.[0].json()).toEqual({ reason: 'Posted twice' });
    expect(await screen.findByText('Game voided')).toBeInTheDocument();
  });

  it('shows a refusal (a tournament result) in the dialog', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog(() =>
      json({ error: 'This game is a tournament result: it changes only by reopening its match' }, 409),
    );
    await user.type(screen.getByLabelText(/Reason/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Void the game' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This game is a tournament result');
    expect(onClose).not.toHaveBeenCalled();
  });
});
