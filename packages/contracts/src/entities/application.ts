import { z } from 'zod';
import { DateOrDateTimeSchema, IdSchema, IsoDateTimeSchema, PercentSchema } from '../common';
import { APPLICATION_STATUSES } from './application-status';
import { CompanyDataSchema } from './company';

export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);

export const ApplicationSchema = z.object({
  id: IdSchema,
  user_id: IdSchema,
  company: z.string().min(1),
  companyData: CompanyDataSchema.nullable(),
  role: z.string().min(1),
  date: DateOrDateTimeSchema,
  status: ApplicationStatusSchema,
  resumeVersion: z.string(),
  keyEmphasis: z.array(z.string()),
  matchScore: PercentSchema,
  feedback: z.string(),
  created_at: IsoDateTimeSchema,
  updated_at: IsoDateTimeSchema,
});
export type Application = z.infer<typeof ApplicationSchema>;
