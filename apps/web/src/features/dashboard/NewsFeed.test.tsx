import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_ID, json, MemoryStorage, storeSession, type FakeHandler } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { loadLanguage } from '../../i18n/i18n.ts';
import { NewsFeed } from './NewsFeed.tsx';

const posts = [
  {
    id: 'p2',
    title: 'Tournament this Friday',
    date: '2026-11-21T18:00:00.000Z',
    description: 'Sign up at the bar.\nBring your own cap.',
    signature: 'Admin',
  },
  {
    id: 'p1',
    title: 'Season opener',
    date: '2026-11-20T12:00:00.000Z',
    description: '<b>not bold</b>',
    signature: 'Mike',
  },
];

function adminStorage() {
  const storage = new MemoryStorage();
  storeSession(storage, { sub: ADMIN_ID, rol: 'ADMIN', username: 'boss' });
  return storage;
}

describe('NewsFeed', () => {
  afterEach(async () => {
    await loadLanguage('en');
  });

  it("shows the server's welcome post in the reader's language, and an admin's post as written", async () => {
    const welcome = {
      id: 'w',
      title: 'Welcome to Caps League',
      date: '2026-11-19T12:00:00.000Z',
      description: 'This is the home of our league.',
      signature: 'The Caps League team',
      messageKey: 'welcome',
    };
    await loadLanguage('pl');
    renderWithProviders(<NewsFeed />, {
      api: { 'GET /api/dashboard/posts': () => json([{ ...posts[1], messageKey: null }, welcome]) },
    });
    const [admins, server] = await screen.findAllByRole('article');
    expect(within(admins!).getByRole('heading', { name: 'Season opener' })).toBeInTheDocument();
    expect(within(server!).getByRole('heading', { name: 'Witajcie w Caps League' })).toBeInTheDocument();
    expect(within(server!).getByText('Zespół Caps League')).toBeInTheDocument();
    expect(within(server!).queryByText(/home of our league/)).not.toBeInTheDocument();
  });

  it('renders title, date, plain-text description and signature of each post, newest first', async () => {
    renderWithProviders(<NewsFeed />, { api: { 'GET /api/dashboard/posts': () => json(posts) } });
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(2);
    const first = within(articles[0]!);
    expect(first.getByRole('heading', { name: 'Tournament this Friday' })).toBeInTheDocument();
    expect(first.getByText('21 Nov 2026')).toHaveAttribute('datetime', '2026-11-21T18:00:00.000Z');
    expect(first.getByText(/Sign up at the bar\./)).toHaveTextContent('Sign up at the bar. Bring your own cap.', {
      normalizeWhitespace: true,
    });
    expect(first.getByText('Admin')).toBeInTheDocument();
    // Descriptions are text, never HTML.
    const second = within(articles[1]!);
    expect(second.getByText('<b>not bold</b>')).toBeInTheDocument();
    expect(articles[1]!.querySelector('b')).toBeNull();
  });

  it("shows 'Failed loading blog' when the posts cannot be loaded", async () => {
    renderWithProviders(<NewsFeed />, { api: { 'GET /api/dashboard/posts': () => json({ error: 'boom' }, 400) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed loading blog');
  });

  it('shows Loading... first and an empty state without posts', async () => {
    renderWithProviders(<NewsFeed />, { api: { 'GET /api/dashboard/posts': () => json([]) } });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('No news yet')).toBeInTheDocument();
  });

  it('has no admin controls for visitors and players', async () => {
    renderWithProviders(<NewsFeed />, { api: { 'GET /api/dashboard/posts': () => json(posts) } });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: 'New post' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit post/ })).not.toBeInTheDocument();
  });
});

describe('NewsFeed for an admin', () => {
  it('validates a new post with the shared messages and publishes it', async () => {
    const user = userEvent.setup({ delay: null });
    const created: unknown[] = [];
    const list = [...posts];
    const api: Record<string, FakeHandler> = {
      'GET /api/dashboard/posts': () => json(list),
      'POST /api/dashboard/posts': (req) => {
        created.push(req.json());
        list.unshift({
          id: 'p3',
          date: '2026-11-22T10:00:00.000Z',
          title: 'Fresh',
          description: 'Body',
          signature: 'boss',
        });
        return json(list[0], 201);
      },
    };
    renderWithProviders(<NewsFeed />, { api, storage: adminStorage() });
    await user.click(await screen.findByRole('button', { name: 'New post' }));
    const dialog = await screen.findByRole('dialog', { name: 'New post' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Text is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Signature')).toHaveValue('boss');

    await user.type(within(dialog).getByLabelText('Title'), '  Fresh ');
    await user.type(within(dialog).getByLabelText('Text'), 'Body');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(created).toEqual([{ title: 'Fresh', description: 'Body', signature: 'boss' }]);
    expect(await screen.findByRole('heading', { name: 'Fresh' })).toBeInTheDocument();
  });

  it('edits a post with PUT', async () => {
    const user = userEvent.setup({ delay: null });
    const puts: unknown[] = [];
    renderWithProviders(<NewsFeed />, {
      storage: adminStorage(),
      api: {
        'GET /api/dashboard/posts': () => json(posts),
        'PUT /api/dashboard/posts/p1': (req) => (puts.push(req.json()), json(posts[1])),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit post Season opener' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit post' });
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Season opener');
    await user.clear(title);
    await user.type(title, 'Season opener!');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(puts).toEqual([{ title: 'Season opener!', description: '<b>not bold</b>', signature: 'Mike' }]),
    );
  });

  it('deletes a post only after Yes in the confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    let deleted = 0;
    renderWithProviders(<NewsFeed />, {
      storage: adminStorage(),
      api: {
        'GET /api/dashboard/posts': () => json(posts),
        'DELETE /api/dashboard/posts/p2': () => (deleted++, json(null, 204)),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete post Tournament this Friday' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure you want to delete this post?' });
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Delete post Tournament this Friday' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(deleted).toBe(1));
    expect(await screen.findByText('Post deleted')).toBeInTheDocument();
  });
});
