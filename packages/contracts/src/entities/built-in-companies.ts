// The built-in company list and its search, without the schema library, so the browser entry can carry them.
import type { Company } from './company';

/** Logos come from an external logo service keyed by domain. */
export function companyLogoUrl(domain: string): string {
  return `https://logo.clearbit.com/${encodeURIComponent(domain)}`;
}

const company = (c: Omit<Company, 'logo'>): Company => Object.freeze({ ...c, logo: companyLogoUrl(c.domain) });

export const BUILT_IN_COMPANIES: readonly Company[] = Object.freeze([
  company({
    id: 'netflix',
    name: 'Netflix',
    domain: 'netflix.com',
    industry: 'Entertainment',
    location: 'Los Gatos, CA',
    employees: '12,000+',
    description: 'Streaming service offering films, series and games across many genres and languages.',
  }),
  company({
    id: 'uber',
    name: 'Uber',
    domain: 'uber.com',
    industry: 'Transportation',
    location: 'San Francisco, CA',
    employees: '30,000+',
    description: 'Mobility and delivery platform connecting riders, drivers, eaters and merchants.',
  }),
  company({
    id: 'google',
    name: 'Google',
    domain: 'google.com',
    industry: 'Technology',
    location: 'Mountain View, CA',
    employees: '180,000+',
    description: 'Search, advertising, cloud computing and consumer hardware and software.',
  }),
  company({
    id: 'microsoft',
    name: 'Microsoft',
    domain: 'microsoft.com',
    industry: 'Technology',
    location: 'Redmond, WA',
    employees: '220,000+',
    description: 'Operating systems, productivity software, cloud services and gaming.',
  }),
  company({
    id: 'apple',
    name: 'Apple',
    domain: 'apple.com',
    industry: 'Technology',
    location: 'Cupertino, CA',
    employees: '160,000+',
    description: 'Consumer electronics, software and services including iPhone, Mac and the App Store.',
  }),
]);

/** Case-insensitive substring on name, domain or industry; blank query returns nothing. */
export function searchCompanies(query: string, companies: readonly Company[] = BUILT_IN_COMPANIES): Company[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [];
  return companies.filter((c) => [c.name, c.domain, c.industry].some((f) => f.toLowerCase().includes(q)));
}
