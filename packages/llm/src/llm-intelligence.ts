import {
  DEFAULTS,
  JobAnalysisSchema,
  MODEL,
  ParsedResumeSchema,
  ParsedSkillSchema,
  SkillSchema,
  TailoredResumeObjectSchema,
  type JobAnalysis,
  type ParsedResume,
  type Skill,
  type TailoredResumeObject,
} from '@tailor/contracts';
import { z } from 'zod';
import { ChatClient } from './chat-client';
import type { ResumeIntelligence, RuleFunctions, TailorInput } from './intelligence';
import { errorText, silentLogger, type LlmLogger } from './logger';
import { ModelChain } from './model-chain';
import { groundParsedResume, groundSkills, ResumeGrounding } from './parse-guard';
import { prepareJobAnalysis, prepareParsedResume, prepareSkills } from './normalize';
import { analyzeJobPrompt } from './prompts/analyze-job';
import { extractSkillsPrompt } from './prompts/extract-skills';
import { parseResumePrompt } from './prompts/parse-resume';
import { tailorResumePrompt } from './prompts/tailor-resume';
import { findInventedExperiences, keepSupportedSkills } from './tailor-guard';
import { schemaValidator } from './validation';

export interface LlmConfig {
  /** OpenAI-compatible base URL, e.g. https://openrouter.ai/api/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  /** Any non-empty value; servers that need none (Ollama, LM Studio) accept a placeholder. */
  apiKey: string;
  /** Ordered fallback list. */
  models: readonly string[];
  timeoutMs: number;
  temperature?: number;
  maxTokens?: number;
}

export interface LlmDeps {
  /** The rule engine's keyword matching, used when every model fails to extract skills. */
  keywordSkills: RuleFunctions['extractSkills'];
  logger?: LlmLogger;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const SkillListSchema = z.object({ skills: z.array(ParsedSkillSchema) });

function uniqueByName(skills: readonly Skill[]): Skill[] {
  const seen = new Set<string>();
  return skills.filter((s) => {
    const k = s.name.trim().toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export class LlmIntelligence implements ResumeIntelligence {
  readonly kind = 'llm' as const;
  private readonly chain: ModelChain;
  private readonly logger: LlmLogger;

  constructor(
    config: LlmConfig,
    private readonly deps: LlmDeps,
  ) {
    this.logger = deps.logger ?? silentLogger;
    const client = new ChatClient(
      {
        baseUrl: config.baseUrl,
        apiKey: config.apiKey,
        timeoutMs: config.timeoutMs,
        temperature: config.temperature ?? MODEL.temperature,
        maxTokens: config.maxTokens ?? MODEL.maxTokens,
      },
      this.logger,
    );
    this.chain = new ModelChain(client, config.models, {
      logger: this.logger,
      now: deps.now ?? Date.now,
      sleep: deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    });
  }

  async parseResume(text: string): Promise<ParsedResume> {
    const validate = schemaValidator(ParsedResumeSchema, { prepare: prepareParsedResume });
    const parsed = await this.chain.run('parseResume', parseResumePrompt(text), validate);
    return ParsedResumeSchema.parse(groundParsedResume(parsed, text, this.logger));
  }

  async extractSkills(text: string): Promise<Skill[]> {
    const validate = schemaValidator(SkillListSchema, { prepare: prepareSkills });
    try {
      const { skills } = await this.chain.run('extractSkills', extractSkillsPrompt(text), validate);
      const grounded = groundSkills(skills, new ResumeGrounding(text), this.logger, 'extractSkills');
      return z.array(SkillSchema).parse(uniqueByName(grounded));
    } catch (error) {
      this.logger.warn({ operation: 'extractSkills', error: errorText(error) }, 'using keyword skill matching');
      const keywordSkills = await this.deps.keywordSkills(text);
      const lowered = keywordSkills.map((s) => ({ ...s, confidence_score: DEFAULTS.keywordFallbackConfidence }));
      return z.array(SkillSchema).parse(lowered);
    }
  }

  async analyzeJob(text: string): Promise<JobAnalysis> {
    const validate = schemaValidator(JobAnalysisSchema, { prepare: prepareJobAnalysis });
    return this.chain.run('analyzeJob', analyzeJobPrompt(text), validate);
  }

  async tailorResume(input: TailorInput): Promise<TailoredResumeObject> {
    const validate = schemaValidator(TailoredResumeObjectSchema, {
      check: (output) => findInventedExperiences(output, input),
    });
    const output = await this.chain.run('tailorResume', tailorResumePrompt(input), validate);
    return TailoredResumeObjectSchema.parse(keepSupportedSkills(output, input, this.logger));
  }
}
