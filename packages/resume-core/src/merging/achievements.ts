import { MERGING } from '@tailor/contracts';
import { foldText } from './text';

const BULLET = /^[\s\-–—•*·▪◦●○■□►▶✓✔>]+/;

/** The achievement as shown: bullet marks and surrounding spaces removed, inner runs of spaces collapsed. */
export function cleanAchievement(text: string): string {
  return text.replace(BULLET, '').replace(/\s+/g, ' ').trim();
}

/** Comparison form: case, punctuation and spacing ignored, so "Led 5 engineers." repeats "led 5 engineers". */
export function achievementKey(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9%$+#]+/g, ' ')
    .trim();
}

interface Kept {
  key: string;
  text: string;
}

// Word-aligned containment: "reduced costs by 20%" inside "reduced costs by 20% across 3 teams".
function contains(longer: string, shorter: string): boolean {
  return ` ${longer} `.includes(` ${shorter} `);
}

/**
 * Achievements in first-seen order without short ones (≤ 10 characters) or repeats. A
 * near-duplicate contained in another keeps the longer wording, at the position the first of them
 * had, so the result does not depend on which file said it more fully.
 */
export function dedupeAchievements(lists: ReadonlyArray<readonly string[]>): string[] {
  let kept: Kept[] = [];
  for (const list of lists) {
    for (const raw of list) {
      const text = cleanAchievement(raw);
      const key = achievementKey(text);
      if (text.length <= MERGING.minAchievementChars || key.length === 0) continue;
      const matches: number[] = [];
      let covered = false;
      kept.forEach((k, i) => {
        if (contains(k.key, key)) covered = true;
        else if (contains(key, k.key)) matches.push(i);
      });
      if (covered) continue;
      const first = matches[0];
      if (first === undefined) {
        kept.push({ key, text });
        continue;
      }
      // The longer wording takes the first slot and absorbs any other entries it also contains.
      const absorbed = new Set(matches.slice(1));
      kept[first] = { key, text };
      if (absorbed.size > 0) kept = kept.filter((_, i) => !absorbed.has(i));
    }
  }
  return kept.map((k) => k.text);
}
