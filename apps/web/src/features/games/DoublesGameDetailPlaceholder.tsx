import { useParams } from 'react-router';
import { ComingSoon } from '../../ui/ComingSoon.tsx';
import { GameTypeIcon } from '../../ui/GameTypeIcon.tsx';

/** /doubles/{gameId}: the doubles game screen arrives with the teams work and replaces this. */
export function DoublesGameDetail() {
  const { gameId } = useParams();
  return (
    <ComingSoon
      title="Doubles game"
      icon={<GameTypeIcon gameType="DOUBLES" />}
      description={`The details of game ${gameId ?? ''} will appear here.`}
    />
  );
}
