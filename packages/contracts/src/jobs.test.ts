import {
  JOB_CATALOG,
  JOB_NAMES,
  QUEUE_NAMES,
  type JobPayload,
  type JobsOfQueue,
  embeddingJobId,
  fileIdFromIngestJobId,
  finalizeJobId,
  generationJobId,
  ingestJobId,
  isJobName,
  jobKindFromId,
  jobsOfQueue,
  parseJobPayload,
} from './jobs';

describe('JOB_CATALOG', () => {
  it('routes every job to a queue that exists', () => {
    const queues = Object.values(QUEUE_NAMES) as string[];
    for (const name of JOB_NAMES) expect(queues).toContain(JOB_CATALOG[name].queue);
    expect(JOB_NAMES).toEqual([
      'ingest.resume',
      'ingest.finalize',
      'profile.recompute',
      'embedding.chunks',
      'embedding.semantic',
      'generation.resume',
    ]);
  });

  it('lists jobs per queue', () => {
    expect(jobsOfQueue('embedding')).toEqual(['embedding.chunks']);
    expect(jobsOfQueue('semantic')).toEqual(['embedding.semantic']);
    const typed: JobsOfQueue<'ingest'>[] = jobsOfQueue('ingest');
    expect(typed).toEqual(['ingest.resume']);
    expect(jobsOfQueue('followup')).toEqual(['ingest.finalize', 'profile.recompute']);
  });

  it('validates payloads by job name', () => {
    const p: JobPayload<'ingest.resume'> = parseJobPayload('ingest.resume', { fileId: 'f', userId: 'u', requestId: 'r' });
    expect(p.fileId).toBe('f');
    expect(() => parseJobPayload('ingest.resume', { fileId: 'f', userId: 'u' })).toThrow();
    expect(isJobName('generation.resume')).toBe(true);
    expect(isJobName('toString')).toBe(false);
  });
});

describe('job ids', () => {
  it('are deterministic and never contain ":"', () => {
    expect(ingestJobId('f1')).toBe('ingest-f1');
    expect(ingestJobId('f1')).toBe(ingestJobId('f1'));
    expect(embeddingJobId('f1', '7-1', 2)).toBe('embedding-f1~7-1~b2');
    expect(finalizeJobId('f1', '7-1')).toBe('finalize-f1~7-1');
    expect(generationJobId('u1', 'r1')).toBe('generation-u1~r1');
    for (const id of [ingestJobId('a:b'), embeddingJobId('a:b', 'r', 0), finalizeJobId('a:b', 'r'), generationJobId('u:1', 'r:1')]) {
      expect(id).not.toContain(':');
    }
  });

  it('keeps different inputs apart after escaping', () => {
    expect(ingestJobId('a:b')).not.toBe(ingestJobId('a%3Ab'));
    expect(generationJobId('a~b', 'c')).not.toBe(generationJobId('a', 'b~c'));
  });

  it('recovers the public kind from an id', () => {
    expect(jobKindFromId(ingestJobId('f1'))).toBe('ingest');
    expect(jobKindFromId(generationJobId('u', 'r'))).toBe('generation');
    expect(jobKindFromId(embeddingJobId('f', 'r', 0))).toBeNull();
    expect(jobKindFromId(finalizeJobId('f', 'r'))).toBeNull();
    expect(jobKindFromId('random')).toBeNull();
  });

  it('names the file of an ingest job id, with or without a retry suffix', () => {
    for (const fileId of ['f1', 'a:b~c%d', '%3A']) {
      expect(fileIdFromIngestJobId(ingestJobId(fileId))).toBe(fileId);
      expect(fileIdFromIngestJobId(`${ingestJobId(fileId)}~retry-123`)).toBe(fileId);
    }
    expect(fileIdFromIngestJobId('generation-u~r')).toBeNull();
    expect(fileIdFromIngestJobId('ingest-')).toBeNull();
    expect(fileIdFromIngestJobId('ingest-%41')).toBeNull();
  });
});
