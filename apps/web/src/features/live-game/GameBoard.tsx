import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { applyAction, canApply, sideToRebut, type TLiveAction, type TLiveSide } from '@caps/domain/live-game';
import type { TLiveGameState } from '@caps/domain/live-game-schemas';
import { FlipCard } from './FlipCard.tsx';
import { faceRadius, ScoreFace, type ScoreTone } from './ScoreFace.tsx';
import { translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';

/** A move on the board; the page adds the time and turns it into a domain action. */
export type LiveMove = { type: 'sink'; side: TLiveSide } | { type: 'rebut' } | { type: 'miss' };

/** The action a move becomes (the time only matters once it is applied). */
export function moveToAction(move: LiveMove, time: string): TLiveAction {
  return { ...move, time };
}

const NAMES = { you: 'liveGame.you', opponent: 'liveGame.opponent' } as const satisfies Record<TLiveSide, string>;

/** What flipping `side`'s card means: a sink on the main board; on the rebuttal board, a rebuttal or a miss. */
function flipMove(game: TLiveGameState, side: TLiveSide): LiveMove {
  if (game.phase !== 'rebuttal') return { type: 'sink', side };
  return side === sideToRebut(game) ? { type: 'rebut' } : { type: 'miss' };
}

function toneOf(game: TLiveGameState, side: TLiveSide): ScoreTone {
  if (game.phase !== 'rebuttal') return 'plain';
  return side === sideToRebut(game) ? 'rebut' : 'sank';
}

function flipLabel(game: TLiveGameState, side: TLiveSide): string {
  const you = side === 'you';
  if (game.phase !== 'rebuttal') return translate(you ? 'liveGame.board.youSink' : 'liveGame.board.opponentSinks');
  if (side === sideToRebut(game)) return translate(you ? 'liveGame.board.youLands' : 'liveGame.board.opponentLands');
  return translate(you ? 'liveGame.board.youMisses' : 'liveGame.board.opponentMisses');
}

interface CardSlotProps {
  game: TLiveGameState;
  side: TLiveSide;
  locked: boolean;
  onMove: (move: LiveMove) => void;
}

function CardSlot({ game, side, locked, onMove }: CardSlotProps) {
  const t = useT();
  const move = flipMove(game, side);
  const possible = canApply(game, moveToAction(move, ''));
  const next = possible ? applyAction(game, moveToAction(move, '')) : game;
  const position = side === 'you' ? 'top' : 'bottom';
  const tone = toneOf(game, side);
  const badge =
    tone === 'rebut' ? t('liveGame.board.mustRebut') : tone === 'sank' ? t('liveGame.board.sank') : undefined;
  const note = !possible && game.phase === 'main' ? t('liveGame.board.sinkLimit') : undefined;
  return (
    <FlipCard
      hinge={position === 'top' ? 'bottom' : 'top'}
      radius={faceRadius(position)}
      label={flipLabel(game, side)}
      disabled={locked || !possible}
      onFlip={() => onMove(move)}
      face={
        <ScoreFace name={t(NAMES[side])} stats={game[side]} tone={tone} position={position} badge={badge} note={note} />
      }
      underside={
        <ScoreFace
          name={t(NAMES[side])}
          stats={next[side]}
          tone={toneOf(next, side)}
          position={position}
          badge={toneOf(next, side) === 'rebut' ? t('liveGame.board.mustRebut') : undefined}
        />
      }
    />
  );
}

const barButton = { flex: 1, minHeight: 64, fontSize: '1.125rem', fontWeight: 700 } as const;

export interface GameBoardProps {
  game: TLiveGameState;
  locked: boolean;
  onMove: (move: LiveMove) => void;
}

/**
 * The main and rebuttal boards: two scoreboard halves to flip by dragging, with tap buttons underneath that do the
 * same for anyone who cannot or will not drag.
 */
export function GameBoard({ game, locked, onMove }: GameBoardProps) {
  const t = useT();
  // The lock is not shown as disabled buttons (a grey flash on every switch); the page ignores input meanwhile.
  const allowed = (move: LiveMove) => canApply(game, moveToAction(move, ''));
  const rebutting = game.phase === 'rebuttal';
  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', gap: 1, px: 1.5, pb: 1.5 }}>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', gap: '6px' }}>
        <CardSlot game={game} side="you" locked={locked} onMove={onMove} />
        <CardSlot game={game} side="opponent" locked={locked} onMove={onMove} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        {rebutting ? (
          <>
            <Button
              variant="outlined"
              color="error"
              sx={barButton}
              disabled={!allowed({ type: 'miss' })}
              onClick={() => onMove({ type: 'miss' })}
            >
              {t('liveGame.board.missed')}
            </Button>
            <Button
              variant="contained"
              color="success"
              sx={barButton}
              disabled={!allowed({ type: 'rebut' })}
              onClick={() => onMove({ type: 'rebut' })}
            >
              {t('liveGame.board.rebutted')}
            </Button>
          </>
        ) : (
          (['you', 'opponent'] as const).map((side) => (
            <Button
              key={side}
              variant="outlined"
              color="inherit"
              sx={barButton}
              disabled={!allowed({ type: 'sink', side })}
              onClick={() => onMove({ type: 'sink', side })}
            >
              {t(side === 'you' ? 'liveGame.board.youSank' : 'liveGame.board.opponentSank')}
            </Button>
          ))
        )}
      </Box>
    </Box>
  );
}
