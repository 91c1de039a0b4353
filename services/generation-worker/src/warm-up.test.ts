import type { EmbeddingProvider } from '@tailor/embeddings';
import { LexicalEncoder } from '@tailor/embeddings';
import { canonicalizeSkillMentions, defaultSkillMatcher } from '@tailor/resume-core';
import { warmUpGeneration, type GenerationWarmUpOptions } from './warm-up';

function contextWith(provider: Partial<EmbeddingProvider>, semantic: boolean): GenerationWarmUpOptions['context'] {
  return {
    matcher: defaultSkillMatcher(),
    lexical: new LexicalEncoder(canonicalizeSkillMentions),
    semantic,
    embedder: { provider } as GenerationWarmUpOptions['context']['embedder'],
  };
}

describe('generation warm-up', () => {
  it('scores the requested number of synthetic postings, reading unmet requirements with a local sentence model', async () => {
    const embed = jest.fn(async (texts: string[]) => texts.map(() => [0]));
    const report = await warmUpGeneration({ runs: 6, budgetMs: 60_000, context: contextWith({ remote: false, embed }, true) });
    expect(report).toEqual({ runs: 6, ms: expect.any(Number) });
    expect(embed).toHaveBeenCalled();
    for (const [texts] of embed.mock.calls) expect(texts.length).toBeGreaterThan(0);
  });

  it('never calls a remote embedding endpoint, nor a hashing embedder whose vectors carry no meaning', async () => {
    const remote = jest.fn(async (texts: string[]) => texts.map(() => [0]));
    await warmUpGeneration({ runs: 3, budgetMs: 60_000, context: contextWith({ remote: true, embed: remote }, true) });
    const hashing = jest.fn(async (texts: string[]) => texts.map(() => [0]));
    await warmUpGeneration({ runs: 3, budgetMs: 60_000, context: contextWith({ remote: false, embed: hashing }, false) });
    expect(remote).not.toHaveBeenCalled();
    expect(hashing).not.toHaveBeenCalled();
  });

  it('skips everything for 0 runs, and stops at the time budget', async () => {
    await expect(warmUpGeneration({ runs: 0, budgetMs: 60_000, context: contextWith({ remote: false }, false) })).resolves.toEqual({
      runs: 0,
      ms: 0,
    });
    let clock = 0;
    // Every clock reading advances 100 ms: the budget of 250 ms allows the first runs only.
    const report = await warmUpGeneration({ runs: 50, budgetMs: 250, now: () => (clock += 100), context: contextWith({ remote: false }, false) });
    expect(report.runs).toBeGreaterThan(0);
    expect(report.runs).toBeLessThan(50);
  });
});
