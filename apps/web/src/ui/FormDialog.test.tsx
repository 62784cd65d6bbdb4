import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextField from '@mui/material/TextField';
import { renderWithProviders } from '../test/render-app.tsx';
import { DialogFields } from './forms/DialogFields.tsx';
import { DialogFormBody, FormDialog } from './FormDialog.tsx';

describe('FormDialog', () => {
  it('is labelled by its title; Enter in a field and the primary button submit, Cancel closes', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <FormDialog open title="Rename" onClose={onClose} onSubmit={onSubmit} primary={{ label: 'Save' }}>
        <DialogFields error="Name taken">
          <TextField label="Name" />
        </DialogFields>
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Rename' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Name taken');
    await user.type(within(dialog).getByLabelText('Name'), 'caps{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('disables the primary action while busy or not ready, and shows the given cancel action', () => {
    const { rerender } = renderWithProviders(
      <FormDialog
        open
        title="Sure?"
        onClose={() => undefined}
        cancel={{ label: 'No', onClick: () => undefined }}
        primary={{ label: 'Yes', onClick: () => undefined }}
        busy
      />,
    );
    expect(screen.getByRole('button', { name: 'Yes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'No' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    rerender(<FormDialog open title="Sure?" primary={{ label: 'Yes', onClick: () => undefined, disabled: true }} />);
    expect(screen.getByRole('button', { name: 'Yes' })).toBeDisabled();
  });

  it('has no Cancel and cannot be dismissed without onClose', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <FormDialog open title="Add your email" onSubmit={() => undefined} primary={{ label: 'Save' }} />,
    );
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Add your email' })).toBeInTheDocument();
  });

  it('takes the whole screen on phones when asked', () => {
    renderWithProviders(<FormDialog open title="Long form" fullScreenOnPhone primary={{ label: 'Save' }} />, {
      phone: true,
    });
    expect(document.querySelector('.MuiDialog-paperFullScreen')).not.toBeNull();
  });

  it('lets a body keyed by its subject bring its own form under the title', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    renderWithProviders(
      <FormDialog open title="Enter the result" onClose={() => undefined}>
        <DialogFormBody
          onSubmit={onSubmit}
          cancel={{ label: 'Cancel', onClick: () => undefined }}
          primary={{ label: 'Add a game' }}
        >
          <TextField label="Points" />
        </DialogFormBody>
      </FormDialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Add a game' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
