import { completion, failure, FakeLlmServer } from './__tests__/fake-llm-server';
import {
  ANALYSIS,
  API_KEY,
  fakeRules,
  fakeTime,
  recordingLogger,
  RULE_ANALYSIS,
  RULE_RESUME,
  RULE_SKILLS,
  RULE_TAILORED,
  TAILOR_INPUT,
} from './__tests__/fixtures';
import { llmConfigFromEnv } from './config';
import { createIntelligence } from './factory';
import { LlmIntelligence } from './llm-intelligence';

let server: FakeLlmServer;
beforeAll(async () => {
  server = await FakeLlmServer.start();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

const env = () => ({ LLM_BASE_URL: server.baseUrl, LLM_API_KEY: API_KEY, LLM_MODELS: 'm1, m2' });

function llm(logger = recordingLogger(), rules = fakeRules()) {
  const time = fakeTime();
  return new LlmIntelligence(
    { baseUrl: server.baseUrl, apiKey: API_KEY, models: ['m1', 'm2'], timeoutMs: 2000 },
    { keywordSkills: rules.extractSkills, logger, now: time.now, sleep: time.sleep },
  );
}

describe('LlmIntelligence operations', () => {
  it('extracts skills, normalising categories and duplicate names', async () => {
    server.setScript(() =>
      completion(
        JSON.stringify({
          skills: [
            { name: 'SQL', category: 'Technical', evidence: 'wrote SQL', confidence_score: 0.9, aliases: [] },
            { name: 'sql', category: 'technical', evidence: 'again', confidence_score: 0.8, aliases: [] },
            { name: 'Mentoring', category: 'leadership', evidence: null, confidence_score: 0.7 },
          ],
        }),
      ),
    );
    // "Mentoring" is the model's reading of "mentored", which names no skill: it is dropped.
    await expect(llm().extractSkills('I wrote SQL and mentored')).resolves.toEqual([
      { name: 'SQL', category: 'technical', evidence: 'wrote SQL', confidence_score: 0.9, aliases: [] },
    ]);
  });

  it('falls back to keyword matching with confidence 0.6 when every model fails to extract skills', async () => {
    server.setScript(() => failure(500, 'down'));
    const rules = fakeRules();
    const skills = await llm(recordingLogger(), rules).extractSkills('SQL and leadership');
    expect(rules.calls).toEqual(['extractSkills']);
    expect(skills.map((s) => [s.name, s.confidence_score])).toEqual(RULE_SKILLS.map((s) => [s.name, 0.6]));
    expect(server.requests.map((r) => r.model)).toEqual(['m1', 'm2']);
  });

  it('parses a resume, turning string years into numbers and nulls into defaults', async () => {
    server.setScript(() =>
      completion(
        JSON.stringify({
          experiences: [
            { company: 'Acme', role: 'PM', period: '2019 - 2021', start_year: '2019', end_year: 2021, achievements: ['Shipped X'], skills: ['SQL'] },
          ],
          education: [{ degree: 'BSc', school: 'Uni', year: null }],
          skills: [{ name: 'SQL', category: 'TECHNICAL', evidence: 'SQL', confidence_score: 0.9, aliases: [] }],
          summary: null,
          overall_confidence: 0.8,
        }),
      ),
    );
    const parsed = await llm().parseResume('Acme PM 2019 - 2021 … BSc, Uni … SQL');
    expect(parsed.experiences[0]).toMatchObject({ company: 'Acme', start_year: 2019, end_year: 2021, type: 'job', confidence_score: 0.5 });
    const line = { line: 0, text: 'Acme PM 2019 - 2021 … BSc, Uni … SQL' };
    expect(parsed.education[0]).toEqual({
      degree: 'BSc',
      school: 'Uni',
      year: 'Unknown Year',
      confidence_score: 0.5,
      sources: { degree: line, school: line },
    });
    expect(parsed.skills[0]?.category).toBe('technical');
    expect(parsed.summary).toBe('');
  });

  it('never logs the API key or the resume text', async () => {
    const resume = `UNIQUE-RESUME-MARKER ${'x'.repeat(500)}`;
    server.setScript(() => failure(500, 'down'));
    const logger = recordingLogger();
    await expect(llm(logger).parseResume(resume)).rejects.toThrow('All fallback models failed');
    const logged = JSON.stringify(logger.lines);
    expect(logger.lines.length).toBeGreaterThan(0);
    expect(logged).not.toContain(API_KEY);
    expect(logged).not.toContain('UNIQUE-RESUME-MARKER');
  });

  it('caps the job description in the prompt at 10,000 characters', async () => {
    server.setScript(() => completion(JSON.stringify(ANALYSIS)));
    await llm().analyzeJob(`${'a'.repeat(10_000)}TAIL-BEYOND-CAP`);
    const prompt = server.requests[0]?.messages[0]?.content ?? '';
    expect(prompt).toContain('a'.repeat(10_000));
    expect(prompt).not.toContain('TAIL-BEYOND-CAP');
  });
});

describe('tailoring truthfulness', () => {
  const truthful = {
    summary: 'PM with payments experience',
    experiences: [{ company: 'Acme Payments', role: 'Product Manager', period: '2019 – Present', achievements: ['Launched instant payouts'] }],
    skills: ['SQL', 'Kubernetes'],
    education: [{ degree: 'BSc Economics', school: 'State University', year: '2015' }],
  };

  it('keeps only skills present in the candidate data and defaults match_analysis', async () => {
    server.setScript(() => completion(JSON.stringify(truthful)));
    const out = await llm().tailorResume(TAILOR_INPUT);
    expect(out.skills).toEqual(['SQL']);
    expect(out.experiences[0]?.company).toBe('Acme Payments');
    expect(out.match_analysis).toEqual({ strengths: [], gaps: [], recommendations: [] });
  });

  it('asks again when an employer is invented, and fails the model if it persists', async () => {
    const invented = { ...truthful, experiences: [...truthful.experiences, { company: 'Google', role: 'Director', period: '2010' }] };
    server.setScript((req) => completion(JSON.stringify(req.model === 'm1' ? invented : truthful)));
    const out = await llm().tailorResume(TAILOR_INPUT);
    expect(out.experiences.map((e) => e.company)).toEqual(['Acme Payments']);
    const m1 = server.callsFor('m1');
    expect(m1).toHaveLength(2);
    expect(m1[1]?.messages[0]?.content).toContain('"Director" at "Google"');
  });
});

describe('createIntelligence', () => {
  it('uses the rule engine alone when no model is configured', async () => {
    const rules = fakeRules();
    const intelligence = createIntelligence(llmConfigFromEnv({}), rules);
    expect(intelligence.kind).toBe('rules');
    await expect(intelligence.analyzeJob('jd')).resolves.toEqual(RULE_ANALYSIS);
    expect(server.requests).toHaveLength(0);
  });

  it('uses the model when configured', async () => {
    server.setScript(() => completion(JSON.stringify(ANALYSIS)));
    const rules = fakeRules();
    const intelligence = createIntelligence(llmConfigFromEnv(env()), rules);
    expect(intelligence.kind).toBe('llm');
    await expect(intelligence.analyzeJob('jd')).resolves.toEqual(ANALYSIS);
    expect(rules.calls).toEqual([]);
  });

  it("returns the rule engine's result for every operation when every model fails", async () => {
    server.setScript((req) => (req.model === 'm1' ? failure(500, 'down') : completion('garbage')));
    const rules = fakeRules();
    const logger = recordingLogger();
    const time = fakeTime();
    const intelligence = createIntelligence(llmConfigFromEnv(env()), rules, logger, { now: time.now, sleep: time.sleep });
    await expect(intelligence.analyzeJob('jd')).resolves.toEqual(RULE_ANALYSIS);
    await expect(intelligence.parseResume('resume text')).resolves.toEqual(RULE_RESUME);
    await expect(intelligence.tailorResume(TAILOR_INPUT)).resolves.toEqual(RULE_TAILORED);
    const skills = await intelligence.extractSkills('SQL');
    expect(skills.every((s) => s.confidence_score === 0.6)).toBe(true);
    expect(rules.calls).toEqual(['analyzeJob', 'parseResume:11', 'tailorResume', 'extractSkills']);
    expect(logger.lines.filter((l) => l.level === 'warn' && /using the rules result/.test(l.message))).toHaveLength(3);
    expect(JSON.stringify(logger.lines)).not.toContain(API_KEY);
  });
});
