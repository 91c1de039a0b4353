import { createSkillMatcher } from './matcher';

const m = createSkillMatcher();
const names = (text: string, listContext?: boolean): string[] =>
  m.findInText(text, listContext === undefined ? {} : { listContext }).map((x) => x.name);

describe('canonical', () => {
  it.each([
    ['JS', 'JavaScript'],
    ['ts', 'TypeScript'],
    ['k8s', 'Kubernetes'],
    ['Postgres', 'PostgreSQL'],
    ['postgresql', 'PostgreSQL'],
    ['GCP', 'Google Cloud'],
    ['Google Cloud Platform', 'Google Cloud'],
    ['React.js', 'React'],
    ['ReactJS', 'React'],
    ['Node', 'Node.js'],
    ['node.js', 'Node.js'],
    ['nodejs', 'Node.js'],
    ['node js', 'Node.js'],
    ['ML', 'Machine Learning'],
    ['ci/cd', 'CI/CD'],
    ['CICD', 'CI/CD'],
    ['Amazon Web Services', 'AWS'],
    ['c#', 'C#'],
    ['C++', 'C++'],
    ['.NET', '.NET'],
    ['golang', 'Go'],
    ['Go', 'Go'],
    ['microservices', 'Microservices'],
    ['  • Docker. ', 'Docker'],
    ['A/B testing', 'A/B Testing'],
  ])('%s → %s', (alias, name) => {
    expect(m.canonical(alias)?.name).toBe(name);
  });

  it('keeps C, C++ and C# apart and returns null for unknown names and roles', () => {
    expect(m.canonical('C')?.name).toBe('C');
    expect(m.canonical('PM')).toBeNull();
    expect(m.canonical('Quantum Basket Weaving')).toBeNull();
    expect(m.canonical('')).toBeNull();
  });

  it('answers categories and aliases', () => {
    expect(m.categoryOf('k8s')).toBe('technical');
    expect(m.categoryOf('roadmapping')).toBe('product');
    expect(m.categoryOf('mentoring')).toBe('leadership');
    expect(m.categoryOf('HIPAA')).toBe('domain');
    expect(m.categoryOf('teamwork')).toBe('soft');
    expect(m.categoryOf('nonsense')).toBeNull();
    expect(m.aliasesOf('kubernetes')).toContain('k8s');
  });

  it('normalises names: canonical when known, tidied otherwise', () => {
    expect(m.normalizeSkillName('• reactjs,')).toBe('React');
    expect(m.normalizeSkillName('  - Temporal workflows; ')).toBe('Temporal workflows');
    expect(m.normalizeSkillName('stakeholder storytelling')).toBe('Stakeholder storytelling');
    expect(m.normalizeSkillName('PROJECT PLANNING ETL')).toBe('Project Planning ETL');
  });
});

describe('findInText', () => {
  it('matches whole words only and prefers the longest match', () => {
    expect(names('Deployed on Google Cloud Platform and Google Kubernetes Engine.')).toEqual(['Google Cloud', 'Google Kubernetes Engine']);
    expect(names('Javanese cooking, scalar types')).toEqual([]);
    expect(names('Built a Spring Boot service')).toEqual(['Spring Boot']);
    expect(names('Shipped React Native apps. React hooks everywhere')).toEqual(['React Native', 'React']);
  });

  it('does not read ordinary words as ambiguous skills', () => {
    expect(names('Own our go-to-market plan. Go above and beyond; we go fast.')).toEqual(['Go-to-Market Strategy']);
    expect(names('Excellent communication. You excel at writing.')).toEqual(['Communication']);
    expect(names('Present to the C-suite; lead R&D in the spring of 2024.')).toEqual([]);
    expect(names('Spring 2023 intern at a rust-coloured building; Swift delivery expected.')).toEqual([]);
    expect(names('We react to incidents. React to feedback quickly.')).toEqual([]);
    expect(names('Vitamin C and grade B')).toEqual([]);
    expect(names('Email hiring@acme.com or visit https://acme.com/react-jobs')).toEqual([]);
  });

  it('accepts ambiguous forms where they name a skill', () => {
    expect(names('Experience with Go and Kubernetes')).toEqual(['Go', 'Kubernetes']);
    expect(names('We write services in Go.')).toEqual(['Go']);
    expect(names('Python, R, SQL')).toEqual(['Python', 'R', 'SQL']);
    expect(names('Proficient in C/C++ and Rust')).toEqual(['C', 'C++', 'Rust']);
    expect(names('Advanced Excel and PowerPoint')).toEqual(['Microsoft Excel', 'PowerPoint']);
    expect(names('Languages: go, rust', true)).toEqual(['Go', 'Rust']);
    expect(names('Skills: Spring, Hibernate')).toEqual(['Spring', 'Hibernate']);
  });

  it('handles spelling variants and wrapped lines', () => {
    expect(names('NodeJS, node js and Node.js; k8s; e-commerce and ecommerce')).toEqual([
      'Node.js',
      'Node.js',
      'Node.js',
      'Kubernetes',
      'E-commerce',
      'E-commerce',
    ]);
    expect(names('Firebase, Google Cloud\nPlatform, Natural\nLanguage Processing')).toEqual([
      'Firebase',
      'Google Cloud',
      'Natural Language Processing',
    ]);
    expect(names('C# and .NET Core, F# too')).toEqual(['C#', '.NET', 'F#']);
  });

  it('reports offsets, the matched text and short evidence', () => {
    const text = `Summary\n${'Led a large migration of many systems. '.repeat(8)}Moved everything to Kubernetes (k8s) in 2021. ${'More prose here. '.repeat(10)}`;
    const [first, second] = m.findInText(text);
    expect(first?.name).toBe('Kubernetes');
    expect(text.slice(first?.index ?? 0, first?.end)).toBe('Kubernetes');
    expect(second?.matched).toBe('k8s');
    expect(first?.evidence).toBe('Moved everything to Kubernetes (k8s) in 2021.');
    const long = m.findInText(`${'word '.repeat(80)}Terraform ${'word '.repeat(80)}`)[0];
    expect(long?.evidence.length).toBeLessThanOrEqual(202);
    expect(long?.evidence).toContain('Terraform');
  });

  it('gives evidence that is verbatim text of the input', () => {
    const text = `Skills
•  Languages:	Go,  Python
${'Shipped features. '.repeat(20)}Ran Terraform  for ${'many teams '.repeat(30)}
`;
    const mentions = m.findInText(text);
    expect(mentions.map((x) => x.name)).toEqual(['Go', 'Python', 'Terraform']);
    for (const x of mentions) {
      expect(x.evidence).not.toBe('');
      expect(text).toContain(x.evidence);
      expect(x.evidence).toContain(x.matched);
    }
    expect(mentions[0]?.evidence).toBe('Languages:\tGo,  Python');
  });

  it('accepts a caller-provided list-line predicate', () => {
    const text = 'Tools\nGo\nRust';
    expect(m.findInText(text, { listContext: false }).map((x) => x.name)).toEqual([]);
    expect(m.findInText(text, { isListLine: (_l, i) => i > 0 }).map((x) => x.name)).toEqual(['Go', 'Rust']);
  });

  it('works with database rows that carry no matching rules', () => {
    const custom = createSkillMatcher([
      { name: 'Go', aliases: ['Golang'], category: 'general', industry_relevance: [] },
      { name: 'Temporal', aliases: [], category: 'technical', industry_relevance: [] },
    ]);
    expect(custom.findInText('go to the store; Go-to-market; built on Temporal with Golang').map((x) => x.name)).toEqual(['Temporal', 'Go']);
    expect(custom.categoryOf('go')).toBe('technical');
  });
});
