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
import { useT } from '../../i18n/use-t.ts';

type Side = TWatchEvent['side'];

/** The events the timeline shows, each a message `{name} …`. */
const WHAT = {
  ROCK_PAPER_SCISSORS: 'liveGame.watch.ROCK_PAPER_SCISSORS',
  START: 'liveGame.watch.START',
  SINK: 'liveGame.watch.SINK',
  REBUTTAL: 'liveGame.watch.REBUTTAL',
  POINT: 'liveGame.watch.POINT',
  END: 'liveGame.watch.END',
} as const satisfies Partial<Record<TWatchEvent['gameEvent'], string>>;

function whatOf(gameEvent: TWatchEvent['gameEvent']): (typeof WHAT)[keyof typeof WHAT] | undefined {
  return gameEvent in WHAT ? WHAT[gameEvent as keyof typeof WHAT] : undefined;
}

/** /live/{id}: a shared live game as it is scored, big enough for a TV; moves by itself (the live event stream). */
export function WatchLiveGamePage() {
  const t = useT();
  const { liveGameId = '' } = useParams();
  const watched = useWatchedGame(liveGameId);
  const game = watched.data;
  if (watched.isError && !game) {
    return (
      <Page>
        <title>{t('liveGame.watch.pageTitle')}</title>
        <PageTitle title={t('liveGame.watch.heading')} icon={<LiveTv />} />
        {/* An unknown id (404) and one that is no id at all (400) are both "not found"; the home page lists the games live now. */}
        <LoadFailure
          notFound={isNotFound(watched.error)}
          title={t('liveGame.watch.notFound')}
          icon={<LiveTv fontSize="inherit" />}
          description={t('liveGame.watch.notShared')}
          action={
            <Button component={RouterLink} to="/" variant="outlined">
              {t('liveGame.watch.liveNow')}
            </Button>
          }
          failedText={t('liveGame.watch.failed')}
        />
      </Page>
    );
  }
  if (!game) return <Loading />;
  return <Watch game={game} />;
}

function Watch({ game }: { game: TLiveGameView }) {
  const t = useT();
  const { summary } = game;
  const names: Record<Side, string> = { you: game.owner.username, opponent: t('liveGame.opponent') };
  const over = summary.phase === 'ended' || game.endedAt !== null;
  let state: string;
  if (summary.phase === 'ended') state = t('liveGame.watch.won', { name: names[summary.winner ?? 'you'] });
  else if (game.endedAt) state = t('liveGame.watch.noLongerShared');
  else if (summary.phase === 'rps') state = t('liveGame.watch.aboutToStart');
  else if (summary.phase === 'rebuttal' && summary.lastSinker) {
    const name = names[summary.lastSinker === 'you' ? 'opponent' : 'you'];
    state =
      summary.chain > 0
        ? t('liveGame.watch.mustRebutChain', { name, count: summary.chain })
        : t('liveGame.watch.mustRebut', { name });
  } else state = t('liveGame.watch.throwing');
  return (
    <Page>
      <PageTitle title={t('liveGame.gameOf', { name: game.owner.username })} icon={<LiveTv />} />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 3 }}>
        <LiveDot still={over} />
        <Typography sx={{ fontWeight: 700 }} aria-live="polite">
          {state}
        </Typography>
        <Typography color="text.secondary">{t(`gameMode.${game.gameMode}`)}</Typography>
        {game.postedGame && (
          <Button
            component={RouterLink}
            to={`/${GAME_TYPE_PATHS[game.postedGame.gameType]}/${game.postedGame.id}`}
            variant="contained"
            sx={{ ml: { sm: 'auto' } }}
          >
            {t('liveGame.watch.seePosted')}
          </Button>
        )}
      </Box>
      <Box
        role="group"
        aria-label={t('liveGame.watch.score')}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
          alignItems: 'start',
          gap: { xs: 1, sm: 3 },
          mb: 4,
        }}
      >
        <SideScore name={names.you} stats={summary.you} leading={summary.you.score > summary.opponent.score} />
        <Typography
          sx={{ fontSize: 'clamp(2rem, 8vw, 5rem)', fontWeight: 300, color: 'text.disabled', lineHeight: 1.4 }}
          aria-hidden
        >
          –
        </Typography>
        <SideScore
          name={names.opponent}
          stats={summary.opponent}
          leading={summary.opponent.score > summary.you.score}
        />
      </Box>
      <Timeline events={game.events} names={names} />
    </Page>
  );
}

function SideScore({
  name,
  stats,
  leading,
}: {
  name: string;
  stats: TLiveGameView['summary']['you'];
  leading: boolean;
}) {
  const t = useT();
  return (
    <Box sx={{ textAlign: 'center', minWidth: 0 }}>
      <Typography
        sx={{
          fontSize: 'clamp(1rem, 3vw, 2rem)',
          fontWeight: 700,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {name}
      </Typography>
      <Typography
        component="p"
        aria-label={t('liveGame.watch.sideScore', { name, score: stats.score })}
        sx={{
          fontSize: 'clamp(4.5rem, 22vw, 14rem)',
          fontWeight: 800,
          lineHeight: 1,
          fontVariantNumeric: 'tabular-nums',
          color: leading ? 'primary.main' : 'text.primary',
        }}
      >
        {stats.score}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'center',
          gap: { xs: 1.5, sm: 3 },
          mt: 1,
          fontSize: 'clamp(0.875rem, 2.2vw, 1.5rem)',
          color: 'text.secondary',
        }}
      >
        <span>
          <Box component="strong" sx={{ color: 'text.primary' }}>
            {stats.sinks}
          </Box>{' '}
          {t('liveGame.watch.sinkWord', { count: stats.sinks })}
        </span>
        <span>
          <Box component="strong" sx={{ color: 'text.primary' }}>
            {stats.rebuttals}
          </Box>{' '}
          {t('liveGame.watch.rebuttalWord', { count: stats.rebuttals })}
        </span>
      </Box>
    </Box>
  );
}

function Timeline({ events, names }: { events: TWatchEvent[]; names: Record<Side, string> }) {
  const t = useT();
  const shown = events
    .map((event, index) => ({ event, index, what: whatOf(event.gameEvent) }))
    .filter(({ what }) => what !== undefined)
    .reverse();
  if (shown.length === 0) return null;
  const time = formatTimeWithSeconds;
  return (
    <Box component="section" aria-labelledby="timeline">
      <Typography id="timeline" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('liveGame.timeline')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {shown.map(({ event, index, what }) => (
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
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
            >
              {time(event.time)}
            </Typography>
            <Typography component="span" sx={{ fontWeight: 'inherit', minWidth: 0, overflowWrap: 'anywhere' }}>
              {what && t(what, { name: names[event.side] })}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
