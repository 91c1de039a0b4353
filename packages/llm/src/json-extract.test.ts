import { findFirstJsonObject, JsonParseError, matchingBrace, parseJsonResponse } from './json-extract';

describe('parseJsonResponse', () => {
  it('parses a plain JSON answer', () => {
    expect(parseJsonResponse(' {"a": 1} ')).toEqual({ a: 1 });
  });

  it('takes the first object from prose around it', () => {
    expect(parseJsonResponse('Here you go:\n{"a": {"b": [1, {"c": 2}]}}\nAnything else? {"d": 3}')).toEqual({ a: { b: [1, { c: 2 }] } });
  });

  it('ignores braces and escaped quotes inside strings', () => {
    const text = 'Result: {"s": "a } tricky { \\"quoted}\\" value", "n": 1} trailing }';
    expect(parseJsonResponse(text)).toEqual({ s: 'a } tricky { "quoted}" value', n: 1 });
  });

  it('reads fenced JSON, with or without a language tag', () => {
    expect(parseJsonResponse('Sure:\n```json\n{"a": 1}\n```\nDone.')).toEqual({ a: 1 });
    expect(parseJsonResponse('```\n{"a": 2}\n```')).toEqual({ a: 2 });
  });

  it('prefers the fenced answer over an example object in the prose before it', () => {
    expect(parseJsonResponse('Format is {"x": 0}.\n```json\n{"a": 1}\n```')).toEqual({ a: 1 });
  });

  it('skips brace groups that are not JSON', () => {
    expect(parseJsonResponse('Use {placeholders} like {this}; answer: {"ok": true}')).toEqual({ ok: true });
  });

  it("throws 'Failed to parse JSON response' when there is no object", () => {
    for (const text of ['', 'no json here', '{"unterminated": ', '{not json}', '"just a string"', '42']) {
      expect(() => parseJsonResponse(text)).toThrow(JsonParseError);
      expect(() => parseJsonResponse(text)).toThrow('Failed to parse JSON response');
    }
  });

  it('returns a whole-text JSON array as is (the caller decides whether it fits)', () => {
    expect(parseJsonResponse('[{"a": 1}]')).toEqual([{ a: 1 }]);
  });

  it('stays fast on pathological input', () => {
    const started = Date.now();
    expect(() => parseJsonResponse('{'.repeat(20_000))).toThrow(JsonParseError);
    expect(() => parseJsonResponse('{}x'.repeat(20_000).replace(/\{\}/g, '{a}'))).toThrow(JsonParseError);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('matchingBrace / findFirstJsonObject', () => {
  it('finds the closing brace of nested objects', () => {
    const text = '{"a": {"b": "}"}, "c": 1} tail';
    expect(matchingBrace(text, 0)).toBe(text.indexOf(' tail') - 1);
  });

  it('returns -1 / undefined when unbalanced', () => {
    expect(matchingBrace('{"a": {"b": 1}', 0)).toBe(-1);
    expect(findFirstJsonObject('{"a": {"b": 1}')).toBeUndefined();
  });
});
