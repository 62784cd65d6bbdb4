import { useCallback, useEffect, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { keyframes } from '@mui/material/styles';
import { useNavigate } from 'react-router';
import type { TGameMode } from '@caps/domain';
import { canApply, liveGameBlocker, sideToRebut, type TLiveAction } from '@caps/domain/live-game';
import type { TLiveGameState } from '@caps/domain/live-game-schemas';
import { useApi } from '../../api/api-context.tsx';
import { useAlert } from '../../ui/alert/alert-context.tsx';
import { tokens } from '../../ui/design-tokens.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useAuth } from '../auth/index.ts';
import { DoneScreen, type Finished } from './DoneScreen.tsx';
import { FullScreen } from './FullScreen.tsx';
import { GameBoard, moveToAction, type LiveMove } from './GameBoard.tsx';
import { isTutorialPassed, setTutorialPassed } from './live-game-storage.ts';
import { LiveHeader } from './LiveHeader.tsx';
import { PostGameForm, type PostChoice } from './PostGameForm.tsx';
import type { TPostOutcome } from './post-queue.ts';
import { ResultsScreen } from './ResultsScreen.tsx';
import { RpsScreen } from './RpsScreen.tsx';
import { ShareBar } from './ShareBar.tsx';
import { registerServiceWorker } from './service-worker.ts';
import { TUTORIAL_PAGES, TutorialScreen } from './TutorialScreen.tsx';
import { useInputLock } from './use-input-lock.ts';
import { useLiveGame } from './use-live-game.ts';
import { useLivePost, finishedOf } from './use-live-post.ts';
import { useLiveShare } from './use-live-share.ts';
import { flushOutbox, useOutbox, useQueuedGames } from './use-outbox.ts';
import { translate } from '../../i18n/i18n.ts';
import { localError } from '../../i18n/domain-messages.ts';
import { useT } from '../../i18n/use-t.ts';

const enter = keyframes`
  from { transform: translateY(14px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

function headingOf(screen: string, game: TLiveGameState): { title: string; subtitle?: string } {
  if (screen.startsWith('tutorial')) return { title: translate('liveGame.heading.howToPlay') };
  if (screen === 'rps') return { title: translate('liveGame.newGame') };
  if (screen === 'done') return { title: translate('liveGame.title') };
  if (screen === 'ended')
    return { title: translate('liveGame.heading.gameOver'), subtitle: translate(`gameMode.${game.gameMode}`) };
  const rebutter = sideToRebut(game);
  if (rebutter) {
    const chain =
      game.chain === 0
        ? translate('liveGame.heading.rebuttedOrMissed')
        : translate('liveGame.heading.chain', { count: game.chain });
    return {
      title: translate(rebutter === 'you' ? 'liveGame.heading.youMustRebut' : 'liveGame.heading.opponentMustRebut'),
      subtitle: chain,
    };
  }
  return {
    title: translate(`gameMode.${game.gameMode}`),
    subtitle: translate(game.gameMode === 'OVERTIME' ? 'liveGame.heading.overtime' : 'liveGame.heading.suddenDeath'),
  };
}

/** /secure/liveGame: score a game on the phone, throw by throw, and post it with its timeline (SPEC.md §4). */
export function LiveGamePage() {
  const { state } = useAuth();
  if (!state.userId) return null;
  // A different user gets a fresh page (and only their own saved game).
  return <LiveGame key={state.userId} myId={state.userId} />;
}

function LiveGame({ myId }: { myId: string }) {
  const api = useApi();
  const navigate = useNavigate();
  const [finished, setFinished] = useState<Finished | null>(null);
  const notify = useNotifier(setFinished);
  const queue = useOutbox(api, notify);
  const waiting = useQueuedGames(queue, myId);
  const { game, dispatch, reset } = useLiveGame(myId);
  const { share, status: shareStatus, watchPath } = useLiveShare(api, myId, game);
  const [tutorialStep, setTutorialStep] = useState<number | null>(() =>
    isTutorialPassed() || game.events.length > 0 ? null : 0,
  );
  const { posting, postError, clearPostError, post } = useLivePost({
    game,
    myId,
    queue,
    share,
    reset,
    onFinished: setFinished,
  });
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [gameMode, setGameMode] = useState<TGameMode>('SUDDEN_DEATH');

  const screen = tutorialStep !== null ? `tutorial-${tutorialStep}` : finished ? 'done' : game.phase;
  const locked = useInputLock(screen);
  useEffect(registerServiceWorker, []);

  const act = (action: TLiveAction) => {
    if (locked) return;
    navigator.vibrate?.(12);
    clearPostError();
    dispatch(action);
  };

  const blocker = liveGameBlocker(game);
  const rebutter = sideToRebut(game);
  const inGame = screen === 'main' || screen === 'rebuttal';
  const canShare = !finished && tutorialStep === null && game.phase !== 'ended';

  return (
    <FullScreen>
      <LiveHeader
        {...headingOf(screen, game)}
        locked={locked}
        titleColour={rebutter && inGame ? tokens.win : undefined}
        canUndo={!finished && tutorialStep === null && canApply(game, { type: 'undo' }) && !posting}
        onUndo={() => act({ type: 'undo' })}
        onLeave={() => navigate('/')}
        onTutorial={() => setTutorialStep(0)}
        onDiscard={game.events.length > 0 && !finished ? () => setConfirmDiscard(true) : undefined}
        sharing={shareStatus !== 'off'}
        onShare={canShare ? (on) => (on ? share.start(game) : share.stop()) : undefined}
      />
      {shareStatus !== 'off' && !finished && <ShareBar status={shareStatus} watchPath={watchPath} />}
      {waiting.length > 0 && screen === 'rps' && <WaitingAlert count={waiting.length} />}
      {blocker && inGame && <BlockerAlert blocker={blocker} />}
      <ScreenFrame key={inGame ? 'board' : screen} screen={screen} locked={locked}>
        <ScreenBody
          game={game}
          myId={myId}
          locked={locked}
          tutorialStep={tutorialStep}
          onTutorialStep={setTutorialStep}
          finished={finished}
          onNewGame={() => setFinished(null)}
          act={act}
          gameMode={gameMode}
          onGameMode={setGameMode}
          post={{ busy: posting, error: postError, onPost: (choice) => void post(choice) }}
        />
      </ScreenFrame>
      <DiscardDialog
        open={confirmDiscard}
        onClose={() => setConfirmDiscard(false)}
        onDiscard={() => {
          share.stop();
          reset();
        }}
      />
    </FullScreen>
  );
}

/** Why the game cannot go on as it stands (a rule the score breaks), over the board. */
function BlockerAlert({ blocker }: { blocker: NonNullable<ReturnType<typeof liveGameBlocker>> }) {
  const t = useT();
  return (
    <Alert severity="warning" sx={{ mx: 1.5, mb: 1 }}>
      {t('liveGame.blocker', { blocker: localError(blocker) })}
    </Alert>
  );
}

/** Asks before throwing the game away. */
function DiscardDialog({ open, onClose, onDiscard }: { open: boolean; onClose: () => void; onDiscard: () => void }) {
  const t = useT();
  return (
    <ConfirmDialog
      open={open}
      question={t('liveGame.discardQuestion')}
      details={t('liveGame.discardDetails')}
      onNo={onClose}
      onYes={() => {
        onClose();
        onDiscard();
      }}
    />
  );
}

/** Says what became of games sent in the background, and updates the done screen when it shows one of them. */
function useNotifier(setFinished: Dispatch<SetStateAction<Finished | null>>) {
  const t = useT();
  const { showAlert } = useAlert();
  return useCallback(
    (outcome: TPostOutcome) => {
      if (outcome.kind === 'posted') showAlert(t('liveGame.gamePosted'), 'success');
      if (outcome.kind === 'rejected')
        showAlert(t('liveGame.notPosted', { name: outcome.item.opponentName, message: outcome.message }), 'error');
      // The game this page queued has been sent in the background: say so where the player is looking.
      setFinished((f) => (f?.kind === 'queued' && f.queueId === outcome.item.id ? finishedOf(outcome, f.gameType) : f));
    },
    [showAlert, t, setFinished],
  );
}

/** Holds one screen, sliding it in when it changes; a locked screen takes no taps. */
function ScreenFrame({ screen, locked, children }: { screen: string; locked: boolean; children: ReactNode }) {
  return (
    <Box
      data-screen={screen}
      data-locked={locked || undefined}
      sx={{
        flex: 1,
        minHeight: 0,
        display: 'flex',
        flexDirection: 'column',
        animation: `${enter} 200ms ease-out`,
        pointerEvents: locked ? 'none' : 'auto',
      }}
    >
      {children}
    </Box>
  );
}

/** Games of an earlier session still waiting to be sent, with a button to send them now. */
function WaitingAlert({ count }: { count: number }) {
  const t = useT();
  return (
    <Alert
      severity="info"
      sx={{ mx: 2, mb: 1 }}
      action={
        <Button color="inherit" sx={{ minHeight: 48 }} onClick={() => void flushOutbox()}>
          {t('liveGame.sendNow')}
        </Button>
      }
    >
      {t('liveGame.waiting', { count })}
    </Alert>
  );
}

interface ScreenBodyProps {
  game: TLiveGameState;
  myId: string;
  locked: boolean;
  tutorialStep: number | null;
  onTutorialStep: (step: number | null) => void;
  finished: Finished | null;
  onNewGame: () => void;
  act: (action: TLiveAction) => void;
  /** The mode rock-paper-scissors starts the next game in; it stays chosen from one game to the next. */
  gameMode: TGameMode;
  onGameMode: (gameMode: TGameMode) => void;
  post: { busy: boolean; error: string | null; onPost: (choice: PostChoice) => void };
}

/** The screen under the header: the tutorial, the done screen, rock-paper-scissors, the board, or the results. */
function ScreenBody({
  game,
  myId,
  locked,
  tutorialStep,
  onTutorialStep,
  finished,
  onNewGame,
  act,
  gameMode,
  onGameMode,
  post,
}: ScreenBodyProps) {
  const closeTutorial = () => {
    setTutorialPassed(true);
    onTutorialStep(null);
  };
  const nextTutorialPage = () => {
    if (locked || tutorialStep === null) return;
    if (tutorialStep < TUTORIAL_PAGES.length - 1) onTutorialStep(tutorialStep + 1);
    else closeTutorial();
  };

  if (tutorialStep !== null)
    return <TutorialScreen step={tutorialStep} locked={locked} onNext={nextTutorialPage} onSkip={closeTutorial} />;
  if (finished) return <DoneScreen finished={finished} locked={locked} onNewGame={onNewGame} />;
  if (game.phase === 'rps')
    return (
      <RpsScreen
        gameMode={gameMode}
        locked={locked}
        onGameMode={onGameMode}
        onWinner={(side) => act({ type: 'start', rpsWinner: side, gameMode, time: new Date().toISOString() })}
      />
    );
  if (game.phase === 'ended')
    return (
      <ResultsScreen game={game}>
        <PostGameForm game={game} myId={myId} {...post} />
      </ResultsScreen>
    );
  return (
    <GameBoard
      game={game}
      locked={locked}
      onMove={(move: LiveMove) => act(moveToAction(move, new Date().toISOString()))}
    />
  );
}
