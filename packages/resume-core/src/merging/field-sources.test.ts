import { EducationSchema, ExperienceSchema, ParsedEducationSchema } from '@tailor/contracts';
import { applyEducationDecisions } from '../profile/corrections';
import { exp, OPTIONS } from './__tests__/fixtures';
import { mergeEducation } from './merge-education';
import { mergeExperiences, type ExperienceSource } from './merge-experiences';

const line = (n: number, text: string) => ({ line: n, text });

// One job in two resumes: the newer one gives a later title and an end date.
const older: ExperienceSource = {
  resumeFileId: 'file-old',
  createdAt: '2025-01-01T00:00:00.000Z',
  experiences: [
    exp({
      company: 'Pelican Freight Ltd',
      role: 'Dispatcher',
      period: 'Feb 2019 – Present',
      start_year: 2019,
      sources: { company: line(4, 'Pelican Freight Ltd, Harbour Town'), role: line(3, 'Dispatcher'), period: line(5, 'Feb 2019 – Present') },
    }),
  ],
};
const newer: ExperienceSource = {
  resumeFileId: 'file-new',
  createdAt: '2026-01-01T00:00:00.000Z',
  experiences: [
    exp({
      company: 'Pelican Freight Ltd',
      role: 'Senior Dispatcher',
      period: 'Feb 2019 – Oct 2025',
      start_year: 2019,
      end_year: 2025,
      sources: { role: line(10, 'Senior Dispatcher — Pelican Freight Ltd'), period: line(11, 'Feb 2019 – Oct 2025') },
    }),
  ],
};

describe('where a merged record was read', () => {
  const [merged] = mergeExperiences([older, newer], OPTIONS);

  it('credits each shown value to the line of a resume that states exactly that value, the newest first', () => {
    expect(merged).toMatchObject({ role: 'Senior Dispatcher', period: 'Feb 2019 – Oct 2025', company: 'Pelican Freight Ltd' });
    expect(merged?.sources).toEqual({
      role: { file_id: 'file-new', line: 10, text: 'Senior Dispatcher — Pelican Freight Ltd' },
      period: { file_id: 'file-new', line: 11, text: 'Feb 2019 – Oct 2025' },
      // The newer resume recorded no line for its employer; the older one's line says the same name.
      company: { file_id: 'file-old', line: 4, text: 'Pelican Freight Ltd, Harbour Town' },
    });
    expect(ExperienceSchema.parse(merged)).toEqual(merged);
  });

  it('does not depend on the order the resumes arrive in', () => {
    expect(mergeExperiences([newer, older], OPTIONS)[0]?.sources).toEqual(merged?.sources);
  });

  it('names no line for a value no resume recorded one for', () => {
    const bare = { ...newer, experiences: newer.experiences.map(({ sources: _none, ...rest }) => exp(rest)) };
    const [only] = mergeExperiences([bare], OPTIONS);
    expect(only?.sources).toBeUndefined();
  });

  it('drops the source of a field the person corrected and keeps the others', () => {
    const members = merged?.members ?? [];
    const decisions = [{ kind: 'edit' as const, members, fields: { role: 'Lead Dispatcher' }, at: OPTIONS.now }];
    const [edited] = mergeExperiences([older, newer], { ...OPTIONS, decisions });
    expect(edited?.role).toBe('Lead Dispatcher');
    expect(edited?.corrected).toEqual(['role']);
    expect(edited?.sources?.role).toBeUndefined();
    expect(edited?.sources?.period).toEqual(merged?.sources?.period);
  });

  it('gives merged education the line of each field, and drops a corrected one', () => {
    const edu = (input: object) => ParsedEducationSchema.parse(input);
    const [entry] = mergeEducation(
      [
        {
          resumeFileId: 'b',
          education: [edu({ degree: 'BSc Marine Logistics', school: 'Northgate College', sources: { school: line(20, 'Northgate College') } })],
        },
        {
          resumeFileId: 'a',
          education: [
            edu({
              degree: 'BSc Marine Logistics',
              school: 'Northgate College',
              year: '2016',
              sources: { degree: line(7, 'BSc Marine Logistics, 2016'), year: line(7, 'BSc Marine Logistics, 2016') },
            }),
          ],
        },
      ],
      { userId: 'user-1', idFor: (key) => key },
    );
    expect(entry?.sources).toEqual({
      degree: { file_id: 'a', line: 7, text: 'BSc Marine Logistics, 2016' },
      school: { file_id: 'b', line: 20, text: 'Northgate College' },
      year: { file_id: 'a', line: 7, text: 'BSc Marine Logistics, 2016' },
    });
    expect(EducationSchema.parse(entry)).toEqual(entry);
    const [corrected] = applyEducationDecisions(entry ? [entry] : [], [
      { kind: 'edit', id: entry?.id ?? '', fields: { year: '2017' }, at: OPTIONS.now },
    ]);
    expect(corrected?.year).toBe('2017');
    expect(corrected?.sources).toEqual({ degree: entry?.sources?.degree, school: entry?.sources?.school });
  });
});
