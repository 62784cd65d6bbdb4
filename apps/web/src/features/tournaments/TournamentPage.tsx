import { lazy, Suspense, use, useDeferredValue, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { TBracketEntryView, TGameType, TTournamentView } from '@caps/domain';
import { gameTypeOfPath } from '@caps/domain/enums';
import { errorText, isNotFound } from '../../api/api-error.ts';
import { useDeferredData } from '../../api/deferred-data.ts';
import { NotFoundPage } from '../../ui/NotFoundPage.tsx';
import { PageLoading } from '../../ui/initial-head.tsx';
import { useAlert } from '../../ui/alert/alert-context.tsx';
import { useAuth } from '../auth/index.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Page } from '../../ui/Page.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { BRACKET_RENDERERS } from './bracket/bracket-renderers.ts';
// The bracket is drawn after the details (see bracketDrawn); its format's renderer (with its tooltips) loads then.
import { BracketView } from './bracket/BracketView.tsx';
import { CompetitorsCard } from './CompetitorsCard.tsx';
import { SelfServiceCard } from './SelfServiceCard.tsx';
import { loadPickedDnd, PickedDndContext } from './picked-dnd-loader.ts';
import { TournamentInfoCard } from './TournamentInfoCard.tsx';
import { TOURNAMENT_TITLE_ICON, TournamentTitle } from './TournamentTitle.tsx';
import { useDeleteTournament, useTournament, useTournamentAction, useTournamentActions } from './tournaments-api.ts';
import { competitorsOf, streamUrl } from './tournament-rules.ts';
import { useTournamentEditor } from './use-tournament-editor.ts';
import { useT } from '../../i18n/use-t.ts';

// Only the owner enters results: these dialogs load when the owner opens the page, not for every visitor.
const EntryResultDialog = lazy(() => import('./EntryResultDialog.tsx').then((m) => ({ default: m.EntryResultDialog })));
const SkipDialog = lazy(() => import('./SkipDialog.tsx').then((m) => ({ default: m.SkipDialog })));
const ReopenDialog = lazy(() => import('./ReopenDialog.tsx').then((m) => ({ default: m.ReopenDialog })));
// The owner's PICKED seeding card, also loaded only for them. It has no Suspense of its own: the page keeps its
// loading state until the card is there, so the card and the start button it unlocks appear together.
const PickedSeedingCard = lazy(() => import('./PickedSeedingCard.tsx').then((m) => ({ default: m.PickedSeedingCard })));
// The owner's start and delete confirmations, loaded for them only.
const ConfirmDialog = lazy(() => import('../../ui/ConfirmDialog.tsx').then((m) => ({ default: m.ConfirmDialog })));
// Self-service (issue 27): the owner's registration and table dialogs, loaded when offered.
const RegistrationDialog = lazy(() => import('./SelfServiceDialogs.tsx').then((m) => ({ default: m.RegistrationDialog })));
const EntrySettingsDialog = lazy(() => import('./SelfServiceDialogs.tsx').then((m) => ({ default: m.EntrySettingsDialog })));

// The head the HTML paints for this page (route-manifest.ts), from the page's module: no chunk of its own.
export { TournamentHead } from './TournamentTitle.tsx';

/** /{tournamentType}/tournament/{tournamentId}: details, competitors, the bracket and the owner's controls. */
export function TournamentPage() {
  const tr = useT();
  const { tournamentType = '', tournamentId } = useParams();
  const gameType = gameTypeOfPath(tournamentType);
  const tournament = useTournament(gameType, tournamentId);
  const data = useDeferredData(tournament);
  if (!gameType) return <NotFoundPage />;
  if (tournament.isError) {
    const notFound = isNotFound(tournament.error);
    return (
      <Page>
        <PageTitle title={tr('tournaments.page.title')} icon={TOURNAMENT_TITLE_ICON} />
        <LoadFailure
          notFound={notFound}
          title={tr('tournaments.page.notFound')}
          description={tr('tournaments.page.notFoundHint')}
          action={
            <Button component={RouterLink} to="/tournaments" variant="outlined">
              {tr('tournaments.page.all')}
            </Button>
          }
          failedText={tr('tournaments.page.failed')}
        />
      </Page>
    );
  }
  if (!data) return <PageLoading />;
  return <TournamentDetail key={data.id} tournament={data} gameType={gameType} />;
}

function TournamentDetail({ tournament: t, gameType }: { tournament: TTournamentView; gameType: TGameType }) {
  const tr = useT();
  const auth = useAuth();
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  // What the caller may do comes from the server (its actions answer), never from the page.
  const allowed = useTournamentActions(gameType, t.id, auth.state.userId !== null);
  const may = allowed?.tournament;
  const entryActions = new Map(allowed?.entries.map((e) => [e.id, e.actions]));
  const isManaging = Boolean(
    may &&
    (may.delete ||
      may.addPlayers ||
      may.seed ||
      may.seedBlockedBy !== null ||
      allowed?.entries.some((e) => e.actions.enterResult || e.actions.skip || e.actions.reopen || e.actions.correctScore)),
  );
  const reports = Boolean(allowed?.entries.some((e) => e.actions.report));
  const editable = may?.addPlayers ?? false;
  const action = useTournamentAction(gameType, t.id);
  const remove = useDeleteTournament(gameType, t.id);
  const editor = useTournamentEditor(t, action, may?.placeSeeds ?? false);
  const [confirm, setConfirm] = useState<'start' | 'delete' | null>(null);
  const [resultEntry, setResultEntry] = useState<TBracketEntryView | null>(null);
  const [skipEntry, setSkipEntry] = useState<TBracketEntryView | null>(null);
  const [reopenEntry, setReopenEntry] = useState<TBracketEntryView | null>(null);
  const [correctEntry, setCorrectEntry] = useState<TBracketEntryView | null>(null);
  const [reportEntry, setReportEntry] = useState<TBracketEntryView | null>(null);
  const [settingsEntry, setSettingsEntry] = useState<TBracketEntryView | null>(null);
  const [registrationOpen, setRegistrationOpen] = useState(false);
  const [highlightId, setHighlightId] = useState<string | null>(null);
  // The entry whose result or skip was just sent: its buttons are gone with it, so the focus the dialog hands back
  // would land on the page itself (the next Tab starting from the top). Its card takes the focus instead, without
  // scrolling: the bracket stays where the organiser was (issue 37).
  const decidedCoordinate = useRef<number | null>(null);
  const focusDecidedEntry = () => {
    const coordinate = decidedCoordinate.current;
    decidedCoordinate.current = null;
    if (coordinate !== null) document.querySelector<HTMLElement>(`.entry-card[data-coordinate="${coordinate}"]`)?.focus({ preventScroll: true });
  };
  const showBracket = t.seeded || t.seedType === 'PICKED';
  // The bracket is the page's biggest render and sits below the details: it is drawn in a second, background render,
  // so the title and the cards show without waiting for it.
  const bracketDrawn = useDeferredValue(true, false);
  // Only an owner placing PICKED seeds drags players: the page waits for the drag-and-drop code only then.
  const dnd = editor.picking ? use(loadPickedDnd()) : null;

  const start = async () => {
    try {
      await action.mutateAsync({ kind: 'seed' });
      showAlert(tr('tournaments.page.started'), 'success');
    } catch (e) {
      showAlert(errorText(e, tr('tournaments.page.startFailed')), 'error');
    } finally {
      setConfirm(null);
    }
  };

  const runAction = (a: Parameters<typeof action.mutateAsync>[0], done: string) =>
    void action.mutateAsync(a).then(
      () => showAlert(done, 'success'),
      (e: unknown) => showAlert(errorText(e, tr('selfService.failed')), 'error'),
    );
  // Check-in was opened: the start drops whoever did not check in, and the confirmation says who.
  const names = new Map(competitorsOf(t).map((c) => [c.id, c.name]));
  const dropped = (t.checkIn?.absent ?? []).map((id) => names.get(id) ?? tr('selfService.unknown'));

  const deleteIt = async () => {
    try {
      await remove.mutateAsync();
      setConfirm(null);
      navigate('/tournaments');
    } catch (e) {
      setConfirm(null);
      showAlert(errorText(e, tr('tournaments.page.deleteFailed')), 'error');
    }
  };

  const actionsFor = (entry: TBracketEntryView) => {
    const allowedHere = entryActions.get(entry.id);
    if (!allowedHere || (!allowedHere.enterResult && !allowedHere.skip && !allowedHere.reopen)) return undefined;
    return {
      onResult: allowedHere.enterResult ? () => setResultEntry(entry) : undefined,
      onSkip: allowedHere.skip ? () => setSkipEntry(entry) : undefined,
      onReopen: allowedHere.reopen ? () => setReopenEntry(entry) : undefined,
    };
  };
  // Unsaved edits come first; otherwise the server says why it cannot start yet.
  const startBlockedBy = editor.dirty ? tr('tournaments.page.saveFirst') : (may?.seedBlockedBy ?? null);
  const mayOfferStart = Boolean(may && (may.seed || may.seedBlockedBy !== null));
  const dropFor = editor.picking ? (entry: TBracketEntryView) => (editor.slots.has(entry.coordinate) ? { droppable: true as const } : undefined) : undefined;

  const content = (
    <>
      <Page>
        <TournamentTitle name={t.tournamentName} streamHref={streamUrl(gameType, t.id)} />
        <Box sx={{ mb: 3, '&:empty': { display: 'none' } }}>
          <SelfServiceCard
            tournament={t}
            allowed={allowed}
            myId={auth.state.userId}
            busy={action.isPending}
            run={runAction}
            onReport={setReportEntry}
            onEntrySettings={setSettingsEntry}
            onRegistrationSettings={() => setRegistrationOpen(true)}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
          <TournamentInfoCard
            tournament={t}
            owner={
              isManaging
                ? {
                    onStart: mayOfferStart ? () => setConfirm('start') : undefined,
                    onDelete: may?.delete ? () => setConfirm('delete') : undefined,
                    startBlockedBy,
                    busy: action.isPending || remove.isPending,
                  }
                : undefined
            }
          />
          <CompetitorsCard
            gameType={gameType}
            tournamentId={t.id}
            competitors={editor.competitors}
            editable={editable}
            maxCompetitors={editor.max}
            onChange={editor.setCompetitors}
            dirty={editor.dirty}
            saving={action.isPending}
            onSave={() => void editor.save()}
            saveError={editor.saveError}
            picking={editor.picking ? { unplacedIds: editor.unplacedIds } : undefined}
            highlightId={highlightId}
            onHighlight={setHighlightId}
          />
        </Box>
        {editor.picking && (
          <Box sx={{ mt: 3 }}>
            <PickedSeedingCard slots={editor.slots} competitors={editor.competitors} onPlace={(c, s, id) => editor.place(c, s, id)} />
          </Box>
        )}
        {isManaging && (
          <Suspense fallback={null}>
            <ConfirmDialog
              open={confirm === 'start'}
              question={tr('tournaments.page.startQuestion')}
              details={dropped.length > 0 ? tr('selfService.start.leftOut', { names: dropped.join(', ') }) : undefined}
              onYes={() => void start()}
              onNo={() => setConfirm(null)}
              busy={action.isPending}
            />
            <ConfirmDialog
              open={confirm === 'delete'}
              question={tr('tournaments.page.deleteQuestion')}
              details={tr('tournaments.page.deleteDetails')}
              onYes={() => void deleteIt()}
              onNo={() => setConfirm(null)}
              busy={remove.isPending}
            />
            <EntryResultDialog
              entry={resultEntry}
              onClose={() => setResultEntry(null)}
              onSubmit={async (a) => {
                await action.mutateAsync(a);
                decidedCoordinate.current = resultEntry?.coordinate ?? null;
                showAlert(tr('tournaments.page.gamePosted'), 'success');
              }}
              onExited={focusDecidedEntry}
            />
            <EntryResultDialog
              entry={correctEntry}
              correction={{ swiss: t.tournamentType === 'SWISS' }}
              onClose={() => setCorrectEntry(null)}
              onSubmit={async (a) => {
                await action.mutateAsync(a);
                decidedCoordinate.current = correctEntry?.coordinate ?? null;
                showAlert(tr('tournaments.correct.done'), 'success');
              }}
              onExited={focusDecidedEntry}
            />
            <SkipDialog
              entry={skipEntry}
              onClose={() => setSkipEntry(null)}
              onSkip={async (entryId, forfeitedId) => {
                await action.mutateAsync({ kind: 'skip', entryId, forfeitedId });
                decidedCoordinate.current = skipEntry?.coordinate ?? null;
                showAlert(tr('tournaments.page.gameSkipped'), 'success');
              }}
              onExited={focusDecidedEntry}
            />
            <ReopenDialog
              gameType={gameType}
              tournamentId={t.id}
              entryId={reopenEntry?.id ?? null}
              onClose={() => setReopenEntry(null)}
              onCorrectInstead={
                reopenEntry && entryActions.get(reopenEntry.id)?.correctScore
                  ? () => {
                      setCorrectEntry(reopenEntry);
                      setReopenEntry(null);
                    }
                  : undefined
              }
              onReopen={async (entryId, reason) => {
                await action.mutateAsync({ kind: 'reopen', entryId, reason });
                decidedCoordinate.current = reopenEntry?.coordinate ?? null;
                showAlert(tr('tournaments.page.reopened'), 'success');
              }}
              onExited={focusDecidedEntry}
            />
            {may?.editRegistration && (
              <RegistrationDialog
                tournament={t}
                open={registrationOpen}
                onClose={() => setRegistrationOpen(false)}
                onSubmit={async (a) => {
                  await action.mutateAsync(a);
                  showAlert(tr('selfService.registration.saved'), 'success');
                }}
              />
            )}
            <EntrySettingsDialog
              entry={settingsEntry}
              onClose={() => setSettingsEntry(null)}
              onSubmit={async (a) => {
                await action.mutateAsync(a);
                showAlert(tr('selfService.table.saved'), 'success');
              }}
            />
          </Suspense>
        )}
        {reports && (
          <Suspense fallback={null}>
            <EntryResultDialog
              report
              entry={reportEntry}
              onClose={() => setReportEntry(null)}
              onSubmit={async (a) => {
                await action.mutateAsync(a);
                showAlert(tr('selfService.report.done'), 'success');
              }}
            />
          </Suspense>
        )}
      </Page>
      {/* Outside the page column: a wide bracket may use the whole screen width, a narrow one lines up with the cards (48 = the column's side padding). */}
      <Box sx={{ px: { xs: 2, sm: 3 }, pb: 4 }}>
        <Box sx={(theme) => ({ maxWidth: Math.max(theme.layout.pageMaxWidth - 48, BRACKET_RENDERERS[t.tournamentType].width(t)), mx: 'auto' })}>
          <Box component="section" aria-labelledby="bracket-title" sx={{ mt: 1 }}>
            <Typography id="bracket-title" variant="h2" sx={{ mb: 2 }}>
              {tr('tournaments.page.bracket')}
            </Typography>
            {!bracketDrawn ? (
              <Loading />
            ) : showBracket ? (
              <Suspense fallback={<Loading />}>
                <BracketView
                  tournament={t}
                  actionsFor={actionsFor}
                  sidesFor={editor.picking ? editor.sidesFor : undefined}
                  dropFor={dropFor}
                  highlightId={highlightId}
                  onHighlight={setHighlightId}
                />
              </Suspense>
            ) : (
              <Card>
                <EmptyState title={tr('tournaments.page.notStarted')} icon={TOURNAMENT_TITLE_ICON} description={tr(BRACKET_RENDERERS[t.tournamentType].notStarted)} />
              </Card>
            )}
          </Box>
        </Box>
      </Box>
    </>
  );
  // PICKED seeding: one drag-and-drop context spans the competitor list and the bracket.
  return dnd ? (
    <PickedDndContext value={dnd}>
      <dnd.PickedDndProvider slots={editor.slots} onPlace={editor.place}>
        {content}
      </dnd.PickedDndProvider>
    </PickedDndContext>
  ) : (
    content
  );
}
