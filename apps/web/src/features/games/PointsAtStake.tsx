import type { TSoloGameType } from '@caps/domain';
import { useStake } from '../../api/games.ts';
import { StakeCard } from './StakeCard.tsx';
import { useT } from '../../i18n/use-t.ts';

export interface PointsAtStakeProps {
  gameType: TSoloGameType;
  myId: string;
  opponent: { id: string; username: string };
}

/** What each outcome would do to both players' points, asked of the server as soon as the opponent is known. */
export function PointsAtStake({ gameType, myId, opponent }: PointsAtStakeProps) {
  const t = useT();
  const stake = useStake(gameType, myId, opponent.id);
  return (
    <StakeCard
      id="points-at-stake"
      stake={stake}
      sides={{
        mine: t('games.stake.you'),
        theirs: opponent.username,
        ifMineWins: t('games.stake.ifYouWin'),
        chance: t('games.stake.yourChance'),
      }}
      note={gameType === 'UNRANKED' ? t('games.stake.unrankedNote') : undefined}
    />
  );
}
