import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LeaderboardOutlined from '@mui/icons-material/LeaderboardOutlined';
import { EmptyState } from '../EmptyState.tsx';
import { Loading } from '../Loading.tsx';
import { Pager } from '../Pager.tsx';
import { LeaderboardView, type LeaderboardViewProps } from './LeaderboardView.tsx';

/** The parts of a leaderboard page's query this view reads (a TanStack Query result fits). */
export interface LeaderboardQuery<Row> {
  isPending: boolean;
  isError: boolean;
  /** The previous page stays on screen, dimmed, while the next one loads. */
  isPlaceholderData: boolean;
  data?: { content: Row[]; totalPages: number };
}

export interface PagedLeaderboardProps<Row extends { id: string }> extends Omit<LeaderboardViewProps<Row>, 'rows'> {
  board: LeaderboardQuery<Row>;
  /** 0-based. */
  page: number;
  onPageChange: (page: number) => void;
  pagerLabel: string;
  failedText: string;
  /** The empty first page: who enters the ranking, and when. */
  empty: { title: string; description: string };
}

/** A leaderboard page by page: loading, the failure, the empty ranking, or the rows with the pager under them. */
export function PagedLeaderboard<Row extends { id: string }>({ board, page, onPageChange, pagerLabel, failedText, empty, ...view }: PagedLeaderboardProps<Row>) {
  if (board.isPending) return <Loading />;
  if (board.isError || !board.data) {
    return (
      <Alert severity="error" role="alert">
        {failedText}
      </Alert>
    );
  }
  const { content, totalPages } = board.data;
  if (content.length === 0) {
    return (
      <Card>
        <EmptyState
          title={page > 0 ? 'This page is empty' : empty.title}
          icon={<LeaderboardOutlined fontSize="inherit" />}
          description={page > 0 ? undefined : empty.description}
        />
        {page > 0 && <Pager page={page} totalPages={Math.max(totalPages, page + 1)} onChange={onPageChange} label={pagerLabel} />}
      </Card>
    );
  }
  return (
    <Box aria-busy={board.isPlaceholderData} sx={{ opacity: board.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms ease-out' }}>
      <LeaderboardView {...view} rows={content} />
      <Pager page={page} totalPages={totalPages} onChange={onPageChange} label={pagerLabel} />
    </Box>
  );
}
