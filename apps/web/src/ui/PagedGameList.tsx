import type { TGameView } from '@caps/domain';
import { EmptyState, type EmptyStateProps } from './EmptyState.tsx';
import { GameCardList } from './GameCard.tsx';
import { PagedList, type PageQuery } from './PagedList.tsx';

export interface PagedGameListProps {
  /** The query of the page's games. */
  games: PageQuery<TGameView>;
  /** 0-based. */
  page: number;
  onPageChange: (page: number) => void;
  pagerLabel: string;
  failedText: string;
  /** What an empty page says. */
  empty: EmptyStateProps;
}

/** One page of game cards with the pager under them, and the loading, failure and empty states of a paged list. */
export function PagedGameList({ games, empty, ...list }: PagedGameListProps) {
  return (
    <PagedList query={games} {...list} empty={<EmptyState {...empty} />}>
      {(content) => <GameCardList games={content} />}
    </PagedList>
  );
}
