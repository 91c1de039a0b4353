import fs from 'node:fs';
import path from 'node:path';
import { tempDir, testQueuePrefix, uniqueCollectionName, uniqueId } from './names';

describe('unique names', () => {
  it('makes distinct ids with the prefix', () => {
    const a = uniqueId('user');
    expect(a).toMatch(/^user-[0-9a-f]{12}$/);
    expect(uniqueId('user')).not.toBe(a);
  });

  it('makes queue prefixes and collection names without unsafe characters', () => {
    const prefix = testQueuePrefix('ingest:worker {a}');
    expect(prefix).toMatch(/^test-[A-Za-z0-9_-]+$/);
    expect(prefix).toContain('ingest-worker-a');
    expect(testQueuePrefix('x')).not.toBe(testQueuePrefix('x'));
    expect(uniqueCollectionName('resume chunks/1')).toMatch(/^test_[A-Za-z0-9_-]+$/);
  });

  it('includes the run id so leftovers can be traced to a run', () => {
    expect(testQueuePrefix('q')).toContain(process.env.TEST_RUN_ID ?? 'norun');
  });
});

describe('tempDir', () => {
  it('creates an empty directory and removes it on cleanup', async () => {
    const dir = await tempDir('names-test');
    expect(fs.readdirSync(dir.path)).toEqual([]);
    fs.writeFileSync(path.join(dir.path, 'file.txt'), 'x');
    await dir.cleanup();
    expect(fs.existsSync(dir.path)).toBe(false);
    await dir.cleanup();
  });
});
