import { useParams } from 'react-router';
import { GAME_TYPE_LABELS, type TGameType } from '@caps/domain';
import { ComingSoon } from '../../ui/ComingSoon.tsx';
import { GameTypeIcon } from '../../ui/GameTypeIcon.tsx';

/** /{gameTypePath}/{gameId}. */
export function GameDetailPage({ gameType }: { gameType: TGameType }) {
  const { gameId } = useParams();
  return (
    <ComingSoon
      title={`${GAME_TYPE_LABELS[gameType]} game`}
      icon={<GameTypeIcon gameType={gameType} />}
      description={`The details of game ${gameId ?? ''} will appear here.`}
    />
  );
}
