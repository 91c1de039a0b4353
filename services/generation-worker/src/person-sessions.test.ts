import { analyzeJobDescription, defaultSkillMatcher, planGeneration, type TailoringSession } from '@tailor/resume-core';
import { PersonSessions } from './person-sessions';

const matcher = defaultSkillMatcher();

/** A generation's worth of texts in the session: one invented experience per text. */
function fill(session: TailoringSession, texts: number, tag: string): void {
  planGeneration({
    jobDescription: 'Backend engineer wanted',
    analysis: analyzeJobDescription('Backend Engineer\n\nRequirements:\n- TypeScript\n- Kubernetes'),
    hits: [],
    experiences: Array.from({ length: texts }, (_, i) => ({
      company: `Harbor Works ${tag}`,
      role: 'Engineer',
      period: '2020 - 2022',
      skills: [],
      achievements: [`Kept lighthouse ${tag} number ${i} running with TypeScript`],
    })),
    education: [],
    skills: [],
    contact: null,
    account: null,
    matcher,
    session,
    asOfYear: 2026,
  });
}

describe('PersonSessions', () => {
  it('hands a person the same session each time and never another person’s', () => {
    const sessions = new PersonSessions(matcher);
    const first = sessions.for('person-a');
    expect(sessions.for('person-a')).toBe(first);
    expect(sessions.for('person-b')).not.toBe(first);
    expect(sessions.for('person-a')).toBe(first);
    expect(first.matcher).toBe(matcher);
  });

  it('drops the least recently used people once all sessions together pass the bound', () => {
    const sessions = new PersonSessions(matcher, 50);
    const a = sessions.for('person-a');
    fill(a, 20, 'a');
    const b = sessions.for('person-b');
    fill(b, 20, 'b');
    expect(sessions.for('person-a')).toBe(a); // a is now the most recent, b the least
    const c = sessions.for('person-c');
    fill(c, 20, 'c');
    sessions.for('person-a');
    expect(sessions.people).toBeLessThan(3);
    expect(sessions.for('person-a')).toBe(a);
    expect(sessions.for('person-b')).not.toBe(b);
  });

  it('starts afresh a session that alone holds more than the bound', () => {
    const sessions = new PersonSessions(matcher, 10);
    const a = sessions.for('person-a');
    fill(a, 30, 'a');
    expect(a.size).toBeGreaterThan(10);
    expect(sessions.for('person-a')).not.toBe(a);
  });
});
