import { useEffect, useState, type ReactNode } from 'react';
import { errorText } from '../../../api/api-error.ts';
import { useAlert } from '../../../ui/alert/alert-context.tsx';
import { DialogFields } from '../../../ui/forms/DialogFields.tsx';
import { useSingleFlight } from '../../../ui/forms/use-single-flight.ts';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { reasonProblem } from '../../../ui/forms/reason.ts';
import { ReasonField } from '../../../ui/forms/ReasonField.tsx';
import { useT } from '../../../i18n/use-t.ts';

export interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The action's button ('Report', 'Void the game'). */
  primaryLabel: string;
  /** Sends the action with the trimmed reason; a refusal shows in the dialog, success closes it. */
  onConfirm: (reason: string) => Promise<void>;
  /** The alert after success. */
  doneMessage: string;
  /** What the refusal says when the server gives no text. */
  failedMessage: string;
  /** The reason field's label ('What is wrong?'). */
  reasonLabel?: string;
  /** Fields before the reason (the corrected result). */
  fields?: ReactNode;
  /** What will change, under the reason: the dialog is the confirmation. */
  consequences: ReactNode;
  /** Blocks the primary button (nothing would change). */
  blocked?: boolean;
  /** A problem with the fields, shown over them on submit. */
  fieldsProblem?: string;
  wide?: boolean;
}

/**
 * A dialog that asks why before it acts (report a problem, void, correct): the fields, a reason of 1–500 characters
 * with its count, and what will change; its primary button sends it once.
 */
export function ReasonDialog({
  open,
  onClose,
  title,
  primaryLabel,
  onConfirm,
  doneMessage,
  failedMessage,
  reasonLabel,
  fields,
  consequences,
  blocked = false,
  fieldsProblem,
  wide = false,
}: ReasonDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSingleFlight();
  const { showAlert } = useAlert();

  useEffect(() => {
    if (!open) return;
    setReason('');
    setTried(false);
    setError(null);
  }, [open]);

  const problem = reasonProblem(reason);
  const submit = () =>
    run(async () => {
      setTried(true);
      if (problem || fieldsProblem || blocked) return;
      setError(null);
      try {
        await onConfirm(reason.trim());
        showAlert(doneMessage, 'success');
        onClose();
      } catch (e) {
        setError(errorText(e, failedMessage));
      }
    });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      maxWidth={wide ? 'sm' : 'xs'}
      fullScreenOnPhone={Boolean(fields)}
      onSubmit={() => void submit()}
      primary={{ label: primaryLabel, disabled: blocked }}
      busy={busy}
    >
      <DialogFields error={error ?? (tried ? fieldsProblem : null)} spacing={2}>
        {fields}
        <ReasonField
          label={reasonLabel ?? t('corrections.reason')}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setError(null);
          }}
          showProblem={tried}
          autoFocus={!fields}
        />
        {consequences}
      </DialogFields>
    </FormDialog>
  );
}
