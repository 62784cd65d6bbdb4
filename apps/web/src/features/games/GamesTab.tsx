import type { TGameType } from '@caps/domain';
import { useGamesPage } from '../../api/games.ts';
import { GameTypeIcon } from '../../ui/GameTypeIcon.tsx';
import { PagedGameList } from '../../ui/PagedGameList.tsx';
import { usePageParam } from '../../ui/use-page-param.ts';

/** Accepted games of one type, 10 a page (`?page=`), newest first. */
export function GamesTab({ gameType }: { gameType: TGameType }) {
  const [page, goTo] = usePageParam();
  const games = useGamesPage(gameType, page);
  return (
    <PagedGameList
      games={games}
      page={page}
      onPageChange={goTo}
      pagerLabel="Game pages"
      failedText="Failed to load games"
      empty={{
        title: 'No games yet',
        icon: <GameTypeIcon gameType={gameType} fontSize="inherit" />,
        description: page > 0 ? 'This page is empty.' : 'Accepted games will show up here.',
      }}
    />
  );
}
