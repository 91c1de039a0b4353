import { findDateRanges, formatRange, rangeYears, removeRanges } from '../dates';

const NOW = new Date('2025-06-01T00:00:00Z');

function one(text: string): { period: string; start: number; end: number } {
  const ranges = findDateRanges(text, NOW);
  expect(ranges).toHaveLength(1);
  const r = ranges[0]!;
  return { period: formatRange(r), ...rangeYears(r, NOW) };
}

describe('date ranges', () => {
  test.each([
    ['Mar 2019 – Present', 'Mar 2019 – Present', 2019, 2025],
    ['March 2019 - June 2021', 'Mar 2019 – Jun 2021', 2019, 2021],
    ['Sept. 2018 to Jan. 2020', 'Sep 2018 – Jan 2020', 2018, 2020],
    ['03/2019 - 12/2020', 'Mar 2019 – Dec 2020', 2019, 2020],
    ['3/2019 – 1/2020', 'Mar 2019 – Jan 2020', 2019, 2020],
    ['2019-03 to 2020-12', 'Mar 2019 – Dec 2020', 2019, 2020],
    ['2016–2019', '2016 – 2019', 2016, 2019],
    ['2016 - 2019', '2016 – 2019', 2016, 2019],
    ['Q1 2019 — Q3 2020', 'Q1 2019 – Q3 2020', 2019, 2020],
    ['Summer 2019 – Fall 2019', 'Summer 2019 – Fall 2019', 2019, 2019],
    ['Jan 2020 until now', 'Jan 2020 – Present', 2020, 2025],
    ['2018 – Current', '2018 – Present', 2018, 2025],
    ['2018 to date', '2018 – Present', 2018, 2025],
    ['June 2022 – Today', 'Jun 2022 – Present', 2022, 2025],
    ['2021 - ongoing', '2021 – Present', 2021, 2025],
    ["Jan '19 – Mar '21", 'Jan 2019 – Mar 2021', 2019, 2021],
    ['Mar-2019 – Apr-2020', 'Mar 2019 – Apr 2020', 2019, 2020],
    ['May-August 2014', 'May 2014 – Aug 2014', 2014, 2014],
    ['June - August 2017', 'Jun 2017 – Aug 2017', 2017, 2017],
    ['Jan 2019 \u2212 Present', 'Jan 2019 – Present', 2019, 2025],
    ['2016 - Till Now', '2016 – Present', 2016, 2025],
    ['since 2017', '2017 – Present', 2017, 2025],
    ['2015 –', '2015 – Present', 2015, 2025],
    ['2019', '2019', 2019, 2019],
    ['03/18 – 07/20', 'Mar 2018 – Jul 2020', 2018, 2020],
    ['3/16 – 1/19', 'Mar 2016 – Jan 2019', 2016, 2019],
    ['11/98 - 02/03', 'Nov 1998 – Feb 2003', 1998, 2003],
    ['09/21 to present', 'Sep 2021 – Present', 2021, 2025],
    ['September 2019 – present: Data Analyst', 'Sep 2019 – Present', 2019, 2025],
    ['2020 – Presnt', '2020 – Present', 2020, 2025],
    ['2021 - Preset: translator', '2021 – Present', 2021, 2025],
    ['Jan-19 to Mar-21', 'Jan 2019 – Mar 2021', 2019, 2021],
    ['Apr 14 – Jun 16', 'Apr 2014 – Jun 2016', 2014, 2016],
    ['Sep 22 - present', 'Sep 2022 – Present', 2022, 2025],
    ['2017-19', '2017 – 2019', 2017, 2019],
    ['2014/15', '2014 – 2015', 2014, 2015],
    ['2014/2016', '2014 – 2016', 2014, 2016],
    ['01-2015 – 03-2017', 'Jan 2015 – Mar 2017', 2015, 2017],
    ['7-2020 to present', 'Jul 2020 – Present', 2020, 2025],
    ['Jun 2014-2018', 'Jun 2014 – 2018', 2014, 2018],
    ['2009-10 – 2012-05', 'Oct 2009 – May 2012', 2009, 2012],
    ['2016 - still working', '2016 – Present', 2016, 2025],
    ['Mar 2019 to the present', 'Mar 2019 – Present', 2019, 2025],
    ['2010-10 / 2013-09', 'Oct 2010 – Sep 2013', 2010, 2013],
    ['2012/2013', '2012 – 2013', 2012, 2013],
    ['2016 October – 2019 May', 'Oct 2016 – May 2019', 2016, 2019],
    ['Mar 2016 – to current', 'Mar 2016 – Present', 2016, 2025],
    ['Mar 2016 – continuing', 'Mar 2016 – Present', 2016, 2025],
  ])('%s', (text, period, start, end) => {
    expect(one(text)).toEqual({ period, start, end });
  });

  test('finds the range at the end of a header line and cuts it out', () => {
    const line = 'Senior Engineer | Acme | Jan 2019 – Present';
    const ranges = findDateRanges(line, NOW);
    expect(ranges.map(formatRange)).toEqual(['Jan 2019 – Present']);
    expect(removeRanges(line, ranges).replace(/\s+/g, ' ')).toBe('Senior Engineer | Acme |');
  });

  test('a day before the month is part of the date, so cutting the range leaves no stray number', () => {
    const line = 'Stock Controller, 1 June 2009 – 31st August 2011';
    const ranges = findDateRanges(line, NOW);
    expect(ranges.map(formatRange)).toEqual(['Jun 2009 – Aug 2011']);
    expect(removeRanges(line, ranges).trim()).toBe('Stock Controller,');
  });

  test('numbers that are not years are ignored', () => {
    expect(findDateRanges('Served 50K requests/day for 3000 users', NOW)).toEqual([]);
    // Two-digit month and year are read only as a whole range: a lone one is a score or a ratio.
    expect(findDateRanges('Rated 09/10 by customers', NOW)).toEqual([]);
    expect(findDateRanges('Ended 07/20 - 03/18', NOW)).toEqual([]);
    expect(findDateRanges('Improved coverage from 40% to 85%', NOW)).toEqual([]);
    // A month with a two-digit number before a full year is a day; a hyphenated month-year only in a range.
    expect(findDateRanges('Conference, Jan 19 - Mar 21, 2020', NOW).map(formatRange)).toEqual(['Mar 2020']);
    expect(findDateRanges('Ref 555-01-2015', NOW).map(formatRange)).toEqual(['2015']);
    // An end before the start, or more than ten years on, is no shortened range.
    expect(findDateRanges('Batch 2019-11', NOW).map(formatRange)).toEqual(['Nov 2019']);
    expect(findDateRanges('Route 2001/2019', NOW)).toHaveLength(0);
    // A year before a hyphen and three digits (or four after a nought) heads a reference number.
    expect(findDateRanges('Invoice No. 2024-118', NOW)).toEqual([]);
    expect(findDateRanges('Order 2019-0042, shipped 2014 – 2018', NOW).map(formatRange)).toEqual(['2014 – 2018']);
    expect(findDateRanges('2014-2016', NOW).map(formatRange)).toEqual(['2014 – 2016']);
  });

  test('a lone "present" is not a date', () => {
    expect(findDateRanges('Present findings to the board', NOW)).toEqual([]);
  });
});

describe('a range whose dash the PDF lost', () => {
  test('two dated months with only a space between them are a range', () => {
    expect(one('09/2012 02/2015').period).toBe('Sep 2012 – Feb 2015');
    expect(one('Jan 2010   Aug 2012').period).toBe('Jan 2010 – Aug 2012');
  });

  test('two years make a range only where they open the line', () => {
    expect(one('2008 2012\tBSc Statistics').period).toBe('2008 – 2012');
    expect(findDateRanges('Office 2010 2013 and Visio', NOW)).toHaveLength(2);
  });

  test('an earlier second date, or one a lifetime later, is no range', () => {
    expect(findDateRanges('02/2015 09/2012', NOW)).toHaveLength(2);
    expect(findDateRanges('Jan 1960 Jan 2020', NOW)).toHaveLength(2);
  });
});

describe('labelled form dates', () => {
  test('"To Date:" labels the end date, it does not mean "until now"', () => {
    expect(one('Duration: From Date: 11 Feb 2006 To Date: 4 Mar 2010').period).toBe('Feb 2006 – Mar 2010');
    expect(one('From Date:14 Oct 2001 To Date: Present').period).toBe('Oct 2001 – Present');
  });

  test('"From:" and "To:" labels, or "Start:" and "End:", hold a closed range, not a start still open', () => {
    expect(one('From : March 2015   To : June 2019').period).toBe('Mar 2015 – Jun 2019');
    expect(one('From: 03/2015 To: 06/2019').period).toBe('Mar 2015 – Jun 2019');
    expect(one('From: 2015 To: 2019').period).toBe('2015 – 2019');
    expect(one('Start: March 2015 End: June 2019').period).toBe('Mar 2015 – Jun 2019');
    expect(one('From : Mar 2015 To : Till Date').period).toBe('Mar 2015 – Present');
  });

  test('"to date" without a label still closes an open range', () => {
    expect(one('2015 to date').period).toBe('2015 – Present');
  });
});

describe('open starts written in words', () => {
  test.each([
    ['w.e.f. 2018', '2018 – Present'],
    ['Kiln Technician (w.e.f. March 2019)', 'Mar 2019 – Present'],
    ['2019 - Cont.', '2019 – Present'],
    ['Jun 2020 – contd', 'Jun 2020 – Present'],
    ['2018 onwards', '2018 – Present'],
    ['(September 2017 onwards)', 'Sep 2017 – Present'],
    ['From: Jan 2019', 'Jan 2019 – Present'],
    ['Date of joining: 25 January 2017', 'Jan 2017 – Present'],
    ['Joining date from: March 3, 2016', 'Mar 2016 – Present'],
  ])('%s', (text, period) => {
    expect(one(text).period).toBe(period);
  });

  test('a year after "joined in" stays a single year', () => {
    expect(one('Joined in 2015').period).toBe('2015');
  });

  test('the cue must start a word right before the date, however long the line before it', () => {
    const long = `${'Built the billing service and its reports. '.repeat(40)}Since 2019 leads the platform team`;
    expect(findDateRanges(long, NOW).map(formatRange)).toEqual(['2019 – Present']);
    expect(findDateRanges(`${'x'.repeat(80)}since 2019`, NOW).map(formatRange)).toEqual(['2019']);
  });
});

describe('months and "present" in the languages of European CVs and LinkedIn exports', () => {
  test.each([
    ['janeiro de 2015 - o momento (10 anos)', 'Jan 2015 – Present'],
    ['15 de março de 2007 - 30 de agosto de 2007', 'Mar 2007 – Aug 2007'],
    ['setembro de 2011 - fevereiro de 2015', 'Sep 2011 – Feb 2015'],
    ['Januar 2012 - Heute', 'Jan 2012 – Present'],
    ['1. März 2008 - 31. Dezember 2008', 'Mar 2008 – Dec 2008'],
    ['janvier 2010 - aujourd’hui', 'Jan 2010 – Present'],
    ['juin 2016 - juil. 2018', 'Jun 2016 – Jul 2018'],
    ['févr. 2011 - déc. 2013', 'Feb 2011 – Dec 2013'],
    ['enero de 2009 - actualidad', 'Jan 2009 – Present'],
    ['settembre 2014 - giugno 2016', 'Sep 2014 – Jun 2016'],
    ['maart 2007 - heden', 'Mar 2007 – Present'],
    ['maj 2006 - nu', 'May 2006 – Present'],
    ['Depuis mars 2015', 'Mar 2015 – Present'],
    ['Desde março de 2015', 'Mar 2015 – Present'],
    ['Seit März 2015', 'Mar 2015 – Present'],
    ['2015 – en cours', '2015 – Present'],
    ['marzo 2015 - in corso', 'Mar 2015 – Present'],
    ['2012 - til dato', '2012 – Present'],
    ['de mars 2015 à juin 2018', 'Mar 2015 – Jun 2018'],
    ['von März 2015 bis Juni 2018', 'Mar 2015 – Jun 2018'],
    ['de março de 2015 a junho de 2018', 'Mar 2015 – Jun 2018'],
    ['desde 2010 hasta 2014', '2010 – 2014'],
  ])('%s', (text, period) => {
    expect(one(text).period).toBe(period);
  });

  test('a common word that shortens a month in another language is no month', () => {
    expect(findDateRanges('I set 2015 targets and went out 2016', NOW).map(formatRange)).toEqual(['2015', '2016']);
  });
});
