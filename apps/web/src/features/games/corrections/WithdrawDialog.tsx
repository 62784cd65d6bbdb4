import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { TGameView } from '@caps/domain';
import { errorText } from '../../../api/api-error.ts';
import { useWithdrawGame } from '../../../api/game-corrections.ts';
import { useAlert } from '../../../ui/alert/alert-context.tsx';
import { useSingleFlight } from '../../../ui/forms/use-single-flight.ts';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { gameNames } from './result-change.ts';
import { useT } from '../../../i18n/use-t.ts';

/** The poster (`myId`) takes back a pending game; the dialog says what that changes. */
export function WithdrawDialog({
  game,
  myId,
  open,
  onClose,
}: {
  game: TGameView;
  myId: string;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const withdraw = useWithdrawGame();
  const { busy, run } = useSingleFlight();
  const { showAlert } = useAlert();
  const [error, setError] = useState<string | null>(null);
  const [a, b] = gameNames(game).sides;
  const opponent = game.player2 === myId || game.team2?.playerList.includes(myId) ? a : b;

  const confirm = () =>
    run(async () => {
      setError(null);
      try {
        await withdraw.mutateAsync(game);
        showAlert(t('corrections.withdraw.done'), 'success');
        onClose();
      } catch (e) {
        setError(errorText(e, t('corrections.withdraw.failed')));
      }
    });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('corrections.withdraw.title')}
      cancel={{ label: t('corrections.withdraw.keep'), onClick: onClose, autoFocus: true }}
      primary={{ label: t('corrections.withdraw'), onClick: () => void confirm() }}
      busy={busy}
    >
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Typography color="text.secondary">{t('corrections.withdraw.text', { opponent })}</Typography>
    </FormDialog>
  );
}
