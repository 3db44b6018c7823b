/**
 * The ceiling: a bare Fastify server with one route returning a small JSON object, run as
 * its own process (pinned like the portal server) so the load benchmark can compare each
 * call with what our HTTP layer can do at best on this machine.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/readyz', async () => ({ status: 'ready' }));
app.post('/bare', async () => ({ status: 'ok', n: 1 }));

const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
