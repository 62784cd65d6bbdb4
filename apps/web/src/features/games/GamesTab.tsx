import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import type { TGameType } from '@caps/domain';
import { useGamesPage } from '../../api/games.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { GameCard } from '../../ui/GameCard.tsx';
import { GameTypeIcon } from '../../ui/GameTypeIcon.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { Pager } from '../../ui/Pager.tsx';

export interface GamesTabProps {
  gameType: TGameType;
  /** 0-based page. */
  page: number;
  onPageChange: (page: number) => void;
}

/** Accepted games of one type, 10 a page, newest first. */
export function GamesTab({ gameType, page, onPageChange }: GamesTabProps) {
  const games = useGamesPage(gameType, page);
  if (games.isPending) return <Loading />;
  if (games.isError) {
    return (
      <Alert severity="error" role="alert">
        Failed to load games
      </Alert>
    );
  }
  const { content, totalPages } = games.data;
  if (content.length === 0) {
    return (
      <Card>
        <EmptyState
          title="No games yet"
          icon={<GameTypeIcon gameType={gameType} fontSize="inherit" />}
          description={page > 0 ? 'This page is empty.' : 'Accepted games will show up here.'}
        />
      </Card>
    );
  }
  return (
    <>
      <Stack spacing={1.5} sx={{ opacity: games.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms ease-out' }} aria-busy={games.isPlaceholderData}>
        {content.map((game) => (
          <GameCard key={game.id} game={game} />
        ))}
      </Stack>
      <Pager page={page} totalPages={totalPages} onChange={onPageChange} label="Game pages" />
    </>
  );
}
