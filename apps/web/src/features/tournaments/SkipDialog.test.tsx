import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-app.tsx';
import { SkipDialog } from './SkipDialog.tsx';
import { tournamentFixture } from './tournament-fixtures.ts';

const entry = tournamentFixture().bracketEntries.find((e) => e.player1 && e.player2 && !e.final)!;

describe('SkipDialog', () => {
  it("asks 'Who skips the game?' with a disabled 'Choose' and enables Skip once a competitor is chosen", async () => {
    const onSkip = vi.fn(async () => undefined);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SkipDialog entry={entry} onClose={onClose} onSkip={onSkip} />);
    const dialog = screen.getByRole('dialog', { name: 'Who skips the game?' });
    const skip = within(dialog).getByRole('button', { name: 'Skip' });
    expect(skip).toBeDisabled();
    const select = within(dialog).getByRole('combobox', { name: 'Skips the game' });
    expect(select).toHaveTextContent('Choose');

    await user.click(select);
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Choose' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(listbox).getByRole('option', { name: entry.player2!.username }));
    expect(skip).toBeEnabled();
    await user.click(skip);
    expect(onSkip).toHaveBeenCalledWith(entry.id, entry.player2!.id);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('closes on Cancel without skipping, and shows the server message on failure', async () => {
    const onSkip = vi.fn(async () => {
      throw new Error('nope');
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SkipDialog entry={entry} onClose={onClose} onSkip={onSkip} />);
    await user.click(screen.getByRole('combobox', { name: 'Skips the game' }));
    await user.click(screen.getByRole('option', { name: entry.player1!.username }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to skip the game');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
