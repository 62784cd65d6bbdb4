import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { gameTypeOfPath } from '@caps/domain';
import { NotFoundPage } from '../../app/NotFoundPage.tsx';
import { ComingSoon } from '../../ui/ComingSoon.tsx';

/** /stream/{tournamentType}/tournament/{tournamentId}: the bracket alone, for a stream overlay. */
export function StreamPage() {
  const { tournamentType = '' } = useParams();
  return (
    <Box component="main" sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      {gameTypeOfPath(tournamentType) ? <ComingSoon title="Tournament bracket" /> : <NotFoundPage />}
    </Box>
  );
}
