/**
 * Everything the tournament page's sections share: what the server lets the caller do, the one dialog open (if any),
 * the owner's actions with their alerts, the competitor highlighted across the lists and the bracket, and where the
 * focus goes once a decided match's dialog closes.
 */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TBracketEntryView, TGameType, TTournamentView } from '@caps/domain';
import { errorText } from '../../api/api-error.ts';
import { useAlert } from '../../ui/alert/alert-context.tsx';
import { useAuth } from '../auth/index.ts';
import { useT } from '../../i18n/use-t.ts';
import type { EntrySlotDrop } from './bracket/EntryCard.tsx';
import type { EntryCardActions } from './bracket/EntryActionButtons.tsx';
import {
  useDeleteTournament,
  useTournamentAction,
  useTournamentActions,
  type TournamentAction,
} from './tournaments-api.ts';
import { competitorsOf } from './tournament-rules.ts';
import { useTournamentEditor } from './use-tournament-editor.ts';

/** The dialog the page shows: at most one at a time, and the entry it is about. */
export type TTournamentDialog =
  | { kind: 'start' }
  | { kind: 'delete' }
  | { kind: 'registration' }
  | { kind: 'result' | 'correct' | 'skip' | 'reopen' | 'report' | 'entrySettings'; entry: TBracketEntryView };

type TEntryDialogKind = Extract<TTournamentDialog, { entry: TBracketEntryView }>['kind'];

/** The entry of the open dialog when it is of `kind`, else null (that dialog is closed). */
export function dialogEntry(dialog: TTournamentDialog | null, kind: TEntryDialogKind): TBracketEntryView | null {
  return dialog && 'entry' in dialog && dialog.kind === kind ? dialog.entry : null;
}

/** What the server lets the caller do on the tournament and its entries (its actions answer), never derived here. */
function usePermissions(gameType: TGameType, t: TTournamentView) {
  const auth = useAuth();
  const allowed = useTournamentActions(gameType, t.id, auth.state.userId !== null);
  const may = allowed?.tournament;
  const entryActions = new Map(allowed?.entries.map((e) => [e.id, e.actions]));
  const mayActOnEntries = allowed?.entries.some(
    (e) => e.actions.enterResult || e.actions.skip || e.actions.reopen || e.actions.correctScore,
  );
  return {
    myId: auth.state.userId,
    allowed,
    may,
    entryActions,
    isManaging: Boolean(
      may && (may.delete || may.addPlayers || may.seed || may.seedBlockedBy !== null || mayActOnEntries),
    ),
    reports: Boolean(allowed?.entries.some((e) => e.actions.report)),
  };
}

/** The page's state and the owner's actions; the sections read it, the dialogs open through `open`. */
export function useTournamentPage(t: TTournamentView, gameType: TGameType) {
  const tr = useT();
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const permissions = usePermissions(gameType, t);
  const { may, entryActions } = permissions;
  const action = useTournamentAction(gameType, t.id);
  const remove = useDeleteTournament(gameType, t.id);
  const editor = useTournamentEditor(t, action, may?.placeSeeds ?? false);
  const [dialog, setDialog] = useState<TTournamentDialog | null>(null);
  const close = () => setDialog(null);
  const [highlightId, setHighlightId] = useState<string | null>(null);
  const focus = useDecidedFocus();

  /** Sends an action of the open dialog; a decided match takes the focus back once the dialog is gone. */
  const send = async (a: TournamentAction, done: string, decided?: TBracketEntryView | null) => {
    await action.mutateAsync(a);
    if (decided !== undefined) focus.decided(decided);
    showAlert(done, 'success');
  };
  const start = async () => {
    try {
      await action.mutateAsync({ kind: 'seed' });
      showAlert(tr('tournaments.page.started'), 'success');
    } catch (e) {
      showAlert(errorText(e, tr('tournaments.page.startFailed')), 'error');
    } finally {
      close();
    }
  };
  const deleteIt = async () => {
    try {
      await remove.mutateAsync();
      close();
      navigate('/tournaments');
    } catch (e) {
      close();
      showAlert(errorText(e, tr('tournaments.page.deleteFailed')), 'error');
    }
  };
  const runAction = (a: TournamentAction, done: string) =>
    void action.mutateAsync(a).then(
      () => showAlert(done, 'success'),
      (e: unknown) => showAlert(errorText(e, tr('selfService.failed')), 'error'),
    );
  const actionsFor = (entry: TBracketEntryView): EntryCardActions | undefined => {
    const here = entryActions.get(entry.id);
    if (!here || (!here.enterResult && !here.skip && !here.reopen)) return undefined;
    return {
      onResult: here.enterResult ? () => setDialog({ kind: 'result', entry }) : undefined,
      onSkip: here.skip ? () => setDialog({ kind: 'skip', entry }) : undefined,
      onReopen: here.reopen ? () => setDialog({ kind: 'reopen', entry }) : undefined,
    };
  };
  const dropFor = editor.picking
    ? (entry: TBracketEntryView): EntrySlotDrop | undefined =>
        editor.slots.has(entry.coordinate) ? { droppable: true } : undefined
    : undefined;
  return {
    ...permissions,
    action,
    remove,
    editor,
    dialog,
    open: setDialog,
    close,
    highlightId,
    setHighlightId,
    focusDecidedEntry: focus.restore,
    send,
    start,
    deleteIt,
    runAction,
    actionsFor,
    dropFor,
    // Check-in was opened: the start drops whoever did not check in, and the confirmation says who.
    dropped: droppedNames(t, tr('selfService.unknown')),
    // Unsaved edits come first; otherwise the server says why it cannot start yet.
    startBlockedBy: editor.dirty ? tr('tournaments.page.saveFirst') : (may?.seedBlockedBy ?? null),
    mayOfferStart: Boolean(may && (may.seed || may.seedBlockedBy !== null)),
  };
}

export type TTournamentPage = ReturnType<typeof useTournamentPage>;

/** Names of the competitors the start would drop (they did not check in). */
function droppedNames(t: TTournamentView, unknown: string): string[] {
  const names = new Map(competitorsOf(t).map((c) => [c.id, c.name]));
  return (t.checkIn?.absent ?? []).map((id) => names.get(id) ?? unknown);
}

/**
 * The entry whose result, skip or reopen was just sent: its buttons are gone with it, so the focus the dialog hands
 * back would land on the page itself (the next Tab starting from the top). Its card takes the focus instead, without
 * scrolling: the bracket stays where the organiser was (issue 37).
 */
function useDecidedFocus() {
  const decidedCoordinate = useRef<number | null>(null);
  return {
    decided: (entry: TBracketEntryView | null) => {
      decidedCoordinate.current = entry?.coordinate ?? null;
    },
    restore: () => {
      const coordinate = decidedCoordinate.current;
      decidedCoordinate.current = null;
      if (coordinate !== null)
        document
          .querySelector<HTMLElement>(`.entry-card[data-coordinate="${coordinate}"]`)
          ?.focus({ preventScroll: true });
    },
  };
}
