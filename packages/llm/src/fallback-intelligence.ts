import type { JobAnalysis, ParsedResume, Skill, TailoredResumeObject } from '@tailor/contracts';
import type { ResumeIntelligence, TailorInput } from './intelligence';
import { AllModelsFailedError } from './errors';
import { errorText, silentLogger, type LlmLogger } from './logger';

/**
 * The model first, the rule engine behind it: when the model path fails for any reason the user
 * still gets the built-in result, and the failure is only logged.
 */
export class FallbackIntelligence implements ResumeIntelligence {
  readonly kind: ResumeIntelligence['kind'];

  constructor(
    private readonly primary: ResumeIntelligence,
    private readonly backup: ResumeIntelligence,
    private readonly logger: LlmLogger = silentLogger,
  ) {
    this.kind = primary.kind;
  }

  parseResume(text: string): Promise<ParsedResume> {
    return this.attempt('parseResume', (i) => i.parseResume(text));
  }

  extractSkills(text: string): Promise<Skill[]> {
    return this.attempt('extractSkills', (i) => i.extractSkills(text));
  }

  analyzeJob(text: string): Promise<JobAnalysis> {
    return this.attempt('analyzeJob', (i) => i.analyzeJob(text));
  }

  tailorResume(input: TailorInput): Promise<TailoredResumeObject> {
    return this.attempt('tailorResume', (i) => i.tailorResume(input));
  }

  private async attempt<T>(operation: string, call: (i: ResumeIntelligence) => Promise<T>): Promise<T> {
    try {
      return await call(this.primary);
    } catch (error) {
      const attempts = error instanceof AllModelsFailedError ? error.attempts : undefined;
      this.logger.warn(
        { operation, error: errorText(error), attempts },
        `${this.primary.kind} ${operation} failed; using the ${this.backup.kind} result`,
      );
      return call(this.backup);
    }
  }
}
