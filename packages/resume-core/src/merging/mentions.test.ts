import { findMentions, mentionsSkill } from './mentions';

const TEXTS = [
  'Rewrote the engine in C++ for speed and moved the UI to React',
  'Built APIs in JavaScript and Node.js; migrated services to .NET 8',
  'Owned the go-to-market plan; wrote services in Go and R',
  'Led A/B Testing of the CI/CD pipeline with GitHub Actions',
  'Trained models with scikit-learn and PyTorch on AWS',
  'Managed a team of 5 using JIRA, Jira Software and Atlassian Jira',
  'Used Java, not JavaScript, for the billing service',
  'Ran ML experiments; wrote SQL and NoSQL queries; c and C# too',
  '',
];
const NAMES = [
  'C++',
  'React',
  'JavaScript',
  'JS',
  'Node.js',
  '.NET',
  'Go',
  'R',
  'A/B Testing',
  'CI/CD',
  'GitHub Actions',
  'scikit-learn',
  'PyTorch',
  'AWS',
  'Jira',
  'Atlassian Jira',
  'Java',
  'ML',
  'SQL',
  'NoSQL',
  'C',
  'C#',
  '++',
  '  ',
  'Rust',
];

describe('findMentions', () => {
  it('answers exactly what mentionsSkill answers for every name and text', () => {
    const expected = NAMES.map((name) => TEXTS.flatMap((text, at) => (mentionsSkill(text, name) ? [at] : [])));
    expect(findMentions(TEXTS, NAMES)).toEqual(expected);
    // The direct path for few pairs gives the same answers.
    for (const [index, name] of NAMES.entries()) expect(findMentions(TEXTS.slice(0, 2), [name])).toEqual([expected[index]?.filter((at) => at < 2)]);
  });

  it('finds each name on several texts where it is a whole word only', () => {
    const [java, js, go] = findMentions(TEXTS, ['Java', 'JS', 'Go']);
    expect(java).toEqual([6]);
    expect(js).toEqual([]);
    expect(go).toEqual([2]);
  });
});
