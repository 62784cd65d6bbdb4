import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { TGameEventKind, TGameEventView } from '@caps/domain';
import { formatTime } from '../../ui/dates.ts';
import { useT } from '../../i18n/use-t.ts';

/** What each kind of event reads as; sinks are left out (points and rebuttals tell their story). */
const SHOWN_EVENTS: ReadonlySet<TGameEventKind> = new Set([
  'START',
  'ROCK_PAPER_SCISSORS',
  'POINT',
  'REBUTTAL',
  'BEER_DOWNED',
  'BEER_SPILLED',
  'OUT_OF_TURN',
  'END',
]);

/** 'm:ss' since the first event. */
function elapsed(fromIso: string, toIso: string): string {
  const seconds = Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface TimelineSide {
  playerId: string;
  name: string;
}

/**
 * The logged events in order, player 1's on the left and player 2's on the right of a centre line, with the time
 * since the start; only games scored live have events.
 */
export function GameTimeline({ events, sides }: { events: TGameEventView[]; sides: [TimelineSide, TimelineSide] }) {
  const t = useT();
  const shown = events.filter((e) => SHOWN_EVENTS.has(e.gameEvent));
  const eventText = (kind: TGameEventKind) => t(`games.timeline.${kind as Exclude<TGameEventKind, 'SINK'>}`);
  const first = events[0];
  if (!first || shown.length === 0) return null;
  const sideOf = (e: TGameEventView): 0 | 1 | null =>
    e.userId === sides[0].playerId ? 0 : e.userId === sides[1].playerId ? 1 : null;

  return (
    <Card component="section" aria-labelledby="timeline-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="timeline-title" variant="h3" component="h2" sx={{ mb: 0.5 }}>
        {t('games.timeline.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('games.timeline.startedAt', { time: formatTime(first.time) })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr 64px 1fr',
          columnGap: 2,
          mb: 1,
          color: 'text.secondary',
          fontWeight: 700,
        }}
      >
        <Box sx={{ textAlign: 'right', overflowWrap: 'anywhere' }}>{sides[0].name}</Box>
        <Box />
        <Box sx={{ overflowWrap: 'anywhere' }}>{sides[1].name}</Box>
      </Box>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((event, index) => (
          <TimelineRow
            key={`${event.time}-${index}`}
            event={event}
            side={sideOf(event)}
            sides={sides}
            time={elapsed(first.time, event.time)}
            text={eventText(event.gameEvent)}
          />
        ))}
      </Box>
    </Card>
  );
}

interface TimelineRowProps {
  event: TGameEventView;
  /** Whose event it is (0: player 1, 1: player 2), or nobody's. */
  side: 0 | 1 | null;
  sides: [TimelineSide, TimelineSide];
  /** Time since the first event, 'm:ss'. */
  time: string;
  text: string;
}

/** One event: its label on its player's side of the centre line, the time on the line; nobody's events on the right, plain. */
function TimelineRow({ event, side, sides, time, text }: TimelineRowProps) {
  const who = side === null ? '' : `${sides[side].name}: `;
  const label = (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1.25,
        py: 0.5,
        borderRadius: 1,
        fontWeight: 650,
        bgcolor: event.gameEvent === 'POINT' ? 'action.selected' : 'transparent',
        border: 1,
        borderColor: event.gameEvent === 'REBUTTAL' ? 'success.main' : 'divider',
      }}
    >
      {text}
    </Box>
  );
  return (
    <Box
      component="li"
      aria-label={`${time} ${who}${text}`}
      sx={{ display: 'grid', gridTemplateColumns: '1fr 64px 1fr', columnGap: 2, alignItems: 'center', minHeight: 40 }}
    >
      <Box sx={{ textAlign: 'right' }}>{side === 0 && label}</Box>
      <Box
        sx={{
          alignSelf: 'stretch',
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          '&::before': {
            content: '""',
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: 'calc(50% - 1px)',
            width: 2,
            bgcolor: 'divider',
          },
        }}
      >
        <Typography
          component="span"
          variant="caption"
          sx={{
            position: 'relative',
            px: 0.5,
            bgcolor: 'background.paper',
            fontVariantNumeric: 'tabular-nums',
            color: 'text.secondary',
          }}
        >
          {time}
        </Typography>
      </Box>
      <Box>
        {side === 1
          ? label
          : side === null && (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {text}
              </Box>
            )}
      </Box>
    </Box>
  );
}
