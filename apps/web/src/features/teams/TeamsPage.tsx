import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { ComingSoon } from '../../ui/ComingSoon.tsx';

/** /secure/teams: your teams. */
export function TeamsPage() {
  return <ComingSoon title="Teams" icon={<PeopleOutlined />} description="Create and manage your doubles teams here." />;
}
