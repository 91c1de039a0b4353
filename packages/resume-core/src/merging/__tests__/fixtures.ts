import { ParsedExperienceSchema, type ParsedExperience } from '@tailor/contracts';
import type { ExperienceSource } from '../merge-experiences';

type ExpInput = Partial<ParsedExperience> & Pick<ParsedExperience, 'company' | 'role'>;

export function exp(input: ExpInput): ParsedExperience {
  return ParsedExperienceSchema.parse(input);
}

export const NOW = '2026-03-01T12:00:00.000Z';
export const idFor = (key: string): string => `id:${key}`;
export const OPTIONS = { userId: 'user-1', now: NOW, idFor };

/** Three resumes of one person: the same four jobs worded, dated and ordered differently. */
export const RESUME_A: ExperienceSource = {
  resumeFileId: 'file-a',
  experiences: [
    exp({
      company: 'Globex Corporation',
      role: 'Product Manager',
      period: 'Jan 2022 – Present',
      start_year: 2022,
      end_year: 2026,
      skills: ['Roadmapping', 'SQL'],
      achievements: ['Launched self-serve billing used by 12,000 customers', 'Ran demos'],
      confidence_score: 0.8,
    }),
    exp({
      company: 'Acme Inc',
      role: 'Senior Software Engineer',
      period: '2019 – 2021',
      start_year: 2019,
      end_year: 2021,
      skills: ['TypeScript', 'Kubernetes'],
      achievements: ['Led migration of 40 services to Kubernetes, cutting deploy time by 60%', 'Mentored 5 junior engineers', 'Fixed bugs'],
      confidence_score: 0.7,
    }),
    exp({
      company: 'Acme Inc',
      role: 'Software Engineer',
      period: '2015 – 2017',
      start_year: 2015,
      end_year: 2017,
      skills: ['Java'],
      achievements: ['Built the billing service in Java'],
      confidence_score: 0.6,
    }),
  ],
};

export const RESUME_B: ExperienceSource = {
  resumeFileId: 'file-b',
  experiences: [
    exp({
      company: 'ACME',
      role: 'Software Engineer',
      period: '2015–2017',
      start_year: 2015,
      end_year: 2017,
      skills: ['java', 'Spring'],
      achievements: ['Built the billing service in Java.', 'Wrote integration tests with Spring'],
    }),
    exp({
      company: 'ACME',
      role: 'Sr. Software Eng.',
      period: 'Mar 2019 – Jun 2021',
      start_year: 2019,
      end_year: 2021,
      skills: ['typescript', 'Go'],
      achievements: [
        'led migration of 40 services to Kubernetes, cutting deploy time by 60%.',
        'Designed the event pipeline processing 2M events/day in Go',
        'Mentored 5 junior engineers',
      ],
      confidence_score: 0.9,
    }),
    exp({
      company: 'Globex',
      role: 'PM',
      period: '2022 - present',
      start_year: 2022,
      end_year: null,
      skills: ['sql'],
      achievements: ['Launched self-serve billing'],
    }),
  ],
};

export const RESUME_C: ExperienceSource = {
  resumeFileId: 'file-c',
  experiences: [
    exp({
      company: 'Initech',
      role: 'Software Engineering Intern',
      period: 'Summer 2014',
      start_year: 2014,
      end_year: 2014,
      achievements: ['Automated weekly reports with Python'],
      skills: ['Python'],
    }),
    exp({
      company: 'The Globex Corp.',
      role: 'Product Mgr',
      period: '02/2022 – Current',
      achievements: ['Launched self-serve billing used by 12,000 customers in 3 markets'],
    }),
    exp({
      company: 'Acme, LLC',
      role: 'Senior SWE',
      period: '2019-2021',
      skills: ['Kubernetes', 'TypeScript'],
      achievements: ['Mentored 5 junior engineers!', 'On-call'],
    }),
    exp({ company: 'ACME Inc.', role: 'Software Eng', period: '2015 - 2017' }),
  ],
};
