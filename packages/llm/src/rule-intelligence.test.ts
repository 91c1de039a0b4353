import { fakeRules, RULE_ANALYSIS, RULE_SKILLS, TAILOR_INPUT } from './__tests__/fixtures';
import { RuleEngineIntelligence } from './rule-intelligence';
import type { RuleFunctions } from './intelligence';

describe('RuleEngineIntelligence', () => {
  it('wraps sync and async rule functions', async () => {
    const rules = fakeRules();
    const engine = new RuleEngineIntelligence(rules);
    expect(engine.kind).toBe('rules');
    await expect(engine.analyzeJob('jd')).resolves.toEqual(RULE_ANALYSIS);
    await expect(engine.extractSkills('sql')).resolves.toEqual(RULE_SKILLS);
    await engine.parseResume('abc');
    await engine.tailorResume(TAILOR_INPUT);
    expect(rules.calls).toEqual(['analyzeJob', 'extractSkills', 'parseResume:3', 'tailorResume']);
  });

  it('validates rule output against the contracts, applying their defaults', async () => {
    const broken: RuleFunctions = {
      ...fakeRules(),
      extractSkills: () => [{ name: '', category: 'technical', evidence: '', confidence_score: 2, aliases: [] }],
      tailorResume: () => ({
        summary: 's',
        experiences: [{ company: 'A', role: 'B', period: undefined as unknown as string, achievements: [] }],
        skills: [],
        education: [],
        match_analysis: { strengths: [], gaps: [], recommendations: [] },
      }),
    };
    const engine = new RuleEngineIntelligence(broken);
    await expect(engine.extractSkills('x')).rejects.toThrow();
    await expect(engine.tailorResume(TAILOR_INPUT)).resolves.toMatchObject({ experiences: [{ period: 'Recent' }] });
  });
});
