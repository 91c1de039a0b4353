import { decodeEntities } from './html-lines';

/**
 * Rewrites WordprocessingML parts before they are read so that text a reader of the document
 * cannot see is not read either: hidden runs (`w:vanish`, `w:specVanish`, directly or through a
 * style), text whose colour does not stand out from what is behind it (white on white), and text
 * of 2 pt or less. Such runs are how keywords are slipped past resume screeners.
 *
 * Only runs carrying visible characters are dropped: a hidden or tiny run holding a space is how
 * Word templates pad layouts, and dropping it could glue two visible words together.
 */

export interface RunProps {
  vanish?: boolean;
  /** Six hex digits, or 'auto' (which Word always draws in a contrasting colour). */
  color?: string;
  /** Half-points. */
  size?: number;
  /** Colour drawn behind the run: shading or highlight. */
  background?: string;
}

export interface DocxStyles {
  defaults: RunProps;
  /** Resolved (basedOn chains applied) run properties of paragraph and character styles by id. */
  styles: Map<string, RunProps>;
  defaultParagraphStyle?: string;
  /** Shading of paragraph styles by id, inheritance applied (a heading style drawn as a coloured band). */
  paragraphShading: Map<string, string>;
  /** Table styles that shade cells (a dark header row with white text): what is behind their text is not known here. */
  shadedTableStyles: Set<string>;
}

/** Word's maximum size for text that is there only to be found by machines: 2 pt. */
const TINY_HALF_POINTS = 4;
/** Below this WCAG contrast ratio the text cannot be told from what is behind it (white on white is 1). */
const MIN_CONTRAST = 1.25;
const WHITE = 'FFFFFF';
const UNKNOWN = 'unknown';

const HIGHLIGHTS: Readonly<Record<string, string>> = {
  black: '000000',
  blue: '0000FF',
  cyan: '00FFFF',
  green: '00FF00',
  magenta: 'FF00FF',
  red: 'FF0000',
  yellow: 'FFFF00',
  white: 'FFFFFF',
  darkBlue: '000080',
  darkCyan: '008080',
  darkGreen: '008000',
  darkMagenta: '800080',
  darkRed: '800000',
  darkYellow: '808000',
  darkGray: '808080',
  lightGray: 'C0C0C0',
};

const EMPTY_STYLES: DocxStyles = { defaults: {}, styles: new Map(), paragraphShading: new Map(), shadedTableStyles: new Set() };

// Patterns are built once per name: a document has hundreds of thousands of runs to look at.
const patterns = new Map<string, RegExp>();
function pattern(key: string, source: () => string): RegExp {
  let regex = patterns.get(key);
  if (!regex) patterns.set(key, (regex = new RegExp(source())));
  return regex;
}

function attr(tag: string, name: string): string | undefined {
  if (tag === '') return undefined;
  return pattern(`attr:${name}`, () => String.raw`\s${name}="([^"]*)"`).exec(tag)?.[1];
}

function isOff(value: string | undefined): boolean {
  return value === '0' || value === 'false' || value === 'off';
}

/** First element named `name` (exactly, not a longer name sharing the prefix) in `xml`. */
function firstTag(xml: string, name: string): string | undefined {
  if (!xml.includes(`<${name}`)) return undefined;
  return pattern(`tag:${name}`, () => String.raw`<${name}(?=[\s/>])[^>]*>`).exec(xml)?.[0];
}

/** Removes revision records: they hold the properties a run had before an edit, not now. */
function withoutRevisions(xml: string): string {
  if (!xml.includes('PrChange')) return xml;
  return xml.replace(/<w:(rPrChange|pPrChange|tcPrChange)\b[\s\S]*?<\/w:\1>/g, '');
}

function shadingColour(xml: string): string | undefined {
  const shd = firstTag(xml, 'w:shd');
  if (!shd) return undefined;
  const fill = attr(shd, 'w:fill');
  const pattern = attr(shd, 'w:val');
  const colour = attr(shd, 'w:color');
  // A solid pattern paints the pattern colour over the whole area, hiding the fill.
  if (pattern === 'solid' && colour && /^[0-9a-f]{6}$/i.test(colour)) return colour.toUpperCase();
  if (fill && /^[0-9a-f]{6}$/i.test(fill)) return fill.toUpperCase();
  return undefined;
}

/** Properties written in one `w:rPr` (or a style's `w:rPr`). */
export function runPropsOf(rPr: string): RunProps {
  const xml = withoutRevisions(rPr);
  const props: RunProps = {};
  const vanish = firstTag(xml, 'w:vanish') ?? firstTag(xml, 'w:specVanish');
  if (vanish) props.vanish = !isOff(attr(vanish, 'w:val'));
  const color = attr(firstTag(xml, 'w:color') ?? '', 'w:val');
  if (color && (color === 'auto' || /^[0-9a-f]{6}$/i.test(color))) props.color = color.toUpperCase();
  const size = Number(attr(firstTag(xml, 'w:sz') ?? '', 'w:val'));
  if (Number.isFinite(size) && size > 0) props.size = size;
  const highlight = attr(firstTag(xml, 'w:highlight') ?? '', 'w:val');
  const background = (highlight && HIGHLIGHTS[highlight]) ?? shadingColour(xml);
  if (background) props.background = background;
  return props;
}

function merge(...layers: Array<RunProps | undefined>): RunProps {
  const out: RunProps = {};
  for (const layer of layers) {
    if (!layer) continue;
    for (const [key, value] of Object.entries(layer)) if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

/** Run properties of every paragraph and character style in `word/styles.xml`, inheritance applied. */
export function readStyles(xml: string | undefined): DocxStyles {
  if (!xml) return EMPTY_STYLES;
  const own = new Map<string, { props: RunProps; shading?: string; basedOn?: string }>();
  const shadedTableStyles = new Set<string>();
  let defaultParagraphStyle: string | undefined;
  for (const match of xml.matchAll(/<w:style\b([^>]*)>([\s\S]*?)<\/w:style>/g)) {
    const [, head = '', body = ''] = match;
    const id = attr(head, 'w:styleId');
    const type = attr(head, 'w:type');
    if (id && type === 'table' && /<w:shd\b/.test(body)) shadedTableStyles.add(id);
    if (!id || (type !== 'paragraph' && type !== 'character')) continue;
    if (type === 'paragraph' && !isOff(attr(head, 'w:default')) && attr(head, 'w:default') !== undefined) defaultParagraphStyle = id;
    const rPr = /<w:rPr\b[^>]*>([\s\S]*?)<\/w:rPr>/.exec(withoutRevisions(body))?.[1] ?? '';
    const pPr = /<w:pPr\b[^>]*>([\s\S]*?)<\/w:pPr>/.exec(withoutRevisions(body))?.[1] ?? '';
    const shading = type === 'paragraph' ? shadingColour(pPr) : undefined;
    own.set(id, { props: runPropsOf(rPr), ...(shading ? { shading } : {}), basedOn: attr(firstTag(body, 'w:basedOn') ?? '', 'w:val') });
  }
  const resolved = new Map<string, RunProps>();
  const paragraphShading = new Map<string, string>();
  const resolve = (id: string, depth: number): RunProps => {
    const known = resolved.get(id);
    if (known) return known;
    const style = own.get(id);
    if (!style) return {};
    // Word refuses basedOn cycles, but a hand-made file need not; depth bounds the walk.
    const base = style.basedOn && depth < 20 ? resolve(style.basedOn, depth + 1) : {};
    const props = merge(base, style.props);
    resolved.set(id, props);
    const shading = style.shading ?? (style.basedOn ? paragraphShading.get(style.basedOn) : undefined);
    if (shading) paragraphShading.set(id, shading);
    return props;
  };
  for (const id of own.keys()) resolve(id, 0);
  const defaultsXml = /<w:rPrDefault\b[^>]*>([\s\S]*?)<\/w:rPrDefault>/.exec(xml)?.[1] ?? '';
  return {
    defaults: runPropsOf(defaultsXml),
    styles: resolved,
    paragraphShading,
    shadedTableStyles,
    ...(defaultParagraphStyle ? { defaultParagraphStyle } : {}),
  };
}

function luminance(hex: string): number {
  const channel = (i: number): number => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Why a run with these effective properties cannot be seen, or null when it can. `behind` is the
 * colour under the run, undefined when it cannot be known from the text's own markup.
 */
export function invisibility(props: RunProps, behind: string | undefined): 'hidden' | 'colour' | 'tiny' | null {
  if (props.vanish) return 'hidden';
  if (props.size !== undefined && props.size <= TINY_HALF_POINTS) return 'tiny';
  const color = props.color;
  const background = props.background ?? behind;
  if (color && color !== 'AUTO' && background && contrast(color, background) < MIN_CONTRAST) return 'colour';
  return null;
}

// ---- A minimal streaming XML walk: element names and offsets are all the rewriting needs. ----

const TAG = /<(\/?)([A-Za-z_][\w.-]*(?::[\w.-]+)?)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[[\s\S]*?\]\]>/g;

interface Frame {
  name: string;
  start: number;
  /** Offset just past the opening tag. */
  inner: number;
}

interface Edit {
  start: number;
  end: number;
  replacement: string;
}

function applyEdits(xml: string, edits: Edit[]): string {
  if (edits.length === 0) return xml;
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  const out: string[] = [];
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) continue;
    out.push(xml.slice(at, edit.start), edit.replacement);
    at = edit.end;
  }
  out.push(xml.slice(at));
  return out.join('');
}

/** Calls `onClose` for every element, innermost first, with the stack of its ancestors. */
function walk(
  xml: string,
  onClose: (frame: Frame, end: number, ancestors: readonly Frame[]) => void,
  onOpen?: (frame: Frame, ancestors: readonly Frame[]) => void,
): void {
  const stack: Frame[] = [];
  for (const match of xml.matchAll(TAG)) {
    const name = match[2];
    if (name === undefined) continue;
    const start = match.index;
    const end = start + match[0].length;
    if (match[1] === '/') {
      // Pop to the matching element; stray closing tags of a damaged part are skipped.
      let i = stack.length - 1;
      while (i >= 0 && stack[i]?.name !== name) i--;
      if (i < 0) continue;
      while (stack.length > i + 1) stack.pop();
      const frame = stack.pop() as Frame;
      onClose(frame, end, stack);
    } else {
      const frame = { name, start, inner: end };
      onOpen?.(frame, stack);
      if (match[4] === '/') onClose(frame, end, stack);
      else stack.push(frame);
    }
  }
}

/**
 * Each `mc:AlternateContent` becomes the one branch a reader shows: the fallback (what mammoth
 * reads) when there is one, else the first choice. Both branches hold the same text box, so
 * reading the raw XML would read it twice. Text boxes drawn in DrawingML only (`w:drawing` with
 * `wps:txbx`, as LibreOffice and some generators write them) are turned into the VML picture
 * form mammoth reads, so their text is read too.
 */
export function resolveAlternateContent(xml: string): string {
  let current = xml;
  // Each pass unwraps the outermost level; text boxes nest only a few levels deep.
  for (let pass = 0; pass < 8 && current.includes('mc:AlternateContent'); pass++) {
    const edits: Edit[] = [];
    walk(current, (frame, end, ancestors) => {
      if (frame.name !== 'mc:AlternateContent' || ancestors.some((a) => a.name === 'mc:AlternateContent')) return;
      const body = current.slice(frame.inner, end - '</mc:AlternateContent>'.length);
      const branch = branchContent(body, 'mc:Fallback') ?? branchContent(body, 'mc:Choice') ?? '';
      edits.push({ start: frame.start, end, replacement: branch });
    });
    current = applyEdits(current, edits);
  }
  return breaksMammothReads(exposeDrawingTextBoxes(current));
}

/**
 * Positional tabs (right-aligned dates: "Acme Corp<ptab/>2019 – 2021") and carriage returns are
 * not read by mammoth, which would glue the text on both sides together; they are written as the
 * tab and line break they look like.
 */
function breaksMammothReads(xml: string): string {
  if (!xml.includes('<w:ptab') && !xml.includes('<w:cr')) return xml;
  return xml.replace(/<w:ptab\b[^>]*\/>/g, '<w:tab/>').replace(/<w:cr\b[^>]*\/>/g, '<w:br/>');
}

function branchContent(body: string, name: string): string | undefined {
  const open = new RegExp(String.raw`<${name}(?=[\s/>])[^>]*?(/?)>`).exec(body);
  if (!open) return undefined;
  if (open[1] === '/') return '';
  // Branches of one AlternateContent do not nest in each other; nested AlternateContent inside a
  // branch is balanced, so the last closing tag of this name before the next branch is its end.
  let depth = 0;
  const tags = new RegExp(String.raw`<(/?)${name}(?=[\s/>])[^>]*?(/?)>`, 'g');
  tags.lastIndex = open.index;
  for (const tag of body.matchAll(tags)) {
    if (tag.index < open.index) continue;
    if (tag[2] === '/') continue;
    depth += tag[1] === '/' ? -1 : 1;
    if (depth === 0) return body.slice(open.index + open[0].length, tag.index);
  }
  return undefined;
}

function exposeDrawingTextBoxes(xml: string): string {
  if (!xml.includes('w:txbxContent') || !xml.includes('w:drawing')) return xml;
  const edits: Edit[] = [];
  walk(xml, (frame, end, ancestors) => {
    if (frame.name !== 'w:drawing' || ancestors.some((a) => a.name === 'w:drawing')) return;
    const drawing = xml.slice(frame.start, end);
    const boxes: string[] = [];
    walk(drawing, (inner, innerEnd, innerAncestors) => {
      if (inner.name === 'w:txbxContent' && !innerAncestors.some((a) => a.name === 'w:txbxContent')) {
        boxes.push(drawing.slice(inner.start, innerEnd));
      }
    });
    if (boxes.length > 0) edits.push({ start: frame.start, end, replacement: `<w:pict>${boxes.join('')}</w:pict>` });
  });
  return applyEdits(xml, edits);
}

interface ParagraphContext {
  style?: string;
  background?: string;
}

/** Visible characters of the text in `xml` (what `w:t` elements hold; field codes and deletions are not shown). */
function visibleCharacters(xml: string): number {
  let count = 0;
  for (const match of xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)) count += decodeEntities(match[1] ?? '').replace(/\s/g, '').length;
  return count;
}

/**
 * Drops the runs of one part (document, header, footer, notes) that a reader cannot see, and
 * counts their visible characters. `pageBackground` is the document's page colour, if any.
 */
export function dropInvisibleRuns(
  xml: string,
  styles: DocxStyles = EMPTY_STYLES,
  pageBackground?: string,
): { xml: string; hiddenCharacters: number } {
  // Shapes drawn behind the text (a coloured band under a white name) make the colour behind any
  // run unknowable from its markup; white text is then left alone rather than risk dropping it.
  const backdrop = /behindDoc="(?:1|true)"|z-index:\s*-/.test(xml);
  const page = backdrop ? undefined : (pageBackground ?? pageColour(xml) ?? WHITE);
  const paragraphs: ParagraphContext[] = [];
  const cells: Array<string | undefined> = [];
  /** Per enclosing table: its shading, UNKNOWN when its style shades cells, undefined when none. */
  const tables: Array<string | undefined> = [];
  /** Per enclosing VML shape (the form of text boxes mammoth reads): its fill. */
  const shapes: Array<string | undefined> = [];
  const runProps = new Map<Frame, { props: RunProps; characterStyle?: string }>();
  const removed: Array<Edit & { characters: number }> = [];

  const onOpen = (frame: Frame): void => {
    if (frame.name === 'w:p') paragraphs.push({});
    else if (frame.name === 'w:tc') cells.push(undefined);
    else if (frame.name === 'w:tbl') tables.push(undefined);
    else if (VML_SHAPE.has(frame.name)) shapes.push(shapeFill(xml.slice(frame.start, frame.inner)));
  };
  walk(
    xml,
    (frame, end, ancestors) => {
      const parent = ancestors[ancestors.length - 1];
      if (VML_SHAPE.has(frame.name)) {
        shapes.pop();
        return;
      }
      switch (frame.name) {
        case 'w:p':
          paragraphs.pop();
          return;
        case 'w:tc':
          cells.pop();
          return;
        case 'w:tbl':
          tables.pop();
          return;
        case 'v:fill':
          // Gradients, pictures and transparency: what shows behind the box's text is not one colour.
          if (parent && VML_SHAPE.has(parent.name) && shapes.length > 0) shapes[shapes.length - 1] = UNKNOWN;
          return;
        case 'w:tblPr': {
          if (parent?.name !== 'w:tbl' || tables.length === 0) return;
          const tblPr = withoutRevisions(xml.slice(frame.inner, end));
          const style = attr(firstTag(tblPr, 'w:tblStyle') ?? '', 'w:val');
          tables[tables.length - 1] = shadingColour(tblPr) ?? (style && styles.shadedTableStyles.has(style) ? UNKNOWN : undefined);
          return;
        }
        case 'w:pPr': {
          const paragraph = paragraphs[paragraphs.length - 1];
          if (parent?.name !== 'w:p' || !paragraph) return;
          // The pPr's own rPr formats the paragraph mark, not the runs.
          const pPr = withoutRevisions(xml.slice(frame.inner, end)).replace(/<w:rPr\b[\s\S]*?<\/w:rPr>/g, '');
          const style = attr(firstTag(pPr, 'w:pStyle') ?? '', 'w:val');
          if (style) paragraph.style = style;
          const background = shadingColour(pPr);
          if (background) paragraph.background = background;
          return;
        }
        case 'w:tcPr': {
          if (parent?.name !== 'w:tc' || cells.length === 0) return;
          const background = shadingColour(withoutRevisions(xml.slice(frame.inner, end)));
          if (background) cells[cells.length - 1] = background;
          return;
        }
        case 'w:rPr':
          if (parent?.name === 'w:r') {
            const rPr = xml.slice(frame.inner, end);
            const characterStyle = attr(firstTag(withoutRevisions(rPr), 'w:rStyle') ?? '', 'w:val');
            runProps.set(parent, { props: runPropsOf(rPr), ...(characterStyle ? { characterStyle } : {}) });
          }
          return;
        case 'w:r': {
          const own = runProps.get(frame);
          runProps.delete(frame);
          const direct = own?.props;
          const characterStyle = own?.characterStyle;
          const paragraph = paragraphs[paragraphs.length - 1] ?? {};
          const paragraphStyle = paragraph.style ?? styles.defaultParagraphStyle;
          const effective = merge(
            styles.defaults,
            paragraphStyle ? styles.styles.get(paragraphStyle) : undefined,
            characterStyle ? styles.styles.get(characterStyle) : undefined,
            direct,
          );
          // Cheap test first: almost every run is plainly visible whatever is behind it.
          if (invisibility(effective, undefined) === null && !effective.color) return;
          // What is behind the run, innermost first: paragraph shading, then the text box it sits
          // in, else the table cell or table, else the page.
          const paragraphBackground = paragraph.background ?? (paragraphStyle ? styles.paragraphShading.get(paragraphStyle) : undefined);
          const inBox = ancestors.some((a) => a.name === 'w:txbxContent');
          const behind =
            paragraphBackground ?? (inBox ? boxBackground(innermost(shapes), page) : layerBackground(innermost(cells) ?? innermost(tables), page));
          if (invisibility(effective, behind) === null) return;
          const run = xml.slice(frame.start, end);
          const characters = visibleCharacters(run);
          if (characters === 0) return;
          // Runs nested inside this one (a text box in a drawing) go with it.
          while (removed.length > 0 && (removed[removed.length - 1]?.start ?? -1) >= frame.start) removed.pop();
          removed.push({ start: frame.start, end, replacement: fieldMarkers(run), characters });
          return;
        }
        default:
          return;
      }
    },
    onOpen,
  );
  return {
    xml: applyEdits(xml, removed),
    hiddenCharacters: removed.reduce((sum, edit) => sum + edit.characters, 0),
  };
}

const VML_SHAPE = new Set(['v:shape', 'v:rect', 'v:roundrect', 'v:oval']);
const TRANSPARENT = 'transparent';
const VML_NAMED: Readonly<Record<string, string>> = {
  white: 'FFFFFF',
  black: '000000',
  silver: 'C0C0C0',
  gray: '808080',
  grey: '808080',
  red: 'FF0000',
  yellow: 'FFFF00',
  lime: '00FF00',
  green: '008000',
  blue: '0000FF',
  navy: '000080',
  aqua: '00FFFF',
  teal: '008080',
  fuchsia: 'FF00FF',
  purple: '800080',
  maroon: '800000',
  olive: '808000',
};

/** The fill of a VML shape's opening tag: VML fills shapes white unless told otherwise. */
function shapeFill(tag: string): string {
  if (isOff(attr(tag, 'filled')) || attr(tag, 'filled') === 'f') return TRANSPARENT;
  const fill = attr(tag, 'fillcolor')?.trim().split(/\s/)[0]?.toLowerCase();
  if (fill === undefined) return WHITE;
  const hex = /^#?([0-9a-f]{6})$/.exec(fill)?.[1] ?? /^#([0-9a-f]{3})$/.exec(fill)?.[1]?.replace(/./g, (c) => c + c);
  return hex?.toUpperCase() ?? VML_NAMED[fill] ?? UNKNOWN;
}

/** Behind text in a box: its fill, the page through a transparent one, unknown for a DrawingML-only box. */
function boxBackground(fill: string | undefined, page: string | undefined): string | undefined {
  if (fill === undefined || fill === UNKNOWN) return undefined;
  return fill === TRANSPARENT ? page : fill;
}

function layerBackground(layer: string | undefined, page: string | undefined): string | undefined {
  return layer === UNKNOWN ? undefined : (layer ?? page);
}

function innermost(layers: ReadonlyArray<string | undefined>): string | undefined {
  for (let i = layers.length - 1; i >= 0; i--) if (layers[i] !== undefined) return layers[i];
  return undefined;
}

/**
 * A dropped run keeps its field characters and instructions (with no text): taking out half of a
 * field's begin/separate/end markers would make the rest of the paragraph read as a field code.
 */
function fieldMarkers(run: string): string {
  const markers = run.match(/<w:fldChar\b[^>]*\/>|<w:fldChar\b[\s\S]*?<\/w:fldChar>|<w:instrText\b[^>]*>[^<]*<\/w:instrText>/g);
  return markers ? `<w:r>${markers.join('')}</w:r>` : '';
}

/** The page colour of a document (`w:background`), which Word shows behind the text on screen. */
export function pageColour(xml: string): string | undefined {
  const colour = attr(firstTag(xml, 'w:background') ?? '', 'w:color');
  return colour && /^[0-9a-f]{6}$/i.test(colour) ? colour.toUpperCase() : undefined;
}
