import { useDoublesStake } from '../../../api/doubles.ts';
import { StakeCard } from '../StakeCard.tsx';
import { useT } from '../../../i18n/use-t.ts';

export interface DoublesStakeProps {
  myTeam: { id: string; name: string };
  opposing: { id: string; name: string };
}

/** What each result would do to both teams' points (each player moves with their team). */
export function DoublesStake({ myTeam, opposing }: DoublesStakeProps) {
  const t = useT();
  const stake = useDoublesStake(myTeam.id, opposing.id);
  return (
    <StakeCard
      id="doubles-stake"
      stake={stake}
      sides={{
        mine: t('games.stake.yourTeam'),
        theirs: opposing.name,
        ifMineWins: t('doubles.ifTeamWins', { team: myTeam.name }),
        chance: t('games.stake.yourTeamChance'),
      }}
    />
  );
}
