/**
 * One bracket renderer per drawing, and so per format (its setup names its drawing, `TFormatSetup.drawing`): the
 * drawing (loaded when a bracket is shown), how wide it is (so the page can give a wide bracket the screen's width)
 * and what the page says before it is drawn.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TTournamentType, TTournamentView } from '@caps/domain';
import type { TBracketDrawing } from '@caps/domain/brackets/formats/format';
import { FORMAT_SETUPS } from '@caps/domain/brackets/formats/setups';
import type { BracketProps } from './bracket-props.ts';
import { eliminationGeometry, hasReset } from './bracket-layout.ts';
import { playoffOf } from './groups-playoff.ts';
import { timedDrawing } from './bracket-timing.tsx';

export interface TBracketRenderer {
  View: LazyExoticComponent<ComponentType<BracketProps>>;
  /** Width of the drawing in px; 0 when it flows with the page. */
  width: (t: TTournamentView) => number;
  /** Shown in place of the drawing until the tournament is seeded. */
  /** What the page says before the tournament starts. */
  notStarted: `tournaments.page.notStarted${'Bracket' | 'Rounds' | 'Swiss' | 'Groups'}`;
}

// Each drawing marks the start of its render for the speed benchmark (bracket-timing.tsx).
const EliminationBracket = lazy(() =>
  import('./EliminationBracket.tsx').then((m) => ({ default: timedDrawing(m.EliminationBracket) })),
);
const RoundsBracket = lazy(() =>
  import('./RoundsBracket.tsx').then((m) => ({ default: timedDrawing(m.RoundsBracket) })),
);
const SwissBracket = lazy(() => import('./SwissBracket.tsx').then((m) => ({ default: timedDrawing(m.SwissBracket) })));
const GroupsBracket = lazy(() =>
  import('./GroupsBracket.tsx').then((m) => ({ default: timedDrawing(m.GroupsBracket) })),
);

/** Every drawing's renderer; a new drawing does not compile until it has one here. */
const DRAWINGS: { readonly [K in TBracketDrawing]: TBracketRenderer } = {
  elimination: {
    View: EliminationBracket,
    width: (t) => eliminationGeometry(t.size, { reset: hasReset(t) }).width,
    notStarted: 'tournaments.page.notStartedBracket',
  },
  rounds: { View: RoundsBracket, width: () => 0, notStarted: 'tournaments.page.notStartedRounds' },
  swiss: { View: SwissBracket, width: () => 0, notStarted: 'tournaments.page.notStartedSwiss' },
  groups: {
    View: GroupsBracket,
    // As wide as the playoff's drawing; the groups flow with the page.
    width: (t) => {
      const { firstRow } = playoffOf(t.bracketEntries);
      return firstRow ? eliminationGeometry(firstRow).width : 0;
    },
    notStarted: 'tournaments.page.notStartedGroups',
  },
};

/** Every format's renderer, by tournament type: the drawing its setup names. */
export const BRACKET_RENDERERS = Object.fromEntries(
  Object.entries(FORMAT_SETUPS).map(([type, setup]) => [type, DRAWINGS[setup.drawing]]),
) as { readonly [K in TTournamentType]: TBracketRenderer };
