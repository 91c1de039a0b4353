import type { RuleFunctions } from '@tailor/llm';
import { analyzeJobDescription, extractSkills, parseResume } from '@tailor/resume-core';

/**
 * The built-in rule engine behind the language-model interface. The ingest worker only parses
 * resumes; tailoring is the generation worker's, so asking for it here is a programming error.
 */
export const ruleFunctions: RuleFunctions = {
  parseResume: (text) => parseResume(text),
  extractSkills: (text) => extractSkills(text),
  analyzeJob: (text) => analyzeJobDescription(text),
  tailorResume: () => {
    throw new Error('The ingest worker does not tailor resumes.');
  },
};
