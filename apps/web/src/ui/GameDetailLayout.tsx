import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { Link as RouterLink } from 'react-router';
import type { TGameMode, TGameStatus, TGameType } from '@caps/domain';
import { formatDateTimeUtc } from './dates.ts';
import { GameTypeIcon } from './GameTypeIcon.tsx';
import { GameTypeLabel } from './GameTypeLabel.tsx';
import { LoadFailure } from './LoadFailure.tsx';
import { Page } from './Page.tsx';
import { PageTitle } from './PageTitle.tsx';
import { StatBlock } from './StatBlock.tsx';
import { useT } from '../i18n/use-t.ts';
import { translate } from '../i18n/i18n.ts';

/** What the game screen shows of one side, a player (singles) or a team (doubles): the sides adapter's output. */
export interface DetailSide {
  name: string;
  score: number;
  isWinner: boolean;
  /** The side's own page (a profile or a team page); the name is plain text without one. */
  href: string | null;
}

export interface GameDetailLayoutProps<S extends DetailSide> {
  title: string;
  game: { gameType: TGameType; gameMode: TGameMode; time: string; status: TGameStatus };
  /** The chip of a pending game, e.g. 'Pending: waiting for the opponent'. */
  pendingLabel: string;
  sides: readonly [S, S];
  /** The side's picture: `large` on wider screens, `small` on phones. */
  picture: (side: S, size: 'large' | 'small') => ReactNode;
  /** The side's stat card (see GameSideCard). */
  sideCard: (side: S) => ReactNode;
  /** Above the sides: what the reader must know first (a voided game's banner). */
  notice?: ReactNode;
  /** An admin corrected the result: the header says so. */
  corrected?: boolean;
  /** Right below the score: what the signed-in caller may do with the game. */
  actions?: ReactNode;
  /** Below the side cards (the timeline, the history). */
  children?: ReactNode;
}

function WinnerChip() {
  const t = useT();
  return (
    <Chip
      icon={<EmojiEventsOutlined />}
      label={t('game.winner')}
      color="primary"
      size="small"
      sx={{ fontWeight: 700 }}
    />
  );
}

function Splash<S extends DetailSide>({ side, picture }: { side: S; picture: GameDetailLayoutProps<S>['picture'] }) {
  const name = (
    <Typography
      component="span"
      sx={{ fontWeight: 750, fontSize: { xs: '1.0625rem', sm: '1.375rem' }, overflowWrap: 'anywhere' }}
    >
      {side.name}
    </Typography>
  );
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, minWidth: 0, textAlign: 'center' }}
    >
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>{picture(side, 'large')}</Box>
      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>{picture(side, 'small')}</Box>
      {side.href ? (
        <Link
          component={RouterLink}
          to={side.href}
          sx={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
        >
          {name}
        </Link>
      ) : (
        name
      )}
      <Box sx={{ minHeight: 28 }}>{side.isWinner && <WinnerChip />}</Box>
    </Box>
  );
}

function statusChip(
  status: TGameStatus,
  pendingLabel: string,
  corrected: boolean,
): { label: string; color: 'warning' | 'error' | 'default' | 'info' } | undefined {
  const t = translate;
  if (status === 'ACCEPTED' && corrected) return { label: t('game.status.CORRECTED'), color: 'info' };
  if (status === 'PENDING') return { label: pendingLabel, color: 'warning' };
  if (status === 'REJECTED') return { label: t('game.status.REJECTED'), color: 'error' };
  if (status === 'WITHDRAWN') return { label: t('game.status.WITHDRAWN'), color: 'default' };
  if (status === 'VOIDED') return { label: t('game.status.VOIDED'), color: 'error' };
  return undefined;
}

/**
 * The screen of one game, singles or doubles: a notice, both sides with VS, the score and the winner, the caller's
 * actions, the game card (type, time, mode), a stat card per side and whatever follows (the timeline, the history).
 */
export function GameDetailLayout<S extends DetailSide>({
  title,
  game,
  pendingLabel,
  sides,
  picture,
  sideCard,
  notice,
  corrected = false,
  actions,
  children,
}: GameDetailLayoutProps<S>) {
  const t = useT();
  const [a, b] = sides;
  const status = statusChip(game.status, pendingLabel, corrected);
  return (
    <Page>
      <PageTitle
        title={title}
        icon={<GameTypeIcon gameType={game.gameType} />}
        actions={
          status && <Chip label={status.label} color={status.color} variant="outlined" sx={{ fontWeight: 700 }} />
        }
      />
      {notice && <Box sx={{ maxWidth: 820, mx: 'auto', mb: 2 }}>{notice}</Box>}
      <Box
        component="section"
        aria-label={t('common.versusLong', { a: a.name, b: b.name })}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
          alignItems: 'center',
          gap: { xs: 1, sm: 4 },
          maxWidth: 820,
          mx: 'auto',
          mb: 3,
        }}
      >
        <Splash side={a} picture={picture} />
        <VersusScore a={a.score} b={b.score} />
        <Splash side={b} picture={picture} />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 820, mx: 'auto' }}>
        {actions}
        <GameInfoCard game={game} />
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            gap: 2,
          }}
        >
          {sideCard(a)}
          {sideCard(b)}
        </Box>
        {children}
      </Box>
    </Page>
  );
}

/** VS between the sides, and the score under it. */
function VersusScore({ a, b }: { a: number; b: number }) {
  const t = useT();
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Typography
        aria-hidden
        sx={{
          fontSize: { xs: '2rem', sm: '3.5rem' },
          fontWeight: 850,
          letterSpacing: '0.04em',
          color: 'text.secondary',
          lineHeight: 1,
        }}
      >
        {t('common.vs')}
      </Typography>
      <Typography
        aria-label={t('common.score', { a, b })}
        sx={{
          mt: 1,
          fontSize: { xs: '1.5rem', sm: '2rem' },
          fontWeight: 800,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
        }}
      >
        {a} : {b}
      </Typography>
    </Box>
  );
}

/** The game card: its type, time (UTC) and mode. */
function GameInfoCard({ game }: { game: GameDetailLayoutProps<DetailSide>['game'] }) {
  const t = useT();
  const infoId = useId();
  return (
    <Card component="section" aria-labelledby={infoId} sx={{ p: 2.5 }}>
      <Typography id={infoId} variant="h3" component="h2" sx={{ mb: 2 }}>
        {t('game.heading')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2 }}>
        <StatBlock label={t('game.type')} value={<GameTypeLabel gameType={game.gameType} plain />} />
        <StatBlock label={t('game.timeUtc')} value={<time dateTime={game.time}>{formatDateTimeUtc(game.time)}</time>} />
        <StatBlock label={t('game.mode')} value={t(`gameMode.${game.gameMode}`)} />
      </Box>
    </Card>
  );
}

/** The stat card of one side: its name, Winner and Naked lap marks, then the stats (the winner's card is framed). */
export function GameSideCard({
  name,
  isWinner,
  nakedLap,
  children,
}: {
  name: string;
  isWinner: boolean;
  nakedLap: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      data-winner={isWinner ? 'true' : undefined}
      sx={{ p: 2.5, ...(isWinner && { borderWidth: 3, borderColor: 'primary.main' }) }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography
          id={headingId}
          variant="h3"
          component="h2"
          sx={{ color: 'primary.light', flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {name}
        </Typography>
        {isWinner && <WinnerChip />}
        {nakedLap && (
          <Chip label={t('game.nakedLap')} color="warning" variant="outlined" size="small" sx={{ fontWeight: 700 }} />
        )}
      </Box>
      {children}
    </Card>
  );
}

/** The game screen when its game did not load: the page title over the not-found card or the error. */
export function GameDetailFailure({
  title,
  gameType,
  notFound,
}: {
  title: string;
  gameType: TGameType;
  notFound: boolean;
}) {
  const t = useT();
  return (
    <Page>
      <PageTitle title={title} icon={<GameTypeIcon gameType={gameType} />} />
      <LoadFailure
        notFound={notFound}
        title={t('game.notFound.title')}
        description={t('game.notFound.description')}
        failedText={t('game.loadFailed')}
      />
    </Page>
  );
}
