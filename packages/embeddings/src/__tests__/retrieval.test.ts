import { BuiltinEmbeddingProvider } from '../builtin/provider';
import { REQUIREMENTS, RESUME_CHUNKS, cosine, testAliases, type ChunkName } from './fixtures';

function rank(provider: BuiltinEmbeddingProvider, query: string): Array<[ChunkName, number]> {
  const names = Object.keys(RESUME_CHUNKS) as ChunkName[];
  const vectors = provider.embedSync(names.map((name) => RESUME_CHUNKS[name]));
  const [q] = provider.embedSync([query]);
  return names.map((name, i): [ChunkName, number] => [name, cosine(q ?? [], vectors[i] ?? [])]).sort((a, b) => b[1] - a[1]);
}

describe('retrieval sanity of the built-in embedder', () => {
  const provider = new BuiltinEmbeddingProvider({ normalizeSkills: testAliases });

  it.each(REQUIREMENTS.map(([query, expected]) => ({ query, expected })))('ranks the $expected chunk first for "$query"', ({ query, expected }) => {
    const ranking = rank(provider, query);
    expect(ranking[0]?.[0]).toBe(expected);
    // A margin, not a tie broken by hash noise.
    expect((ranking[0]?.[1] ?? 0) - (ranking[1]?.[1] ?? 0)).toBeGreaterThan(0.03);
  });

  it('lets the skill normaliser carry a query that shares only aliases with its chunk', () => {
    const [chunk, unrelated] = provider.embedSync([
      'Deployed Node.js services on Kubernetes in Amazon Web Services',
      'Deployed nursing rotas across hospital wards',
    ]);
    const [query] = provider.embedSync(['NodeJS, K8s, AWS']);
    const [plainQuery] = new BuiltinEmbeddingProvider({ normalizeSkills: null }).embedSync(['NodeJS, K8s, AWS']);
    const [plainChunk] = new BuiltinEmbeddingProvider({ normalizeSkills: null }).embedSync([
      'Deployed Node.js services on Kubernetes in Amazon Web Services',
    ]);
    expect(cosine(query ?? [], chunk ?? [])).toBeGreaterThan(cosine(query ?? [], unrelated ?? []) + 0.3);
    expect(cosine(query ?? [], chunk ?? [])).toBeGreaterThan(cosine(plainQuery ?? [], plainChunk ?? []) + 0.3);
  });

  it('puts the React/TypeScript chunk closer to a React.js/TS requirement than the nursing chunk', () => {
    const [react, nursing, requirement] = provider.embedSync([
      'Built React and TypeScript front ends',
      'Managed hospital nursing staff schedules',
      'Experience with React.js and TS',
    ]);
    expect(cosine(react ?? [], requirement ?? [])).toBeGreaterThan(cosine(nursing ?? [], requirement ?? []) + 0.2);
  });
});
