import net from 'node:net';
import { pingRedis } from './redis-ping';

/** A TCP server that accepts and never answers: the ping must give up on its own. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('pingRedis', () => {
  it('answers for the local Redis', async () => {
    await expect(pingRedis('redis://127.0.0.1:6379', 2_000)).resolves.toBeUndefined();
  });

  it('fails fast when nothing listens', async () => {
    await expect(pingRedis('redis://127.0.0.1:1', 2_000)).rejects.toThrow(/not reachable/);
  });

  it('times out against a server that never answers', async () => {
    const server = await silentServer();
    try {
      const started = Date.now();
      await expect(pingRedis(`redis://127.0.0.1:${server.port}`, 300)).rejects.toThrow(/did not answer PING within 300 ms/);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await server.close();
    }
  });

  it('rejects URLs that are not Redis URLs', async () => {
    await expect(pingRedis('http://127.0.0.1:6379')).rejects.toThrow(/not a Redis URL/);
  });
});
