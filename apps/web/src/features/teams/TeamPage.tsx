import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { ComingSoon } from '../../ui/ComingSoon.tsx';

/** /teams/{teamId}. */
export function TeamPage() {
  return <ComingSoon title="Team" icon={<PeopleOutlined />} />;
}
