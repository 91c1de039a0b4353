import type { ParsedResume } from '@tailor/contracts';
import { clampConfidence, compactMetadata, type ChunkDraft } from './draft';
import { formatEducation, formatExperience, formatSkills } from './format';
import { skillsConfidence } from './strategy';
import { splitText } from './split-text';

/**
 * Per-item chunks for retrieval: one per experience (split with overlap if its achievements run
 * past the maximum; every part keeps the item's metadata), one per education entry, and one skills
 * chunk listing skills by category, which also serves as the section strategy's skills chunk.
 */
export function itemDrafts(parsed: ParsedResume): { experience: ChunkDraft[]; education: ChunkDraft[]; skills: ChunkDraft[] } {
  const experience = parsed.experiences.flatMap((exp) => {
    const metadata = compactMetadata({
      company: exp.company,
      role: exp.role,
      duration: exp.period,
      achievements: exp.achievements.map((a) => a.trim()).filter((a) => a.length > 0),
      skills: exp.skills,
    });
    return splitText(formatExperience(exp)).map((p) => ({
      chunk_type: 'experience' as const,
      content: p.text,
      confidence_score: clampConfidence(exp.confidence_score),
      metadata,
    }));
  });
  // Education has no role; the degree is its title and the school stands where a company would.
  const education = parsed.education.flatMap((edu) =>
    splitText(formatEducation(edu)).map((p) => ({
      chunk_type: 'education' as const,
      content: p.text,
      confidence_score: clampConfidence(edu.confidence_score),
      metadata: compactMetadata({ title: edu.degree, company: edu.school, duration: edu.year }),
    })),
  );
  const skills = splitText(formatSkills(parsed.skills)).map((p) => ({
    chunk_type: 'skills' as const,
    content: p.text,
    confidence_score: clampConfidence(skillsConfidence(parsed)),
    metadata: compactMetadata({ skills: parsed.skills.map((s) => s.name) }),
  }));
  return { experience, education, skills };
}
