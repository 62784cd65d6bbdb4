import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { GAME_TYPE_LABELS, gameTypeOfPath } from '@caps/domain/enums';
import { NotFoundPage } from '../../app/NotFoundPage.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { BracketView } from './bracket/BracketView.tsx';
import { BRACKET_RENDERERS } from './bracket/bracket-renderers.ts';
import { StatusChip } from './TournamentInfoCard.tsx';
import { useTournament } from './tournaments-api.ts';
import { formatLabel } from './tournament-rules.ts';

/** /stream/{tournamentType}/tournament/{tournamentId}: the bracket alone for a big screen; read-only, no sign-in. */
export function StreamPage() {
  const { tournamentType = '', tournamentId } = useParams();
  const gameType = gameTypeOfPath(tournamentType);
  const tournament = useTournament(gameType, tournamentId);
  if (!gameType) return <NotFoundPage />;
  const t = tournament.data;
  return (
    <Box component="main" sx={{ minHeight: '100dvh', bgcolor: 'background.default', p: { xs: 2, md: 4 } }}>
      {tournament.isPending ? (
        <Loading />
      ) : !t ? (
        <Alert severity="error" role="alert">
          Tournament not found
        </Alert>
      ) : (
        <>
          <title>{`${t.tournamentName} · Caps League`}</title>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3 }}>
            <Typography variant="h1">{t.tournamentName}</Typography>
            <StatusChip tournament={t} />
            <Typography color="text.secondary">{`${GAME_TYPE_LABELS[t.gameType]} · ${formatLabel(t.tournamentType)}`}</Typography>
          </Box>
          {t.seeded || t.seedType === 'PICKED' ? (
            <Suspense fallback={<Loading />}>
              <BracketView tournament={t} />
            </Suspense>
          ) : (
            <Typography color="text.secondary">{BRACKET_RENDERERS[t.tournamentType].notStarted}</Typography>
          )}
        </>
      )}
    </Box>
  );
}
