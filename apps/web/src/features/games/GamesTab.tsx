import type { TGameType } from '@caps/domain';
import { useGamesPage } from '../../api/games.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { GameCardList } from '../../ui/GameCard.tsx';
import { GameTypeIcon } from '../../ui/GameTypeIcon.tsx';
import { PagedList } from '../../ui/PagedList.tsx';

export interface GamesTabProps {
  gameType: TGameType;
  /** 0-based page. */
  page: number;
  onPageChange: (page: number) => void;
}

/** Accepted games of one type, 10 a page, newest first. */
export function GamesTab({ gameType, page, onPageChange }: GamesTabProps) {
  const games = useGamesPage(gameType, page);
  return (
    <PagedList
      query={games}
      page={page}
      onPageChange={onPageChange}
      pagerLabel="Game pages"
      failedText="Failed to load games"
      empty={
        <EmptyState
          title="No games yet"
          icon={<GameTypeIcon gameType={gameType} fontSize="inherit" />}
          description={page > 0 ? 'This page is empty.' : 'Accepted games will show up here.'}
        />
      }
    >
      {(content) => <GameCardList games={content} />}
    </PagedList>
  );
}
