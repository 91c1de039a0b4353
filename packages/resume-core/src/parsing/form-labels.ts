import { classifyHeading } from './headings';
import type { Line } from './text';

/**
 * Form CVs (the Europass templates and their look-alikes) print every field as a row: a long label
 * in the left column, the value in the right one. PDF text keeps no tab between the columns, so the
 * row arrives as "Occupation or position held Data Analyst", or, when the cells wrap, as the label
 * on a line of its own with the value on the next. The labels are long phrases that no job title or
 * employer name starts with, so they can be read without the column gap: each row is rewritten to
 * the short "Label: value" form the rest of the parser reads, or to the bare value where the label
 * adds nothing (the qualification and the school of an education row).
 */
interface FormLabel {
  label: RegExp;
  /** What the row becomes: a short label the header and detail rules know, or '' for the value alone. */
  as: string;
  /** The value must look like this for the row to be the label's ("Dates 2008 – 2012", not "Date of birth"). */
  value?: RegExp;
  /** The label's words, for a label cell wrapped over lines whose first line holds the value too. */
  wraps?: readonly string[];
  /**
   * A short word that also opens ordinary lines ("Employer branding …"): a label only right after
   * another row of the form.
   */
  inForm?: boolean;
  /** A word that opens names too ("University of Kelburn"): a label only before a colon or a tab, with its value beside it. */
  typed?: boolean;
}

const DATE_VALUE = /^(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|since|from)\w*\b.*\d)/i;

// The employer's row: its cell holds a name and an address, and is joined and continued as such.
const EMPLOYER = 'Employer: ';

const FORM_LABELS: readonly FormLabel[] = [
  // A date range under a "Dates" label is read like any date line; the label would hide it from education.
  // The same labels in the template's Portuguese, Italian, Spanish, French and German editions follow each English one.
  { label: /^(?:dates?|period|datas|fechas|zeitraum)/iu, as: '', value: DATE_VALUE },
  // Look-alikes of the template shorten its labels ("Position held", "Job title", "Employer's name and address").
  {
    label:
      /^(?:occupation\s+or\s+position\s+held|position\s+held|job\s+title|função\s+ou\s+cargo\s+ocupado|lavoro\s+o\s+posizione\s+ricopert[ie]|profesión\s+o\s+cargo\s+desempeñado|fonction\s+ou\s+poste\s+occupé|beruf\s+oder\s+funktion)/iu,
    as: 'Position: ',
    wraps: ['occupation or position held'],
  },
  {
    label:
      /^(?:name\s+(?:and\s+address\s+)?of\s+(?:the\s+)?employer|employer(?:'s|’s)?\s+name(?:\s+and\s+address)?|nome\s+e\s+(?:morada|endereço)\s+do\s+empregador|nome\s+e\s+indirizzo\s+del\s+datore\s+di\s+lavoro|nombre\s+y\s+dirección\s+de(?:l|\s+la)\s+(?:empresa\s+o\s+)?empleador|nom\s+et\s+adresse\s+de\s+l['’]\s*employeur|name\s+und\s+adresse\s+des\s+arbeitgebers)/iu,
    as: EMPLOYER,
    wraps: ['name and address of employer', 'name of employer'],
  },
  { label: /^employer/i, as: EMPLOYER, inForm: true },
  {
    label:
      /^(?:(?:type\s+of\s+)?business\s+or\s+sector|tipo\s+de\s+empresa\s+ou\s+sector|tipo\s+di\s+attività\s+o\s+settore|attività\s+o\s+settore|atividade\s+ou\s+setor|tipo\s+de\s+empresa\s+o\s+sector|actividad\s+o\s+sector|type\s+ou\s+secteur\s+d['’]\s*activité|activité\s+ou\s+secteur|tätigkeitsbereich\s+oder\s+branche)/iu,
    as: 'Sector: ',
    wraps: ['type of business or sector'],
  },
  {
    label:
      /^(?:main\s+activities(?:\s+and\s+responsibilities)?|principais\s+a(?:c)?tividades\s+e\s+responsabilidades|principali\s+attività\s+e\s+responsabilità|funciones\s+y\s+responsabilidades\s+principales|principales\s+activités\s+et\s+responsabilités|wichtigste\s+tätigkeiten\s+und\s+zuständigkeiten)/iu,
    as: 'Responsibilities: ',
    wraps: ['main activities and responsibilities'],
  },
  {
    label:
      /^(?:title\s+of\s+qualification(?:\s+awarded)?|qualification\s+awarded|designação\s+da\s+qualificação\s+atribuída|titolo\s+della\s+qualifica\s+rilasciata|cualificación\s+obtenida|intitulé\s+du\s+certificat\s+ou\s+diplôme\s+délivré|bezeichnung\s+der\s+erworbenen\s+qualifikation)/iu,
    as: '',
    wraps: ['title of qualification awarded'],
  },
  {
    label:
      /^(?:(?:name\s+and\s+type\s+of\s+)?organi[sz]ation\s+providing\s+education(?:\s+and\s+training)?|nome\s+e\s+tipo\s+da\s+organização\s+de\s+ensino\s+ou\s+formação|nome\s+e\s+tipo\s+d['’]\s*organizzazione\s+erogatrice\s+dell['’]\s*istruzione\s+e\s+formazione|nombre\s+y\s+tipo\s+del\s+centro\s+de\s+estudios|nom\s+et\s+type\s+de\s+l['’]\s*établissement\s+d['’]\s*enseignement\s+ou\s+de\s+formation|name\s+und\s+art\s+der\s+bildungs-\s+oder\s+ausbildungseinrichtung)/iu,
    as: '',
    wraps: ['name and type of organisation providing education and training', 'name and type of organization providing education and training'],
  },
  // A typed form's qualification rows ("Institution: Kelburn University", "Degree: BSc Chemistry").
  {
    label:
      /^(?:name\s+of\s+(?:the\s+)?)?(?:institution|institute|university|college|school)(?:\s*\/\s*(?:board|university|institute))?|^board(?:\s*\/\s*university)?/i,
    as: '',
    typed: true,
  },
  { label: /^(?:degree|qualification|course|programme|examination)(?:\s*\/\s*course)?/i, as: '', typed: true },
  {
    label:
      /^(?:principal\s+subjects\s*\/\s*occupational\s+skills\s+covered|principais\s+disciplinas\s*\/\s*competências\s+profissionais|principali\s+tematiche\s*\/\s*competenze\s+professionali\s+acquisite|principales\s+materias\s+o\s+capacidades\s+profesionales\s+estudiadas|principales\s+matières\s*\/\s*compétences\s+professionnelles\s+couvertes|hauptfächer\s*\/\s*berufliche\s+fähigkeiten)/iu,
    as: 'Subjects: ',
    wraps: ['principal subjects / occupational skills covered'],
  },
  {
    label:
      /^(?:level\s+in\s+national\s+or\s+international\s+classification|nível\s+segundo\s+a\s+classificação\s+nacional\s+ou\s+internacional|livello\s+nella\s+classificazione\s+nazionale\s+o\s+internazionale|nivel\s+conforme\s+a\s+una\s+clasificación\s+nacional\s+o\s+internacional|niveau\s+dans\s+la\s+classification\s+nationale\s+ou\s+internationale|stufe\s+der\s+nationalen\s+oder\s+internationalen\s+klassifikation)/iu,
    as: 'Level: ',
    wraps: ['level in national or international classification'],
  },
];

// What may stand between a label and its value: the column gap, or the colon of a typed form.
const GAP = /^\s*[:\t]?\s*/;

function matchLabel(text: string, inForm = false): { form: FormLabel; value: string } | undefined {
  // Cheap rejection: every label starts with one of these words.
  if (
    !/^(?:dates?|period|occupation|position|job|employer|name|type|business|main|title|qualification|organi[sz]ation|principal|level|institut(?:ion|e)|university|college|school|board|degree|course|programme|examination|datas|fechas|zeitraum|função|lavoro|profesión|fonction|beruf|nome|nombre|nom|tipo|attività|atividade|actividad|activité|tätigkeitsbereich|principais|principali|funciones|principales|wichtigste|designação|titolo|cualificación|intitulé|bezeichnung|hauptfächer|nível|livello|nivel|niveau|stufe)(?![\p{L}\d])/iu.test(
      text,
    )
  )
    return undefined;
  for (const form of FORM_LABELS) {
    if (form.inForm && !inForm) continue;
    const m = form.label.exec(text);
    if (!m) continue;
    const after = text.slice(m[0].length);
    // "Name of employers' association" is no label: the label ends at a word boundary.
    if (after !== '' && !/^[\s:\t]/.test(after)) continue;
    if (form.typed && !/^\s*[:\t]\s*\S/.test(after)) continue;
    const value = after.replace(GAP, '').trim();
    if (form.value && !form.value.test(value)) continue;
    return { form, value };
  }
  return undefined;
}

function rewrite(line: Line, form: FormLabel, value: string): Line {
  return { ...line, text: `${form.as}${value}` };
}

const tokens = (text: string): string[] => text.split(/\s+|(?=\/)|(?<=\/)/).filter((t) => t !== '');
const WRAPS = FORM_LABELS.flatMap((form) => (form.wraps ?? []).map((phrase) => ({ form, words: tokens(phrase) })));
/** A wrapped label's lines: the label's words never spread over more lines than this. */
const MAX_WRAPPED_LINES = 4;

/**
 * A label cell wrapped over lines beside its value: "Name and address of Globex Ltd, Mill Lane" /
 * "employer Tarrow (UK)". The row starts with the label's first words and each following line
 * with its next ones, to the last; what stands after the label's words on each line is the value.
 */
function wrappedRow(lines: readonly Line[], at: number): { form: FormLabel; value: string; used: number } | undefined {
  const first = tokens((lines[at] as Line).text);
  for (const { form, words } of WRAPS) {
    let k = 0;
    while (k < words.length && k < first.length && first[k]?.toLowerCase() === words[k]) k++;
    // Part of the label only: the following lines must then start with the rest of it, word for
    // word, which no title or name over a line of another row does ("Principal" / "Engineer").
    if (k === 0 || k === words.length) continue;
    const value = [first.slice(k).join(' ')];
    let used = 1;
    // A value centred beside a label cell of three lines stands on a line of its own between the
    // label's parts ("Name and address of" / "Globex Ltd, Tarrow" / "employer"): one such line may be
    // skipped, when the line after it goes on with the label.
    let between: string | undefined;
    while (k < words.length && used < MAX_WRAPPED_LINES) {
      const line = lines[at + used];
      if (!line || line.bullet) break;
      const next = tokens(line.text);
      let taken = 0;
      while (k < words.length && taken < next.length && next[taken]?.toLowerCase() === words[k]) {
        k++;
        taken++;
      }
      if (taken === 0) {
        const after = lines[at + used + 1];
        if (between !== undefined || !after || after.bullet || tokens(after.text)[0]?.toLowerCase() !== words[k]) break;
        between = line.text.trim();
        value.push(between);
        used++;
        continue;
      }
      value.push(next.slice(taken).join(' '));
      used++;
    }
    if (k === words.length)
      return {
        form,
        value: joinCell(
          form,
          value.filter((v) => v !== ''),
        )
          .replace(/\s+\//g, '/')
          .replace(/\/\s+/g, '/'),
        used,
      };
  }
  return undefined;
}

/**
 * The lines of one value cell as one value. The employer's cell holds the name, then the address on
 * the next line ("Globex Ltd" / "Mill Lane 4, Tarrow"): a comma keeps them apart, unless the name
 * itself wrapped after a joining word or a comma ("Moorvale Institute of" / "Agronomy").
 */
function joinCell(form: FormLabel, pieces: readonly string[]): string {
  if (form.as !== EMPLOYER) return pieces.join(' ');
  return pieces.reduce(
    (out, piece) => (out === '' ? piece : /(?:,|\s(?:of|and|for|the|&))$/i.test(out) ? `${out} ${piece}` : `${out}, ${piece}`),
    '',
  );
}

/** A form row begins on this line: a label with its value, or the first part of a wrapped label. */
function startsRow(lines: readonly Line[], at: number): boolean {
  const line = lines[at] as Line;
  return !line.bullet && (wrappedRow(lines, at) !== undefined || matchLabel(line.text) !== undefined);
}

/** Most lines an employer's value cell wraps onto: the name, then its street and town. */
const MAX_EMPLOYER_LINES = 3;

/**
 * The employer's cell holds a name and an address and wraps ("Globex Ltd" / "Mill Lane 4, Tarrow"):
 * the lines after the row, up to the next row, are the rest of the value, not a job of their own.
 * A section heading or a bullet ends the cell.
 */
function employerContinuation(lines: readonly Line[], at: number): number {
  let taken = 0;
  while (taken < MAX_EMPLOYER_LINES - 1) {
    const line = lines[at + taken];
    if (!line || line.bullet || line.text.trim() === '' || classifyHeading(line.text) !== undefined || startsRow(lines, at + taken)) break;
    taken++;
  }
  // Only lines that a following row closes are the cell's: text running on belongs to whatever comes next.
  return lines[at + taken] !== undefined && startsRow(lines, at + taken) ? taken : 0;
}

const REWRITTEN = new Set(FORM_LABELS.map((form) => form.as).filter((as) => as !== ''));
/** A line this rewriting made a row of ("Position: …"). */
const isRow = (line: Line): boolean => REWRITTEN.has(line.text.slice(0, line.text.indexOf(' ') + 1));

/** Rewrites form rows; linear in the number of lines. */
export function normalizeFormLabels(lines: readonly Line[]): Line[] {
  const out: Line[] = [];
  const push = (line: Line, form: FormLabel, value: string, next: number): number => {
    const more = form.as === EMPLOYER ? employerContinuation(lines, next) : 0;
    const whole = [value, ...lines.slice(next, next + more).map((l) => l.text.trim())].join(', ');
    out.push(rewrite(line, form, whole));
    return more;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const wrapped = line.bullet ? undefined : wrappedRow(lines, i);
    if (wrapped) {
      i += wrapped.used - 1;
      if (wrapped.value !== '') i += push(line, wrapped.form, wrapped.value, i + 1);
      else {
        // The whole label wrapped with no value beside it: the value is the next line, as for a label alone.
        const next = lines[i + 1];
        if (next && !next.bullet && next.text.trim() !== '' && !startsRow(lines, i + 1)) {
          i++;
          i += push(line, wrapped.form, next.text, i + 1);
        }
      }
      continue;
    }
    const found = line.bullet ? undefined : matchLabel(line.text, out.length > 0 && isRow(out[out.length - 1] as Line));
    if (!found) {
      out.push(line);
      continue;
    }
    if (found.value !== '') {
      i += push(line, found.form, found.value, i + 1);
      continue;
    }
    // The label alone: its value is the next line, unless that line is another label or a bullet.
    const next = lines[i + 1];
    if (next && !next.bullet && next.text !== '' && matchLabel(next.text) === undefined) {
      i++;
      i += push(line, found.form, next.text, i + 1);
    }
  }
  return out;
}
