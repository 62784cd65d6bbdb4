import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render-app.tsx';
import { PagedList, type PageQuery } from './PagedList.tsx';

const loaded = (content: string[], totalPages: number, isPlaceholderData = false): PageQuery<string> => ({
  isPending: false,
  isError: false,
  isPlaceholderData,
  data: { content, totalPages },
});

function list(query: PageQuery<string>, page = 0, pagerWhenEmpty = false, onPageChange = vi.fn()) {
  return renderWithProviders(
    <PagedList
      query={query}
      page={page}
      onPageChange={onPageChange}
      pagerLabel="Item pages"
      failedText="Failed to load items"
      empty={<p>No items</p>}
      pagerWhenEmpty={pagerWhenEmpty}
    >
      {(items) => (
        <ul>
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </PagedList>,
  );
}

describe('PagedList', () => {
  it('shows loading, then the failure', () => {
    const { unmount } = list({ isPending: true, isError: false, isPlaceholderData: false });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    unmount();
    list({ isPending: false, isError: true, isPlaceholderData: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load items');
  });

  it('lists the items with the pager, dimmed while the next page loads', async () => {
    const user = userEvent.setup({ delay: null });
    const onPageChange = vi.fn();
    list(loaded(['a', 'b'], 3, true), 0, false, onPageChange);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b']);
    expect(screen.getByRole('list').parentElement).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('says the page is empty, with the way back only when asked', () => {
    const { unmount } = list(loaded([], 2), 3);
    expect(screen.getByText('No items')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Item pages' })).not.toBeInTheDocument();
    unmount();
    list(loaded([], 2), 3, true);
    expect(screen.getByRole('navigation', { name: 'Item pages' })).toBeInTheDocument();
  });
});
