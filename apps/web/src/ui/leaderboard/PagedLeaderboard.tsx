import type { ReactNode } from 'react';
import LeaderboardOutlined from '@mui/icons-material/LeaderboardOutlined';
import { EmptyState } from '../EmptyState.tsx';
import { PagedList, type PageQuery } from '../PagedList.tsx';
import { LeaderboardView, type LeaderboardViewProps } from './LeaderboardView.tsx';
import { useT } from '../../i18n/use-t.ts';

export interface PagedLeaderboardProps<Row extends { id: string }> extends Omit<LeaderboardViewProps<Row>, 'rows'> {
  board: PageQuery<Row>;
  /** 0-based. */
  page: number;
  onPageChange: (page: number) => void;
  pagerLabel: string;
  failedText: string;
  /** The empty first page: who enters the ranking, and when; or why it is empty and the way to see more. */
  empty: { title: string; description: string; action?: ReactNode };
}

/** A leaderboard page by page: loading, the failure, the empty ranking, or the rows with the pager under them. */
export function PagedLeaderboard<Row extends { id: string }>({
  board,
  page,
  onPageChange,
  pagerLabel,
  failedText,
  empty,
  ...view
}: PagedLeaderboardProps<Row>) {
  const t = useT();
  return (
    <PagedList
      query={board}
      page={page}
      onPageChange={onPageChange}
      pagerLabel={pagerLabel}
      failedText={failedText}
      empty={
        <EmptyState
          title={page > 0 ? t('list.emptyPage') : empty.title}
          icon={<LeaderboardOutlined fontSize="inherit" />}
          description={page > 0 ? undefined : empty.description}
          action={page > 0 ? undefined : empty.action}
        />
      }
      pagerWhenEmpty
    >
      {(rows) => <LeaderboardView {...view} rows={rows} />}
    </PagedList>
  );
}
