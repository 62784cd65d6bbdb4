import Search from '@mui/icons-material/Search';
import { ComingSoon } from '../../ui/ComingSoon.tsx';

/** /search: players and teams. */
export function SearchPage() {
  return <ComingSoon title="Search" icon={<Search />} description="Find players and teams by name." />;
}
