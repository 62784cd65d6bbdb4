import Card from '@mui/material/Card';
import LeaderboardOutlined from '@mui/icons-material/LeaderboardOutlined';
import type { TGameType } from '@caps/domain';
import { EmptyState } from '../../ui/EmptyState.tsx';

/** The players tab of a game-mode page (placeholder; the leaderboard replaces it). */
export function LeaderboardTab({ gameType: _gameType }: { gameType: TGameType }) {
  return (
    <Card>
      <EmptyState title="Coming soon" icon={<LeaderboardOutlined fontSize="inherit" />} description="The leaderboard will appear here." />
    </Card>
  );
}
