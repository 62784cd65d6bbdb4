import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import { Link as RouterLink, useParams } from 'react-router';
import type { TGameStatus, TGameType, TGameView, TSoloGameType } from '@caps/domain';
import { GAME_MODE_LABELS, GAME_TYPE_LABELS } from '@caps/domain/enums';
import { ApiError } from '../../api/api-error.ts';
import { useGame } from '../../api/games.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { formatDateTimeUtc } from '../../ui/dates.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { gameSides, type GameSide } from '../../ui/game-sides.ts';
import { GameTypeIcon } from '../../ui/GameTypeIcon.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { Page } from '../../ui/Page.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { StatBlock } from '../../ui/StatBlock.tsx';
import { DoublesGameDetail } from './DoublesGameDetailPlaceholder.tsx';
import { GameTimeline } from './GameTimeline.tsx';
import { PlayerStatCard } from './PlayerStatCard.tsx';

const STATUS_CHIPS: Partial<Record<TGameStatus, { label: string; color: 'warning' | 'error' }>> = {
  PENDING: { label: 'Pending: waiting for the opponent', color: 'warning' },
  REJECTED: { label: 'Rejected', color: 'error' },
};

/** /{singles|easy|unranked}/{gameId} (doubles games have their own screen). */
export function GameDetailPage({ gameType }: { gameType: TGameType }) {
  if (gameType === 'DOUBLES') return <DoublesGameDetail />;
  return <SoloGameDetail gameType={gameType} />;
}

function SoloGameDetail({ gameType }: { gameType: TSoloGameType }) {
  const { gameId } = useParams();
  const game = useGame(gameType, gameId);
  const title = `${GAME_TYPE_LABELS[gameType]} game`;
  if (game.isPending) return <Loading />;
  if (game.isError) {
    const notFound = game.error instanceof ApiError && (game.error.status === 404 || game.error.status === 400);
    return (
      <Page>
        <PageTitle title={title} icon={<GameTypeIcon gameType={gameType} />} />
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
  return <GameDetail game={game.data} title={title} />;
}

function PlayerSplash({ side }: { side: GameSide }) {
  const player = side.players[0];
  const name = (
    <Typography component="span" sx={{ fontWeight: 750, fontSize: { xs: '1.0625rem', sm: '1.375rem' }, overflowWrap: 'anywhere' }}>
      {side.name}
    </Typography>
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, minWidth: 0, textAlign: 'center' }}>
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <Avatar username={side.name} avatarHash={player?.avatarHash} size="large" />
      </Box>
      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
        <Avatar username={side.name} avatarHash={player?.avatarHash} size="medium" />
      </Box>
      {player ? (
        <Link component={RouterLink} to={`/players/${encodeURIComponent(player.id)}`} sx={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}>
          {name}
        </Link>
      ) : (
        name
      )}
      <Box sx={{ minHeight: 28 }}>
        {side.isWinner && <Chip icon={<EmojiEventsOutlined />} label="Winner" color="primary" size="small" sx={{ fontWeight: 700 }} />}
      </Box>
    </Box>
  );
}

/** The game: both players with VS and the winner, the game card, per-player stats and the timeline. */
function GameDetail({ game, title }: { game: TGameView; title: string }) {
  const sides = gameSides(game);
  const [a, b] = sides;
  const status = STATUS_CHIPS[game.status];
  return (
    <Page>
      <PageTitle
        title={title}
        icon={<GameTypeIcon gameType={game.gameType} />}
        actions={status && <Chip label={status.label} color={status.color} variant="outlined" sx={{ fontWeight: 700 }} />}
      />
      <Box component="section" aria-label={`${a.name} versus ${b.name}`} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)', alignItems: 'center', gap: { xs: 1, sm: 4 }, maxWidth: 820, mx: 'auto', mb: 3 }}>
        <PlayerSplash side={a} />
        <Box sx={{ textAlign: 'center' }}>
          <Typography aria-hidden sx={{ fontSize: { xs: '2rem', sm: '3.5rem' }, fontWeight: 850, letterSpacing: '0.04em', color: 'text.secondary', lineHeight: 1 }}>
            VS
          </Typography>
          <Typography aria-label={`Score ${a.score} to ${b.score}`} sx={{ mt: 1, fontSize: { xs: '1.5rem', sm: '2rem' }, fontWeight: 800, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {a.score} : {b.score}
          </Typography>
        </Box>
        <PlayerSplash side={b} />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 820, mx: 'auto' }}>
        <Card component="section" aria-labelledby="game-info-title" sx={{ p: 2.5 }}>
          <Typography id="game-info-title" variant="h3" component="h2" sx={{ mb: 2 }}>
            Game
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2 }}>
            <StatBlock
              label="Game type"
              value={
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                  <GameTypeIcon gameType={game.gameType} />
                  {GAME_TYPE_LABELS[game.gameType]}
                </Box>
              }
            />
            <StatBlock label="Time (UTC)" value={<time dateTime={game.time}>{formatDateTimeUtc(game.time)}</time>} />
            <StatBlock label="Game mode" value={GAME_MODE_LABELS[game.gameMode]} />
          </Box>
        </Card>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
          <PlayerStatCard side={a} gameType={game.gameType} />
          <PlayerStatCard side={b} gameType={game.gameType} />
        </Box>
        <GameTimeline
          events={game.gameEventList}
          sides={[
            { playerId: game.player1 ?? '', name: a.name },
            { playerId: game.player2 ?? '', name: b.name },
          ]}
        />
      </Box>
    </Page>
  );
}
