import type { SkillCategory } from '@tailor/contracts';

/**
 * Category for a skill the database does not know. The list's heading decides first ("Soft Skills:",
 * "Frameworks:"); then words in the item itself; and otherwise 'technical', because the long tail of a
 * skill list is tools and technologies (every niche library and SaaS product), while the soft, product
 * and leadership vocabulary is small and already in the database.
 */
const HINTS: readonly [RegExp, SkillCategory][] = [
  [/tool|framework|programming|platform|database|cloud|stack|software|librar|technical|technolog|devops|testing|data|engineering/i, 'technical'],
  [/soft|interpersonal|personal|people skills|transferable/i, 'soft'],
  [/leadership|people management|management skills/i, 'leadership'],
  [/product|design|ux|research/i, 'product'],
  [/domain|industr|business|regulat|compliance|finance|health/i, 'domain'],
  // A bare "Languages" heading on a resume means spoken languages; programming ones say so.
  [/^languages?$/i, 'soft'],
];

const WORDS: readonly [RegExp, SkillCategory][] = [
  [/\b(?:lead(?:ership|ing)?|mentor\w*|coach\w*|hiring|people management|managing (?:teams?|people)|stakeholder\w*|delegat\w*)\b/i, 'leadership'],
  [
    /\b(?:communicat\w*|teamwork|collaborat\w*|interpersonal|creativ\w*|adaptab\w*|empath\w*|listening|negotiat\w*|problem[- ]solving|thinking|motivat\w*|organi[sz]ation\w*|time management|presentation\w*|writing)\b/i,
    'soft',
  ],
  [/\b(?:product|roadmap\w*|user research|ux|customer\w*|market\w*|pricing|launch\w*|backlog|requirements?|agile|scrum)\b/i, 'product'],
  [
    /\b(?:compliance|regulat\w*|industry|banking|finance|financial|health\w*|clinical|retail|insurance|legal|tax|accounting|logistics|supply chain|sales)\b/i,
    'domain',
  ],
];

export function inferCategory(item: string, hint: string | null): SkillCategory {
  if (hint) {
    for (const [re, category] of HINTS) if (re.test(hint.trim())) return category;
  }
  for (const [re, category] of WORDS) if (re.test(item)) return category;
  return 'technical';
}
