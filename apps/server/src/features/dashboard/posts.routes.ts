import { z } from 'zod';
import { ZError, ZGameView, ZIdParams, ZPost, ZPostInput } from '@caps/domain';
import type { App, AppContext } from '../../context.ts';
import { cachedRead } from '../../platform/read-cache.ts';
import { caller, requireRole } from '../../platform/auth-guard.ts';
import { NotFound } from '../../platform/errors.ts';
import { latestGames } from '../games/index.ts';
import { deletePost, findPosts, insertPost, updatePost } from './posts.repository.ts';

/** The dashboard: the news feed (everyone reads, admins write) and the latest games. */
export function postsRoutes(app: App, ctx: AppContext): void {
  const adminOnly = requireRole(ctx.checkSession, 'ADMIN');
  const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };

  app.get('/api/dashboard/posts', { ...cachedRead, schema: { tags: ['dashboard'], response: { 200: z.array(ZPost) } } }, () => findPosts(ctx.db));

  app.post(
    '/api/dashboard/posts',
    { preValidation: adminOnly, schema: { tags: ['dashboard'], body: ZPostInput, response: { 201: ZPost, ...errors } } },
    async (req, reply) => reply.status(201).send(await insertPost(ctx.db, { ...req.body, authorId: caller(req).userId })),
  );

  app.put(
    '/api/dashboard/posts/:id',
    { preValidation: adminOnly, schema: { tags: ['dashboard'], params: ZIdParams, body: ZPostInput, response: { 200: ZPost, ...errors } } },
    async (req) => {
      const post = await updatePost(ctx.db, req.params.id, req.body);
      if (!post) throw new NotFound('Post not found');
      return post;
    },
  );

  app.delete(
    '/api/dashboard/posts/:id',
    { preValidation: adminOnly, schema: { tags: ['dashboard'], params: ZIdParams, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      if (!(await deletePost(ctx.db, req.params.id))) throw new NotFound('Post not found');
      return reply.status(204).send(null);
    },
  );

  app.get('/api/dashboard/games', { ...cachedRead, schema: { tags: ['dashboard'], response: { 200: z.array(ZGameView) } } }, () => latestGames(ctx));
}
