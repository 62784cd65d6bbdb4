import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { Loading } from './Loading.tsx';
import { Pager } from './Pager.tsx';

/** The parts of a page query a paged list reads (a TanStack Query result of a page fits). */
export interface PageQuery<Item> {
  isPending: boolean;
  isError: boolean;
  /** The previous page stays on screen, dimmed, while the next one loads. */
  isPlaceholderData: boolean;
  data?: { content: Item[]; totalPages: number };
}

export interface PagedListProps<Item> {
  query: PageQuery<Item>;
  /** 0-based. */
  page: number;
  onPageChange: (page: number) => void;
  pagerLabel: string;
  failedText: string;
  /** What an empty page says (an EmptyState), on a card. */
  empty: ReactNode;
  /** Keeps the pager on an empty page after the first (one typed in the address), to find the way back. */
  pagerWhenEmpty?: boolean;
  children: (content: Item[]) => ReactNode;
}

/** One page of a list: loading, the failure, the empty page, or the items with the pager under them. */
export function PagedList<Item>({
  query,
  page,
  onPageChange,
  pagerLabel,
  failedText,
  empty,
  pagerWhenEmpty = false,
  children,
}: PagedListProps<Item>) {
  if (query.isPending) return <Loading />;
  if (query.isError || !query.data) {
    return (
      <Alert severity="error" role="alert">
        {failedText}
      </Alert>
    );
  }
  const { content, totalPages } = query.data;
  if (content.length === 0) {
    return (
      <Card>
        {empty}
        {pagerWhenEmpty && page > 0 && (
          <Pager page={page} totalPages={Math.max(totalPages, page + 1)} onChange={onPageChange} label={pagerLabel} />
        )}
      </Card>
    );
  }
  return (
    <>
      <Box
        aria-busy={query.isPlaceholderData}
        sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms ease-out' }}
      >
        {children(content)}
      </Box>
      <Pager page={page} totalPages={totalPages} onChange={onPageChange} label={pagerLabel} />
    </>
  );
}
