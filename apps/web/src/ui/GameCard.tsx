import { useEffect, useRef, useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { TGameView } from '@caps/domain';
import { UI_LIMITS } from './ui-constants.ts';
import { formatDate } from './dates.ts';
import { gameDetailPath, gameSides, type GameSide } from './game-sides.ts';
import { GameTypeIcon } from './GameTypeIcon.tsx';
import { PointsDelta } from './PointsDelta.tsx';
import { useT } from '../i18n/use-t.ts';

/** How the card was opened: a 500 ms mouse hover floats the details over the list, a tap opens them in place. */
type Expansion = 'hover' | 'tap' | null;

function CompareRow({ label, left, right }: { label: string; left: ReactNode; right: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', gap: 1.5, py: 0.5 }}>
      <Box sx={{ textAlign: 'right' }}>{left}</Box>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', minWidth: 104 }}>
        {label}
      </Typography>
      <Box>{right}</Box>
    </Box>
  );
}

function Count({ value, other }: { value: number; other: number }) {
  return (
    <Box
      component="span"
      sx={{
        fontWeight: 700,
        fontVariantNumeric: 'tabular-nums',
        color: value >= other ? 'success.main' : 'text.secondary',
      }}
    >
      {value}
    </Box>
  );
}

/** Points Change (not for unranked), Rebuttals and Sinks of both sides. */
function GameCardDetails({ game, sides }: { game: TGameView; sides: [GameSide, GameSide] }) {
  const t = useT();
  const [a, b] = sides;
  return (
    <Box data-testid="game-card-details" sx={{ px: 2, pb: 1.5, pt: 1, borderTop: 1, borderColor: 'divider' }}>
      {game.gameType !== 'UNRANKED' && (
        <CompareRow
          label={t('game.card.pointsChange')}
          left={<PointsDelta value={a.pointsChange} />}
          right={<PointsDelta value={b.pointsChange} />}
        />
      )}
      <CompareRow
        label={t('game.card.rebuttals')}
        left={<Count value={a.rebuttals} other={b.rebuttals} />}
        right={<Count value={b.rebuttals} other={a.rebuttals} />}
      />
      <CompareRow
        label={t('game.card.sinks')}
        left={<Count value={a.sinks} other={b.sinks} />}
        right={<Count value={b.sinks} other={a.sinks} />}
      />
    </Box>
  );
}

/**
 * A game in a list: 'A vs B', type icon, score and date. With a mouse, resting 500 ms on the card floats its
 * Points Change, Rebuttals and Sinks over the list and a click opens the game; a tap opens them in place with a
 * Details button instead (SPEC.md §2 Game cards).
 */
export function GameCard({ game }: { game: TGameView }) {
  const t = useT();
  const { expansion, onPointerEnter, onPointerLeave, onPointerDown, onClick } = useCardExpansion();
  const sides = gameSides(game);
  const path = gameDetailPath(game);

  const floating = expansion === 'hover';
  return (
    <Box
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      sx={{ position: 'relative', zIndex: floating ? 2 : 'auto' }}
    >
      <Card
        sx={{
          bgcolor: expansion ? 'background.raised' : 'background.paper',
          transition: (theme) =>
            theme.transitions.create(['background-color', 'box-shadow'], {
              duration: theme.transitions.duration.shorter,
            }),
          ...(floating && { borderBottomLeftRadius: 0, borderBottomRightRadius: 0, boxShadow: 12 }),
        }}
      >
        <CardActionArea
          component={RouterLink}
          to={path}
          onPointerDown={onPointerDown}
          onClick={onClick}
          aria-expanded={expansion === 'tap' ? true : undefined}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto minmax(0, 1fr) auto',
            alignItems: 'center',
            gap: 2,
            px: 2,
            py: 1.5,
            minHeight: 64,
          }}
        >
          <GameCardSummary game={game} sides={sides} />
        </CardActionArea>
        {expansion === 'tap' && (
          <>
            <GameCardDetails game={game} sides={sides} />
            <Box sx={{ display: 'flex', justifyContent: 'center', pb: 1.5 }}>
              <Button component={RouterLink} to={path} variant="outlined" color="inherit">
                {t('common.details')}
              </Button>
            </Box>
          </>
        )}
      </Card>
      {floating && (
        <Box
          sx={{
            position: 'absolute',
            top: '100%',
            left: 0,
            right: 0,
            mt: '-1px',
            bgcolor: 'background.raised',
            border: 1,
            borderTop: 0,
            borderColor: 'divider',
            borderBottomLeftRadius: (theme) => theme.layout.cardRadius,
            borderBottomRightRadius: (theme) => theme.layout.cardRadius,
            boxShadow: 12,
          }}
        >
          <GameCardDetails game={game} sides={sides} />
        </Box>
      )}
    </Box>
  );
}

/** How the card opens: after a mouse rests on it (and closes when it leaves), or on a tap (the link then waits for Details). */
function useCardExpansion() {
  const [expansion, setExpansion] = useState<Expansion>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastPointer = useRef<string>('mouse');
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setExpansion((e) => e ?? 'hover'), UI_LIMITS.cardHoverDelayMs);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(hoverTimer.current);
    setExpansion((e) => (e === 'hover' ? null : e));
  };
  const onPointerDown = (event: PointerEvent) => {
    lastPointer.current = event.pointerType;
  };
  const onClick = (event: MouseEvent) => {
    const pointer = lastPointer.current;
    lastPointer.current = 'mouse';
    if (pointer !== 'touch') return;
    // On touch the first tap shows the details; the Details button opens the game.
    event.preventDefault();
    setExpansion((e) => (e === 'tap' ? null : 'tap'));
  };
  return { expansion, onPointerEnter, onPointerLeave, onPointerDown, onClick };
}

/** The card's one line: type icon, 'A vs B' with type and date, and the score with the winner's side bright. */
function GameCardSummary({ game, sides: [a, b] }: { game: TGameView; sides: [GameSide, GameSide] }) {
  const t = useT();
  return (
    <>
      <GameTypeIcon gameType={game.gameType} sx={{ fontSize: 28, color: 'text.secondary' }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="span"
          sx={{ display: 'block', fontWeight: 700, color: 'primary.light', overflowWrap: 'anywhere' }}
        >
          {t('common.versus', { a: a.name, b: b.name })}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {t(`gameType.${game.gameType}`)} · <time dateTime={game.time}>{formatDate(game.time)}</time>
        </Typography>
      </Box>
      <Typography
        component="span"
        aria-label={t('common.score', { a: a.score, b: b.score })}
        sx={{ fontSize: '1.5rem', fontWeight: 800, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        <Box component="span" sx={{ opacity: a.isWinner ? 1 : 0.6 }}>
          {a.score}
        </Box>
        {' : '}
        <Box component="span" sx={{ opacity: b.isWinner ? 1 : 0.6 }}>
          {b.score}
        </Box>
      </Typography>
    </>
  );
}

/** Games as a column of cards. */
export function GameCardList({ games }: { games: TGameView[] }) {
  return (
    <Stack spacing={1.5}>
      {games.map((game) => (
        <GameCard key={game.id} game={game} />
      ))}
    </Stack>
  );
}
