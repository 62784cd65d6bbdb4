import type { TSoloGameType } from '@caps/domain';
import { useStake } from '../../api/games.ts';
import { StakeCard } from './StakeCard.tsx';

export interface PointsAtStakeProps {
  gameType: TSoloGameType;
  myId: string;
  opponent: { id: string; username: string };
}

/** What each outcome would do to both players' points, asked of the server as soon as the opponent is known. */
export function PointsAtStake({ gameType, myId, opponent }: PointsAtStakeProps) {
  const stake = useStake(gameType, myId, opponent.id);
  return (
    <StakeCard
      id="points-at-stake"
      stake={stake}
      sides={{ mine: 'You', theirs: opponent.username, ifMineWins: 'If you win', chance: 'Your chance to win' }}
      note={gameType === 'UNRANKED' ? 'Unranked games do not change points.' : undefined}
    />
  );
}
