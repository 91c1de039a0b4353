import { VectorInputError } from './errors';
import { matchesNothing, requireUserId, userChunkFilter } from './filters';

describe('userChunkFilter', () => {
  it('always scopes to the user', () => {
    expect(userChunkFilter('u1')).toEqual({ must: [{ key: 'user_id', match: { value: 'u1' } }] });
  });

  it('adds chunk type, file and confidence conditions', () => {
    expect(userChunkFilter('u1', { chunkTypes: ['experience'], resumeFileIds: ['f1', 'f2'], minConfidence: 0.7 })).toEqual({
      must: [
        { key: 'user_id', match: { value: 'u1' } },
        { key: 'chunk_type', match: { any: ['experience'] } },
        { key: 'resume_file_id', match: { any: ['f1', 'f2'] } },
        { key: 'confidence_score', range: { gte: 0.7 } },
      ],
    });
  });

  it.each([undefined, '', '   ', 42])('refuses a missing user id (%p)', (userId) => {
    expect(() => userChunkFilter(userId as string)).toThrow(VectorInputError);
    expect(() => requireUserId(userId, 'search')).toThrow(/search: a non-empty userId is required/);
  });

  it('treats an explicitly empty list as matching nothing', () => {
    expect(matchesNothing({ chunkTypes: [] })).toBe(true);
    expect(matchesNothing({ resumeFileIds: [] })).toBe(true);
    expect(matchesNothing({ chunkTypes: ['skills'] })).toBe(false);
    expect(matchesNothing()).toBe(false);
  });
});
