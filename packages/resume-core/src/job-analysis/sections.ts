import { clauses, logicalLines, type LogicalLine, type Span } from './text';

/**
 * Section kinds of a job description. Skills count as required in the role's own sections (intro,
 * overview, responsibilities, requirements, stack, team, unknown headings), as preferred under
 * nice-to-have headings, and not at all in company boilerplate (about, benefits, pay, applying, legal).
 */
export type JobSectionKind =
  | 'intro'
  | 'overview'
  | 'responsibilities'
  | 'required'
  | 'preferred'
  | 'skills'
  | 'team'
  | 'about'
  | 'benefits'
  | 'compensation'
  | 'location'
  | 'apply'
  | 'legal'
  | 'other';

export const EXCLUDED_KINDS: ReadonlySet<JobSectionKind> = new Set(['about', 'benefits', 'compensation', 'location', 'apply', 'legal']);

// Order matters: "about the role" is an overview and "about the team" a team before the generic "about X".
const LEXICON: readonly [RegExp, JobSectionKind][] = [
  [/^(?:(?:about|meet) (?:the|our|your) team|the team|our team|team|your team|team structure|who you'll work with|the team you'll join)$/, 'team'],
  [
    /^(?:nice[- ]to[- ]haves?|nice to have (?:skills|qualifications|experience)|(?:preferred|desired|desirable|additional|bonus) (?:qualifications|skills|experience|requirements)|preferred|desired|desirable|bonus(?: points)?(?: if you (?:have|are))?|pluses|plus|extra credit|good to have|it would be (?:great|nice) if(?: you(?: have)?)?|it's a (?:bonus|plus) if(?: you(?: have)?)?|ideally(?:,? you(?: also)? have)?|added bonus|what sets you apart|even better if(?: you(?: have)?)?|preferred but not required|not required but (?:nice|great) to have|bonus skills)$/,
    'preferred',
  ],
  [
    /^(?:(?:minimum|basic|required|key|essential|core|job|technical|must[- ]have|your|general|professional) )*(?:requirements?|qualifications?|skills(?: (?:&|and) (?:experience|qualifications|requirements|abilities))?|experience(?: (?:&|and) (?:skills|qualifications))?|must[- ]haves?|competencies|knowledge(?:,? skills,? (?:and|&) abilities)?)$/,
    'required',
  ],
  [
    /^(?:what you(?:'ll| will)? (?:need|bring)(?: to the (?:table|team))?|what we(?:'re| are)? looking for|who you are|you have|you are|about you|your profile|(?:the )?ideal (?:candidate|profile)|your background|what you should have|we(?:'re| are) looking for(?: someone who)?|is this you|you might be a (?:good |great )?fit if(?: you)?|you(?:'ll)? thrive (?:here )?if(?: you)?|(?:requirements|qualifications) (?:and|&) (?:qualifications|requirements)|skills (?:and|&) requirements|education (?:and|&) experience|who we(?:'re| are) looking for|you bring|what it takes|what makes you a (?:good|great) fit|you should have|you'll need|you will need|must have|why (?:we|would we|should we) (?:would |should )?(?:choose|hire|pick|want) you\??)$/,
    'required',
  ],
  [
    /^(?:(?:key|main|primary|core|your|job|role|essential|day-to-day) )*(?:responsibilities|duties(?: (?:and|&) responsibilities)?|accountabilities)$/,
    'responsibilities',
  ],
  [
    /^(?:what you(?:'ll| will) (?:do|be doing|work on|own|achieve)|what you will be doing|the role|in this role(?:,? you will)?|your role|role (?:description|responsibilities)|day[- ]to[- ]day|a day in the life|your impact|your mission|the work|what the job involves|how you(?:'ll| will) (?:contribute|make an impact)|you will|you'll|responsibilities include|your responsibilities|what you'll be working on|the challenge|your challenges)$/,
    'responsibilities',
  ],
  [
    /^(?:job description|description|overview|(?:job|role|position) (?:summary|overview|description)|summary|about the (?:role|position|job|opportunity)|the opportunity|the position|position|opportunity|job summary|role|why this role matters|the job)$/,
    'overview',
  ],
  [
    /^(?:(?:our )?tech(?:nology)? stack|(?:the|our) stack|stack|technologies(?: we use)?|tools(?: (?:&|and) technologies)?|technical environment|our tools|environment|tools we use)$/,
    'skills',
  ],
  [
    /^(?:(?:job |employee |your |our )?benefits(?: (?:&|and) perks)?|perks(?: (?:&|and) benefits)?|what we offer|we offer|what's in it for you|why (?:join us|you'll love (?:working )?(?:here|with us)|work (?:with|for|at) us)|our benefits|total rewards|rewards|compensation (?:&|and) benefits|(?:what )?you(?:'ll)? get|perks of the job|pay (?:&|and) benefits|our offer)$/,
    'benefits',
  ],
  [
    /^(?:compensation|salary(?: range| and (?:appointment )?terms| and conditions)?|terms of (?:employment|appointment)|pay(?: range| transparency| rate)?|base (?:salary|pay)(?: range)?|compensation range|the pay|(?:hourly |day )?rate|ote)$/,
    'compensation',
  ],
  [
    /^(?:location|work location|where(?: you'll work)?|office location|location (?:&|and) (?:schedule|work model)|working location|work model|remote policy)$/,
    'location',
  ],
  [
    /^(?:how to apply|to apply|applications?|application (?:process|procedure|deadline)|recruitment(?: process| procedure)?|next steps|interview process|apply(?: now)?|our (?:hiring|interview) process|the process|hiring process|ready to apply|deadline|further information|more information|contact(?: information| person)?)$/,
    'apply',
  ],
  [
    /^(?:equal (?:employment )?opportunity(?: employer)?(?: statement)?|eeo(?: statement)?|diversity(?: (?:&|and) inclusion| equity (?:&|and) inclusion)?|dei|our commitment(?: to diversity)?|(?:reasonable )?accommodations?|disclaimer|privacy(?: notice)?|e-verify|legal|additional information)$/,
    'legal',
  ],
  [
    /^(?:about (?:us|the company|our company|[\w .&'-]{2,40})|who we are|company (?:overview|description|profile)|our (?:mission|story|company|values|culture)|(?:the )?company|life at [\w .&'-]{2,30}|culture|why (?!we\b|you\b)[\w .&'-]{2,30}\??)$/,
    'about',
  ],
];

function headingKey(text: string): string {
  return text
    .replace(/^[#*\s>•\-–]+|(?<![*:\s.!?])[*:\s.!?]+$/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[’]/g, "'")
    .toLowerCase();
}

/** Kind of a stand-alone heading line ("Requirements", "## What you'll do:"), or null for ordinary text. */
export function jobHeadingKind(text: string): JobSectionKind | null {
  const t = text.trim();
  if (t.length === 0 || t.length > 60) return null;
  const key = headingKey(t);
  if (key.length === 0 || key.split(' ').length > 9) return null;
  for (const [re, kind] of LEXICON) if (re.test(key)) return kind;
  return null;
}

/**
 * A heading the lexicon does not know: short, no sentence punctuation or commas, and either ending in
 * a colon, in capitals, or Title Case.
 */
export function looksLikeHeading(text: string): boolean {
  const t = text.trim().replace(/^[#*]+\s*|\*+$/g, '');
  if (t.length < 3 || t.length > 50 || /[,.;!?]$|,/.test(t)) return false;
  const words = t.replace(/:$/, '').split(/\s+/);
  if (words.length > 6) return false;
  if (t.endsWith(':') || t === t.toUpperCase()) return true;
  return words.every((w) => /^(?:[A-Z0-9&/(]|of|and|the|to|for|a|an|in|at|with|you|we|our)/.test(w));
}

const LIST_SECTIONS: ReadonlySet<JobSectionKind> = new Set(['required', 'preferred', 'skills', 'responsibilities']);

// A line that introduces a list in words rather than with a heading: "Extra points for experience in",
// "The skills you need are".
// Both end the way a lead-in does (a colon, "with", "are"), so a sentence that states a requirement
// ("You have several years of experience") is never taken for one.
const PREFERRED_LEAD_IN =
  /^(?:bonus points|extra points|it(?:'s| is| would be) (?:a )?(?:plus|bonus|great|nice)|nice to have|(?:a )?plus if|ideally)\b.{0,60}?(?:\bwith|\bif you have|\bfor|\bare|\bin|:)$/i;
const REQUIRED_LEAD_IN =
  /^(?:the skills (?:we(?:'re| are) looking for|you need)|what (?:we need|you need)|we(?:'re| are) looking for|you (?:must )?have|requirements?)\b.{0,60}?(?:\bwith|\bare|\bis|:)$/i;

function leadInKind(text: string): JobSectionKind | null {
  const t = text.trim().replace(/[’]/g, "'");
  if (t.length > 80) return null;
  if (PREFERRED_LEAD_IN.test(t)) return 'preferred';
  if (REQUIRED_LEAD_IN.test(t)) return 'required';
  return null;
}

export interface JobSegment {
  readonly kind: JobSectionKind;
  readonly start: number;
  readonly end: number;
  readonly line: LogicalLine;
  /** Its sentences and semicolon clauses (`clauses`), split once for every extractor that reads them. */
  readonly clauses: readonly Span[];
}

const LEGAL_CUE =
  /\b(?:equal (?:employment )?opportunity employer|EEO employer|regardless of (?:race|age|gender)|we celebrate diversity|reasonable accommodations?)\b/i;

// Words of equal-opportunity and privacy text. Lines that follow an equal-opportunity line stay in its
// section only while they speak this way: postings pasted without blank lines or headings go on with
// the job after it.
const LEGAL_TEXT =
  /\b(?:discriminat\w*|regardless of|without regard|protected (?:by law|characteristics?|status|attributes?|veteran)|applicable (?:law|laws)|diversity|diverse|inclusion|inclusive|equal(?:ly)? (?:opportunit\w*|employment)|accommodations?|adjustments|affirmative action|veterans?|disabilit\w*|consideration for employment|arrest and conviction|e-verify|privacy|personal data|gdpr|background checks?|all (?:qualified )?(?:applicants|candidates)|gender|religio\w*|ethnic\w*|sexual orientation|national origin)\b/i;

const PAY_CUE = /\b(?:(?:base )?(?:salary|pay|compensation) (?:range|band)s?|base salary|base pay|OTE)\b.{0,60}\d/i;

// "Quillon is building …", "We're on a mission to …": what the company sets out to do.
const MISSION = '(?:building|making|creating|changing|transforming|reinventing|on a mission)';
const COMPANY_SENTENCE = new RegExp(
  String.raw`^\s*(?:(?!(?:You|This|That|There|It|Here|What|Which|Who|Your|Our|The|These|Those|Is|Are)\b)(?:[A-Z][\w&.'-]*)(?:\s+(?:[A-Z][\w&.'-]*|of|and|&)){0,4}|We)\s+(?:is|are)\s+(?:an?|one of|the (?:leading|largest|world's|market leader))\b|^\s*[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3}\s+(?:manufactures|produces|develops|designs|makes|builds|operates|was founded|has been (?:a|an|one|the)|employs|serves|specialises|specializes|(?:is|are) ${MISSION})\b|^\s*We(?:'re| are) ${MISSION}\b`,
);

const INLINE_LABEL = /^\s*(?:[#*]+\s*)?([A-Za-z][A-Za-z' &/-]{1,50}?)\s*\**:\**\s+(\S)/;

/**
 * Splits the text into segments (one per logical line, or its part after an inline "Requirements:"
 * label), each tagged with the section it belongs to. An inline label only governs its own paragraph;
 * a stand-alone heading governs everything until the next heading.
 */
export function segmentJobDescription(text: string): { segments: JobSegment[]; lines: LogicalLine[] } {
  const lines = logicalLines(text, (t) => jobHeadingKind(t) !== null);
  const segments: JobSegment[] = [];
  let headingSection: JobSectionKind = 'intro';
  let current: JobSectionKind = 'intro';
  // The section an equal-opportunity line without a heading interrupted, resumed after its legal text.
  let beforeLegal: JobSectionKind | null = null;
  let seenContent = false;
  for (const line of lines) {
    if (line.afterBlank) current = headingSection;
    if (beforeLegal !== null && !line.afterBlank && !LEGAL_CUE.test(line.text) && !LEGAL_TEXT.test(line.text)) {
      headingSection = current = beforeLegal;
      beforeLegal = null;
    }
    const kind = line.bullet ? null : jobHeadingKind(line.text);
    if (kind) {
      headingSection = current = kind;
      beforeLegal = null;
      continue;
    }
    const inline = line.bullet ? null : INLINE_LABEL.exec(line.text);
    const inlineKind = inline?.[1] ? jobHeadingKind(inline[1]) : null;
    if (inline && inlineKind) {
      current = inlineKind;
      const offset = line.start + (inline.index + inline[0].length - 1);
      segments.push({ kind: current, start: offset, end: line.end, line, clauses: clauses(text, offset, line.end) });
      seenContent = true;
      // "Salary: …" and "Location: …" give one value; the lines after them are the posting again.
      if (inlineKind === 'compensation' || inlineKind === 'location') current = headingSection;
      continue;
    }
    // "Quillon Pharma manufactures injectable products …", "Tarrow Freight is a third-party logistics
    // provider …": an unheaded opening sentence about the employer describes the company, not the job.
    if (!line.bullet && current === 'intro' && COMPANY_SENTENCE.test(line.text) && !LEGAL_CUE.test(line.text)) {
      segments.push({ kind: 'about', start: line.start, end: line.end, line, clauses: clauses(text, line.start, line.end) });
      seenContent = true;
      continue;
    }
    if (!line.bullet && PAY_CUE.test(line.text)) {
      // A pay-transparency sentence ("The US base salary range for this position is …") is not a duty.
      current = 'compensation';
    }
    if (!line.bullet && LEGAL_CUE.test(line.text)) {
      // Equal-opportunity boilerplate often follows the benefits list without a heading of its own.
      if (current !== 'legal') beforeLegal = current;
      headingSection = current = 'legal';
    } else if (!line.bullet && seenContent && leadInKind(line.text)) {
      headingSection = current = leadInKind(line.text) as JobSectionKind;
      continue;
    } else if (!line.bullet && seenContent && looksLikeHeading(line.text)) {
      // Unbulleted list items look like headings ("Angular & RxJS", "Code review"):
      // inside a list of what the role needs they are items; elsewhere a new section starts, and
      // the line is still read, since a real heading names nothing a candidate must have.
      // Perks are listed the same way ("Paid Time Off", "Wellness Programs").
      if ((!LIST_SECTIONS.has(current) && current !== 'benefits') || line.text.trim().endsWith(':')) headingSection = current = 'other';
    }
    segments.push({ kind: current, start: line.start, end: line.end, line, clauses: clauses(text, line.start, line.end) });
    seenContent = true;
  }
  return { segments, lines };
}
