import { jobs, withExperience } from './helpers';

describe('dates printed in a margin column', () => {
  test("a date cell's end word wrapped onto a line of its own, in lower case", () => {
    const section = [
      'Mar 2018 –',
      'present',
      'Shift Supervisor',
      'Brightwater Cold Storage A/S, Vejle',
      'Led the night shift.',
      '',
      '2012 –',
      'till date',
      'Forklift Driver',
      'Moorvale Foods, Kolding',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['Brightwater Cold Storage A/S', 'Shift Supervisor', 'Mar 2018 – Present'],
      ['Moorvale Foods', 'Forklift Driver', '2012 – Present'],
    ]);
  });

  test('an open range closed at the end of the next line', () => {
    const section = [
      'Backend Developer Jun 2021 -',
      'Hooli Media, Remote Present',
      '{ Built the ordering screens.',
      'Freelance Web Designer Feb 2019 -',
      'Moonbeam Pixels, Remote Jun 2021',
      '{ Redesigned client websites.',
      'Office Manager Sep 2016 -',
      'Globex Partners, Halifax, NS Jan 2019',
      '{ Ran the office.',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['Hooli Media', 'Backend Developer', 'Jun 2021 – Present'],
      ['Moonbeam Pixels', 'Freelance Web Designer', 'Feb 2019 – Jun 2021'],
      ['Globex Partners', 'Office Manager', 'Sep 2016 – Jan 2019'],
    ]);
  });

  test('a narrow margin wraps each range over two or three lines, before the text of each line', () => {
    const section = [
      'October Platform Engineer, Quillfeather, Boise, ID.',
      '2019–Present Quillfeather makes scheduling tools for dental clinics.',
      '{ I keep the booking service up and fast.',
      'May 2018– Web Developer (contract), Tidewater Labs, Eugene, OR.',
      'October Tidewater Labs builds maps for hiking clubs.',
      '2018 { I rebuilt the trail search pages.',
      'November Co-Founder, Sparrowlane, Reno, NV.',
      '2016–April Sparrowlane was a marketplace for second-hand bicycles.',
      '2018 { I built the first version of the shop.',
      '2014–March Support Engineer, Larkspur Systems, Fresno, CA.',
      '2016 Larkspur sold billing software to small hotels.',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['Quillfeather', 'Platform Engineer', 'Oct 2019 – Present'],
      ['Tidewater Labs', 'Web Developer', 'May 2018 – Oct 2018'],
      ['Sparrowlane', 'Co-Founder', 'Nov 2016 – Apr 2018'],
      ['Larkspur Systems', 'Support Engineer', '2014 – Mar 2016'],
    ]);
  });

  test('a description line that starts with a year is not taken into the range above it', () => {
    const section = ['Jan 2019 – Present Analyst, Globex, Dayton, OH', '2020 brought a move to the new data platform.'].join('\n');
    expect(jobs(withExperience(section))).toEqual([['Globex', 'Analyst', 'Jan 2019 – Present']]);
  });
  test("a date cell's start and end on lines of their own, without a dash or with it opening the end", () => {
    const section = [
      'Apr 2019',
      'Present',
      'Kiln Supervisor',
      'Brightwater Ceramics, Tarrow',
      'Ran the firing schedule.',
      '2016',
      '2019',
      'Glaze Technician',
      'Oakfern Pottery, Moorvale',
      'Mixed the glazes.',
      'Jan 2014',
      '– Mar 2016',
      'Kiln Loader',
      'Kelburn Tiles, Moorvale',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['Brightwater Ceramics', 'Kiln Supervisor', 'Apr 2019 – Present'],
      ['Oakfern Pottery', 'Glaze Technician', '2016 – 2019'],
      ['Kelburn Tiles', 'Kiln Loader', 'Jan 2014 – Mar 2016'],
    ]);
  });

  test('two dates in falling order on consecutive lines stay two dates', () => {
    const section = [
      'Kiln Supervisor, Brightwater Ceramics',
      '2021',
      'Glaze Technician, Oakfern Pottery',
      '2019',
      '2016',
      'Kiln Loader, Kelburn Tiles',
    ].join('\n');
    const periods = jobs(withExperience(section)).map(([, , period]) => period);
    expect(periods).not.toContain('2016 – 2019');
    expect(periods).not.toContain('2019 – 2016');
  });

  test("dates printed after each job's description belong to the job above them", () => {
    const section = [
      'Brightwater Ceramics',
      'Kiln Supervisor',
      'Ran the firing schedule.',
      'April 2019 to March 2021',
      'Oakfern Pottery',
      'Glaze Technician',
      'Mixed the glazes.',
      'January 2016 to March 2019',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['Brightwater Ceramics', 'Kiln Supervisor', 'Apr 2019 – Mar 2021'],
      ['Oakfern Pottery', 'Glaze Technician', 'Jan 2016 – Mar 2019'],
    ]);
  });
  test('a margin that prints the start beside the title and the end beside the employer, with no dash', () => {
    const section = [
      'Apr 2019\tKiln Supervisor',
      'Present\tBrightwater Ceramics, Tarrow',
      'Ran the firing schedule for six kilns.',
      'Jan 2016\tGlaze Technician',
      'Mar 2019\tOakfern Pottery, Moorvale',
      'Mixed the glazes for the stoneware line.',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['Brightwater Ceramics', 'Kiln Supervisor', 'Apr 2019 – Present'],
      ['Oakfern Pottery', 'Glaze Technician', 'Jan 2016 – Mar 2019'],
    ]);
  });
});
