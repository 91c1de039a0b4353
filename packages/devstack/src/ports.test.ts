import net from 'node:net';
import { findFreePort, findFreePorts, isPortFree } from './ports';

describe('findFreePort', () => {
  it('returns a port that can be bound right away', async () => {
    const port = await findFreePort();
    expect(port).toBeGreaterThan(0);
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('returns distinct ports when asked for several', async () => {
    const ports = await findFreePorts(5);
    expect(new Set(ports).size).toBe(5);
  });
});

describe('isPortFree', () => {
  it('tells a taken port from a free one', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1' }, resolve));
    const port = (server.address() as net.AddressInfo).port;
    try {
      expect(await isPortFree(port)).toBe(false);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(await isPortFree(port)).toBe(true);
  });
});
