import { ComingSoon } from '../../ui/ComingSoon.tsx';
import { GameTypeIcon } from '../../ui/GameTypeIcon.tsx';

/** /doubles: the doubles page (games, Teams ranking, doubles form) arrives with the teams work and replaces this. */
export function DoublesGameModePage() {
  return (
    <ComingSoon
      title="Doubles"
      icon={<GameTypeIcon gameType="DOUBLES" />}
      description="Doubles games, the team ranking and posting a doubles game will appear here."
    />
  );
}
