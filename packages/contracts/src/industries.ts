/** Industry keyword sets: used to detect a job's industry and to give the ranking bonus. */
export const INDUSTRIES = ['Healthcare', 'FinTech', 'SaaS', 'eCommerce', 'Technology'] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const INDUSTRY_KEYWORDS: Readonly<Record<Industry, readonly string[]>> = {
  Healthcare: [
    'healthcare', 'health', 'clinical', 'patient', 'hospital', 'medical', 'hipaa', 'ehr', 'emr',
    'pharma', 'pharmaceutical', 'telehealth', 'biotech', 'payer', 'provider',
  ],
  FinTech: [
    'fintech', 'finance', 'financial', 'banking', 'bank', 'payments', 'payment', 'lending', 'credit',
    'trading', 'investment', 'insurance', 'compliance', 'kyc', 'aml', 'pci', 'crypto', 'blockchain',
  ],
  SaaS: [
    'saas', 'b2b', 'subscription', 'software as a service', 'cloud', 'platform', 'multi-tenant',
    'arr', 'mrr', 'churn', 'onboarding', 'self-serve', 'enterprise software', 'api',
  ],
  eCommerce: [
    'ecommerce', 'e-commerce', 'retail', 'marketplace', 'checkout', 'cart', 'catalog', 'merchant',
    'fulfillment', 'logistics', 'shopping', 'conversion', 'sku', 'inventory',
  ],
  Technology: [
    'technology', 'tech', 'software', 'engineering', 'developer', 'ai', 'machine learning', 'data',
    'infrastructure', 'mobile', 'web', 'devops', 'security', 'hardware',
  ],
};
