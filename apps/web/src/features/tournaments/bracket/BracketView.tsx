import type { BracketProps } from './bracket-props.ts';
import { BRACKET_RENDERERS } from './bracket-renderers.ts';
import { BracketDrawnMark } from './bracket-timing.tsx';

/** The drawing of any tournament, by its format's renderer (loaded on first use: the caller provides a Suspense boundary). */
export function BracketView(props: BracketProps) {
  const { View } = BRACKET_RENDERERS[props.tournament.tournamentType];
  return (
    <>
      <View {...props} />
      <BracketDrawnMark />
    </>
  );
}
