import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TGameActions, TGameView } from '@caps/domain';
import { formatDateTime } from '../../../ui/dates.ts';
import { useT } from '../../../i18n/use-t.ts';
import { RichMessage } from '../../../i18n/RichMessage.tsx';
import { localError } from '../../../i18n/domain-messages.ts';

// The dialogs load when first opened: most visits of a game page open none.
const WithdrawDialog = lazy(() => import('./WithdrawDialog.tsx').then((m) => ({ default: m.WithdrawDialog })));
const DisputeDialog = lazy(() => import('./DisputeDialog.tsx').then((m) => ({ default: m.DisputeDialog })));
const VoidDialog = lazy(() => import('./VoidDialog.tsx').then((m) => ({ default: m.VoidDialog })));
const CorrectDialog = lazy(() => import('./CorrectDialog.tsx').then((m) => ({ default: m.CorrectDialog })));

type GameAction = 'withdraw' | 'dispute' | 'void' | 'correct';

/** Each action, its button and the permission of `games.actions` that shows it. */
const ACTIONS: ReadonlyArray<{
  action: GameAction;
  label: `corrections.${GameAction}`;
  allowed: Exclude<keyof TGameActions, 'openDispute'>;
  color: 'inherit' | 'error';
}> = [
  { action: 'withdraw', label: 'corrections.withdraw', allowed: 'canWithdraw', color: 'inherit' },
  { action: 'dispute', label: 'corrections.dispute', allowed: 'canDispute', color: 'inherit' },
  { action: 'correct', label: 'corrections.correct', allowed: 'canCorrect', color: 'inherit' },
  { action: 'void', label: 'corrections.void', allowed: 'canVoid', color: 'error' },
];

/**
 * The buttons of what the caller may do with the game, exactly as the server said (`allowed`): Withdraw, Report a
 * problem, Correct, Void, each opening its dialog; and the caller's open report of a problem with it.
 */
export function ActionsBar({ game, allowed, myId }: { game: TGameView; allowed: TGameActions; myId: string }) {
  const t = useT();
  const [open, setOpen] = useState<GameAction | null>(null);
  // A dialog stays mounted once opened, so that it can fade out.
  const [mounted, setMounted] = useState<ReadonlySet<GameAction>>(new Set());

  const show = (action: GameAction) => {
    setMounted((m) => new Set(m).add(action));
    setOpen(action);
  };

  // Report a problem that the server refuses for a reason (too late) stays in view, disabled, with that reason.
  const blocked = allowed.disputeBlockedBy;
  const shown = ACTIONS.filter((a) => allowed[a.allowed] || (a.action === 'dispute' && blocked));
  const blockedId = 'dispute-blocked-reason';
  const close = () => setOpen(null);
  const dispute = allowed.openDispute;
  // The dialogs stay while one fades out, even when the action it took is no longer allowed.
  const dialogs = (
    <Suspense fallback={null}>
      {mounted.has('withdraw') && <WithdrawDialog game={game} myId={myId} open={open === 'withdraw'} onClose={close} />}
      {mounted.has('dispute') && <DisputeDialog game={game} open={open === 'dispute'} onClose={close} />}
      {mounted.has('void') && <VoidDialog game={game} open={open === 'void'} onClose={close} />}
      {mounted.has('correct') && <CorrectDialog game={game} open={open === 'correct'} onClose={close} />}
    </Suspense>
  );
  return (
    <>
      {(shown.length > 0 || dispute) && (
        <Box
          component="section"
          aria-label={t('corrections.actions')}
          sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          {dispute && (
            <Alert severity="info">
              <RichMessage
                id="corrections.myReport"
                values={{
                  time: <time dateTime={dispute.at}>{formatDateTime(dispute.at)}</time>,
                  reason: dispute.reason,
                }}
              />
            </Alert>
          )}
          {shown.length > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              {shown.map(({ action, label, allowed: permission, color }) => (
                <Button
                  key={action}
                  variant="outlined"
                  color={color}
                  onClick={() => show(action)}
                  disabled={!allowed[permission]}
                  aria-describedby={!allowed[permission] && blocked ? blockedId : undefined}
                  sx={{ flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
                >
                  {t(label)}
                </Button>
              ))}
            </Box>
          )}
          {blocked && (
            <Typography id={blockedId} variant="body2" color="text.secondary">
              {localError(blocked)}
            </Typography>
          )}
        </Box>
      )}
      {dialogs}
    </>
  );
}
