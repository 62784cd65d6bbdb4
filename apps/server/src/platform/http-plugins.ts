/**
 * The framework's plugins every route relies on, in the order they must run: the read cache (before compression: it
 * keeps plain JSON), compression, the per-address rate limit, urlencoded and multipart bodies, and the OpenAPI
 * document with its viewer at /api/docs.
 */
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '../context.ts';
import type { Database } from '../db/client.ts';
import { cachePlugin, COMPRESSION_THRESHOLD } from './cache/index.ts';
import { rateLimitStore, type RateCounter } from './rate-counter.ts';

export async function registerHttpPlugins(
  app: App,
  options: { database: Database; readCacheMs: number; rateCounter: RateCounter },
): Promise<void> {
  await app.register(cachePlugin, { database: options.database, ttlMs: options.readCacheMs });
  await app.register(compress, { global: true, threshold: COMPRESSION_THRESHOLD });
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(options.rateCounter),
    skipOnError: true, // a database hiccup must not turn every sign-in into an error
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: `Too many requests, try again in ${Math.ceil(ctx.ttl / 1000)} s`,
    }),
  });
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(multipart, { limits: { fileSize: 1024, files: 0, fields: 10, fieldSize: 4096 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Caps League API', version: '1.0.0', description: 'League of the bottle-cap drinking game.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
