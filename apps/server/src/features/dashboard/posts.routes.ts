import type { App, AppContext } from '../../context.ts';
import { implement } from '../../platform/endpoints.ts';
import { NotFound } from '../../platform/errors.ts';
import { latestGames } from '../games/index.ts';
import { deletePost, findPosts, insertPost, updatePost } from './posts.repository.ts';

/** The home page: the news feed (everyone reads, admins write) and the latest accepted games. */
export function postsRoutes(app: App, ctx: AppContext): void {
  implement(app, ctx, 'posts.list', () => findPosts(ctx.db));
  implement(app, ctx, 'posts.create', ({ body, auth }) => insertPost(ctx.db, { ...body, authorId: auth.userId }));
  implement(app, ctx, 'posts.update', async ({ params, body }) => {
    const post = await updatePost(ctx.db, params.id, body);
    if (!post) throw new NotFound('POST_NOT_FOUND');
    return post;
  });
  implement(app, ctx, 'posts.delete', async ({ params }) => {
    if (!(await deletePost(ctx.db, params.id))) throw new NotFound('POST_NOT_FOUND');
    return null;
  });
  implement(app, ctx, 'dashboard.games', () => latestGames(ctx));
}
