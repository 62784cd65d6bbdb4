import type { BracketProps } from './bracket-props.ts';
import { EliminationBracket } from './EliminationBracket.tsx';
import { RoundRobinBracket } from './RoundRobinBracket.tsx';

/** The drawing of any tournament type: elimination columns, or round robin standings and rounds. */
export function BracketView(props: BracketProps) {
  return props.tournament.tournamentType === 'ROUND_ROBIN' ? <RoundRobinBracket {...props} /> : <EliminationBracket {...props} />;
}
