import { swissRounds } from '@caps/domain/brackets/formats/swiss';
import { competitorsOf } from '../tournament-rules.ts';
import type { BracketProps } from './bracket-props.ts';
import { RoundsBracket } from './RoundsBracket.tsx';

/** Swiss: the standings (wins, Buchholz, head-to-head, point difference, points) and the rounds, out of how many. */
export function SwissBracket(props: BracketProps) {
  const t = props.tournament;
  return (
    <RoundsBracket
      {...props}
      totalRounds={swissRounds({ settings: t.settings, competitorIds: competitorsOf(t).map((c) => c.id) })}
    />
  );
}
