import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useParams } from 'react-router';
import { gameTypeOfPath } from '@caps/domain/enums';
import { NotFoundPage } from '../../ui/NotFoundPage.tsx';
import { visuallyHidden } from '../../ui/a11y.ts';
import { Loading } from '../../ui/Loading.tsx';
import { BracketView } from './bracket/BracketView.tsx';
import { BRACKET_RENDERERS } from './bracket/bracket-renderers.ts';
import { FitToScreen } from './FitToScreen.tsx';
import { StatusChip } from './TournamentInfoCard.tsx';
import { useTournament } from './tournaments-api.ts';
import { formatLabel } from './tournament-rules.ts';
import { useT } from '../../i18n/use-t.ts';

/**
 * /stream/{tournamentType}/tournament/{tournamentId}: the bracket alone for a big screen; read-only, no sign-in. It
 * keeps itself up to date (polled, also while hidden) and, from tablet width up, scales the bracket to fit the
 * window without scrolling (a 64-player bracket at 1920×1080 included); on a phone it scrolls as the page does.
 */
export function StreamPage() {
  const tr = useT();
  const { tournamentType = '', tournamentId } = useParams();
  const gameType = gameTypeOfPath(tournamentType);
  const tournament = useTournament(gameType, tournamentId, { inBackground: true });
  const isBigScreen = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  if (!gameType) return <NotFoundPage />;
  const t = tournament.data;
  return (
    // From tablet width up the fitted bracket keeps its own bottom margin (FitToScreen's gap), so the page has none.
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        bgcolor: 'background.default',
        p: { xs: 2, md: 3 },
        pb: { md: 0 },
        boxSizing: 'border-box',
      }}
    >
      {tournament.isPending ? (
        <Loading />
      ) : !t ? (
        <Alert severity="error" role="alert">
          {tr('tournaments.stream.notFound')}
        </Alert>
      ) : (
        <>
          <title>{tr('app.titleSuffix', { title: t.tournamentName })}</title>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <Typography variant="h1">{t.tournamentName}</Typography>
            <StatusChip tournament={t} />
            <Typography color="text.secondary">
              {tr('tournaments.stream.subtitle', {
                type: tr(`gameType.${t.gameType}`),
                format: formatLabel(t.tournamentType),
              })}
            </Typography>
          </Box>
          {/* The rounds and groups below are h3s: a bracket section between them and the page's h1, for screen readers. */}
          <Typography component="h2" sx={visuallyHidden}>
            {tr('tournaments.page.bracket')}
          </Typography>
          {t.seeded || t.seedType === 'PICKED' ? (
            <Suspense fallback={<Loading />}>
              {isBigScreen ? (
                <FitToScreen minWidth={BRACKET_RENDERERS[t.tournamentType].width(t)} bottomGap={24}>
                  <BracketView tournament={t} stream />
                </FitToScreen>
              ) : (
                <BracketView tournament={t} stream />
              )}
            </Suspense>
          ) : (
            <Typography color="text.secondary">{tr(BRACKET_RENDERERS[t.tournamentType].notStarted)}</Typography>
          )}
        </>
      )}
    </Box>
  );
}
