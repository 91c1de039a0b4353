import { z } from 'zod';
import { IdSchema } from '../common';

export const CompanyDataSchema = z.object({
  name: z.string().min(1),
  domain: z.string().min(1),
  industry: z.string(),
  location: z.string(),
  /** Free text such as '12,000+'. */
  employees: z.string(),
  description: z.string(),
  logo: z.url(),
});
export type CompanyData = z.infer<typeof CompanyDataSchema>;

export const CompanySchema = CompanyDataSchema.extend({ id: IdSchema });
export type Company = z.infer<typeof CompanySchema>;
