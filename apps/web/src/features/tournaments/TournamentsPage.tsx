import AccountTree from '@mui/icons-material/AccountTree';
import { ComingSoon } from '../../ui/ComingSoon.tsx';

/** /tournaments. */
export function TournamentsPage() {
  return <ComingSoon title="Tournaments" icon={<AccountTree sx={{ transform: 'scaleX(-1)' }} />} />;
}
