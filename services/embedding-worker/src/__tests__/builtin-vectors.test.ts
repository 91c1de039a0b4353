import { createHash } from 'node:crypto';
import { BUILTIN_MODEL_ID, BuiltinEmbeddingProvider, LEXICAL_MODEL_ID, LexicalEncoder } from '@tailor/embeddings';
import { canonicalizeSkillMentions } from '@tailor/resume-core';

/**
 * The vectors and terms this worker writes, as it builds its embedders: the built-in provider with
 * resume-core's skill canonicaliser. The digests were taken before the canonicalisation moved out
 * of the embeddings package (which had a matcher of its own), so stored collections stay valid.
 * If one breaks, the points written from now on would not meet the stored ones: bump
 * BUILTIN_MODEL_ID or LEXICAL_MODEL_ID (and re-index) rather than updating the digest.
 */
const SAMPLES: ReadonlyArray<readonly [text: string, vector: string, terms: string]> = [
  ["Python's ecosystem and the API's design; Kubernetes' scheduler; don't use JS's quirks", '14f61cae239dcb8b', '7d1cb63e492d0fd4'],
  ["Node.js's event loop, React’s hooks, TypeScript’s types, K8s’ pods, C++'s templates, C#'s LINQ", '0a7d74599720f047', '2625549873105da5'],
  ['Développeur JS à Paris, expérience en Kubernetes et Amazon Web Services', '9449d2a6e424a757', '36ad9d4458b1d9e3'],
  ['Ｊａｖａ and ＪＳ developer; ﬁnance systems; Node．js; ①② K8s', 'aeecdb6686b7461e', '714dc7bc68f0fa53'],
  ['Re\u0301sume\u0301 of a JS developer; Pytho\u0301n', '72265eb9bd00d485', 'ec5f5f8ac3dcb1e7'],
  ['Skills: Go, Rust, Node, Express, Spring, R, C, Excel, Swift', 'c1f3a34b45907907', '953ad40ab58db272'],
  ['Contact hiring@k8s.io or see https://github.com/js-team and www.node.js.org', 'c8eb59ada0f92047', '3352c92f35d70eb6'],
  ["rock 'n' roll, JS' scope, 'JS' quoted, ‘React’ quoted, “Node.js”", 'c5ca8f0c4f2ef146', 'f7a7bb4c533f5892'],
  ['APIs, REST APIs, Microservices, CI/CD, e-commerce, ecommerce, Machine Learning, ML, AI/ML', 'f134c9169f8d07a0', 'ffc93f4d553f7c13'],
  ['Led R&D; reported to the C-suite; Go-to-market; Spring 2023; Excel at writing', '7080586e4968b312', '7b052fcef3ae6fd9'],
  ['Worked with Ｐｙｔｈｏｎ… and JS… then TS—and K8s–Docker', '29b887b0972e290a', '21f3c9e58525cb48'],
  ['Oracle’s database, SQL Server’s agent, Power BI’s reports, Excel’s macros', '86144561fda477cb', '4d0a9cc6dc2a0b0c'],
];

const digest = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

describe("built-in vectors with resume-core's skill canonicaliser", () => {
  const provider = new BuiltinEmbeddingProvider({ dimensions: 1536, normalizeSkills: canonicalizeSkillMentions });
  const lexical = new LexicalEncoder(canonicalizeSkillMentions);

  it('are still those of the recorded model ids', () => {
    expect(BUILTIN_MODEL_ID).toBe('builtin-hash-v2');
    expect(LEXICAL_MODEL_ID).toBe('lexical-sparse-v1');
  });

  it.each(SAMPLES)('%j keeps its vector and terms', (text, vector, terms) => {
    expect(digest(provider.embedSync([text])[0])).toBe(vector);
    expect(digest(lexical.encode(text))).toBe(terms);
  });
});
