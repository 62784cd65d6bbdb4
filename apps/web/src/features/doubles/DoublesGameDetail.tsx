import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import { Link as RouterLink, useParams } from 'react-router';
import type { TDoublesGameDetail, TGameStatus } from '@caps/domain';
import { GAME_MODE_LABELS, GAME_TYPE_LABELS } from '@caps/domain/enums';
import { ApiError } from '../../api/api-error.ts';
import { useDoublesGame } from '../../api/doubles.ts';
import { formatDateTimeUtc } from '../../ui/dates.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { GameTypeIcon } from '../../ui/GameTypeIcon.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { Page } from '../../ui/Page.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { StatBlock } from '../../ui/StatBlock.tsx';
import { TeamPicture } from '../teams/TeamPicture.tsx';
import { DoublesTeamCard } from './DoublesTeamCard.tsx';
import { doublesSides, type DoublesSide } from './doubles-sides.ts';

const TITLE = `${GAME_TYPE_LABELS.DOUBLES} game`;

const STATUS_CHIPS: Partial<Record<TGameStatus, { label: string; color: 'warning' | 'error' }>> = {
  PENDING: { label: 'Pending: waiting for the other team', color: 'warning' },
  REJECTED: { label: 'Rejected', color: 'error' },
};

/** /doubles/{gameId}: both teams with VS, the game card and a card per team. */
export function DoublesGameDetail() {
  const { gameId } = useParams();
  const game = useDoublesGame(gameId);
  if (game.isPending) return <Loading />;
  if (game.isError) {
    // The doubles loader's failures are only logged (SPEC.md §8); the page says what it can.
    console.error('Failed to load the doubles game', game.error);
    const notFound = game.error instanceof ApiError && (game.error.status === 404 || game.error.status === 400);
    return (
      <Page>
        <PageTitle title={TITLE} icon={<GameTypeIcon gameType="DOUBLES" />} />
        {notFound ? (
          <Card>
            <EmptyState title="Game not found" icon={<SearchOff fontSize="inherit" />} description="This game does not exist." />
          </Card>
        ) : (
          <Alert severity="error" role="alert">
            Failed to load the game
          </Alert>
        )}
      </Page>
    );
  }
  return <DoublesGameView game={game.data} />;
}

function TeamSplash({ side }: { side: DoublesSide }) {
  const name = (
    <Typography component="span" sx={{ fontWeight: 750, fontSize: { xs: '1.0625rem', sm: '1.375rem' }, overflowWrap: 'anywhere' }}>
      {side.name}
    </Typography>
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, minWidth: 0, textAlign: 'center' }}>
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <TeamPicture players={side.players} size="medium" />
      </Box>
      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
        <TeamPicture players={side.players} size="small" />
      </Box>
      {side.teamId ? (
        <Link component={RouterLink} to={`/teams/${encodeURIComponent(side.teamId)}`} sx={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}>
          {name}
        </Link>
      ) : (
        name
      )}
      <Box sx={{ minHeight: 28 }}>{side.isWinner && <Chip icon={<EmojiEventsOutlined />} label="Winner" color="primary" size="small" sx={{ fontWeight: 700 }} />}</Box>
    </Box>
  );
}

/** The doubles game screen; each team links to its own team page. */
export function DoublesGameView({ game }: { game: TDoublesGameDetail }) {
  const [a, b] = doublesSides(game);
  const status = STATUS_CHIPS[game.status];
  return (
    <Page>
      <PageTitle
        title={TITLE}
        icon={<GameTypeIcon gameType="DOUBLES" />}
        actions={status && <Chip label={status.label} color={status.color} variant="outlined" sx={{ fontWeight: 700 }} />}
      />
      <Box
        component="section"
        aria-label={`${a.name} versus ${b.name}`}
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)', alignItems: 'center', gap: { xs: 1, sm: 4 }, maxWidth: 820, mx: 'auto', mb: 3 }}
      >
        <TeamSplash side={a} />
        <Box sx={{ textAlign: 'center' }}>
          <Typography aria-hidden sx={{ fontSize: { xs: '2rem', sm: '3.5rem' }, fontWeight: 850, letterSpacing: '0.04em', color: 'text.secondary', lineHeight: 1 }}>
            VS
          </Typography>
          <Typography aria-label={`Score ${a.score} to ${b.score}`} sx={{ mt: 1, fontSize: { xs: '1.5rem', sm: '2rem' }, fontWeight: 800, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {a.score} : {b.score}
          </Typography>
        </Box>
        <TeamSplash side={b} />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 820, mx: 'auto' }}>
        <Card component="section" aria-labelledby="doubles-game-info" sx={{ p: 2.5 }}>
          <Typography id="doubles-game-info" variant="h3" component="h2" sx={{ mb: 2 }}>
            Game
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2 }}>
            <StatBlock
              label="Game type"
              value={
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                  <GameTypeIcon gameType="DOUBLES" />
                  {GAME_TYPE_LABELS.DOUBLES}
                </Box>
              }
            />
            <StatBlock label="Time (UTC)" value={<time dateTime={game.time}>{formatDateTimeUtc(game.time)}</time>} />
            <StatBlock label="Game mode" value={GAME_MODE_LABELS[game.gameMode]} />
          </Box>
        </Card>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
          <DoublesTeamCard side={a} />
          <DoublesTeamCard side={b} />
        </Box>
      </Box>
    </Page>
  );
}
