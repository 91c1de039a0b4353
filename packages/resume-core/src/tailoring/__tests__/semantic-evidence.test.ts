import type { ScoredRequirement } from '../types';
import { applySemanticEvidence, SEMANTIC_MATCH_THRESHOLD, type SemanticEvidence } from '../semantic-evidence';

const requirement = (name: string, match: ScoredRequirement['match'] = 'none'): ScoredRequirement => ({
  requirement: name,
  kind: 'hard',
  importance: 'must',
  match,
  weight: match === 'exact' ? 1 : 0,
  evidence: [],
  category: 'technical',
  experienceIndexes: [],
});

const near = (similarity: number, chunkId = 'chunk-1'): SemanticEvidence => ({
  chunkId,
  text: 'Ran the monthly planning meeting that aligns demand and supply',
  similarity,
});

describe('applySemanticEvidence', () => {
  it('turns an unmet requirement into a partial match showing the passage and its similarity', () => {
    const [met, planning, other, unrelated] = applySemanticEvidence(
      [requirement('Kubernetes', 'exact'), requirement('Demand Planning'), requirement('Forecasting'), requirement('Underwater Welding')],
      new Map([
        ['Demand Planning', near(0.81)],
        ['Kubernetes', near(0.9)],
        ['Underwater Welding', near(SEMANTIC_MATCH_THRESHOLD - 0.01)],
      ]),
    );
    expect(met).toMatchObject({ match: 'exact', weight: 1, evidence: [] });
    expect(planning).toMatchObject({
      match: 'partial',
      weight: 0.7,
      similarity: 0.81,
      evidence: [{ source: 'chunk', id: 'chunk-1', text: 'Ran the monthly planning meeting that aligns demand and supply' }],
    });
    expect(other).toMatchObject({ match: 'none', weight: 0 });
    expect(unrelated).toMatchObject({ match: 'none', weight: 0 });
    expect(unrelated?.similarity).toBeUndefined();
  });

  it('fills at most half of the unmet requirements, the closest first, so meaning alone cannot carry a profile', () => {
    const names = ['A', 'B', 'C', 'D', 'E'];
    const result = applySemanticEvidence(
      names.map((n) => requirement(n)),
      new Map(names.map((n, i) => [n, near(0.7 + i * 0.05, `chunk-${n}`)])),
    );
    expect(result.filter((r) => r.match === 'partial').map((r) => r.requirement)).toEqual(['D', 'E']);
  });

  it('leaves everything as it was without evidence', () => {
    const input = [requirement('SAP'), requirement('Excel', 'fuzzy')];
    expect(applySemanticEvidence(input, new Map())).toEqual(input);
  });
});
