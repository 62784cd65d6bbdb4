import { lazy, use } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import type { TGameType, TTournamentView } from '@caps/domain';
import { gameTypeOfPath } from '@caps/domain/enums';
import { isNotFound } from '../../api/api-error.ts';
import { useDeferredData } from '../../api/deferred-data.ts';
import { NotFoundPage } from '../../ui/NotFoundPage.tsx';
import { PageLoading } from '../../ui/initial-head.tsx';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Page } from '../../ui/Page.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { CompetitorsCard } from './CompetitorsCard.tsx';
import { SelfServiceCard } from './SelfServiceCard.tsx';
import { loadPickedDnd, PickedDndContext } from './picked-dnd-loader.ts';
import { TournamentBracketSection } from './TournamentBracketSection.tsx';
import { OwnerDialogs, ReportDialog } from './TournamentDialogs.tsx';
import { TournamentInfoCard } from './TournamentInfoCard.tsx';
import { TOURNAMENT_TITLE_ICON, TournamentTitle } from './TournamentTitle.tsx';
import { useTournament } from './tournaments-api.ts';
import { streamUrl } from './tournament-rules.ts';
import { useTournamentPage, type TTournamentPage } from './use-tournament-page.ts';
import { useT } from '../../i18n/use-t.ts';

// The owner's PICKED seeding card, loaded only for them. It has no Suspense of its own: the page keeps its loading
// state until the card is there, so the card and the start button it unlocks appear together.
const PickedSeedingCard = lazy(() => import('./PickedSeedingCard.tsx').then((m) => ({ default: m.PickedSeedingCard })));

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

interface SectionProps {
  tournament: TTournamentView;
  gameType: TGameType;
  page: TTournamentPage;
}

/** The page of a loaded tournament: its sections over one state (use-tournament-page.ts). */
function TournamentDetail({ tournament: t, gameType }: { tournament: TTournamentView; gameType: TGameType }) {
  const page = useTournamentPage(t, gameType);
  const { editor } = page;
  // Only an owner placing PICKED seeds drags players: the page waits for the drag-and-drop code only then.
  const dnd = editor.picking ? use(loadPickedDnd()) : null;
  const content = (
    <>
      <Page>
        <TournamentTitle name={t.tournamentName} streamHref={streamUrl(gameType, t.id)} />
        <SelfServiceSection tournament={t} gameType={gameType} page={page} />
        <DetailsSection tournament={t} gameType={gameType} page={page} />
        {page.isManaging && <OwnerDialogs tournament={t} gameType={gameType} page={page} />}
        {page.reports && <ReportDialog page={page} />}
      </Page>
      <TournamentBracketSection tournament={t} page={page} />
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

/** Registration, check-in and the caller's own matches (self-service), when the tournament offers them. */
function SelfServiceSection({ tournament: t, page }: SectionProps) {
  return (
    <Box sx={{ mb: 3, '&:empty': { display: 'none' } }}>
      <SelfServiceCard
        tournament={t}
        allowed={page.allowed}
        myId={page.myId}
        busy={page.action.isPending}
        run={page.runAction}
        onReport={(entry) => page.open({ kind: 'report', entry })}
        onEntrySettings={(entry) => page.open({ kind: 'entrySettings', entry })}
        onRegistrationSettings={() => page.open({ kind: 'registration' })}
      />
    </Box>
  );
}

/** The tournament's details with the owner's start and delete, its competitors and (PICKED) the seeding card. */
function DetailsSection({ tournament: t, gameType, page }: SectionProps) {
  const { editor, may } = page;
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <TournamentInfoCard
          tournament={t}
          owner={
            page.isManaging
              ? {
                  onStart: page.mayOfferStart ? () => page.open({ kind: 'start' }) : undefined,
                  onDelete: may?.delete ? () => page.open({ kind: 'delete' }) : undefined,
                  startBlockedBy: page.startBlockedBy,
                  busy: page.action.isPending || page.remove.isPending,
                }
              : undefined
          }
        />
        <CompetitorsCard
          gameType={gameType}
          tournamentId={t.id}
          competitors={editor.competitors}
          editable={may?.addPlayers ?? false}
          maxCompetitors={editor.max}
          onChange={editor.setCompetitors}
          dirty={editor.dirty}
          saving={page.action.isPending}
          onSave={() => void editor.save()}
          saveError={editor.saveError}
          picking={editor.picking ? { unplacedIds: editor.unplacedIds } : undefined}
          highlightId={page.highlightId}
          onHighlight={page.setHighlightId}
        />
      </Box>
      {editor.picking && (
        <Box sx={{ mt: 3 }}>
          <PickedSeedingCard
            slots={editor.slots}
            competitors={editor.competitors}
            onPlace={(c, s, id) => editor.place(c, s, id)}
          />
        </Box>
      )}
    </>
  );
}
