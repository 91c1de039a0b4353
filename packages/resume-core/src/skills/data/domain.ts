import type { SkillSeed } from '../types';
import { seeds } from './helpers';

const health = seeds('domain', ['Healthcare']);
const fin = seeds('domain', ['FinTech']);
const commerce = seeds('domain', ['eCommerce', 'Logistics']);
const saas = seeds('domain', ['SaaS', 'Technology']);
const biz = seeds('domain', ['SaaS', 'eCommerce', 'Media', 'Technology']);
const gov = seeds('domain', ['Government', 'Cybersecurity', 'Healthcare', 'FinTech']);
const other = seeds('domain', []);

/** Industry and regulatory knowledge. Each entry's industries say where it counts as a domain match. */
export const DOMAIN_SKILLS: readonly SkillSeed[] = [
  // --- Healthcare and life sciences ---
  health('Healthcare', ['health care', 'healthcare IT', 'health tech', 'healthtech', 'digital health', 'healthcare industry', 'health IT']),
  health('HIPAA', ['HIPAA compliance', 'Health Insurance Portability and Accountability Act'], {
    rel: ['PHI', 'protected health information'],
    cs: ['PHI'],
  }),
  health('Electronic Health Records', ['EHR', 'EHRs', 'EMR', 'EMRs', 'electronic medical records'], { rel: ['Epic Systems', 'Cerner'] }),
  health('HL7', ['HL7 v2', 'HL7 FHIR']),
  health('FHIR', ['Fast Healthcare Interoperability Resources'], { rel: ['healthcare interoperability'] }),
  health('Clinical Trials', ['clinical trial'], { rel: ['GCP compliance', 'CTMS', 'clinical data management', 'clinical research'] }),
  health('Medical Devices', ['medical device'], { rel: ['SaMD', 'software as a medical device', 'IEC 62304'] }),
  health('Telehealth', ['telemedicine'], { rel: ['virtual care', 'remote patient monitoring'] }),
  health('Pharmaceuticals', ['pharma', 'pharmaceutical'], { rel: ['drug development', 'pharmacovigilance'] }),
  health('Biotechnology', ['biotech'], { rel: ['life sciences', 'genomics', 'bioinformatics', 'computational biology'] }),
  health('Medical Coding', [], { rel: ['ICD-10', 'CPT codes', 'CPT coding', 'revenue cycle management', 'RCM', 'medical billing'], cs: ['RCM'] }),
  health('FDA Regulations', ['FDA', 'FDA compliance'], {
    rel: ['21 CFR Part 11', 'GxP', 'GMP', 'good manufacturing practice'],
    cs: ['FDA', 'GMP', 'GxP'],
  }),
  health('Patient Care', ['direct patient care'], { rel: ['patient safety', 'patient experience', 'care coordination', 'clinical workflows'] }),
  health('Critical Care', ['intensive care', 'critical care nursing'], { rel: ['ICU', 'emergency medicine'], cs: ['ICU'] }),
  health('BLS', ['Basic Life Support', 'BLS certification'], { rel: ['CPR', 'CPR certification'], cs: ['BLS', 'CPR'] }),
  health('ACLS', ['Advanced Cardiovascular Life Support'], { rel: ['PALS', 'Pediatric Advanced Life Support'], cs: ['ACLS', 'PALS'] }),
  health('Medication Administration', ['medication management'], { rel: ['administering medications'] }),
  health('Patient Assessment', ['patient assessments'], { rel: ['triage', 'clinical assessment'] }),
  health('Infection Control', ['infection prevention']),
  health('Phlebotomy', ['venipuncture'], { rel: ['blood draws'] }),
  health('Healthcare Payers', [], { rel: ['payer', 'payers', 'claims processing', 'healthcare claims', 'Medicare', 'Medicaid', 'health plans'] }),
  // --- Finance ---
  fin('FinTech', ['financial technology', 'fin-tech', 'financial services technology']),
  fin('Payments', ['payment processing', 'payment systems', 'payment gateways', 'payment gateway', 'payments infrastructure', 'card payments'], {
    rel: ['ACH', 'SEPA', 'payment rails'],
    cs: ['ACH', 'SEPA'],
  }),
  fin('Banking', ['retail banking', 'digital banking', 'core banking', 'commercial banking', 'investment banking', 'banking industry']),
  fin('Financial Services', ['financial services industry', 'financial institutions']),
  fin('Lending', ['consumer lending'], { rel: ['mortgage', 'mortgages', 'underwriting', 'loan origination'] }),
  fin('Credit Risk', ['credit risk modeling', 'credit scoring', 'credit underwriting']),
  fin('Trading', ['algorithmic trading', 'trading systems', 'electronic trading'], {
    rel: ['HFT', 'high-frequency trading', 'market making', 'order management systems'],
    cs: ['HFT'],
  }),
  fin('Capital Markets', [], { rel: ['equities', 'fixed income', 'derivatives', 'securities'] }),
  fin('Investment Management', ['asset management'], {
    rel: ['private equity', 'venture capital', 'hedge funds', 'wealth management', 'portfolio management'],
  }),
  fin('Insurance', ['insurtech', 'insurance industry'], {
    rel: ['actuarial', 'claims management', 'property and casualty', 'P&C'],
    ind: ['FinTech', 'Healthcare'],
  }),
  fin('Accounting', [], {
    rel: ['bookkeeping', 'general ledger', 'reconciliation', 'month-end close', 'CPA'],
    cs: ['CPA'],
  }),
  fin('GAAP', ['US GAAP', 'Generally Accepted Accounting Principles'], { cs: ['GAAP'] }),
  fin('IFRS', ['International Financial Reporting Standards'], { cs: ['IFRS'] }),
  fin('Accounts Payable', ['A/P', 'accounts payable processing'], { cs: ['A/P'] }),
  fin('Accounts Receivable', ['A/R', 'accounts receivable management'], { cs: ['A/R'] }),
  fin('Financial Planning and Analysis', ['FP&A', 'FP & A', 'financial planning & analysis'], { cs: ['FP&A', 'FP & A'] }),
  fin('Mergers and Acquisitions', ['M&A', 'mergers & acquisitions'], { cs: ['M&A'] }),
  fin('Financial Modeling', ['financial modelling', 'financial models'], { rel: ['DCF', 'valuation', 'valuations'], cs: ['DCF'] }),
  fin('Financial Analysis', [], { rel: ['variance analysis', 'financial statements'] }),
  fin('Financial Reporting', [], { rel: ['regulatory reporting', 'management reporting', 'SEC reporting'] }),
  fin('Financial Forecasting', ['revenue forecasting'], { rel: ['financial planning', 'budgeting and forecasting'] }),
  fin('PCI DSS', ['PCI', 'PCI-DSS', 'PCI compliance', 'Payment Card Industry Data Security Standard'], {
    cs: ['PCI'],
    ind: ['FinTech', 'eCommerce'],
  }),
  fin('KYC', ['Know Your Customer'], { rel: ['customer due diligence', 'CDD', 'identity verification'], cs: ['CDD'] }),
  fin('AML', ['anti-money laundering', 'anti money laundering', 'BSA/AML'], { rel: ['transaction monitoring', 'sanctions screening'], cs: ['AML'] }),
  fin('SOX Compliance', ['SOX', 'Sarbanes-Oxley', 'Sarbanes Oxley'], { rel: ['internal controls'], cs: ['SOX'] }),
  fin('Risk Management', [], {
    rel: ['ERM', 'enterprise risk management', 'risk assessment', 'risk assessments', 'operational risk', 'risk mitigation', 'risk analysis'],
    cs: ['ERM'],
    ind: ['FinTech', 'Healthcare', 'Government'],
  }),
  fin('Fraud Detection', ['fraud prevention', 'anti-fraud', 'fraud analytics', 'fraud risk'], { rel: ['chargebacks'] }),
  fin('Cryptocurrency', ['crypto'], { rel: ['digital assets', 'DeFi', 'decentralized finance', 'stablecoins', 'Bitcoin', 'tokenomics'] }),
  fin('Open Banking', [], { rel: ['PSD2', 'open finance'] }),
  fin('Plaid', [], { cs: ['Plaid'] }),
  fin('Auditing', ['audit management'], { rel: ['internal audit', 'external audit', 'IT audit', 'compliance audits'] }),
  fin('Tax', ['tax compliance', 'taxation', 'tax preparation'], { rel: ['VAT', 'sales tax'], cs: ['Tax', 'VAT'] }),
  // --- Commerce and operations ---
  commerce('E-commerce', ['ecommerce', 'e-commerce', 'eCommerce', 'digital commerce', 'e-commerce platforms'], {
    rel: ['online retail', 'online store', 'online stores'],
  }),
  commerce('Retail', ['retail industry'], {
    rel: ['brick-and-mortar', 'point of sale', 'POS systems', 'omnichannel', 'omni-channel'],
    cs: ['Retail'],
  }),
  commerce('Marketplaces', [
    'marketplace',
    'two-sided marketplace',
    'two-sided marketplaces',
    'online marketplace',
    'online marketplaces',
    'multi-vendor marketplace',
  ]),
  commerce('Supply Chain Management', ['supply chain', 'supply chains', 'SCM', 'supply chain management'], {
    rel: ['supply planning'],
    cs: ['SCM'],
  }),
  commerce('Logistics', ['logistics management', 'shipping logistics'], {
    rel: ['freight', 'last-mile delivery', 'transportation management', 'fleet management'],
  }),
  // Industry abbreviations with their written-out names: each alias is the same thing, never a neighbour.
  commerce(
    'Sales and Operations Planning',
    [
      'S&OP',
      'S & OP',
      'sales & operations planning',
      'sales and operations planning process',
      'SIOP',
      'sales, inventory and operations planning',
      'sales inventory and operations planning',
    ],
    {
      cs: ['S&OP', 'S & OP', 'SIOP'],
    },
  ),
  commerce('Integrated Business Planning', ['IBP', 'integrated business planning process'], { cs: ['IBP'] }),
  commerce(
    'Third-Party Logistics',
    [
      '3PL',
      '3PLs',
      'third party logistics',
      'third-party logistics providers',
      '3PL providers',
      'outsourced logistics',
      'outsourced warehousing',
      'outsourced fulfillment',
      'outsourced fulfilment',
    ],
    {
      cs: ['3PL', '3PLs'],
    },
  ),
  commerce('Fourth-Party Logistics', ['4PL', 'fourth party logistics'], { cs: ['4PL'] }),
  commerce(
    'Transportation Management Systems',
    ['TMS', 'transportation management system', 'transportation management software', 'transport management system'],
    {
      cs: ['TMS'],
    },
  ),
  commerce('Warehouse Management Systems', ['WMS', 'warehouse management system', 'warehouse management software'], { cs: ['WMS'] }),
  commerce('Material Requirements Planning', ['MRP', 'material requirement planning', 'materials requirements planning'], { cs: ['MRP'] }),
  commerce('Electronic Data Interchange', ['EDI'], { cs: ['EDI'] }),
  commerce('Vendor-Managed Inventory', ['VMI', 'vendor managed inventory'], { cs: ['VMI'] }),
  commerce('Demand Planning', ['demand plans', 'demand planner'], { rel: ['demand forecasting'] }),
  commerce('On-Time In-Full', ['OTIF', 'on time in full'], { cs: ['OTIF'] }),
  commerce('Less-Than-Truckload', ['LTL', 'less than truckload', 'LTL freight', 'LTL shipping'], { cs: ['LTL'] }),
  commerce('Full Truckload', ['FTL', 'full truck load', 'FTL freight', 'full truckload shipping'], { cs: ['FTL'] }),
  commerce('Safety Stock', ['safety stocks', 'safety stock planning', 'safety stock optimization', 'safety stock optimisation', 'buffer stock']),
  commerce('Multi-Echelon Inventory Optimization', ['MEIO', 'multi-echelon inventory optimisation', 'multi-echelon inventory'], {
    cs: ['MEIO'],
  }),
  commerce('Collaborative Planning, Forecasting and Replenishment', ['CPFR'], { cs: ['CPFR'] }),
  commerce('Cross-Docking', ['cross docking', 'crossdocking', 'cross-dock operations']),
  commerce('Reverse Logistics', ['returns logistics', 'returns management']),
  commerce('Incoterms', ['INCOTERMS', 'Incoterms 2020']),
  commerce('Cycle Counting', ['cycle counts', 'cycle count', 'cycle counting programs']),
  commerce('Inventory Management', ['inventory control', 'inventory planning', 'stock management'], { rel: ['SKU management'] }),
  commerce('Order Fulfillment', ['fulfillment', 'fulfilment', 'order fulfilment'], {
    rel: ['order management', 'warehouse management', 'warehousing'],
  }),
  commerce('Procurement', [], { rel: ['purchasing', 'strategic sourcing', 'vendor sourcing', 'spend management'] }),
  commerce('Merchandising', [], { rel: ['visual merchandising', 'category management', 'assortment planning'] }),
  commerce('Manufacturing', [], {
    rel: ['lean manufacturing', 'production planning', 'MES', 'industrial engineering', 'quality control', 'ISO 9001'],
    cs: ['MES'],
    ind: ['Manufacturing'],
  }),
  // --- Business models and go-to-market ---
  saas('SaaS', ['software as a service', 'Software-as-a-Service', 'B2B SaaS', 'SaaS products', 'SaaS platforms'], { rel: ['cloud software'] }),
  saas('B2B', ['business-to-business', 'B2B software', 'B2B products'], { rel: ['enterprise customers'] }),
  saas('B2C', ['business-to-consumer'], { rel: ['consumer products', 'consumer apps', 'D2C', 'DTC', 'direct-to-consumer'], cs: ['D2C', 'DTC'] }),
  saas('Enterprise Software', ['enterprise applications', 'enterprise platforms', 'enterprise SaaS']),
  saas('Subscription Business', ['subscription model'], {
    rel: ['subscription billing', 'recurring revenue', 'subscriptions', 'ARR', 'MRR'],
    cs: ['ARR', 'MRR'],
  }),
  saas('CRM', ['customer relationship management', 'CRM systems', 'CRM platforms'], { cs: ['CRM'] }),
  saas('ERP', ['enterprise resource planning', 'ERP systems'], { cs: ['ERP'] }),
  saas('Customer Success', ['customer success management'], {
    rel: ['customer onboarding', 'customer retention', 'churn reduction', 'account health'],
  }),
  saas('IT Service Management', ['ITSM', 'IT service management'], { rel: ['ITIL', 'help desk', 'service desk'] }),
  biz('Sales', ['B2B sales', 'enterprise sales', 'SaaS sales'], {
    rel: ['solution selling', 'pipeline management', 'quota attainment', 'sales pipeline', 'inside sales'],
    cs: ['Sales'],
  }),
  biz('Business Development', ['biz dev', 'new business development'], { rel: ['lead generation', 'prospecting'] }),
  biz('Account Management', ['key account management'], {
    rel: ['client management', 'client relationships', 'customer relationships', 'account planning'],
  }),
  biz('Digital Marketing', ['online marketing', 'digital marketing campaigns', 'multichannel marketing'], {
    rel: ['demand generation', 'demand gen'],
  }),
  biz('SEO', ['search engine optimization', 'search engine optimisation', 'technical SEO'], { rel: ['keyword research'] }),
  biz('SEM', ['search engine marketing'], { rel: ['PPC', 'paid search', 'Google Ads', 'AdWords', 'pay-per-click'] }),
  biz('Content Marketing', ['content strategy'], { rel: ['copywriting', 'editorial strategy', 'content creation'] }),
  biz('Email Marketing', ['email campaigns', 'marketing emails'], { rel: ['lifecycle marketing', 'CRM marketing'] }),
  biz('Social Media Marketing', ['social media strategy'], { rel: ['social media', 'community management', 'influencer marketing'] }),
  biz('Marketing Automation', [], { rel: ['lead nurturing', 'lead scoring', 'marketing operations', 'marketing ops'] }),
  biz('Performance Marketing', ['paid marketing'], {
    rel: ['paid acquisition', 'user acquisition', 'paid social', 'ROAS', 'CAC', 'LTV', 'growth marketing'],
    cs: ['ROAS', 'CAC', 'LTV'],
  }),
  biz('Brand Management', ['brand strategy', 'brand marketing'], { rel: ['branding', 'brand identity'] }),
  biz('Public Relations', ['media relations', 'press relations'], { rel: ['corporate communications', 'communications strategy'] }),
  biz('Advertising Technology', ['AdTech', 'ad tech'], {
    rel: ['real-time bidding', 'ad serving', 'DSP', 'SSP', 'programmatic advertising', 'digital advertising'],
    cs: ['DSP', 'SSP'],
    ind: ['Media', 'Technology'],
  }),
  biz('Market Data', [], { rel: ['industry analysis', 'market intelligence'] }),
  // --- Regulation, government, public sector ---
  gov('GDPR', ['General Data Protection Regulation', 'GDPR compliance', 'UK GDPR']),
  gov('CCPA', ['California Consumer Privacy Act'], { rel: ['CPRA'] }),
  gov('Data Privacy', ['data protection', 'privacy compliance', 'privacy engineering', 'privacy by design'], {
    rel: ['privacy', 'PII', 'personally identifiable information'],
    cs: ['PII'],
  }),
  gov('SOC 2', ['SOC2', 'SOC 2 Type II', 'SOC 2 Type 2', 'SOC II', 'SOC 2 compliance']),
  gov('ISO 27001', ['ISO/IEC 27001', 'ISO27001'], { rel: ['ISMS'] }),
  gov('NIST', ['NIST 800-53', 'NIST CSF', 'NIST Cybersecurity Framework', 'NIST 800-171'], { rel: ['CMMC'], cs: ['NIST', 'CMMC'] }),
  gov('FedRAMP', [], { rel: ['StateRAMP'] }),
  gov('FISMA', ['Federal Information Security Management Act']),
  gov('HITRUST', ['HITRUST CSF']),
  gov('Regulatory Compliance', [
    'regulatory compliance',
    'compliance management',
    'regulatory requirements',
    'compliance frameworks',
    'regulatory affairs',
    'compliance programs',
    'regulatory frameworks',
  ]),
  gov(
    'Security Clearance',
    ['security clearance', 'secret clearance', 'top secret clearance', 'active clearance', 'public trust clearance', 'DoD clearance'],
    { rel: ['TS/SCI'] },
  ),
  gov('Government Contracting', ['federal contracting', 'government contracts'], {
    rel: ['public sector', 'federal government', 'GovTech', 'civic tech', 'FAR/DFARS'],
  }),
  other('EdTech', ['education technology', 'educational technology'], {
    rel: ['e-learning', 'elearning', 'online learning', 'K-12', 'higher education'],
    ind: ['Education'],
  }),
  other('Learning Management Systems', ['LMS'], { rel: ['Canvas LMS', 'Moodle', 'Blackboard'], cs: ['LMS'], ind: ['Education'] }),
  other('Instructional Design', ['learning design'], {
    rel: ['curriculum development', 'curriculum design', 'course design', 'training design'],
    ind: ['Education'],
  }),
  other('FERPA', [], { ind: ['Education'] }),
  other('Media and Entertainment', ['media industry', 'entertainment industry'], {
    rel: ['video streaming', 'publishing industry', 'broadcasting', 'streaming media'],
    ind: ['Media'],
  }),
  other('Gaming Industry', ['game industry', 'gaming industry'], {
    rel: ['video games', 'mobile games', 'esports', 'live ops', 'LiveOps'],
    ind: ['Gaming'],
  }),
  other('Telecommunications', ['telecom', 'telco', 'telecoms'], {
    rel: ['5G', 'LTE', 'VoIP', 'wireless networks'],
    cs: ['LTE'],
    ind: ['Telecommunications'],
  }),
  other('Energy Sector', ['energy industry'], {
    rel: ['renewable energy', 'renewables', 'oil and gas', 'power systems', 'clean energy', 'cleantech', 'climate tech', 'solar', 'energy storage'],
    ind: ['Energy'],
  }),
  other('Real Estate', ['commercial real estate', 'real estate industry'], { rel: ['PropTech', 'property management'], ind: ['Real Estate'] }),
  other('Automotive', ['automotive industry'], {
    rel: ['autonomous vehicles', 'self-driving', 'ADAS', 'electric vehicles', 'EV charging'],
    cs: ['ADAS'],
    ind: ['Automotive'],
  }),
  other('Aerospace and Defense', [], {
    rel: ['avionics', 'DoD', 'aerospace', 'defense industry', 'defence industry'],
    cs: ['DoD'],
    ind: ['Government'],
  }),
  // Engineering, hospitality and people-function abbreviations with their written-out names.
  other('Computer-Aided Design', ['CAD', 'computer aided design', 'CAD software'], { cs: ['CAD'], ind: ['Manufacturing', 'Automotive'] }),
  other('Programmable Logic Controllers', ['PLC', 'PLCs', 'PLC programming', 'programmable logic controller'], {
    cs: ['PLC', 'PLCs'],
    ind: ['Manufacturing', 'Energy'],
  }),
  other('SCADA', ['supervisory control and data acquisition'], { cs: ['SCADA'], ind: ['Manufacturing', 'Energy'] }),
  other('CNC Machining', ['CNC', 'computer numerical control', 'CNC programming'], { cs: ['CNC'], ind: ['Manufacturing'] }),
  other('Building Information Modeling', ['BIM', 'building information modelling'], { cs: ['BIM'], ind: ['Real Estate'] }),
  other('HACCP', ['Hazard Analysis and Critical Control Points', 'HACCP certification'], { cs: ['HACCP'], ind: ['Hospitality', 'Manufacturing'] }),
  other('Applicant Tracking Systems', ['ATS', 'applicant tracking system'], { cs: ['ATS'], ind: ['Human Resources'] }),
  other('Learning and Development', ['L&D', 'learning & development'], { cs: ['L&D'], ind: ['Human Resources'] }),
  other('Legal Tech', ['LegalTech', 'legal technology'], {
    rel: ['e-discovery', 'eDiscovery', 'contract management', 'legal operations'],
    ind: ['Legal'],
  }),
  other('Travel and Hospitality', ['travel tech'], {
    rel: ['hotel management', 'airline industry', 'booking systems', 'hospitality', 'travel industry'],
    ind: ['Travel'],
  }),
  other('Human Resources', ['HR', 'human resources'], {
    rel: ['people operations', 'people ops', 'benefits administration', 'compensation planning', 'HRIS', 'HR tech'],
    cs: ['HR', 'HRIS'],
    ind: ['SaaS'],
  }),
  other('Payroll', ['payroll processing', 'payroll systems'], { ind: ['SaaS', 'FinTech'] }),
  other('Nonprofit Sector', ['non-profit sector', 'nonprofit organizations'], {
    rel: ['NGO', 'NGOs', 'philanthropy', 'grant writing', 'fundraising', 'donor relations'],
    cs: ['NGO', 'NGOs'],
    ind: ['Nonprofit'],
  }),
  other('Customer Support', ['customer service', 'customer care'], {
    rel: ['technical support', 'support operations', 'tier 2 support'],
    ind: ['SaaS', 'eCommerce'],
  }),
  other('Consulting', ['management consulting', 'strategy consulting', 'technology consulting'], {
    rel: ['client engagements', 'consultative'],
    ind: ['Consulting'],
  }),
  other('Agriculture', [], { rel: ['AgTech', 'agritech', 'farming', 'precision agriculture'], ind: ['Agriculture'] }),
];
