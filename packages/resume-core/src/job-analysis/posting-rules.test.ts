import { analyzeJobDescription } from './analyze';
import { segmentJobDescription } from './sections';
import { statedRequirements } from './stated-requirements';

const names = (text: string): string[] => statedRequirements({ text, start: 0, end: text.length }).map((r) => r.name);
const all = (text: string): string[] => {
  const a = analyzeJobDescription(text);
  return [...a.required_skills, ...a.preferred_skills];
};

describe('postings pasted without blank lines or headings', () => {
  it("reads an opening sentence about the employer as the company's description, not as requirements", () => {
    const text = [
      'Logistics Coordinator',
      'Tarrow Freight is a third-party logistics provider with 12 warehouses and its own customs brokerage.',
      'Requirements:',
      '- Experience with Incoterms',
    ].join('\n');
    expect(segmentJobDescription(text).segments.map((s) => s.kind)).toEqual(['intro', 'about', 'required']);
    expect(all(text)).toContain('Incoterms');
    expect(all(text)).not.toContain('Third-Party Logistics');
    expect(segmentJobDescription('Pharmacist\nYou are a registered pharmacist with ward experience.').segments.map((s) => s.kind)).toEqual([
      'intro',
      'intro',
    ]);
  });

  it('goes back to the job after an equal-opportunity line in the middle of it', () => {
    const text = [
      'Harbour Crane Technician',
      'You will service our quay cranes.',
      'Quayside Ltd is an equal opportunity employer.',
      'We consider all qualified applicants regardless of age or gender.',
      'Experience with slew bearings and hydraulic winches.',
    ].join('\n');
    const kinds = segmentJobDescription(text).segments.map((s) => s.kind);
    expect(kinds.slice(-3)).toEqual(['legal', 'legal', 'intro']);
    expect(all(text)).toEqual(expect.arrayContaining(['slew bearings', 'hydraulic winches']));
  });

  it('reads only the value of an inline pay label, not the lines after it', () => {
    const text = ['Ferry Deck Officer', 'Salary: 41,000 to 46,000 a year', 'Knowledge of ballast systems and anchor winches.'].join('\n');
    expect(all(text)).toEqual(expect.arrayContaining(['ballast systems', 'anchor winches']));
  });

  it('keeps a requirement about software applications, drops the application process', () => {
    expect(all('Cloud Operator\nExperience with managing applications on platforms such as Nimbuscale.')).toContain('Nimbuscale');
    expect(all('Cloud Operator\nApplications must include a CV and references from Nimbuscale.')).not.toContain('Nimbuscale');
  });
});

describe('names read from a requirement', () => {
  it('reads two acronyms in a row as two names', () => {
    expect(names('Experience with routing protocols: BGP OSPF and RIP')).toEqual(expect.arrayContaining(['BGP', 'OSPF', 'RIP']));
    expect(names('Certified to ISO 9001')).toContain('ISO 9001');
  });

  it('does not read an acronym out of a hyphenated word already read', () => {
    expect(names('Proficiency with CSS-in-JS patterns')).toEqual(['CSS-in-JS patterns']);
  });

  it('never ends a phrase inside a word cut by the reading window', () => {
    const long = `Knowledge of ${'harbour '.repeat(19)}parental`;
    for (const n of names(long)) expect(long).toMatch(new RegExp(`${n}(?:\\s|$)`));
  });
});

describe('subjects a duty or requirement names', () => {
  it('reads what follows "specialist in", "responsible for", "the use of" and "working with"', () => {
    expect(names('You are a specialist in orchard pruning and graft care')).toEqual(['orchard pruning', 'graft care']);
    expect(names('Responsible for kiln documentation within projects')).toEqual(['kiln documentation']);
    expect(names('The projects involve the use of resin casting')).toEqual(['resin casting']);
    expect(names('You enjoy working with loom controllers')).toEqual(['loom controllers']);
  });

  it('reads no requirement from a "Job benefits" list or from headings in capitals', () => {
    const text = ['Kiln Operator', 'WHAT YOU WILL DO', 'Run the PLC of our kilns.', 'Job benefits:', 'Pension and Insurance Plans'].join('\n');
    expect(all(text)).toEqual(['PLC']);
  });
});

describe('lists whose commas were lost, and lists in brackets', () => {
  it('keeps the unknown names of a run of names around skills the database knows', () => {
    expect(all('Mobile Developer\nRequirements\nYou should be familiar with Swift Quillkit Objective-C.')).toEqual(
      expect.arrayContaining(['Swift', 'Quillkit', 'Objective-C']),
    );
    // An ordinary word makes the phrase one thing: nothing is cut out of it.
    expect(all('Backend Developer\nRequirements\nKnowledge of Redis caching patterns.')).not.toContain('caching patterns');
  });

  it('reads the items of a bracket, not a lone name, a number or an address', () => {
    expect(names('Good command of web frameworks (Fennec or Quilljs)')).toEqual(expect.arrayContaining(['Fennec', 'Quilljs']));
    expect(names('Familiar with build servers (Buildkite Bamboo)')).toContain('Buildkite Bamboo');
    expect(names('You join the yard (Northwind) in May')).toEqual([]);
    expect(names('Send questions (jobs@example.com) or call (3 to 5 pm)')).toEqual([]);
  });
});

describe('short list items and degrees', () => {
  it('reads the thing a short requirement item names at its start, not a sentence or a trait', () => {
    const a = analyzeJobDescription(
      ['Kiln Engineer', 'Requirements', '- Refractory lining design and kiln audits', '- You have a can-do attitude', '- Go-getter attitude'].join(
        '\n',
      ),
    );
    expect(a.required_skills).toEqual(expect.arrayContaining(['Refractory lining design', 'kiln audits']));
    expect(a.required_skills.join(' ')).not.toMatch(/attitude|You have/);
  });

  it('reads the field of a degree written in more ways', () => {
    expect(names('You hold a Master of Science degree in Soil Physics')).toEqual(['Master of Science degree', 'Soil Physics']);
    expect(names("A Bachelor's degree or higher in marine ecology")).toEqual(["Bachelor's degree", 'marine ecology']);
    expect(names('MS or BS in Geodesy')).toEqual(['MS or BS', 'Geodesy']);
    expect(names('Skilled in MS Office')).not.toContain('MS');
  });
});

describe('perks and the hiring process are never requirements', () => {
  it('keeps perks listed in Title Case under a benefits heading out', () => {
    const text = ['Kiln Operator', 'Requirements', '- Knowledge of kiln burners', 'Job benefits:', 'Paid Time Off', 'Health Insurance Plans'].join(
      '\n',
    );
    expect(all(text)).toEqual(['kiln burners']);
  });

  it('cuts a run-on paragraph where its perks begin', () => {
    const a = analyzeJobDescription(
      'Kiln Operator\nKnowledge of kiln burners and Modbus Job benefits: Gym membership Yoga classes and Canteen vouchers',
    );
    expect(a.required_skills).toEqual(expect.arrayContaining(['kiln burners', 'Modbus']));
    expect(a.required_skills.join(' ')).not.toMatch(/Gym|Yoga|vouchers/);
  });

  it('drops names of the application process wherever they were read', () => {
    const a = analyzeJobDescription(
      'Lab Assistant\nThe file must include: a motivation (cover letter) and your CV. Experience with pipetting robots (Tecan).',
    );
    expect(all('Lab Assistant\nThe file must include: a motivation (cover letter)')).not.toContain('cover letter');
    expect(a.required_skills).toContain('pipetting robots');
  });
});

describe('a thing named with an -ing word', () => {
  it('keeps a short whole item, not a duty cut short', () => {
    expect(names('Experience with pipetting robots')).toEqual(['pipetting robots']);
    expect(names('Experience taking models to production')).toEqual([]);
  });
});

describe('a long run of names', () => {
  it('is split where the skills database knows names in it, and dropped where it knows none', () => {
    const a = analyzeJobDescription('Android Developer\nRequirements\nExperience with Kotlin Quillkit Gradle Fennec Docker Loomly Jenkins Parsnip');
    expect(a.required_skills).toEqual(expect.arrayContaining(['Kotlin', 'Quillkit', 'Gradle', 'Fennec', 'Docker', 'Loomly', 'Jenkins', 'Parsnip']));
    expect(names('Experience with Quillkit Fennec Loomly Parsnip Tarragon Brisket Cobbler')).toEqual([
      'Quillkit Fennec Loomly Parsnip Tarragon Brisket Cobbler',
    ]);
    expect(analyzeJobDescription('Cook\nExperience with Quillkit Fennec Loomly Parsnip Tarragon Brisket Cobbler').required_skills).toEqual([]);
  });
});

describe('subjects of academic and project postings', () => {
  it('reads the field of a post, a teaching subject, a method used and the stages of a project', () => {
    expect(names('Clinical Professor of Paediatric Dentistry')).toEqual(['Paediatric Dentistry']);
    expect(names('A postdoc position is available in peat hydrology')).toContain('peat hydrology');
    expect(names('Teaching in maritime law is part of the post')).toEqual(['maritime law']);
    expect(names('Models are built using kriging and variograms')).toEqual(['kriging', 'variograms']);
    expect(names('You follow projects from tender design to commissioning')).toEqual(['tender design', 'commissioning']);
    expect(names('Experience within the brewing industry')).toEqual(['brewing industry']);
  });

  it('reads no thing from "from time to time" or "within a week"', () => {
    expect(names('You travel from time to time and reply within a week')).toEqual([]);
  });
});

describe('a heading that asks why the candidate fits', () => {
  it('reads "Why we would choose you" as requirements, "Why Northwind" as the company', () => {
    const text = ['Harbour Pilot', 'Why we would choose you?', 'You speak and write Dutch fluently', 'Knowledge of tide tables'].join('\n');
    expect(all(text)).toEqual(expect.arrayContaining(['Dutch', 'tide tables']));
    expect(all(['Harbour Pilot', 'Why Northwind?', 'Knowledge of tide tables is our strength'].join('\n'))).toEqual([]);
  });
});

describe('the title named inside a sentence', () => {
  it.each([
    ['Ten colleagues look forward to you in the role of kiln engineer at Northwind.', 'Kiln Engineer'],
    ['We support you in your role as harbour planner.', 'Harbour Planner'],
    ['As one of our pricing analysts you will set tariffs.', 'Pricing Analyst'],
  ])('reads the title from %j', (text, role) => {
    expect(analyzeJobDescription(text).role).toBe(role);
  });
});

describe('years written with "or more"', () => {
  it('reads the level from "Minimum 3 or more years"', () => {
    expect(analyzeJobDescription('Kiln Engineer\nMinimum 3 or more years of experience as a kiln engineer.').experience_level).toBe('mid');
    expect(analyzeJobDescription('Kiln Engineer\n8 or more years of experience with rotary kilns.').experience_level).toBe('senior');
  });
});

describe('phrases of run-on text', () => {
  it('ends a phrase where the next sentence starts and drops words that say nothing', () => {
    expect(names('Experience with hull repairs The work is varied')).toEqual(['hull repairs']);
    expect(names('Knowledge of sail lofts Bonus points for rigging')).toEqual(['sail lofts']);
    expect(names('Understanding of how the harbour works')).toEqual([]);
    expect(names('Experience with various aspects')).toEqual([]);
  });
});

describe('more knowledge cues', () => {
  it('reads after "a feel for", "knowledgeable about" and "insight into"', () => {
    expect(names('You have a good feel for glazes and kiln atmospheres')).toEqual(['glazes', 'kiln atmospheres']);
    expect(names('Knowledgeable about tide tables')).toEqual(['tide tables']);
    expect(names('Insight into grain logistics')).toEqual(['grain logistics']);
  });
});

describe('the level of the person sought', () => {
  it('reads it from "looking for a senior …" and "seeking a junior …"', () => {
    expect(analyzeJobDescription('Kiln Team\nWe are looking for a senior kiln engineer to lead refits.').experience_level).toBe('senior');
    expect(analyzeJobDescription('Kiln Team\nWe are seeking a junior kiln technician.').experience_level).toBe('entry');
    expect(analyzeJobDescription('Kiln Team\nYou will report to a senior kiln engineer.').experience_level).toBeNull();
  });
});

describe('more titles named inside sentences', () => {
  it.each([
    ['About us\nWe build ferries.\nAs a Harbour Crane Technician you will service cranes.', 'Harbour Crane Technician'],
    ['Our mission\nWe grow apples.\nYou are a skilled orchard manager with a love of trees.', 'Orchard Manager'],
    [
      'Do you love boats?\nWe sail every day of the year.\nOur crew is twelve people.\nJoin Northwind Ferries as our new deck officer.',
      'Deck Officer',
    ],
  ])('reads the title from %j', (text, role) => {
    expect(analyzeJobDescription(text).role).toBe(role);
  });

  it('does not take a trait for a title', () => {
    expect(analyzeJobDescription('Our mission\nWe grow apples.\nYou are a team player.').role).toBeNull();
  });
});

describe('titles after "work as", "vacancy for" and "opportunity for"', () => {
  const opening = 'Do you love boats?\nWe sail every day.\nOur crew is twelve.\n';
  it.each([
    ['Would you like to work as a deck officer?', 'Deck Officer'],
    ['There is a vacancy for a ship cook in our galley.', 'Ship Cook'],
    ['This is an opportunity for a marine electrician to grow.', 'Marine Electrician'],
  ])('reads the title from %j', (sentence, role) => {
    expect(analyzeJobDescription(opening + sentence).role).toBe(role);
  });
});

describe('the thing named before "experience", "knowledge" or "skills"', () => {
  it('reads it, not a verb, a rank or a job board field', () => {
    expect(names('You have solid ballast water knowledge')).toEqual(['ballast water']);
    expect(names('3+ years of kiln maintenance experience')).toEqual(['kiln maintenance']);
    expect(names('You have experience')).toEqual([]);
    expect(names('Job type: Contract Experience level: Junior')).toEqual([]);
    expect(names('Great user experience matters')).toEqual([]);
    expect(names('Excellent written and verbal communication skills')).toEqual(['verbal communication']);
  });
});

describe('the employer is not a requirement', () => {
  it('drops a name written again and again that the skills database does not know, and "the organisation"', () => {
    const text = [
      'Kiln Engineer',
      'Northwind builds kilns. Northwind is growing.',
      'Requirements',
      '- Research will be done within Northwind',
      '- Experience with glaze chemistry across the organisation',
      '- Python scripting within Python notebooks and Python tools',
    ].join('\n');
    const found = all(text);
    expect(found).not.toContain('Northwind');
    expect(found).not.toContain('organisation');
    expect(found).not.toContain('Organization');
    expect(found).toEqual(expect.arrayContaining(['glaze chemistry', 'Python']));
  });
});

describe('perks written inside requirement text', () => {
  it('drops medical insurance and a run-in perks heading, keeps the insurance trade', () => {
    expect(all('Claims Handler\nRequirements\n- Knowledge of marine insurance\n- We give you medical insurance')).toEqual(['Insurance']);
    expect(all('Claims Handler\nRequirements\n- You know MQTT Benefits include a gym')).not.toContain('MQTT Benefits');
  });
});

describe('titles in invitations to join', () => {
  const opening = 'Do you love boats?\nWe sail every day.\nOur crew is twelve.\n';
  it.each([
    ['Would you like to join our deck team as a second officer?', 'Second Officer'],
    ['We need you as our new ship planner.', 'Ship Planner'],
    ['Apply for the position of marine electrician today.', 'Marine Electrician'],
    ['This Deck Officer position is based in Hull.', 'Deck Officer'],
    ['Deck Officer (m/f/d) wanted for our ferry', 'Deck Officer'],
    ['Do you want to be our new ship cook?', 'Ship Cook'],
    ["You will be the crew's new deck officer, keeping the watch.", 'Deck Officer'],
    ['An opportunity has arisen within our engine team for a Second Engineer.', 'Second Engineer'],
    ['The fleet is growing! We need two more deck officers.', 'Deck Officer'],
  ])('reads the title from %j', (sentence, role) => {
    expect(analyzeJobDescription(opening + sentence).role).toBe(role);
  });

  it('does not read the title of the person the job reports to', () => {
    expect(analyzeJobDescription('Location: Hull\nReports to: Fleet Manager\nWe sail every day.').role).toBeNull();
  });

  it('does not read a title from a trait', () => {
    expect(analyzeJobDescription(`${opening}You will be a valuable partner to the captain.`).role).toBeNull();
  });
});

describe('what a posting header and a product name are not', () => {
  it("takes neither the trade in the employer's name nor its legal form for a requirement", () => {
    const text = ['Warehouse Planner', 'Pebble Logistics A/S, Vejle', '', 'Requirements', '- Strong Excel skills'].join('\n');
    expect(all(text)).toEqual(['Excel']);
  });

  it('reads "Fluent in Danish" as the languages, not "Fluent"', () => {
    expect(all(['Requirements', '- Fluent in Danish and English', '- Familiar with beam-forming'].join('\n'))).toEqual([
      'Danish',
      'English',
      'beam-forming',
    ]);
  });

  it('reads "Good command of English" and "Basic training in first aid" as what follows the cue, not "command" or "training"', () => {
    expect(
      all(['Requirements', '- Good command of English', '- Basic training in first aid', '- Excellent grasp of food safety law'].join('\n')),
    ).toEqual(['English', 'first aid', 'food safety law']);
  });

  it('takes "Fluent knowledge of …" for the language, and a rotation or shift pattern for no requirement', () => {
    expect(all(['Requirements', '- Fluent knowledge of Swedish', '- Rotation 4 weeks on / 4 weeks off'].join('\n'))).toEqual(['Swedish']);
  });

  it('reads "would be beneficial", "is an asset" and "is a merit" as nice to have', () => {
    const analysis = analyzeJobDescription(
      [
        'Requirements',
        '- Experience with mooring operations',
        '- Sea survival training would be beneficial',
        '- A crane certificate is an asset',
        '- Welding certificate is a merit',
      ].join('\n'),
    );
    expect(analysis.required_skills).toEqual(['mooring operations']);
    expect(analysis.preferred_skills).toEqual(['Sea survival training', 'crane certificate', 'Welding certificate']);
  });

  it('keeps acronyms joined by a hyphen as one method, and a method whose name holds "of" whole', () => {
    expect(names('Characterise protein fractions with SDS-PAGE and LC-MS')).toEqual(expect.arrayContaining(['SDS-PAGE', 'LC-MS']));
    expect(names('Knowledge of statistical design of experiments and bill of materials')).toEqual([
      'statistical design of experiments',
      'bill of materials',
    ]);
  });

  it('reads no "have 3+ years" from a degree sentence that goes on to the experience', () => {
    expect(names('You hold an MSc in acoustics or similar and have 3+ years of experience with transducer design')).not.toContain('have 3+ years');
  });

  it('reads "is a strong advantage" as nice to have', () => {
    const analysis = analyzeJobDescription(
      ['Requirements', '- Experience with transducer design', '- Beam-forming is a strong advantage'].join('\n'),
    );
    expect(analysis.required_skills).toEqual(['transducer design']);
    expect(analysis.preferred_skills).toEqual(['Beam-forming']);
  });

  it('reads no degree from "master data" or "Scrum Master", but one from "at master level"', () => {
    expect(names('Knowledge of master data in the WMS')).not.toContain('master');
    expect(all(['Requirements', '- You have worked as a Scrum Master for two teams'].join('\n'))).not.toContain('Master');
    expect(all(['Requirements', '- A background in accounting at master level'].join('\n'))).toContain('master');
  });

  it('reads what "2+ years in …" names, and no "Education" from "Education as process operator"', () => {
    expect(names('2+ years in freight forwarding or supply chain')).toEqual(['freight forwarding', 'supply chain']);
    expect(all(['Requirements', '- Education as process operator or similar', '- Knowledge of GMP'].join('\n'))).toEqual(['GMP']);
  });

  it('names a credential whole: "Certified Scrum Master", not "Certified" and "Master" beside Scrum', () => {
    expect(all(['Requirements', '- Certified Scrum Master', '- Certified Kubernetes Administrator (CKA)'].join('\n'))).toEqual([
      'Certified Scrum Master',
      'Scrum',
      'Certified Kubernetes Administrator',
      'Kubernetes',
      'CKA',
    ]);
  });

  it('reads "another statically typed language" without "another"', () => {
    expect(names('Strong knowledge of Go or another statically typed language')).toContain('statically typed language');
  });

  it('takes "BI" of "Power BI" for part of the name; "B2B" of "B2B SaaS" stays a skill of its own', () => {
    expect(all(['Requirements', '- Power BI is a plus'].join('\n'))).toEqual(['Power BI']);
    expect(all(['Requirements', '- Experience selling B2B SaaS'].join('\n'))).toEqual(expect.arrayContaining(['B2B', 'SaaS']));
  });

  it('reads the field of a job held before, not the job: "a fraud detection role", "a similar planning role"', () => {
    expect(names('Experience from a fraud detection role')).toEqual(['fraud detection']);
    expect(names('Background in a related planning role')).toEqual(['planning']);
    expect(names('Experience from a perfect role')).toEqual([]);
  });
});
