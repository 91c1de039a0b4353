import { filenameFromDisposition } from '../api/client';
import { computeAnalytics, focusText } from './analytics';
import type { Application, StoredAnalysisRecord } from '@tailor/contracts/browser';
import { applicationsToCsv, csvField } from './csv';
import { formatKb, initials, todayIso } from './format';
import { parseBold, resumeContentKind } from './resume-text';
import { extensionOf, precheckFile, precheckFiles } from './upload-checks';

describe('upload pre-checks', () => {
  it('accepts .docx, .txt and .pdf in any case', () => {
    expect(precheckFile({ name: 'cv.DOCX', size: 10 })).toBeNull();
    expect(precheckFile({ name: 'cv.txt', size: 10 })).toBeNull();
    expect(precheckFile({ name: 'cv.pdf', size: 10 })).toBeNull();
  });

  it('refuses other types with the spec message', () => {
    expect(precheckFile({ name: 'virus.exe', size: 10 })).toBe('Unsupported file type: .exe. Supported types: .docx, .txt, .pdf');
    expect(precheckFile({ name: 'README', size: 10 })).toBe('Unsupported file type: (none). Supported types: .docx, .txt, .pdf');
  });

  it('refuses files over 10 MB and empty files with the spec messages', () => {
    expect(precheckFile({ name: 'big.pdf', size: 10_485_760 })).toBeNull();
    expect(precheckFile({ name: 'big.pdf', size: 11 * 1024 * 1024 })).toBe('File size (11 MB) exceeds maximum allowed size (10 MB)');
    // 10.0136 MB: rounded up, as the server words it, so a size over the limit never reads as equal to it.
    expect(precheckFile({ name: 'big.pdf', size: 10_500_000 })).toBe('File size (10.02 MB) exceeds maximum allowed size (10 MB)');
    expect(precheckFile({ name: 'big.pdf', size: 10_485_761 })).toBe('File size (10.01 MB) exceeds maximum allowed size (10 MB)');
    expect(precheckFile({ name: 'empty.txt', size: 0 })).toBe('File is empty');
  });

  it('splits a batch into valid and invalid files', () => {
    const files = [
      { name: 'a.docx', size: 1 },
      { name: 'b.png', size: 1 },
      { name: 'c.txt', size: 0 },
    ];
    const { valid, invalid } = precheckFiles(files);
    expect(valid.map((f) => f.name)).toEqual(['a.docx']);
    expect(invalid.map((f) => [f.file.name, f.error])).toEqual([
      ['b.png', 'Unsupported file type: .png. Supported types: .docx, .txt, .pdf'],
      ['c.txt', 'File is empty'],
    ]);
    expect(extensionOf('archive.tar.GZ')).toBe('.gz');
  });
});

describe('formatting', () => {
  it('shows sizes in KB and initials for logos', () => {
    expect(formatKb(1536)).toBe('1.5 KB');
    expect(initials('Google')).toBe('GO');
    expect(initials('St. Mary Hospital')).toBe('SM');
    expect(initials('  ')).toBe('?');
    expect(todayIso(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe('resume text', () => {
  it('turns **bold** markers into runs without producing markup', () => {
    expect(parseBold('**Experience** at <b>Acme</b> **x**')).toEqual([
      { text: 'Experience', bold: true },
      { text: ' at <b>Acme</b> ', bold: false },
      { text: 'x', bold: true },
    ]);
  });

  it('names the viewer state of any content', () => {
    expect(resumeContentKind(null)).toBe('none');
    expect(resumeContentKind('  ')).toBe('empty');
    expect(resumeContentKind('Hello')).toBe('text');
    expect(resumeContentKind({ summary: '', experiences: [], skills: [], education: [] })).toBe('empty');
    expect(resumeContentKind({ summary: 'S', experiences: [] })).toBe('structured');
    expect(resumeContentKind({ foo: 1 })).toBe('unsupported');
    expect(resumeContentKind(42)).toBe('unsupported');
    expect(resumeContentKind(['a'])).toBe('unsupported');
  });
});

describe('downloads', () => {
  it('reads the file name from content-disposition', () => {
    expect(filenameFromDisposition('attachment; filename="Senior_Engineer_Resume.docx"', 'x')).toBe('Senior_Engineer_Resume.docx');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''R%C3%A9sum%C3%A9.docx", 'x')).toBe('Résumé.docx');
    expect(filenameFromDisposition('attachment; filename=plain.json', 'x')).toBe('plain.json');
    expect(filenameFromDisposition(null, 'fallback.docx')).toBe('fallback.docx');
  });
});

const app = (over: Partial<Application>): Application => ({
  id: 'a',
  user_id: 'u',
  company: 'Acme',
  companyData: null,
  role: 'Engineer',
  date: '2026-01-02',
  status: 'Applied',
  resumeVersion: '',
  keyEmphasis: [],
  matchScore: 0,
  feedback: '',
  created_at: '2026-01-02T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  ...over,
});

describe('CSV export', () => {
  it('quotes where needed and neutralises spreadsheet formulas', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    const csv = applicationsToCsv([app({ keyEmphasis: ['APIs', 'Kubernetes'], matchScore: 88, feedback: 'line1\nline2' })]);
    expect(csv.split('\r\n')[0]).toBe('Company,Role,Date,Status,Match Score,Resume Version,Key Emphasis,Industry,Location,Feedback');
    expect(csv).toContain('Acme,Engineer,2026-01-02,Applied,88,,APIs; Kubernetes,,,"line1\nline2"');
  });
});

const analysis = (gaps: Partial<Record<'Technical' | 'Soft', string[]>>, matchScore: number, must: string[] = []): StoredAnalysisRecord =>
  ({
    id: `an-${matchScore}`,
    match_score: matchScore,
    analysis_results: {
      matchScore,
      skillGaps: { Technical: [], Product: [], Leadership: [], Domain: [], Soft: [], ...gaps },
      improvementAreas: [],
      requirementMatches: must.map((requirement) => ({ requirement, kind: 'hard', importance: 'must', match: 'none', weight: 0, evidence: [] })),
    },
  }) as unknown as StoredAnalysisRecord;

describe('performance analytics', () => {
  it('is empty for a new user', () => {
    expect(computeAnalytics([], [])).toMatchObject({ isEmpty: true, totalApplications: 0, interviewRate: 0, avgMatchScore: 0 });
  });

  it('computes interview rate, average score and top elements from applications', () => {
    const a = computeAnalytics(
      [
        app({ status: 'Interview Scheduled', matchScore: 90, keyEmphasis: ['APIs', 'apis '] }),
        app({ status: 'Offer', matchScore: 80, keyEmphasis: ['APIs'] }),
        app({ status: 'Rejected', matchScore: 70, keyEmphasis: ['Leadership'] }),
        app({ status: 'Applied', matchScore: 60 }),
      ],
      [],
    );
    expect(a).toMatchObject({
      totalApplications: 4,
      sentApplications: 4,
      enoughForRates: true,
      interviews: 2,
      interviewRate: 50,
      avgMatchScore: 75,
      isEmpty: false,
    });
    expect(a.topElements).toEqual([
      { element: 'APIs', used: 2, successes: 2, successRate: 100 },
      { element: 'Leadership', used: 1, successes: 0, successRate: 0 },
    ]);
    expect(a.recommendations).toEqual([{ text: 'Focus on APIs', reason: 'It led to an interview in 2 of 2 applications' }]);
  });

  it('says there is too little data rather than a rate over resumes that were only generated or one sent application', () => {
    const a = computeAnalytics(
      [app({ status: 'Generated', keyEmphasis: ['APIs'] }), app({ status: 'Generated' }), app({ status: 'Rejected', keyEmphasis: ['APIs'] })],
      [],
    );
    expect(a).toMatchObject({ totalApplications: 3, sentApplications: 1, enoughForRates: false, interviewRate: 0 });
    // A generated, unsent resume is no evidence that an emphasis area fails to get interviews.
    expect(a.topElements).toEqual([{ element: 'APIs', used: 1, successes: 0, successRate: 0 }]);
  });

  it('ranks skill gaps of the analyses and recommends "Focus on ..."', () => {
    const a = computeAnalytics(
      [],
      [
        analysis({ Technical: ['SQL', 'Go'] }, 60, ['Go']),
        analysis({ Technical: ['SQL'], Soft: ['Negotiation'] }, 40),
        analysis({}, 50),
        analysis({}, 70),
      ],
    );
    expect(a.avgMatchScore).toBe(55);
    expect(a.skillPriorities.map((p) => [p.skill, p.priority, p.postings])).toEqual([
      ['SQL', 'High', 2],
      ['Go', 'High', 1],
      ['Negotiation', 'Medium', 1],
    ]);
    expect(a.skillPriorities[0]).toMatchObject({
      category: 'Technical',
      impact: 'Missing in 2 of 4 analysed job postings',
      estimatedTime: '4–8 weeks',
    });
    expect(a.recommendations.map((r) => r.text)).toEqual(['Focus on SQL', 'Focus on Go', 'Focus on Negotiation']);
    expect(focusText('Focus on x')).toBe('Focus on x');
  });
});
