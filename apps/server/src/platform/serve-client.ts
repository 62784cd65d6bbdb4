/** The built client, served by the API's own server (index.html with its first reads embedded, and the static assets). */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { TConfig } from '../config.ts';
import type { App } from '../context.ts';
import { compressedPage, initialData, readRouteManifest, renderIndexHtml, type VisitorRead } from './client-shell.ts';
import { codedRefusal } from './error-handler.ts';
import { answerLanguage } from './language.ts';

/**
 * Serves the built client; client routes fall back to index.html, unknown /api paths stay JSON 404. index.html goes
 * out with the page's first visitor reads embedded (platform/client-shell.ts), so the page draws without a round trip.
 */
export function registerClient(app: App, config: TConfig): void {
  const indexFile = path.join(config.webDist, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  // Read once: the build does not change under a running server.
  const indexHtml = hasClient ? fs.readFileSync(indexFile, 'utf8') : '';
  // The client's routes (apps/web/src/app/route-manifest.ts, as its build wrote them); none without the file.
  const manifestFile = path.join(config.webDist, '.vite', 'route-manifest.json');
  const routes = readRouteManifest(fs.existsSync(manifestFile) ? fs.readFileSync(manifestFile, 'utf8') : undefined);
  if (hasClient) {
    app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text assets (apps/web/vite.config.ts precompress).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // Anonymous, so the embedded data is what any visitor may see and the same for every caller.
  const visitorRead: VisitorRead = async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return { statusCode: response.statusCode, body: response.body };
  };
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (
      url === '/api' ||
      url.startsWith('/api/') ||
      !hasClient ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send(codedRefusal(answerLanguage(request), 'NOT_FOUND'));
    }
    if (path.extname(url)) return reply.status(404).send(codedRefusal(answerLanguage(request), 'NOT_FOUND')); // a missing asset, not a client route
    const data = request.method === 'GET' ? await initialData(url, routes, visitorRead) : {};
    reply.header('Cache-Control', 'no-cache');
    // Compressed here: the compression hook does not run for the not-found handler.
    const page = compressedPage(renderIndexHtml(indexHtml, url, routes, data), request.headers['accept-encoding']);
    reply.header('Vary', 'Accept-Encoding');
    if (page.encoding) reply.header('Content-Encoding', page.encoding);
    return reply.type('text/html; charset=utf-8').send(page.body);
  });
}
