import { sharedDataDir } from '@tailor/testing';
import { readFileSync } from 'node:fs';
import { SkillSchema } from '@tailor/contracts';
import { aliasCanonicalMap, canonicalizeSkillMentions } from './canonicalize';
import { extractSkills, SKILL_CONFIDENCE } from './extract';
import { createSkillMatcher } from './matcher';

const DATA = sharedDataDir();

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new Error(`Sample data missing or unreadable at ${path}: ${String(e)}`, { cause: e });
  }
}

const RESUME = `Jane Doe
Senior Software Engineer · jane@example.com

Summary
Backend engineer who led a team of five and mentored new hires. Built event-driven services in Go
and Python on AWS; excellent written communication.

Technical Skills
Languages: Go, Python, TypeScript, SQL
Frameworks & Tools: FastAPI, React.js, Temporal, Pulumi | k8s • Terraform
Soft Skills: Storytelling, Radical candor

Experience
Acme Corp — Staff Engineer, 2019–2024
- Cut p99 latency by 40% with Redis caching.
`;

describe('extractSkills', () => {
  const skills = extractSkills(RESUME);
  const byName = new Map(skills.map((s) => [s.name, s]));

  it('returns contract-valid skills, one per name, in order of appearance', () => {
    for (const s of skills) expect(SkillSchema.safeParse(s).success).toBe(true);
    expect(new Set(skills.map((s) => s.name.toLowerCase())).size).toBe(skills.length);
    const names = skills.map((s) => s.name);
    expect(names.indexOf('Go')).toBeLessThan(names.indexOf('FastAPI'));
  });

  it('scores list items above prose mentions and keeps the best evidence', () => {
    expect(byName.get('Go')?.confidence_score).toBe(SKILL_CONFIDENCE.listKnown);
    expect(byName.get('Go')?.evidence).toBe('Languages: Go, Python, TypeScript, SQL');
    expect(byName.get('React')?.confidence_score).toBe(0.9);
    expect(byName.get('Kubernetes')?.aliases).toContain('k8s');
    expect(byName.get('Communication')).toMatchObject({ category: 'soft', confidence_score: SKILL_CONFIDENCE.prose });
    expect(byName.get('Redis')?.confidence_score).toBe(0.8);
  });

  it('keeps unknown list items that read as names and drops clauses', () => {
    const names = extractSkills('Skills\nFrobnicator Pro, reconciled 10 vendor invoices, worked with the audit team, ISO 9001').map((x) => x.name);
    expect(names).toEqual(['Frobnicator Pro', 'ISO 9001']);
  });

  it('claims no skill the text only hints at: "mentored" and "led a team" name no skill', () => {
    expect(byName.has('Mentoring')).toBe(false);
    expect(byName.has('Team Leadership')).toBe(false);
  });

  it('keeps unknown skill-list items, categorised by their heading', () => {
    expect(byName.get('Temporal')).toMatchObject({ category: 'technical', confidence_score: SKILL_CONFIDENCE.listUnknown, aliases: [] });
    expect(byName.get('Radical candor')?.category).toBe('soft');
    expect(byName.get('Storytelling')?.category).toBe('soft');
    expect(byName.has('Languages')).toBe(false);
    expect(byName.has('Jane Doe')).toBe(false);
    expect(byName.has('Acme Corp')).toBe(false);
  });

  it('does not invent skills from prose', () => {
    expect(skills.map((s) => s.name)).not.toContain('Microsoft Excel');
    expect(extractSkills('Go above and beyond to excel; our go-to-market motion.').map((s) => s.name)).toEqual(['Go-to-Market Strategy']);
  });

  it('uses the keyword-fallback confidence in fallback mode', () => {
    const fallback = extractSkills(RESUME, { fallback: true });
    expect(new Set(fallback.map((s) => s.confidence_score))).toEqual(new Set([SKILL_CONFIDENCE.keywordFallback]));
    expect(SKILL_CONFIDENCE.keywordFallback).toBe(0.6);
  });

  it('takes the parser hint for skill-list lines and can skip unknown items', () => {
    const text = 'Core\nGolang, Rust, Zig, Bazel\nWork\nBuilt things.';
    const hinted = extractSkills(text, { isSkillListLine: (_l, i) => i === 1 }).map((s) => s.name);
    expect(hinted).toEqual(['Go', 'Rust', 'Zig', 'Bazel']);
    expect(extractSkills(text, { isSkillListLine: (_l, i) => i === 1, includeUnknown: false }).map((s) => s.name)).toEqual(['Go', 'Rust', 'Bazel']);
  });

  it('reads the Reactive Resume samples: every listed keyword is found in the database', () => {
    const doc = readJson(`${DATA}/reactive-resume-templates/azurill.json`) as {
      sections: { skills: { items: { name: string; keywords: string[] }[] } };
    };
    const items = doc.sections.skills.items;
    const text = `Skills\n${items.map((i) => `${i.name}: ${i.keywords.join(', ')}`).join('\n')}`;
    const found = extractSkills(text);
    const matcher = createSkillMatcher();
    for (const keyword of items.flatMap((i) => i.keywords)) {
      const name = matcher.canonical(keyword)?.name;
      expect(name).toBeDefined();
      expect(found.find((s) => s.name === name)?.confidence_score).toBe(0.9);
    }
  });

  it('reads the master resume skills', () => {
    const doc = readJson(`${DATA}/resume-matcher/master-resume.json`) as { additional: { technicalSkills: string[] } };
    const text = `Technical Skills: ${doc.additional.technicalSkills.join(', ')}`;
    expect(extractSkills(text).map((s) => s.name)).toEqual(['Python', 'FastAPI', 'Docker', 'AWS', 'PostgreSQL', 'Redis']);
  });
});

describe('canonical mentions for embeddings', () => {
  it('rewrites aliases to lower-case canonical names and leaves the rest', () => {
    expect(canonicalizeSkillMentions('Shipped JS and k8s; owned go-to-market; Golang services.')).toBe(
      'Shipped javascript and kubernetes; owned go-to-market strategy; go services.',
    );
  });

  it('exposes the alias map', () => {
    const map = aliasCanonicalMap();
    expect(map.get('js')).toBe('javascript');
    expect(map.get('k8s')).toBe('kubernetes');
    expect(map.get('pm')).toBeUndefined();
  });
});
