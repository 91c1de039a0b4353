import { JOB_DESCRIPTION_MAX_CHARS } from '@tailor/contracts';
import { analyzeJobDescription } from './analyze';
import { extractLocation } from './location';
import { extractSalary } from './salary';

/**
 * A posting is pasted text of any shape, up to the request's cap. Patterns that were tried from every
 * position against a run that never completes a match took seconds at four times that size; linear,
 * they take milliseconds. CPU time, not wall time: other test files share the machine's cores.
 */
const FAST_MS = 200;
const LONG = 4 * JOB_DESCRIPTION_MAX_CHARS;

function cpuMs(fn: () => unknown): number {
  const started = process.cpuUsage();
  fn();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

const fill = (unit: string): string => unit.repeat(Math.ceil(LONG / unit.length)).slice(0, LONG);

describe('posting patterns stay linear on long runs', () => {
  it('salary: a long run of three-digit groups with no range or currency', () => {
    expect(cpuMs(() => extractSalary(fill('555 ')))).toBeLessThan(FAST_MS);
  });

  it('location: one long word of capitals and dots with no comma after it', () => {
    expect(cpuMs(() => extractLocation(fill('Awww.')))).toBeLessThan(FAST_MS);
  });

  it('a posting of one line: a salary, then spaces and tabs in turn', () => {
    const posting = `Salary: 40,000${fill(' \t')} Globex\n\nBenefits\nPension\n`;
    analyzeJobDescription('Kiln Engineer\nRequirements\n- Python');
    expect(cpuMs(() => analyzeJobDescription(posting))).toBeLessThan(3 * FAST_MS);
  });

  it('still reads a salary range and a city as written', () => {
    expect(extractSalary('Salary: $120,000 - $150,000 per year')).toBe('$120,000 - $150,000 per year');
    expect(extractSalary('The base salary is €60,000 p.a. plus a bonus')).toBe('€60,000 p.a.');
    expect(extractLocation('Location: Austin, TX')).toBe('Austin, TX');
  });
});
