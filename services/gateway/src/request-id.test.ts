import type { IncomingMessage } from 'node:http';
import { createRequestIdGenerator } from './request-id';

const request = (headers: Record<string, string> = {}) => ({ headers }) as unknown as IncomingMessage;

describe('request ids', () => {
  it("keeps a caller's safe x-request-id and replaces anything else", () => {
    const next = createRequestIdGenerator('tag');
    expect(next(request({ 'x-request-id': 'abc12345-trace' }))).toBe('abc12345-trace');
    for (const unsafe of ['<script>', 'short', 'a'.repeat(65), 'has space in it', 'new\nline-0000']) {
      expect(next(request({ 'x-request-id': unsafe }))).toMatch(/^rtag-[0-9a-z]+$/);
    }
  });

  it('never repeats within a process, and two processes (random tags) never collide', () => {
    const first = createRequestIdGenerator();
    const second = createRequestIdGenerator();
    const ids = new Set<string>();
    for (let i = 0; i < 10_000; i++) {
      ids.add(first(request()));
      ids.add(second(request()));
    }
    expect(ids.size).toBe(20_000);
  });

  it('generates ids a downstream service would accept back as x-request-id', () => {
    const next = createRequestIdGenerator();
    const id = next(request());
    expect(next(request({ 'x-request-id': id }))).toBe(id);
  });
});
