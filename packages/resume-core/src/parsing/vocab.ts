/** Word lists that tell a job title from an organisation name from a place. */
import { cutPlaces, isPlace } from './locations';

const list = (text: string): Set<string> => new Set(text.split(/\s+/).filter((w) => w !== ''));

const TITLE_WORDS = list(
  `engineer engineers developer developers programmer manager director designer analyst scientist
  consultant intern interns internship lead leader head officer specialist architect administrator
  coordinator associate assistant representative executive president vp svp evp avp ceo cto cfo coo cio
  cmo cpo ciso founder cofounder co-founder owner partner principal staff technician teacher professor
  lecturer researcher fellow postdoc trainee apprentice editor writer accountant nurse physician doctor
  attorney lawyer paralegal advisor adviser strategist planner producer recruiter marketer clerk cashier
  supervisor tester sre devops chef instructor tutor contractor freelancer agent auditor
  controller buyer operator mechanic electrician therapist pharmacist secretary receptionist
  superintendent investigator economist statistician mathematician physicist chemist biologist
  librarian curator photographer artist animator illustrator copywriter journalist reporter translator
  interpreter pilot driver generalist evangelist advocate ambassador owner master scrum chair chairman
  member volunteer counselor counsellor coach mentor facilitator trader banker broker underwriter
  estimator surveyor inspector foreman worker assistant teller steward bookkeeper merchandiser
  strategist copy officer vice dean provost registrar ta ra graduate undergraduate student
  administrator sales waiter waitress barista videographer expert technologist guard nanny cook
  trainer welder carpenter plumber fitter machinist paramedic midwife dentist surgeon clinician caregiver
  carer cleaner porter packer dispatcher courier attendant storekeeper labourer laborer baker butcher
  gardener landscaper bartender housekeeper concierge installer assembler fabricator negotiator
  solicitor barrister actuary educator liaison moderator handler adjuster picker stocker
  lifeguard firefighter sergeant lieutenant deckhand joiner plasterer painter decorator roofer bricklayer
  tailor florist hairdresser stylist barber beautician psychologist psychiatrist optometrist optician
  radiographer sonographer phlebotomist hygienist dietitian nutritionist physiotherapist veterinarian
  groomer farmer forester typist transcriber expeditor appraiser assessor examiner drafter
  draughtsman draftsman chauffeur postman maker moulder rigger scaffolder glazier tiler millwright
  shipwright locksmith upholsterer breeder milker herdsman stockman groundsman brewer distiller miner
  driller logger fisherman sailor seaman caretaker janitor warden ranger sorter loader in-charge incharge
  bookseller babysitter musician actor dancer stewardess salesperson salesman saleswoman realtor
  soldier captain constable detective modeller modeler grower stonemason signaller signalman lineman
  canvasser telemarketer telephonist valuer mediator arbitrator purchaser bursar comptroller cartographer
  choreographer cinematographer stenographer influencer spokesperson publicist childminder nurseryman
  seamstress confectioner fishmonger lumberjack insulator jeweller jeweler cadet bosun croupier sommelier
  seafarer purser hostess operative groundskeeper valet doorman promoter chaplain pastor priest vicar
  missionary shepherd beekeeper winemaker chocolatier patissier dishwasher expediter logistician
  invigilator historian archivist linguist narrator announcer broadcaster presenter correspondent
  columnist reviewer blogger podcaster playwright screenwriter novelist poet lyricist songwriter composer
  arranger conductor organist pianist violinist cellist guitarist drummer bassist vocalist singer
  conservator restorer usher bailiff stacker farmhand zookeeper notary proofreader practitioner
  blacksmith draftsperson tradesperson craftsman handyman arborist mariner pipefitter botanist treasurer
  aide helper skipper shoemaker cameraman warehouseman stagehand trucker herder medic orderly`,
);

/** Seniority words that start titles ("Senior", "Junior") but never company names on their own. */
const SENIORITY = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'chief',
  'principal',
  'staff',
  'head',
  'vice',
  'associate',
  'assistant',
  'deputy',
  'acting',
  'interim',
  'entry-level',
]);

export const LEGAL_FORMS: ReadonlySet<string> =
  list(`inc incorporated llc llp lp ltd limited gmbh ag sa sas sarl bv nv plc pty pvt co corp se kg oy ab spa srl pte bhd sdn kk
  corporation ltda eireli aps oyj asa sl slu aktieselskab`);
// Legal suffixes almost never appear in a title; sector words ("Digital", "Health") often do, so
// they weigh less than one title word.
const STRONG_CUES = new Set([...LEGAL_FORMS, 'company', 'companies']);
const MEDIUM_CUES = list(`labs lab laboratories technologies systems solutions group partners bank university
  college hospital clinic agency studio studios consultancy ventures holdings industries enterprises
  foundation institute associates pharmaceuticals therapeutics biosciences logistics airlines airways
  motors insurance investments securities realty properties communications entertainment games records
  publishing press foods brands stores markets robotics dynamics hq school academy council ministry
  bureau authority commission society association church trust fund club center centre museum library
  networks capital freelance self-employed`);
const WEAK_CUES = list(`technology tech software consulting media health healthcare services international
  global digital analytics interactive pharma energy financial finance telecom gaming retail ai io
  department government office`);
// Splits on ASCII punctuation and spaces only: a Unicode-class split is several times slower, and
// letters outside ASCII never separate words. Every header line is read here several times, so
// the legal-form joins only run on text that has the full stop or slash they need.
function words(text: string): string[] {
  // Legal forms written with full stops or a slash are one word: "S.A.", "S.p.A.", "S.R.L.", "A/S".
  const dotted = text.includes('.') ? text.replace(/\b(\p{L})\.(\p{L})\.(?:(\p{L})\.)?(?:(\p{L})\.)?/gu, '$1$2$3$4') : text;
  const joined = dotted.includes('/') ? dotted.replace(/\b[Aa]\/[Ss]\b/g, 'aktieselskab') : dotted;
  const out: string[] = [];
  for (const piece of joined.toLowerCase().split(/[\s!-%(-,./:-@[-`{-~–—•·]+/)) {
    const w = piece.includes('-') || piece.includes("'") ? piece.replace(/^[-']+|(?<![-'])[-']+$/g, '') : piece;
    if (w !== '') out.push(w);
  }
  return out;
}

// Families of occupations named by their ending: "geologist", "sociologist", "oceanographer",
// "psychotherapist", "biochemist", "astrophysicist", "dietician".
const TITLE_FAMILY = /^[a-z]{2,}(?:ologist|ographer|therapist|chemist|icist|ician)$/;

// Titles in the languages whose months and headings are read: French, Spanish, Portuguese, Italian,
// German, Dutch and Scandinavian CVs ("Ingénieur fours", "Técnico de laboratório", "Tekniker").
const FOREIGN_TITLE_WORDS = list(
  `ingénieur ingeniero engenheiro ingegnere technicien técnico tecnico directeur director diretor direttore
  gerente responsable responsabile analyste analista consultor consulente consultant coordinateur coordinador
  coordenador coordinatore comptable contable contador contabile vendeur vendedor venditore infirmier infirmière
  enfermero enfermera enfermeiro enfermeira infermiere enseignant professeur profesor professora insegnante
  cuisinier cocinero cozinheiro cuoco chauffeur conducteur conductor motorista autista développeur developpeur
  desarrollador desenvolvedor sviluppatore programmeur programador programmatore jefe chargé chargée
  gestionnaire stagiaire becario becaria estagiário estagiária tirocinante stagista auxiliaire auxiliar
  ausiliario employé employée empleado empleada funcionário funcionária impiegato impiegata addetto addetta
  ouvrier operario operário operaio opérateur operador operatore magasinier mécanicien mecánico mecânico
  meccanico électricien electricista eletricista elettricista secrétaire secretaria secretário segretaria
  kok kock elev lærling lärling praktikant werkstudent auszubildender lehrling`,
);
// The same words end German, Dutch and Scandinavian compounds: "Projektleiter", "Ovningeniør",
// "Lagermedarbejder", "Produktionschef".
const FOREIGN_TITLE_ENDING =
  /(?:ingenieur|ingeniør|ingenjör|techniker|tekniker|leiter|leder|ledare|berater|konsulent|konsult|entwickler|udvikler|utvecklare|ontwikkelaar|medarbejder|medewerker|mitarbeiter|sachbearbeiter|assistent|referent|direktør|direktor|geschäftsführer|elektriker|mekaniker|montør|montör|sygeplejerske|sjuksköterska|lærer|lärare|leraar|programmierer|koordinator|chef|adviseur|beheerder|kaufmann|kauffrau|smed|tømrer|snickare|tischler|schreiner)$/;

const isForeignTitle = (word: string): boolean => FOREIGN_TITLE_WORDS.has(word) || FOREIGN_TITLE_ENDING.test(word);

/** How strongly the text reads as a job title: title words count most, seniority words help. */
export function titleScore(text: string): number {
  let score = 0;
  for (const w of words(text)) {
    if (isCompanyCue(w)) continue;
    const singular = w.endsWith('s') ? w.slice(0, -1) : w;
    if (TITLE_WORDS.has(w) || TITLE_WORDS.has(singular) || TITLE_FAMILY.test(singular) || isForeignTitle(w)) score += 2;
    else if (SENIORITY.has(w)) score += 1;
  }
  return score;
}

export function companyScore(text: string): number {
  let score = 0;
  for (const w of words(text)) {
    if (STRONG_CUES.has(w)) score += 3;
    else if (MEDIUM_CUES.has(w)) score += 2;
    else if (WEAK_CUES.has(w)) score += 1;
  }
  return score;
}

/** "Holdings", "Group Ltd": words that only say what kind of organisation a name is, the tail of one wrapped off its line. */
export function isCompanyCuesOnly(text: string): boolean {
  const all = words(text);
  return all.length > 0 && all.every(isCompanyCue);
}

/** "Northwind Traders Ltd": a name that ends in its legal form is an organisation, whatever trade it names. */
export function endsWithLegalForm(text: string): boolean {
  const last = words(text).at(-1);
  return last !== undefined && LEGAL_FORMS.has(last);
}

function isCompanyCue(w: string): boolean {
  return STRONG_CUES.has(w) || MEDIUM_CUES.has(w);
}

/** What a team or function is called: "VP, Product Marketing, Acme" names a department, not an employer. */
export const DEPARTMENT_WORDS: ReadonlySet<string> = list(
  `marketing sales finance engineering operations product research development design support strategy people legal
  communications security data analytics infrastructure platform growth partnerships procurement purchasing hr human
  resources accounts compliance risk audit tax treasury quality manufacturing supply chain customer service success
  business corporate digital innovation it`,
);

export const isDepartment = (text: string): boolean =>
  text
    .toLowerCase()
    .split(' ')
    .some((w) => DEPARTMENT_WORDS.has(w));

/** "San Francisco, CA", "Berlin, Germany", "Remote": places that sit beside a company or school. */
export const isLocation = (text: string): boolean => isPlace(text, (part) => titleScore(part) === 0 && companyScore(part) === 0);

/** Cuts glued-on places ("Web Developer San Jose, CA") out of a line, leaving a tab. */
export function cutLocations(text: string): string {
  return cutPlaces(text, (word) => titleScore(word) > 0 || companyScore(word) > 0);
}

/**
 * A school's generic word, in English or in the language the school is named in. Stems take their
 * inflections ("Uniwersytetu", "Universitetet", "Politechniki"); letters outside ASCII count as
 * letters at a word's edge ("École", "Szkoła").
 */
const SCHOOL_WORD = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:` +
    [
      String.raw`university|universit[éàáä]t?|universidad|universidade|universita|universitat\p{L}*|universiteit|universitet\p{L}*|univerzit\p{L}*`,
      String.raw`uniwersytet\p{L}*|üniversite\p{L}*|\p{L}*egyetem\p{L}*|yliopisto\p{L}*|sveučilišt\p{L}*|ülikool\p{L}*|университет\p{L}*|πανεπιστήμι\p{L}*|πολυτεχν\p{L}*`,
      String.raw`college|colegio|col[eé]gio|institute|institut(?:e|o|ul|et)?|istituto|instytut\p{L}*|институт\p{L}*|school|escuela|escola|[ée]cole|szkoł\p{L}*|škola|hogeschool`,
      String.raw`facultad|faculdade|facolt[àa]|fakult[äa]t|\p{L}*højskole\p{L}*`,
      String.raw`academy|akademi\p{L}*|академи\p{L}*|polytechni\p{L}*|politecnic\p{L}*|politécnic\p{L}*|politechni\p{L}*`,
      String.raw`conservatory|conservatoire|seminary|hochschule|fachhochschule|högskola\p{L}*|høgskole\p{L}*|høgskul\p{L}*|lyc[ée]e|liceo|lyceum|gymnasi\p{L}*|gimnazjum|campus`,
      // Nordic schools: "Handelsskole", "Teknisk Skole", "gymnasieskola", an adult education centre (VUC).
      String.raw`\p{L}*skole|\p{L}*skola|vuc`,
    ].join('|') +
    String.raw`)(?![\p{L}\p{N}])`,
  'iu',
);

export const isSchoolName = (text: string): boolean => SCHOOL_WORD.test(text);
