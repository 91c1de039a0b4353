import { pageToText } from './pdf-layout';
import { repairLigatures } from './pdf';
import type { PdfTextItem } from './pdf-worker';

/** A text run of 10 pt Helvetica-ish glyphs, 5 pt per character. */
const run = (str: string, x: number, y: number, size = 10): PdfTextItem => ({ str, x, y, w: str.length * size * 0.5, size });

/** Paragraph lines of one column, `leading` apart. */
const column = (x: number, top: number, leading: number, lines: string[]): PdfTextItem[] => lines.map((line, i) => run(line, x, top + i * leading));

describe('pageToText', () => {
  it('joins runs of one baseline left to right, spacing them only where there is a gap', () => {
    const items = [run('World', 50, 100), run('Hel', 20, 100), run('lo', 35, 100.5), run('Next line', 20, 114)];
    expect(pageToText(items)).toBe('Hello World\nNext line');
  });

  it('parts runs of one row by a tab where the gap is wider than any word space', () => {
    // Tags laid side by side, and a date set flush right: 30 pt gaps at 10 pt.
    const items = [run('Budget Planning', 20, 100), run('Vendor Audits', 125, 100), run('Harbor Audit', 20, 114), run('2019 - 2023', 200, 114)];
    expect(pageToText(items)).toBe('Budget Planning\tVendor Audits\nHarbor Audit\t2019 - 2023');
    // A wide word space of justified text (8 pt at 10 pt) stays a space.
    expect(pageToText([run('Reconciled', 20, 100), run('ledgers', 78, 100)])).toBe('Reconciled ledgers');
  });

  it('keeps a word space where hidden text was left out of a sentence', () => {
    const items = [run('Certified Public Accountant,', 20, 100), run('licensed in Ohio', 260, 100)];
    expect(pageToText(items)).toBe('Certified Public Accountant,\tlicensed in Ohio');
    expect(pageToText(items, [{ x: 165, y: 100, w: 90, size: 10 }])).toBe('Certified Public Accountant, licensed in Ohio');
    // Hidden text on another line says nothing about this gap.
    expect(pageToText(items, [{ x: 165, y: 300, w: 90, size: 10 }])).toBe('Certified Public Accountant,\tlicensed in Ohio');
  });

  it('reads two independent columns one after the other, under a full-width header', () => {
    const left = ['Skills', 'TypeScript, Go', 'Languages', 'English, French', 'Interests', 'Chess and hiking'];
    const right = ['Experience', 'Acme Corporation', 'Staff Engineer', 'Led the payments team', 'Built the ledger', 'Globex', 'Engineer'];
    const items = [
      run('Jane Roe — Staff Engineer — jane@example.com — +1 555 0100 — Springfield', 20, 40),
      ...column(20, 80, 17, left),
      ...column(260, 84, 13, right),
    ];
    expect(pageToText(items).split('\n').filter(Boolean)).toEqual([items[0]?.str, ...left, ...right]);
  });

  const sidebar = ['Contact', 'jane@example.com', 'Top Skills', 'Auditing', 'Payroll'];
  const main = [
    'Jane Roe',
    'Senior Accountant at Harbor Audit',
    'Experience',
    'Harbor Audit LLP',
    'Senior Accountant',
    'March 2019 - Present (5 years)',
    'Led the year-end close for twelve clients and their auditors',
    'Northwind Traders',
    'Accountant',
    'June 2015 - March 2019 (3 years 9 months)',
    'Reconciled ledgers and prepared the quarterly statements',
    'Education',
    'Ohio State University, Bachelor of Science in Accounting',
  ];

  // Read before the main column, a left sidebar's last section ran on into the main column's name and
  // headline, which then read as one more school or skill.
  it('reads a narrow sidebar on the left as a column of its own, after the main column', () => {
    const items = [...column(20, 54, 18, sidebar).map((item) => ({ ...item, size: 10.5 })), ...column(220, 60, 15, main)];
    const lines = pageToText(items).split('\n').filter(Boolean);
    expect(lines).toEqual([...main, ...sidebar]);
  });

  it('reads a sidebar on the right after the main column', () => {
    const items = [...column(40, 60, 15, main), ...column(470, 54, 18, sidebar)];
    expect(pageToText(items).split('\n').filter(Boolean)).toEqual([...main, ...sidebar]);
  });

  it('finds the columns under a large header whose name and contact line cross the gutter', () => {
    const left = ['EDUCATION', 'Ohio State University', 'B.S. in Accounting', 'May 2015', 'SKILLS', 'Auditing', 'Payroll', 'IFRS', 'US GAAP'];
    const right = [
      'EXPERIENCE',
      'HARBOR AUDIT | SENIOR ACCOUNTANT',
      'March 2019 - Present | Columbus, OH',
      'Led the year-end close for twelve clients',
      'Trained two junior accountants',
      'NORTHWIND | ACCOUNTANT',
      'June 2015 - March 2019 | Dayton, OH',
      'Reconciled ledgers and payroll',
      'Prepared quarterly statements',
      'Built the fixed-asset register',
      ...['GLOBEX | JUNIOR ACCOUNTANT', 'May 2013 - June 2015 | Toledo, OH', 'Kept the accounts payable ledger', 'Filed the sales-tax returns'],
      ...['INITECH | AUDIT INTERN', 'June 2012 - May 2013 | Toledo, OH', 'Sampled invoices for the audit team', 'Wrote the inventory count memo'],
      ...['PROJECTS', 'Close checklist', 'A shared checklist for the month-end close', 'Payroll tests', 'Spreadsheet tests for payroll runs'],
    ];
    const items = [
      { ...run('Jane Roe', 100, 50, 30), w: 400 },
      run('jane@example.com | +1 555 0100 | linkedin.com/in/janeroe | Columbus, Ohio', 60, 80),
      run('Chartered accountant for audit, payroll and the year-end close of mid-size firms', 60, 94),
      ...column(40, 120, 14, left),
      ...column(220, 120, 13, right),
    ];
    expect(pageToText(items).split('\n').filter(Boolean)).toEqual([items[0]?.str, items[1]?.str, items[2]?.str, ...right, ...left]);
  });

  it('keeps section headings set in the left margin with their sections', () => {
    const items = [
      run('Experience', 20, 100),
      ...column(150, 100, 14, [
        'Harbor Audit LLP, Senior Accountant',
        'Led the year-end close for twelve clients',
        'Trained two junior accountants on payroll',
      ]),
      run('Education', 20, 170),
      ...column(150, 170, 14, ['Ohio State University', 'Bachelor of Science in Accounting, 2015']),
      run('Skills', 20, 226),
      ...column(150, 226, 14, ['Auditing, payroll, fixed assets, IFRS and US GAAP']),
    ];
    const lines = pageToText(items).split('\n').filter(Boolean);
    // A tab, as a Word table's cell would give: the heading and the line beside it are two cells.
    expect(lines[0]).toBe('Experience\tHarbor Audit LLP, Senior Accountant');
    expect(lines).toContain('Education\tOhio State University');
    expect(lines).toContain('Skills\tAuditing, payroll, fixed assets, IFRS and US GAAP');
  });

  it('keeps right-aligned dates on the row of their job instead of treating them as a column', () => {
    const items = [
      run('Acme Corporation — Staff Engineer', 20, 100),
      run('2019 – 2024', 480, 100),
      run('Led the payments platform team and its roadmap', 40, 114),
      run('Globex — Engineer', 20, 140),
      run('2015 – 2019', 480, 140),
      run('Built the ledger service for card payments', 40, 154),
      run('Initech — Intern', 20, 180),
      run('2014', 480, 180),
    ];
    expect(pageToText(items)).toBe(
      [
        'Acme Corporation — Staff Engineer\t2019 – 2024',
        'Led the payments platform team and its roadmap',
        'Globex — Engineer\t2015 – 2019',
        'Built the ledger service for card payments',
        'Initech — Intern\t2014',
      ].join('\n'),
    );
  });

  it('keeps dates printed in a left margin on the row of their entry, headings and all', () => {
    const items = [
      run('Experience', 20, 80, 12),
      run('2019 – present', 20, 100),
      ...column(130, 100, 14, ['Head of Operations', 'Nordlicht Freight GmbH, Hamburg', 'Ran three depots and their night shifts']),
      run('2014 – 2019', 20, 150),
      ...column(130, 150, 14, ['Operations Analyst', 'Kielbay Harbour AG, Kiel']),
      run('Education', 20, 200, 12),
      run('2010 – 2014', 20, 220),
      ...column(130, 220, 14, ['B.Sc. Business Administration', 'University of Westbrook']),
    ];
    const lines = pageToText(items).split('\n').filter(Boolean);
    expect(lines).toContain('2019 – present\tHead of Operations');
    expect(lines).toContain('2014 – 2019\tOperations Analyst');
    expect(lines).toContain('2010 – 2014\tB.Sc. Business Administration');
    // A sidebar with a dated course among its contact and skills lines is still a column of its own.
    const sidebar = column(20, 96, 11, ['jo@example.com', '555 0100', 'Figma', 'Prototyping', 'First aid 2019', 'User research']);
    const main = column(200, 100, 15, [
      'Senior Product Designer',
      'Lumen Health 2021 - 2024',
      'Led the redesign of the patient portal',
      'Product Designer',
    ]);
    expect(
      pageToText([...sidebar, ...main])
        .split('\n')
        .filter(Boolean)
        .slice(0, 6),
    ).toEqual(['jo@example.com', '555 0100', 'Figma', 'Prototyping', 'First aid 2019', 'User research']);
  });

  it("keeps a form's margin row by row when a date wraps in its cell and the labels sit beside their values", () => {
    const items = [
      run('WORK EXPERIENCE', 20, 80, 9),
      run('01/03/2016 -', 20, 100, 9),
      run('Present', 20, 110, 9),
      ...column(200, 100, 14, ['Kiln Technician', 'Brightwater Studio, Kelburn (United Kingdom)', '- Firing and maintaining six gas kilns']),
      run('01/09/2014 -', 20, 150, 9),
      run('28/02/2016', 20, 160, 9),
      ...column(200, 150, 14, ['Glaze Assistant', 'Tarrow Ceramics Ltd, Tarrow (United Kingdom)']),
      run('EDUCATION AND TRAINING', 20, 200, 9),
      run('10/2010 - 06/2014', 20, 220, 9),
      ...column(200, 220, 14, ['BSc Chemistry', 'Kelburn University, Kelburn (United Kingdom)']),
      run('PERSONAL SKILLS', 20, 260, 9),
      run('Mother tongue(s)', 20, 280, 9),
      run('English', 200, 280),
    ];
    const lines = pageToText(items).split('\n').filter(Boolean);
    expect(lines).toContain('01/03/2016 -\tKiln Technician');
    expect(lines).toContain('01/09/2014 -\tGlaze Assistant');
    expect(lines).toContain('10/2010 - 06/2014\tBSc Chemistry');
    expect(lines).toContain('Mother tongue(s)\tEnglish');
  });

  it("keeps a timeline's smaller dates, set beside the entry rather than on its baseline, with their entries", () => {
    const items = [
      run('Experience', 20, 80, 12),
      run('2019 – present', 20, 106, 8),
      ...column(130, 100, 14, ['Head of Operations', 'Nordlicht Freight GmbH, Hamburg', 'Ran three depots and their night shifts']),
      run('2014 – 2019', 20, 156, 8),
      ...column(130, 150, 14, ['Operations Analyst', 'Kielbay Harbour AG, Kiel', 'Planned the routes of forty trucks']),
    ];
    const lines = pageToText(items).split('\n').filter(Boolean);
    expect(lines.indexOf('2019 – present')).toBe(lines.indexOf('Head of Operations') + 1);
    expect(lines.indexOf('2014 – 2019')).toBe(lines.indexOf('Operations Analyst') + 1);
  });

  it("reads a layout table's list cell beside the main text as a column, though its lines share the rows", () => {
    const main = column(20, 100, 14, [
      'Experience',
      '2020 - 2024: Senior Accountant, Fairbridge Holdings',
      'Closed the books every month for four entities',
      'Prepared the files for the external audit',
      '2016 - 2020: Accounts Assistant, Tollgate Freight',
      'Posted supplier invoices and chased payments',
    ]);
    const list = column(400, 100, 14, ['Skills', 'IFRS', 'Payroll', 'SAP', 'Reconciliations']);
    const lines = pageToText([...main, ...list])
      .split('\n')
      .filter(Boolean);
    expect(lines).toContain('2020 - 2024: Senior Accountant, Fairbridge Holdings');
    expect(lines.slice(-5)).toEqual(['Skills', 'IFRS', 'Payroll', 'SAP', 'Reconciliations']);
    // Cells of a real table, short on both sides, still read row by row.
    const table = [...column(20, 100, 14, ['Python', 'SQL', 'Tableau', 'Excel']), ...column(200, 100, 14, ['Expert', 'Advanced', 'Good', 'Expert'])];
    expect(pageToText(table)).toBe('Python\tExpert\nSQL\tAdvanced\nTableau\tGood\nExcel\tExpert');
  });

  it('reads two columns set on one line grid as columns when a section heading faces a section heading', () => {
    const main = column(20, 100, 14, [
      'EXPERIENCE',
      'Kiln Supervisor',
      'Brightwater Ceramics, Tarrow',
      'Apr 2019 - Present',
      '- Ran the firing schedule for six kilns',
      'Glaze Technician',
      'Oakfern Pottery, Moorvale',
      'Jun 2016 - Mar 2019',
    ]);
    const side = column(400, 100, 14, [
      'SKILLS',
      'Kiln firing, glaze mixing',
      'Safety audits',
      'LANGUAGES',
      'English, Welsh',
      'EDUCATION',
      'BSc Ceramics',
      '2012 - 2016',
    ]);
    const lines = pageToText([...main, ...side])
      .split('\n')
      .filter(Boolean);
    expect(lines).toEqual([...main, ...side].map((item) => item.str));
    // A table whose column heads are set in capitals is still read row by row.
    const table = [
      ...column(20, 100, 14, ['DEGREE', 'BSc Ceramics', 'A-Levels']),
      ...column(200, 100, 14, ['INSTITUTION', 'Kelburn University', 'Moorvale Grammar School']),
      ...column(420, 100, 14, ['YEAR', '2016', '2012']),
    ];
    expect(pageToText(table)).toBe('DEGREE\tINSTITUTION\tYEAR\nBSc Ceramics\tKelburn University\t2016\nA-Levels\tMoorvale Grammar School\t2012');
  });

  it('joins a word hyphenated across a line break, and nothing else that ends in a hyphen', () => {
    const lines = [
      'Led the team devel-',
      'oping the ledger service,',
      'then the payments plat-',
      'form. Worked there 2014-',
      '2016 as a self-',
      'employed consultant for Acme-',
      'Corp and Globex -',
      'remote, detail-',
      'oriented, one-to-',
      'many, www.harbor-',
      'audit.com',
    ];
    expect(pageToText(column(20, 100, 12, lines)).split('\n')).toEqual([
      'Led the team developing',
      'the ledger service,',
      'then the payments platform.',
      'Worked there 2014-',
      '2016 as a self-employed',
      'consultant for Acme-',
      'Corp and Globex -',
      'remote, detail-oriented,',
      'one-to-many,',
      'www.harbor-',
      'audit.com',
    ]);
  });

  it('joins a fragment that is a whole line, and never across a paragraph break', () => {
    expect(pageToText(column(20, 100, 12, ['Responsible for recon-', 'ciliations', 'Next']))).toBe('Responsible for reconciliations\nNext');
    expect(pageToText([...column(20, 100, 12, ['One', 'Two', 'Three ends with care-']), run('taking the next paragraph', 20, 160)])).toBe(
      'One\nTwo\nThree ends with care-\n\ntaking the next paragraph',
    );
  });

  it('turns a clearly larger vertical step into a blank line', () => {
    const items = [...column(20, 100, 12, ['One', 'Two', 'Three']), run('Section', 20, 160)];
    expect(pageToText(items)).toBe('One\nTwo\nThree\n\nSection');
  });
});

it('stays fast and sane on hostile geometry', () => {
  const many = Array.from({ length: 20_000 }, (_, i) => run(`w${i}`, (i % 50) * 12, Math.floor(i / 50) * 12));
  const absurd = [run('huge', 0, 10), { ...run('far', 1e12, 10), w: 1e12 }, { ...run('nan', Number.NaN, 10) }, run('ok', 20, 30)];
  const started = Date.now();
  expect(pageToText(many).split('\n')).toHaveLength(400);
  expect(pageToText(absurd)).toBe('huge\tfar\nok');
  expect(Date.now() - started).toBeLessThan(2000);
});

describe('repairLigatures', () => {
  it('restores fi and fl where an exporter left NUL for the ligature glyph', () => {
    expect(repairLigatures('Pro\u0000les, Certi\u0000cations, StackOver\u0000ow, \u0000nance, in\u0000uence')).toBe(
      'Profiles, Certifications, StackOverflow, finance, influence',
    );
    expect(repairLigatures('keep \u0000 alone and 1\u00002')).toBe('keep \u0000 alone and 1\u00002');
  });
});
