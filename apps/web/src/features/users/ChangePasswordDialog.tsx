import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { LIMITS } from '@caps/domain/limits';
import { useApi } from '../../api/api-context.tsx';
import { useChangePassword } from '../../api/users.ts';
import { useAlert } from '../../app/alert/alert-context.tsx';
import { accountUpdateError, confirmPasswordRule, passwordRule } from '../auth/account-rules.ts';
import { adoptTokens } from '../auth/session.ts';
import { PasswordField } from '../../ui/forms/PasswordField.tsx';
import { useForm, type FieldRules } from '../../ui/forms/use-form.ts';

type PasswordValues = { oldPassword: string; newPassword: string };
// The old password only has to look like one; a new one must meet the sign-up minimum the server enforces.
const rules: FieldRules<PasswordValues> = { oldPassword: confirmPasswordRule, newPassword: passwordRule };
const initial: PasswordValues = { oldPassword: '', newPassword: '' };

/** 'Change password': Save stays disabled until both fields are valid; a failure keeps the dialog open. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const form = useForm(initial, rules);
  const changePassword = useChangePassword();
  const api = useApi();
  const { showAlert } = useAlert();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    setError(null);
    let tokens;
    try {
      tokens = await changePassword.mutateAsync(form.values);
    } catch (e) {
      setError(accountUpdateError(e));
      return;
    }
    // The server keeps this session and ends the others; its answer holds this session's newer tokens.
    adoptTokens(api, tokens);
    showAlert('Password saved', 'success');
    close();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>Change password</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <PasswordField label="Old Password" autoComplete="current-password" {...form.field('oldPassword')} error={false} helperText=" " />
            <PasswordField
              label="New Password"
              autoComplete="new-password"
              {...form.field('newPassword')}
              error={false}
              helperText={`At least ${LIMITS.passwordMin} characters`}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" variant="outlined" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!form.isValid || changePassword.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
