import { lazy, Suspense, useEffect, useState } from 'react';
import type { TGameView } from '@caps/domain';
import { useGameActions } from '../../../api/game-corrections.ts';
import { useAuth } from '../../auth/index.ts';

// The buttons and their dialogs load only for a caller who may do something with the game (most readers may not).
const ActionsBar = lazy(() => import('./ActionsBar.tsx').then((m) => ({ default: m.ActionsBar })));

/**
 * What the signed-in caller may do with the game, exactly as the server says (`games.actions`): Withdraw, Report a
 * problem, Correct, Void; and their open report of a problem with it. Nothing for visitors.
 */
export function GameActions({ game }: { game: TGameView }) {
  const { state } = useAuth();
  const actions = useGameActions(game, state.isAuthenticated);
  const allowed = actions.data;
  const hasSomething = Boolean(
    allowed &&
    (allowed.canWithdraw ||
      allowed.canDispute ||
      allowed.disputeBlockedBy ||
      allowed.canVoid ||
      allowed.canCorrect ||
      allowed.openDispute),
  );
  // Once drawn, the bar stays: the dialog of an action that is no longer allowed (just done) still fades out.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (hasSomething) setDrawn(true);
  }, [hasSomething]);
  if (!allowed || !(hasSomething || drawn)) return null;
  return (
    <Suspense fallback={null}>
      <ActionsBar game={game} allowed={allowed} myId={state.userId ?? ''} />
    </Suspense>
  );
}
