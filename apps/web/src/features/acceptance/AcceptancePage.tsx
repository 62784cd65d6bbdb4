import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { ComingSoon } from '../../ui/ComingSoon.tsx';

/** /secure/acceptance. */
export function AcceptancePage() {
  return <ComingSoon title="Games Accepting" icon={<FactCheckOutlined />} description="Accept or reject the games posted against you." />;
}
