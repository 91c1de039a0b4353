import type { ModelExperience, ResumeModel } from './model';

/**
 * Invented people from outside tech as well as inside it, written to exercise what the public
 * samples lack: organisations without cue words, titles without the usual title words, several
 * roles at one employer, European dates and degrees, long careers.
 */

const job = (
  company: string,
  role: string,
  start: [number, number?],
  end: [number, number?] | 'present',
  bullets: string[],
  location?: string,
): ModelExperience => ({
  company,
  role,
  location,
  start: { year: start[0], month: start[1] },
  end: end === 'present' ? 'present' : { year: end[0], month: end[1] },
  bullets,
});

export const PERSONAS: ResumeModel[] = [
  {
    name: 'Maria Gonzalez',
    headline: 'Registered Nurse',
    contact: ['maria.gonzalez@example.org', '(313) 555-0182', 'Detroit, MI'],
    summary: 'Compassionate registered nurse with nine years of acute care experience and a focus on patient education.',
    experiences: [
      job("St. Mary's Hospital", 'Charge Nurse', [2019, 4], 'present', [
        'Supervise a team of 12 nurses on a 32-bed medical-surgical unit.',
        'Cut medication errors by 30% by introducing barcode scanning checks with Epic EMR.',
      ], 'Detroit, MI'),
      job('Mercy Health System', 'Registered Nurse', [2015, 6], [2019, 3], [
        'Delivered patient care for post-operative cardiac patients.',
        'Trained new graduate nurses in IV therapy and wound care.',
      ], 'Toledo, OH'),
      job('Riverside Community College', 'Clinical Instructor', [2013, 9], [2015, 5], [
        'Taught clinical rotations for second-year nursing students.',
      ]),
    ],
    education: [
      { degree: 'Bachelor of Science in Nursing', school: 'University of Michigan', start: { year: 2009 }, end: { year: 2013 } },
    ],
    skillGroups: [
      { name: 'Clinical', keywords: ['Patient Care', 'IV Therapy', 'Wound Care', 'Epic EMR'] },
      { name: 'Certifications', keywords: ['BLS', 'ACLS'] },
    ],
    skillCategories: { 'Patient Care': ['domain'], 'IV Therapy': ['domain', 'technical'], 'Wound Care': ['domain', 'technical'], 'Epic EMR': ['technical', 'domain'], BLS: ['domain', 'technical'], ACLS: ['domain', 'technical'] },
    extras: [{ title: 'Languages', lines: ['English (native)', 'Spanish (fluent)'] }],
  },
  {
    name: 'Daniel Okafor',
    headline: 'Growth Marketer',
    contact: ['daniel@okafor.me', 'linkedin.com/in/dokafor', 'Austin, TX'],
    summary: 'Growth marketer who turns data into campaigns; grew a subscription product from 10k to 250k users.',
    experiences: [
      job('Notion Labs', 'Growth Lead', [2021, 2], 'present', [
        'Own the self-serve funnel and a team of four marketers.',
        'Raised trial-to-paid conversion 18% through A/B testing of onboarding emails.',
      ], 'Remote'),
      job('HubSpot', 'Digital Marketing Manager', [2018, 7], [2021, 1], [
        'Ran SEO and content strategy for the CRM blog, doubling organic traffic.',
        'Built Google Analytics dashboards for weekly channel reviews.',
      ], 'Boston, MA'),
      job('Blue Bottle Coffee', 'Marketing Coordinator', [2016, 5], [2018, 6], [
        'Coordinated product launches across 40 cafes.',
      ], 'Oakland, CA'),
    ],
    education: [{ degree: 'BA', area: 'Communications', school: 'University of Texas at Austin', start: { year: 2012 }, end: { year: 2016 } }],
    skillGroups: [
      { name: 'Marketing', keywords: ['SEO', 'Content Strategy', 'Copywriting', 'A/B Testing', 'Email Marketing'] },
      { name: 'Tools', keywords: ['Google Analytics', 'HubSpot', 'Figma', 'SQL'] },
    ],
    skillCategories: { SEO: ['domain', 'product', 'technical'], 'Content Strategy': ['product', 'domain'], Copywriting: ['domain', 'soft', 'product'], 'A/B Testing': ['product', 'technical'], 'Email Marketing': ['domain', 'product'], 'Google Analytics': ['technical', 'product'], HubSpot: ['technical', 'domain'], Figma: ['technical', 'product'] },
    extras: [{ title: 'Interests', lines: ['Trail running, specialty coffee, jazz piano'] }],
  },
  {
    name: 'Priya Raman',
    contact: ['priya.raman@example.com', '+44 20 7946 0958', 'London, UK'],
    summary: 'Finance professional with experience across investment banking, audit and fintech.',
    experiences: [
      job('Stripe', 'VP, Finance', [2022, 1], 'present', ['Lead FP&A for the European business.'], 'London, UK'),
      job('Deloitte', 'Senior Associate', [2018, 9], [2021, 12], [
        'Audited revenue recognition for FTSE 100 clients.',
        'Built a financial modeling template adopted by three audit teams.',
      ], 'London, UK'),
      job('J.P. Morgan Chase & Co.', 'Financial Analyst', [2016, 7], [2018, 8], [
        'Prepared valuation models for M&A transactions in the technology sector.',
      ], 'New York, NY'),
    ],
    education: [
      { degree: 'MBA', school: 'London Business School', start: { year: 2020 }, end: { year: 2022 } },
      { degree: 'BA', area: 'Economics', school: 'Boston College', start: { year: 2012 }, end: { year: 2016 } },
    ],
    skillGroups: [
      { name: 'Finance', keywords: ['Financial Modeling', 'Valuation', 'FP&A', 'Budgeting'] },
      { name: 'Software', keywords: ['Excel', 'SQL', 'Tableau', 'Bloomberg Terminal'] },
    ],
    skillCategories: { 'Financial Modeling': ['domain', 'technical'], Valuation: ['domain'], 'FP&A': ['domain'], Budgeting: ['domain', 'leadership'], 'Bloomberg Terminal': ['technical', 'domain'] },
    extras: [{ title: 'Certifications', lines: ['CFA Level II candidate', 'ACCA'] }],
  },
  {
    name: 'Tomasz Nowak',
    headline: 'Backend Engineer',
    contact: ['tomasz.nowak@example.dev', 'github.com/tnowak', 'Seattle, WA'],
    summary: 'Backend engineer building event-driven systems on AWS for eight years.',
    experiences: [
      job('Amazon Web Services', 'Software Development Engineer II', [2019, 8], 'present', [
        'Designed a DynamoDB-backed metering service handling 2 billion events per day.',
        'Migrated deployment pipelines to Terraform and AWS CodePipeline.',
      ], 'Seattle, WA'),
      job('Amazon Web Services', 'Software Development Engineer', [2017, 7], [2019, 7], [
        'Built AWS Lambda functions in Kotlin for the billing platform.',
      ], 'Seattle, WA'),
      job('Shopify', 'Backend Developer', [2015, 1], [2017, 6], [
        'Maintained Ruby on Rails services for merchant payouts.',
        'Introduced GraphQL endpoints for the partner dashboard.',
      ], 'Ottawa, ON'),
      job('Microsoft', 'Software Engineering Intern', [2014, 6], [2014, 9], ['Prototyped telemetry ingestion for Xbox Live.'], 'Redmond, WA'),
    ],
    education: [{ degree: 'BSc', area: 'Computer Science', school: 'University of Waterloo', start: { year: 2010 }, end: { year: 2014 } }],
    skillGroups: [
      { name: 'Languages', keywords: ['Java', 'Kotlin', 'Ruby', 'Go'] },
      { name: 'Cloud', keywords: ['AWS Lambda', 'DynamoDB', 'Terraform', 'Kafka'] },
    ],
    extras: [{ title: 'Projects', lines: ['rate-limiter — open-source token bucket library in Go (1.2k stars)'] }],
  },
  {
    name: 'Aiko Tanaka',
    headline: 'Product Designer',
    contact: ['aiko@tanaka.design', 'tanaka.design', 'Brooklyn, NY'],
    experiences: [
      job('Ueno', 'Product Designer', [2020, 3], 'present', [
        'Designed the booking flow for a hotel group, lifting completion rate by 22%.',
        'Ran user research interviews and usability tests with 40 participants.',
      ], 'New York, NY'),
      job('IDEO', 'Visual Designer', [2017, 10], [2020, 2], ['Created brand systems and prototypes for healthcare clients in Figma.']),
      job('Pentagram', 'Design Intern', [2017, 6], [2017, 9], ['Assisted with typography and layout for print campaigns.']),
    ],
    education: [{ degree: 'BFA', area: 'Graphic Design', school: 'Rhode Island School of Design', start: { year: 2013 }, end: { year: 2017 } }],
    skillGroups: [{ name: 'Design', keywords: ['Figma', 'Sketch', 'Adobe Illustrator', 'Prototyping', 'User Research', 'Typography'] }],
    skillCategories: { Figma: ['technical', 'product'], Sketch: ['technical', 'product'], 'Adobe Illustrator': ['technical', 'product'], Prototyping: ['product', 'technical'], 'User Research': ['product'], Typography: ['product', 'technical', 'domain'] },
    extras: [{ title: 'Awards', lines: ['Type Directors Club Certificate of Excellence, 2019'] }],
  },
  {
    name: 'Lukas Becker',
    headline: 'Data Scientist',
    contact: ['lukas.becker@example.de', '+49 30 1234567', 'Berlin, Germany'],
    summary: 'Data scientist with a background in applied mathematics, working on demand forecasting.',
    experiences: [
      job('Zalando SE', 'Senior Data Scientist', [2021, 4], 'present', [
        'Built demand forecasting models in PyTorch that cut overstock by 9%.',
        'Productionised feature pipelines with Apache Spark and Airflow.',
      ], 'Berlin, Germany'),
      job('Delivery Hero', 'Data Scientist', [2018, 9], [2021, 3], ['Modelled courier ETA with gradient boosting on SQL warehouses.'], 'Berlin, Germany'),
      job('Technische Universität München', 'Research Assistant', [2016, 10], [2018, 8], ['Published two papers on Bayesian optimisation.'], 'Munich, Germany'),
    ],
    education: [
      { degree: 'M.Sc.', area: 'Mathematics in Data Science', school: 'Technische Universität München', start: { year: 2016 }, end: { year: 2018 } },
      { degree: 'B.Sc.', area: 'Mathematics', school: 'Universität Heidelberg', start: { year: 2013 }, end: { year: 2016 } },
    ],
    skillGroups: [
      { name: 'Programming', keywords: ['Python', 'SQL', 'R'] },
      { name: 'ML & Data', keywords: ['PyTorch', 'Apache Spark', 'Airflow', 'Time Series Forecasting'] },
    ],
    extras: [{ title: 'Languages', lines: ['German (native), English (C2), French (B1)'] }],
  },
  {
    name: 'Grace Whitfield',
    headline: 'Mathematics Teacher',
    contact: ['gwhitfield@example.net', '(614) 555-0110'],
    summary: 'Secondary mathematics teacher who brings data and technology into the classroom.',
    experiences: [
      job('Lincoln High School', 'Mathematics Teacher', [2016, 8], 'present', [
        'Teach algebra and AP Calculus to 150 students a year; AP pass rate rose from 61% to 84%.',
        'Designed a flipped-classroom curriculum using Google Classroom.',
      ], 'Columbus, OH'),
      job('Ohio State University', 'Graduate Teaching Assistant', [2014, 8], [2016, 5], ['Led recitation sections for introductory statistics.']),
      job('Kumon', 'Tutor', [2012, 1], [2014, 6], ['Tutored middle-school students in mathematics and reading.']),
    ],
    education: [
      { degree: 'Master of Education', school: 'Ohio State University', start: { year: 2014 }, end: { year: 2016 } },
      { degree: 'Bachelor of Arts in Mathematics', school: 'Kenyon College', start: { year: 2010 }, end: { year: 2014 } },
    ],
    skillGroups: [{ name: 'Teaching', keywords: ['Curriculum Design', 'Classroom Management', 'Google Classroom', 'Differentiated Instruction'] }],
    skillCategories: { 'Curriculum Design': ['domain'], 'Classroom Management': ['domain', 'leadership', 'soft'], 'Google Classroom': ['technical', 'domain'], 'Differentiated Instruction': ['domain'] },
    extras: [{ title: 'Volunteer', lines: ['Math Circle Coach, Columbus Public Library (2018–present)'] }],
  },
  {
    name: 'Robert Chen',
    headline: 'Engineering Executive',
    contact: ['rchen@example.com', '(415) 555-0199', 'San Francisco, CA'],
    summary: 'Engineering leader who has scaled teams from 10 to 200 engineers through two acquisitions.',
    experiences: [
      job('Acme Robotics', 'Chief Technology Officer', [2020, 1], 'present', [
        'Lead 120 engineers across autonomy, hardware and cloud platforms.',
        'Set the technical strategy that led to the acquisition by Globex.',
      ]),
      job('Globex', 'VP of Engineering', [2015, 3], [2019, 12], ['Grew the engineering organisation from 25 to 140 people.', 'Introduced OKRs and a career ladder.']),
      job('Initech', 'Director of Engineering', [2011, 5], [2015, 2], ['Managed five teams building the payments platform in Java.']),
      job('Initrode', 'Engineering Manager', [2007, 9], [2011, 4], ['Hired and mentored 15 engineers.']),
    ],
    education: [{ degree: 'MS', area: 'Computer Science', school: 'Stanford University', start: { year: 2005 }, end: { year: 2007 } }],
    skillGroups: [{ name: 'Leadership', keywords: ['Engineering Management', 'Hiring', 'Mentoring', 'Technical Strategy', 'OKRs'] }],
    skillCategories: { 'Engineering Management': ['leadership'], Hiring: ['leadership'], Mentoring: ['leadership'], 'Technical Strategy': ['leadership', 'technical', 'product'], OKRs: ['product', 'leadership'] },
    extras: [],
  },
];
