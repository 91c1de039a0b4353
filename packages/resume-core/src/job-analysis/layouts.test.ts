import { analyzeJobDescription } from './analyze';

/** Postings in layouts the sample data lacks: big-tech qualifications, all-caps healthcare, a terse contract. */
describe('other posting layouts', () => {
  it('reads "Minimum / Preferred qualifications" and a pay-transparency line', () => {
    const a = analyzeJobDescription(`Software Engineer III, Infrastructure, Google Cloud

Minimum qualifications:
Bachelor's degree or equivalent practical experience.
2 years of experience with data structures or algorithms.

Preferred qualifications:
Experience with Kubernetes, Borg, or other cluster management systems.
Experience in C++ or Java.

Responsibilities
Write product or system development code.
Review code developed by other developers and provide feedback to ensure best practices.

The US base salary range for this full-time position is $136,000-$200,000 + bonus + equity + benefits.`);
    expect(a.role).toBe('Software Engineer III');
    expect(a.experience_level).toBe('senior');
    expect(a.required_skills).toEqual(expect.arrayContaining(['Data Structures', 'Algorithms']));
    // Borg and "cluster management systems" are not in the skills database: kept in the posting's words.
    expect(a.preferred_skills).toEqual(['Kubernetes', 'Borg', 'cluster management systems', 'C++', 'Java']);
    expect(a.salary_range).toBe('$136,000-$200,000');
    expect(a.key_responsibilities).toEqual([
      'Write product or system development code',
      'Review code developed by other developers and provide feedback to ensure best practices',
    ]);
  });

  it('reads an all-caps clinical posting', () => {
    const a = analyzeJobDescription(`REGISTERED NURSE - ICU (NIGHTS)
St. Mary's Hospital | Phoenix, AZ

JOB SUMMARY
Provide direct patient care to critically ill patients in a 24-bed ICU. Collaborate with physicians and the care team.

REQUIREMENTS
- Current RN license in Arizona
- BLS and ACLS certification
- Experience with Epic EHR

WE OFFER
- Sign-on bonus up to $10,000
- Tuition reimbursement`);
    expect(a.role).toBe('Registered Nurse');
    expect(a.industry).toBe('Healthcare');
    expect(a.location).toBe('Phoenix, AZ');
    expect(a.required_skills).toEqual(expect.arrayContaining(['Patient Care', 'BLS', 'ACLS', 'EHR']));
    expect(a.key_responsibilities[0]).toBe('Provide direct patient care to critically ill patients in a 24-bed ICU');
    expect(a.benefits).toEqual(['Sign-on bonus up to $10,000', 'Tuition reimbursement']);
    expect(a.salary_range).toBeNull();
  });

  it('reads a terse contract posting with inline labels', () => {
    const a = analyzeJobDescription(`Product Designer (Contract, 6 months)
We're looking for a product designer to help us redesign our onboarding. You'll work in Figma, run usability tests, and partner with our PM and two engineers.
Must-haves: a portfolio showing end-to-end product design work; strong interaction design and prototyping skills.
Pluses: motion design, experience with design systems, basic HTML/CSS.
Rate: $85-$110/hr, remote-friendly (EST overlap).`);
    expect(a.role).toBe('Product Designer');
    expect(a.required_skills).toEqual(['Figma', 'usability tests', 'Product Design', 'Interaction Design', 'Prototyping']);
    expect(a.preferred_skills).toEqual(['motion design', 'Design Systems', 'HTML', 'CSS']);
    expect(a.salary_range).toBe('$85-$110/hr');
    expect(a.location).toBe('Remote');
    expect(a.qualifications).not.toContain('Rate: $85-$110/hr, remote-friendly (EST overlap)');
  });

  it('keeps sales postings free of false tech skills', () => {
    const a = analyzeJobDescription(`Account Executive, Mid-Market
Who we are: Flowdesk is a fast-growing B2B SaaS company (about 250 employees).
You have:
- 3+ years of closing experience in SaaS sales
- Experience with Salesforce
- Go-getter attitude: you go the extra mile
OTE $140K - $180K. Remote (US).`);
    // "Experience in SaaS sales" asks for the domain too, "closing experience" for closing; nothing the posting does not name.
    expect([...a.required_skills].sort()).toEqual(['SaaS', 'Sales', 'Salesforce', 'closing']);
    expect(a.industry).toBe('SaaS');
    expect([a.company_size, a.growth_stage, a.location, a.salary_range]).toEqual(['medium', 'growth', 'Remote (US)', '$140K - $180K']);
  });
});

describe('role from an opening sentence', () => {
  it.each([
    [
      'Senior Full-Stack Web Developer at a SaaS analytics company. Requirements: React, TypeScript, Node.js, PostgreSQL. 5+ years.',
      'Senior Full-Stack Web Developer',
    ],
    [
      'Senior Product Manager at a SaaS company. You will own the roadmap.\nRequirements:\n- 5+ years of product management\n- SQL',
      'Senior Product Manager',
    ],
  ])('reads the title from %j', (text, role) => {
    expect(analyzeJobDescription(text).role).toBe(role);
  });
});

describe('role stated inside a sentence', () => {
  it.each([
    [
      'Would you like to shape how we price heat pumps? Join Acme and become Tariff Analyst in our energy desk. You have a degree in economics.',
      'Tariff Analyst',
    ],
    ['Part-time, 20 hours a week. Are you the best cook in town? Experience with large kitchens required.', 'Cook'],
    [
      'We build ferries. We wish to strengthen our team with experienced and committed propulsion engineers to lead the refits.',
      'Propulsion Engineer',
    ],
  ])('reads the title from %j', (text, role) => {
    expect(analyzeJobDescription(text).role).toBe(role);
  });
});
