import { companyKey } from './company';
import { CompanyNeighbours, couldBeSameEmployer } from './company-neighbours';
import { seededRandom } from '@tailor/testing';

// Employer names built from shared parts, so many pairs share words and letter pairs without being
// the same employer, plus the spellings the similarity rules exist for.
const STEMS = ['Stripe', 'Ledger', 'North', 'Blue', 'Harbor', 'Summit', 'Cedar', 'Atlas'];
const ENDINGS = ['line', 'ly', 'wind', 'stone', 'works', 'labs', ''];
const SUFFIXES = ['Inc.', 'Ltd', 'Group', 'Health', 'Systems', 'Payments', ''];
const SPECIAL = [
  'IBM',
  'International Business Machines',
  'Pay Pal',
  'PayPal, Inc.',
  'Acme',
  'Acme Technologies',
  'ACME (Remote)',
  'Procter & Gamble',
  'Procter and Gamble Co',
  'Microsft',
  'Microsoft',
  'X',
  'Y.',
  'Z Inc',
  'The Globex Corporation',
  'Globex',
  'Société Générale',
  'Societe Generale SA',
  '---',
  'Unknown Company',
];

function names(): string[] {
  const out = [...SPECIAL];
  const random = seededRandom(7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  for (let i = 0; i < 250; i++) out.push(`${pick(STEMS)}${pick(ENDINGS)} ${pick(SUFFIXES)}`.trim());
  return out;
}

describe('CompanyNeighbours', () => {
  it('finds exactly the pairs couldBeSameEmployer accepts, whatever order the names arrive in', () => {
    const list = names();
    const keys = list.map((name) => companyKey(name));
    const identity = (i: number) => keys[i]?.tokens.join(' ');
    for (const order of [list.map((_, i) => i), list.map((_, i) => list.length - 1 - i)]) {
      const graph = new CompanyNeighbours();
      const ids = new Map<number, number>();
      for (const i of order) ids.set(i, graph.idOf(keys[i] as ReturnType<typeof companyKey>));
      let pairs = 0;
      for (let a = 0; a < list.length; a++) {
        for (let b = 0; b < list.length; b++) {
          if (identity(a) === identity(b)) {
            expect(ids.get(a)).toBe(ids.get(b));
            continue;
          }
          const expected = couldBeSameEmployer(keys[a] as ReturnType<typeof companyKey>, keys[b] as ReturnType<typeof companyKey>);
          const found = graph.neighbours(ids.get(a) as number).includes(ids.get(b) as number);
          if (found !== expected) throw new Error(`${list[a]} / ${list[b]}: expected ${expected}`);
          if (expected) pairs++;
        }
      }
      // The corpus must exercise the rule, not just unrelated names.
      expect(pairs).toBeGreaterThan(50);
    }
  });

  it('links an acronym to the full name and one-letter names to each other', () => {
    const graph = new CompanyNeighbours();
    const ibm = graph.idOf(companyKey('IBM'));
    const full = graph.idOf(companyKey('International Business Machines'));
    const x = graph.idOf(companyKey('X'));
    const y = graph.idOf(companyKey('Y'));
    expect(graph.neighbours(full)).toContain(ibm);
    expect(graph.neighbours(x)).toContain(y);
    expect(graph.neighbours(ibm)).not.toContain(x);
  });
});
