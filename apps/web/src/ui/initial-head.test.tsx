import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { keepInitialHead, PageLoading } from './initial-head.tsx';

/** The shell as the server sends it for a tournament: its name row above the loading indicator. */
function shellWithHead(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    '<!--app-shell--><main class="shell-main"><div class="shell-page shell-head"><div class="shell-title"><h1>Lighthouse Cup</h1>' +
    '<a href="/stream/singles/tournament/t1">Stream view</a></div></div><div class="shell-loading">Loading...</div></main><!--/app-shell-->';
  return root;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Link to="/rules">Rules</Link>
              <Link to="/singles/tournament/t1">Back</Link>
              <PageLoading />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the page head the HTML painted', () => {
  it("stays in the loading state of the visit's first page", () => {
    keepInitialHead(shellWithHead(), '/singles/tournament/t1');
    renderAt('/singles/tournament/t1');
    expect(screen.getByRole('heading', { level: 1, name: 'Lighthouse Cup' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stream view' })).toHaveAttribute('href', '/stream/singles/tournament/t1');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows on no other page, nor when the first page is opened again later', async () => {
    keepInitialHead(shellWithHead(), '/singles/tournament/t1');
    const user = userEvent.setup();
    renderAt('/singles/tournament/t1');
    await user.click(screen.getByRole('link', { name: 'Rules' }));
    expect(screen.queryByRole('heading', { name: 'Lighthouse Cup' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.queryByRole('heading', { name: 'Lighthouse Cup' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('is not there when the shell has none', () => {
    keepInitialHead(document.createElement('div'), '/singles/tournament/t1');
    renderAt('/singles/tournament/t1');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
