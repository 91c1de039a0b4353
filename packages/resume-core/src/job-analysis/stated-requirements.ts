import { fieldRun } from '../skills/fields-of-study';
import type { Span } from './text';

/**
 * Requirements a posting states in its own words, whether or not the skills database knows them:
 * "experience with high-speed separators", "knowledge of GMP", "a master's degree in molecular
 * biology", "fluent in English and German", "DAX", "SoundCheck". Each is returned as written (trimmed
 * of articles and qualifiers), with its offset, so the caller can ground it in its sentence.
 */
export interface StatedRequirement {
  readonly name: string;
  /** Absolute offset of the phrase in the prepared posting text. */
  readonly index: number;
  /**
   * A run of names longer than one requirement ("Butterknife Retrofit Dagger Picasso Volley", a list
   * whose commas were lost): the caller keeps only what the skills database can split it into.
   */
  readonly run?: boolean;
}

// Nouns after which "in/of/with …" names what the candidate must know.
const KNOWLEDGE_NOUN = String.raw`(?:experience|knowledge|understanding|expertise|proficiency|fundamentals|competences?|competencies|background|skills?|familiarity|fluency|insight|know-how|command|mastery|grasp|training|education|speciali[sz]ation|qualifications?|certifications?|exposure|track record|flair|interest|passion|foundation|grounding)`;
const KNOWLEDGE_ADJECTIVE = String.raw`(?:familiar|proficient|skilled|experienced|fluent|versed|certified|trained|qualified|competent|comfortable|specialised|specialized|expert)`;
const CUE_ADJECTIVE = new RegExp(`^${KNOWLEDGE_ADJECTIVE}$`, 'i');
// Research and academic postings name their subject after these: "a PhD position in comparative
// genomics", "the project focuses on cancer immunotherapy", "within the field of cognitive science".
const SUBJECT_NOUN = String.raw`(?:research|project|focus|position|scholarship|fellowship|professorship|studies|field|area|discipline|specialty|speciality)`;
// Examples a requirement gives of itself: "tools such as Jenkins", "libraries like Retrofit", "e.g. Kafka".
const LIST_CUE = String.raw`(?:such as|e\.g\.?|for example|for instance|including|\p{L}{3,}s\s+like)\s*:?`;
// "from time to time", "from cradle to grave", "from start to finish": a span in words names nothing to know.
const FROM_TO_IDIOM = String.raw`(?:time|cradle|start|beginning|top|day|a)\s+to\b`;
// Other words after which a requirement or duty names its subject: "a specialist in obstetrics",
// "responsible for equipment documentation", "work with label printers", "the use of CAD".
// "3+ years with industrial gas kilns"; not the term of a post ("a post of 2 to 3 years with lab duties").
const YEARS_WITH = String.raw`(?<!\b(?:to|of|for)\s)\d+\+?\s*years?\s+with`;
// "You must hold a driving licence", "you have a valid forklift certificate": a paper the person holds.
const HOLDS_PAPER = String.raw`(?:hold|holds|holding|possess|possesses|possessing|have|has|having)(?:\s+an?)?(?:\s+(?:valid|current|full|clean))?(?=\s(?:(?!(?:with|for|of|to|in|on|at|from|by|the)\s)[\p{L}\d/-]+\s){0,3}(?:licen[cs]es?|certificates?|certifications?|permits?|clearances?)\b)`;
const SUBJECT_CUE = String.raw`(?:\d+\+?\s*years?\s+(?:in|within)|${YEARS_WITH}|${HOLDS_PAPER}|specialists?\s+(?:in|on)|responsib(?:le|ility)\s+for|(?:involved|engaged|participate|participating)\s+in|related\s+to|relate[sd]?\s+to|(?:the\s+)?use\s+of|based\s+on|(?:work(?:s|ing)?|deal(?:s|ing)?)\s+(?:with|on)|passion(?:ate)?\s+(?:for|about)|concerning|regarding|in\s+(?:the\s+)?(?:context|connection|fields?|areas?|domains?)\s+(?:of|with)|knowhow\s+(?:with|in|of)|(?:professor(?:ship)?s?|lecturer(?:ship)?s?|postdoc(?:toral)?(?:\s+(?:researcher|fellow))?|scholarships?|fellowships?|chair)\s+(?:\(s\)\s+)?(?:in|of)|(?:is|are)\s+available\s+in|(?:feel|sense|eye|flair|knack)\s+for|knowledgeable\s+(?:about|in|of|on)|teaching\s+(?:and\s+\w+\s+)?in|worked\s+(?:\w+ly\s+)?(?:with|on)|using|within|from(?=\s+(?!${FROM_TO_IDIOM})[^.;:]{2,60}?\s+to\s)|to(?<=\bfrom\s+(?!${FROM_TO_IDIOM})[^.;:]{2,60}?\s+to))`;
// Gerunds that name a field or a trade ("machine learning", "testing frameworks", "welding").
const FIELD_GERUNDS =
  'engineering|marketing|accounting|manufacturing|programming|testing|modell?ing|networking|banking|computing|processing|learning|mining|consulting|planning|training|nursing|teaching|publishing|printing|packaging|welding|machining|building|lending|trading|investing|auditing|budgeting|forecasting|recruiting|scripting|debugging|profiling|monitoring|logging|messaging|caching|streaming|rendering|imaging|sequencing|cloning|sampling|labeling|labelling|shipping|warehousing|purchasing|sourcing|pricing|billing|invoicing|costing|reporting|writing|editing|translating|interpreting|coaching|mentoring|counseling|counselling|farming|fishing|drilling|surveying';
// "experience building data pipelines", "experience in designing kiln controls": what the person did is the thing to know.
// ("building" names the trade alone, but before an object it is what was built.)
const DOING = String.raw`(?!(?!building\b)(?:${FIELD_GERUNDS})\b|(?:including|using|regarding|according|following|concerning|being|having|during|something|anything|everything|nothing|taking|making|getting|bringing|putting|giving|keeping|doing|going|coming|helping|turning|setting)\b)\p{Ll}{2,}ing(?!\s+(?:with(?:in)?|in|of|on|using|from|within|around|into|at|for|to|people|others|staff|employees|colleagues)\b)`;
const CUE = new RegExp(
  String.raw`\b(?:${SUBJECT_CUE}|${KNOWLEDGE_NOUN}\s+(?:in\s+)?${DOING}|${KNOWLEDGE_NOUN}\s+(?:(?:working|developing|building|designing|programming|writing|operating|running|maintaining)\s+)?(?:with(?:in)?|in|of|on|using|from|within|around|into)|${LIST_CUE}|${KNOWLEDGE_ADJECTIVE}\s+(?:with|in|at|on)|${SUBJECT_NOUN}\s+(?:in|on|within)(?:\s+the\s+(?:field|area)s?\s+of)?|focus(?:es|ed|ing)?\s+on)\s+`,
  'giu',
);

// A degree as the posting writes it, with its field when one follows ("Master's degree in Chemistry").
const DEGREE = new RegExp(
  String.raw`\b(?:(?:bachelor|master)(?:'s|s)?(?:\s+(?:and\/or|or|and)\s+(?:bachelor|master)(?:'s|s)?)?(?:\s+(?:degree|of\s+(?:science|arts|engineering)(?:\s+degree)?))?|ph\.?\s?d\.?(?:\s+degree)?|doctorate|m\.?sc\.?|b\.?sc\.?|mba|cand\.\s?[a-z]+(?:\.[a-z]+)*|(?:ms|bs|beng|meng)(?:\s+or\s+(?:ms|bs|beng|meng))?|(?:university|academic|college|engineering|relevant|technical|higher)\s+degree|degree)\b(?:\s+or\s+(?:higher|above|equivalent|similar))?(?:\s+(?:with)?in\s+(?:the\s+(?:area|field)s?\s+of\s+)?([^.;:()]{2,80}))?`,
  'gi',
);

// Spoken languages a posting asks for; only counted in a sentence about language ability.
const LANGUAGES = [
  'English',
  'German',
  'French',
  'Spanish',
  'Italian',
  'Portuguese',
  'Dutch',
  'Danish',
  'Swedish',
  'Norwegian',
  'Finnish',
  'Icelandic',
  'Polish',
  'Czech',
  'Russian',
  'Ukrainian',
  'Greek',
  'Turkish',
  'Arabic',
  'Hebrew',
  'Hindi',
  'Mandarin',
  'Cantonese',
  'Chinese',
  'Japanese',
  'Korean',
  'Vietnamese',
  'Thai',
  'Indonesian',
  'Malay',
  'Hungarian',
  'Romanian',
  'Bulgarian',
  'Croatian',
  'Serbian',
  'Slovak',
  'Slovenian',
  'Estonian',
  'Latvian',
  'Lithuanian',
  'Scandinavian',
  'Nordic',
  'Flemish',
  'Catalan',
  'Tagalog',
  'Urdu',
  'Bengali',
  'Persian',
  'Swahili',
];
const LANGUAGE_NAME = new RegExp(String.raw`^(?:${LANGUAGES.join('|')})$`);
const LANGUAGE = new RegExp(String.raw`\b(${LANGUAGES.join('|')})\b`, 'g');
const LANGUAGE_CONTEXT =
  /\b(?:fluen(?:t|cy|tly)|proficien(?:t|cy)|speak(?:s|ing|er)?|spoken|written|writing|native|mother tongue|languages?|verbal|orally|oral|bilingual|command of|communicat\w*|read(?:ing)?|business level|working knowledge|skills?|level|-speaking)\b/i;
// "Free German course" is a perk, not a requirement.
const LANGUAGE_PERK = /^\s*(?:language\s+)?(?:course|classes|lessons|tuition|training)\b/i;
// How far from the language the words that make it a requirement may stand (merged paragraphs are long).
const LANGUAGE_WINDOW = 60;

// Product and method names: acronyms (GMP, DAX), inner capitals (SoundCheck, PyTorch), names with digits (ISO 9001).
// Two acronyms in a row are two names ("BGP OSPF" in a list whose commas were lost).
// "SDS-PAGE", "LC-MS", "RT-PCR": acronyms joined by a hyphen name one method.
const TERM =
  /\b(?:[A-Z]{2,}[A-Za-z0-9+#]*(?:[/-][A-Z]{2,}[A-Za-z0-9+#]*)*|[A-Z][a-z]+[A-Z][A-Za-z0-9]*|[A-Z]{1,}[0-9][A-Z0-9-]*)(?:[ -][0-9]{3,5})?\b/g;

// Capitalised words that are not requirements: pronouns, titles, places of the posting, common abbreviations.
const NOT_TERMS = new Set([
  'I',
  'A',
  'AN',
  'THE',
  'WE',
  'YOU',
  'OUR',
  'AND',
  'OR',
  'TO',
  'OF',
  'IN',
  'ON',
  'AT',
  'IS',
  'IT',
  'US',
  'USA',
  'UK',
  'EU',
  'CV',
  'CVS',
  'HQ',
  'CEO',
  'CTO',
  'CFO',
  'COO',
  'VP',
  'HR',
  'PHD',
  'MSC',
  'BSC',
  'MBA',
  'BA',
  'BS',
  'MS',
  'MA',
  'ASAP',
  'FAQ',
  'OK',
  'NB',
  'PS',
  'AM',
  'PM',
  'EST',
  'PST',
  'CET',
  'GMT',
  'UTC',
  'DKK',
  'EUR',
  'USD',
  'GBP',
  'NOK',
  'SEK',
  'CHF',
  'ID',
  'NO',
  'ETC',
  'EG',
  'IE',
  'DE',
  'DK',
  'SE',
  'FR',
  'ES',
  'NL',
  'FAQS',
  'TBD',
  'N/A',
  'NA',
  'EEO',
  'AA',
  'LGBTQ',
  'LGBT',
  'FTE',
  'PTO',
  'OTE',
  'YOE',
  'WFH',
  'DEI',
  'D&I',
  'RSVP',
  'AS',
  'BE',
  'IF',
  'BY',
  'FOR',
  'WITH',
  'ALL',
  'NEW',
  'MUST',
  'JOB',
  'ROLE',
  'TEAM',
  // Single shouted words of emphasis.
  'GREAT',
  'NOW',
  'TODAY',
  'FUN',
  'AMAZING',
  'BIG',
  'BEST',
  'FREE',
  'HOT',
  'URGENT',
  'WANTED',
  'IMPORTANT',
  'NOTE',
  'PLEASE',
  'APPLY',
  'HIRING',
  'YES',
  'NOT',
  'REALLY',
  'VERY',
  'REMOTE',
  'ONLY',
  // Words of headings written in capitals ("WHAT YOU WILL DO", "ABOUT US").
  'WHAT',
  'WHO',
  'WHY',
  'HOW',
  'WILL',
  'DO',
  'ARE',
  'HAVE',
  'YOUR',
  'ABOUT',
  'BEFORE',
  'CONTACT',
  'OFFER',
  'PROFILE',
  'SUMMARY',
  'DUTIES',
  'KEY',
  'RESPONSIBILITIES',
  'REQUIREMENTS',
  'QUALIFICATIONS',
  'SKILLS',
  'EXPERIENCE',
  'BENEFITS',
  'DESCRIPTION',
  'POSITION',
  'COMPANY',
  'LOCATION',
  'SALARY',
  'WORK',
  'WORKING',
  'INFORMATION',
  'DETAILS',
]);

// Words that end a stated phrase: verbs, relatives, and the start of a new thought.
const STOP_WORD =
  /^(?:and|or|to|that|which|who|whom|whose|is|are|was|were|be|been|will|would|should|could|can|may|might|must|as|for|from|at|by|including|include|includes|such|e\.g\.?|i\.e\.?|etc\.?|like|you|you've|you're|you'll|we|we're|we've|us|me|them|our|your|their|its|it|this|these|those|preferably|ideally|is|a|plus|advantage|advantageous|required|preferred|desired|needed|necessary|essential|beneficial|helpful|welcome|but|while|where|when|if|than|then|so|also|within|across|through|into|via|using|with|without|on|in|of|about|over|under|per|both|either|especially|particularly|ideally|gained|obtained|acquired|working|having|being|have|has|had|etc|bonus|how|what|why|whether)$/i;

// Qualifiers in front of the thing itself: "solid working knowledge of", "a strong background in".
const LEAD_WORD =
  /^(?:a|an|the|some|any|good|strong|solid|deep|proven|relevant|excellent|hands-on|practical|basic|advanced|extensive|in-depth|thorough|broad|general|fundamental|similar|related|sound|great|demonstrable|demonstrated|prior|previous|professional|significant|substantial|considerable|first-hand|firsthand|working|expert|modern|common|current|high|higher|certain|various|different|several|other|another|one|two|three|more|most|very|well|all|both|either)$/i;

const MAX_WORDS = 6;
const SENTENCE_START = /^(?:The|A|An|This|These|That|Those|There|Then|Here|In|As|If|When|While|Please|Job|Your|Our|We|You|They|It|He|She|I)$/;
const MAX_RUN_WORDS = 16;
const MAX_WHOLE_GERUND_WORDS = 2;

// Words that say a requirement exists without saying which.
const GENERIC =
  /^(?:expertise|experience|exposure|foundation|grounding|participation|involvement|knowledge|understanding|skills?|abilit(?:y|ies)|background|education|qualifications?|proficiency|competence|competencies|familiarity|areas?|fields?|topics?|subjects?|tools?|technolog(?:y|ies)|frameworks?|methods?|techniques?|concepts?|principles?|practices?|things|work|tasks?|projects?|environments?|settings?|roles?|positions?|teams?|written|verbal|oral|spoken|aspects?|matters?|issues?|things?|stuff|variety|range|number|lots?|kinds?|types?|levels?|ways?|years?|months?|weeks?|days?|hours?|times?|jobs?|ideas?|scratch|start|home|office|anywhere|development|equivalent|similar|others?|related|relevant|this|that|these|those|them|it|they|we|you|he|she)$/i;
// Verbs that open a duty ("Participate in …", "Select and implement …"): the thing is what follows
// them. Only verbs that name no skill or thing alone ("Design", "Lead", "Support" can).
const DUTY_VERB =
  /^(?:participate|select|implement|maintain|ensure|collaborate|contribute|assist|provide|deliver|define|oversee|coordinate|perform|conduct|handle|own|operate|develop|join|attend|prepare|execute|establish|identify|evaluate|improve|champion|facilitate|promote)$/i;
const FIELD_GERUND = new RegExp(`^(?:${FIELD_GERUNDS})$`);

// Words that describe a thing without naming one ("improving an existing tool" → "existing").
const BARE_ADJECTIVE =
  /^(?:existing|new|next|minimum|maximum|latest|ultimate|current|own|entire|whole|brilliant|amazing|great|exciting|innovative|varied|willing|well-[a-z]+)$/i;
const DESCRIBING_WORD =
  /^(?:small|large|wide|big|young|new|great|global|leading|fast|modern|dynamic|[\p{L}-]+(?:ful|ed|ing|ic|ive|ous|ble|ant|ent|ly|al))$/iu;
// A word alone that names a doing or a kind of person, not something to know ("ensuring", "customers", "the use");
// a trade's doing ("driving", "growing", "handling", "making") is one.
const BARE_WORD =
  /^(?:use|tell|importance|therefore|however|ready|change|grades|challenges?|company|customers?|us|experiences|contributions?|visions?|innovations?|maintaining|developing|designing|creating|collaborating|ensuring|using|doing|helping|supporting|managing|leading|delivering|improving|implementing|providing|engaging|contributing|achieving)$/;
const PEOPLE = /^(?:colleagues?|co-?workers?|peers?|teammates?|team-?mates?|teams|people|persons?|friends?|everyone|everybody|others)$/i;
const PARTICLE = /^(?:out|up|off|down|away|back|over)$/i;
const TIME_UNIT = /^(?:years?|months?|weeks?|days?|hours?)$/i;
// Words that alone name no requirement; a leading qualifier ("Strong") is one more when a word is judged alone.
const NAMES_NOTHING_ALONE = [GENERIC, DUTY_VERB, BARE_ADJECTIVE, BARE_WORD, PARTICLE];

/** A word that alone names no requirement, whatever its case ("Minimum", "Experience", "Ensuring"). */
export function isVagueWord(word: string): boolean {
  const lower = word.toLowerCase();
  return [...NAMES_NOTHING_ALONE, LEAD_WORD].some((re) => re.test(lower));
}

const JOB_KIND_END = /^(?:roles?|positions?|jobs?|posts?|capacity|capacities)[,.;:]?$/i;

/** Trims a candidate to its content words; null when nothing that can name a requirement is left. */
function tidy(words: readonly string[], whole = false): string | null {
  const w = [...words];
  // A bullet left inside a run of items ("* BS/BA degree", "- Excellent knowledge") is no word of it.
  while (w.length > 0 && /^[*•·▪\-–—]+$/.test(w[0] ?? '')) w.shift();
  while (w.length > 0 && LEAD_WORD.test(w[0] ?? '')) w.shift();
  // "implement strict kiln checks", "Provide on-site support": what the duty is done to is the thing.
  if (w.length > 1 && DUTY_VERB.test(w[0] ?? '')) {
    w.shift();
    while (w.length > 0 && LEAD_WORD.test(w[0] ?? '')) w.shift();
  }
  // "pre-" of "pre- and post-processing", "biomaterials organic-": half a word joined to the next is nothing alone.
  while (w.length > 0 && (/^(?:etc|and|or|and\/or)$/i.test(w[w.length - 1] ?? '') || /-$/.test(w[w.length - 1] ?? ''))) w.pop();
  // "glaze chemistry 2+ years": the time asked for follows the thing. "The next 3 years", "a rapidly
  // expanding company": a stretch of time or the employer is nothing to know.
  if (w.length > 2 && /^years?$/i.test(w[w.length - 1] ?? '') && /^\d+\+?$/.test(w[w.length - 2] ?? '')) w.splice(-2);
  // "Systems Administration Minimum …": a capitalised qualifier at the end opens the next requirement.
  while (
    w.length > 1 &&
    /^\p{Lu}\p{Ll}/u.test(w[w.length - 1] ?? '') &&
    [BARE_ADJECTIVE, LEAD_WORD, CUE_ADJECTIVE].some((re) => re.test(w[w.length - 1] ?? ''))
  )
    w.pop();
  if (w.length > 1 && TIME_UNIT.test(w[w.length - 1] ?? '')) return null;
  // "a finance company" names a field; "a rapidly expanding company" only praises the employer.
  if (w.length > 1 && /^(?:company|companies|workplace|area)$/i.test(w[w.length - 1] ?? '')) {
    w.pop();
    if (w.every((word) => DESCRIBING_WORD.test(word))) return null;
  }
  // "kiln maintenance Travel is part of the job": a capitalised word after a word in lower case starts
  // the next sentence of a posting whose full stops were lost (an acronym or a name in capitals does not).
  // A language's name is capitalised inside a phrase ("spoken English"). Cut to one word, what is left named
  // only the end of the sentence before ("… in a dynamic team Strong …" → "team").
  if (w.length === 0 || w.length > MAX_WORDS) return null;
  const nextSentence = w.findIndex(
    (word, i) => i > 0 && /^\p{Lu}\p{Ll}+$/u.test(word) && /^\p{Ll}/u.test(w[i - 1] ?? '') && !LANGUAGE_NAME.test(word),
  );
  if (nextSentence > 0) {
    w.splice(nextSentence);
    while (w.length > 0 && (STOP_WORD.test(w[w.length - 1] ?? '') || /^(?:the|an|until)$/i.test(w[w.length - 1] ?? ''))) w.pop();
    if (w.length < 2) return null;
  }
  const name = w.join(' ').replace(/^[("'“]+|(?<![)"'”,:;.!?])[)"'”,:;.!?]+$/g, '');
  if (name.length < 2 || !/\p{L}/u.test(name) || /^\d/.test(name)) return null;
  if (w.length === 1 && NAMES_NOTHING_ALONE.some((re) => re.test(name))) return null;
  // "work with new colleagues": the people someone works with are no requirement ("coaching people" is one).
  if (PEOPLE.test(w[w.length - 1] ?? '') && !w.some((word) => /^[a-z]+ing$/i.test(word))) return null;
  // "a large number", "a specific area": a described amount or place names nothing.
  if (
    w.length === 2 &&
    DESCRIBING_WORD.test(w[0] ?? '') &&
    /^(?:number|amount|range|variety|set|areas?|fields?|ways?|kinds?|types?)$/i.test(w[1] ?? '')
  )
    return null;
  // "… and break out of your routine": a verb and its particle make a duty or a figure of speech.
  if (w.length === 2 && PARTICLE.test(w[1] ?? '') && !/^[\p{Lu}\d]/u.test(w[0] ?? '')) return null;
  // "a fraud detection role", "a similar planning role": the field of the job held before is the
  // thing to know, the job itself is not; "a perfect role" names no field.
  if (w.length > 1 && JOB_KIND_END.test(w[w.length - 1] ?? '')) {
    const field = w.slice(0, -1);
    return field.length > 1 || FIELD_GERUND.test(field[0] ?? '') ? tidy(field, whole) : null;
  }
  // "taking models to production" is a duty, not something to know; "machine learning" and
  // "testing frameworks" are kept because their first word is a field. A short list item that is
  // whole, with nothing after it, names a thing ("pipetting robots", "mooring winches").
  const first = w[0] ?? '';
  if (w.length > 1 && /^[a-z]+ing$/.test(first) && !FIELD_GERUND.test(first) && !(whole && w.length <= MAX_WHOLE_GERUND_WORDS)) return null;
  return name;
}

// Methods and documents whose name holds "of": "design of experiments", "bill of materials", "proof of concept".
const OF_TERM =
  /\b(?:design of experiments|bill of (?:materials|lading)|internet of things|proof of concept|point of sale|chain of custody|theory of constraints|separation of (?:concerns|duties)|quality of service|voice of (?:the )?customer|statement of work|letters? of credit|certificates? of analysis|rules of origin)\b/gi;
const OF_JOINER = '\u2060';

/**
 * The items of the phrase after a cue: "Java, Kotlin and/or Scala in production" → Java, Kotlin,
 * Scala. Reading stops at a verb, a relative word or punctuation that ends the thought.
 */
function phraseItems(text: string, from: number, base: number): StatedRequirement[] {
  const out: StatedRequirement[] = [];
  let rest = text.slice(from, from + 160);
  // The window must not end inside a word ("parent" of "parental").
  if (from + 160 < text.length && /\S/.test(text.charAt(from + 160))) rest = rest.replace(/\S+$/, '');
  // The spaces of a method named with "of" are held by a joiner of the same length, so "of" does not end it.
  rest = rest.replace(OF_TERM, (term) => term.replace(/ /g, OF_JOINER));
  // "pre- and post-dive checks" is one requirement: the first word shares the last.
  rest = rest.replace(/\p{L}- (?:and|or) /gu, (joined) => joined.replace(/ /g, OF_JOINER));
  // A full stop inside a name ("Next.js", "ASP.NET") does not end the phrase.
  // A bullet, or a spaced dash before a capital, starts the next item of a list whose line breaks were lost
  // ("… kiln safety • Experience in …", "batch records - Participating in audits").
  const stop = /[;:!?()[\]•▪]|\.(?=\s|$)|\s\*\s|\s[-–—]\s+(?=\p{Lu})/u.exec(rest);
  const span = stop ? rest.slice(0, stop.index) : rest;
  // "A, B and C" and "A and/or B" are lists; "research and development" would be split too, which
  // keeps each part in the posting's words.
  const parts = span.split(/,|\s+(?:and\/or|and|or|&|as well as)\s+|\s*\/\s*(?=[A-Za-z]{3})/);
  let offset = 0;
  for (const part of parts) {
    const at = span.indexOf(part, offset);
    offset = at + part.length;
    const words = part
      .trim()
      .split(/\s+/)
      .filter((x) => x !== '');
    const kept: string[] = [];
    for (const word of words) {
      if (kept.length > 0 && STOP_WORD.test(word)) break;
      // Punctuation lost between sentences: "… major break-downs The work is …".
      if (kept.length > 0 && SENTENCE_START.test(word)) break;
      if (kept.length === 0 && STOP_WORD.test(word) && !LEAD_WORD.test(word)) break;
      kept.push(word);
    }
    const tidied = tidy(kept, kept.length === words.length);
    const name = tidied?.replaceAll(OF_JOINER, ' ');
    if (tidied && name) out.push({ name, index: base + from + Math.max(0, at) + part.indexOf(tidied.split(' ')[0] ?? '') });
    else if (kept.length > MAX_WORDS && kept.length <= MAX_RUN_WORDS && kept.every((w) => /^[\p{Lu}\d]/u.test(w))) {
      const run = kept.join(' ');
      const index = part.indexOf(run);
      if (index >= 0) out.push({ name: run, index: base + from + Math.max(0, at) + index, run: true });
    }
    // A list ends where a part had to be cut short: what follows is a new thought.
    if (kept.length < words.length) break;
  }
  return out;
}

function cueItems(clause: Span): StatedRequirement[] {
  const out: StatedRequirement[] = [];
  for (const m of clause.text.matchAll(CUE)) out.push(...phraseItems(clause.text, m.index + m[0].length, clause.start));
  return out;
}

function degreeItems(clause: Span): StatedRequirement[] {
  const out: StatedRequirement[] = [];
  for (const m of clause.text.matchAll(DEGREE)) {
    const head = m[0]
      .slice(0, m[1] ? m[0].search(/\s+(?:with)?in\s+/i) : undefined)
      .replace(/\s+or\s+(?:higher|above|equivalent|similar)$/i, '')
      .trim();
    // A bare "degree" without a level or a field says nothing a person could show; "MS" alone is
    // as often a software vendor as a degree.
    // Nor does "master" alone ("master data", "scrum master"), unless a level or another degree follows it
    // ("a degree at master level", "a Master or PhD").
    const after = clause.text.slice(m.index + m[0].length);
    const bareLevel =
      /^(?:master|bachelor)$/i.test(head) && !/^\s*(?:level|(?:and|or|\/)\s*(?:ph\.?\s?d|doctor|bachelor|master|m\.?sc|b\.?sc))/i.test(after);
    if ((/^degree$/i.test(head) || bareLevel || /^(?:ms|bs|beng|meng)\b/i.test(head)) && !m[1]) continue;
    out.push({ name: head, index: clause.start + m.index });
    if (!m[1]) continue;
    const fieldsAt = m.index + m[0].length - m[1].length;
    const run = fieldRun(m[1]);
    if (run.length > 0) out.push(...run.map((f) => ({ name: f.name, index: clause.start + fieldsAt + f.index })));
    else out.push(...phraseItems(clause.text, fieldsAt, clause.start));
  }
  return out;
}

// "Danish is a plus", "German preferred": a language standing alone with a must or nice cue.
const LANGUAGE_ALONE = new RegExp(
  String.raw`^\s*(?:and\s+|also\s+)?(?:${LANGUAGES.join('|')})\b(?:\s+(?:is|would be|as well))?\s+(?:a\s+(?:big\s+)?plus|an\s+advantage|advantageous|preferred|required|desirable|desired|nice to have|a must|mandatory|essential)\b`,
  'i',
);

function languageItems(clause: Span): StatedRequirement[] {
  if (LANGUAGE_ALONE.test(clause.text)) {
    const m = LANGUAGE.exec(clause.text);
    LANGUAGE.lastIndex = 0;
    if (m) return [{ name: m[1] ?? m[0], index: clause.start + m.index }];
  }
  const out: StatedRequirement[] = [];
  for (const m of clause.text.matchAll(LANGUAGE)) {
    const after = clause.text.slice(m.index + m[0].length, m.index + m[0].length + LANGUAGE_WINDOW);
    if (LANGUAGE_PERK.test(after)) continue;
    const around = clause.text.slice(Math.max(0, m.index - LANGUAGE_WINDOW), m.index) + ' ' + after;
    if (LANGUAGE_CONTEXT.test(around)) out.push({ name: m[1] ?? m[0], index: clause.start + m.index });
  }
  return out;
}

function termItems(clause: Span): StatedRequirement[] {
  const out: StatedRequirement[] = [];
  for (const m of clause.text.matchAll(TERM)) {
    const name = m[0];
    if (NOT_TERMS.has(name.toUpperCase()) || name.length > 40) continue;
    // A shouted sentence ("APPLY NOW") is emphasis, not a list of acronyms.
    if (/^[A-Z]{4,}$/.test(name) && /[A-Z]{4,}\s+[A-Z]{4,}/.test(clause.text)) continue;
    out.push({ name, index: clause.start + m.index });
  }
  return out;
}

// "strong Python skills", "B2B sales experience", "solid SQL knowledge": the thing stands before the noun.
const KNOWLEDGE_HEAD = /\b(?:experience|knowledge|skills?|expertise|proficiency|know-how)\b(?!\s+level)/gi;
const BEFORE_HEAD_CHARS = 60;
const MAX_BEFORE_WORDS = 3;
// "user experience", "customer experience": the words make one thing with the noun.
const OWNER_WORD =
  /^(?:user|customer|client|candidate|guest|patient|employee|developer|member|people|work|working|industry|life|team|field|job|hands-on|language)$/i;
// Words before the noun that are not the thing: verbs ("you have experience"), rank and kind of job.
const NOT_BEFORE_NOUN =
  /^(?:have|has|had|having|possess(?:es)?|bring(?:s)?|gain(?:ed|s)?|get|got|need(?:s|ed)?|require[sd]?|desire[sd]?|demonstrate[sd]?|show(?:s|n)?|play(?:s)?|use|apply|build|combine[sd]?|personal|following|senior|junior|full-time|part-time|own|learning|real-world|life|lived|fluent|native)$/i;
const BEFORE_WORD = /^[\p{L}\p{N}][\p{L}\p{N}+#.&/'’-]*$/u;

function beforeNounItems(clause: Span): StatedRequirement[] {
  const out: StatedRequirement[] = [];
  for (const m of clause.text.matchAll(KNOWLEDGE_HEAD)) {
    const before = clause.text.slice(Math.max(0, m.index - BEFORE_HEAD_CHARS), m.index);
    if (!/\s$/.test(before)) continue;
    const words = before
      .trimEnd()
      .split(/\s+/)
      .slice(-MAX_BEFORE_WORDS - 1);
    // The first word may be cut by the window; it is only used when it is whole.
    if (before.length === BEFORE_HEAD_CHARS && words.length > MAX_BEFORE_WORDS) words.shift();
    const last = words[words.length - 1] ?? '';
    if (OWNER_WORD.test(last)) continue;
    let from = words.length;
    while (from > 0 && words.length - from < MAX_BEFORE_WORDS) {
      const w = words[from - 1] ?? '';
      if (
        !BEFORE_WORD.test(w) ||
        STOP_WORD.test(w) ||
        LEAD_WORD.test(w) ||
        SENTENCE_START.test(w) ||
        NOT_BEFORE_NOUN.test(w) ||
        /^\d|^(?:years?|yrs?|months?)$/i.test(w)
      )
        break;
      from--;
    }
    const kept = words.slice(from);
    const name = kept.length > 0 ? tidy(kept, true) : null;
    if (!name) continue;
    const at = before.lastIndexOf(name);
    if (at >= 0) out.push({ name, index: clause.start + m.index - before.length + at });
  }
  return out;
}

const PAREN = /\(([^()]{2,80})\)/g;
const PAREN_LEAD = /^\s*(?:e\.g\.?|i\.e\.?|eg|ie|such as|for example|for instance|including|incl\.?|like|or|and|especially)\s*:?\s*/i;
const MAX_PAREN_WORDS = 8;
const MAX_PAREN_ITEM_WORDS = 3;

/**
 * The items a requirement lists in brackets: "JavaScript frameworks (Fennec or Quilljs)", "build servers
 * (Buildkite Bamboo)". A bracket that reads as a sentence, a number or an aside ("(preferred)",
 * "(m/f/d)", "(3+ years)") gives nothing.
 */
function parenItems(clause: Span): StatedRequirement[] {
  const out: StatedRequirement[] = [];
  for (const m of clause.text.matchAll(PAREN)) {
    const inner = m[1] ?? '';
    const body = inner.replace(PAREN_LEAD, '');
    const bodyAt = m.index + 1 + (inner.length - body.length);
    if (body.split(/\s+/).length > MAX_PAREN_WORDS || /\d/.test(body.replace(/[A-Za-z]+\d+|\d+[A-Za-z]+/g, '')) || /@|www\.|https?:/i.test(body)) {
      continue;
    }
    const parts = body.split(/,|;|\s+(?:and\/or|and|or|&)\s+|\s*\/\s*/);
    let offset = 0;
    for (const part of parts) {
      const at = body.indexOf(part, offset);
      offset = at + part.length;
      const words = part
        .trim()
        .split(/\s+/)
        .filter((w) => w !== '');
      if (words.length === 0 || words.length > MAX_PAREN_ITEM_WORDS || words.some((w) => STOP_WORD.test(w))) continue;
      const name = tidy(words);
      if (!name || /^\p{Ll}{1,2}$/u.test(name)) continue;
      // A lone capitalised word in brackets is mostly a name of the employer, a place or a person ("(Northwind)").
      if (parts.length === 1 && /^\p{Lu}\p{Ll}+$/u.test(name)) continue;
      out.push({ name, index: clause.start + bodyAt + at + part.indexOf(name) });
    }
  }
  return out;
}

/** Everything a requirement or duty clause states, in the posting's words, in order of appearance. */
// Words that open a sentence about the candidate or a duty rather than a thing to know.
const NOT_ITEM_START =
  /^(?:you|we|our|your|they|he|she|i|be|have|has|had|being|ability|able|must|should|can|will|would|may|there|this|that|these|those|it|is|are|was|as|if|when|while|what|who|how|why|please|to|in|on|at|for|by|from|of|with|no|not|min|minimum|max|maximum|up|at least|about)$/i;
const MAX_ITEM_LINE = 80;
// "Fluent in Danish", "Familiar with beam-forming", "Good command of English", "Basic training in first aid":
// a cue opens the item, and the cue reading takes the phrase after it.
const CUE_START = new RegExp(
  String.raw`^\s*(?:${KNOWLEDGE_ADJECTIVE}\s+(?:with|in|at|on)|(?:[\p{L}-]+\s+){0,2}${KNOWLEDGE_NOUN}\s+(?:of|in|with|on))\s`,
  'iu',
);
// "Rotation 4 weeks on / 4 weeks off", "12 hour shifts": when the work is done, not what to know.
const TIME_SPAN = /\b\d+(?:[.,]\d+)?\s*-?\s*(?:weeks?|days?|hours?|hrs?|months?|shifts?)\b/i;

/**
 * The thing a short list item names at its start: "Object oriented design and clean code" under a
 * requirements heading gives "Object oriented design" and "clean code". Items that open as a sentence
 * ("You have …", "Ability to …") or a number ("3+ years …") give nothing here.
 */
export function leadingItems(item: Span): StatedRequirement[] {
  const first = /^\s*([\p{L}][\p{L}\p{N}'’.+#/-]*)/u.exec(item.text);
  if (!first?.[1] || NOT_ITEM_START.test(first[1]) || item.text.length > MAX_ITEM_LINE) return [];
  if (CUE_START.test(item.text)) return [];
  return phraseItems(item.text, 0, item.start).filter((r) => !TRAIT_HEAD.test(r.name) && !TIME_SPAN.test(r.name));
}

// "Go-getter attitude", "growth mindset": a trait of the person, not something to know.
const TRAIT_HEAD = /\b(?:attitude|mindset|personality|spirit|approach|drive|mentality|manner|nature)$/i;

export function statedRequirements(clause: Span): StatedRequirement[] {
  const phrases = [...cueItems(clause), ...degreeItems(clause), ...languageItems(clause), ...parenItems(clause), ...beforeNounItems(clause)];
  // An acronym that is part of a hyphenated word already read ("JS" of "CSS-in-JS") is that word.
  const inCompound = (t: StatedRequirement): boolean => {
    const at = t.index - clause.start;
    return clause.text.charAt(at - 1) === '-' || /^-\p{L}/u.test(clause.text.slice(at + t.name.length));
  };
  const terms = termItems(clause).filter(
    (t) => !(inCompound(t) && phrases.some((p) => p.index <= t.index && t.index + t.name.length <= p.index + p.name.length)),
  );
  const seen = new Set<string>();
  return [...phrases, ...terms]
    .sort((a, b) => a.index - b.index)
    .filter((r) => {
      const key = `${r.index}:${r.name}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
