import { EducationSchema, ParsedEducationSchema, type ParsedEducation } from '@tailor/contracts';
import { mergeEducation, type EducationSource } from './merge-education';

const edu = (input: Partial<ParsedEducation>): ParsedEducation => ParsedEducationSchema.parse(input);
const options = { userId: 'user-1', idFor: (key: string) => `id:${key}` };

const sources: EducationSource[] = [
  {
    resumeFileId: 'b',
    education: [edu({ degree: 'B.S. in Computer Science', school: 'University of Washington', year: '2015', confidence_score: 0.7 })],
  },
  {
    resumeFileId: 'a',
    education: [
      edu({ degree: 'Bachelor of Science, Computer Science', school: 'The University of Washington', year: '2011 – 2015', confidence_score: 0.9 }),
      edu({ degree: 'MBA', school: 'INSEAD', year: 'Expected 2027' }),
    ],
  },
  {
    resumeFileId: 'c',
    education: [edu({ degree: 'BSc', school: 'University of Washington' }), edu({ degree: 'B.S.', school: 'Washington University' })],
  },
];

describe('mergeEducation', () => {
  const merged = mergeEducation(sources, options);

  it('dedupes by normalised degree and school, keeping the latest year, best confidence and every file', () => {
    expect(merged.map((e) => [e.degree, e.school, e.year, e.confidence_score, e.extracted_from])).toEqual([
      ['MBA', 'INSEAD', 'Expected 2027', 0.5, ['a']],
      ['Bachelor of Science, Computer Science', 'The University of Washington', '2011 – 2015', 0.9, ['a', 'b', 'c']],
      ['B.S.', 'Washington University', 'Unknown Year', 0.5, ['c']],
    ]);
    for (const e of merged) expect(EducationSchema.parse(e)).toEqual(e);
  });

  it('does not depend on source order and keeps ids stable', () => {
    expect(mergeEducation([...sources].reverse(), options)).toEqual(merged);
    expect(new Set(merged.map((e) => e.id)).size).toBe(3);
    expect(merged[1]?.id).toBe('id:education|user-1|bachelor science computer science|university of washington');
  });
});
