/**
 * Which language a text is written in, told by its most common small words. The parser reads
 * English resumes; a resume in another language is read as far as it goes, and its owner is told
 * why parts may be missing rather than left to wonder.
 */

// Small words, then the headings and date words of a resume in that language: resumes are terse,
// so their headings say as much as their few sentences.
const STOPWORDS: ReadonlyArray<readonly [name: string, words: string]> = [
  ['English', 'the and of to in for with on at as by from is was were are an this that my i our experience education skills present'],
  [
    'German',
    'der die das und mit für von zu im bei als auf ist ein eine einer des den dem sowie bis wurde ich lebenslauf berufserfahrung werdegang ausbildung studium kenntnisse sprachen heute seit praktikum muttersprache fließend geburtsdatum',
  ],
  [
    'French',
    'le la les et des du pour avec dans en au aux un une sur par est je mon ma ses expérience expériences professionnelle formation compétences langues depuis stage diplôme',
  ],
  [
    'Spanish',
    'el la los las y de del para con en por un una su es como al que mi experiencia laboral formación educación habilidades idiomas actualidad',
  ],
  ['Dutch', 'de het een en van voor met in op bij als aan is ik mijn naar ook werkervaring opleiding vaardigheden talen heden huidig'],
  [
    'Italian',
    'il lo la gli le e di del della per con in un una su è come che mio esperienza esperienze lavorativa istruzione formazione competenze lingue attuale',
  ],
  [
    'Portuguese',
    'o a os as e de do da dos das para com em no na um uma é como que meu experiência profissional formação educação competências atual',
  ],
  [
    'Danish',
    'og af for med til på som er det en et jeg ikke har fra ved også eller samt erhvervserfaring uddannelse kompetencer sprog nuværende erfaring',
  ],
  [
    'Swedish',
    'och av för med till på som är det en ett jag inte har från vid också eller samt arbetslivserfarenhet utbildning kompetenser språk nuvarande erfarenhet',
  ],
  [
    'Norwegian',
    'og av for med til på som er det en et jeg ikke har fra ved også eller samt arbeidserfaring utdanning kompetanse språk nåværende erfaring',
  ],
];
const SETS = STOPWORDS.map(([name, words]) => [name, new Set(words.split(' '))] as const);
/** Fewer small words than this say too little to tell a language by. */
const MIN_HITS = 5;

/** The language's English name when the text is clearly not in English, else null. */
export function nonEnglishLanguage(text: string): string | null {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const hits = new Map<string, number>(SETS.map(([name]) => [name, 0]));
  for (const word of words) for (const [name, set] of SETS) if (set.has(word)) hits.set(name, (hits.get(name) ?? 0) + 1);
  const english = hits.get('English') ?? 0;
  let top: [string, number] = ['English', english];
  for (const [name, count] of hits) if (count > top[1]) top = [name, count];
  // Names, places and skill names are the same in any language; the small words decide, by a clear margin.
  return top[0] !== 'English' && top[1] >= MIN_HITS && top[1] >= 2 * english ? top[0] : null;
}
