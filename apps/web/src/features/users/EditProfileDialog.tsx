import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { accountUpdateError, useUpdateUser } from '../../api/users.ts';
import { useAlert } from '../../ui/alert/alert-context.tsx';
import { useAuth } from '../auth/index.ts';
import { confirmPasswordRule, emailRule, usernameRule } from '../../ui/forms/account-rules.ts';
import { DialogFields } from '../../ui/forms/DialogFields.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { PasswordField } from '../../ui/forms/PasswordField.tsx';
import { useForm, type FieldRules } from '../../ui/forms/use-form.ts';
import { useT } from '../../i18n/use-t.ts';

type AccountValues = { username: string; email: string; password: string };
const rules: FieldRules<AccountValues> = { username: usernameRule, email: emailRule, password: confirmPasswordRule };

export interface EditProfileDialogProps {
  open: boolean;
  onClose: () => void;
  userId: string;
  username: string;
  email: string;
}

/** 'Change account data': username and email, confirmed with the password. Cancel drops the edits. */
export function EditProfileDialog({ open, onClose, userId, username, email }: EditProfileDialogProps) {
  const t = useT();
  const initial = { username, email, password: '' };
  const form = useForm<AccountValues>(initial, rules);
  const updateUser = useUpdateUser();
  const { updateData } = useAuth();
  const { showAlert } = useAlert();
  const [error, setError] = useState<string | null>(null);
  const { reset } = form;

  useEffect(() => {
    if (open) {
      reset({ username, email, password: '' });
      setError(null);
    }
  }, [open, username, email, reset]);

  const cancel = () => {
    reset({ username, email, password: '' });
    setError(null);
    onClose();
  };

  const onSubmit = async () => {
    if (!form.validate()) return;
    setError(null);
    const { values } = form;
    try {
      const user = await updateUser.mutateAsync({
        id: userId,
        username: values.username !== username ? values.username : undefined,
        email: values.email.trim() !== email ? values.email.trim() : undefined,
        password: values.password,
      });
      updateData({ username: user.username, email: values.email.trim() || null }); // the answer (the profile) carries no email
      showAlert(t('users.edit.saved'), 'success');
      onClose();
    } catch (e) {
      setError(accountUpdateError(e));
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={cancel}
      title={t('users.edit.title')}
      onSubmit={() => void onSubmit()}
      primary={{ label: t('common.save') }}
      busy={updateUser.isPending}
    >
      <DialogFields error={error}>
        <TextField label={t('users.edit.username')} autoComplete="username" {...form.field('username')} />
        <TextField
          label={t('users.edit.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.field('email')}
        />
        <PasswordField label={t('users.edit.password')} autoComplete="current-password" {...form.field('password')} />
      </DialogFields>
    </FormDialog>
  );
}
