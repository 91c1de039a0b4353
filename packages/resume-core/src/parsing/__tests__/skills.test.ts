import { createSkillMatcher } from '../../skills';
import { parseResume } from '../parse-resume';
import { NOW } from './helpers';

const names = (section: string, heading = 'Skills'): string[] =>
  parseResume(`Jane Roe\n\n${heading}\n${section}`, { now: NOW }).skills.map((s) => s.name);

describe('skills lists', () => {
  test.each([
    ['commas', 'Python, Go, Docker'],
    ['pipes', 'Python | Go | Docker'],
    ['semicolons', 'Python; Go; Docker'],
    ['slashes', 'Python / Go / Docker'],
    ['middle dots', 'Python · Go · Docker'],
    ['bullets', '• Python\n• Go\n• Docker'],
    ['a category prefix', 'Languages: Python, Go\nTools: Docker'],
    ['a dash label', 'Backend - Python, Go, Docker'],
    ['a group name on its own line', 'Web Technologies\nAdvanced\nPython, Go, Docker'],
  ])('%s', (_name, section) => {
    expect(names(section)).toEqual(['Python', 'Go', 'Docker']);
  });

  test.each(['Technical Skills', 'CORE COMPETENCIES', 'Key Skills:', 'Technologies', 'Tools'])('heading %s', (heading) => {
    expect(names('Python, Docker', heading)).toEqual(['Python', 'Docker']);
  });

  test('"and", examples in brackets and glued PDF columns are split into skills', () => {
    expect(names('Git and GitHub, SQL (MySQL, MongoDB), Angular (versions 2+)\nHTML5, Python React.js, Django')).toEqual(
      expect.arrayContaining(['Git', 'GitHub', 'SQL', 'MySQL', 'MongoDB', 'Angular', 'Python', 'React', 'Django']),
    );
  });

  test('the head row of a skills grid names groups, not skills', () => {
    expect(names('Web Frameworks\tCloud Tools\nAdvanced\tIntermediate\nDjango, Flask\tDocker, Terraform')).toEqual([
      'Django',
      'Flask',
      'Docker',
      'Terraform',
    ]);
  });

  test('CI/CD and UI/UX stay whole; React/Redux splits', () => {
    expect(names('CI/CD, UI/UX, React/Redux')).toEqual(expect.arrayContaining(['CI/CD', 'React', 'Redux']));
    expect(names('CI/CD, UI/UX, React/Redux')).not.toContain('CI');
  });

  test('a list wrapped across lines is joined', () => {
    expect(names('Product management, Agile, Project\nmanagement, SQL')).toEqual(
      expect.arrayContaining(['Product Management', 'Project Management', 'SQL']),
    );
  });

  test('a doubled colon after a label is no part of the first item', () => {
    expect(names('Query Layers:: Quillon, Tarrow Script')).toEqual(['Quillon', 'Tarrow Script']);
  });

  test('labelled groups on one line each lose their label; a level heading a note is no part of its item', () => {
    expect(names('Languages: Quillon Script, Tarrow | Cloud: Pebble Cloud | Tools: Kelburn Forms')).toEqual([
      'Quillon Script',
      'Tarrow',
      'Pebble Cloud',
      'Kelburn Forms',
    ]);
    expect(names('• Month-end close • Excel (advanced: pivot tables, VLOOKUP)')).toEqual([
      'Month-end close',
      'Microsoft Excel',
      'pivot tables',
      'VLOOKUP',
    ]);
  });

  test('dash-labelled groups parted by semicolons, durations after a dash and self-ratings in per cent', () => {
    expect(names('Query Layers - Quillon, Tarrow Script; Stores - Pebble Base, Kelburn DB')).toEqual([
      'Quillon',
      'Tarrow Script',
      'Pebble Base',
      'Kelburn DB',
    ]);
    expect(names('Quillon – 5 years; Tarrow Script – 3 years; Pebble Base – 1 year')).toEqual(['Quillon', 'Tarrow Script', 'Pebble Base']);
    expect(names('Quillon 90%\nTarrow Script 80%\nPebble Base (60%)')).toEqual(['Quillon', 'Tarrow Script', 'Pebble Base']);
  });

  test('a leading dot before a letter is part of the name', () => {
    expect(names('.NET Core 3.1, C#')).toEqual(['.NET', 'C#']);
    expect(names('. Quillon, Tarrow')).toEqual(['Quillon', 'Tarrow']);
  });

  test('links and mail addresses under a skills heading are no skills', () => {
    expect(names('Quillon, Tarrow Script\nhttp://github.com/rcalder\nwww.kelburn.example/rcalder, Pebble Forms\nhttp://rcalder@example.com')).toEqual(
      ['Quillon', 'Tarrow Script', 'Pebble Forms'],
    );
  });

  test('a list split inside its brackets keeps the names on each side of a stray bracket; a trailing slash goes', () => {
    expect(
      names(
        'Quillon Desk {2019, 2021, Tarrow Forms}\nScripting (Pebble Shell,\nKelburn Script), Moorvale Ledger/\nPebble Sheets, Brightwater CAD (Less than\n1 year), Tarrow Scan (3 years)',
      ),
    ).toEqual([
      'Quillon Desk',
      'Tarrow Forms',
      'Scripting',
      'Pebble Shell',
      'Kelburn Script',
      'Moorvale Ledger',
      'Pebble Sheets',
      'Brightwater CAD',
      'Tarrow Scan',
    ]);
  });

  test('unknown items are kept as written with a lower confidence; known ones take the database name', () => {
    const skills = parseResume('X\n\nSkills\nKubernetes, Frobnicator Pro', { now: NOW }).skills;
    expect(skills.map((s) => [s.name, s.confidence_score])).toEqual([
      ['Kubernetes', 0.9],
      ['Frobnicator Pro', 0.7],
    ]);
  });

  test('a heading inside the list over known skills is a group name, not a new section', () => {
    expect(names('Languages\nJava, Kotlin, Go\nCloud\nAWS Lambda, Terraform')).toEqual(expect.arrayContaining(['Java', 'Kotlin', 'Go', 'Terraform']));
  });
});

describe('skills lists hold names, not sentences', () => {
  test('clause-like items are not skills; versioned names are', () => {
    const got = names('Python 3, ISO 9001, reconciled 10 vendor invoices, Frobnicator Pro, worked with the finance team');
    expect(got).toEqual(['Python', 'ISO 9001', 'Frobnicator Pro']);
  });

  test('a long run of prose after the heading ends the list; only a later line of items reopens it', () => {
    const appendix = Array.from({ length: 200 }, (_, i) =>
      i % 3 === 0 ? `Reconciled ${i + 2} vendor invoices` : `Matched ${i} purchase orders against receipts for the regional finance team.`,
    );
    const got = names(['Python, SQL, Tableau', ...appendix, 'Quarterly Vendor Summary', 'Frobnicator Pro, Quuxware'].join('\n'));
    expect(got).toEqual(['Python', 'SQL', 'Tableau', 'Frobnicator Pro', 'Quuxware']);
  });

  test('a single sentence inside the list still names the known skills it mentions', () => {
    expect(names('Python, Frobnicator Pro\nAnalysed churn for the sales team using SQL and Tableau every week.')).toEqual([
      'Python',
      'Frobnicator Pro',
      'SQL',
      'Tableau',
    ]);
  });
});

describe('skills in achievements', () => {
  const text = [
    'Jane Roe',
    '',
    'Experience',
    'Backend Engineer at Acme Corp, 2019 – 2022',
    '• Built REST APIs in Python and FastAPI serving 50K requests/day',
    '• Tools: Docker, Kubernetes',
  ].join('\n');

  test('attach to the job and to the global list with the achievement as evidence', () => {
    const parsed = parseResume(text, { now: NOW });
    const job = parsed.experiences[0];
    expect(job?.skills).toEqual(expect.arrayContaining(['Python', 'FastAPI', 'Docker', 'Kubernetes']));
    expect(job?.achievements).toEqual(['Built REST APIs in Python and FastAPI serving 50K requests/day']);
    const python = parsed.skills.find((s) => s.name === 'Python');
    expect(python?.evidence).toBe('Built REST APIs in Python and FastAPI serving 50K requests/day');
    expect(job?.skills_with_evidence.find((s) => s.skill === 'FastAPI')?.evidence).toContain('FastAPI');
  });

  test.each(['Environment', 'Technologies', 'Software Used', 'Tech Stack', 'Tools & Technologies'])(
    '"%s:" lines under a job are that job\'s skills evidence, not achievements',
    (label) => {
      const parsed = parseResume(
        [
          'Jane Roe',
          '',
          'Experience',
          'Data Analyst at Acme Corp, 2019 – 2022',
          '• Cut reporting time by 30%',
          `• ${label}: Tableau, Snowflake, Quuxware`,
        ].join('\n'),
        { now: NOW },
      );
      const job = parsed.experiences[0];
      expect(job?.achievements).toEqual(['Cut reporting time by 30%']);
      expect(job?.skills).toEqual(['Tableau', 'Snowflake', 'Quuxware']);
      expect(job?.skills_with_evidence.map((e) => e.evidence)).toEqual(Array(3).fill(`${label}: Tableau, Snowflake, Quuxware`));
    },
  );

  test('a tools line wrapped onto the last achievement is split off', () => {
    const parsed = parseResume(
      ['Jane Roe', '', 'Experience', 'Data Analyst at Acme Corp, 2019 – 2022', '• Cut reporting time by 30%', 'Environment: Tableau, Snowflake'].join(
        '\n',
      ),
      { now: NOW },
    );
    expect(parsed.experiences[0]?.achievements).toEqual(['Cut reporting time by 30%']);
    expect(parsed.experiences[0]?.skills).toEqual(['Tableau', 'Snowflake']);
  });

  test('a custom matcher decides what counts as a skill', () => {
    const matcher = createSkillMatcher([{ name: 'FastAPI', aliases: [], category: 'technical', industry_relevance: [] }]);
    const parsed = parseResume(text, { now: NOW, matcher });
    expect(parsed.experiences[0]?.skills).toContain('FastAPI');
    expect(parsed.experiences[0]?.skills).not.toContain('Python');
  });
});

describe('skill lists outside a skills heading', () => {
  const withAdditional = (block: string, heading = 'ADDITIONAL INFORMATION'): string[] =>
    parseResume(`Jane Roe\n\nWORK EXPERIENCE\nClerk\nBrightwater Stores -\nMay 2019 to Present\n\n${heading}\n${block}`, { now: NOW }).skills.map(
      (s) => s.name,
    );

  test('labelled rows of known skills under additional information are read', () => {
    const skills = withAdditional('Databases: PostgreSQL, Redis\nLanguages: C, C++\nReporting: Power BI');
    expect(skills).toEqual(expect.arrayContaining(['PostgreSQL', 'Redis', 'C', 'C++', 'Power BI']));
  });

  test('only known names are claimed there, never the unknown items or the prose', () => {
    const skills = withAdditional('Tooling: Quillnet, Python\nI enjoy hiking and worked with Flarebox on weekends.');
    expect(skills).toContain('Python');
    expect(skills).not.toContain('Quillnet');
    expect(skills).not.toContain('Flarebox');
  });

  test('a group name printed before its items without a colon', () => {
    const skills = withAdditional('Database PostgreSQL and Redis\nOperating Systems Linux and Windows');
    expect(skills).toEqual(expect.arrayContaining(['PostgreSQL', 'Redis', 'Linux', 'Windows']));
  });

  test('a list under a personal heading (references, hobbies) is not read as skills', () => {
    expect(withAdditional('Python, Java, Docker', 'HOBBIES')).not.toContain('Docker');
  });

  test('"Skill Set" opens a skills section', () => {
    expect(names('Python, Docker', 'TECHNICAL SKILL SET')).toEqual(['Python', 'Docker']);
  });

  test('testing suites and office tools by their older names', () => {
    expect(names('Testing Tools: Q.T.P, Load Runner 9.5, Win Runner\nMeetings: Webex, Smartsheet')).toEqual(
      expect.arrayContaining(['UFT', 'LoadRunner', 'WinRunner', 'Webex', 'Smartsheet']),
    );
  });
});

describe('skills rows of a form', () => {
  test('a label cell beside a list or a kind of skill is a label; a single letter is no skill', () => {
    expect(names('Digital competence\tMicrosoft Excel, LabVIEW\nDriving licence\tB\nJob-related skills\tSoldering')).toEqual([
      'Microsoft Excel',
      'LabVIEW',
      'Soldering',
    ]);
  });

  test('a row of two single names stays two skills', () => {
    expect(names('Python\tDocker')).toEqual(['Python', 'Docker']);
  });
});

describe('a label column that left only a space before its list', () => {
  test('"Software Excel, LabVIEW" is the label and two skills', () => {
    expect(names('Software Excel, LabVIEW\nLanguages Python, Go')).toEqual(['Microsoft Excel', 'LabVIEW', 'Python', 'Go']);
  });

  test('a known skill that starts with such a word stays whole', () => {
    expect(names('Software Testing, Selenium')).toEqual(expect.arrayContaining(['Software Testing', 'Selenium']));
  });
});
