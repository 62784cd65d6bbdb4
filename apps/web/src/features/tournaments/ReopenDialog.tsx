import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { useT } from '../../i18n/use-t.ts';
import { translate } from '../../i18n/i18n.ts';
import { roundWords } from '../../i18n/round-names.ts';

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
  /**
   * Offered when the server lets the owner correct the entry's score (issue 37): fixing a score whose winner stays
   * needs no reopen, and keeps every later match.
   */
  onCorrectInstead?: () => void;
}

/**
 * 'Reopen this match?': the server's preview of what the reopen resets (the entry's result, the later matches that
 * depended on it, the winner of a finished tournament) and a reason; the dialog is the confirmation.
 */
export function ReopenDialog({
  gameType,
  tournamentId,
  entryId,
  onClose,
  onReopen,
  onExited,
  onCorrectInstead,
}: ReopenDialogProps) {
  const t = useT();
  return (
    <FormDialog
      open={entryId !== null}
      onClose={onClose}
      title={t('tournaments.reopen.title')}
      maxWidth="sm"
      fullScreenOnPhone
      onExited={onExited}
    >
      {entryId && (
        <ReopenForm
          key={entryId}
          gameType={gameType}
          tournamentId={tournamentId}
          entryId={entryId}
          onClose={onClose}
          onReopen={onReopen}
          onCorrectInstead={onCorrectInstead}
        />
      )}
    </FormDialog>
  );
}

function ReopenForm({
  gameType,
  tournamentId,
  entryId,
  onClose,
  onReopen,
  onCorrectInstead,
}: Omit<ReopenDialogProps, 'entryId' | 'onExited'> & { entryId: string }) {
  const t = useT();
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
        setError(errorText(e, t('tournaments.reopen.failed')));
      }
    });

  return (
    <DialogFormBody
      cancel={{ label: t('common.cancel'), onClick: onClose }}
      primary={{ label: t('tournaments.reopen.submit'), disabled: !preview.data }}
      onSubmit={() => void submit()}
      busy={busy}
    >
      <DialogFields error={error} spacing={2}>
        {preview.isPending ? (
          <Loading />
        ) : preview.isError ? (
          <Alert severity="error">{errorText(preview.error, t('tournaments.reopen.previewFailed'))}</Alert>
        ) : (
          <ReopenPlan preview={preview.data} />
        )}
        {onCorrectInstead && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={onCorrectInstead}>
                {t('tournaments.reopen.correctInstead')}
              </Button>
            }
          >
            {t('tournaments.reopen.correctHint')}
          </Alert>
        )}
        <ReasonField
          label={t('tournaments.reopen.reason')}
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
  const tbd = translate('tournaments.bracket.tbd');
  const [nameA, nameB] = [a?.name ?? tbd, b?.name ?? tbd];
  const round = `${roundWords(entry.roundCode)} · `;
  if (entry.result)
    return translate('tournaments.reopen.lineResult', {
      round,
      a: nameA,
      pointsA: entry.result.competitor1Points,
      pointsB: entry.result.competitor2Points,
      b: nameB,
    });
  if (entry.forfeited) {
    const skipper = entry.forfeitedId === a?.id ? nameA : nameB;
    return translate('tournaments.reopen.lineSkipped', { round, a: nameA, b: nameB, skipper });
  }
  if (entry.bye)
    return translate('tournaments.reopen.lineBye', {
      round,
      name: a?.name ?? b?.name ?? translate('tournaments.bracket.bye'),
    });
  return translate('tournaments.reopen.line', { round, a: nameA, b: nameB });
}

function ReopenPlan({ preview }: { preview: TReopenPreview }) {
  const t = useT();
  const { entry, resets, voidedGames, clearsWinner } = preview;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('tournaments.reopen.thisMatch')}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {entryLine(entry)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(entry.game ? 'tournaments.reopen.removedVoided' : 'tournaments.reopen.removed')}
        </Typography>
      </Box>
      <Box
        component="section"
        aria-label={t('tournaments.reopen.resetsLabel')}
        sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}
      >
        <Typography variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t('tournaments.reopen.resets', { count: resets.length })}
        </Typography>
        {resets.length > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {resets.map((e) => (
              <Typography component="li" variant="body2" key={e.id} sx={{ overflowWrap: 'anywhere' }}>
                {entryLine(e)}
                {e.game ? t('tournaments.reopen.gameVoided') : ''}
              </Typography>
            ))}
          </Box>
        )}
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
        {clearsWinner && (
          <Typography component="li" variant="body2">
            {t('tournaments.reopen.noWinner')}
          </Typography>
        )}
        <Typography component="li" variant="body2">
          {t('tournaments.reopen.voided', { count: voidedGames })}
        </Typography>
      </Box>
    </Box>
  );
}
