/** The owner's self-service dialogs (issue 27): registration settings, and an open match's table and round deadline. */
import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TBracketEntryView, TTournamentView } from '@caps/domain';
import { errorText } from '../../api/api-error.ts';
import { DialogFields } from '../../ui/forms/DialogFields.tsx';
import { DialogFormBody, FormDialog } from '../../ui/FormDialog.tsx';
import { useSingleFlight } from '../../ui/forms/use-single-flight.ts';
import { entrySide } from './tournament-rules.ts';
import type { TournamentAction } from './tournaments-api.ts';
import { translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';

/** An ISO time as a `datetime-local` value (the browser's own time zone), and back. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
function fromLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}

type Submit = (action: TournamentAction) => Promise<unknown>;

function useSend(onSubmit: Submit, onClose: () => void) {
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSingleFlight();
  const send = (action: TournamentAction) =>
    run(async () => {
      setError(null);
      try {
        await onSubmit(action);
        onClose();
      } catch (e) {
        setError(errorText(e, translate('selfService.saveFailed')));
      }
    });
  return { error, busy, send };
}

/** Registration open to players, its capacity (empty: the format's maximum) and closing time. */
export function RegistrationDialog({
  tournament,
  open,
  onClose,
  onSubmit,
}: {
  tournament: TTournamentView;
  open: boolean;
  onClose: () => void;
  onSubmit: Submit;
}) {
  const t = useT();
  return (
    <FormDialog open={open} onClose={onClose} title={t('selfService.registrationSettings')}>
      {open && <RegistrationForm tournament={tournament} onClose={onClose} onSubmit={onSubmit} />}
    </FormDialog>
  );
}

function RegistrationForm({
  tournament: t,
  onClose,
  onSubmit,
}: {
  tournament: TTournamentView;
  onClose: () => void;
  onSubmit: Submit;
}) {
  const tr = useT();
  // The owner's switch: on unless they closed it (a full list or a passed closing time leave it on).
  const [isOpen, setIsOpen] = useState(t.registration ? t.registration.closedBecause !== 'closed' : true);
  const [capacity, setCapacity] = useState(t.registration ? String(t.registration.capacity) : '');
  const [closesAt, setClosesAt] = useState(toLocalInput(t.registration?.closesAt ?? null));
  const { error, busy, send } = useSend(onSubmit, onClose);
  const submit = () =>
    void send({
      kind: 'settings',
      body: {
        registrationOpen: isOpen,
        capacity: capacity.trim() === '' ? null : Number(capacity),
        registrationClosesAt: fromLocalInput(closesAt),
      },
    });
  return (
    <DialogFormBody
      onSubmit={submit}
      cancel={{ label: tr('common.cancel'), onClick: onClose }}
      primary={{ label: tr('common.save') }}
      busy={busy}
    >
      <DialogFields error={error} spacing={2.5}>
        <FormControlLabel
          control={<Switch checked={isOpen} onChange={(e) => setIsOpen(e.target.checked)} />}
          label={tr('selfService.canRegister')}
        />
        <TextField
          label={tr('selfService.capacity')}
          type="number"
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
          helperText={tr('selfService.capacityHint')}
          slotProps={{ htmlInput: { min: 2 } }}
        />
        <TextField
          label={tr('selfService.closes')}
          type="datetime-local"
          value={closesAt}
          onChange={(e) => setClosesAt(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogFields>
    </DialogFormBody>
  );
}

/** An open match's table, and the deadline of its round. */
export function EntrySettingsDialog({
  entry,
  onClose,
  onSubmit,
}: {
  entry: TBracketEntryView | null;
  onClose: () => void;
  onSubmit: Submit;
}) {
  const t = useT();
  return (
    <FormDialog open={entry !== null} onClose={onClose} title={t('selfService.tableDialog')}>
      {entry && <EntrySettingsForm key={entry.id} entry={entry} onClose={onClose} onSubmit={onSubmit} />}
    </FormDialog>
  );
}

function EntrySettingsForm({
  entry,
  onClose,
  onSubmit,
}: {
  entry: TBracketEntryView;
  onClose: () => void;
  onSubmit: Submit;
}) {
  const t = useT();
  const [table, setTable] = useState(entry.table ?? '');
  const [deadline, setDeadline] = useState(toLocalInput(entry.deadline));
  const { error, busy, send } = useSend(onSubmit, onClose);
  const submit = () =>
    void send({
      kind: 'entrySettings',
      entryId: entry.id,
      body: { table: table.trim() || null, roundDeadline: fromLocalInput(deadline) },
    });
  return (
    <DialogFormBody
      onSubmit={submit}
      cancel={{ label: t('common.cancel'), onClick: onClose }}
      primary={{ label: t('common.save') }}
      busy={busy}
    >
      <DialogFields error={error} spacing={2.5}>
        <Typography sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>
          {t('common.versus', {
            a: entrySide(entry, 1)?.name ?? t('tournaments.bracket.tbd'),
            b: entrySide(entry, 2)?.name ?? t('tournaments.bracket.tbd'),
          })}
        </Typography>
        <TextField
          label={t('selfService.table')}
          value={table}
          onChange={(e) => setTable(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 30 } }}
          helperText={t('selfService.tableHint')}
        />
        <TextField
          label={t('selfService.deadline')}
          type="datetime-local"
          value={deadline}
          onChange={(e) => setDeadline(e.target.value)}
          helperText={t('selfService.deadlineHint')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogFields>
    </DialogFormBody>
  );
}
