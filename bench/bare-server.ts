/**
 * The benchmark's baseline: a bare Fastify hello-world (no plugins, no hooks, no logger, one GET route answering a
 * small JSON) on PORT. `bench/run.ts` loads it beside the app's trivial route, so "trivial ÷ bare" tells what the app's
 * plumbing (headers, hooks, logging) costs per request on this machine.
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 8283), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
