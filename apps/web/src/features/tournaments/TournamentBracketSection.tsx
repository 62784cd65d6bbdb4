/** The tournament page's bracket: drawn by its format's renderer once the details are on screen. */
import { Suspense, useDeferredValue } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { TTournamentView } from '@caps/domain';
import { useT } from '../../i18n/use-t.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { BRACKET_RENDERERS } from './bracket/bracket-renderers.ts';
// The bracket is drawn after the details (see bracketDrawn); its format's renderer (with its tooltips) loads then.
import { BracketView } from './bracket/BracketView.tsx';
import { TOURNAMENT_TITLE_ICON } from './TournamentTitle.tsx';
import type { TTournamentPage } from './use-tournament-page.ts';

/** The bracket (shown once seeded, or at once for PICKED seeding), or what the page says before the start. */
export function TournamentBracketSection({
  tournament: t,
  page,
}: {
  tournament: TTournamentView;
  page: TTournamentPage;
}) {
  const tr = useT();
  const { editor } = page;
  const showBracket = t.seeded || t.seedType === 'PICKED';
  // The bracket is the page's biggest render and sits below the details: it is drawn in a second, background render,
  // so the title and the cards show without waiting for it.
  const bracketDrawn = useDeferredValue(true, false);
  const renderer = BRACKET_RENDERERS[t.tournamentType];
  return (
    // Outside the page column: a wide bracket may use the whole screen width, a narrow one lines up with the cards (48 = the column's side padding).
    <Box sx={{ px: { xs: 2, sm: 3 }, pb: 4 }}>
      <Box sx={(theme) => ({ maxWidth: Math.max(theme.layout.pageMaxWidth - 48, renderer.width(t)), mx: 'auto' })}>
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
                actionsFor={page.actionsFor}
                sidesFor={editor.picking ? editor.sidesFor : undefined}
                dropFor={page.dropFor}
                highlightId={page.highlightId}
                onHighlight={page.setHighlightId}
              />
            </Suspense>
          ) : (
            <Card>
              <EmptyState
                title={tr('tournaments.page.notStarted')}
                icon={TOURNAMENT_TITLE_ICON}
                description={tr(renderer.notStarted)}
              />
            </Card>
          )}
        </Box>
      </Box>
    </Box>
  );
}
