import { asBullet, docxFileName, educationLine, groupSkills, printableExperiences } from '../text';

describe('asBullet', () => {
  it.each([
    ['Shipped the app', 'Shipped the app.'],
    ['Shipped the app.', 'Shipped the app.'],
    ['Grew revenue 3x!', 'Grew revenue 3x!'],
    ['Why not?', 'Why not?'],
    ['And more…', 'And more…'],
    ['Said "ship it."', 'Said "ship it."'],
    ['Led the migration (Kubernetes)', 'Led the migration (Kubernetes).'],
    ['Trailing separators ;', 'Trailing separators.'],
    ['  •  Typed bullet   with  spaces ', 'Typed bullet with spaces.'],
    ['- dashed', 'dashed.'],
    ['   ', ''],
  ])('%j → %j', (input, expected) => expect(asBullet(input)).toBe(expected));
});

describe('docxFileName', () => {
  it('names the file after the target role with safe characters only', () => {
    expect(docxFileName('Senior Backend Engineer')).toBe('Senior_Backend_Engineer_Resume.docx');
    expect(docxFileName('PM / "Growth" <Lead>')).toBe('PM_Growth_Lead_Resume.docx');
    expect(docxFileName('../../etc/passwd')).not.toMatch(/[/\\]/);
  });
  it("defaults to 'Product_Manager'", () => {
    expect(docxFileName(null)).toBe('Product_Manager_Resume.docx');
    expect(docxFileName('   ')).toBe('Product_Manager_Resume.docx');
    expect(docxFileName('???')).toBe('Product_Manager_Resume.docx');
  });
});

describe('printableExperiences', () => {
  it('drops entries without a company or role, including the parser placeholders', () => {
    const e = (company: string, role: string) => ({ company, role, period: 'Recent', achievements: [] });
    expect(
      printableExperiences([e('A', 'R'), e('', 'R'), e('B', ' '), e('Unknown Company', 'R'), e('C', 'Unknown Role')]).map((x) => x.company),
    ).toEqual(['A']);
  });
});

describe('educationLine', () => {
  it('leaves out unknown parts and whole unknown entries', () => {
    expect(educationLine({ degree: 'MBA', school: 'Unknown School', year: '2020' })).toBe('MBA — 2020');
    expect(educationLine({ degree: 'Unknown Degree', school: 'Tech U', year: 'Unknown Year' })).toBe('Tech U');
    expect(educationLine({ degree: 'Unknown Degree', school: 'Unknown School', year: '2020' })).toBeNull();
  });
});

describe('groupSkills', () => {
  it('keeps the spec order, drops empty groups and duplicates', () => {
    const cat = (s: string) => ({ Go: 'technical', Roadmaps: 'product' })[s] ?? null;
    expect(groupSkills(['Go', 'Empathy', 'Roadmaps', 'go', ' '], cat)).toEqual([
      ['Product Management', ['Roadmaps']],
      ['Technical', ['Go']],
      ['Additional', ['Empathy']],
    ]);
  });
});
