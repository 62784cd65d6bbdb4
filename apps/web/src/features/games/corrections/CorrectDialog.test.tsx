import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TGameView } from '@caps/domain';
import {
  ADMIN_ID,
  json,
  MemoryStorage,
  route,
  storeSession,
  USER_ID,
  type FakeRequest,
} from '../../../test/fake-api.ts';
import { doublesGame, OPPONENT_ID, soloGame, TEAM1_ID, TEAM2_ID } from '../../../test/game-fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { CorrectDialog } from './CorrectDialog.tsx';

function renderDialog(game: TGameView, answer: (req: FakeRequest) => Response) {
  const storage = new MemoryStorage();
  storeSession(storage, { sub: ADMIN_ID, rol: 'ADMIN', username: 'boss' });
  const onClose = vi.fn();
  const correct = vi.fn(answer);
  const name =
    game.gameType === 'DOUBLES'
      ? route('doubles.correct', { gameId: game.id })
      : route('games.correct', { gamePath: 'singles', gameId: game.id });
  renderWithProviders(<CorrectDialog game={game} open onClose={onClose} />, { api: { [name]: correct }, storage });
  return { onClose, correct, dialog: screen.getByRole('dialog', { name: 'Correct the result' }) };
}

const changesIn = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('region', { name: 'What will change' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('CorrectDialog, singles', () => {
  const game = soloGame({ score: [11, 7], sinks: [14, 9] });
  game.gameEventList = [{ gameEvent: 'START', time: '2026-11-21T14:00:00.000Z', userId: USER_ID }];

  it('starts from the result as it stands and offers nothing to send until it changes', () => {
    const { dialog } = renderDialog(game, () => json(game));
    expect(within(dialog).getByRole('button', { name: 'Sudden Death' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('combobox', { name: 'mike points' })).toHaveValue('11');
    expect(within(dialog).getByRole('combobox', { name: 'mike sinks' })).toHaveValue('14');
    expect(within(dialog).getByRole('combobox', { name: 'anna points' })).toHaveValue('7');
    expect(within(dialog).getByRole('combobox', { name: 'anna sinks' })).toHaveValue('9');
    expect(within(dialog).getByRole('region', { name: 'Nothing changes yet' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Correct the game' })).toBeDisabled();
  });

  it('lists each change as it is made and sends the corrected game with its reason', async () => {
    const user = userEvent.setup();
    const { dialog, correct, onClose } = renderDialog(game, () => json(game));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'anna points' }), '9');
    expect(changesIn(dialog)).toEqual([
      'Score: 11 : 7 → 11 : 9',
      'anna points: 7 → 9',
      'Points of everyone who played these players since are worked out again; they are told.',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Correct the game' }));
    expect(within(dialog).getByText('Give a reason of 1 to 500 characters')).toBeInTheDocument();
    expect(correct).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/Reason/), 'Anna scored 9');
    await user.click(within(dialog).getByRole('button', { name: 'Correct the game' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(correct.mock.calls[0]?.[0].json()).toEqual({
      gameMode: 'SUDDEN_DEATH',
      player1Stats: { playerId: USER_ID, score: 11, sinks: 14 },
      player2Stats: { playerId: OPPONENT_ID, score: 9, sinks: 9 },
      gameEvents: [{ gameEvent: 'START', time: '2026-11-21T14:00:00.000Z', userId: USER_ID }],
      reason: 'Anna scored 9',
    });
    expect(await screen.findByText('Game corrected')).toBeInTheDocument();
  });

  it("refuses a result the game's rules refuse (a draw) without sending it", async () => {
    const user = userEvent.setup();
    const { dialog, correct } = renderDialog(game, () => json(game));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'anna points' }), '11');
    await user.type(within(dialog).getByLabelText(/Reason/), 'draw?');
    await user.click(within(dialog).getByRole('button', { name: 'Correct the game' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/draw/i);
    expect(correct).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog(game, () => json({ error: 'This game is still pending' }, 409));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'anna sinks' }), '10');
    await user.type(within(dialog).getByLabelText(/Reason/), 'sinks');
    await user.click(within(dialog).getByRole('button', { name: 'Correct the game' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This game is still pending');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('CorrectDialog, doubles', () => {
  const game = doublesGame();
  const [alice, bob, carol, dave] = game.allPlayers;

  it("starts from each player's line, adds the teams' points up and sends the same teams and players", async () => {
    const user = userEvent.setup();
    const { dialog, correct, onClose } = renderDialog(game, () => json(game));
    const sharks = within(dialog).getByRole('region', { name: 'Cap Sharks' });
    expect(within(sharks).getByRole('combobox', { name: 'alice points' })).toHaveValue('6');
    expect(within(sharks).getByLabelText('Cap Sharks points')).toHaveTextContent('11');
    const lids = within(dialog).getByRole('region', { name: 'Flying Lids' });
    expect(within(lids).getByLabelText('Flying Lids points')).toHaveTextContent('5');

    await user.selectOptions(within(lids).getByRole('combobox', { name: 'dave points' }), '4');
    await user.selectOptions(within(lids).getByRole('combobox', { name: 'dave sinks' }), '5');
    expect(within(lids).getByLabelText('Flying Lids points')).toHaveTextContent('7');
    expect(changesIn(dialog)).toEqual([
      'Score: 11 : 5 → 11 : 7',
      'dave points: 2 → 4',
      'dave sinks: 3 → 5',
      'Points of everyone who played these teams since are worked out again; they are told.',
    ]);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Dave scored 4');
    await user.click(within(dialog).getByRole('button', { name: 'Correct the game' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(correct.mock.calls[0]?.[0].json()).toEqual({
      gameMode: 'SUDDEN_DEATH',
      team1: TEAM1_ID,
      team2: TEAM2_ID,
      team1Players: [alice, bob],
      team2Players: [carol, dave],
      team1Score: 11,
      team2Score: 7,
      playerStatsDtos: [
        { playerId: alice, score: 6, sinks: 7, rebuttals: 0 },
        { playerId: bob, score: 5, sinks: 6, rebuttals: 0 },
        { playerId: carol, score: 3, sinks: 4, rebuttals: 0 },
        { playerId: dave, score: 4, sinks: 5, rebuttals: 0 },
      ],
      gameEventList: [],
      reason: 'Dave scored 4',
    });
  });
});

describe('CorrectDialog, doubles posted with team scores only', () => {
  // The rules let a doubles game carry its teams' scores without each player's points (they add up to 0).
  const game = doublesGame();
  game.gamePlayerStats = game.gamePlayerStats.map((line) => ({ ...line, score: 0 }));
  const [alice, bob, carol, dave] = game.allPlayers;

  it("starts from the teams' scores as they stand, lets them be corrected and keeps the players' lines", async () => {
    const user = userEvent.setup();
    const { dialog, correct, onClose } = renderDialog(game, () => json(game));
    const sharks = within(dialog).getByRole('region', { name: 'Cap Sharks' });
    const lids = within(dialog).getByRole('region', { name: 'Flying Lids' });
    expect(within(sharks).getByRole('combobox', { name: 'Cap Sharks points' })).toHaveValue('11');
    expect(within(lids).getByRole('combobox', { name: 'Flying Lids points' })).toHaveValue('5');
    expect(within(sharks).getByRole('combobox', { name: 'alice points' })).toHaveValue('0');
    expect(within(dialog).getByRole('region', { name: 'Nothing changes yet' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Correct the game' })).toBeDisabled();

    await user.selectOptions(within(lids).getByRole('combobox', { name: 'Flying Lids points' }), '7');
    expect(changesIn(dialog)).toEqual([
      'Score: 11 : 5 → 11 : 7',
      'Points of everyone who played these teams since are worked out again; they are told.',
    ]);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Lids scored 7');
    await user.click(within(dialog).getByRole('button', { name: 'Correct the game' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(correct.mock.calls[0]?.[0].json()).toMatchObject({
      team1Score: 11,
      team2Score: 7,
      playerStatsDtos: [
        { playerId: alice, score: 0, sinks: 7 },
        { playerId: bob, score: 0, sinks: 6 },
        { playerId: carol, score: 0, sinks: 4 },
        { playerId: dave, score: 0, sinks: 3 },
      ],
      reason: 'Lids scored 7',
    });
  });
});
