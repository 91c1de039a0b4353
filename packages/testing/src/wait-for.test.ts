import { waitFor, waitForAssertion } from './wait-for';

describe('waitFor', () => {
  it('returns the first truthy value', async () => {
    let calls = 0;
    const value = await waitFor(() => (++calls >= 3 ? { calls } : null), { intervalMs: 5 });
    expect(value).toEqual({ calls: 3 });
  });

  it('keeps trying while the function throws', async () => {
    let calls = 0;
    const value = await waitFor(
      async () => {
        if (++calls < 3) throw new Error('not yet');
        return 'done';
      },
      { intervalMs: 5 },
    );
    expect(value).toBe('done');
  });

  it('times out with the description, the attempts and the last error', async () => {
    const started = Date.now();
    await expect(
      waitFor(
        () => {
          throw new Error('queue is empty');
        },
        { timeoutMs: 200, intervalMs: 20, description: 'job 42 to complete' },
      ),
    ).rejects.toThrow(
      /timed out after \d+ ms \(limit 200 ms\) waiting for job 42 to complete; \d+ attempt\(s\), last one threw Error: queue is empty/,
    );
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('reports the last falsy value on timeout', async () => {
    await expect(waitFor(() => 0, { timeoutMs: 100, intervalMs: 10 })).rejects.toThrow(/last one returned 0/);
  });

  it('does not let a hanging attempt stretch the wait', async () => {
    const started = Date.now();
    await expect(waitFor(() => new Promise<boolean>(() => undefined), { timeoutMs: 150, description: 'a hung call' })).rejects.toThrow(
      /waiting for a hung call; 1 attempt\(s\), last one the last attempt was still running/,
    );
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('waitForAssertion', () => {
  it('resolves once the assertions stop throwing, even though the callback returns nothing', async () => {
    let counter = 0;
    await waitForAssertion(
      () => {
        counter++;
        expect(counter).toBeGreaterThanOrEqual(3);
      },
      { intervalMs: 5 },
    );
    expect(counter).toBe(3);
  });

  it('times out with the last assertion failure', async () => {
    await expect(waitForAssertion(() => expect(1).toBe(2), { timeoutMs: 100, intervalMs: 10, description: 'one to be two' })).rejects.toThrow(
      /waiting for one to be two; \d+ attempt\(s\), last one threw .*expect\(received\)\.toBe\(expected\)/s,
    );
  });
});
