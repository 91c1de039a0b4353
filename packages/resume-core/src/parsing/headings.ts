/**
 * Section headings. A heading is a short line made only of heading vocabulary; the first word that
 * names a section decides its kind, so "Work Experience & Internships" is experience and
 * "Education and Certifications" is education.
 */

export type SectionKind = 'experience' | 'skills' | 'education' | 'summary' | 'other';

// Phrases are checked before single words because "programming languages" is skills while a bare
// "languages" is spoken languages, and "career summary" is a summary while "career" is experience.
const PHRASES: ReadonlyArray<readonly [string, SectionKind]> = [
  ['programming languages', 'skills'],
  ['technical proficiencies', 'skills'],
  ['areas of expertise', 'skills'],
  ['tech stack', 'skills'],
  ['technical knowledge', 'skills'],
  ['computer knowledge', 'skills'],
  ['it knowledge', 'skills'],
  ['computer literacy', 'skills'],
  ['computer proficiency', 'skills'],
  ['spoken languages', 'other'],
  ['languages spoken', 'other'],
  // Training before education is still where the qualifications are ("Education & Training" is too).
  ['training & education', 'education'],
  ['training and education', 'education'],
  ['functional knowledge', 'skills'],
  ['areas of interest', 'other'],
  ['area of interest', 'other'],
  ['career summary', 'summary'],
  ['career objective', 'summary'],
  ['career profile', 'summary'],
  ['personal statement', 'summary'],
  ['about me', 'summary'],
  ['professional background', 'experience'],
  ['positions held', 'experience'],
  ['volunteer experience', 'other'],
  ['volunteering experience', 'other'],
  ['leadership experience', 'experience'],
  ['research experience', 'experience'],
  ['teaching experience', 'experience'],
  ['additional information', 'other'],
  ['personal details', 'other'],
  ['personal information', 'other'],
  ['personal data', 'other'],
  ['personal particulars', 'other'],
  ['languages known', 'other'],
  ['contact information', 'other'],
  ['contact details', 'other'],
  // Job-board exports list the service as "Branch:", "Rank:" fields, not as a job's lines.
  ['military service', 'other'],
  ['community service', 'other'],
  ['professional development', 'other'],
  ['positions of responsibility', 'other'],
];

const WORDS: Readonly<Record<string, SectionKind>> = {
  experience: 'experience',
  experiences: 'experience',
  employment: 'experience',
  work: 'experience',
  career: 'experience',
  history: 'experience',
  internships: 'experience',
  internship: 'experience',
  positions: 'experience',
  exposure: 'experience',
  skills: 'skills',
  skill: 'skills',
  skillset: 'skills',
  competencies: 'skills',
  competences: 'skills',
  technologies: 'skills',
  tools: 'skills',
  expertise: 'skills',
  proficiencies: 'skills',
  stack: 'skills',
  toolbox: 'skills',
  toolkit: 'skills',
  strengths: 'skills',
  education: 'education',
  academic: 'education',
  academics: 'education',
  qualifications: 'education',
  qualification: 'education',
  degrees: 'education',
  schooling: 'education',
  study: 'education',
  studies: 'education',
  university: 'education',
  academia: 'education',
  summary: 'summary',
  profile: 'summary',
  about: 'summary',
  objective: 'summary',
  overview: 'summary',
  introduction: 'summary',
  bio: 'summary',
  statement: 'summary',
  projects: 'other',
  project: 'other',
  certifications: 'other',
  certification: 'other',
  certificates: 'other',
  licenses: 'other',
  licences: 'other',
  awards: 'other',
  honors: 'other',
  honours: 'other',
  achievements: 'other',
  accomplishments: 'other',
  volunteer: 'other',
  volunteering: 'other',
  languages: 'other',
  interests: 'other',
  hobbies: 'other',
  publications: 'other',
  references: 'other',
  reference: 'other',
  referees: 'other',
  referee: 'other',
  activities: 'other',
  extracurricular: 'other',
  courses: 'other',
  coursework: 'other',
  training: 'other',
  memberships: 'other',
  affiliations: 'other',
  patents: 'other',
  conferences: 'other',
  talks: 'other',
  presentations: 'other',
  profiles: 'other',
  links: 'other',
  contact: 'other',
  information: 'other',
  research: 'other',
  portfolio: 'other',
  organizations: 'other',
  involvement: 'other',
  declaration: 'other',
  details: 'other',
  placements: 'experience',
  apprenticeship: 'experience',
  apprenticeships: 'experience',
  abilities: 'skills',
  capabilities: 'skills',
  specialties: 'skills',
  specialities: 'skills',
  trainings: 'other',
  seminars: 'other',
  workshops: 'other',
  // The same sections as CVs and LinkedIn exports in German, French, Spanish, Portuguese, Italian,
  // Dutch and the Scandinavian languages head them: without them a heading there is read as a job's
  // title or an employer.
  berufserfahrung: 'experience',
  arbeitserfahrung: 'experience',
  berufspraxis: 'experience',
  erfahrung: 'experience',
  werdegang: 'experience',
  praxiserfahrung: 'experience',
  expérience: 'experience',
  expériences: 'experience',
  parcours: 'experience',
  experiencia: 'experience',
  experiência: 'experience',
  esperienza: 'experience',
  esperienze: 'experience',
  ervaring: 'experience',
  werkervaring: 'experience',
  erhvervserfaring: 'experience',
  arbejdserfaring: 'experience',
  arbeidserfaring: 'experience',
  erfaring: 'experience',
  arbetslivserfarenhet: 'experience',
  erfarenhet: 'experience',
  ausbildung: 'education',
  bildung: 'education',
  schulbildung: 'education',
  berufsbildung: 'education',
  studium: 'education',
  formation: 'education',
  formations: 'education',
  études: 'education',
  educación: 'education',
  formación: 'education',
  formação: 'education',
  educação: 'education',
  istruzione: 'education',
  formazione: 'education',
  opleiding: 'education',
  opleidingen: 'education',
  uddannelse: 'education',
  utdanning: 'education',
  utbildning: 'education',
  kenntnisse: 'skills',
  'top-kenntnisse': 'skills',
  fähigkeiten: 'skills',
  kompetenzen: 'skills',
  compétences: 'skills',
  aptitudes: 'skills',
  habilidades: 'skills',
  competencias: 'skills',
  competências: 'skills',
  competenze: 'skills',
  vaardigheden: 'skills',
  kompetencer: 'skills',
  kompetanse: 'skills',
  kompetenser: 'skills',
  færdigheder: 'skills',
  ferdigheter: 'skills',
  färdigheter: 'skills',
  zusammenfassung: 'summary',
  profil: 'summary',
  extracto: 'summary',
  resumo: 'summary',
  riepilogo: 'summary',
  samenvatting: 'summary',
  sammendrag: 'summary',
  sammanfattning: 'summary',
  sprachen: 'other',
  langues: 'other',
  idiomas: 'other',
  lingue: 'other',
  talen: 'other',
  sprog: 'other',
  språk: 'other',
  kontakt: 'other',
  coordonnées: 'other',
  contactar: 'other',
  contato: 'other',
  contacto: 'other',
  contatti: 'other',
  contactgegevens: 'other',
  zertifizierungen: 'other',
  zertifikate: 'other',
  certificaciones: 'other',
  certificações: 'other',
  certificazioni: 'other',
  certificeringen: 'other',
};

// Qualifiers that may accompany section words without changing the kind.
const FILLER = new Set([
  'and',
  '&',
  'of',
  'my',
  'the',
  'a',
  'professional',
  'relevant',
  'technical',
  'core',
  'key',
  'other',
  'additional',
  'selected',
  'recent',
  'previous',
  'related',
  'industry',
  'personal',
  'educational',
  'academic',
  'background',
  'executive',
  'career',
  'summary',
  'work',
  'employment',
  'and/or',
  'software',
  'soft',
  'hard',
  'business',
  'management',
  'leadership',
  'language',
  'computer',
  'it',
  'digital',
  'notable',
  'main',
  'areas',
  'area',
  'highlights',
  'list',
  'experience',
  'tools',
  'technologies',
  'awards',
  'honors',
  'certifications',
  'courses',
  'training',
  'interests',
  'languages',
  'side',
  'open',
  'source',
  'community',
  'volunteer',
  'publications',
  'professional',
  'credentials',
  'licenses',
  'skills',
  'projects',
  'achievements',
  'profile',
  'history',
  'skill',
  'top',
  'summary',
  'primary',
  'specialized',
  'specialised',
  'functional',
  'transferable',
  'personal',
  // "Skill Set", "Technical Skill Set": the word only says the list is a collection.
  'set',
  'undertaken',
  'record',
  'job',
  'military',
  'freelance',
  'consulting',
  'clinical',
  'continuing',
  'scholastic',
  // "and" in the headings of other languages ("Istruzione e formazione", "Educación y formación").
  'e',
  'y',
  'und',
  'et',
  'og',
  'och',
  // "Schul- und Berufsbildung": the first word's shared ending is left to the second.
  'schul-',
  // Qualifiers of the headings in other languages ("Formação acadêmica", "Principales compétences").
  'berufliche',
  'professionnelle',
  'professionnelles',
  'principales',
  'principais',
  'principali',
  'belangrijkste',
  'laboral',
  'profesional',
  'profissional',
  'académica',
  'acadêmica',
  'lavorativa',
  'lavorative',
  'professionale',
]);

function headingWords(line: string): string[] | undefined {
  // Cheap rejections first: this runs on every line of the document.
  if (line.length > 64 || /[\d,;@]/.test(line)) return undefined;
  // Decorations: "— EXPERIENCE —", "== Skills ==", "### Education", "EXPERIENCE:".
  const core = line
    .replace(/^[\s\-–—=_*#~•|:.·>/\\[\](){}]+/, '')
    .replace(/(?<![\s\-–—=_*#~•|:.·</\\[\](){}])[\s\-–—=_*#~•|:.·</\\[\](){}]+$/, '')
    .trim();
  if (core === '' || core.length > 48) return undefined;
  // Letter-spaced capitals ("E X P E R I E N C E") are a common decoration too.
  const unspaced = /^(?:\p{L} )+\p{L}$/u.test(core) ? core.replace(/ /g, '') : core;
  if (/[,;@\d]/.test(unspaced)) return undefined;
  const words = unspaced
    .toLowerCase()
    .replace(/[/+]/g, ' & ')
    .split(/\s+/)
    .filter((w) => w !== '');
  return words.length > 0 && words.length <= 5 ? words : undefined;
}

/** Kind of section the line opens, or undefined when it is not a heading. */
export const classifyHeading = computeHeading;

const PHRASE_WORDS = new Set(PHRASES.flatMap(([phrase]) => phrase.split(' ')));
const isVocabulary = (w: string): boolean => WORDS[w] !== undefined || FILLER.has(w) || PHRASE_WORDS.has(w);

/**
 * Heading words long enough that one slip of the keyboard cannot make another word of them, by
 * length: a slip changes a word's length by at most one letter, so a word is compared only with
 * the section words of its own length and its two neighbours.
 */
const LONG_SECTION_WORDS_BY_LENGTH = new Map<number, string[]>();
for (const word of new Set([...Object.keys(WORDS), ...FILLER])) {
  if (word.length < 8) continue;
  LONG_SECTION_WORDS_BY_LENGTH.set(word.length, [...(LONG_SECTION_WORDS_BY_LENGTH.get(word.length) ?? []), word]);
}

/**
 * Whether `a` becomes `b` by one letter changed, added, dropped, or two neighbours swapped, inside
 * the word: a difference in the last letter is an ending ("Certificate", "Objectives",
 * "Organization."), and those are other words, often content.
 */
function oneSlipApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i >= Math.min(a.length, b.length) - 1) return false;
  const rest = (x: string, from: number) => x.slice(from);
  if (a.length === b.length) {
    if (rest(a, i + 1) === rest(b, i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, i + 2) === rest(b, i + 2);
  }
  return a.length > b.length ? rest(a, i + 1) === rest(b, i) : rest(a, i) === rest(b, i + 1);
}

/**
 * A section word typed with one slip ("EXPERIANCE", "EDUCATON", "ACEDEMIC"): job-board resumes
 * keep their authors' typing. Only long section words are read this way, and never a word that is
 * one of them inflected ("Experienced"), which is content, not a heading.
 */
function misspeltSectionWord(w: string): string | undefined {
  if (w.length < 7 || /(?:ed|ing)$/.test(w)) return undefined;
  for (const length of [w.length, w.length - 1, w.length + 1]) {
    const found = LONG_SECTION_WORDS_BY_LENGTH.get(length)?.find((word) => oneSlipApart(w, word));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** "WORKEXPERIENCE", "CORESKILLS": two heading words whose space a PDF or its author lost. */
function unglued(word: string): string[] | undefined {
  if (word.length < 9) return undefined;
  for (let k = 3; k <= word.length - 3; k++) {
    const [first, second] = [word.slice(0, k), word.slice(k)];
    if (isVocabulary(first) && WORDS[second] !== undefined) return [first, second];
  }
  return undefined;
}

/** The line's words with a slip in a section word put right, when the line is a heading's shape. */
function correctedWords(words: readonly string[], line: string): string[] | undefined {
  if (words.length > 3) return undefined;
  // A heading with a typo is still set apart: in capitals or with every word capitalised.
  const letters = line.replace(/[^\p{L} ]/gu, '').trim();
  const headingCase = letters === letters.toUpperCase() || letters.split(/\s+/).every((w) => /^\p{Lu}/u.test(w));
  if (!headingCase) return undefined;
  if (words.length === 1 && letters === letters.toUpperCase()) {
    const parts = unglued(words[0] as string);
    if (parts) return parts;
  }
  let fixed = false;
  const out = words.map((w) => {
    if (isVocabulary(w)) return w;
    const word = misspeltSectionWord(w);
    if (word !== undefined) fixed = true;
    return word ?? w;
  });
  return fixed && out.every(isVocabulary) ? out : undefined;
}

// "Experience (continued)" on a later page, "Skills (selected)", "Education, cont'd": a note on the
// heading, not a word of it.
const HEADING_NOTE =
  /\s*(?:\((?:continued|cont\.?|cont['’]d|contd|selected|details?|detailed|most recent first|reverse chronological(?: order)?|chronological|highlights|partial|abridged)\)|[,–—-]?\s*(?:continued|cont\.|cont['’]d|contd))\s*$/i;

// "💼 Experience", "§ Education", "II. EDUCATION", "01 — Skills": an icon or a section number before
// the heading words.
const HEADING_LEAD = /^\s*(?:(?:[\p{Extended_Pictographic}\p{So}\p{Co}§¶]|\uFE0F|\u200D)+\s*|(?:\d{1,2}|[IVX]{1,4}|[A-H])(?:[.)]|\s*[—–|:-])\s+)/u;

function computeHeading(line: string): SectionKind | undefined {
  const bare = line.length <= 80 ? line.replace(HEADING_LEAD, '').replace(HEADING_NOTE, '') : line;
  const read = headingWords(bare);
  if (!read) return undefined;
  // Almost every line fails here: it has a word that no heading uses, and no slip explains it.
  const words = read.every(isVocabulary) ? read : correctedWords(read, line);
  if (!words) return undefined;
  const joined = words.join(' ');
  for (const [phrase, kind] of PHRASES) {
    if (joined === phrase || joined.startsWith(`${phrase} `)) {
      return words.every((w) => WORDS[w] || FILLER.has(w) || phrase.includes(w)) ? kind : undefined;
    }
  }
  let kind: SectionKind | undefined;
  for (const w of words) {
    const own = WORDS[w];
    if (own === undefined && !FILLER.has(w)) return undefined;
    kind ??= own;
  }
  // A line of only qualifiers ("Professional", "Work") is a heading when it names a section on its own.
  if (kind === undefined) {
    const only = words.length === 1 ? words[0] : undefined;
    return only !== undefined ? WORDS[only] : undefined;
  }
  return kind;
}

/**
 * "Skills: Python, Go" or "EDUCATION — BSc Physics": a heading that shares its line with content,
 * or the heading cell of a layout table beside its content ("SKILLS<tab>SAP, Excel").
 * Only section words count here, to keep "Languages: Python" inside a skills section a list label.
 */
export function splitInlineHeading(line: string): { kind: SectionKind; rest: string } | undefined {
  const m = /^([A-Za-z][A-Za-z &/]{2,40}?)(?:\s*[:|]\s*|(\t+))(\S.*)$/.exec(line);
  if (!m || !m[1] || !m[3]) return undefined;
  // A form's label cell is written as a sentence ("Communication skills<tab>…"); a heading cell in
  // capitals or with every word capitalised ("SKILLS", "Skills", "Work Experience").
  const headingCase = m[1] === m[1].toUpperCase() || m[1].split(/\s+/).every((w) => /^(?:\p{Lu}|&|\/|and$|of$)/u.test(w));
  if (m[2] !== undefined && !headingCase) return undefined;
  const kind = classifyHeading(m[1]);
  if (kind === undefined || kind === 'other') return undefined;
  return { kind, rest: m[3] };
}
