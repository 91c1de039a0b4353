import { MESSAGES } from '@tailor/contracts';

/** Thrown when a model answer holds no parseable JSON object; message is MESSAGES.jsonParseFailed, word for word. */
export class JsonParseError extends Error {
  override readonly name = 'JsonParseError';
  constructor() {
    super(MESSAGES.jsonParseFailed);
  }
}

// Pathological output ('{{{{…') would make the scan quadratic; real answers need only a few tries.
const MAX_CANDIDATES = 64;
const FENCE = /```[a-zA-Z]*[ \t]*\r?\n?([\s\S]*?)```/g;

function tryParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Index of the '}' closing the '{' at `start`, skipping braces inside JSON strings; -1 if unbalanced. */
export function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** The first balanced `{…}` in `text` that parses as a JSON object, or undefined. */
export function findFirstJsonObject(text: string): Record<string, unknown> | undefined {
  let from = 0;
  for (let tries = 0; tries < MAX_CANDIDATES; tries++) {
    const start = text.indexOf('{', from);
    if (start < 0) return undefined;
    const end = matchingBrace(text, start);
    if (end < 0) return undefined;
    const parsed = tryParse(text.slice(start, end + 1));
    if (parsed.ok && isObject(parsed.value)) return parsed.value;
    from = start + 1;
  }
  return undefined;
}

/**
 * A model's answer as JSON: the whole text when it is JSON, else the content of a ``` fence, else
 * the first JSON object inside prose. Throws 'Failed to parse JSON response' when there is none.
 */
export function parseJsonResponse(text: string): unknown {
  const whole = tryParse(text.trim());
  if (whole.ok && typeof whole.value === 'object' && whole.value !== null) return whole.value;
  // Fenced blocks first, so an example object in the prose before the fence is not taken instead.
  for (const match of text.matchAll(FENCE)) {
    const body = match[1]?.trim() ?? '';
    const fenced = tryParse(body);
    if (fenced.ok && isObject(fenced.value)) return fenced.value;
    const inner = findFirstJsonObject(body);
    if (inner) return inner;
  }
  const found = findFirstJsonObject(text);
  if (found) return found;
  throw new JsonParseError();
}
