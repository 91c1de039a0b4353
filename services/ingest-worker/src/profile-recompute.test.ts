import { INGEST_STAGES, PROFILE_RECOMPUTE_BURST_DELAY_MS, profileRecomputeDedupId } from '@tailor/contracts';
import { queueProfileRecompute } from './ingest.service';

type Deps = Parameters<typeof queueProfileRecompute>[0];
type Context = Parameters<typeof queueProfileRecompute>[1];

interface FakeFile {
  id: string;
  processing_status: 'pending' | 'processing' | 'completed';
  processing_stage: string;
}

/** A store holding one user's file records (only what the question reads), and a producer that records its adds. */
function fakes(files: FakeFile[]) {
  const added: Array<{ name: string; payload: unknown; opts: unknown }> = [];
  const matching = (where: { processing_status: string }) => files.filter((file) => file.processing_status === where.processing_status);
  const deps = {
    store: {
      resumeFiles: {
        find: async (where: { processing_status: string }, options?: { limit?: number }) => matching(where).slice(0, options?.limit),
        findFields: async (where: { processing_status: string }) => matching(where).map(({ id, processing_stage }) => ({ id, processing_stage })),
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
  return { deps, context, added };
}

const reading = INGEST_STAGES.extracting.stage;
const embedding = INGEST_STAGES.embedding.stage;
const later = { deduplicationId: profileRecomputeDedupId('user-a'), delay: PROFILE_RECOMPUTE_BURST_DELAY_MS };
const now = { deduplicationId: profileRecomputeDedupId('user-a'), delay: 0, rescheduleDuplicate: true };

async function optsFor(files: FakeFile[]): Promise<unknown> {
  const { deps, context, added } = fakes(files);
  await queueProfileRecompute(deps, context, { id: 'this', user_id: 'user-a' }, 'req-1');
  expect(added).toHaveLength(1);
  expect(added[0]).toMatchObject({ name: 'profile.recompute', payload: { userId: 'user-a', requestId: 'req-1' } });
  return added[0]?.opts;
}

describe('queueing the profile recompute after a file is parsed', () => {
  it('waits longer while another of the user’s files is queued, without moving a recompute already waiting', async () => {
    expect(
      await optsFor([
        { id: 'this', processing_status: 'processing', processing_stage: embedding },
        { id: 'next', processing_status: 'pending', processing_stage: INGEST_STAGES.validating.stage },
      ]),
    ).toEqual(later);
  });

  it('waits longer while another of the user’s files is still being read', async () => {
    expect(
      await optsFor([
        { id: 'this', processing_status: 'processing', processing_stage: embedding },
        { id: 'other', processing_status: 'processing', processing_stage: reading },
      ]),
    ).toEqual(later);
  });

  it('asks for the recompute now, bringing a waiting one forward, when no other file is left to read', async () => {
    expect(
      await optsFor([
        // Its own record still at the reading stage does not hold it back.
        { id: 'this', processing_status: 'processing', processing_stage: reading },
        { id: 'done-reading', processing_status: 'processing', processing_stage: embedding },
        { id: 'finished', processing_status: 'completed', processing_stage: INGEST_STAGES.done.stage },
      ]),
    ).toEqual(now);
  });
});
