import type { TOpenDispute } from '@caps/domain';
import { useDismissDispute } from '../../../api/game-corrections.ts';
import { Consequences } from '../corrections/Consequences.tsx';
import { ReasonDialog } from '../corrections/ReasonDialog.tsx';
import { useT } from '../../../i18n/use-t.ts';

/** An admin closes a report without changing the game: the note goes to its players, and the dialog says so first. */
export function DismissDialog({
  dispute,
  open,
  onClose,
}: {
  dispute: TOpenDispute;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const dismiss = useDismissDispute();
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title={t('disputes.dismiss.title')}
      primaryLabel={t('disputes.dismiss.submit')}
      reasonLabel={t('disputes.dismiss.note')}
      doneMessage={t('disputes.dismiss.done')}
      failedMessage={t('disputes.dismiss.failed')}
      onConfirm={async (note) => {
        await dismiss.mutateAsync({ id: dispute.id, note });
      }}
      consequences={
        <Consequences
          items={[t('disputes.dismiss.change1'), t('disputes.dismiss.change2', { name: dispute.byName })]}
        />
      }
    />
  );
}
