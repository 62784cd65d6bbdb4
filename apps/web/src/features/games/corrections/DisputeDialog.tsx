import type { TGameView } from '@caps/domain';
import { useDisputeGame } from '../../../api/game-corrections.ts';
import { Consequences } from './Consequences.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';

/** A player reports a problem with an accepted game: nothing changes until an admin voids or corrects it. */
export function DisputeDialog({ game, open, onClose }: { game: TGameView; open: boolean; onClose: () => void }) {
  const dispute = useDisputeGame();
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title="Report a problem"
      reasonLabel="What is wrong with this game?"
      primaryLabel="Report"
      doneMessage="Problem reported: an admin will look at it"
      failedMessage="Failed to report the problem"
      onConfirm={async (reason) => {
        await dispute.mutateAsync({ game, reason });
      }}
      consequences={
        <Consequences
          title="What happens next"
          items={['The admins see your report and may correct the score or void the game.', 'Nothing changes until then; your report shows on this page.']}
        />
      }
    />
  );
}
