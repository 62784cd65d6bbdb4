/** The tournament page's dialogs: each open while the page's one dialog state names it (use-tournament-page.ts). */
import { lazy, Suspense } from 'react';
import type { TGameType, TTournamentView } from '@caps/domain';
import { useT } from '../../i18n/use-t.ts';
import { dialogEntry, type TTournamentPage } from './use-tournament-page.ts';

// Only the owner enters results: these dialogs load when the owner opens the page, not for every visitor.
const EntryResultDialog = lazy(() => import('./EntryResultDialog.tsx').then((m) => ({ default: m.EntryResultDialog })));
const SkipDialog = lazy(() => import('./SkipDialog.tsx').then((m) => ({ default: m.SkipDialog })));
const ReopenDialog = lazy(() => import('./ReopenDialog.tsx').then((m) => ({ default: m.ReopenDialog })));
// The owner's start and delete confirmations, loaded for them only.
const ConfirmDialog = lazy(() => import('../../ui/ConfirmDialog.tsx').then((m) => ({ default: m.ConfirmDialog })));
// Self-service (issue 27): the owner's registration and table dialogs, loaded when offered.
const RegistrationDialog = lazy(() =>
  import('./SelfServiceDialogs.tsx').then((m) => ({ default: m.RegistrationDialog })),
);
const EntrySettingsDialog = lazy(() =>
  import('./SelfServiceDialogs.tsx').then((m) => ({ default: m.EntrySettingsDialog })),
);

interface TournamentDialogsProps {
  tournament: TTournamentView;
  gameType: TGameType;
  page: TTournamentPage;
}

/** The owner's dialogs (start, delete, results, skips, reopening, registration and tables), loaded for them only. */
export function OwnerDialogs({ tournament: t, gameType, page }: TournamentDialogsProps) {
  const tr = useT();
  const { dialog, close, send, action, may } = page;
  const reopening = dialogEntry(dialog, 'reopen');
  const correctInstead =
    reopening && page.entryActions.get(reopening.id)?.correctScore
      ? () => page.open({ kind: 'correct', entry: reopening })
      : undefined;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open={dialog?.kind === 'start'}
        question={tr('tournaments.page.startQuestion')}
        details={
          page.dropped.length > 0 ? tr('selfService.start.leftOut', { names: page.dropped.join(', ') }) : undefined
        }
        onYes={() => void page.start()}
        onNo={close}
        busy={action.isPending}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        question={tr('tournaments.page.deleteQuestion')}
        details={tr('tournaments.page.deleteDetails')}
        onYes={() => void page.deleteIt()}
        onNo={close}
        busy={page.remove.isPending}
      />
      <EntryResultDialog
        entry={dialogEntry(dialog, 'result')}
        onClose={close}
        onSubmit={(a) => send(a, tr('tournaments.page.gamePosted'), dialogEntry(dialog, 'result'))}
        onExited={page.focusDecidedEntry}
      />
      <EntryResultDialog
        entry={dialogEntry(dialog, 'correct')}
        correction={{ swiss: t.tournamentType === 'SWISS' }}
        onClose={close}
        onSubmit={(a) => send(a, tr('tournaments.correct.done'), dialogEntry(dialog, 'correct'))}
        onExited={page.focusDecidedEntry}
      />
      <SkipDialog
        entry={dialogEntry(dialog, 'skip')}
        onClose={close}
        onSkip={(entryId, forfeitedId) =>
          send({ kind: 'skip', entryId, forfeitedId }, tr('tournaments.page.gameSkipped'), dialogEntry(dialog, 'skip'))
        }
        onExited={page.focusDecidedEntry}
      />
      <ReopenDialog
        gameType={gameType}
        tournamentId={t.id}
        entryId={reopening?.id ?? null}
        onClose={close}
        onCorrectInstead={correctInstead}
        onReopen={(entryId, reason) =>
          send({ kind: 'reopen', entryId, reason }, tr('tournaments.page.reopened'), reopening)
        }
        onExited={page.focusDecidedEntry}
      />
      {may?.editRegistration && (
        <RegistrationDialog
          tournament={t}
          open={dialog?.kind === 'registration'}
          onClose={close}
          onSubmit={(a) => send(a, tr('selfService.registration.saved'))}
        />
      )}
      <EntrySettingsDialog
        entry={dialogEntry(dialog, 'entrySettings')}
        onClose={close}
        onSubmit={(a) => send(a, tr('selfService.table.saved'))}
      />
    </Suspense>
  );
}

/** A competitor's own report of their match's result (self-service), loaded when the server offers it. */
export function ReportDialog({ page }: Pick<TournamentDialogsProps, 'page'>) {
  const tr = useT();
  return (
    <Suspense fallback={null}>
      <EntryResultDialog
        report
        entry={dialogEntry(page.dialog, 'report')}
        onClose={page.close}
        onSubmit={(a) => page.send(a, tr('selfService.report.done'))}
      />
    </Suspense>
  );
}
