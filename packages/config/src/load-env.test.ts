import { z } from 'zod';
import { loadEnv, EnvError, commonEnvShape } from './index';

describe('loadEnv', () => {
  const schema = z.object(commonEnvShape);

  it('applies safe local defaults when nothing is set', () => {
    const env = loadEnv(schema, {});
    expect(env.DATA_DIR).toBe('./.data');
    expect(env.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(env.EMBEDDING_DIMENSIONS).toBe(1536);
    expect(env.MONGODB_URI).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    const env = loadEnv(schema, { MONGODB_URI: '', QDRANT_URL: '  ' });
    expect(env.MONGODB_URI).toBeUndefined();
    expect(env.QDRANT_URL).toBe('http://127.0.0.1:6333');
  });

  it('names every invalid variable in one error', () => {
    expect(() => loadEnv(schema, { REDIS_URL: 'not a url', EMBEDDING_DIMENSIONS: '-3' })).toThrow(EnvError);
    try {
      loadEnv(schema, { REDIS_URL: 'not a url', EMBEDDING_DIMENSIONS: '-3' });
    } catch (error) {
      expect((error as Error).message).toMatch(/REDIS_URL/);
      expect((error as Error).message).toMatch(/EMBEDDING_DIMENSIONS/);
    }
  });

  it('coerces numbers from strings', () => {
    expect(loadEnv(schema, { EMBEDDING_DIMENSIONS: '384' }).EMBEDDING_DIMENSIONS).toBe(384);
  });
});
