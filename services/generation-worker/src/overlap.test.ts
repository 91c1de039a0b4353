import { afterTurns, whileReporting } from './overlap';

describe('whileReporting', () => {
  it('returns the work’s result once both the work and the progress update are done', async () => {
    const order: string[] = [];
    const reported = afterTurns(3).then(() => void order.push('reported'));
    const result = await whileReporting(reported, () => {
      order.push('work');
      return 42;
    });
    expect(result).toBe(42);
    expect(order).toEqual(['work', 'reported']);
  });

  it('fails when the progress update fails, as awaiting it first did', async () => {
    await expect(whileReporting(Promise.reject(new Error('redis down')), () => 'done')).rejects.toThrow('redis down');
  });

  it('fails with the work’s error and leaves no unhandled rejection behind', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown): void => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const reported = afterTurns(2).then(() => Promise.reject(new Error('late update failure')));
      await expect(
        whileReporting(reported, () => {
          throw new Error('scoring failed');
        }),
      ).rejects.toThrow('scoring failed');
      await afterTurns(5);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
