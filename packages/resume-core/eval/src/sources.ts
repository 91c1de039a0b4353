import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { achievementText, experienceLabel, htmlToParagraphs, parseLabelPoint, parseLabelRange, skillLabels } from './label-helpers';
import { PERSONAS } from './personas';
import type { Labels, ModelEducation, ModelExperience, ResumeModel, YearMonth } from './model';

/** A structured resume with its ground truth; layouts print the model, scoring uses the labels. */
export interface Source {
  id: string;
  model: ResumeModel;
  labels: Labels;
  /** A PDF rendered from the same JSON, when the data set ships one. */
  pdf?: string;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' ? (v as Json) : {});
const arr = (v: unknown): Json[] => (Array.isArray(v) ? v.map(obj) : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

function labelsOf(model: ResumeModel): Labels {
  return {
    experiences: model.experiences.map(experienceLabel),
    education: model.education.map((e) => ({ degree: e.degree, school: e.school })),
    skills: skillLabels(model, model.skillCategories),
    achievementText: achievementText(model),
  };
}

function reactiveResume(dir: string, name: string): Source {
  const json = obj(JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')));
  const basics = obj(json.basics);
  const sections = obj(json.sections);
  const items = (key: string): Json[] => arr(obj(sections[key]).items).filter((i) => i.visible !== false);
  const experiences: ModelExperience[] = items('experience').map((i) => {
    const range = parseLabelRange(str(i.date));
    return {
      company: str(i.company),
      role: str(i.position),
      location: str(i.location) || undefined,
      ...range,
      bullets: htmlToParagraphs(str(i.summary)).bullets,
    };
  });
  const education: ModelEducation[] = items('education').map((i) => {
    const range = parseLabelRange(str(i.date));
    const area = str(i.area);
    // Some templates put the campus town in `area`; it is a place, not a field of study.
    const isPlace = /,\s*[A-Z]{2}$/.test(area);
    return {
      degree: str(i.studyType),
      area: isPlace ? undefined : area || undefined,
      school: str(i.institution),
      location: isPlace ? area : undefined,
      start: range.start,
      end: range.end === 'present' ? undefined : range.end,
    };
  });
  const model: ResumeModel = {
    name: str(basics.name),
    headline: str(basics.headline) || undefined,
    contact: [str(basics.email), str(basics.phone), str(basics.location), str(obj(basics.url).href)].filter((c) => c !== ''),
    summary: htmlToParagraphs(str(obj(sections.summary).content)).paragraphs.join(' ') || undefined,
    experiences,
    education,
    skillGroups: items('skills').map((i) => ({ name: str(i.name), keywords: strs(i.keywords) })),
    extras: [
      { title: 'Certifications', lines: items('certifications').map((c) => `${str(c.name)} — ${str(c.issuer)}, ${str(c.date)}`) },
      { title: 'Languages', lines: items('languages').map((l) => `${str(l.name)} (${str(l.description)})`) },
      {
        title: 'Projects',
        lines: items('projects').flatMap((p) => [`${str(p.name)} — ${str(p.description)}`, ...htmlToParagraphs(str(p.summary)).paragraphs]),
      },
    ],
  };
  return { id: `rr-${name}`, model, labels: labelsOf(model), pdf: join(dir, `${name}.pdf`) };
}

function point(text: unknown): YearMonth | undefined {
  const p = parseLabelPoint(str(text));
  return p === 'present' ? undefined : p;
}

function jsonResume(file: string): Source {
  const json = obj(JSON.parse(readFileSync(file, 'utf8')));
  const basics = obj(json.basics);
  const location = obj(basics.location);
  const model: ResumeModel = {
    name: str(basics.name),
    headline: str(basics.label) || undefined,
    contact: [str(basics.email), str(basics.phone), `${str(location.city)}, ${str(location.countryCode)}`, str(basics.url)],
    summary: str(basics.summary) || undefined,
    experiences: arr(json.work).map((w) => ({
      company: str(w.name),
      role: str(w.position),
      location: str(w.location) || undefined,
      start: point(w.startDate),
      end: w.endDate ? point(w.endDate) : 'present',
      bullets: strs(w.highlights),
    })),
    education: arr(json.education).map((e) => ({
      degree: str(e.studyType),
      area: str(e.area) || undefined,
      school: str(e.institution),
      start: point(e.startDate),
      end: point(e.endDate),
    })),
    skillGroups: arr(json.skills).map((s) => ({ name: str(s.name), keywords: strs(s.keywords) })),
    extras: [
      {
        title: 'Volunteer',
        lines: arr(json.volunteer).flatMap((v) => [`${str(v.position)}, ${str(v.organization)}`, ...strs(v.highlights)]),
      },
      { title: 'Awards', lines: arr(json.awards).map((a) => `${str(a.title)} — ${str(a.awarder)}`) },
      { title: 'Languages', lines: arr(json.languages).map((l) => `${str(l.language)}: ${str(l.fluency)}`) },
      { title: 'Interests', lines: arr(json.interests).map((i) => `${str(i.name)}: ${strs(i.keywords).join(', ')}`) },
    ],
  };
  return { id: 'jsonresume-sample', model, labels: labelsOf(model) };
}

function masterResume(file: string): Source {
  const json = obj(JSON.parse(readFileSync(file, 'utf8')));
  const info = obj(json.personalInfo);
  const additional = obj(json.additional);
  const model: ResumeModel = {
    name: str(info.name),
    headline: str(info.title) || undefined,
    contact: [str(info.email), str(info.phone), str(info.location), str(info.linkedin), str(info.github)],
    summary: str(json.summary) || undefined,
    experiences: arr(json.workExperience).map((w) => ({
      company: str(w.company),
      role: str(w.title),
      location: str(w.location) || undefined,
      ...parseLabelRange(str(w.years)),
      bullets: strs(w.description),
    })),
    education: arr(json.education).map((e) => {
      const range = parseLabelRange(str(e.years));
      return { degree: str(e.degree), school: str(e.institution), start: range.start, end: range.end === 'present' ? undefined : range.end };
    }),
    skillGroups: [{ name: 'Technical Skills', keywords: strs(additional.technicalSkills) }],
    extras: [
      {
        title: 'Projects',
        lines: arr(json.personalProjects).flatMap((p) => [`${str(p.name)} — ${str(p.role)} (${str(p.years)})`, ...strs(p.description)]),
      },
      { title: 'Languages', lines: strs(additional.languages) },
      { title: 'Certifications', lines: strs(additional.certificationsTraining) },
      { title: 'Awards', lines: strs(additional.awards) },
    ],
  };
  return { id: 'resume-matcher-master', model, labels: labelsOf(model) };
}

export function personaSources(): Source[] {
  return PERSONAS.map((model) => ({
    id: `persona-${model.name.toLowerCase().replace(/\W+/g, '-')}`,
    model,
    labels: labelsOf(model),
  }));
}

export function loadSources(dataDir: string): { reactive: Source[]; structured: Source[] } {
  const rrDir = join(dataDir, 'reactive-resume-templates');
  const names = readdirSync(rrDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
  const reactive = names.map((n) => reactiveResume(rrDir, n));
  const structured = [
    jsonResume(join(dataDir, 'jsonresume', 'sample.resume.json')),
    masterResume(join(dataDir, 'resume-matcher', 'master-resume.json')),
  ];
  return { reactive, structured };
}
