import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LiveTv from '@mui/icons-material/LiveTv';
import { Link as RouterLink, useParams } from 'react-router';
import type { TLiveGameView } from '@caps/domain';
import { GAME_TYPE_PATHS } from '@caps/domain/enums';
import type { TWatchEvent } from '@caps/domain/live-watch';
import { isNotFound } from '../../api/api-error.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { Page } from '../../ui/Page.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { LiveDot } from './LiveDot.tsx';
import { useWatchedGame } from './watch-api.ts';
import { formatTimeWithSeconds } from '../../ui/dates.ts';
import { translate } from '../../i18n/i18n.ts';

type Side = TWatchEvent['side'];

const WHAT: Partial<Record<TWatchEvent['gameEvent'], string>> = {
  ROCK_PAPER_SCISSORS: 'won rock paper scissors',
  START: 'throws first',
  SINK: 'sank',
  REBUTTAL: 'rebutted',
  POINT: 'scored a point',
  END: 'won the game',
};

/** /live/{id}: a shared live game as it is scored, big enough for a TV; moves by itself (the live event stream). */
export function WatchLiveGamePage() {
  const { liveGameId = '' } = useParams();
  const watched = useWatchedGame(liveGameId);
  const game = watched.data;
  if (watched.isError && !game) {
    return (
      <Page>
        <title>Live game · Caps League</title>
        <LoadFailure
          notFound={isNotFound(watched.error)}
          title="Live game not found"
          icon={<LiveTv fontSize="inherit" />}
          description="This game is not shared (any more)."
          failedText="Failed to load the game"
        />
      </Page>
    );
  }
  if (!game) return <Loading />;
  return <Watch game={game} />;
}

function Watch({ game }: { game: TLiveGameView }) {
  const { summary } = game;
  const names: Record<Side, string> = { you: game.owner.username, opponent: 'Opponent' };
  const over = summary.phase === 'ended' || game.endedAt !== null;
  const state =
    summary.phase === 'ended'
      ? `${names[summary.winner ?? 'you']} won`
      : game.endedAt
        ? 'No longer shared'
        : summary.phase === 'rps'
          ? 'About to start'
          : summary.phase === 'rebuttal' && summary.lastSinker
            ? `${names[summary.lastSinker === 'you' ? 'opponent' : 'you']} must rebut${summary.chain > 0 ? ` · chain of ${summary.chain}` : ''}`
            : 'Throwing';
  return (
    <Page>
      <PageTitle title={`${game.owner.username} vs opponent`} icon={<LiveTv />} />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 3 }}>
        <LiveDot still={over} />
        <Typography sx={{ fontWeight: 700 }} aria-live="polite">
          {state}
        </Typography>
        <Typography color="text.secondary">{translate(`gameMode.${game.gameMode}`)}</Typography>
        {game.postedGame && (
          <Button component={RouterLink} to={`/${GAME_TYPE_PATHS[game.postedGame.gameType]}/${game.postedGame.id}`} variant="contained" sx={{ ml: { sm: 'auto' } }}>
            See the posted game
          </Button>
        )}
      </Box>
      <Box role="group" aria-label="Score" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)', alignItems: 'start', gap: { xs: 1, sm: 3 }, mb: 4 }}>
        <SideScore name={names.you} stats={summary.you} leading={summary.you.score > summary.opponent.score} />
        <Typography sx={{ fontSize: 'clamp(2rem, 8vw, 5rem)', fontWeight: 300, color: 'text.disabled', lineHeight: 1.4 }} aria-hidden>
          –
        </Typography>
        <SideScore name={names.opponent} stats={summary.opponent} leading={summary.opponent.score > summary.you.score} />
      </Box>
      <Timeline events={game.events} names={names} />
    </Page>
  );
}

function SideScore({ name, stats, leading }: { name: string; stats: TLiveGameView['summary']['you']; leading: boolean }) {
  return (
    <Box sx={{ textAlign: 'center', minWidth: 0 }}>
      <Typography sx={{ fontSize: 'clamp(1rem, 3vw, 2rem)', fontWeight: 700, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</Typography>
      <Typography
        component="p"
        aria-label={`${name}: ${stats.score} points`}
        sx={{ fontSize: 'clamp(4.5rem, 22vw, 14rem)', fontWeight: 800, lineHeight: 1, fontVariantNumeric: 'tabular-nums', color: leading ? 'primary.main' : 'text.primary' }}
      >
        {stats.score}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: { xs: 1.5, sm: 3 }, mt: 1, fontSize: 'clamp(0.875rem, 2.2vw, 1.5rem)', color: 'text.secondary' }}>
        <span>
          <Box component="strong" sx={{ color: 'text.primary' }}>
            {stats.sinks}
          </Box>{' '}
          {stats.sinks === 1 ? 'sink' : 'sinks'}
        </span>
        <span>
          <Box component="strong" sx={{ color: 'text.primary' }}>
            {stats.rebuttals}
          </Box>{' '}
          {stats.rebuttals === 1 ? 'rebuttal' : 'rebuttals'}
        </span>
      </Box>
    </Box>
  );
}

function Timeline({ events, names }: { events: TWatchEvent[]; names: Record<Side, string> }) {
  const shown = events
    .map((event, index) => ({ event, index }))
    .filter(({ event }) => WHAT[event.gameEvent] !== undefined)
    .reverse();
  if (shown.length === 0) return null;
  const time = formatTimeWithSeconds;
  return (
    <Box component="section" aria-labelledby="timeline">
      <Typography id="timeline" variant="h6" component="h2" sx={{ mb: 1 }}>
        Timeline
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {shown.map(({ event, index }) => (
          <Box
            component="li"
            key={index}
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: 'baseline',
              py: 0.75,
              borderBottom: 1,
              borderColor: 'divider',
              fontWeight: event.gameEvent === 'POINT' || event.gameEvent === 'END' ? 700 : 400,
            }}
          >
            <Typography component="span" variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}>
              {time(event.time)}
            </Typography>
            <Typography component="span" sx={{ fontWeight: 'inherit', minWidth: 0, overflowWrap: 'anywhere' }}>
              {names[event.side]} {WHAT[event.gameEvent]}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
