import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, MemoryStorage, route, storeSession, USER_ID } from '../../../test/fake-api.ts';
import { soloGame } from '../../../test/game-fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { errorText } from '@caps/domain/i18n/error-text';
import { LIMITS } from '@caps/domain/limits';
import { DisputeDialog } from './DisputeDialog.tsx';

/** What the server and the form say of a missing or too long reason, in English. */
const REASON_MESSAGE = errorText('REASON_LENGTH', { max: LIMITS.reasonMax });

const game = soloGame({ gameType: 'EASY_CAPS' });
const disputeRoute = route('games.dispute', { gamePath: 'easy', gameId: game.id });

function renderDialog(answer: (reason: string) => Response) {
  const storage = new MemoryStorage();
  storeSession(storage, { sub: USER_ID, username: 'mike' });
  const onClose = vi.fn();
  const dispute = vi.fn((req: { json: () => unknown }) => answer((req.json() as { reason: string }).reason));
  renderWithProviders(<DisputeDialog game={game} open onClose={onClose} />, {
    api: { [disputeRoute]: dispute },
    storage,
  });
  return { onClose, dispute };
}

describe('DisputeDialog', () => {
  it('asks for a reason of 1 to 500 characters before it reports anything', async () => {
    const user = userEvent.setup();
    const { dispute } = renderDialog(() => json({}, 201));
    const dialog = screen.getByRole('dialog', { name: 'Report a problem' });
    expect(within(dialog).getByText(/Nothing changes until then/)).toBeInTheDocument();
    expect(within(dialog).getByText('0/500')).toBeInTheDocument();
    const reason = within(dialog).getByLabelText(/What is wrong with this game\?/);
    expect(reason).toHaveAttribute('maxlength', '500');

    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(within(dialog).getByText(REASON_MESSAGE)).toBeInTheDocument();
    expect(dispute).not.toHaveBeenCalled();
  });

  it('reports the trimmed reason and closes', async () => {
    const user = userEvent.setup();
    const { dispute, onClose } = renderDialog((reason) =>
      json(
        {
          id: 'd1',
          gameId: game.id,
          gameType: 'EASY_CAPS',
          byId: USER_ID,
          byName: 'mike',
          reason,
          at: '2026-11-22T10:00:00.000Z',
        },
        201,
      ),
    );
    await user.type(screen.getByLabelText(/What is wrong with this game\?/), ' I won 11 : 9, not 7 ');
    expect(screen.getByText('19/500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(dispute).toHaveBeenCalledTimes(1);
    expect(dispute.mock.calls[0]?.[0].json()).toEqual({ reason: 'I won 11 : 9, not 7' });
    expect(await screen.findByText('Problem reported: an admin will look at it')).toBeInTheDocument();
  });

  it('shows why the server refused (a second report of the same game)', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog(() =>
      json({ error: 'You already reported a problem with this game; an admin will look at it' }, 409),
    );
    await user.type(screen.getByLabelText(/What is wrong with this game\?/), 'again');
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already reported a problem with this game');
    expect(onClose).not.toHaveBeenCalled();
  });
});
