import { testAliases } from '../__tests__/fixtures';
import { LexicalEncoder, sparseCosine, termId } from './sparse-encoder';

describe('LexicalEncoder', () => {
  const encoder = new LexicalEncoder(testAliases);

  it('gives ascending unsigned term ids with 1 + ln(tf) weights and no function words', () => {
    const v = encoder.encode('Deployed the services; deployed them again');
    expect(v.indices).toEqual([...v.indices].sort((a, b) => a - b));
    expect(new Set(v.indices).size).toBe(v.indices.length);
    expect(v.indices.every((id) => Number.isInteger(id) && id >= 0 && id < 2 ** 32)).toBe(true);
    const deployed = v.indices.indexOf(termId('deployed'));
    expect(v.values[deployed]).toBeCloseTo(1 + Math.log(2), 4);
    expect(v.indices).not.toContain(termId('the'));
    expect(v.indices).toContain(termId('services deployed'));
  });

  it('meets skill aliases and word forms through the shared normal form', () => {
    const k8s = encoder.encode('k8s');
    const kubernetes = encoder.encode('Kubernetes clusters');
    expect(sparseCosine(k8s, kubernetes)).toBeGreaterThan(0.3);
    expect(sparseCosine(encoder.encode('deployment'), encoder.encode('deployments'))).toBeGreaterThan(0);
    expect(sparseCosine(encoder.encode('baking bread'), kubernetes)).toBe(0);
  });

  it('encodes an empty or punctuation-only text as an empty vector', () => {
    expect(encoder.encode('')).toEqual({ indices: [], values: [] });
    expect(encoder.encode(' — ; ')).toEqual({ indices: [], values: [] });
  });
});
