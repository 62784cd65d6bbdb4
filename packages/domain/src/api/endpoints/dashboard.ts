import { z } from 'zod';
import { ZIdParams } from '../common.ts';
import { ZGameView } from '../games.ts';
import { ZPost, ZPostInput } from '../posts.ts';
import { endpoint } from '../define.ts';
import { ZNoContent } from './shared.ts';

const tags = ['dashboard'];

/** The home page: news (everyone reads, admins write) and the latest accepted games. */
export const dashboardEndpoints = {
  'posts.list': endpoint({
    method: 'GET',
    path: '/api/dashboard/posts',
    access: 'public',
    cache: 'public',
    tags,
    responses: { 200: z.array(ZPost) },
  }),
  'posts.create': endpoint({
    method: 'POST',
    path: '/api/dashboard/posts',
    access: 'admin',
    tags,
    body: ZPostInput,
    responses: { 201: ZPost },
  }),
  'posts.update': endpoint({
    method: 'PUT',
    path: '/api/dashboard/posts/:id',
    access: 'admin',
    tags,
    params: ZIdParams,
    body: ZPostInput,
    responses: { 200: ZPost },
  }),
  'posts.delete': endpoint({
    method: 'DELETE',
    path: '/api/dashboard/posts/:id',
    access: 'admin',
    tags,
    params: ZIdParams,
    responses: { 204: ZNoContent },
  }),
  'dashboard.games': endpoint({
    method: 'GET',
    path: '/api/dashboard/games',
    access: 'public',
    cache: 'public',
    tags,
    responses: { 200: z.array(ZGameView) },
  }),
};
