import { GAME_TYPE_LABELS, type TGameType } from '@caps/domain';
import { ComingSoon } from '../../ui/ComingSoon.tsx';
import { GameTypeIcon } from '../../ui/GameTypeIcon.tsx';

/** /singles, /easy, /unranked, /doubles: games, leaderboard and Post Game tabs. */
export function GameModePage({ gameType }: { gameType: TGameType }) {
  return (
    <ComingSoon
      title={GAME_TYPE_LABELS[gameType]}
      icon={<GameTypeIcon gameType={gameType} />}
      description="Games, the leaderboard and posting a game will appear here."
    />
  );
}
