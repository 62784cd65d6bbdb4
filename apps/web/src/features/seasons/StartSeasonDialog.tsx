import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TSeason } from '@caps/domain';
import { LIMITS } from '@caps/domain/limits';
import { errorText } from '../../api/api-error.ts';
import { useStartSeason } from '../../api/seasons.ts';
import { useAlert } from '../../ui/alert/alert-context.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { useT } from '../../i18n/use-t.ts';
import { nameProblem, seasonName } from './season-name.ts';

interface StartSeasonDialogProps {
  open: boolean;
  current: TSeason;
  onClose: () => void;
  onStarted: () => void;
}

/** The dialog's fields and errors, emptied on every opening, and the start (only with a name and the tick). */
function useStartSeasonForm({ open, current, onClose, onStarted }: StartSeasonDialogProps) {
  const t = useT();
  const start = useStartSeason();
  const { showAlert } = useAlert();
  const [name, setName] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setName('');
    setUnderstood(false);
    setNameError(null);
    setConfirmError(false);
    setFailure(null);
  }, [open]);

  const onSubmit = async () => {
    const problem = nameProblem(name);
    setNameError(problem);
    setConfirmError(!understood);
    if (problem || !understood) return;
    try {
      const started = await start.mutateAsync({ name: name.trim(), endsSeasonId: current.id });
      showAlert(t('seasons.dialog.started', { name: seasonName(started.name) }), 'success');
      onClose();
      onStarted();
    } catch (err) {
      setFailure(errorText(err, t('seasons.dialog.startFailed')));
    }
  };

  return {
    name,
    changeName: (value: string) => {
      setName(value);
      setNameError(null);
    },
    nameError,
    understood,
    changeUnderstood: (checked: boolean) => {
      setUnderstood(checked);
      setConfirmError(false);
    },
    confirmError,
    failure,
    submit: onSubmit,
    busy: start.isPending,
  };
}

/**
 * Starting a season, confirmed (issue #37): it says what happens (the current season ends for everyone now, its final
 * table is frozen), the new name starts empty, and nothing is sent until the admin ticks that they understand. The
 * start names the season it ends, so a start another admin made meanwhile is refused (409) instead of ended.
 */
export function StartSeasonDialog(props: StartSeasonDialogProps) {
  const { open, current, onClose } = props;
  const t = useT();
  const form = useStartSeasonForm(props);

  return (
    <FormDialog
      open={open}
      title={t('seasons.start.title')}
      onClose={onClose}
      onSubmit={() => void form.submit()}
      primary={{ label: t('seasons.start.submit', { name: seasonName(current.name) }) }}
      busy={form.busy}
      maxWidth="sm"
    >
      <Alert severity="warning" role="note" sx={{ mb: 2 }}>
        {t('seasons.start.warning', { name: seasonName(current.name) })}
      </Alert>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('seasons.start.explain', { points: LIMITS.startingPoints })}
      </Typography>
      <TextField
        fullWidth
        autoFocus
        label={t('seasons.start.name')}
        value={form.name}
        onChange={(e) => form.changeName(e.target.value)}
        error={Boolean(form.nameError)}
        helperText={form.nameError ?? t('seasons.start.nameHint')}
        slotProps={{ htmlInput: { maxLength: LIMITS.seasonNameMax + 10 } }}
      />
      <UnderstoodCheckbox
        season={seasonName(current.name)}
        checked={form.understood}
        missing={form.confirmError}
        onChange={form.changeUnderstood}
      />
      {form.failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {form.failure}
        </Alert>
      )}
    </FormDialog>
  );
}

interface UnderstoodCheckboxProps {
  /** The name of the season that ends. */
  season: string;
  checked: boolean;
  /** The form was sent without the tick. */
  missing: boolean;
  onChange: (checked: boolean) => void;
}

/** The admin's tick that they understand the current season ends now, and what it says when it is missing. */
function UnderstoodCheckbox({ season, checked, missing, onChange }: UnderstoodCheckboxProps) {
  const t = useT();
  return (
    <>
      <FormControlLabel
        sx={{ mt: 1, alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
        control={<Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} />}
        label={t('seasons.start.confirm', { name: season })}
      />
      {missing && <FormHelperText error>{t('seasons.start.confirmNeeded')}</FormHelperText>}
    </>
  );
}
