// Short names ("Go", "R", "C") are ordinary words or letters in lower case, so they must match as written.
const CASE_SENSITIVE_MAX = 2;

function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && /[A-Za-z0-9]/.test(ch);
}

/**
 * Whether `text` names `skill` as a whole word ("Java" is not in "JavaScript"; "C++" and ".NET"
 * work). Callers scanning one text for many skills pass its lower-case form once as `lowered`.
 */
export function mentionsSkill(text: string, skill: string, lowered?: string): boolean {
  const needle = skill.trim();
  if (needle.length === 0) return false;
  const exact = needle.length <= CASE_SENSITIVE_MAX;
  const hay = exact ? text : (lowered ?? text.toLowerCase());
  const find = exact ? needle : needle.toLowerCase();
  for (let at = hay.indexOf(find); at !== -1; at = hay.indexOf(find, at + 1)) {
    const before = hay[at - 1];
    const after = hay[at + find.length];
    const startsWord = !isWordChar(find[0]) || !isWordChar(before);
    const endsWord = !isWordChar(find[find.length - 1]) || !isWordChar(after);
    if (startsWord && endsWord) return true;
  }
  return false;
}

// `mentionsSkill`'s word characters: a match starts and ends at a boundary between these and anything else.
const WORD_RUN = /[A-Za-z0-9]+/g;

function longest(words: readonly string[]): string {
  return words.reduce((best, word) => (word.length > best.length ? word : best));
}

function add(map: Map<string, number[]>, key: string, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Below this many name × text pairs, trying each pair directly is cheaper than indexing words. */
const DIRECT_PAIRS = 64;

/**
 * For each name, the indexes (ascending) of the texts that mention it, by `mentionsSkill`'s rule.
 * Each maximal run of word characters in a name must sit at word boundaries wherever the name
 * matches, so it is a whole word of the text: a name is only tried on texts that contain its
 * longest word, instead of every name on every text.
 */
export function findMentions(texts: readonly string[], names: readonly string[]): number[][] {
  const found = names.map((): number[] => []);
  if (names.length * texts.length <= DIRECT_PAIRS) {
    texts.forEach((text, at) => {
      const lowered = text.toLowerCase();
      names.forEach((name, index) => {
        if (mentionsSkill(text, name, lowered)) found[index]?.push(at);
      });
    });
    return found;
  }
  const byWord = new Map<string, number[]>();
  const byExactWord = new Map<string, number[]>();
  const anywhere: number[] = [];
  names.forEach((name, index) => {
    const needle = name.trim();
    if (needle.length === 0) return;
    const exact = needle.length <= CASE_SENSITIVE_MAX;
    const words = (exact ? needle : needle.toLowerCase()).match(WORD_RUN);
    if (words === null) anywhere.push(index);
    else add(exact ? byExactWord : byWord, longest(words), index);
  });
  // The text each name was last tried on: a word repeated in a text does not try its names again.
  const tried = new Int32Array(names.length).fill(-1);
  const tryNames = (text: string, lowered: string, at: number, candidates: readonly number[]): void => {
    for (const index of candidates) {
      if (tried[index] === at) continue;
      tried[index] = at;
      if (mentionsSkill(text, names[index] as string, lowered)) found[index]?.push(at);
    }
  };
  const tryWords = (text: string, lowered: string, at: number, byWord: ReadonlyMap<string, readonly number[]>, words: string): void => {
    WORD_RUN.lastIndex = 0;
    for (let run = WORD_RUN.exec(words); run !== null; run = WORD_RUN.exec(words)) {
      const candidates = byWord.get(run[0]);
      if (candidates !== undefined) tryNames(text, lowered, at, candidates);
    }
  };
  for (let at = 0; at < texts.length; at++) {
    const text = texts[at] as string;
    const lowered = text.toLowerCase();
    tryWords(text, lowered, at, byWord, lowered);
    // Words as written only for short names, which match case-sensitively.
    if (byExactWord.size > 0) tryWords(text, lowered, at, byExactWord, text);
    tryNames(text, lowered, at, anywhere);
  }
  return found;
}
