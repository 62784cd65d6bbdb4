import { z } from 'zod';
import { endpoint } from '../define.ts';

export const healthEndpoints = {
  /** Does no work at all: a probe for load balancers, and the benchmark's baseline. */
  'health.live': endpoint({
    method: 'GET',
    path: '/api/health/live',
    access: 'public',
    tags: ['health'],
    responses: { 200: z.object({ status: z.literal('ok') }) },
  }),
  'health.ready': endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tags: ['health'],
    description: 'The process answers and so does its database.',
    responses: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
  }),
};
