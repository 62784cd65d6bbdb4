import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render-app.tsx';
import { FormDialog } from './FormDialog.tsx';

/** A page whose dialog's action removes the button that opened it (and, if asked, its whole card). */
function Page({ removesCard }: { removesCard: boolean }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <main>
      <h1>Game</h1>
      <button type="button">Top link</button>
      {!(done && removesCard) && (
        <section>
          {!done && (
            <button type="button" onClick={() => setOpen(true)}>
              Void
            </button>
          )}
          <button type="button">Report a problem</button>
        </section>
      )}
      <FormDialog
        open={open}
        title="Void the game"
        onClose={() => setOpen(false)}
        primary={{
          label: 'Void',
          onClick: () => {
            setDone(true);
            setOpen(false);
          },
        }}
      />
    </main>
  );
}

describe('focus after a dialog', () => {
  it('goes back to the opener when it still stands', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Page removesCard={false} />);
    await user.click(screen.getByRole('button', { name: 'Void' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Void' })).toHaveFocus());
  });

  it('goes to the nearest control beside the opener when the action removed it', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Page removesCard={false} />);
    await user.click(screen.getByRole('button', { name: 'Void' }));
    await user.click(screen.getByRole('dialog').querySelector('button[type="button"]:last-child') as HTMLElement);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Report a problem' })).toHaveFocus());
  });

  it("goes to the page's heading when the opener's whole card went away", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Page removesCard />);
    await user.click(screen.getByRole('button', { name: 'Void' }));
    await user.click(screen.getByRole('dialog').querySelector('button[type="button"]:last-child') as HTMLElement);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Game' })).toHaveFocus());
  });
});
