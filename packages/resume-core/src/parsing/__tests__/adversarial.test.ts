import { isContact, isContactLine } from '../contact';
import { parseResume } from '../parse-resume';
import { cleanSegment } from '../segments';
import { toLines } from '../text';

/**
 * Inputs built to make a backtracking regular expression try every start position against a long
 * run that never completes a match. Each was quadratic before its pattern was anchored to the
 * start of a run: at these sizes that took seconds; linear, it takes a millisecond or two. The
 * bounds are loose on purpose, far below the quadratic times.
 */
const FAST_MS = 400;

/**
 * CPU time, not wall time: while the whole suite runs, services and other test files share two
 * cores, and the time this process waits for one (seen at ten times the work itself) says nothing
 * about the pattern. A quadratic pattern costs its seconds of CPU all the same.
 */
function timed<T>(fn: () => T): { value: T; ms: number } {
  const started = process.cpuUsage();
  const value = fn();
  const used = process.cpuUsage(started);
  return { value, ms: (used.user + used.system) / 1000 };
}

describe('contact patterns stay linear on long runs', () => {
  it('e-mail: a long dotted word with an "@" but no domain', () => {
    const { value, ms } = timed(() => isContact(`${'a.'.repeat(25_000)}@`));
    expect(value).toBe(false);
    expect(ms).toBeLessThan(FAST_MS);
  });

  it('contact line: a 40,000-digit number (read as a phone number) is stripped in one pass', () => {
    const { ms } = timed(() => isContactLine('1'.repeat(40_000)));
    expect(ms).toBeLessThan(FAST_MS);
  });

  it('domain: a long hyphenated word before a dot', () => {
    const { value, ms } = timed(() => isContact(`${'A-'.repeat(25_000)}.x`));
    expect(value).toBe(false);
    expect(ms).toBeLessThan(FAST_MS);
  });

  it('still recognises real contact details', () => {
    expect(isContact('jane.doe+cv@example.com')).toBe(true);
    expect(isContact('see jane-doe.dev')).toBe(true);
    expect(isContact('portfolio: www.jane-doe.io/work')).toBe(true);
    expect(isContact('Senior Engineer at Acme')).toBe(false);
    expect(isContactLine('jane.doe@example.com | github.com/janedoe | +1 (555) 123-4567')).toBe(true);
    expect(isContactLine('Led the migration of forty services to Kubernetes, see example.com')).toBe(false);
  });
});

describe('reading lines stays linear', () => {
  it('a line of 50,000 spaces between two words, and spaces around a dotted leader', () => {
    const { ms } = timed(() => toLines(`Engineer${' '.repeat(50_000)}Globex\nEngineer${' '.repeat(25_000)}....${' '.repeat(25_000)}2019`));
    expect(ms).toBeLessThan(FAST_MS);
  });

  it('still reads the leader as a gap between fields', () => {
    expect(toLines('Kiln Engineer ........ 2015 – Present').map((line) => line.text)).toEqual(['Kiln Engineer\t2015 – Present']);
  });
});

describe('segment cleaning stays linear', () => {
  it('thousands of unclosed parentheses', () => {
    const { ms } = timed(() => cleanSegment(`${'('.repeat(30_000)} 2019`));
    expect(ms).toBeLessThan(FAST_MS);
  });

  it('still drops employment types and keeps the name', () => {
    expect(cleanSegment('Acme Corp (Full-time)')).toBe('Acme Corp');
    expect(cleanSegment('Globex (part time)')).toBe('Globex');
    expect(cleanSegment('Initech (Contract)')).toBe('Initech');
  });
});

/**
 * Whole documents at the extractor's text cap (50,000 characters), shaped like the worst of what
 * a broken PDF or a pasted dump produces. None may take long; the ingest worker's per-file budget
 * is the last resort, not the plan.
 */
describe('narrative sentences stay linear on long runs', () => {
  it('a sentence of 50,000 characters of capitalised words joined by "of", with no job in it', () => {
    const text = `Jordan Example\nExperience\nI worked ${'of Aaa '.repeat(7_000)}\nSkills\nExcel\n`;
    const { ms } = timed(() => {
      try {
        parseResume(text);
      } catch {
        // Refusing a document as "not a resume" is a fine answer; only the time matters here.
      }
    });
    expect(ms).toBeLessThan(FAST_MS);
  });

  it('an education line "I studied … at … at …" of 100,000 characters that never says it graduated', () => {
    const text = `Jordan Example\nExperience\nAnalyst, Globex Ltd, 2019 - 2021\nEducation\nI studied ${'x at '.repeat(20_000)}\nSkills\nExcel\n`;
    const { ms } = timed(() => parseResume(text));
    expect(ms).toBeLessThan(FAST_MS);
  });
});

describe('parseResume on adversarial documents', () => {
  const CAP = 50_000;
  const fill = (unit: string) => unit.repeat(Math.ceil((CAP - 200) / unit.length)).slice(0, CAP - 200);
  const lines = (unit: string, width = 40) => fill(`${unit.repeat(Math.ceil(width / unit.length))}\n`);
  const cases: Array<[string, string]> = [
    ['one 50k-character line of words', fill('word ')],
    ['one line of digits', fill('1')],
    ['a dotted word ending in "@"', `${fill('a.')}@`],
    ['thousands of date-like tokens', fill('Jan 2019 ')],
    ['a chained date range', fill('Jan 2019 - ')],
    ['repeated dashes, dots, spaces and commas', fill('-. ,')],
    ['long runs of capitalised words', fill('Alpha Beta ')],
    ['many bullets', fill('• Built services with Java and Python\n')],
    ['5,000 lines of one word', fill('Engineer\n')],
    ['tabs and pipes', fill('\t|\t| a |\t')],
    ['unclosed parentheses', fill('(')],
    ['hyphenated run before a dot', `${fill('A-')}.x`],
    ['lines of dashes', lines('–')],
    ['lines of capitalised words and brackets', lines('Ab )')],
    ['form labels alone on their lines', fill('Name and address of employer\n')],
    [
      'sidebar headings each over a run of dated jobs',
      fill('Tools\n\nGlobex | Engineer\nJan 2019 - Present | Team\n\nInitech | Analyst\nMar 2016 - Dec 2018 | Desk\n'),
    ],
    ['dated lines opening jobs, each followed by an undated name', fill('2019 - 2021\nGlobex Ltd, Main Street\n')],
    ['undated copies of one dated job', fill('Engineer\nGlobex -\nMay 2019 to Present\nWrote code.\n\n')],
    ['a dated title, then spaces and tabs in turn', `Engineer 2019 - 2020${fill(' \t')}Globex`],
  ];

  it.each(cases)('%s', (_, body) => {
    const text = `Jordan Example\n\nEXPERIENCE\nExample Labs | Engineer | 2019 - 2021\n${body}\n\nEDUCATION\nBSc, Sample University, 2015\n`;
    const { ms } = timed(() => {
      try {
        parseResume(text);
      } catch {
        // Refusing a document as "not a resume" is a fine answer; only the time matters here.
      }
    });
    expect(ms).toBeLessThan(3_000);
  });
});

/** Each of these took one to five seconds of CPU while a bracket or a school pattern was tried from every position. */
describe('skills and education sections stay linear on long lines', () => {
  const CAP = 50_000;
  const fill = (unit: string) => unit.repeat(Math.ceil(CAP / unit.length)).slice(0, CAP);
  it.each([
    ['a skills line of unclosed brackets', 'Skills', fill('(')],
    ['a skills line of commas', 'Skills', fill(', ')],
    ['an education line of capitalised degree words', 'Education', fill('B.Sc ')],
    ['a skills line of spaces and tabs in turn', 'Skills', `Python${fill(' \t')}Go`],
    ['an education line of spaces and semicolons in turn', 'Education', `BSc Chemistry${fill(' ;')}Kelburn University`],
  ])('%s', (_, heading, body) => {
    const { ms } = timed(() => {
      try {
        parseResume(`Jordan Example\n${heading}\n${body}\n`);
      } catch {
        // Refusing a document as "not a resume" is a fine answer; only the time matters here.
      }
    });
    expect(ms).toBeLessThan(FAST_MS);
  });

  it('thousands of short education lines that name neither a degree nor a school', () => {
    // Each line joined the same entry, and every line asked every part before it for a degree (about
    // 4 s of CPU at this size, 0.3 s once the entry keeps what it holds).
    const text = `Jordan Example\nEducation\n${'Aa Aa Aa Aa Aa Aa Aa Aa Aa Aa\n'.repeat(3_300)}`;
    const { ms } = timed(() => {
      try {
        parseResume(text);
      } catch {
        // Refusing a document as "not a resume" is a fine answer; only the time matters here.
      }
    });
    expect(ms).toBeLessThan(1_500);
  });

  it.each([
    // Each line was joined to the header line above it, which grew without end (13 s of CPU at this size).
    ['header lines that each end in "of"', `Experience\n${'Aa of\n'.repeat(8_300)}`],
    // Each line was joined to the list above it and the list's end found again on the whole of it (3.7 s).
    ['a skills list "wrapped" over thousands of lines', `Skills\nPython, Go\n${'java sql\n'.repeat(5_500)}`],
  ])('%s', (_, body) => {
    const { ms } = timed(() => {
      try {
        parseResume(`Jordan Example\n${body}`);
      } catch {
        // Refusing a document as "not a resume" is a fine answer; only the time matters here.
      }
    });
    expect(ms).toBeLessThan(1_500);
  });

  it('a comma inside brackets still belongs to the note, and a note still lists its examples', () => {
    const skills = parseResume('Jordan Example\nSkills\nSQL (MySQL, MongoDB), Git\n').skills.map((s) => s.name);
    expect(skills).toEqual(['SQL', 'MySQL', 'MongoDB', 'Git']);
    const school = parseResume('Jordan Example\nEducation\nBSc Chemistry, Kelburn College (Board of Education, Tarrow), 2011\n').education[0];
    expect(school?.school).toBe('Kelburn College (Board of Education, Tarrow)');
  });
});
