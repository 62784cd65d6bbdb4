import { useState } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TBracketEntryView } from '@caps/domain';
import { errorText } from '../../api/api-error.ts';
import { DialogFormBody, FormDialog } from '../../ui/FormDialog.tsx';
import { entrySide } from './tournament-rules.ts';
import { useT } from '../../i18n/use-t.ts';

export interface SkipDialogProps {
  entry: TBracketEntryView | null;
  onClose: () => void;
  /** Skips the entry for this competitor (the other one advances). */
  onSkip: (entryId: string, forfeitedId: string) => Promise<unknown>;
  /** After the closing transition (where the page puts the focus back). */
  onExited?: () => void;
}

/** 'Who skips the game?': one of the two competitors forfeits ('Choose' until one is picked). */
export function SkipDialog({ entry, onClose, onSkip, onExited }: SkipDialogProps) {
  const t = useT();
  return (
    <FormDialog open={entry !== null} onClose={onClose} title={t('tournaments.skip.title')} onExited={onExited}>
      {entry && <SkipForm key={entry.id} entry={entry} onClose={onClose} onSkip={onSkip} />}
    </FormDialog>
  );
}

function SkipForm({
  entry,
  onClose,
  onSkip,
}: {
  entry: TBracketEntryView;
  onClose: () => void;
  onSkip: SkipDialogProps['onSkip'];
}) {
  const t = useT();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sides = [entrySide(entry, 1), entrySide(entry, 2)].filter((s) => s !== null);

  const skip = async () => {
    if (!choice) return;
    setBusy(true);
    setError(null);
    try {
      await onSkip(entry.id, choice);
      onClose();
    } catch (e) {
      setError(errorText(e, t('tournaments.skip.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFormBody
      cancel={{ label: t('common.cancel'), onClick: onClose }}
      primary={{ label: t('tournaments.skip.submit'), onClick: () => void skip(), disabled: !choice }}
      busy={busy}
    >
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <TextField
        select
        fullWidth
        label={t('tournaments.skip.field')}
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ mt: 1 }}
      >
        <MenuItem value="" disabled>
          {t('tournaments.skip.choose')}
        </MenuItem>
        {sides.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
    </DialogFormBody>
  );
}
