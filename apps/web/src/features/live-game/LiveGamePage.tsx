import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { keyframes } from '@mui/material/styles';
import { useNavigate } from 'react-router';
import type { TGameMode, TSoloGameType } from '@caps/domain';
import { canApply, liveGameBlocker, sideToRebut, toPostedGame, type TLiveAction } from '@caps/domain/live-game';
import type { TLiveGameState } from '@caps/domain/live-game-schemas';
import { useApi } from '../../api/api-context.tsx';
import { useAlert } from '../../ui/alert/alert-context.tsx';
import { tokens } from '../../ui/design-tokens.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useSingleFlight } from '../../ui/forms/use-single-flight.ts';
import { useAuth } from '../auth/index.ts';
import { DoneScreen, type Finished } from './DoneScreen.tsx';
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
  if (screen === 'ended') return { title: translate('liveGame.heading.gameOver'), subtitle: translate(`gameMode.${game.gameMode}`) };
  const rebutter = sideToRebut(game);
  if (rebutter) {
    const chain = game.chain === 0 ? translate('liveGame.heading.rebuttedOrMissed') : translate('liveGame.heading.chain', { count: game.chain });
    return { title: translate(rebutter === 'you' ? 'liveGame.heading.youMustRebut' : 'liveGame.heading.opponentMustRebut'), subtitle: chain };
  }
  return {
    title: translate(`gameMode.${game.gameMode}`),
    subtitle: translate(game.gameMode === 'OVERTIME' ? 'liveGame.heading.overtime' : 'liveGame.heading.suddenDeath'),
  };
}

function finishedOf(outcome: TPostOutcome, gameType: TSoloGameType): Finished {
  const opponentName = outcome.item.opponentName;
  if (outcome.kind === 'posted') return { kind: 'posted', gameType, gameId: outcome.gameId, opponentName };
  if (outcome.kind === 'rejected') return { kind: 'refused', message: outcome.message, opponentName };
  return { kind: 'queued', queueId: outcome.item.id, gameType, reason: outcome.reason, opponentName };
}

/** Covers the app's layout (bar and drawer) with the game, and stops the page behind it from scrolling or refreshing. */
function FullScreen({ children }: { children: ReactNode }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const html = document.documentElement;
    const previous = { overscroll: html.style.overscrollBehavior, overflow: document.body.style.overflow };
    html.style.overscrollBehavior = 'none';
    document.body.style.overflow = 'hidden';
    ref.current?.focus();
    return () => {
      html.style.overscrollBehavior = previous.overscroll;
      document.body.style.overflow = previous.overflow;
    };
  }, []);
  return (
    <Box
      ref={ref}
      component="section"
      aria-label={t('liveGame.title')}
      tabIndex={-1}
      sx={(theme) => ({
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndex.drawer + 1,
        display: 'flex',
        flexDirection: 'column',
        height: '100dvh',
        bgcolor: 'background.default',
        overscrollBehavior: 'none',
        outline: 'none',
        pt: 'env(safe-area-inset-top)',
        pb: 'env(safe-area-inset-bottom)',
      })}
    >
      {children}
    </Box>
  );
}

/** /secure/liveGame: score a game on the phone, throw by throw, and post it with its timeline (SPEC.md §4). */
export function LiveGamePage() {
  const { state } = useAuth();
  if (!state.userId) return null;
  // A different user gets a fresh page (and only their own saved game).
  return <LiveGame key={state.userId} myId={state.userId} />;
}

function LiveGame({ myId }: { myId: string }) {
  const t = useT();
  const api = useApi();
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const [finished, setFinished] = useState<Finished | null>(null);
  const notify = useCallback(
    (outcome: TPostOutcome) => {
      if (outcome.kind === 'posted') showAlert(t('liveGame.gamePosted'), 'success');
      if (outcome.kind === 'rejected') showAlert(t('liveGame.notPosted', { name: outcome.item.opponentName, message: outcome.message }), 'error');
      // The game this page queued has been sent in the background: say so where the player is looking.
      setFinished((f) => (f?.kind === 'queued' && f.queueId === outcome.item.id ? finishedOf(outcome, f.gameType) : f));
    },
    [showAlert, t],
  );
  const queue = useOutbox(api, notify);

  const waiting = useQueuedGames(queue, myId);
  const { game, dispatch, reset } = useLiveGame(myId);
  const { share, status: shareStatus, watchPath } = useLiveShare(api, myId, game);
  const [tutorialStep, setTutorialStep] = useState<number | null>(() => (isTutorialPassed() || game.events.length > 0 ? null : 0));
  const [gameMode, setGameMode] = useState<TGameMode>('SUDDEN_DEATH');
  // One post at a time: a double tap on Post game would otherwise queue (and send) the game twice.
  const { busy: posting, run: postOnce } = useSingleFlight();
  const [postError, setPostError] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  const screen = tutorialStep !== null ? `tutorial-${tutorialStep}` : finished ? 'done' : game.phase;
  const locked = useInputLock(screen);
  useEffect(registerServiceWorker, []);

  const act = (action: TLiveAction) => {
    if (locked) return;
    navigator.vibrate?.(12);
    setPostError(null);
    dispatch(action);
  };
  const onMove = (move: LiveMove) => act(moveToAction(move, new Date().toISOString()));

  const closeTutorial = () => {
    setTutorialPassed(true);
    setTutorialStep(null);
  };
  const nextTutorialPage = () => {
    if (locked || tutorialStep === null) return;
    if (tutorialStep < TUTORIAL_PAGES.length - 1) setTutorialStep(tutorialStep + 1);
    else closeTutorial();
  };

  const post = (choice: PostChoice) =>
    postOnce(async () => {
      setPostError(null);
      try {
        const body = toPostedGame(game, { myId, opponentId: choice.opponent.id, gameType: choice.gameType, gameMode: choice.gameMode });
        const outcome = await queue.post({ userId: myId, gameType: choice.gameType, opponentName: choice.opponent.username, body });
        if (outcome.kind === 'rejected') {
          setPostError(outcome.message);
          showAlert(outcome.message, 'error');
          return;
        }
        // Posted or safely queued: either way the game has left the scoreboard (and its watchers learn it ended).
        share.stop(
          outcome.kind === 'posted' && outcome.gameId ? { gameId: outcome.gameId, gameType: choice.gameType } : undefined,
          outcome.kind === 'kept' ? { queueId: outcome.item.id, gameType: choice.gameType } : undefined,
        );
        reset();
        showAlert(outcome.kind === 'posted' ? t('liveGame.gamePosted') : t('liveGame.postedWhenOnline'), outcome.kind === 'posted' ? 'success' : 'info');
        setFinished(finishedOf(outcome, choice.gameType));
      } catch {
        setPostError(t('liveGame.postFailed'));
      }
    });

  const blocker = liveGameBlocker(game);
  const rebutter = sideToRebut(game);
  const inGame = screen === 'main' || screen === 'rebuttal';

  let body: ReactNode;
  if (tutorialStep !== null) {
    body = <TutorialScreen step={tutorialStep} locked={locked} onNext={nextTutorialPage} onSkip={closeTutorial} />;
  } else if (finished) {
    body = <DoneScreen finished={finished} locked={locked} onNewGame={() => setFinished(null)} />;
  } else if (game.phase === 'rps') {
    body = <RpsScreen gameMode={gameMode} locked={locked} onGameMode={setGameMode} onWinner={(side) => act({ type: 'start', rpsWinner: side, gameMode, time: new Date().toISOString() })} />;
  } else if (game.phase === 'ended') {
    body = (
      <ResultsScreen game={game}>
        <PostGameForm game={game} myId={myId} busy={posting} error={postError} onPost={(choice) => void post(choice)} />
      </ResultsScreen>
    );
  } else {
    body = <GameBoard game={game} locked={locked} onMove={onMove} />;
  }

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
        onShare={!finished && tutorialStep === null && game.phase !== 'ended' ? (on) => (on ? share.start(game) : share.stop()) : undefined}
      />
      {shareStatus !== 'off' && !finished && <ShareBar status={shareStatus} watchPath={watchPath} />}
      {waiting.length > 0 && screen === 'rps' && (
        <Alert
          severity="info"
          sx={{ mx: 2, mb: 1 }}
          action={
            <Button color="inherit" sx={{ minHeight: 48 }} onClick={() => void flushOutbox()}>
              {t('liveGame.sendNow')}
            </Button>
          }
        >
          {t('liveGame.waiting', { count: waiting.length })}
        </Alert>
      )}
      {blocker && inGame && (
        <Alert severity="warning" sx={{ mx: 1.5, mb: 1 }}>
          {t('liveGame.blocker', { blocker: localError(blocker) })}
        </Alert>
      )}
      <Box
        key={inGame ? 'board' : screen}
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
        {body}
      </Box>
      <ConfirmDialog
        open={confirmDiscard}
        question={t('liveGame.discardQuestion')}
        details={t('liveGame.discardDetails')}
        onNo={() => setConfirmDiscard(false)}
        onYes={() => {
          setConfirmDiscard(false);
          share.stop();
          reset();
        }}
      />
    </FullScreen>
  );
}
