import type { TailoredResumeObject } from '@tailor/contracts';
import type { DocxPerson } from '../types';

export const PERSON: DocxPerson = {
  fullName: 'Dana Quill',
  headline: 'Backend engineer, payments',
  email: 'dana@example.com',
  phone: '(555) 010-0147',
  location: 'Leeds, UK',
  links: ['github.com/danaquill'],
};

export const RESUME: TailoredResumeObject = {
  summary: 'Senior Backend Engineer with 10 years of experience in TypeScript, Node.js and PostgreSQL.',
  experiences: [
    {
      company: 'Acme Payments',
      role: 'Senior Backend Engineer',
      period: '2019 - Present',
      achievements: [
        'Designed payment APIs serving 2M requests a day',
        'Cut p95 latency by 40%!',
        'Did it really work?',
        '• Migrated billing to Kubernetes;',
        'Already a sentence.',
      ],
    },
    { company: 'Globex', role: 'Software Engineer', period: 'Recent', achievements: ['Built REST APIs in Node.js'] },
    { company: '', role: 'Ghost Role', period: '2010', achievements: ['Should never appear'] },
    { company: 'Phantom Corp', role: 'Unknown Role', period: '2011', achievements: ['Nor should this'] },
  ],
  skills: ['TypeScript', 'Roadmapping', 'Node.js', 'Mentoring', 'PostgreSQL', 'A/B Testing'],
  education: [
    { degree: 'BSc Computer Science', school: 'State University', year: '2015' },
    { degree: 'Unknown Degree', school: 'Unknown School', year: 'Unknown Year' },
  ],
  match_analysis: { strengths: ['Internal only'], gaps: ['Internal gap'], recommendations: [] },
};

const CATEGORIES: Record<string, string> = {
  TypeScript: 'technical',
  'Node.js': 'technical',
  PostgreSQL: 'technical',
  Roadmapping: 'product',
  'A/B Testing': 'product',
  Mentoring: 'leadership',
};

export const categoryOf = (skill: string): string | null => CATEGORIES[skill] ?? null;
