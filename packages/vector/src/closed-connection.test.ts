import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { isClosedConnection } from './closed-connection';
import { QdrantClientClass } from './qdrant-module';
import { VectorStore } from './vector-store';

/**
 * A stand-in for Qdrant that answers a count on each new connection, then closes that connection
 * without an answer when a second request arrives on it: what a client meets when it reuses a
 * keep-alive connection the server has already dropped.
 */
function staleKeepAliveServer(): Promise<{ server: Server; url: string; seen: () => { requests: number; dropped: number } }> {
  let requests = 0;
  let dropped = 0;
  const served = new WeakSet<Socket>();
  const server = createServer((req, res) => {
    requests++;
    const socket = req.socket;
    req.resume();
    req.on('end', () => {
      if (served.has(socket)) {
        dropped++;
        socket.destroy();
        return;
      }
      served.add(socket);
      res.writeHead(200, { 'content-type': 'application/json', connection: 'keep-alive' });
      res.end(JSON.stringify({ result: { count: 3 }, status: 'ok', time: 0 }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, seen: () => ({ requests, dropped }) });
    }),
  );
}

describe('a request on a connection the server closed', () => {
  let stand: Awaited<ReturnType<typeof staleKeepAliveServer>>;

  beforeEach(async () => {
    stand = await staleKeepAliveServer();
  });

  afterEach(async () => {
    stand.server.closeAllConnections();
    await new Promise((resolve) => stand.server.close(resolve));
  });

  // One connection, so the second request must go out on the connection the first one used.
  const oneConnection = () => new QdrantClientClass({ url: stand.url, checkCompatibility: false, maxConnections: 1 });

  it('is recognised from what the client throws', async () => {
    const client = oneConnection();
    await client.count('stale', { exact: true });
    const error = await client.count('stale', { exact: true }).catch((e: unknown) => e);
    expect(isClosedConnection(error)).toBe(true);
    expect(isClosedConnection(new TypeError('fetch failed'))).toBe(false);
    expect(isClosedConnection(new Error('Bad Request'))).toBe(false);
  });

  it('is sent again on a fresh connection by the vector store', async () => {
    const store = new VectorStore({ client: oneConnection(), collectionName: 'stale' });
    expect(await store.countForUser('user-1')).toBe(3);
    expect(await store.countForUser('user-1')).toBe(3);
    expect(stand.seen()).toEqual({ requests: 3, dropped: 1 });
  });

  it('does not make a readiness check report Qdrant unreachable', async () => {
    const store = new VectorStore({ client: oneConnection(), collectionName: 'stale' });
    expect(await store.countForUser('user-1')).toBe(3);
    await expect(store.ping()).resolves.toBeUndefined();
    expect(stand.seen()).toEqual({ requests: 3, dropped: 1 });
  });
});
