import { useState } from 'react';
import type { TSoloGameType } from '@caps/domain';
import { toPostedGame } from '@caps/domain/live-game';
import type { TLiveGameState } from '@caps/domain/live-game-schemas';
import { useAlert } from '../../ui/alert/alert-context.tsx';
import { useSingleFlight } from '../../ui/forms/use-single-flight.ts';
import type { Finished } from './DoneScreen.tsx';
import type { LiveShare } from './live-share.ts';
import type { PostChoice } from './PostGameForm.tsx';
import type { PostQueue, TPostOutcome } from './post-queue.ts';
import { useT } from '../../i18n/use-t.ts';

/** What the done screen says of a game that was posted, refused, or kept to send later. */
export function finishedOf(outcome: TPostOutcome, gameType: TSoloGameType): Finished {
  const opponentName = outcome.item.opponentName;
  if (outcome.kind === 'posted') return { kind: 'posted', gameType, gameId: outcome.gameId, opponentName };
  if (outcome.kind === 'rejected') return { kind: 'refused', message: outcome.message, opponentName };
  return { kind: 'queued', queueId: outcome.item.id, gameType, reason: outcome.reason, opponentName };
}

interface LivePostArgs {
  game: TLiveGameState;
  myId: string;
  queue: PostQueue;
  share: LiveShare;
  /** Clears the scoreboard once the game has left it. */
  reset: () => void;
  onFinished: (finished: Finished) => void;
}

/** Posts the ended game through the outbox, one post at a time, and ends its sharing once it has left the scoreboard. */
export function useLivePost({ game, myId, queue, share, reset, onFinished }: LivePostArgs) {
  const t = useT();
  const { showAlert } = useAlert();
  // One post at a time: a double tap on Post game would otherwise queue (and send) the game twice.
  const { busy: posting, run: postOnce } = useSingleFlight();
  const [postError, setPostError] = useState<string | null>(null);

  const post = (choice: PostChoice) =>
    postOnce(async () => {
      setPostError(null);
      try {
        const body = toPostedGame(game, {
          myId,
          opponentId: choice.opponent.id,
          gameType: choice.gameType,
          gameMode: choice.gameMode,
        });
        const outcome = await queue.post({
          userId: myId,
          gameType: choice.gameType,
          opponentName: choice.opponent.username,
          body,
        });
        if (outcome.kind === 'rejected') {
          setPostError(outcome.message);
          showAlert(outcome.message, 'error');
          return;
        }
        // Posted or safely queued: either way the game has left the scoreboard (and its watchers learn it ended).
        share.stop(
          outcome.kind === 'posted' && outcome.gameId
            ? { gameId: outcome.gameId, gameType: choice.gameType }
            : undefined,
          outcome.kind === 'kept' ? { queueId: outcome.item.id, gameType: choice.gameType } : undefined,
        );
        reset();
        showAlert(
          outcome.kind === 'posted' ? t('liveGame.gamePosted') : t('liveGame.postedWhenOnline'),
          outcome.kind === 'posted' ? 'success' : 'info',
        );
        onFinished(finishedOf(outcome, choice.gameType));
      } catch {
        setPostError(t('liveGame.postFailed'));
      }
    });

  return { posting, postError, clearPostError: () => setPostError(null), post };
}
