// The comparison point of scenario 3: the gateway's Fastify version, one route, answering with a
// fixed copy of the real route's JSON body. Started as its own process like the gateway.
import { requireFrom } from './util.mjs';

const Fastify = requireFrom('services/gateway')('fastify');
const body = process.env.BARE_BODY ?? '{"ok":true}';
const parentPid = process.ppid;

const app = Fastify({ logger: false });
app.get('/api/jobs/:jobId', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ port: app.server.address().port })}\n`);

const stop = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Gone parent (SIGKILLed bench): stop too.
setInterval(() => {
  if (process.ppid !== parentPid) void stop();
}, 1000).unref();
