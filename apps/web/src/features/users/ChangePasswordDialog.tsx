import { useState } from 'react';
import { LIMITS } from '@caps/domain/limits';
import { useApi } from '../../api/api-context.tsx';
import { accountUpdateError, useChangePassword } from '../../api/users.ts';
import { useAlert } from '../../ui/alert/alert-context.tsx';
import { adoptTokens } from '../../api/session/session.ts';
import { confirmPasswordRule, passwordRule } from '../../ui/forms/account-rules.ts';
import { DialogFields } from '../../ui/forms/DialogFields.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { PasswordField } from '../../ui/forms/PasswordField.tsx';
import { useForm, type FieldRules } from '../../ui/forms/use-form.ts';
import { useT } from '../../i18n/use-t.ts';

type PasswordValues = { oldPassword: string; newPassword: string };
// The old password only has to look like one; a new one must meet the sign-up minimum the server enforces.
const rules: FieldRules<PasswordValues> = { oldPassword: confirmPasswordRule, newPassword: passwordRule };
const initial: PasswordValues = { oldPassword: '', newPassword: '' };

/** 'Change password': Save stays disabled until both fields are valid; a failure keeps the dialog open. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
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

  const onSubmit = async () => {
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
    showAlert(t('users.password.saved'), 'success');
    close();
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('users.profile.changePassword')}
      onSubmit={() => void onSubmit()}
      primary={{ label: t('common.save'), disabled: !form.isValid }}
      busy={changePassword.isPending}
    >
      <DialogFields error={error}>
        <PasswordField
          label={t('users.password.old')}
          autoComplete="current-password"
          {...form.field('oldPassword')}
          error={false}
          helperText=" "
        />
        <PasswordField
          label={t('users.password.new')}
          autoComplete="new-password"
          {...form.field('newPassword')}
          error={false}
          helperText={t('users.password.newHint', { min: LIMITS.passwordMin })}
        />
      </DialogFields>
    </FormDialog>
  );
}
