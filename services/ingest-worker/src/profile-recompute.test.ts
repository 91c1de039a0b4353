import { PROFILE_RECOMPUTE_BURST_DELAY_MS, profileRecomputeDedupId } from '@tailor/contracts';
import { queueProfileRecompute } from './ingest.service';

type Deps = Parameters<typeof queueProfileRecompute>[0];
type Context = Parameters<typeof queueProfileRecompute>[1];

/** A store that knows only how many of the user's files wait, and a producer that records its adds. */
function fakes(waiting: number) {
  const counted: unknown[] = [];
  const added: Array<{ name: string; payload: unknown; opts: unknown }> = [];
  const deps = {
    store: {
      resumeFiles: {
        find: async (where: unknown, options?: { limit?: number }) => {
          counted.push(where);
          return Array.from({ length: Math.min(waiting, options?.limit ?? waiting) }, (_, i) => ({ id: `file-${i}` }));
        },
      },
    },
  } as unknown as Deps;
  const context = {
    producer: {
      enqueue: async (name: string, payload: unknown, opts: unknown) => {
        added.push({ name, payload, opts });
        return { jobId: 'recompute-1' };
      },
    },
  } as unknown as Context;
  return { deps, context, counted, added };
}

describe('queueing the profile recompute after a file is parsed', () => {
  it('waits longer while more of the user’s files are queued, without moving a recompute already waiting', async () => {
    const { deps, context, counted, added } = fakes(7);
    await queueProfileRecompute(deps, context, 'user-a', 'req-1');
    expect(counted).toEqual([{ user_id: 'user-a', processing_status: 'pending' }]);
    expect(added).toEqual([
      {
        name: 'profile.recompute',
        payload: { userId: 'user-a', requestId: 'req-1' },
        opts: { deduplicationId: profileRecomputeDedupId('user-a'), delay: PROFILE_RECOMPUTE_BURST_DELAY_MS },
      },
    ]);
  });

  it('asks for the recompute now, bringing a waiting one forward, once none of the user’s files is queued', async () => {
    const { deps, context, added } = fakes(0);
    await queueProfileRecompute(deps, context, 'user-b', 'req-2');
    expect(added).toEqual([
      {
        name: 'profile.recompute',
        payload: { userId: 'user-b', requestId: 'req-2' },
        opts: { deduplicationId: profileRecomputeDedupId('user-b'), delay: 0, rescheduleDuplicate: true },
      },
    ]);
  });
});
