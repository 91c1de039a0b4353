/** A run of plain-text resume content; `bold` where the text had **markers**. */
export interface TextRun {
  text: string;
  bold: boolean;
}

/** Splits `**bold**` markers into runs; never produces markup, so the text is rendered as text. */
export function parseBold(line: string): TextRun[] {
  const runs: TextRun[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (let m = pattern.exec(line); m !== null; m = pattern.exec(line)) {
    if (m.index > last) runs.push({ text: line.slice(last, m.index), bold: false });
    runs.push({ text: m[1] ?? '', bold: true });
    last = m.index + m[0].length;
  }
  if (last < line.length) runs.push({ text: line.slice(last), bold: false });
  return runs;
}

export type ResumeContentKind = 'none' | 'empty' | 'text' | 'structured' | 'unsupported';

/** Which state of the resume viewer applies. */
export function resumeContentKind(content: unknown): ResumeContentKind {
  if (content === null || content === undefined) return 'none';
  if (typeof content === 'string') return content.trim() === '' ? 'empty' : 'text';
  if (typeof content === 'object' && !Array.isArray(content)) {
    const r = content as Record<string, unknown>;
    const hasAny =
      (typeof r.summary === 'string' && r.summary.trim() !== '') ||
      (Array.isArray(r.experiences) && r.experiences.length > 0) ||
      (Array.isArray(r.skills) && r.skills.length > 0) ||
      (Array.isArray(r.education) && r.education.length > 0);
    const looksStructured = ['summary', 'experiences', 'skills', 'education', 'match_analysis'].some((k) => k in r);
    if (!looksStructured) return 'unsupported';
    return hasAny ? 'structured' : 'empty';
  }
  return 'unsupported';
}
