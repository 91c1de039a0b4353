import {
  JobAnalysisSchema,
  ParsedResumeSchema,
  SkillSchema,
  TailoredResumeObjectSchema,
  type JobAnalysis,
  type ParsedResume,
  type Skill,
  type TailoredResumeObject,
} from '@tailor/contracts';
import { z } from 'zod';
import type { ResumeIntelligence, RuleFunctions, TailorInput } from './intelligence';

const SkillsSchema = z.array(SkillSchema);

/** The deterministic built-in engine behind the common interface; its outputs are validated too. */
export class RuleEngineIntelligence implements ResumeIntelligence {
  readonly kind = 'rules' as const;

  constructor(private readonly rules: RuleFunctions) {}

  async parseResume(text: string): Promise<ParsedResume> {
    return ParsedResumeSchema.parse(await this.rules.parseResume(text));
  }

  async extractSkills(text: string): Promise<Skill[]> {
    return SkillsSchema.parse(await this.rules.extractSkills(text));
  }

  async analyzeJob(text: string): Promise<JobAnalysis> {
    return JobAnalysisSchema.parse(await this.rules.analyzeJob(text));
  }

  async tailorResume(input: TailorInput): Promise<TailoredResumeObject> {
    return TailoredResumeObjectSchema.parse(await this.rules.tailorResume(input));
  }
}
