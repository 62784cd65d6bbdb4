import Add from '@mui/icons-material/Add';
import { ComingSoon } from '../../ui/ComingSoon.tsx';

/** /secure/liveGame: the phone scoreboard. */
export function LiveGamePage() {
  return <ComingSoon title="Live game" icon={<Add />} description="Score a game on your phone, throw by throw." />;
}
