import { htmlToLines } from './html-lines';

const table = (rows: string[][][]): string =>
  `<table>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell.map((p) => `<p>${p}</p>`).join('')}</td>`).join('')}</tr>`).join('')}</table>`;
const lines = (html: string): string[] => htmlToLines(html).split('\n');

describe('htmlToLines', () => {
  it('keeps each row of a records table on one line, cells tab-separated', () => {
    const html =
      '<h2>Education</h2>' +
      table([
        [['Degree'], ['School'], ['Year']],
        [['BSc Nursing'], ['Lakeside University'], ['2014']],
        [['Diploma in Office Administration'], ['Harbour College'], ['2010']],
      ]) +
      '<p>Skills</p>';
    expect(lines(html).filter((line) => line !== '')).toEqual([
      'Education',
      'Degree\tSchool\tYear',
      'BSc Nursing\tLakeside University\t2014',
      'Diploma in Office Administration\tHarbour College\t2010',
      'Skills',
    ]);
  });

  it('puts the dates of a dates-beside-description row on the first line of the entry, before or after it', () => {
    const html = table([
      [['2017 – 2024'], ['Office Manager, Brightsmile Dental', 'Ran scheduling for four dentists']],
      [['Front Desk Lead, Harbour Clinic', '<li>Answered forty calls a day</li>'], ['2012 – 2017']],
      [['2010 – 2012'], ['<li>Filed patient records</li>', '<li>Greeted visitors</li>']],
    ])
      .replace(/<p><li>/g, '<ul><li>')
      .replace(/<\/li><\/p>/g, '</li></ul>');
    expect(lines(html)).toEqual([
      '2017 – 2024\tOffice Manager, Brightsmile Dental',
      'Ran scheduling for four dentists',
      '',
      'Front Desk Lead, Harbour Clinic\t2012 – 2017',
      '• Answered forty calls a day',
      '',
      '2010 – 2012',
      '• Filed patient records',
      '• Greeted visitors',
      '',
      '',
    ]);
  });

  it('keeps the fields of a row on one line when its last cell is a description of several paragraphs', () => {
    const html = table([
      [['Period'], ['Employer'], ['Position'], ['Duties']],
      [['2019 – 2024'], ['Oakfern Ceramics'], ['Kiln Engineer'], ['Ran the firing schedule', 'Trained apprentices']],
      [['2016 – 2019'], ['Quillon Tiles'], ['Glaze Assistant'], ['<li>Mixed glazes</li>', '<li>Sorted seconds</li>']],
      [['2014 – 2016'], ['Brightwater Pottery'], ['Packer'], ['Packed orders']],
    ])
      .replace(/<p><li>/g, '<ul><li>')
      .replace(/<\/li><\/p>/g, '</li></ul>');
    expect(lines(html).filter((line) => line !== '')).toEqual([
      'Period\tEmployer\tPosition\tDuties',
      '2019 – 2024\tOakfern Ceramics\tKiln Engineer\tRan the firing schedule',
      'Trained apprentices',
      '2016 – 2019\tQuillon Tiles\tGlaze Assistant',
      '• Mixed glazes',
      '• Sorted seconds',
      '2014 – 2016\tBrightwater Pottery\tPacker\tPacked orders',
    ]);
  });

  it('keeps each entry of a table whose rows hold an employer cell beside the job together, the employer cell one line', () => {
    const html = table([
      [
        ['Oakfern Ceramics Ltd', 'Tarrow'],
        ['Senior Kiln Engineer', 'March 2015 – present', 'Ran the firing schedule'],
      ],
      [
        ['Brightwater Pottery', 'Kelburn'],
        ['Kiln Technician', 'September 2010 – February 2015'],
      ],
      [['Skills'], ['Glaze chemistry']],
    ]);
    expect(lines(html)).toEqual([
      'Oakfern Ceramics Ltd\tTarrow',
      'Senior Kiln Engineer',
      'March 2015 – present',
      'Ran the firing schedule',
      '',
      'Brightwater Pottery\tKelburn',
      'Kiln Technician',
      'September 2010 – February 2015',
      '',
      'Skills',
      '',
      'Glaze chemistry',
      '',
      '',
    ]);
  });

  it('keeps the cells of a single row of two columns apart: one such row is a page layout, not a list', () => {
    const html = table([
      [
        ['Jordan Vale', 'Kiln Engineer'],
        ['jordan@example.com', '+44 1234 567890'],
      ],
    ]);
    expect(lines(html).filter((line) => line !== '')).toEqual(['Jordan Vale', 'Kiln Engineer', 'jordan@example.com', '+44 1234 567890']);
    expect(htmlToLines(html)).toContain('Kiln Engineer\n\njordan@example.com');
  });

  it('keeps a short cell that is not a date on a line of its own (a name beside contact details)', () => {
    const html = table([[['Dana Whitfield'], ['dana@example.com', '+1 555 0100', 'Springfield']]]);
    expect(lines(html).filter((line) => line !== '')).toEqual(['Dana Whitfield', 'dana@example.com', '+1 555 0100', 'Springfield']);
  });

  it('keeps the columns of a page layout apart, each cell a block of its own', () => {
    const html = table([
      [
        ['Acme Payments', 'Staff Engineer'],
        ['Skills', 'TypeScript, PostgreSQL'],
      ],
      [['Globex Corporation'], ['Languages']],
    ]);
    expect(lines(html)).toEqual([
      'Acme Payments',
      'Staff Engineer',
      '',
      'Skills',
      'TypeScript, PostgreSQL',
      '',
      'Globex Corporation',
      '',
      'Languages',
      '',
      '',
    ]);
  });

  it('reads a table inside a cell, and text around tables, without losing any', () => {
    const inner = table([[['BSc Nursing'], ['2014']]]);
    const html = `<p>Before</p>${table([[['Education', inner]]])}<p>After &amp; more</p>`;
    expect(lines(html).filter((line) => line !== '')).toEqual(['Before', 'Education', 'BSc Nursing\t2014', 'After & more']);
  });
});
