import CompareArrows from '@mui/icons-material/CompareArrows';
import { ComingSoon } from '../../ui/ComingSoon.tsx';

/** /comparison?player1=&player2=&gameType=. */
export function ComparisonPage() {
  return <ComingSoon title="Player comparison" icon={<CompareArrows />} />;
}
