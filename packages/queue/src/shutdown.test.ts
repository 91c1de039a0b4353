import { installGracefulShutdown, runClosers } from './shutdown';
import { silentLogger } from './__tests__/helpers';

const logger = silentLogger();

describe('runClosers', () => {
  it('awaits closers in order', async () => {
    const order: string[] = [];
    const closer = (name: string, ms: number) => async () => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      order.push(name);
    };
    expect(await runClosers([closer('server', 30), closer('worker', 1), closer('redis', 10)], 1_000, logger)).toBe(true);
    expect(order).toEqual(['server', 'worker', 'redis']);
  });

  it('keeps going after a failing closer but reports unclean', async () => {
    const last = jest.fn(async () => undefined);
    const ok = await runClosers([async () => Promise.reject(new Error('boom')), last], 1_000, logger);
    expect(ok).toBe(false);
    expect(last).toHaveBeenCalled();
  });

  it('stops waiting at the deadline', async () => {
    const started = Date.now();
    const never = () => new Promise<void>(() => undefined);
    expect(await runClosers([never], 50, logger)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('installGracefulShutdown', () => {
  it('runs once however many times it is triggered, and exits 1 past the deadline', async () => {
    const exit = jest.fn();
    const closer = jest.fn(() => new Promise<void>(() => undefined));
    const { shutdown } = installGracefulShutdown({ closers: [closer], deadlineMs: 30, logger, exit, signals: [] });
    const [a, b] = await Promise.all([shutdown('SIGTERM'), shutdown('SIGINT')]);
    expect([a, b]).toEqual([1, 1]);
    expect(closer).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('hooks SIGTERM/SIGINT by default and unhooks on uninstall', async () => {
    const before = process.listenerCount('SIGTERM');
    const exit = jest.fn();
    const graceful = installGracefulShutdown({ closers: [async () => undefined], deadlineMs: 100, logger, exit });
    expect(process.listenerCount('SIGTERM')).toBe(before + 1);
    expect(process.listenerCount('SIGINT')).toBeGreaterThan(0);
    // Emitting the event calls our handler without sending a real signal to the test process.
    process.emit('SIGTERM', 'SIGTERM');
    expect(await graceful.shutdown('again')).toBe(0);
    expect(exit).toHaveBeenCalledTimes(1);
    graceful.uninstall();
    expect(process.listenerCount('SIGTERM')).toBe(before);
  });
});
