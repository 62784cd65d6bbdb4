import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { TGameType } from '@caps/domain';
import { ApiError, errorText } from '../../api/api-error.ts';
import { useAlert } from '../../ui/alert/alert-context.tsx';
import { translate } from '../../i18n/i18n.ts';
import { gameDetailPath } from '../../ui/game-sides.ts';
import { RepeatPostDialog } from './RepeatPostDialog.tsx';

/** Sends the form's game; `confirmRepeat` asks the server to store it even though the same game of yours is pending. */
export type SendGame = (confirmRepeat: boolean) => Promise<unknown>;

/** The pending game a post was refused as a repeat of (409 GAME_ALREADY_POSTED with its id), if that was the refusal. */
function alreadyPostedId(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'GAME_ALREADY_POSTED') return null;
  const body = error.body;
  const id: unknown = typeof body === 'object' && body !== null && 'id' in body ? body.id : undefined;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** A post refused as a repeat: how to send it again, and where the pending game is. */
type Repeat = { send: SendGame; gameType: TGameType; pendingPath: string; open: boolean };

/**
 * How a game form ends: 'Game posted' and back home once the server took the game. When the server refuses it
 * because the same game of yours is pending from the last minutes (a rematch with the same result, or a slip), a
 * dialog offers to open that game or to post this one anyway. Any other refusal shows its message, both in the form
 * (until the next change) and as an alert. The form renders `repeatDialog`.
 */
export function usePostGame(showProblem: (message: string) => void): {
  submit: (send: SendGame, gameType: TGameType) => Promise<void>;
  repeatDialog: ReactNode;
} {
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const [repeat, setRepeat] = useState<Repeat | null>(null);
  const [isReposting, setReposting] = useState(false);
  // A ref as well: a double click on "Post anyway" delivers its second click before the button is disabled.
  const reposting = useRef(false);

  const finish = async (send: SendGame, confirmRepeat: boolean, gameType: TGameType) => {
    try {
      await send(confirmRepeat);
      showAlert(translate('games.post.posted'), 'success');
      await navigate('/');
    } catch (error) {
      const pendingId = confirmRepeat ? null : alreadyPostedId(error);
      if (pendingId) {
        setRepeat({ send, gameType, pendingPath: gameDetailPath({ gameType, id: pendingId }), open: true });
        return;
      }
      const message = errorText(error, translate('games.post.failed'));
      showProblem(message);
      showAlert(message, 'error');
    }
  };

  const close = () => setRepeat((r) => (r ? { ...r, open: false } : r));
  const postAnyway = async () => {
    if (!repeat?.open || reposting.current) return;
    reposting.current = true;
    setReposting(true);
    try {
      await finish(repeat.send, true, repeat.gameType);
    } finally {
      reposting.current = false;
      setReposting(false);
      close();
    }
  };

  return {
    submit: (send, gameType) => finish(send, false, gameType),
    repeatDialog: (
      <RepeatPostDialog
        open={repeat?.open ?? false}
        pendingPath={repeat?.pendingPath ?? '/'}
        busy={isReposting}
        onPostAnyway={postAnyway}
        onClose={close}
      />
    ),
  };
}
