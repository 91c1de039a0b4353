import { canonicalizeSkillMentions } from '@tailor/resume-core';
import { SkillAliasTable, type SkillFormSource } from '../builtin/aliases/table';
import { HashingFeaturizer } from '../builtin/featurize';
import { BuiltinEmbeddingProvider } from '../builtin/provider';
import { Vocabulary } from '../builtin/vocabulary';

const builtin = new BuiltinEmbeddingProvider();
const plain = new BuiltinEmbeddingProvider({ normalizeAliases: null });

describe("built-in skill aliases (resume-core's skills database)", () => {
  it.each([
    ['Shipped JS and k8s; owned go-to-market; Golang services.', 'shipped javascript and kubernetes owned go to market strategy go services'],
    ['NodeJS, node js and Node.js; K8S', 'node js node js and node js kubernetes'],
    ['Deployed on Google Cloud Platform and Google Kubernetes Engine.', 'deployed on google cloud and google kubernetes engine'],
    ['Firebase, Google Cloud\nPlatform', 'firebase google cloud'],
    ['Postgres and Amazon Web Services', 'postgresql and aws'],
    ['Advanced Excel and PowerPoint', 'microsoft excel and powerpoint'],
    ['AI-powered search, ML-based ranking', 'artificial intelligence powered search machine learning based ranking'],
  ])('rewrites %j', (text, normal) => {
    expect(builtin.normalize(text)).toBe(normal);
  });

  it.each([
    ['a sentence end between two words', 'Shipped React. Native apps', 'shipped react native apps'],
    ['a case-sensitive form written otherwise', 'REST APIs; the rest of the team', 'rest apis the rest of the team'],
    ['an acronym that is also a unit', 'Poured 500 ml; built ML models', 'poured 500 ml built machine learning'],
    ['a context-only form with no skill beside it', 'Express delivery of parcels', 'express delivery of parcels'],
    ['a guarded form glued into a phrase', 'Present to the C-suite; lead R&D', 'present to the c suite lead r d'],
    ['a word-like form used as a verb', 'You excel at writing. Excel at things', 'you excel at writing excel at things'],
    ['e-mail addresses and links', 'Email k8s@acme.com or visit https://acme.com/k8s-jobs', 'email k8s acme com or visit https acme com k8s jobs'],
    ['a www. link but not what follows it', 'See www.k8s.io on K8s', 'see www k8s io on kubernetes'],
  ])('leaves %s alone', (_case, text, normal) => {
    expect(builtin.normalize(text)).toBe(normal);
  });

  it('accepts guarded forms on skill lists and beside other skills', () => {
    expect(builtin.normalize('Built on Node.js, Express and MongoDB')).toBe('built on node js express js and mongodb');
    expect(builtin.normalize('Languages: go, rust, node')).toBe('languages go rust node js');
    expect(builtin.normalize('Express | Koa | Hapi')).toBe('express js koa hapi');
  });

  it('reads offsets right after multi-byte and decomposed characters', () => {
    expect(builtin.normalize('Café owner — JS and TS • Express, Node')).toBe('cafe owner javascript and typescript express js node js');
    expect(builtin.normalize('Résumé: Node.js, Express')).toBe('resume node js express js');
  });

  // The same sentences as resume-core's matcher tests, where its rules are spelled out.
  it.each([
    'Own our go-to-market plan. Go above and beyond; we go fast.',
    'Excellent communication. You excel at writing.',
    'Spring 2023 intern at a rust-coloured building; Swift delivery expected.',
    'We react to incidents. React to feedback quickly.',
    'Vitamin C and grade B',
    'Experience with Go and Kubernetes',
    'Proficient in C/C++ and Rust',
    'Skills: Spring, Hibernate',
    'C# and .NET Core, F# too',
    'NodeJS, node js and Node.js; k8s; e-commerce and ecommerce',
    'Firebase, Google Cloud\nPlatform, Natural\nLanguage Processing',
    'Tools\nGo\nRust',
    'Microservices and APIs, RESTful services',
  ])('canonicalises %j as resume-core does', (text) => {
    expect(builtin.normalize(text)).toBe(plain.normalize(canonicalizeSkillMentions(text)));
  });

  it('guards every capitalised one-word form opening a sentence, where resume-core lists English words', () => {
    // resume-core rewrites this one ("Node" is not on its list of English words); the embedder does not.
    expect(builtin.normalize('Node-based tooling')).toBe('node based tooling');
    expect(builtin.normalize('Built Node-based tooling')).toBe('built node js based tooling');
  });

  it('embeds a text as its normal form without aliases', () => {
    const text = 'Senior engineer: JS, TS, K8s and Amazon Web Services; ran Spark jobs. Advanced Excel.';
    expect(builtin.embedSync([text])).toEqual(plain.embedSync([builtin.normalize(text)]));
  });
});

describe('SkillAliasTable rules', () => {
  const seeds: SkillFormSource[] = [
    { name: 'JavaScript', aliases: ['JS'], caseSensitive: ['JS'] },
    { name: 'Kubernetes', aliases: ['k8s'] },
    { name: 'Node.js', aliases: ['Node'], caseSensitive: ['Node'] },
    { name: 'Express.js', aliases: ['Express'], contextOnly: ['Express'] },
    { name: 'Microsoft Excel', aliases: ['Excel'], caseSensitive: ['Excel'] },
    { name: 'Spring', aliases: [], contextOnly: ['Spring'] },
    { name: 'Spring Boot', aliases: ['SpringBoot'] },
    { name: 'Microservice', aliases: [] },
    { name: 'Python', aliases: [] },
    { name: 'R', aliases: [] },
    { name: 'Kube Alias Clash', aliases: ['k8s'] },
  ];
  const labelled: string[] = [];
  const table = new SkillAliasTable(seeds, {
    labelledListLine: (line) => {
      labelled.push(line);
      return line.startsWith('Stack:');
    },
  });
  const featurizer = new HashingFeaturizer(64, undefined, { aliases: table, vocabulary: new Vocabulary() });
  const normal = (text: string): string => featurizer.normalize(text);

  it('matches loose forms in any case and spelling, longest first, earlier rows winning', () => {
    expect(normal('K8S, k8s')).toBe('kubernetes kubernetes');
    expect(normal('node.js, NODE JS, NodeJS')).toBe('node js node js node js');
    expect(normal('Spring Boot, springboot')).toBe('spring boot spring boot');
    expect(normal('microservices')).toBe('microservice');
  });

  it('matches case-sensitive forms only as written', () => {
    expect(normal('JS and js')).toBe('javascript and js');
    expect(normal('built a Node service on a node')).toBe('built a node js service on a node');
  });

  it('guards single letters and context-only forms: only beside a skill or on a list line', () => {
    expect(normal('Express checkout')).toBe('express checkout');
    expect(normal('Python, Express')).toBe('python express js');
    expect(normal('Express, R, Python')).toBe('express js r python');
    expect(normal('Express | Flask | Django')).toBe('express js flask django');
  });

  it('asks the labelled-line test for lines with a colon, and only when the answer matters', () => {
    labelled.length = 0;
    expect(normal('Stack: Express\nNote: Express')).toBe('stack express js note express');
    expect(labelled).toEqual(['Stack: Express', 'Note: Express']);
    labelled.length = 0;
    // "Spring" is its own canonical name: nothing to decide.
    expect(normal('Note: Spring')).toBe('note spring');
    expect(labelled).toEqual([]);
  });

  it('treats capitalised word forms opening a sentence, or followed by an ordinary word, as words', () => {
    expect(normal('Excel dashboards for sales.')).toBe('excel dashboards for sales');
    expect(normal('Built Excel dashboards.')).toBe('built microsoft excel dashboards');
    expect(normal('Built Excel to track sales.')).toBe('built excel to track sales');
    // Tech compounds keep the skill; other glued words do not.
    expect(normal('Built Excel-based models.')).toBe('built microsoft excel based models');
    expect(normal('Python, Express-driven APIs')).toBe('python express js driven apis');
    expect(normal('Python, Express-lane checkout')).toBe('python express lane checkout');
  });

  it('keeps canonical names when the vocabulary forgets the rest, and looks words up again', () => {
    const small = new Vocabulary({ maxWords: 8 });
    const forgetful = new HashingFeaturizer(64, undefined, { aliases: table, vocabulary: small });
    const text = 'Deployed k8s clusters and JS front ends for twelve different product teams';
    const before = forgetful.embed(text);
    for (let i = 0; i < 20; i++) forgetful.embed(`unrelated words number ${i} fill the vocabulary ${i * 7}`);
    expect(small.size).toBeLessThan(100);
    expect(forgetful.normalize(text)).toBe('deployed kubernetes clusters and javascript front ends for twelve different product teams');
    expect(forgetful.embed(text)).toEqual(before);
  });
});
