import { INDUSTRY_KEYWORDS as SPEC_INDUSTRY_KEYWORDS } from '@tailor/contracts';

/**
 * Industry keyword sets: the contracts' five, extended with more industries and with weights.
 * Strong keywords name the industry outright ("fintech", "patients"); normal ones lean towards it;
 * weak ones are generic words of the contracts' sets ("platform", "data") that only break ties. Keywords with
 * capitals (acronyms such as "EHR", "ARR") match case-sensitively.
 */
export interface IndustryKeywordSet {
  readonly strong: readonly string[];
  readonly normal: readonly string[];
  readonly weak: readonly string[];
}

export const INDUSTRY_KEYWORD_SETS: Readonly<Record<string, IndustryKeywordSet>> = {
  Healthcare: {
    strong: ['healthcare', 'health care', 'healthtech', 'health tech', 'hospital', 'hospitals', 'clinical', 'HIPAA', 'EHR', 'EMR', 'telehealth', 'telemedicine', 'patients', 'patient care', 'medical', 'digital health'],
    normal: ['health', 'patient', 'pharma', 'pharmaceutical', 'biotech', 'payer', 'payers', 'clinician', 'clinicians', 'physician', 'physicians', 'nurses', 'care delivery', 'FHIR', 'HL7', 'life sciences', 'medicaid', 'medicare', 'diagnostics'],
    weak: ['provider', 'providers', 'wellness'],
  },
  FinTech: {
    strong: ['fintech', 'fin-tech', 'banking', 'payments', 'payment processing', 'lending', 'neobank', 'insurtech', 'capital markets', 'cryptocurrency', 'crypto', 'blockchain', 'DeFi', 'wealth management', 'financial services', 'financial technology'],
    normal: ['finance', 'financial', 'bank', 'banks', 'payment', 'credit', 'loans', 'loan', 'mortgage', 'trading', 'investment', 'investing', 'insurance', 'KYC', 'AML', 'PCI', 'fraud', 'underwriting', 'brokerage', 'card issuing', 'ledger', 'accounting'],
    weak: ['compliance', 'transactions'],
  },
  SaaS: {
    strong: ['saas', 'software as a service', 'software-as-a-service', 'b2b saas', 'multi-tenant', 'subscription software'],
    normal: ['b2b', 'subscription', 'subscriptions', 'ARR', 'MRR', 'churn', 'self-serve', 'enterprise software', 'enterprise customers', 'PaaS', 'customer success'],
    weak: ['platform', 'cloud', 'api', 'onboarding'],
  },
  eCommerce: {
    strong: ['ecommerce', 'e-commerce', 'online retail', 'marketplace', 'marketplaces', 'online store', 'shopify', 'direct-to-consumer', 'D2C', 'DTC'],
    normal: ['retail', 'checkout', 'cart', 'shopping', 'merchant', 'merchants', 'catalog', 'fulfillment', 'SKU', 'inventory', 'omnichannel', 'consumer goods', 'CPG', 'shoppers'],
    weak: ['conversion', 'logistics'],
  },
  Technology: {
    strong: ['software company', 'technology company', 'tech company', 'software products', 'developer tools'],
    normal: ['technology', 'tech', 'software', 'engineering', 'developer', 'developers', 'AI', 'machine learning', 'artificial intelligence', 'infrastructure', 'devops', 'hardware', 'engineer', 'engineers', 'semiconductor', 'semiconductors'],
    weak: ['data', 'cloud', 'security', 'mobile', 'web', 'platform', 'api'],
  },
  Education: {
    strong: ['edtech', 'education technology', 'e-learning', 'K-12', 'k-12', 'higher education', 'students', 'learners', 'teachers', 'curriculum', 'LMS', 'school district'],
    normal: ['education', 'educational', 'learning platform', 'tutoring', 'classroom', 'campus', 'academic', 'university', 'universities', 'schools'],
    weak: ['learning', 'training'],
  },
  Media: {
    strong: ['media company', 'entertainment', 'streaming service', 'publishing', 'publisher', 'newsroom', 'broadcast', 'broadcasting', 'film', 'television', 'journalism', 'podcasts', 'adtech', 'ad tech', 'programmatic advertising'],
    normal: ['media', 'music', 'podcast', 'video', 'audience', 'audiences', 'creators', 'advertising', 'advertisers', 'news', 'content creators', 'studios'],
    weak: ['content', 'brands'],
  },
  Logistics: {
    strong: ['logistics', 'supply chain', 'freight', 'trucking', 'fleet', 'warehouse', 'warehousing', 'last-mile', 'transportation', 'ride-sharing', 'rideshare', 'shipping'],
    normal: ['carriers', 'shipments', 'routing', 'dispatch', 'drivers', 'delivery', 'deliveries', 'mobility'],
    weak: [],
  },
  Government: {
    strong: ['government', 'public sector', 'federal agency', 'federal agencies', 'government agency', 'security clearance', 'FedRAMP', 'DoD', 'civic', 'municipal', 'state agency', 'department of defense'],
    normal: ['federal', 'citizens', 'citizenship', 'public service', 'defense', 'military', 'veterans', 'policy makers', 'clearance', 'FISMA', 'NIST', 'GS', 'agency'],
    weak: ['policy', 'regulatory'],
  },
  Gaming: {
    strong: ['gaming', 'video game', 'video games', 'game studio', 'esports', 'game development', 'game engine', 'AAA'],
    normal: ['games', 'game', 'players', 'gameplay', 'console', 'live ops', 'unity', 'unreal'],
    weak: ['player'],
  },
  Cybersecurity: {
    strong: ['cybersecurity', 'cyber security', 'infosec', 'information security', 'security operations', 'threat detection', 'SOC', 'SIEM', 'penetration testing', 'zero trust', 'endpoint security', 'threat intelligence'],
    normal: ['threats', 'threat', 'vulnerability', 'vulnerabilities', 'incident response', 'malware', 'identity and access', 'encryption', 'attackers', 'ransomware'],
    weak: ['security'],
  },
  Manufacturing: {
    strong: ['manufacturing', 'factory', 'factories', 'industrial automation', 'production line', 'manufacturer'],
    normal: ['industrial', 'plant', 'plants', 'assembly line', 'machinery', 'quality control', 'lean manufacturing'],
    weak: ['production'],
  },
  Energy: {
    strong: ['energy', 'renewable', 'renewables', 'solar', 'oil and gas', 'utilities', 'clean energy', 'cleantech', 'climate tech', 'power grid', 'EV charging'],
    normal: ['grid', 'battery', 'batteries', 'climate', 'carbon', 'emissions', 'wind', 'electricity'],
    weak: ['sustainability'],
  },
  'Real Estate': {
    strong: ['real estate', 'proptech', 'property management', 'commercial real estate', 'homebuyers'],
    normal: ['property', 'properties', 'leasing', 'tenants', 'landlords', 'homes', 'housing', 'rental'],
    weak: [],
  },
  Telecommunications: {
    strong: ['telecom', 'telecommunications', 'telco', '5G', 'network operator', 'mobile network', 'ISP'],
    normal: ['wireless', 'carrier', 'broadband', 'fiber', 'connectivity'],
    weak: [],
  },
  Travel: {
    strong: ['travel industry', 'travel company', 'online travel', 'travel tech', 'hospitality', 'hotels', 'airline', 'airlines', 'tourism', 'vacation rentals', 'travelers'],
    normal: ['hotel', 'booking', 'bookings', 'restaurants', 'guests', 'trips'],
    weak: [],
  },
  Nonprofit: {
    strong: ['nonprofit', 'non-profit', 'not-for-profit', '501(c)(3)', 'NGO', 'charity', 'charitable', 'philanthropy', 'mission-driven nonprofit'],
    normal: ['donors', 'donations', 'fundraising', 'volunteers', 'grants', 'social impact'],
    weak: ['mission-driven', 'foundation'],
  },
  Automotive: {
    strong: ['automotive', 'autonomous vehicles', 'self-driving', 'electric vehicles', 'electric vehicle', 'ADAS'],
    normal: ['vehicle', 'vehicles', 'EV', 'OEM', 'OEMs', 'cars', 'dealerships'],
    weak: [],
  },
  Consulting: {
    strong: ['consulting firm', 'consultancy', 'management consulting', 'professional services', 'advisory firm'],
    normal: ['consulting', 'consultants', 'client engagements', 'advisory'],
    weak: ['clients'],
  },
  Legal: {
    strong: ['law firm', 'legaltech', 'legal tech', 'attorneys', 'lawyers', 'litigation', 'paralegal'],
    normal: ['legal', 'contracts', 'court', 'counsel'],
    weak: [],
  },
};

/** Flat keyword lists per industry, a superset of the contracts' five sets (for the ranking's industry bonus). */
export const INDUSTRY_KEYWORDS_EXTENDED: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(INDUSTRY_KEYWORD_SETS).map(([industry, set]) => {
    const spec = Object.entries(SPEC_INDUSTRY_KEYWORDS).find(([name]) => name === industry)?.[1] ?? [];
    const all = new Set([...set.strong, ...set.normal, ...set.weak, ...spec].map((k) => k.toLowerCase()));
    return [industry, [...all]];
  }),
);
