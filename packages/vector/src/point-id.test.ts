import { pointIdFromChunkId } from './point-id';

describe('pointIdFromChunkId', () => {
  it('is deterministic and differs between chunks', () => {
    expect(pointIdFromChunkId('chunk-1')).toBe(pointIdFromChunkId('chunk-1'));
    expect(pointIdFromChunkId('chunk-1')).not.toBe(pointIdFromChunkId('chunk-2'));
  });

  it('is an RFC 4122 version-5 UUID, identical to other uuid5 implementations', () => {
    // Python: uuid.uuid5(uuid.UUID('6f1c2a4e-3b7d-5e90-8a21-4c5d6e7f8a9b'), 'abc'), and 'chunk-é'.
    expect(pointIdFromChunkId('abc')).toBe('4c8010cd-145f-55d9-a1e8-537f5e5123a2');
    expect(pointIdFromChunkId('chunk-é')).toBe('4fc1626d-f5db-5dfa-ae14-637638b9318d');
    expect(pointIdFromChunkId('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('rejects an empty chunk id', () => {
    expect(() => pointIdFromChunkId('')).toThrow(/non-empty/);
  });
});
