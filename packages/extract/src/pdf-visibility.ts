/**
 * Which glyphs of a PDF page a reader can see. pdf.js's text layer has every glyph the content
 * stream draws, including the ones drawn so that nobody sees them: invisible render mode, the
 * page's own colour, a fraction of a point high, fully transparent, off the page or clipped away,
 * in a hidden optional-content layer, or painted over by an opaque rectangle afterwards. That is
 * how keywords are slipped past resume screeners, so those glyphs are left out of the text.
 *
 * The page's operator list (what a renderer executes) is walked once, keeping the graphics state
 * (transforms, clip box, colours, opacity, text state) and the filled areas painted so far, and
 * each glyph gets a verdict. The verdicts are then matched to the text items by the order of their
 * characters: both come from the same content stream in the same order.
 *
 * Everything lives inside `pdfVisibility()` so that the reader thread can run it from source
 * (`pdfVisibility.toString()`): the thread is a fresh Node context that cannot load TypeScript.
 * It must therefore reference nothing outside its own body.
 */

/** A text item as the reader thread builds it (see PdfTextItem). */
export interface VisibilityItem {
  str: string;
  x: number;
  y: number;
  w: number;
  size: number;
}

export interface VisibilityLimits {
  /** Operators walked per page; the rest of a longer page is not judged (its glyphs are kept). */
  maxOps: number;
  /** Operators walked per document (the reader thread shares it out among the pages). */
  maxDocumentOps: number;
  /** Glyphs judged per page. */
  maxGlyphs: number;
  /** Filled areas remembered per page; past it, colours are no longer judged on that page. */
  maxRegions: number;
  /** Glyph-against-area comparisons per page. */
  maxChecks: number;
}

export interface VisibilityEnv {
  /** pdf.js's OPS table. */
  OPS: Record<string, number>;
  /** The page viewport's transform (PDF user space to top-left-origin page points). */
  viewport: readonly number[];
  width: number;
  height: number;
  /** The font matrix of a loaded font, when it is not the usual 1/1000 (Type 3 fonts). */
  fontMatrix(loadedName: string): readonly number[] | null | undefined;
  /** Whether an optional-content group (a layer) is shown. */
  ocVisible(data: unknown): boolean;
  limits: VisibilityLimits;
}

export interface PageGlyphs {
  /** Characters of each judged glyph (NFKC, no whitespace), in drawing order. */
  text: string[];
  /** Non-zero for a glyph a reader cannot see: 2 when it is off the page, else 1. */
  hidden: number[];
  /** Horizontal extent of each glyph in page coordinates. */
  x0: number[];
  x1: number[];
  count: number;
  hiddenCount: number;
  /** False when a limit cut the judgement short. */
  complete: boolean;
}

export interface VisibleItems<T extends VisibilityItem> {
  items: T[];
  /** Non-whitespace characters left out of the items. */
  hiddenCharacters: number;
  /** Where hidden text of the text layer was drawn, one span per item that held some. */
  hiddenSpans: HiddenSpan[];
}

/** A stretch of a baseline whose text was left out: the gap it leaves is not a gap between two cells. */
export interface HiddenSpan {
  x: number;
  y: number;
  w: number;
  size: number;
}

export const VISIBILITY_LIMITS: VisibilityLimits = {
  maxOps: 100_000,
  maxDocumentOps: 1_000_000,
  maxGlyphs: 100_000,
  maxRegions: 3000,
  maxChecks: 4_000_000,
};

export function pdfVisibility() {
  /** Glyphs whose height on the page is below this many points cannot be read. */
  const MIN_HEIGHT_PT = 2;
  /** …nor glyphs squeezed narrower than this (horizontal scaling). */
  const MIN_WIDTH_PT = 1;
  /** Fill opacity below this is invisible whatever the background. */
  const MIN_ALPHA = 0.1;
  /** A glyph whose colour (after opacity) is this close to its background in every channel is not seen. */
  const MIN_COLOUR_DIFFERENCE = 0.1;
  /** Painted areas thinner than this are rules and borders: neither backgrounds nor covers. */
  const MIN_REGION_PT = 1;
  /** A cover must be this opaque to hide what is under it. */
  const COVER_ALPHA = 0.95;
  const IDENTITY = [1, 0, 0, 1, 0, 0];
  const DEFAULT_FONT_MATRIX = [0.001, 0, 0, 0.001, 0, 0];
  const HIDDEN = 1;
  const OFF_PAGE = 2;
  /** Fewer characters off a page than this are stray marks, not hidden text worth a note. */
  const MIN_OFF_PAGE_CHARS = 8;
  // DrawOPS of pdf.js path data; its curves (2 and 3) never make a rectangle.
  const MOVE_TO = 0;
  const LINE_TO = 1;
  const CLOSE = 4;

  /** m·n: n applied first (pdf.js Util.transform). */
  function multiply(m: readonly number[], n: readonly number[]): number[] {
    const a = m[0] as number;
    const b = m[1] as number;
    const c = m[2] as number;
    const d = m[3] as number;
    const p = n[0] as number;
    const q = n[1] as number;
    const r = n[2] as number;
    const s = n[3] as number;
    const t = n[4] as number;
    const u = n[5] as number;
    return [a * p + c * q, b * p + d * q, a * r + c * s, b * r + d * s, a * t + c * u + (m[4] as number), b * t + d * u + (m[5] as number)];
  }

  function isMatrix(value: unknown): value is number[] {
    if (value === null || typeof value !== 'object' || (value as { length?: unknown }).length !== 6) return false;
    for (let i = 0; i < 6; i++) if (!Number.isFinite((value as number[])[i])) return false;
    return true;
  }

  function axisAligned(m: readonly number[]): boolean {
    const a = m[0] as number;
    const b = m[1] as number;
    const c = m[2] as number;
    const d = m[3] as number;
    return (Math.abs(b) < 1e-6 && Math.abs(c) < 1e-6) || (Math.abs(a) < 1e-6 && Math.abs(d) < 1e-6);
  }

  /** Device bounding box of a user-space box under `m`. */
  function boxOf(m: readonly number[], x0: number, y0: number, x1: number, y1: number): number[] {
    const a = m[0] as number;
    const b = m[1] as number;
    const c = m[2] as number;
    const d = m[3] as number;
    const e = m[4] as number;
    const f = m[5] as number;
    // Opposite corners span the box along each axis: |a|·width + |c|·height around the centre.
    const cx = (a * (x0 + x1) + c * (y0 + y1)) / 2 + e;
    const cy = (b * (x0 + x1) + d * (y0 + y1)) / 2 + f;
    const hw = (Math.abs(a * (x1 - x0)) + Math.abs(c * (y1 - y0))) / 2;
    const hh = (Math.abs(b * (x1 - x0)) + Math.abs(d * (y1 - y0))) / 2;
    return [cx - hw, cy - hh, cx + hw, cy + hh];
  }

  function intersect(p: readonly number[], q: readonly number[]): number[] {
    return [Math.max(p[0] ?? 0, q[0] ?? 0), Math.max(p[1] ?? 0, q[1] ?? 0), Math.min(p[2] ?? 0, q[2] ?? 0), Math.min(p[3] ?? 0, q[3] ?? 0)];
  }

  const colours = new Map<string, number[]>();
  function parseColour(hex: unknown): number[] | null {
    if (typeof hex !== 'string') return null;
    let colour = colours.get(hex);
    if (colour === undefined) {
      if (!/^#[0-9a-f]{6}$/i.test(hex)) return null;
      colour = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
      if (colours.size < 1000) colours.set(hex, colour);
    }
    return colour;
  }

  /** True when a path is one rectangle with axis-parallel sides (in its own space). */
  function isRectangle(path: unknown): boolean {
    if (!(path instanceof Float32Array) && !Array.isArray(path)) return false;
    const data = path as ArrayLike<number>;
    const xs: number[] = [];
    const ys: number[] = [];
    let moves = 0;
    for (let i = 0; i < data.length;) {
      const op = data[i];
      if (op === MOVE_TO || op === LINE_TO) {
        if (op === MOVE_TO && ++moves > 1) return false;
        xs.push(data[i + 1] ?? NaN);
        ys.push(data[i + 2] ?? NaN);
        i += 3;
      } else if (op === CLOSE) {
        i += 1;
      } else {
        return false;
      }
    }
    if (xs.length < 4 || xs.length > 5) return false;
    if (xs.length === 5 && (xs[4] !== xs[0] || ys[4] !== ys[0])) return false;
    const left = Math.min(...xs);
    const right = Math.max(...xs);
    const top = Math.min(...ys);
    const bottom = Math.max(...ys);
    for (let i = 0; i < xs.length; i++) {
      if ((xs[i] !== left && xs[i] !== right) || (ys[i] !== top && ys[i] !== bottom)) return false;
    }
    // Consecutive corners must differ in exactly one coordinate (no diagonal "bow tie").
    for (let i = 0; i < 4; i++) {
      const j = (i + 1) % 4;
      if ((xs[i] !== xs[j]) === (ys[i] !== ys[j])) return false;
    }
    return true;
  }

  const normalised = new Map<string, string>();
  function normalise(unicode: string): string {
    if (unicode.length === 1 && unicode > ' ' && unicode < '\u007f') return unicode;
    let result = normalised.get(unicode);
    if (result === undefined) {
      result = unicode.normalize('NFKC').replace(/\s+/gu, '');
      if (normalised.size < 5000) normalised.set(unicode, result);
    }
    return result;
  }

  type Paint = number[] | 'unknown' | 'none';

  interface State {
    ctm: number[];
    clip: number[];
    /** The clip is exactly its box (every clip so far an axis-parallel rectangle). */
    clipExact: boolean;
    fill: Paint;
    stroke: Paint;
    fillAlpha: number;
    strokeAlpha: number;
    /** Opacity of the enclosing transparency groups. */
    groupAlpha: number;
    /** A soft mask or a blend mode makes what is painted unpredictable. */
    unpredictable: boolean;
    font: string;
    fontSize: number;
    fontDirection: number;
    fontMatrix: readonly number[];
    renderMode: number;
    charSpacing: number;
    wordSpacing: number;
    hScale: number;
    leading: number;
    rise: number;
    textMatrix: number[];
    x: number;
    y: number;
    lineX: number;
    lineY: number;
  }

  function walkPage(fnArray: ArrayLike<number>, argsArray: ArrayLike<unknown>, env: VisibilityEnv): PageGlyphs {
    const { OPS, limits } = env;
    const viewport = isMatrix(env.viewport) ? env.viewport : IDENTITY;
    const pageWidth = Number.isFinite(env.width) && env.width > 0 ? env.width : 612;
    const pageHeight = Number.isFinite(env.height) && env.height > 0 ? env.height : 792;
    const maxGlyphs = Math.max(0, Math.floor(limits.maxGlyphs));
    const text: string[] = [];
    const hidden: number[] = [];
    const x0s: number[] = [];
    const x1s: number[] = [];
    // The middle of each glyph (what a cover must hide) and how many areas were painted before it.
    const innerBox: number[] = [];
    const paintedBefore: number[] = [];
    let count = 0;
    let hiddenCount = 0;
    let complete = true;
    let checks = limits.maxChecks;

    // Painted areas in painting order: device box, colour (null: unknown), opacity, kind, cover.
    const AREA = 0;
    const IMAGE = 1;
    const SHAPE = 2;
    const rx0: number[] = [];
    const ry0: number[] = [];
    const rx1: number[] = [];
    const ry1: number[] = [];
    const rColour: (number[] | null)[] = [];
    const rAlpha: number[] = [];
    const rKind: number[] = [];
    const rCover: boolean[] = [];
    // Cells where an area was painted that is not remembered (past the limits).
    let everythingUnknown = false;
    let unknownMarks = 200_000;
    // A coarse grid over the page: each cell lists the areas that reach it, in painting order.
    const cellSize = Math.max(24, Math.max(pageWidth, pageHeight) / 40);
    const cols = Math.max(1, Math.ceil(pageWidth / cellSize));
    const rows = Math.max(1, Math.ceil(pageHeight / cellSize));
    const cells: (number[] | undefined)[] = new Array<number[] | undefined>(cols * rows);
    const column = (x: number): number => Math.min(cols - 1, Math.max(0, Math.floor(x / cellSize)));
    const row = (y: number): number => Math.min(rows - 1, Math.max(0, Math.floor(y / cellSize)));
    const unknownCells = new Uint8Array(cols * rows);

    let st: State = {
      ctm: viewport.slice(),
      clip: [0, 0, pageWidth, pageHeight],
      clipExact: true,
      fill: [0, 0, 0],
      stroke: [0, 0, 0],
      fillAlpha: 1,
      strokeAlpha: 1,
      groupAlpha: 1,
      unpredictable: false,
      font: '',
      fontSize: 0,
      fontDirection: 1,
      fontMatrix: DEFAULT_FONT_MATRIX,
      renderMode: 0,
      charSpacing: 0,
      wordSpacing: 0,
      hScale: 1,
      leading: 0,
      rise: 0,
      textMatrix: IDENTITY.slice(),
      x: 0,
      y: 0,
      lineX: 0,
      lineY: 0,
    };
    const stack: State[] = [];
    /** Visibility of each open marked-content sequence (optional content). */
    const marked: boolean[] = [];
    let hiddenLayers = 0;
    let pendingClip = false;

    const save = (): void => {
      if (stack.length < 1000) stack.push(st);
      st = { ...st };
    };
    const restore = (): void => {
      st = stack.pop() ?? st;
      pendingClip = false;
    };
    /** A form XObject's or group's bounding box clips what it draws. */
    const clipToBox = (bbox: unknown): void => {
      const box = bbox as ArrayLike<number> | null;
      if (box && typeof box === 'object' && box.length === 4) {
        st.clip = intersect(st.clip, boxOf(st.ctm, box[0] ?? 0, box[1] ?? 0, box[2] ?? 0, box[3] ?? 0));
        st.clipExact = st.clipExact && axisAligned(st.ctm);
      }
    };

    function addRegion(box: number[], colour: number[] | null, alpha: number, kind: number, cover: boolean): void {
      if (hiddenLayers > 0 || everythingUnknown) return;
      const clip = st.clip;
      const left = Math.max(box[0] as number, clip[0] as number);
      const top = Math.max(box[1] as number, clip[1] as number);
      const right = Math.min(box[2] as number, clip[2] as number);
      const bottom = Math.min(box[3] as number, clip[3] as number);
      if (!(right - left >= MIN_REGION_PT && bottom - top >= MIN_REGION_PT)) return;
      const c0 = column(left);
      const c1 = column(right);
      const r0 = row(top);
      const r1 = row(bottom);
      const area = (c1 - c0 + 1) * (r1 - r0 + 1);
      checks -= area;
      if (rx0.length >= limits.maxRegions || checks < 0) {
        // Past the limit an area is not remembered, only where it was: nothing there is judged by colour.
        unknownMarks -= area;
        if (unknownMarks < 0) everythingUnknown = true;
        else for (let r = r0; r <= r1; r++) unknownCells.fill(1, r * cols + c0, r * cols + c1 + 1);
        return;
      }
      const index = rx0.length;
      rx0.push(left);
      ry0.push(top);
      rx1.push(right);
      ry1.push(bottom);
      rColour.push(colour);
      rAlpha.push(Math.min(1, Math.max(0, alpha)));
      rKind.push(kind);
      rCover.push(cover);
      for (let r = r0; r <= r1; r++) {
        for (let c = c0; c <= c1; c++) {
          const cell = cells[r * cols + c];
          if (cell === undefined) cells[r * cols + c] = [index];
          else cell.push(index);
        }
      }
    }

    function fillRegion(path: unknown, minMax: unknown, paint: Paint): void {
      if (paint === 'none') return;
      const mm = minMax as ArrayLike<number> | null;
      if (mm === null || typeof mm !== 'object' || mm.length < 4) return;
      const box = boxOf(st.ctm, mm[0] ?? 0, mm[1] ?? 0, mm[2] ?? 0, mm[3] ?? 0);
      if (!box.every(Number.isFinite)) return;
      const alpha = st.fillAlpha * st.groupAlpha;
      const colour = paint === 'unknown' || st.unpredictable ? null : paint;
      const rectangle = axisAligned(st.ctm) && isRectangle(path);
      const cover = rectangle && colour !== null && alpha >= COVER_ALPHA && st.clipExact;
      addRegion(box, colour, alpha, rectangle ? AREA : SHAPE, cover);
    }

    // What background() found under a point.
    let underColour: number[] | null = null;
    let underMark = false;
    const mixed = [0, 0, 0];

    /**
     * What is under a point: its colour (painted areas blended by their opacity, over white paper),
     * null when unknown (an image, a shading, a pattern); `underMark` when what is on top there is
     * an image or a glyph-sized shape, which may well show the very words of an invisible text layer.
     */
    function background(px: number, py: number, glyphHeight: number): void {
      underColour = null;
      underMark = false;
      let r = 0;
      let g = 0;
      let b = 0;
      let weight = 1;
      let first = true;
      const cellIndex = row(py) * cols + column(px);
      if (everythingUnknown || unknownCells[cellIndex] === 1 || checks < 0) {
        // Something not remembered was painted here: give the text the benefit of the doubt.
        underMark = true;
        return;
      }
      const cell = cells[cellIndex];
      for (let k = (cell?.length ?? 0) - 1; k >= 0; k--) {
        if (--checks < 0) {
          underColour = null;
          underMark = true;
          return;
        }
        const i = (cell as number[])[k] as number;
        if (px < (rx0[i] as number) || px > (rx1[i] as number) || py < (ry0[i] as number) || py > (ry1[i] as number)) continue;
        const kind = rKind[i];
        if (first) {
          underMark = kind === IMAGE || (kind === SHAPE && (ry1[i] as number) - (ry0[i] as number) <= 3 * glyphHeight);
          first = false;
        }
        const colour = rColour[i];
        if (kind === IMAGE || colour === null || colour === undefined) return;
        const alpha = rAlpha[i] as number;
        r += weight * alpha * (colour[0] ?? 0);
        g += weight * alpha * (colour[1] ?? 0);
        b += weight * alpha * (colour[2] ?? 0);
        weight *= 1 - alpha;
        if (weight < 0.01) break;
      }
      mixed[0] = r + weight;
      mixed[1] = g + weight;
      mixed[2] = b + weight;
      underColour = mixed;
    }

    /** Whether paint of this colour and opacity shows on `under` (null: unknown background). */
    function shows(paint: Paint, alpha: number, under: number[] | null): boolean {
      if (paint === 'none' || alpha < MIN_ALPHA) return false;
      if (paint === 'unknown' || under === null) return true;
      let difference = 0;
      for (let c = 0; c < 3; c++) {
        const bg = under[c] ?? 0;
        const seen = alpha * (paint[c] ?? 0) + (1 - alpha) * bg;
        difference = Math.max(difference, Math.abs(seen - bg));
      }
      return difference >= MIN_COLOUR_DIFFERENCE;
    }

    // Text space to the page, cached: exporters often draw one glyph per text operator.
    let textSpace: number[] = IDENTITY;
    let textSpaceCtm: number[] | null = null;
    let textSpaceTm: number[] | null = null;

    function showText(glyphs: unknown): void {
      if (!Array.isArray(glyphs)) return;
      const fontSize = st.fontSize;
      const fm = st.fontMatrix;
      const widthScale = fontSize * (fm[0] ?? 0.001);
      const hs = st.hScale * st.fontDirection;
      if (st.ctm !== textSpaceCtm || st.textMatrix !== textSpaceTm) {
        textSpace = multiply(st.ctm, st.textMatrix);
        textSpaceCtm = st.ctm;
        textSpaceTm = st.textMatrix;
      }
      const a = textSpace[0] as number;
      const b = textSpace[1] as number;
      const c = textSpace[2] as number;
      const d = textSpace[3] as number;
      const e = textSpace[4] as number;
      const f = textSpace[5] as number;
      const glyphHeight = Math.abs(fontSize) * Math.sqrt(c * c + d * d);
      const glyphWidth = Math.abs(fontSize * hs) * Math.sqrt(a * a + b * b);
      const tiny = !(glyphHeight >= MIN_HEIGHT_PT && glyphWidth >= MIN_WIDTH_PT);
      const mode = st.renderMode & 3;
      const usesFill = mode === 0 || mode === 2;
      const usesStroke = mode === 1 || mode === 2;
      const fillAlpha = st.fillAlpha * st.groupAlpha;
      const strokeAlpha = st.strokeAlpha * st.groupAlpha;
      // Nothing at all is painted: invisible render mode, no paint or (next to) no opacity.
      const transparent =
        mode === 3 ||
        ((!usesFill || st.fill === 'none' || fillAlpha < MIN_ALPHA) && (!usesStroke || st.stroke === 'none' || strokeAlpha < MIN_ALPHA));
      const clip = st.clip;
      const clipLeft = clip[0] as number;
      const clipTop = clip[1] as number;
      const clipRight = clip[2] as number;
      const clipBottom = clip[3] as number;
      const base = st.y + st.rise;
      const middle = base + 0.3 * fontSize;
      const low = base + 0.15 * fontSize;
      const high = base + 0.55 * fontSize;
      let x = 0;
      for (const glyph of glyphs as unknown[]) {
        if (typeof glyph === 'number') {
          x -= (glyph * fontSize) / 1000;
          continue;
        }
        if (glyph === null || typeof glyph !== 'object') continue;
        const g = glyph as { unicode?: unknown; width?: unknown; isSpace?: unknown };
        const advance = (typeof g.width === 'number' && Number.isFinite(g.width) ? g.width : 0) * widthScale;
        const spacing = (g.isSpace === true ? st.wordSpacing : 0) + st.charSpacing;
        const chars = typeof g.unicode === 'string' ? normalise(g.unicode) : '';
        if (chars !== '') {
          if (count >= maxGlyphs) {
            complete = false;
          } else {
            count++;
            text.push(chars);
            const gx0 = st.x + x * hs;
            const gx1 = st.x + (x + advance) * hs;
            const sx = a * gx0 + c * base + e;
            const ex = a * gx1 + c * base + e;
            x0s.push(Math.min(sx, ex));
            x1s.push(Math.max(sx, ex));
            let invisible = hiddenLayers > 0 || tiny;
            let offPage = false;
            if (!invisible) {
              const mx = (gx0 + gx1) / 2;
              const cx = a * mx + c * middle + e;
              const cy = b * mx + d * middle + f;
              if (!(cx >= clipLeft && cx <= clipRight && cy >= clipTop && cy <= clipBottom)) {
                invisible = true;
                offPage = !(cx >= 0 && cx <= pageWidth && cy >= 0 && cy <= pageHeight);
              } else {
                background(cx, cy, glyphHeight);
                if (transparent) {
                  // Invisible text over an image or over glyph shapes is a text layer for what is
                  // seen there: OCR on a scan, or exporters that draw text as outlines.
                  invisible = !underMark;
                } else if (!st.unpredictable) {
                  invisible = !(usesFill && shows(st.fill, fillAlpha, underColour)) && !(usesStroke && shows(st.stroke, strokeAlpha, underColour));
                }
              }
            }
            hidden.push(offPage ? OFF_PAGE : invisible ? HIDDEN : 0);
            if (invisible) {
              hiddenCount++;
              innerBox.push(0, 0, 0, 0);
              paintedBefore.push(0);
            } else {
              const inset = (gx1 - gx0) / 4;
              const ix0 = gx0 + inset;
              const ix1 = gx1 - inset;
              const px = a * ix0 + c * low + e;
              const py = b * ix0 + d * low + f;
              const qx = a * ix1 + c * high + e;
              const qy = b * ix1 + d * high + f;
              innerBox.push(Math.min(px, qx), Math.min(py, qy), Math.max(px, qx), Math.max(py, qy));
              paintedBefore.push(rx0.length);
            }
          }
        }
        x += advance + spacing * st.fontDirection;
      }
      st.x += x * hs;
    }

    function setGState(entries: unknown): void {
      if (!Array.isArray(entries)) return;
      for (const entry of entries as unknown[]) {
        if (!Array.isArray(entry)) continue;
        const [key, value] = entry as [unknown, unknown];
        if (key === 'ca' && typeof value === 'number') st.fillAlpha = value;
        else if (key === 'CA' && typeof value === 'number') st.strokeAlpha = value;
        else if (key === 'SMask') st.unpredictable = value !== false && value !== null && value !== undefined;
        else if (key === 'BM') st.unpredictable = st.unpredictable || (value !== 'source-over' && value !== undefined && value !== null);
        else if (key === 'Font' && Array.isArray(value)) setFont(value[0], value[1]);
      }
    }

    function setFont(name: unknown, size: unknown): void {
      st.font = typeof name === 'string' ? name : '';
      let fontSize = typeof size === 'number' && Number.isFinite(size) ? size : 0;
      st.fontDirection = fontSize < 0 ? -1 : 1;
      if (fontSize < 0) fontSize = -fontSize;
      st.fontSize = fontSize;
      const fm = st.font === '' ? null : env.fontMatrix(st.font);
      st.fontMatrix = isMatrix(fm) && fm[0] !== 0 ? fm : DEFAULT_FONT_MATRIX;
    }

    const moveText = (x: unknown, y: unknown): void => {
      st.x = st.lineX += typeof x === 'number' ? x : 0;
      st.y = st.lineY += typeof y === 'number' ? y : 0;
    };

    const opCount = Math.min(fnArray.length, argsArray.length);
    const last = Math.min(opCount, Math.max(0, limits.maxOps));
    if (last < opCount) complete = false;
    for (let i = 0; i < last; i++) {
      const fn = fnArray[i];
      const args = (argsArray[i] ?? []) as unknown[];
      switch (fn) {
        case OPS.save:
          save();
          break;
        case OPS.restore:
          restore();
          break;
        case OPS.transform:
          if (isMatrix(args)) st.ctm = multiply(st.ctm, args);
          break;
        case OPS.paintFormXObjectBegin: {
          save();
          const [matrix, bbox] = args;
          if (isMatrix(matrix)) st.ctm = multiply(st.ctm, matrix);
          clipToBox(bbox);
          break;
        }
        case OPS.paintFormXObjectEnd:
          restore();
          break;
        case OPS.beginGroup: {
          const group = (args[0] ?? {}) as { matrix?: unknown; bbox?: unknown; smask?: unknown };
          const alpha = st.fillAlpha;
          save();
          st.groupAlpha *= alpha;
          st.fillAlpha = 1;
          st.strokeAlpha = 1;
          if (group.smask) st.unpredictable = true;
          if (isMatrix(group.matrix)) st.ctm = multiply(st.ctm, group.matrix);
          clipToBox(group.bbox);
          break;
        }
        case OPS.endGroup:
          restore();
          break;
        case OPS.setGState:
          setGState(args[0]);
          break;
        case OPS.setFillRGBColor:
          st.fill = parseColour(args[0]) ?? 'unknown';
          break;
        case OPS.setStrokeRGBColor:
          st.stroke = parseColour(args[0]) ?? 'unknown';
          break;
        case OPS.setFillColorN:
          st.fill = 'unknown';
          break;
        case OPS.setStrokeColorN:
          st.stroke = 'unknown';
          break;
        case OPS.setFillTransparent:
          st.fill = 'none';
          break;
        case OPS.setStrokeTransparent:
          st.stroke = 'none';
          break;
        case OPS.clip:
        case OPS.eoClip:
          pendingClip = true;
          break;
        case OPS.constructPath: {
          const op = args[0];
          const data = args[1];
          const minMax = args[2];
          const path = Array.isArray(data) ? data[0] : undefined;
          if (
            op === OPS.fill ||
            op === OPS.eoFill ||
            op === OPS.fillStroke ||
            op === OPS.eoFillStroke ||
            op === OPS.closeFillStroke ||
            op === OPS.closeEOFillStroke
          ) {
            fillRegion(path, minMax, st.fill);
          }
          if (pendingClip) {
            pendingClip = false;
            const mm = minMax as ArrayLike<number> | null;
            if (mm && typeof mm === 'object' && mm.length >= 4) {
              const box = boxOf(st.ctm, mm[0] ?? 0, mm[1] ?? 0, mm[2] ?? 0, mm[3] ?? 0);
              if (box.every((v) => !Number.isNaN(v))) {
                st.clip = intersect(st.clip, box);
                st.clipExact = st.clipExact && axisAligned(st.ctm) && isRectangle(path);
              }
            } else {
              // An empty clip path clips everything away.
              st.clip = [0, 0, 0, 0];
            }
          }
          break;
        }
        case OPS.shadingFill:
          addRegion(st.clip.slice(), null, 1, AREA, false);
          break;
        case OPS.paintImageXObject:
        case OPS.paintInlineImageXObject:
        case OPS.paintImageMaskXObject:
        case OPS.paintSolidColorImageMask:
          addRegion(boxOf(st.ctm, 0, 0, 1, 1), null, 1, IMAGE, false);
          break;
        case OPS.paintImageXObjectRepeat:
        case OPS.paintImageMaskXObjectRepeat:
        case OPS.paintImageMaskXObjectGroup:
        case OPS.paintInlineImageXObjectGroup:
          // Many placements of one image: their union is good enough to know that an image is there.
          addRegion(st.clip.slice(), null, 1, IMAGE, false);
          break;
        case OPS.beginMarkedContentProps: {
          const visible = args[0] !== 'OC' || args[1] === null || args[1] === undefined || safeVisible(args[1]);
          marked.push(visible);
          if (!visible) hiddenLayers++;
          break;
        }
        case OPS.beginMarkedContent:
          marked.push(true);
          break;
        case OPS.endMarkedContent:
          if (marked.pop() === false) hiddenLayers--;
          break;
        case OPS.beginText:
          st.textMatrix = IDENTITY.slice();
          st.x = st.lineX = 0;
          st.y = st.lineY = 0;
          break;
        case OPS.setFont:
          setFont(args[0], args[1]);
          break;
        case OPS.setTextRenderingMode:
          st.renderMode = typeof args[0] === 'number' ? args[0] : 0;
          break;
        case OPS.setCharSpacing:
          st.charSpacing = typeof args[0] === 'number' ? args[0] : 0;
          break;
        case OPS.setWordSpacing:
          st.wordSpacing = typeof args[0] === 'number' ? args[0] : 0;
          break;
        case OPS.setHScale:
          st.hScale = typeof args[0] === 'number' ? args[0] / 100 : 1;
          break;
        case OPS.setLeading:
          st.leading = typeof args[0] === 'number' ? -args[0] : 0;
          break;
        case OPS.setTextRise:
          st.rise = typeof args[0] === 'number' ? args[0] : 0;
          break;
        case OPS.moveText:
          moveText(args[0], args[1]);
          break;
        case OPS.setLeadingMoveText:
          st.leading = typeof args[1] === 'number' ? args[1] : 0;
          moveText(args[0], args[1]);
          break;
        case OPS.setTextMatrix: {
          const matrix = (args[0] !== null && typeof args[0] === 'object' ? args[0] : args) as ArrayLike<number>;
          if (isMatrix(matrix)) st.textMatrix = [matrix[0], matrix[1], matrix[2], matrix[3], matrix[4], matrix[5]] as number[];
          st.x = st.lineX = 0;
          st.y = st.lineY = 0;
          break;
        }
        case OPS.nextLine:
          moveText(0, st.leading);
          break;
        case OPS.showText:
          showText(args[0]);
          break;
        default:
          break;
      }
    }

    function safeVisible(data: unknown): boolean {
      try {
        return env.ocVisible(data) !== false;
      } catch {
        return true;
      }
    }

    // Opaque rectangles painted after a glyph hide it.
    for (let index = 0; index < count && checks >= 0; index++) {
      if (hidden[index] !== 0) continue;
      const left = innerBox[index * 4] as number;
      const top = innerBox[index * 4 + 1] as number;
      const right = innerBox[index * 4 + 2] as number;
      const bottom = innerBox[index * 4 + 3] as number;
      const from = paintedBefore[index] as number;
      const cell = cells[row((top + bottom) / 2) * cols + column((left + right) / 2)];
      if (cell === undefined) continue;
      for (let k = cell.length - 1; k >= 0; k--) {
        const r = cell[k] as number;
        if (r < from || --checks < 0) break;
        if (rCover[r] && (rx0[r] as number) <= left && (ry0[r] as number) <= top && (rx1[r] as number) >= right && (ry1[r] as number) >= bottom) {
          hidden[index] = HIDDEN;
          hiddenCount++;
          break;
        }
      }
    }
    if (checks < 0) complete = false;

    return { text, hidden, x0: x0s, x1: x1s, count, hiddenCount, complete };
  }

  /**
   * The items without their hidden characters. Characters are matched to glyphs in order, both
   * without whitespace; the text layer may drop or normalise a glyph here and there, so a mismatch
   * looks a little ahead on either side before giving up on a character (which is then kept).
   */
  function removeHidden<T extends VisibilityItem>(items: readonly T[], glyphs: PageGlyphs): VisibleItems<T> {
    if (glyphs.hiddenCount === 0) return { items: items.slice(), hiddenCharacters: 0, hiddenSpans: [] };
    const gChar: string[] = [];
    const gIndex: number[] = [];
    for (let k = 0; k < glyphs.count; k++) {
      for (const ch of glyphs.text[k] ?? '') {
        gChar.push(ch);
        gIndex.push(k);
      }
    }
    // Item characters, normalised like the glyphs: which item, which UTF-16 offset, which length.
    const tChar: string[] = [];
    const tItem: number[] = [];
    const tOffset: number[] = [];
    items.forEach((item, itemIndex) => {
      let offset = 0;
      for (const ch of item.str) {
        const normal = normalise(ch);
        for (const n of normal) {
          tChar.push(n);
          tItem.push(itemIndex);
          tOffset.push(offset);
        }
        offset += ch.length;
      }
    });
    const WINDOW = 48;
    const matched = new Int32Array(tChar.length).fill(-1);
    let j = 0;
    for (let i = 0; i < tChar.length && j < gChar.length; i++) {
      if (tChar[i] === gChar[j]) {
        matched[i] = j++;
        continue;
      }
      // A glyph the text layer left out (or the other way round): find where the two agree again.
      const agrees = (ti: number, gj: number): boolean =>
        tChar[ti] === gChar[gj] && (ti + 1 >= tChar.length || gj + 1 >= gChar.length || tChar[ti + 1] === gChar[gj + 1]);
      let found = -1;
      for (let k = 1; k <= WINDOW && j + k < gChar.length; k++) {
        if (agrees(i, j + k)) {
          found = j + k;
          break;
        }
      }
      if (found >= 0) {
        j = found;
        matched[i] = j++;
      }
      // Otherwise the character stays unmatched (kept) and the glyph waits for the next one.
    }

    const hiddenAt = new Map<number, Set<number>>();
    const glyphAt = new Map<number, Map<number, number>>();
    for (let i = 0; i < tChar.length; i++) {
      const g = matched[i] ?? -1;
      if (g < 0) continue;
      const glyph = gIndex[g] ?? 0;
      const item = tItem[i] ?? 0;
      const offset = tOffset[i] ?? 0;
      let positions = glyphAt.get(item);
      if (positions === undefined) glyphAt.set(item, (positions = new Map()));
      positions.set(offset, glyph);
      if (glyphs.hidden[glyph] !== 0) {
        let set = hiddenAt.get(item);
        if (set === undefined) hiddenAt.set(item, (set = new Set()));
        set.add(offset);
      }
    }

    const out: T[] = [];
    let hiddenCharacters = 0;
    // pdf.js leaves text off the page out of the text layer itself; it was hidden all the same,
    // unless it is a stray mark (a page number a template pushed past the page's edge).
    const used = new Uint8Array(glyphs.count);
    for (let i = 0; i < tChar.length; i++) {
      const g = matched[i] ?? -1;
      if (g >= 0) used[gIndex[g] ?? 0] = 1;
    }
    let offPage = 0;
    for (let k = 0; k < glyphs.count; k++) {
      if (glyphs.hidden[k] === OFF_PAGE && used[k] === 0) offPage += (glyphs.text[k] ?? '').length;
    }
    if (offPage >= MIN_OFF_PAGE_CHARS) hiddenCharacters += offPage;
    const hiddenSpans: HiddenSpan[] = [];
    items.forEach((item, itemIndex) => {
      const hiddenOffsets = hiddenAt.get(itemIndex);
      if (hiddenOffsets === undefined) {
        out.push(item);
        return;
      }
      const positions = glyphAt.get(itemIndex) ?? new Map<number, number>();
      let hiddenLeft = Infinity;
      let hiddenRight = -Infinity;
      for (const o of hiddenOffsets) {
        const g = positions.get(o);
        hiddenLeft = Math.min(hiddenLeft, g === undefined ? item.x : (glyphs.x0[g] ?? item.x));
        hiddenRight = Math.max(hiddenRight, g === undefined ? item.x + item.w : (glyphs.x1[g] ?? item.x + item.w));
      }
      hiddenSpans.push({ x: hiddenLeft, y: item.y, w: hiddenRight - hiddenLeft, size: item.size });
      // Visible stretches of the item, each placed where its glyphs were drawn.
      let start = -1;
      let offset = 0;
      const flush = (end: number): void => {
        if (start < 0) return;
        const raw = item.str.slice(start, end);
        const lead = raw.length - raw.trimStart().length;
        const str = raw.trim();
        if (str !== '') {
          let left = Infinity;
          let right = -Infinity;
          for (let o = start + lead; o < start + lead + str.length; o++) {
            const g = positions.get(o);
            if (g === undefined) continue;
            left = Math.min(left, glyphs.x0[g] ?? Infinity);
            right = Math.max(right, glyphs.x1[g] ?? -Infinity);
          }
          const length = Math.max(1, item.str.length);
          if (!(right >= left)) {
            left = item.x + (item.w * (start + lead)) / length;
            right = left + (item.w * str.length) / length;
          }
          out.push({ ...item, str, x: left, w: right - left });
        }
        start = -1;
      };
      for (const ch of item.str) {
        if (hiddenOffsets.has(offset)) {
          flush(offset);
          if (!/^\s$/u.test(ch)) hiddenCharacters++;
        } else if (start < 0) {
          start = offset;
        }
        offset += ch.length;
      }
      flush(item.str.length);
    });
    return { items: out, hiddenCharacters, hiddenSpans };
  }

  return { walkPage, removeHidden };
}
