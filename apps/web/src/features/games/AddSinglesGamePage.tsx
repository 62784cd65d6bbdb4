import Add from '@mui/icons-material/Add';
import { ComingSoon } from '../../ui/ComingSoon.tsx';

/** /secure/addSinglesGame. */
export function AddSinglesGamePage() {
  return <ComingSoon title="Post a game" icon={<Add />} />;
}
