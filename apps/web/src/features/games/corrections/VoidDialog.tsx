import type { TGameView } from '@caps/domain';
import { useVoidGame } from '../../../api/game-corrections.ts';
import { gameNames } from './result-change.ts';
import { Consequences } from './Consequences.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';

/** An admin removes an accepted game from history: the dialog says what that changes before it happens. */
export function VoidDialog({ game, open, onClose }: { game: TGameView; open: boolean; onClose: () => void }) {
  const voidGame = useVoidGame();
  const [a, b] = gameNames(game).sides;
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title="Void this game?"
      primaryLabel="Void the game"
      doneMessage="Game voided"
      failedMessage="Failed to void the game"
      onConfirm={async (reason) => {
        await voidGame.mutateAsync({ game, reason });
      }}
      consequences={
        <Consequences
          items={[
            'The game leaves every list, leaderboard, stat, plot and history; its page stays and says it was voided, by you, and why.',
            `The points and stats of ${a} and ${b}, and of everyone they played since, are worked out again without it.`,
            'Its players are told, with your reason; open reports of a problem with it are closed.',
          ]}
        />
      }
    />
  );
}
