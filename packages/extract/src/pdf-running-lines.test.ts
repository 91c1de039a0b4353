import { withoutRunningLines } from './pdf-running-lines';

describe('withoutRunningLines', () => {
  const head = 'Curriculum Vitae\tAdrian Holt';
  const foot = (n: number): string => `Page ${n} / 3\tTemplate notice, 2002-2013`;

  it('keeps the first running head, drops its repeats, and drops every running foot', () => {
    const pages = [
      [head, 'Work experience', '2016 - present\tProfessor', foot(1)].join('\n'),
      [head, '- Supervised doctoral students', '2010 - 2016\tLecturer', foot(2)].join('\n'),
      [head, 'Education', '2006 - 2010\tPhD in Oceanography', foot(3)].join('\n'),
    ];
    expect(withoutRunningLines(pages)).toEqual([
      [head, 'Work experience', '2016 - present\tProfessor'].join('\n'),
      ['- Supervised doctoral students', '2010 - 2016\tLecturer'].join('\n'),
      ['Education', '2006 - 2010\tPhD in Oceanography'].join('\n'),
    ]);
  });

  it('drops bare page numbers at the edges, and keeps a foot that is the only contact line', () => {
    const contact = 'jo@example.com | +44 20 7946 0958';
    const pages = [
      ['Jo Marsh', 'Experience', 'Designer, Lumen Health', contact, '1'].join('\n'),
      ['- 2 -', 'Coral Apps, Designer', contact].join('\n'),
    ];
    expect(withoutRunningLines(pages)).toEqual([['Jo Marsh', 'Experience', 'Designer, Lumen Health', contact].join('\n'), 'Coral Apps, Designer']);
  });

  it('leaves lines that only look alike, a single page, and lines repeated on too few pages', () => {
    const marker = (n: number): string => `Project ${n} delivered for the regional office`;
    const numbered = [marker(1), marker(2), marker(3)].map((line, i) => `${line}\nBody of page ${i + 1}`);
    expect(withoutRunningLines(numbered)).toEqual(numbered);
    expect(withoutRunningLines([`${head}\nbody\n${head}`])).toEqual([`${head}\nbody\n${head}`]);
    const once = [`${head}\nfirst page`, 'second page\nbody two', 'third page\nbody three', `fourth page\n${head}`, 'fifth\nbody five'];
    expect(withoutRunningLines(once)).toEqual(once);
  });

  it('a running head first met on page 2 leaves the job it would cut: shown already, it goes; else it moves to the top', () => {
    const own = ['Personal information\tAdrian Holt', 'Work experience', '2016 - present\tProfessor'].join('\n');
    const later = (n: number): string => [head, `Employer ${n}, Tarrow`, `- Duty ${n}`].join('\n');
    expect(withoutRunningLines([own, later(2), later(3)])).toEqual([own, 'Employer 2, Tarrow\n- Duty 2', 'Employer 3, Tarrow\n- Duty 3']);
    const nameless = ['Work experience', '2016 - present\tProfessor'].join('\n');
    expect(withoutRunningLines([nameless, later(2), later(3)])).toEqual([
      `${head}\n${nameless}`,
      'Employer 2, Tarrow\n- Duty 2',
      'Employer 3, Tarrow\n- Duty 3',
    ]);
  });
});
