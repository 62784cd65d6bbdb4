import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TGameType, TReopenEntry, TReopenPreview } from '@caps/domain';
import { errorText } from '../../api/api-error.ts';
import { DialogFields } from '../../ui/forms/DialogFields.tsx';
import { reasonProblem } from '../../ui/forms/reason.ts';
import { ReasonField } from '../../ui/forms/ReasonField.tsx';
import { useSingleFlight } from '../../ui/forms/use-single-flight.ts';
import { DialogFormBody, FormDialog } from '../../ui/FormDialog.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useReopenPreview } from './tournaments-api.ts';
import { entrySide } from './tournament-rules.ts';

export interface ReopenDialogProps {
  gameType: TGameType;
  tournamentId: string;
  /** The decided entry to reopen; null while the dialog is closed. */
  entryId: string | null;
  onClose: () => void;
  /** Reopens the entry with the trimmed reason; a refusal shows in the dialog, success closes it. */
  onReopen: (entryId: string, reason: string) => Promise<unknown>;
  /** After the closing transition (where the page puts the focus back). */
  onExited?: () => void;
}

/**
 * 'Reopen this match?': the server's preview of what the reopen resets (the entry's result, the later matches that
 * depended on it, the winner of a finished tournament) and a reason; the dialog is the confirmation.
 */
export function ReopenDialog({ gameType, tournamentId, entryId, onClose, onReopen, onExited }: ReopenDialogProps) {
  return (
    <FormDialog open={entryId !== null} onClose={onClose} title="Reopen this match?" maxWidth="sm" fullScreenOnPhone onExited={onExited}>
      {entryId && <ReopenForm key={entryId} gameType={gameType} tournamentId={tournamentId} entryId={entryId} onClose={onClose} onReopen={onReopen} />}
    </FormDialog>
  );
}

function ReopenForm({ gameType, tournamentId, entryId, onClose, onReopen }: Omit<ReopenDialogProps, 'entryId' | 'onExited'> & { entryId: string }) {
  const preview = useReopenPreview(gameType, tournamentId, entryId);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSingleFlight();
  const problem = reasonProblem(reason);

  const submit = () =>
    run(async () => {
      setTried(true);
      if (problem || !preview.data) return;
      setError(null);
      try {
        await onReopen(entryId, reason.trim());
        onClose();
      } catch (e) {
        setError(errorText(e, 'Failed to reopen the match'));
      }
    });

  return (
    <DialogFormBody cancel={{ label: 'Cancel', onClick: onClose }} primary={{ label: 'Reopen', disabled: !preview.data }} onSubmit={() => void submit()} busy={busy}>
      <DialogFields error={error} spacing={2}>
        {preview.isPending ? (
          <Loading />
        ) : preview.isError ? (
          <Alert severity="error">{errorText(preview.error, 'Failed to load what the reopen would reset')}</Alert>
        ) : (
          <ReopenPlan preview={preview.data} />
        )}
        <ReasonField
          value={reason}
          onChange={(value) => {
            setReason(value);
            setError(null);
          }}
          showProblem={tried}
          maxRows={6}
        />
      </DialogFields>
    </DialogFormBody>
  );
}

/** 'Semi finals · Anna 11–6 Ben', 'Final · Anna vs TBD', 'Round 2 · Ben forfeited against Cleo'. */
function entryLine(entry: TReopenEntry): string {
  const [a, b] = [entrySide(entry, 1), entrySide(entry, 2)];
  const [nameA, nameB] = [a?.name ?? 'TBD', b?.name ?? 'TBD'];
  const round = entry.roundName ? `${entry.roundName} · ` : '';
  if (entry.result) return `${round}${nameA} ${entry.result.competitor1Points}–${entry.result.competitor2Points} ${nameB}`;
  if (entry.forfeited) {
    const skipper = entry.forfeitedId === a?.id ? nameA : nameB;
    return `${round}${nameA} vs ${nameB} (${skipper} skipped)`;
  }
  if (entry.bye) return `${round}${a?.name ?? b?.name ?? 'Bye'} (bye)`;
  return `${round}${nameA} vs ${nameB}`;
}

function ReopenPlan({ preview }: { preview: TReopenPreview }) {
  const { entry, resets, voidedGames, clearsWinner } = preview;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          This match
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {entryLine(entry)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Its result is removed{entry.game ? ' and its game voided' : ''}; it can be played again.
        </Typography>
      </Box>
      <Box component="section" aria-label="Matches that will be reset" sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
        <Typography variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
          {resets.length === 0 ? 'No later match depends on it' : `${resets.length === 1 ? 'This later match is' : `These ${resets.length} later matches are`} reset`}
        </Typography>
        {resets.length > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {resets.map((e) => (
              <Typography component="li" variant="body2" key={e.id} sx={{ overflowWrap: 'anywhere' }}>
                {entryLine(e)}
                {e.game ? ' (game voided)' : ''}
              </Typography>
            ))}
          </Box>
        )}
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
        {clearsWinner && (
          <Typography component="li" variant="body2">
            The tournament has no winner until it finishes again.
          </Typography>
        )}
        <Typography component="li" variant="body2">
          {voidedGames === 0
            ? 'No game is voided: nobody’s points change.'
            : `${voidedGames === 1 ? 'One game is' : `${voidedGames} games are`} voided: points, stats and achievements are worked out again without ${voidedGames === 1 ? 'it' : 'them'}, and the players are told, with your reason.`}
        </Typography>
      </Box>
    </Box>
  );
}
