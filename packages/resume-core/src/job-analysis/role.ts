import type { LogicalLine } from './text';

/**
 * Nouns that end a job title; a candidate title must contain one. German, Nordic and Dutch titles are compounds
 * ("Softwareentwickler", "Projektleiterin", "Studentermedhjælper"), so their nouns are matched as word endings,
 * and so are English families of occupations ("physiotherapist", "radiologist", "electrician", "groundskeeper").
 */
const ROLE_NOUNS = String.raw`engineer|developer|programmer|architect|manager|designer|analyst|scientist|specialist|consultant|administrator|admin|lead|director|officer|head|leader|president|vp|coordinator|associate|intern|internship|traineeship|apprenticeship|working student|(?:graduate|trainee) (?:programme|program|scheme)|(?:student|summer|holiday|weekend) job|studiejob|studenterjob|studentenjob|representative|rep|accountant|writer|editor|proofreader|recruiter|sourcer|nurse|technician|strategist|researcher|owner|marketer|advocate|evangelist|liaison|facilitator|mentor|moderator|executive|assistant|attendant|teacher|instructor|tester|master|partner|sre|devops|cto|ceo|cfo|coo|cpo|ciso|attorney|counsel|paralegal|physician|practitioner|[a-z]*therapist|[a-z]+ologist|[a-z]+ician|pharmacist|clerk|agent|[a-zß-ÿ]*operator|planner|buyer|auditor|controller|bookkeeper|producer|creator|artist|animator|photographer|copywriter|trainer|coach|advisor|adviser|principal|fellow|apprentice|trainee|employee|generalist|expert|professional|member|professor|professorship|lecturer|postdoc|postdoctoral researcher|phd student|phd fellow|phd scholarship|phd position|scholar|[a-z]*worker|driver|chauffeur|dancer|actor|actress|singer|presenter|cleaner|[a-z]*washer|[a-z]*keeper|cook|[a-zß-ÿ]*chef|supporter|(?:cell|violin|vial|pian|guitar|flaut|organ|percussion|bass|harp|vocal|obo|clarinet|saxophon|trumpet|trombon|accompan)ist|waiter|waitress|bartender|sommelier|croupier|mechanic|welder|carpenter|joiner|plumber|roofer|scaffolder|bricklayer|plasterer|glazier|tiler|rigger|assembler|fabricator|upholsterer|millwright|shipwright|locksmith|blacksmith|draftsperson|tradesperson|tradesman|craftsman|handyman|repairman|salesman|saleswoman|fisherman|farmer|groomer|groom|declarant|florist|arborist|[a-z]*nomist|hunter|handler|adjuster|expeditor|picker|packer|sorter|courier|caretaker|janitor|guard|warden|ranger|constable|receptionist|secretary|typist|transcriber|cashier|dispatcher|surveyor|inspector|supervisor|foreman|superintendent|steward|stewardess|purser|sailor|seafarer|seaman|mariner|cabin crew|pilot|barista|baker|butcher|gardener|landscaper|painter|labourer|laborer|porter|operative|machinist|[a-z]*fitter|installer|estimator|drafter|draughtsman|[a-z]*chemist|[a-z]+icist|botanist|veterinarian|optometrist|orthodontist|podiatrist|chiropodist|chiropractor|osteopath|phlebotomist|anaesthetist|anesthetist|dentist|hygienist|radiographer|sonographer|midwife|paramedic|doctor|surgeon|lawyer|solicitor|barrister|notary|actuary|underwriter|broker|trader|banker|teller|salesperson|merchandiser|ambassador|host|hostess|concierge|librarian|archivist|curator|educator|pedagogue|tutor|counsellor|counselor|caregiver|carer|nanny|translator|interpreter|journalist|reporter|illustrator|stylist|hairdresser|beautician|dietitian|nutritionist|lifeguard|firefighter|treasurer|investigator|modeller|modeler|phd candidate|doctoral candidate|fellowship|studentship|scholarship|phd stipend|phd grant|phd project|post[- ]doc|doctoral position|lectureship|readership|aide|helper|storekeeper|deckhand|captain|cadet|bosun|boatswain|oiler|motorman|(?:chief|first|second|third) mate|skipper|brewer|distiller|milker|breeder|(?:farm|stable|deck|ranch|kitchen|yard|dock|field) hand|herdsman|herdsperson|stockman|stockperson|[a-z]+maker|groundsman|linesman|cameraman|warehouseman|stagehand|farmhand|roustabout|roughneck|trucker|au pair|hacker|grower|nurseryman|forester|lumberjack|herder|builder|miner|stonemason|decorator|insulator|erector|jewell?er|seamstress|presser|confectioner|fishmonger|valet|maid|diver|navigator|signaller|signalman|lineman|soldier|detective|stocker|promoter|canvasser|telemarketer|telephonist|organi[sz]er|appraiser|valuer|assessor|negotiator|mediator|arbitrator|purchaser|registrar|bursar|comptroller|coder|composer|[a-z]*grapher|influencer|spokesperson|publicist|medic|psychiatrist|orderly|babysitter|childminder|sdr|bdr|(?:full[- ]?stack|front[- ]?end|back[- ]?end|web|mobile|app|game|software) dev|[a-zß-ÿ]*(?:entwickler|ingenieur|berater|leiter|leitung|techniker|architekt|fachkraft|kraft|sachbearbeiter|mitarbeiter|kaufmann|kauffrau|elektriker|mechaniker|troniker|monteur|werkstudent|praktikant|pfleger|helfer|fahrer|führer|bediener|erzieher|käufer|tischler|schreiner|maurer|maler|lackierer|schlosser|schweißer|bäcker|koch|köchin|referent|arzt|ärztin|lehrer|meister|disponent|buchhalter|kommissionierer|lagerist|therapeut|betreuer|angestellter?|assistenz|auszubildender?|azubi)(?:in|innen)?|[a-zß-ÿ]*(?:lagerist|praktikant|referent|student|assistent)en|[a-zß-ÿ]*(?:medhjælper|medarbejder|konsulent|udvikler|leder|assistent|ingeniør|ingenjör|tekniker|sygeplejerske|sjuksköterska|pædagog|lærer|lärare|chauffør|sælger|säljare|utvecklare|projektledare|montør|elev|medewerker|ontwikkelaar|adviseur|verpleegkundige|beheerder|stagiair|mekaniker|operatør|laborant|maskinmester|fodermester|skibsfører|smed|tømrer|snedker|murer|tjener|kok|kokk|kock|snickare|undersköterska|ekonom)|[a-zß-ÿ]+arbejder|[a-zåäö]+arbetare|[a-zåäö]*förare|[a-zæøå]*fører|[a-zæøå]*sekretær|[a-zæøå]*terapeut|lærling|landmand|svejser|bager|slagter|gartner|mejerist|dyrlæge|økonom|revisor|bogholder|direktør|sagsbehandler|jordemoder|sjåfør|snekker|rørlegger|renholder|servitør|[a-zß-ÿ]*arbeiter(?:in)?|landwirt(?:in)?|gärtner(?:in)?|metzger(?:in)?|fleischer(?:in)?|kellner(?:in)?|ingénieur|technicien|technicienne|opérateur|opératrice|développeur|développeuse|infirmier|infirmière|conseiller|conseillère|vendeur|vendeuse|stagiaire|ingeniero|ingeniera|técnico|técnica|desarrollador|desarrolladora|enfermero|enfermera|ingegnere|tecnico|sviluppatore|infermiere|magazziniere|addetto|addetta|impiegato|impiegata`;
const JOINING_WORDS = new Set(['of', 'and', 'for', 'the', 'in']);
// The nouns of ROLE_NOUNS in French, Spanish, Portuguese and Italian, whose titles name a field after them.
const ROMANCE_NOUN =
  /^(?:ingénieur|technicien(?:ne)?|opérat(?:eur|rice)|développeu(?:r|se)|infirmi(?:er|ère)|conseill(?:er|ère)|vendeu(?:r|se)|stagiaire|ingenier[oa]|técnic[oa]|desarrollador(?:a)?|enfermer[oa]|ingegnere|tecnico|sviluppatore|infermiere|magazziniere|addett[oa]|impiegat[oa])s?$/i;
// A letter of a Latin alphabet: "\b" takes "ø" and "ä" for word breaks, so "Ingeniør" and "Ärztin" would not end or start a word.
const NOT_LETTER_BEFORE = '(?<![a-z0-9_ß-ÿ])';
const NOT_LETTER_AFTER = '(?![a-z0-9_ß-ÿ])';
const ROLE_NOUN = new RegExp(`${NOT_LETTER_BEFORE}(?:${ROLE_NOUNS})s?${NOT_LETTER_AFTER}`, 'i');
// Compiled once: the list is long, and titles are cleaned for every candidate line of a posting.
const ROLE_NOUN_ALL = new RegExp(ROLE_NOUN.source, 'gi');
const WHOLE_ROLE_NOUN = new RegExp(`^(?:${ROLE_NOUN.source})$`, 'i');

const ADJECTIVES = new Set([
  'talented',
  'skilled',
  'experienced',
  'seasoned',
  'motivated',
  'passionate',
  'driven',
  'dynamic',
  'highly',
  'strong',
  'exceptional',
  'great',
  'brilliant',
  'curious',
  'creative',
  'detail-oriented',
  'hands-on',
  'results-driven',
  'self-motivated',
  'versatile',
  'proactive',
  'enthusiastic',
  'ambitious',
  'outstanding',
  'pragmatic',
  'thoughtful',
  'world-class',
  'innovative',
  'dedicated',
  'collaborative',
  'energetic',
  'humble',
  'savvy',
  'accomplished',
  'new',
  'an',
  'a',
  'the',
  'our',
  'first',
  'next',
  'committed',
  'awesome',
  'amazing',
  'rockstar',
  'star',
  'sharp',
  'smart',
  'product-minded',
  'independent',
  'fully',
  'funded',
  'fully-funded',
  'qualified',
  'competent',
  'reliable',
  'self-driven',
  'trained',
  // Describing words of German, Danish, Dutch and French postings: "einen erfahrenen", "en erfaren", "een ervaren".
  'erfahrene',
  'erfahrenen',
  'engagierte',
  'engagierten',
  'motivierte',
  'motivierten',
  'neue',
  'neuen',
  'erfaren',
  'erfarne',
  'engageret',
  'dygtig',
  'ny',
  'ervaren',
  'enthousiaste',
  'gedreven',
  'nieuwe',
  'expérimenté',
  'expérimentée',
  'motivé',
  'motivée',
  'nouveau',
  'nouvelle',
  // "an additional kiln engineer", "the successful Kiln Engineer", "our future colleague"
  'additional',
  'another',
  'extra',
  'successful',
  'ideal',
  'future',
  // The contract type is not part of the title: "Full-Time Chauffeur", "freelance translator".
  'full-time',
  'part-time',
  'permanent',
  'temporary',
  'freelance',
]);

const LEADING_FILLER = new Set([
  'are',
  'you',
  'as',
  'we',
  'seek',
  'position',
  'to',
  'and',
  'for',
  'our',
  'your',
  'be',
  'become',
  'the',
  'a',
  'an',
  'new',
  'join',
  'hiring',
  'wanted',
  'opportunity',
  'opening',
  'vacancy',
]);

// One role noun in the singular ("engineer", "devops"), to tell a plural ("engineers") apart.
const SINGLE_NOUN = new RegExp(`^(?:${ROLE_NOUNS})$`, 'i');
const GENERIC_ALONE = /^(?:professional|member|employee|expert|worker|partner|helper|aide|associate|fellow|agent|executive|owner)s?$/i;

/**
 * Tidies a title: drops parentheses ("(Remote)", "(5+ Years of Experience)", "(m/f/d)"), the company
 * after " at " / " - " / " | ", leading adjectives and articles, and everything after the last role noun.
 */
export function cleanRole(raw: string): string | null {
  let t = raw
    // "Summer job as a lifeguard": the title follows "as a".
    .replace(/^.*?\bas (?:an?|the|our)\s+/i, '')
    // "Opening for Data Engineer", "Vacancy for a Kiln Engineer": the title follows the opening's "for".
    .replace(
      /^\s*(?:(?:job|career)\s+)?(?:openings?|vacanc(?:y|ies)|opportunit(?:y|ies)|positions?)\s+(?:available\s+)?for\s+(?:an?\s+|the\s+)?/i,
      '',
    )
    .replace(/\([^)]*\)?|\[[^\]]*\]/g, ' ')
    // A job board's breadcrumb ("Jobs › Engineering › Kiln Engineer", "Home / Jobs / Kiln Engineer"):
    // the title is the last part.
    .replace(/^.*\s[›»>]\s+|^\s*(?:home|jobs|careers|vacancies)\s\/\s(?:[^/]+\s\/\s)*/i, '')
    .replace(/\s+(?:at|@)\s+[A-Z][\w&.' -]*$/, '')
    .replace(/[*_#"“”]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  // "Brickworks - Kiln Engineer - Leeds", "Kiln Engineer | Remote": of the parts between spaced dashes
  // and pipes, the title is the first that names a role.
  const parts = t.split(/\s+[-|–—]\s+/);
  t = parts.find((p) => ROLE_NOUN.test(p)) ?? parts[0] ?? '';
  // A posting that hires several kinds lists them ("electrical engineers mechanical engineers and
  // surveyors"): the title is the first kind named.
  const kinds = [...t.matchAll(ROLE_NOUN_ALL)];
  const firstKind = kinds[0];
  if (kinds.length > 1 && firstKind && !SINGLE_NOUN.test(firstKind[0]) && SINGLE_NOUN.test(firstKind[0].slice(0, -1))) {
    t = t.slice(0, firstKind.index + firstKind[0].length);
  }
  // "for" with an article names who the job is for ("Geneticist for a seed breeder"); inside a title it
  // takes none ("Director for Sales").
  t = t.replace(/\s+for\s+(?:an?|the|our|their|its)\s.*$/i, '');
  // The employer before a colon ("Brickworks: Kiln Engineer"); a title before one ("Kiln Engineer: Leeds plant") stays.
  const colon = /^([^:]{1,40}):\s+(?=\S)/.exec(t);
  // "Reports to: Production Manager", "Contact: Office Manager": the value names someone else.
  if (colon?.[1] && OTHER_PERSON_LABEL.test(colon[1].trim())) return null;
  if (colon?.[1] && !ROLE_NOUN.test(colon[1])) t = t.slice(colon[0].length);
  const words = t.split(' ');
  // "experienced and committed engineering managers": adjectives joined by "and" go as well.
  // "service-minded", "detail-oriented", "customer-focused" describe the person, whatever the first half.
  const describing = (w: string): boolean => ADJECTIVES.has(w.toLowerCase()) || /^[\p{L}]+-(?:minded|oriented|focused)$/iu.test(w);
  while (words.length > 1 && (describing(words[0] ?? '') || /^(?:and|or|&)$/i.test(words[0] ?? ''))) words.shift();
  // A title written in capitals starts at its first capitalised word: "you as a Senior Engineer",
  // "committed and proactive Project Engineer", "full-time DevOps Engineer".
  // A word with a capital inside ("iOS", "eCommerce") is a capitalised word too, and so is a rank's
  // ordinal ("2nd Engineer", "3rd Officer" on a ship).
  const capitalised = (w: string): boolean => /^\p{Lu}|^\p{Ll}+\p{Lu}|^\d+(?:st|nd|rd|th)$/u.test(w);
  // Only when a role noun follows that word: in "pipe welder for shipyard in Esbjerg" the capital is a place's.
  const firstCapital = words.findIndex((w) => capitalised(w) && !LEADING_FILLER.has(w.toLowerCase()));
  if (firstCapital >= 0 && ROLE_NOUN.test(words.slice(firstCapital).join(' '))) words.splice(0, firstCapital);
  // "Become a delivery driver", "We seek a motivated production technician": the invitation, its
  // article and the words describing the person are no part of the title.
  while (words.length > 1 && (LEADING_FILLER.has((words[0] ?? '').toLowerCase()) || describing(words[0] ?? ''))) words.shift();
  // "3-year", and the number hired ("2 kiln engineers", "several welders", "two more welders").
  while (words.length > 1 && /^(?:\d+-(?:year|month)s?|\d+|two|three|four|five|several|multiple|more|additional|extra)$/i.test(words[0] ?? ''))
    words.shift();
  t = words.join(' ');
  const nouns = [...t.matchAll(ROLE_NOUN_ALL)];
  const last = nouns[nouns.length - 1];
  if (!last) return null;
  let end = last.index + last[0].length;
  // Keep "of Engineering" in "Head of Engineering" / "VP of Product".
  // The tail stops at the unit that follows a title ("Professor of Surgery Faculty of Health").
  // "for" belongs to a rank ("Director for Sales Operations"), not to "Kiln Engineer for Brickworks".
  const forTail = /^(?:head|director|vp|manager|lead|responsible)s?$/i.test(last[0]) ? '|for' : '';
  // An internship or a research post names its field with "in" ("Internship in Communications",
  // "Postdoc in Soil Science").
  const inTail = /^(?:internship|traineeship|apprenticeship|scholarship|fellowship|studentship|postdoc|lectureship|professorship)s?$/i.test(last[0])
    ? '|in'
    : '';
  const tail = new RegExp(
    String.raw`^\s+(?:of${forTail}${inTail})\s+` +
      String.raw`[A-Z][\w&/-]*(?:\s+(?!(?:Faculty|Department|School|Institute|University|Division|College|Centre|Center)\b)[A-Z&][\w&/-]*){0,2}`,
  ).exec(t.slice(end));
  if (tail) end += tail[0].length;
  // Keep a level numeral ("Software Engineer II") and a kitchen's station ("Chef de Partie", "Chef de Cuisine").
  const numeral = /^\s+(?:I{1,3}|IV|V)\b/.exec(t.slice(end));
  if (numeral) end += numeral[0].length;
  const station = /^chefs?$/i.test(last[0]) ? /^\s+de\s+(?:partie|cuisine|rang)\b/i.exec(t.slice(end)) : null;
  if (station) end += station[0].length;
  // A title in French, Spanish, Portuguese or Italian names its field after "de", "en" or "di", in
  // lower case: "Technicien de maintenance", "Ingeniero de software", "Tecnico di laboratorio".
  const field =
    !station && ROMANCE_NOUN.test(last[0]) ? /^\s+(?:de|d['’]|di|da|do|du|en)\s*(?<![\p{L}])[\p{L}][\p{L}-]{2,}/iu.exec(t.slice(end)) : null;
  if (field) end += field[0].length;
  t = t
    .slice(0, end)
    .replace(/(?<![\s,:;.-])[\s,:;.-]+$/, '')
    .trim();
  // A posting that hires several ("engineering managers") names one title.
  const plural = /(\p{L}+)s$/u.exec(t);
  // The last noun may be two words ("PhD positions").
  const lastNoun = t.slice(last.index);
  if (
    (plural?.[1] && WHOLE_ROLE_NOUN.test(plural[1]) && !/ss$/i.test(t)) ||
    (/s$/i.test(lastNoun) && !SINGLE_NOUN.test(lastNoun) && SINGLE_NOUN.test(lastNoun.slice(0, -1)))
  )
    t = t.slice(0, -1);
  t = t.replace(/\b(Chef)s(?= de )/i, '$1');
  // A semicolon joins clauses, never the words of a title ("Head of Finance oversees budgets; the …").
  if (t.length < 3 || t.split(' ').length > 8 || t.includes(';')) return null;
  // Inside a title, "for", "to" and "with" follow a rank ("Director for Sales", "Assistant to the Director");
  // after another word they make a phrase about something else: a perk ("Company car for every Sales
  // Manager"), a sentence ("We sell tractors to farmers").
  for (const m of t.matchAll(/([\p{L}-]+)\s+(?:for|to|with)\s/giu)) {
    const before = m[1] ?? '';
    if (!SINGLE_NOUN.test(before) && !SINGLE_NOUN.test(before.replace(/s$/i, ''))) return null;
  }
  // A job board's category ("Professional", "Expert") or a word for anyone ("member", "helper") alone names no job.
  if (GENERIC_ALONE.test(t)) return null;
  // Word starts by letters, not by \b, which takes "ø" in "tømrer" for a word's edge.
  // A French, Spanish, Portuguese or Italian title capitalises its first word only ("Technicien de
  // maintenance"); an English one every word but the joining ones ("Head of Engineering").
  if (!/[A-Z]/.test(t)) {
    if (ROMANCE_NOUN.test(t.split(' ')[0] ?? '')) return t.charAt(0).toUpperCase() + t.slice(1);
    return t.replace(/(?<![\p{L}\p{N}'’])\p{L}[\p{L}\p{N}]*/gu, (w, at: number) =>
      at > 0 && JOINING_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1),
    );
  }
  // "REGISTERED NURSE" → "Registered Nurse"; short acronyms ("ICU", "QA", "III") stay.
  if (t === t.toUpperCase()) return t.replace(/\p{L}{4,}/gu, (w) => w.charAt(0) + w.slice(1).toLowerCase());
  return t;
}

const OTHER_PERSON_LABEL =
  /^(?:reports?\s+to|reporting\s+(?:to|line)|line\s+manager|(?:hiring\s+|your\s+)?manager|supervisor|contact(?:\s+person)?|questions?|department|team|location)$/i;

// A label may carry the posting's number ("Vacancy no. 2231: …") and German boards use their own words.
const FIELD =
  /^\s*(?<prefix>(?:open|vacant|temporary|permanent|new|current)\s+)?(?<label>job title|official title|position title|title of the position|job opening|position available|job role|your (?:new )?role|the role|your (?:new )?position|your new job|job function|designation|position|role|title|job|opening|vacancy|job description|job posting|we're hiring|now hiring|hiring|wanted|stellenbezeichnung|stellentitel|jobtitel|stelle|stilling|stillingsbetegnelse|befattning|tjänst|functie|functietitel|vacature|intitulé du poste|offre d['’]emploi|poste à pourvoir|poste|oferta de empleo|puesto|vaga|posizione|stellenangebot|student job)(?:\s+(?:immediately|urgently|now))?(?<reference>\s*(?:no\.?|nr\.?|number|#|ref\.?)?\s*[A-Z]{0,4}-?\d[\w/-]*)?\s*[:\-–!]\s*(?<value>.+)$/i;
// A posting's reference number in its title line ("Ref. 4411 – Kiln Engineer", "Job ID: 77 | …") is not part of the title.
const REFERENCE =
  /\b(?:ref(?:erence)?|job[- ]?id|req(?:uisition)?(?:[- ]?id)?|vacancy|id)\s*(?:no\.?|nr\.?|number|#)?\s*[:.#]?\s*[A-Z]{0,4}-?\d[\w/-]*/gi;
// Applicant-tracking exports put the fields on one line: "Req ID: 123 Official Title: Product Manager Job Area: Sales".
const INLINE_FIELD = /\b(?:job title|official title|position title)\s*:\s*(.{3,80}?)(?=\s+[A-Z][\w /&]{1,25}:|$)/i;
// "seeks" in the European postings read here: an employer named before it seeks the title after it.
const SEEKS = 'søger|søker|söker|sucht|zoekt|recherche|busca|cerca';
// "Vi søger derfor en …", "Wir suchen ab sofort einen …": words between "seeks" and the title.
const SEEK_ADVERB = '(?:ab sofort|per sofort|zum nächstmöglichen (?:zeitpunkt|termin)|dringend|derfor|hermed|nu|snarest|snarast|per direct)';
// The indefinite article before the title in the European postings read here.
const ARTICLE = '(?:einen|eine|ein|en|et|ett|een|un|une|una|uno)';
// "Globex A/S søger en ny lagerchef", and without the article "Globex A/S søger ny lagerchef".
const SEEK_NEW = '(?:ny|nye|nya|neue[nr]?|nieuwe|nouveau|nouvelle)';
// "Pebble A/S søger dygtig smed": a Danish posting may leave out the article before an adjective.
const SEEK_ADJECTIVE =
  '(?:dygtige?|erfaren|erfarne|engagerede?|selvstændige?|motiverede?|ambitiøse?|erfahrene[nr]?|engagierte[nr]?|motivierte[nr]?|qualifizierte[nr]?|enthousiaste|ervaren|gemotiveerde|zelfstandige|allround)';
const SENTENCE_CUES: readonly RegExp[] = [
  /\b(?:positions?|posts?|vacanc(?:y|ies)|openings?|jobs?|employment|appointment|assignment|contract) as (?:(?:an?|the)\s+)?([^,.;:\n]{3,80})/i,
  // "a maternity cover for our Logistics Planner", "a replacement for our Head Gardener"
  /\b(?:cover|replacement|substitute|stand-in) for (?:an?|our|the|one of our)\s+(?:new\s+)?([^,.;:?!\n]{3,80})/i,
  // "We are looking for a new colleague to our team as Controller"
  /\bcolleagues? (?:[\w-]+\s+){0,6}?as (?:(?:an?|our)\s+)?(?:new\s+)?([^,.;:?!\n]{3,80})/i,
  // "An opportunity has become available as Regional Sales Director in …"
  /\b(?:available|vacant|open) as (?:(?:an?|the|our)\s+)?([^,.;:?!\n]{3,80})/i,
  /\binvites applications for (?:(?:an?|the|one or more)\s+)?(?:(?:post|position|role) (?:of|as)\s+(?:an?\s+)?)?(?:(?:vacant|full[- ]time|part[- ]time|permanent|temporary)\s+)*([^,.;:\n]{3,80})/i,
  /\b(?:looking|seeking|seeks?|wishes|wish|wants?|would (?:like|love)|(?:are|is) (?:happy|pleased|excited)) to (?:recruit|hire|appoint|employ|add|welcome|strengthen our team with) (?:(?:an?|the|our|one or more|two|several)\s+)?([^.;:!?\n]{3,100})/i,
  /\bseeks to appoint (?:(?:an?|the)\s+)?([^,.;:\n]{3,80})/i,
  // "Applications are invited for a two-year Research Fellowship", "… for the post of Lecturer"
  /\b(?:applications (?:are|is) (?:hereby\s+)?(?:invited|welcomed?|sought)|(?:seeking|inviting|invite|welcomes?|accepting) applications) for (?:(?:an?|the|one or more)\s+)?(?:(?:post|position|role) (?:of|as)\s+(?:an?\s+)?)?(?:(?:vacant|full[- ]time|part[- ]time|permanent|temporary)\s+)*([^,.;:\n]{3,80})/i,
  // "Kiln engineers are wanted", "Kiln Engineer wanted in Leeds."
  /(?:^|[.!?]\s+)\s*(?:an?\s+)?([^.;:!?\n]{3,60}?)\s+(?:(?:are|is)\s+)?(?:wanted|needed|required|sought|søges|søkes|sökes|gesucht)(?![\p{L}])/imu,
  /(?:\b(?:an?|two|three|several|\d+-year|(?:one|two|three|four)-year|fully funded|industrial)\s+|^\s*)((?:PhD|Ph\.D\.)\s+(?:scholarships?|positions?|students?|fellowships?|stipends?|grants?|projects?|studentships?)|postdoc(?:toral)?(?:\s+(?:position|researcher|fellow))?|post[- ]doc(?:\s+(?:position|researcher|fellow))?|doctoral (?:position|student|fellowship)|lectureship|readership)\b/im,
  // "A kiln engineer position is available", "Two research posts are open from May"
  /\b(?:an?|two|three|several)\s+([^.;:!?\n]{3,60}?)\s+(?:is|are)\s+(?:now\s+)?(?:available|open|vacant)\b/i,
  // "You will be the first Process Engineer in …": an ordinal or "new" before the title is not part of it.
  /\b(?:be|become) (?:(?:the|our|an?)\s+)?(?:(?:first|new|next)\s+)?([A-Z][^,.;:?\n]{2,80})/,
  // "As Production Planner at …" names the title; a question ("Are you an experienced planner?") the kind of person.
  /\bAs ([A-Z][\w-]*(?:\s+[A-Z&][\w&-]*){0,5}) (?:in|at|for|you)\b/,
  /\bAre you (?:an?|the|our)\s+(?:(?:best|next|new|future)\s+)?([^,.;:?!\n]{3,80})/i,
  /(?<![\p{L}])(?:blive|bliv|være|er du|bli|bliva|är du|werden sie|werde|wirst du|bist du) (?:vores|vor|vår|vårt|vår nya|unser(?:e|en)?|den|en|et|ett|ein(?:e|en)?) (?:nye?|nya|neue[rn]?)\s+([^,.;:?!\n]{3,60})/iu,
  /\b(?:strengthen|strengthening|expand|expanding|reinforce|reinforcing|grow|growing) (?:our|the|its|their) (?:[\w-]+\s+){0,2}?(?:team|efforts|department|unit|group|staff) with (?:(?:an?|one or more|two|several)\s+)?([^,.;:?!\n]{3,100})/i,
  // "Wir suchen ab sofort einen Lagerhelfer", "Vi søger en elektriker", "Wij zoeken een monteur", "Nous recherchons un technicien"
  // "Globex A/S søger en ny lagerchef", "Globex GmbH sucht einen Lagerhelfer": the employer by name seeks one.
  new RegExp(
    String.raw`(?<![\p{L}])(?:${SEEKS})\s+(?:${SEEK_ADVERB}\s+)*(?:${ARTICLE}\s+(?:${SEEK_NEW}\s+)?|${SEEK_NEW}\s+|(?=${SEEK_ADJECTIVE}\s))([^.;:!?\n]{3,80})`,
    'iu',
  ),
  // "Please mark your application 'Food Safety Coordinator'": the title the applicant is to quote.
  /\b(?:mark|marked|label|labelled|labeled)\s+(?:your|the|all)?\s*(?:application|cv|e-?mail|envelope|subject(?: line)?)s?\s+(?:with\s+)?["“'‘]([^"”'’\n]{3,80})["”'’]/i,
  new RegExp(
    String.raw`\b(?:wir suchen|suchen wir|wir brauchen|vi søger|søger vi|vi søker|søker vi|vi söker|söker vi|mangler|behöver|trenger|wij zoeken|we zoeken|zoeken wij|nous recherchons|nous recrutons|buscamos|cerchiamo)\s+(?:${SEEK_ADVERB}\s+)*(?:(?:Sie|dich|dig|jer)\s+(?:als|som)\s+)?(?:${ARTICLE}\s+)?([^.;:!?\n]{3,80})`,
    'i',
  ),
  /\b(?:looking for|seeking|seeks|hiring(?: for)?|hires|searching for|in search of|recruiting(?: for)?|recruits|on the (?:hunt|lookout) for|needs?|seek(?!\s+to\b)):?\s+(?!you\b|to\b)(?:another|an?|the|our|one|two)?\s*([^.;:!?\n]{3,100})/i,
  /\bAs (?:an?|the|our)\s+([A-Z][^,.;:\n]{2,80}),/,
  /\bjoin (?:us|our team|the team)\s+as (?:an?|the|our)\s+([^,.;:\n]{3,80})/i,
  // "The Site Manager ensures …", "The successful Buyer will …": a job summary's subject.
  /\b(?:[Tt]he|[Tt]his) (?:successful\s+)?([A-Z][\w/&-]*(?:\s+[A-Z][\w/&-]*){0,5}) (?:will|is (?:responsible|accountable)|role|ensures|leads|manages|oversees|coordinates|reports to|supports|assists|plans|maintains|performs|works)\b/,
  // "… in the role of development engineer", "support in your role as project manager", "As one of our HR consultants you …"
  /\bthe role of (?:(?:an?|the|our)\s+)?([^,.;:\n]{3,80})/i,
  /\brole as (?:(?:an?|the|our)\s+)?(?:new\s+)?([^,.;:\n]{3,80})/i,
  // "Your tasks as Kiln Engineer will include …"
  /\b(?:tasks|duties|responsibilities|working day|everyday life) as (?:(?:an?|the|our)\s+)?(?:new\s+)?([^,.;:?!\n]{3,80})/i,
  /\bAs one of (?:our|the) (?:new\s+)?([^,.;:\n]{3,80})/i,
  // "As a Digital R&D Product Manager you will …" (no comma after the title)
  /\bAs (?:an?|the|our)\s+(?:new\s+)?([A-Z][\w&/-]*(?:\s+[\w&/-]+){0,5}?)\s+(?:you|in|at|for|on|within)\b/,
  // "You are a skilled Java developer with …"
  /\bYou are (?:an?|the)\s+(?:(?:skilled|experienced|talented|seasoned|passionate|dedicated|qualified|motivated|strong)\s+)?([^,.;:!?\n]{3,60})/i,
  // "Would you like to work as a kiln engineer?", "a vacancy for a kiln engineer", "an opportunity has arisen for a kiln engineer to …"
  /\b(?:work|working|start|employed|hired|appointed|engaged|joining(?: us| the team)?) as (?:(?:an?|the|our)\s+)?(?:new\s+)?([^,.;:?!\n]{3,80})/i,
  // "a vacancy in our kiln department for a process engineer"
  /\b(?:vacancy|opening|opportunity|position|post|job|role)(?: (?:has|have) (?:arisen|come up|opened(?: up)?)| exists)?(?: (?:in|within|at) [^,.;:!?\n]{3,50}?)? for (?:an?|the|our)\s+(?:new\s+)?([^,.;:?!\n]{3,80})/i,
  // "Would you like to join our kiln team as a process engineer?", "we need you as our new planner"
  /\bjoin\b[^.;:!?\n]{0,40}?\bas (?:an?|the|our)\s+(?:new\s+)?([^,.;:?!\n]{3,80})/i,
  /\byou as (?:an?|the|our)\s+(?:new\s+)?([^,.;:?!\n]{3,80})/i,
  // "the position of kiln engineer", "this Kiln Engineer position", "Kiln Engineer (m/f/d)"
  /\b(?:position|post) of\s+(?:an?\s+)?([^,.;:?!\n]{3,80})/i,
  /\b(?:the|this|our)\s+([\p{L}][\p{L}\d/&-]*(?:\s+[\p{L}\d/&-]+){0,4})\s+(?:position|role|job|vacancy)\b/iu,
  // "(m/w/d)", "(f/m/x)", "(H/F)", "(M/V/X)", "(m/k)": the gender note of European postings follows the title.
  /([A-Z][\w/&-]*(?:\s+[\w/&-]+){0,5})\s*\((?:(?:[mwfdhxkv]\s*\/\s*){1,3}[mwfdhxkv]|all genders|gn\*?)\)/i,
  // "Do you want to be our new kiln engineer?", "Are you our new kiln engineer?"
  // "You will be the team's new test engineer": a team's or a department's new member is the role too.
  /\b(?:be|become|are you) (?:the|our|(?:the|our) [\w-]+(?:'s|’s)) (?:new|next)\s+([^,.;:?!\n]{3,80})/i,
  // "We need a kiln engineer for our plant", "Our client requires two kiln engineers"
  /\b(?:we|they|our client|the company) (?:need|needs|require|requires|want|wants)\s+(?:an?|one or more|two|three|several|more|\d{1,2})\s+(?:(?:more|new|additional|extra)\s+)?([^,.;:?!\n]{3,80})/i,
  // "Brightwater needs a kiln engineer", "Northwind Farms wants two milkers": the employer by name, capitalised.
  /\b[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,2} (?:needs|wants|is after) (?:an?|one or more|two|several)\s+(?:new\s+)?([^,.;:?!\n]{3,80})/,
  // "Then you could be the kiln engineer we are looking for."
  /\b(?:be|become|are) the ([^,.;:?!\n]{3,60}?) (?:we(?:'re| are)|that we)\b/i,
  // "Join Northwind as our new kiln engineer"
  /\b[Jj]oin [A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3} as (?:(?:an?|the|our)\s+)?(?:new\s+)?([^,.;:\n]{3,80})/,
  // "As a kiln engineer, you will …" (lowercase), "The job title is Kiln Engineer.", "The new kiln engineer will …"
  /\bAs (?:an?|the|our)\s+(?:new\s+)?([^,.;:\n]{3,60}),\s+(?:you|your)\b/i,
  /\b(?:job|position|official) title (?:is|will be)\s+(?:an?\s+)?([^,.;:?!\n]{3,80})/i,
  /\bthe new ([\w/&-]+(?:\s+[\w/&-]+){0,4}?) will\b/i,
  // Last: "… be part of our crew as a Deck Officer" — a capitalised title after "as a" anywhere.
  /\bas (?:an?|the|our)\s+(?:new\s+)?([A-Z][\w/&-]*(?:\s+[A-Z][\w/&-]*){0,4})/,
  // "As kiln engineer you will …", "… part of our team as a kiln engineer you will …": lowercase, with or without an article.
  /\bas (?:(?:an?|the|our)\s+)?(?:new\s+)?([^,.;:!?\n]{3,60}?),?\s+you(?:'ll|'re| will| are| get| can| have)\b/i,
  // "The kiln engineer is responsible for …"
  /\b(?:the|this) (?:successful\s+|new\s+)?([\w/&-]+(?:\s+[\w/&-]+){0,4}?) (?:is|will be) responsible for\b/i,
  // "We are looking for you: an experienced kiln engineer"
  /\b(?:looking for|seeking|searching for|need) you[:,–-]\s+(?:an?|our)\s+([^.;:!?\n]{3,80})/i,
  // "We are expanding our team of kiln engineers"
  /\b(?:expand|expanding|grow|growing|strengthen|strengthening|reinforce|reinforcing)\s+(?:our|the|its|their)\s+(?:[\w-]+\s+){0,2}?team of\s+(?!\d)([^,.;:?!\n]{3,80})/i,
  // "The ideal candidate is an experienced kiln engineer"
  /\b(?:ideal|right|successful) (?:candidate|applicant|person) (?:is|will be) (?:an?\s+)?([^,.;:!?\n]{3,60})/i,
  // "Do you want to be part of our team as kiln engineer?", "Help us fire better bricks as our new kiln engineer!"
  // ("such as kiln controllers" lists things; "act as a sparring partner" is a part one plays.)
  /(?<!\b(?:such|act|acts|acting|serve|serves|serving|function|functions)\s)\bas (?:(?:an?|the|our)\s+)?(?:new\s+)?([^,.;:!?\n]{3,50}?)\s*[?!.]/i,
  // "Som lagermedarbejder hos os får du …", "Som montör på vårt lager …", "Als Lagerist bei uns …"
  // "… vores team som servicetekniker", "… arbejde som pædagog i en …": at the end of the sentence, or before "in".
  /(?<![\p{L}])(?:[Ss]om|[Aa]ls) (?:(?:ny|nye|ny|neuer|neue)\s+)?([\p{L}-]+(?:\s+[\p{L}-]+){0,2}?)\s*(?:\([^)]{1,12}\)\s*)?(?:(?:hos|ved|på|bei|im|in der|får|blir|wirst|bist|kümmerst|i)(?![\p{L}])|[?!.]?\s*$)/mu,
  // Last of all: a posting that names no title otherwise asks for experience in the same work.
  /\b(?:experience|background|years) (?:as|working as) (?:an?\s+)?([^,.;:?!\n]{3,60})/i,
];
// The ending of an organisation's name: its legal form, or the kind of body it is ("… Nurses Association",
// "… University Hospital", "… Care Workers Union").
const COMPANY_NAME =
  /\s(?:ltd|limited|inc|llc|gmbh|ag|se|bv|nv|ab|oy|kg|srl|spa|sarl|pty|a\/s|aps|plc|corp|corporation|& co|co|group|holding|partners|associates|association|society|foundation|federation|union|council|trust|hospital|clinic|university|institute|agency)\.?$/i;
// "Bliv en del af vores team som …", "Har du lyst til at arbejde som …": a Danish or Norwegian line with a verb is a sentence.
const NORDIC_CLAUSE_VERB = 'bliv|har|vil|kan|skal|arbejde|arbeide|jobbe';
// A title is a noun phrase: a line with one of these verbs (English, or a European posting's "seeks") is a
// sentence about the job, read by the cues.
const CLAUSE_VERB = new RegExp(
  String.raw`\b(?:is|are|was|has|have|recruiting|recruits|seeking|seeks|looking|looks|hiring|hires|needs?|wants?|invites|offers?|would|do|will|can|apply|join)\b|(?<![\p{L}])(?:${SEEKS}|suchen|zoeken|recherchons|buscamos|cerchiamo|${NORDIC_CLAUSE_VERB})(?![\p{L}])`,
  'iu',
);
// The preposition that ends a title in a European sentence too: "Lagerhelfer für unser Team", "elektriker til vores team".
// "as a depot supervisor and lead a crew": "and", a verb and its determiner start a second duty.
const CUT =
  /\s+(?:to|who|with|that|which|for|in|at|on|based|joining|join|and (?:we|you)|and [a-z]+ (?:a|an|the|our|your|their|its|all|every)|für|zur|zum|til|till|i|hos|ved|på|bei|bij|voor|pour)(?![\wß-ÿ]).*$|\s+,\b.*$/i;

// Where a job board's header block, joined into one line, ends the title: a comma ("Software Engineer III,
// Infrastructure"), the address ("Senior Developer Acme 1 Main Street …"), the board's fields or a question.
// A number after a grade belongs to the title ("Level 3 Support Engineer", "Band 5 Staff Nurse", "Class 1 Driver").
const TITLE_LINE_END = /,\s|(?<!\b(?:level|band|class|tier|grade|stage|cat))\s\d|(?<!\s)\s+Date posted\b|(?<!\s)\s+(?:Would|Do|Are|Can|Will) you\b/i;

/** The title a posting's title line names, or null when the line is a sentence or names none. */
function titleLineRole(lineText: string): string | null {
  // A line that opens with a pronoun or a possessive is a sentence ("Our team consists of five engineers");
  // "IT" in capitals is the trade ("IT Support Technician").
  if (
    /^\s*(?:our|we|you|your|this|these|there|it|they|i|wir|sie|ihr|unser|unsere|vi|jeg|jag|du|vores|vår|vårt|wij|onze|nous|notre)(?![\p{L}])/iu.test(
      lineText,
    ) &&
    !/^\s*IT\b/.test(lineText)
  )
    return null;
  // A note in parentheses ("(Do you love fire?)", "(m/w/d)") does not make the line a sentence.
  // A board's tag before the title ("[Hiring]", "[Remote]") is no part of it, nor a verb of a sentence.
  const plain = lineText
    .replace(/^\s*\[[^\]]{1,20}\]\s*/, '')
    .replace(REFERENCE, ' ')
    .replace(/\([^()]*\)/g, ' ');
  const t = (plain.split(TITLE_LINE_END)[0] ?? '').replace(/\s+/g, ' ').trim();
  // A long first line may still open with the title ("Clinical Professor of Surgery Faculty of …").
  const head = t.split(' ').slice(0, 10).join(' ');
  const parts = head.split(/\s+[-–—|]\s+/);
  // "Summer job as a lifeguard at the beach" is a sentence about the job; the cues read its title.
  const verbless = (p: string): boolean => p.length <= 100 && !/[.!?]$/.test(p) && !CLAUSE_VERB.test(p) && !/\bas (?:an?|the|our)\s/i.test(p);
  // "Payments Platform - Reliability Engineer": the title may stand on either side of a dash.
  // "Kiln Engineer - Join our team", "Kiln Engineer - Help us fire better bricks.": beside a
  // tagline, the title is a part without a verb.
  const candidates = (verbless(head) ? [head, ...parts.slice(1)] : parts.length > 1 ? parts.filter(verbless) : []).map((p) =>
    p
      .split(/\s+[-–—|]\s+/)
      .filter((q) => !COMPANY_NAME.test(q.replace(/\s+(?:at|@)\s.*$/i, '')))
      .join(' - '),
  );
  for (const part of candidates) {
    const role = cleanRole(part);
    if (role) return role;
  }
  return null;
}

/** "Northwind Architects", "Fjord Consulting Engineers": a capitalised name, then its trade in the plural. */
function looksNamedAfterTrade(lineText: string): boolean {
  const words = lineText.trim().split(/\s+/);
  const name = words[0] ?? '';
  const last = words[words.length - 1] ?? '';
  const plural = /s$/i.test(last) && !SINGLE_NOUN.test(last) && SINGLE_NOUN.test(last.slice(0, -1));
  return words.length >= 2 && words.length <= 4 && plural && /^\p{Lu}[\p{L}-]+$/u.test(name);
}

/**
 * A firm named after its trade heads its posting like a title, but the text names it again by its
 * first word ("Northwind designs …", "join Northwind"), or the title follows on the next line: a
 * posting that hires several names them in the plural, and does not name one more title below.
 */
function namedAfterTrade(lineText: string, text: string, next: string | undefined): boolean {
  if (!looksNamedAfterTrade(lineText)) return false;
  if (next !== undefined && !COMPANY_NAME.test(next.trim()) && !looksNamedAfterTrade(next) && titleLineRole(next) !== null) return true;
  const name = lineText.trim().split(/\s+/)[0] ?? '';
  const again = new RegExp(
    String.raw`\b(?:[Aa]t|[Jj]oin|[Jj]oining|[Ff]or|[Ww]ith|[Ff]rom|[Bb]y)\s+${name}\b|\b${name}(?:'s|\s+(?:is|are|was|has|have|designs|builds|makes|offers|provides|delivers|employs|develops|works)\b)`,
  );
  return again.test(text.slice(lineText.length));
}

/** The title a "Job Title:" / "Position:" field gives, or null. */
function fieldRole(lineText: string): string | null {
  const labelled = FIELD.exec(lineText)?.groups;
  const field = labelled?.value ?? INLINE_FIELD.exec(lineText)?.[1];
  // "Your role: You will plan …" labels a description, not a title.
  if (!field || CLAUSE_VERB.test(field.split(/\s+/).slice(0, 8).join(' '))) return null;
  const titleOnly = labelled !== undefined && !labelled.prefix && !labelled.reference && TITLE_LABELS.has((labelled.label ?? '').toLowerCase());
  return cleanRole(field) ?? (titleOnly ? namedTitle(field) : null);
}

// Labels of FIELD that can only introduce the title itself ("Job title:", "Position:"), unlike "Hiring:" or "Vacancy:".
const TITLE_LABELS = new Set([
  'job title',
  'official title',
  'position title',
  'title of the position',
  'job role',
  'designation',
  'position',
  'role',
  'title',
  'job',
  'stellenbezeichnung',
  'stellentitel',
  'jobtitel',
  'stillingsbetegnelse',
  'functietitel',
  'intitulé du poste',
  'puesto',
  'posizione',
]);
// What such a label may still be followed by that is not a title.
const NOT_A_TITLE =
  /^(?:full|part)[- ]?time|^(?:permanent|temporary|contract|remote|hybrid|on[- ]site|freelance|internship|tbc|tbd|n\/a|various|see below)\b/i;

/**
 * The value of a title label, when no known role noun is in it ("Job: Farm Hand", "Position: Croupier"):
 * the posting says outright that this is the title. Short, each word capitalised, no figures.
 */
function namedTitle(value: string): string | null {
  const t =
    value
      .replace(/\([^()]*\)/g, ' ')
      .split(/\s+[-|–—]\s+|,\s/)[0]
      ?.replace(/\s+/g, ' ')
      .trim() ?? '';
  const words = t.split(' ');
  if (t.length < 3 || words.length > 5 || NOT_A_TITLE.test(t) || /[\d:;.!?@]/.test(t)) return null;
  return words.every((w) => /^\p{Lu}/u.test(w) || /^(?:of|and|&|the|for|in|de|du|la|le)$/i.test(w)) ? t : null;
}

// A heading whose section opens with the title on a line of its own: "About the role" / "Kiln Engineer".
const TITLE_HEADING =
  /^\s*[#*]*\s*(?:about the (?:role|position|job)|the (?:role|position|job)|(?:job|position) title|title|role|position|job|vacancy)\s*[*:]*\s*$/i;

/** The title on the line after a title heading: short, without a verb or a full stop. */
function headedTitle(line: LogicalLine | undefined): string | null {
  if (!line || line.bullet) return null;
  const t = line.text.replace(REFERENCE, ' ').trim();
  if (/[.!?]$/.test(t) || t.split(/\s+/).length > 10 || CLAUSE_VERB.test(t.replace(/\([^()]*\)/g, ' '))) return null;
  return cleanRole(t.split(/,\s/)[0] ?? '');
}

/**
 * The job title, most explicit source first: a "Job Title:"/"Position:" field; a short first line that
 * reads like a title; then phrases such as "We are looking for a Senior Backend Engineer to …" or
 * "As a Product Designer, you will …". Null when none gives a title.
 */
export function extractRole(lines: readonly LogicalLine[], text: string): string | null {
  for (const line of lines.slice(0, 12)) {
    const role = fieldRole(line.text);
    if (role) return role;
  }
  for (const [i, line] of lines.slice(0, 3).entries()) {
    // A bullet is an item of a list ("- Support the process engineer"), never the posting's title.
    if (line.bullet) continue;
    // The employer's own name may hold a role noun ("Fjord Consultants Ltd", "Northwind Architects"): not a title.
    // "Kiln Engineer - Brickworks Ltd", "Kiln Engineer at Brickworks GmbH" name the title beside the employer.
    const beside = /\s(?:[-–—|@]|at)\s/i.test(line.text);
    if ((COMPANY_NAME.test(line.text.trim()) && !beside) || namedAfterTrade(line.text, text, lines[i + 1]?.text)) continue;
    const role = titleLineRole(line.text);
    if (role) return role;
  }
  // A header block (company, place, date, contract type) may put the title on a line of its own further
  // down: a short line without a verb, before the first sentence of prose.
  for (const line of lines.slice(3, 8)) {
    const t = line.text.replace(REFERENCE, ' ').trim();
    if (/[.!?]$/.test(t) || t.split(/\s+/).length > 12) break;
    if (line.bullet || t.includes(':') || COMPANY_NAME.test(t) || t.split(/\s+/).length > 6 || CLAUSE_VERB.test(t)) continue;
    const role = cleanRole(t);
    if (role) return role;
  }
  // After a long company introduction the title may still stand as a field or under a heading of its own.
  for (const [i, line] of lines.entries()) {
    const role = (i >= 12 ? fieldRole(line.text) : null) ?? (TITLE_HEADING.test(line.text) ? headedTitle(lines[i + 1]) : null);
    if (role) return role;
  }
  // "Senior Full-Stack Developer at a SaaS analytics company. Requirements: …" — a posting that opens
  // with a sentence naming the title and a described (not named) employer.
  const opening = /^\s*([^.!?\n]{3,80}?)\s+(?:at|for|with|in|on)\s+(?:an?|the|our)\s/i.exec(lines[0]?.text ?? '')?.[1];
  // A clause with a verb ("Acme is recruiting a Research Assistant") is left to the sentence cues.
  const openingRole = opening && !CLAUSE_VERB.test(opening) ? cleanRole(opening) : null;
  if (openingRole) return openingRole;
  for (const re of SENTENCE_CUES) {
    for (const m of text.matchAll(new RegExp(re.source, `${re.flags}g`))) {
      // The title ends before a verb ("research assistants are available", "the group has a vacant … position").
      const phrase = m[1]?.replace(CUT, '').replace(/\s+(?:is|are|was|has|have|had)\b.*$/i, '');
      const role = phrase ? cleanRole(phrase) : null;
      if (role) return role;
    }
  }
  return null;
}
