import { useDoublesStake } from '../../../api/doubles.ts';
import { StakeCard } from '../StakeCard.tsx';

export interface DoublesStakeProps {
  myTeam: { id: string; name: string };
  opposing: { id: string; name: string };
}

/** What each result would do to both teams' points (each player moves with their team). */
export function DoublesStake({ myTeam, opposing }: DoublesStakeProps) {
  const stake = useDoublesStake(myTeam.id, opposing.id);
  return <StakeCard id="doubles-stake" stake={stake} sides={{ mine: 'Your team', theirs: opposing.name, ifMineWins: `If ${myTeam.name} wins`, chance: "Your team's chance to win" }} />;
}
