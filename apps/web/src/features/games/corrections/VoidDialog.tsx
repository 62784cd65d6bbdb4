import type { TGameView } from '@caps/domain';
import { useVoidGame } from '../../../api/game-corrections.ts';
import { gameNames } from './result-change.ts';
import { Consequences } from './Consequences.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import { useT } from '../../../i18n/use-t.ts';

/** An admin removes an accepted game from history: the dialog says what that changes before it happens. */
export function VoidDialog({ game, open, onClose }: { game: TGameView; open: boolean; onClose: () => void }) {
  const t = useT();
  const voidGame = useVoidGame();
  const [a, b] = gameNames(game).sides;
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title={t('corrections.void.title')}
      primaryLabel={t('corrections.void.submit')}
      doneMessage={t('corrections.void.done')}
      failedMessage={t('corrections.void.failed')}
      onConfirm={async (reason) => {
        await voidGame.mutateAsync({ game, reason });
      }}
      consequences={
        <Consequences
          items={[
            t('corrections.void.change1'),
            t('corrections.void.change2', { a: a ?? '', b: b ?? '' }),
            t('corrections.void.change3'),
          ]}
        />
      }
    />
  );
}
