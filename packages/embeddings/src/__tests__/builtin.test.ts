import { createHash } from 'node:crypto';
import { BUILTIN_MODEL_ID, BuiltinEmbeddingProvider } from '../builtin/provider';
import { HashingFeaturizer } from '../builtin/featurize';
import { normalizeText } from '../builtin/normalize';
import { cosine, norm, testAliases } from './fixtures';

const SAMPLE =
  'Senior Software Engineer at Acme (2019–2023): led a team of 6, built React/TypeScript front ends and Node.js APIs, ' +
  'migrated CI/CD to GitHub Actions, reduced p95 latency by 40%. Skills: C++, C#, .NET, Kubernetes, Résumé parsing.';

describe('BuiltinEmbeddingProvider', () => {
  const plain = new BuiltinEmbeddingProvider({ normalizeSkills: null });

  it('is deterministic across calls and instances', async () => {
    const other = new BuiltinEmbeddingProvider({ normalizeSkills: null });
    const [a] = await plain.embed([SAMPLE]);
    const [b] = await plain.embed([SAMPLE]);
    const [c] = await other.embed([SAMPLE]);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
  });

  it('still produces the vectors of model builtin-hash-v2', () => {
    // Stored vectors and cache entries are tagged with BUILTIN_MODEL_ID. If this pin breaks, the
    // algorithm changed: bump the id (builtin-hash-v3) so old and new vectors are never mixed.
    const [vector] = plain.embedSync([SAMPLE]);
    const digest = createHash('sha256').update(JSON.stringify(vector)).digest('hex');
    expect(BUILTIN_MODEL_ID).toBe('builtin-hash-v2');
    expect(digest).toBe('ca8a67d493bd1a58750a2ef6b51bad61fb54fa8b5f315ab6b8fe89dc4d540dee');
  });

  it.each([1536, 384, 8])('returns unit-length vectors of the configured %i dimensions', (dimensions) => {
    const provider = new BuiltinEmbeddingProvider({ dimensions, normalizeSkills: null });
    for (const vector of provider.embedSync([SAMPLE, 'JavaScript', 'a b c d e f g h i j k'])) {
      expect(vector).toHaveLength(dimensions);
      expect(norm(vector)).toBeCloseTo(1, 5);
    }
  });

  it('defaults to the spec dimension, 1536', () => {
    expect(plain.dimensions).toBe(1536);
    expect(plain.embedSync(['x'])[0]).toHaveLength(1536);
  });

  it('gives featureless texts one fixed unit vector instead of zeros', () => {
    const [empty, punctuation, stopwords] = plain.embedSync(['', '— !!! …', 'and the of with']);
    expect(norm(empty ?? [])).toBe(1);
    expect(punctuation).toEqual(empty);
    expect(stopwords).toEqual(empty);
    expect(cosine(empty ?? [], plain.embedSync([SAMPLE])[0] ?? [])).toBeLessThan(0.1);
  });

  it('rounds components to 6 decimals for compact JSON', () => {
    const [vector] = plain.embedSync([SAMPLE]);
    const unrounded = (vector ?? []).filter((x) => Math.round(x * 1e6) / 1e6 !== x);
    expect(unrounded).toEqual([]);
  });

  it('ignores case, diacritics, punctuation and typographic apostrophes', () => {
    const [a, b, c, d] = plain.embedSync([
      'Résumé writing, Project-Management; DON’T',
      'resume writing project management dont',
      "RÉSUMÉ   WRITING (project management) don't!",
      'resume writing product management dont',
    ]);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(d).not.toEqual(a);
  });

  it('keeps the symbols that change a skill: C++ and C# are not C', () => {
    const [cpp, csharp, c] = plain.embedSync(['C++', 'C#', 'C']);
    expect(cpp).not.toEqual(c);
    expect(csharp).not.toEqual(c);
    expect(cpp).not.toEqual(csharp);
  });

  it('makes aliases meet through the injected normaliser', () => {
    const provider = new BuiltinEmbeddingProvider({ normalizeSkills: testAliases });
    const [js, javascript, nursing] = provider.embedSync(['JS', 'JavaScript', 'Nursing']);
    expect(cosine(js ?? [], javascript ?? [])).toBeGreaterThan(0.99);
    expect(cosine(js ?? [], javascript ?? [])).toBeGreaterThan(cosine(js ?? [], nursing ?? []) + 0.5);
    const [a, b, unrelated] = provider.embedSync(['Strong JS and TS skills', 'Strong JavaScript and TypeScript skills', 'Hospital ward rota']);
    expect(cosine(a ?? [], b ?? [])).toBeGreaterThan(cosine(a ?? [], unrelated ?? []) + 0.5);
    // Without the normaliser the two spellings share nothing.
    const [js2, javascript2] = plain.embedSync(['JS', 'JavaScript']);
    expect(cosine(js2 ?? [], javascript2 ?? [])).toBeLessThan(0.3);
  });

  it('lets inflections meet through character n-grams', () => {
    const [managed, management, nursing] = plain.embedSync(['managed', 'management', 'nursing']);
    expect(cosine(managed ?? [], management ?? [])).toBeGreaterThan(cosine(managed ?? [], nursing ?? []) + 0.2);
  });

  it('normalises for the cache: aliases, case and diacritics', () => {
    const provider = new BuiltinEmbeddingProvider({ normalizeSkills: testAliases });
    expect(provider.normalize('JS Développeur')).toBe(provider.normalize('javascript developpeur'));
    expect(normalizeText('ÀÉÎ Ünïcödé')).toBe('aei unicode');
  });

  it('handles texts longer than its initial tables and words longer than its n-gram window', () => {
    const long = Array.from({ length: 3000 }, (_, i) => `word${i}`).join(' ') + ` ${'x'.repeat(500)}`;
    const [vector] = plain.embedSync([long]);
    expect(norm(vector ?? [])).toBeCloseTo(1, 5);
    const again = new BuiltinEmbeddingProvider({ normalizeSkills: null });
    expect(again.embedSync([SAMPLE])).toEqual(plain.embedSync([SAMPLE]));
  });

  it('canonicalises skills only through the normaliser it is given, shown the words as it reads them', () => {
    const seen: string[] = [];
    const provider = new BuiltinEmbeddingProvider({
      normalizeSkills: (text) => {
        seen.push(text);
        return testAliases(text);
      },
    });
    expect(provider.aliasesEnabled).toBe(true);
    expect(plain.aliasesEnabled).toBe(false);
    expect(provider.normalize('Shipped JS on K8s')).toBe('shipped javascript on kubernetes');
    expect(plain.normalize('Shipped JS on K8s')).toBe('shipped js on k8s');
    // A possessive is one word to the tokeniser, so the normaliser gets it as one word.
    expect(provider.normalize("JS's quirks; Développeur ＪＳ")).toBe('jss quirks developpeur javascript');
    expect(seen.slice(-1)).toEqual(['JSs quirks; Developpeur JS']);
  });

  it('rejects dimensions it cannot index', () => {
    expect(() => new HashingFeaturizer(4)).toThrow(/8 to 8192/);
    expect(() => new HashingFeaturizer(10_000)).toThrow(/8 to 8192/);
  });
});
