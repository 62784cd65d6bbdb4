import AccountTree from '@mui/icons-material/AccountTree';
import { useParams } from 'react-router';
import { gameTypeOfPath } from '@caps/domain';
import { NotFoundPage } from '../../app/NotFoundPage.tsx';
import { ComingSoon } from '../../ui/ComingSoon.tsx';

/** /{tournamentType}/tournament/{tournamentId}. */
export function TournamentPage() {
  const { tournamentType = '' } = useParams();
  if (!gameTypeOfPath(tournamentType)) return <NotFoundPage />;
  return <ComingSoon title="Tournament" icon={<AccountTree sx={{ transform: 'scaleX(-1)' }} />} />;
}
