/** Generation: one pure use case from a posting and the person's data to the tailored resume and application. */
export {
  planGeneration,
  scoreByWords,
  generationRecords,
  COMPANY_NOT_NAMED,
  ROLE_NOT_NAMED,
  type GenerationInput,
  type GenerationPlan,
  type GenerationRecordInput,
  type ResumeWriterInput,
  type ScoredByWords,
} from './generate';
export { hiringCompany } from './hiring-company';
