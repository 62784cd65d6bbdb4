import type { TGameView } from '@caps/domain';
import { useDisputeGame } from '../../../api/game-corrections.ts';
import { Consequences } from './Consequences.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import { useT } from '../../../i18n/use-t.ts';

/** A player reports a problem with an accepted game: nothing changes until an admin voids or corrects it. */
export function DisputeDialog({ game, open, onClose }: { game: TGameView; open: boolean; onClose: () => void }) {
  const t = useT();
  const dispute = useDisputeGame();
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title={t('corrections.dispute.title')}
      reasonLabel={t('corrections.dispute.reason')}
      primaryLabel={t('corrections.dispute.submit')}
      doneMessage={t('corrections.dispute.done')}
      failedMessage={t('corrections.dispute.failed')}
      onConfirm={async (reason) => {
        await dispute.mutateAsync({ game, reason });
      }}
      consequences={
        <Consequences
          title={t('corrections.dispute.next')}
          items={[t('corrections.dispute.next1'), t('corrections.dispute.next2')]}
        />
      }
    />
  );
}
