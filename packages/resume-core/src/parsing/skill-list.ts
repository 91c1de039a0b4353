import { isActionVerb, isClauseLike } from '../skills/names';
import { classifyHeading } from './headings';
import { titleCaseRatio } from './line-features';
import { looksLikePersonName } from './masthead';
import { isRunningFurniture, splitOutsideBrackets, type Line } from './text';
import type { KnownSkill, SkillLookup } from './types';
import { isLocation, titleScore } from './vocab';

/** A skill read from a skills list, before it joins the global skill list. */
export interface ListedSkill extends KnownSkill {
  known: boolean;
  evidence: string;
}

const LEVEL_WORD =
  /^(?:beginner|basic|elementary|intermediate|advanced|expert|proficient|fluent|native|speaker|master|novice|familiar|working|knowledge|professional|conversational|competent|strong|excellent|good|upper|lower)$/i;
// (?<!\s): each separator starts where a run of spaces does, so a long run is scanned once, not from each position in it.
const LIST_SEPARATORS = /(?<!\s)\s*[,;|•·●▪◦]\s*|(?<!\s)\s+[-–—]\s+|(?<!\s)\s+\/\s+|\t/;
// "Compression - Mpeg, MP4, GIF": a dash label counts only before a real list.
// "Python – 5 years; SQL – 3 years": how long, after a dash, is no list the name labels.
const DASH_LABEL = /^([\p{L}][\p{L}\d &/+#.()]{1,40}?)\s+[-–—]\s+(?!\d+\+?\s*(?:years?|yrs?|months?)\b)(.*[,;|].*)$/u;
const LABEL = /^([\p{L}][\p{L}\d &/+#.()-]{1,40}?)\s*[:：]\s*(.*)$/u;
// "Digital competence<tab>Excel, LabVIEW", "Driving licence<tab>B": a form's label cell beside its value
// cell. The left cell is a label when the right one is a list, or when it names a kind of skill; a
// two-cell row of single names ("Python<tab>Go") stays a list.
const TAB_LABEL = /^([\p{L}][\p{L}\d &/+#.()-]{1,40}?)\t([^\t]*)$/u;
const KIND_OF_SKILL =
  /\b(?:skills?|competences?|competenc(?:y|ies)|licen[cs]es?|tongues?|languages?(?:\(s\))?|tools|software|knowledge|expertise|technolog(?:y|ies))$/i;

/** A line that lists skills the database knows ("Java, Ruby, Go"), whatever heading sits above it. */
export function isKnownSkillList(text: string, m: SkillLookup): boolean {
  if (!LIST_SEPARATORS.test(text)) return false;
  const items = text
    .split(LIST_SEPARATORS)
    .map(cleanItem)
    .filter((i) => i !== '');
  return items.length >= 2 && items.filter((i) => m.lookup(i)).length / items.length >= 0.5;
}

export function isLevelLine(text: string): boolean {
  const words = text.split(/[\s,()/-]+/).filter((w) => w !== '');
  return words.length > 0 && words.every((w) => LEVEL_WORD.test(w));
}

/** "React/Redux" is two skills; "CI/CD", "UI/UX", "TCP/IP" and known names stay whole. */
function splitSlashes(item: string, m: SkillLookup): string[] {
  const parts = item.split('/');
  if (parts.length < 2 || m.lookup(item) || parts.some((p) => p.trim().length < 3)) return [item];
  return parts.map((p) => p.trim());
}

/** "SQL (MySQL, MongoDB)" lists its examples; "Angular (versions 2+)" only annotates. */
function expandParentheses(item: string): string[] {
  // The first opening bracket that a closing one follows, and that closing one (found by position:
  // a pattern that tries every start before a bracket that never closes is quadratic).
  const open = item.indexOf('(');
  if (open < 0 || open > item.lastIndexOf(')')) return [item];
  const close = item.indexOf(')', open);
  // "Work Experience (Acme) CRM project": the words around a note are not one name that the text writes.
  const around = [item.slice(0, open), item.slice(close + 1)].map((t) => t.trim()).filter((t) => t !== '');
  const inner = item.slice(open + 1, close);
  return /[,;/]/.test(inner) ? [...around, ...inner.split(/\s*[,;/]\s*/)] : around;
}

/** "Git and GitHub" names two skills unless the database knows the whole ("Research and Development"). */
function splitAnd(item: string, m: SkillLookup): string[] {
  if (!/\s(?:and|&)\s/i.test(item) || m.lookup(item)) return [item];
  return item.split(/\s+(?:and|&)\s+/i);
}

export function cleanItem(item: string): string {
  return (
    item
      .replace(/\s*[-–:]\s*(?:beginner|intermediate|advanced|expert|proficient|fluent|native)\s*$/i, '')
      // "Excel (advanced: pivot tables, VLOOKUP)": a level that heads the note's first item.
      .replace(/^(?:beginner|basic|intermediate|advanced|expert|proficient)\s*:\s*/i, '')
      // "SQL 80%": a self-rating, as skill bars print it.
      .replace(/\s*\(?\d{1,3}\s*%\)?$/, '')
      .replace(/^(?:and|&|or)\s+/i, '')
      // A leading dot before a letter is the name's own (".NET Core").
      .replace(/^(?:[\s"'*:]|\.(?![A-Za-z]))+|(?<![\s"'*.,;:/])[\s"'*.,;:/]+$/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** "PHP (Less than" / "1 year)": how long a skill was used, cut by a wrapped line, names nothing. */
const TIME_NOTE = /^(?:(?:less|more) than|over|under)\b[\s\d+]*(?:years?|months?)?$|^\d+\+?\s*(?:years?|yrs?|months?)$/i;

/**
 * "Scripting (PowerShell" / "Bash)": a list split inside its brackets (a wrapped line, a comma in
 * a note) leaves stray brackets; each side of one is a piece of the list.
 */
function splitStrayBrackets(item: string): string[] {
  const count = (pattern: RegExp): number => item.match(pattern)?.length ?? 0;
  const balanced = count(/\(/g) === count(/\)/g) && count(/\[/g) === count(/\]/g) && count(/\{/g) === count(/\}/g);
  return balanced ? [item] : item.split(/[(){}[\]]/).filter((piece) => !TIME_NOTE.test(piece.trim()));
}

/**
 * Whether a skills-list item looks like a skill's name: short, with a letter, and not a clause (see
 * isClauseLike: an action verb with an object, function words joining words, a count of things).
 */
export function looksLikeSkillName(item: string): boolean {
  const words = item.split(/\s+/).filter((w) => w !== '');
  if (item.length > 40 || words.length > 4 || words.length === 0) return false;
  // One letter alone ("B" of a driving-licence row, a grade) names no skill the database does not know.
  if (isLevelLine(item) || (item.match(/\p{L}/gu)?.length ?? 0) < 2) return false;
  return !isClauseLike(item);
}

function listed(skill: KnownSkill, known: boolean, evidence: string): ListedSkill {
  return { name: skill.name, category: skill.category, aliases: [...skill.aliases], known, evidence };
}

/**
 * One list item: a known name, or the known skills that make up most of it (a PDF may glue two
 * columns into "Python React.js"; "Machine Learning basics"), or else the item as written
 * ("Epic EMR" is not just "EMR").
 */
function readItem(item: string, evidence: string, m: SkillLookup, hint: string | undefined): ListedSkill[] {
  const known = m.lookup(item);
  if (known) return [listed(known, true, evidence)];
  const inside = m.findCovering(item, true);
  const letters = item.replace(/[\s,;/|&]+|\band\b/g, '').length;
  if (inside.skills.length > 0 && inside.covered >= letters * 0.6) {
    return inside.skills.map((k) => listed(k, true, evidence));
  }
  if (!looksLikeSkillName(item) || classifyHeading(item) !== undefined) return [];
  return [listed({ name: item, category: m.categorize(item, hint), aliases: [] }, false, evidence)];
}

/**
 * A link or a mail address beside a list ("http://github.com/rcalder") is where to look, not a skill.
 * Narrower than a contact line's pattern: a bare name with a dot ("ASP.NET", "Socket.io") is a skill.
 */
const WEB_ADDRESS = /\b(?:https?:\/\/|www\.)\S+|(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gi;

// "Languages: Python, Go | Cloud: AWS, GCP | Tools: Git", "Languages - Python, Java; Databases - MySQL,
// MongoDB": one line of groups, each with its own label.
const LABELLED_GROUP =
  /(?<!\s)\s*[|•·]\s*(?=[\p{L}][\p{L}\d &/+#.-]{1,40}?\s*[:：]\s*\S)|(?<!\s)\s*;\s*(?=[\p{L}][\p{L}\d &/+#.]{1,40}?\s+[-–—]\s+[^;]*,)/u;

/** Items of one list line ("Languages: Python, Go"); a label may name the category. */
export function readListLine(text: string, m: SkillLookup, groupLabel?: string): ListedSkill[] {
  const groups = text.split(LABELLED_GROUP);
  if (groups.length > 1) return groups.flatMap((group) => readGroup(group, text, m, groupLabel));
  return readGroup(text, text, m, groupLabel);
}

/** `evidence`: the whole line the group was printed on. */
function readGroup(text: string, evidence: string, m: SkillLookup, groupLabel?: string): ListedSkill[] {
  const list = text.replace(WEB_ADDRESS, ' ').trim();
  const labelled = LABEL.exec(list) ?? DASH_LABEL.exec(list) ?? tabLabelled(list) ?? spaceLabelled(list, m);
  const label = labelled?.[1] && labelled[1].split(/\s+/).length <= 4 ? labelled[1] : undefined;
  const body = label ? (labelled?.[2] ?? '') : list;
  const hint = label ?? groupLabel;
  const items = splitOutsideBrackets(body, /(?<!\s)\s*[,;]\s*/)
    .flatMap(expandParentheses)
    .flatMap(splitStrayBrackets)
    .flatMap((i) => i.split(LIST_SEPARATORS))
    .flatMap((i) => splitSlashes(i, m))
    .map(cleanItem)
    .flatMap((i) => splitAnd(i, m))
    .map(cleanItem)
    .filter((i) => i !== '');
  return items.flatMap((item) => readItem(item, evidence, m, hint));
}

// "Software Excel, LabVIEW": a PDF's label column left only a space before the list beside it.
const SPACE_LABEL =
  /^((?:programming\s+|scripting\s+|computer\s+|office\s+)?(?:software|tools|languages|frameworks|libraries|databases|platforms|technologies|methods|systems|packages|applications))\s+(\S.*)$/i;

function spaceLabelled(text: string, m: SkillLookup): RegExpExecArray | null {
  const cells = SPACE_LABEL.exec(text);
  const firstItem = cells?.[2]?.split(LIST_SEPARATORS)[0];
  return cells && firstItem !== undefined && m.lookup(cleanItem(firstItem)) && !m.lookup(text.split(LIST_SEPARATORS)[0] ?? '') ? cells : null;
}

function tabLabelled(text: string): RegExpExecArray | null {
  const cells = TAB_LABEL.exec(text);
  if (!cells) return null;
  return /[,;|•·●▪◦]/.test(cells[2] ?? '') || KIND_OF_SKILL.test(cells[1] ?? '') ? cells : null;
}

function hasSeparators(text: string): boolean {
  return LIST_SEPARATORS.test(text) || LABEL.test(text);
}

/**
 * A short line without separators is a group name ("Web Technologies", even though that is also a
 * known skill) when a list follows it; otherwise it is a skill on its own line.
 */
function isGroupLabel(line: Line, next: Line | undefined): boolean {
  if (!next || hasSeparators(line.text)) return false;
  // In a bulleted list every bullet is an item; a group name would not share the list's bullets.
  if (line.bullet && next.bullet) return false;
  return hasSeparators(next.text) && titleCaseRatio(line.text) >= 0.5;
}

/**
 * "Web Technologies<tab>Frameworks<tab>Tools" over "HTML, CSS<tab>React, Vue<tab>Git, Docker": the
 * head row of a skills grid names its columns' groups, one per list below it.
 */
function isGridHead(line: Line, next: Line | undefined): boolean {
  if (!next || !line.text.includes('\t')) return false;
  const heads = line.text.split('\t');
  const cells = next.text.split('\t');
  return heads.length === cells.length && heads.every((h) => !/[,;]/.test(h)) && cells.every((c) => /[,;]/.test(c));
}

const WRAPPED_LIST_MAX = 2_000;

/**
 * Joins a list wrapped across lines ("…, Project" + "management, User…") when the next line goes on
 * in lower case or the joined words form a known skill.
 */
function unwrap(lines: readonly Line[], m: SkillLookup): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    // A list wraps over a few lines, not thousands: past WRAPPED_LIST_MAX characters a line stands alone,
    // and the end of a long line is read from its last characters only.
    const open = prev !== undefined && prev.text.length < WRAPPED_LIST_MAX;
    const tail = open ? /([\p{L}\d.+#-]+(?: [\p{L}\d.+#-]+)?)$/u.exec(prev.text.slice(-200))?.[1] : undefined;
    const head = /^([\p{L}\d.+#-]+(?: [\p{L}\d.+#-]+)?)/u.exec(line.text)?.[1];
    const joinable = prev && tail && head && !line.bullet && !LABEL.test(line.text) && hasSeparators(prev.text) && !/[,;|.]$/.test(prev.text);
    if (joinable && (/^\p{Ll}/u.test(line.text) || m.lookup(`${tail} ${head}`) || m.lookup(`${tail} ${head.split(' ')[0]}`))) {
      out[out.length - 1] = { ...prev, text: `${prev.text} ${line.text}` };
      continue;
    }
    out.push(line);
  }
  return out;
}

/**
 * A line of running prose rather than list items: a sentence (six or more words without list
 * separators, or five or more ending in a full stop), or a clause opening with an action verb. A
 * line of short separated items is a list however it ends ("Jdbc, Servlet, JSP."); a label and
 * notes in brackets ("SQL (Less than 1 year)") do not count as words.
 */
export function isProseLine(text: string): boolean {
  const body = text
    .replace(/\([^()]*\)/g, ' ')
    .replace(/^[^:：]{1,40}[:：]+/, '')
    .trim();
  const words = body.split(/\s+/).filter((w) => w !== '');
  if (words.length < 3) return false;
  const items = body.split(/(?<!\s)\s*[,;|•·●▪◦]\s*/).filter((i) => i.trim() !== '');
  if (items.length >= 2 && items.every((i) => i.trim().split(/\s+/).length <= 4)) return false;
  if (!LIST_SEPARATORS.test(body) && words.length >= 6) return true;
  if (/[.!?]$/.test(body) && words.length >= 5) return true;
  return !LIST_SEPARATORS.test(body) && isActionVerb(words[0] ?? '');
}

/**
 * A run of this many prose lines means the list is over (an appendix or a job pasted under SKILLS);
 * after it, only a line of separated items ("Java, Spring, Oracle") is read again.
 */
const PROSE_RUN_ENDS_LIST = 3;

// The language grid of Europass CVs: its column heads and the level legend name no skill.
const LANGUAGE_GRID =
  /^(?:other\s+languages?(?:\(s\))?\b|listening\s+reading\b|understanding\s+speaking\b|levels?\s*:\s*a1\b|common european framework\b|\(?\*?\)?\s*common european framework)/i;
const MOTHER_TONGUE = /^mother\s+tongues?(?:\(s\))?\s*:?\s*(.*)$/i;
// "English C1 C1 B2 B2 C1": a language and its five self-assessed levels.
const GRID_ROW = /^(\p{L}[\p{L} ]*?)\s+(?:[ABC][12]\s*){3,5}$/u;

/** A grid row or legend becomes the language it names, as a "Languages:" item, or nothing. */
function languageGridLine(line: Line): Line | undefined {
  const text = line.text;
  if (LANGUAGE_GRID.test(text) || isRunningFurniture(text)) return undefined;
  const mother = MOTHER_TONGUE.exec(text) ?? GRID_ROW.exec(text);
  return mother ? { ...line, text: mother[1] ? `Languages: ${mother[1]}` : '' } : line;
}

/**
 * Profile exports print a sidebar (contact, top skills, languages) before the main column, which
 * opens with the person's name, the headline and the place: "Chromatography" / "Tamsin Quillon" /
 * "Laboratory Manager" / "Tarrow, UK" / "Summary". A name-shaped line the database does not know,
 * followed to the section's end by at most three lines among which a title or a place, starts the
 * main column: it and what follows are no skills.
 */
function withoutMainColumnHead(lines: readonly Line[], m: SkillLookup): readonly Line[] {
  const tail = 4;
  // From the end: the name is the last name-shaped line before the headline.
  for (let k = lines.length - 2; k >= Math.max(1, lines.length - tail); k--) {
    const text = (lines[k] as Line).text;
    if (!looksLikePersonName(text) || titleScore(text) > 0 || m.lookup(text) || isKnownSkillList(text, m)) continue;
    const after = lines.slice(k + 1);
    if (after.some((l) => m.lookup(l.text) || isKnownSkillList(l.text, m))) continue;
    if (after.some((l) => titleScore(l.text) > 0 || isLocation(l.text))) return lines.slice(0, k);
  }
  return lines;
}

/**
 * Every skill of a skills section; `title` ("Soft Skills") hints the category of unknown items. A
 * `sidebar` section (printed before the main sections) may end in the main column's head.
 */
export function readSkillsSection(lines: readonly Line[], m: SkillLookup, title?: string, sidebar = false): ListedSkill[] {
  const out: ListedSkill[] = [];
  let group = title;
  const content = unwrap(
    (sidebar ? withoutMainColumnHead(lines, m) : lines)
      .map(languageGridLine)
      .filter((l): l is Line => l !== undefined && l.text !== '')
      .filter((l) => !isLevelLine(l.text)),
    m,
  );
  let proseRun = 0;
  let ended = false;
  for (const [i, line] of content.entries()) {
    proseRun = isProseLine(line.text) ? proseRun + 1 : 0;
    if (proseRun >= PROSE_RUN_ENDS_LIST) ended = true;
    if (ended) {
      if (proseRun > 0 || !(isKnownSkillList(line.text, m) || LIST_SEPARATORS.test(line.text))) continue;
      ended = false;
    }
    // A lone prose line (a sentence inside the list) names skills only through known names.
    if (proseRun > 0) {
      out.push(...m.find(line.text).map((k) => listed(k, true, line.text)));
      continue;
    }
    if (isGroupLabel(line, content[i + 1])) {
      group = line.text;
      continue;
    }
    if (isGridHead(line, content[i + 1])) continue;
    out.push(...readListLine(line.text, m, group));
  }
  return out;
}

// Names of skill groups that job-board CVs print before the items with no colon between.
const GROUP_LABEL =
  /^((?:operating\s+systems?|databases?|programming\s+languages?|scripting(?:\s+languages?)?|middleware|automation|front[- ]?end|back[- ]?end|cloud(?:\s+technolog(?:y|ies))?|web\s+technolog(?:y|ies)|version\s+control|frameworks?|testing\s+tools))\s+(?=[\p{Lu}.\d])/iu;

// Sections about the person rather than the work: a list there names languages spoken, hobbies or referees.
const PERSONAL_SECTION = /\b(?:languages?|interests?|hobbies|references?|referees?|personal|declaration|contact|links?|profiles?)\b/i;

/**
 * Skills listed outside a skills section: job-board exports put the person's own "SKILL SET" block,
 * with "Databases: …" and "Languages: …" rows, under ADDITIONAL INFORMATION. Only list lines count
 * (most items known, or a short label before known items), and only their known skills: prose
 * there describes, and an unknown item outside a skills heading is too weak to claim.
 */
export function readListsOutsideSkills(lines: readonly Line[], m: SkillLookup, title: string): ListedSkill[] {
  if (PERSONAL_SECTION.test(title)) return [];
  const out: ListedSkill[] = [];
  for (const line of lines) {
    // "Database SQL Server and Oracle": a group name before its items, without the colon.
    const text = line.text.replace(GROUP_LABEL, '$1: ');
    const labelled = LABEL.exec(text);
    const label = labelled?.[1] && labelled[1].split(/\s+/).length <= 4 ? labelled[1] : undefined;
    const body = label !== undefined ? (labelled?.[2] ?? '') : text;
    if (isProseLine(body)) continue;
    const items = body
      .split(LIST_SEPARATORS)
      .map(cleanItem)
      .flatMap((i) => splitAnd(i, m))
      .map(cleanItem)
      .filter((i) => i !== '');
    const known = items.filter((i) => m.lookup(i)).length;
    const list = items.length >= (label !== undefined ? 1 : 2) && known * 2 >= items.length;
    if (list) out.push(...readListLine(text, m).filter((s) => s.known));
  }
  return out;
}
