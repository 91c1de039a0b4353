import { defaultSkillMatcher } from '../skills';
import { analyzeJobDescription } from './analyze';
import { statedRequirements } from './stated-requirements';

const names = (text: string): string[] => statedRequirements({ text, start: 0, end: text.length }).map((r) => r.name);

describe('statedRequirements', () => {
  it('reads what follows a knowledge cue, list items apart', () => {
    expect(names('You have hands-on experience with high-speed separators and decanters.')).toEqual(['high-speed separators', 'decanters']);
    expect(names('A solid foundation in soil mechanics and a grounding in hydrology.')).toEqual(['soil mechanics', 'hydrology']);
    expect(names('You have experience building data pipelines.')).toEqual(['data pipelines']);
    expect(names('Experience in designing kiln control systems.')).toEqual(['kiln control systems']);
    expect(names('Experience in testing frameworks and working with Kafka.')).toEqual(['testing frameworks', 'Kafka']);
    expect(names('Proven experience leading the night teams.')).toEqual([]);
    expect(names('Solid knowledge of beam-forming, acoustic design and/or transducer testing is required')).toEqual([
      'beam-forming',
      'acoustic design',
      'transducer testing',
    ]);
  });

  it("reads a paper the person holds, and what years were spent with; not a meeting held or a post's term", () => {
    expect(names('You must hold a driving licence.')).toEqual(['driving licence']);
    expect(names('Applicants possess a valid forklift certificate and a C licence')).toEqual(['forklift certificate', 'C licence']);
    expect(names('You will hold a meeting with the licence holders')).toEqual([]);
    expect(names('3+ years with industrial gas kilns')).toEqual(['industrial gas kilns']);
    expect(names('A fixed-term post of 2 to 3 years with lab duties.')).toEqual([]);
  });

  it('stops at the verb or relative word that ends the thing to know', () => {
    expect(names('Experience in protein purification that can be applied to new assays')).toEqual(['protein purification']);
  });

  it('reads the subject of a research post', () => {
    expect(names('A postdoc position in coastal hydrology is open')).toEqual(['coastal hydrology']);
    expect(names('The project focuses on soil microbiomes and nitrogen cycling')).toEqual(['soil microbiomes', 'nitrogen cycling']);
  });

  it('reads the examples a requirement gives of itself, and experience "working with"', () => {
    expect(names('Comfortable with queue brokers such as Pulsarine, Brokerly and RabbitMQ')).toEqual([
      'queue brokers',
      'Pulsarine',
      'Brokerly',
      'RabbitMQ',
    ]);
    expect(names('You know image libraries like Glimmer and Pixelot')).toEqual(['Glimmer', 'Pixelot']);
    expect(names('Experience working with label printers and pallet wrappers')).toEqual(['label printers', 'pallet wrappers']);
    expect(names('Would you like to join us')).toEqual([]);
  });

  it('names no requirement by a word that only says one takes part in it', () => {
    const required = analyzeJobDescription(
      'Kiln Technician\nRequirements:\n- Participation in gearbox teardown reviews\n- Exposure to kiln firing schedules\n- Involvement in glaze trials',
    ).required_skills;
    for (const word of ['Participation', 'Exposure', 'Involvement']) expect(required).not.toContain(word);
  });

  it('names no requirement by the verb that opens a duty, only by what it is done to', () => {
    const required = analyzeJobDescription(
      'Kiln Technician\nRequirements:\n- Participate in the glaze trial rota\n- Select and implement a kiln scheduler\n- Oversee and maintain the slip pumps',
    ).required_skills;
    for (const word of ['Participate', 'Select', 'implement', 'Oversee', 'maintain']) expect(required).not.toContain(word);
  });

  it('keeps a full stop inside a name', () => {
    expect(names('Experience with Vue.js is needed.')).toEqual(['Vue.js']);
  });

  it('reads degrees with their field as written', () => {
    expect(names("A Master's degree in Food Science or Dairy Technology")).toEqual(["Master's degree", 'Food Science', 'Dairy Technology']);
    // Danish master's degrees are written "cand." and the field's abbreviation.
    expect(names('You hold a cand.scient. or cand.polyt. degree.')).toEqual(['cand.scient', 'cand.polyt']);
    // A list that lost its commas on the way into the posting still names its fields apart.
    expect(names('A Bachelor degree in chemistry statistics or mechanical engineering or related field')).toEqual([
      'Bachelor degree',
      'chemistry',
      'statistics',
      'mechanical engineering',
    ]);
    expect(names('PhD in marine biology')).toEqual(['PhD', 'marine biology']);
  });

  it('takes spoken languages only where the sentence is about language ability', () => {
    expect(names('You speak and write fluent English and German.')).toEqual(['English', 'German']);
    expect(names('Our German office opened in 2019.')).toEqual([]);
    expect(names('We offer a free German course to every new colleague.')).toEqual([]);
  });

  it('reads acronyms and names with inner capitals, not shouting or pronouns', () => {
    expect(names('Familiarity with GMP and SoundCheck; CI/CD pipelines')).toEqual(['GMP', 'SoundCheck', 'CI/CD']);
    expect(names('I think YOU would be GREAT here')).toEqual([]);
  });

  it('drops words that only say a requirement exists', () => {
    expect(names('Strong expertise in the field')).toEqual([]);
  });

  it('takes no people, bare adjective, figure of speech or span in words for a requirement', () => {
    expect(names('In hack weeks you work with new colleagues and break out of your routine.')).toEqual([]);
    expect(names('You own features from cradle to grave and from start to finish.')).toEqual([]);
    expect(names('Experience with improving an existing tool.')).toEqual([]);
    expect(names('Skills in ensuring, designing and maintaining.')).toEqual([]);
    expect(names('Knowledge of customers and of their challenges.')).toEqual([]);
    expect(names('Experience with a wide range of kilns, therefore ready for change.')).toEqual([]);
    expect(names('You have a feel for glazes and implement strict kiln checks.')).toEqual(['glazes', 'strict kiln checks']);
    expect(names('A job working with us means sunny offices.')).toEqual([]);
    expect(names('Experience with Rust 3+ years')).toEqual(['Rust']);
    expect(names('Experience in a rapidly expanding company and in the next 3 years')).toEqual([]);
    expect(names('Experience from a finance company')).toEqual(['finance']);
    expect(names('You work with a large number of vendors in a specific area')).toEqual([]);
    expect(names('Experience in pre- and post-dive checks')).toEqual(['pre- and post-dive checks']);
    expect(names('Knowledge of ceramics organic-')).toEqual(['ceramics']);
    expect(names('* Experience with - Strong knowledge of * kiln controls and/or')).toEqual(['kiln controls']);
    expect(names('Experience in coaching people and working with Kafka.')).toEqual(['coaching people', 'Kafka']);
  });

  it('ends an item where a capitalised word after one in lower case starts the next sentence', () => {
    expect(names('Experience with kiln maintenance Travel is part of the job')).toEqual(['kiln maintenance']);
    expect(names('Knowledge of spoken English is needed')).toContain('spoken English');
    expect(names('Experience in delivery Helping others')).toEqual([]);
  });

  it('ends an item at a bullet or a spaced dash before a capital, where a list lost its line breaks', () => {
    expect(names('Knowledge of cleanroom rules • Experience with kiln controls')).toEqual(['cleanroom rules', 'kiln controls']);
    expect(names('Knowledge of batch records - Participating in audits')).toEqual(['batch records', 'audits']);
    expect(names('Knowledge of Quillon Forms 4 or up * Experience with batch scheduling')).toEqual(['Quillon Forms 4', 'batch scheduling']);
  });
});

describe('analyzeJobDescription with requirements the database does not know', () => {
  const posting = [
    'Process Engineer, Dairy Separation',
    'Northfield Creamery',
    '',
    'About us',
    'We are a leading cooperative founded in 1921 with partnerships across the region.',
    '',
    'Requirements',
    '- Experience with high-speed separators and decanters',
    '- Knowledge of GMP and LEAN',
    '- Fluent in English; Danish is a plus',
    '',
    'Nice to have',
    '- Familiarity with membrane filtration',
    '',
    'How to apply',
    'Send your application to the hiring manager before the deadline.',
  ].join('\n');
  const a = analyzeJobDescription(posting);

  it('keeps each stated requirement in the posting words, must and nice apart', () => {
    // LEAN is in the skills database, so it takes the database's name.
    expect(a.required_skills).toEqual(expect.arrayContaining(['high-speed separators', 'decanters', 'GMP', 'Lean', 'English']));
    expect(a.preferred_skills).toEqual(expect.arrayContaining(['Danish', 'membrane filtration']));
    expect(a.required_skills).not.toContain('Danish');
  });

  it('takes nothing from the company blurb or the application process', () => {
    const all = [...a.required_skills, ...a.preferred_skills].map((s) => s.toLowerCase());
    expect(all).not.toContain('hiring');
    expect(all).not.toContain('partnership management');
    expect(all.some((s) => s.includes('partnership'))).toBe(false);
  });

  it('grounds every requirement in the posting sentence it comes from', () => {
    expect(a.requirement_sources.find((r) => r.name === 'decanters')).toEqual({
      name: 'decanters',
      sentence: 'Experience with high-speed separators and decanters',
      importance: 'required',
    });
    expect(a.requirement_sources.find((r) => r.name === 'membrane filtration')?.importance).toBe('preferred');
    expect(a.requirement_sources.map((r) => r.name).sort()).toEqual([...a.required_skills, ...a.preferred_skills].sort());
    for (const r of a.requirement_sources) expect(posting.replace(/\s+/g, ' ')).toContain(r.sentence);
  });

  it('reads the title from the first line', () => {
    expect(a.role).toBe('Process Engineer');
  });
});

describe('role and level stated in sentences', () => {
  it('finds titles written inside sentences', () => {
    expect(
      analyzeJobDescription(
        'The Lakeside Institute invites applications for a position as Assistant Professor in soil chemistry.\nThe post starts in May.',
      ).role,
    ).toBe('Assistant Professor');
    expect(
      analyzeJobDescription('Summer season 2024\nA 3-year PhD scholarship is available in the coastal ecology group.\nYou hold a master degree.')
        .role,
    ).toBe('PhD scholarship');
    expect(analyzeJobDescription('Platform Services - Site Reliability Engineer Kubernetes (Remote)\nWe run the platform.').role).toBe(
      'Site Reliability Engineer',
    );
  });

  it('reads the level from a job board field, academic ranks and years in words', () => {
    expect(analyzeJobDescription('Mobile Developer\nExperience level:\nSenior\nRole: Mobile Developer').experience_level).toBe('senior');
    expect(analyzeJobDescription('Data Steward\nYou have several years of experience with data governance.').experience_level).toBe('mid');
    expect(analyzeJobDescription('Postdoctoral Researcher in Hydrology\nYou hold a PhD.').experience_level).toBe('mid');
  });
});

describe('lists without bullets or headings', () => {
  it('reads unbulleted items under a lead-in line and a job board tag line', () => {
    const a = analyzeJobDescription(
      [
        'Frontend Developer',
        'Technologies',
        'reactjs amazon-web-services tdd',
        '',
        'About the role',
        'You will build our customer portal.',
        'The skills you need are',
        'At least four years of TypeScript',
        'Angular & RxJS',
        'Code review',
        'Extra points for experience in',
        'Gatsby Cloud',
      ].join('\n'),
    );
    // A tag is returned as the posting spells it; the skills database reads it as the same skill.
    expect(a.required_skills).toEqual(expect.arrayContaining(['reactjs', 'amazon-web-services', 'TypeScript', 'Angular', 'RxJS']));
    expect(defaultSkillMatcher().canonical('amazon-web-services')?.name).toBe('AWS');
    expect(a.preferred_skills).toEqual(['Gatsby']);
  });
});

describe('a run of names whose punctuation was lost', () => {
  it('ends a name before the capitalised qualifier that opens the next requirement', () => {
    const a = analyzeJobDescription('Platform Engineer\nRequirements\nAt least 5 years in Systems Administration Minimum 2 years with Go');
    expect(a.required_skills).toEqual(['Systems Administration', 'Go']);
    expect(names('Solid knowledge of HTTP Comfortable with glaze chemistry')).toEqual(['HTTP', 'glaze chemistry']);
  });
});

describe('people named in a posting', () => {
  it('takes a name after a title of address for a person, not a requirement', () => {
    const a = analyzeJobDescription(
      [
        'PhD Fellow in Soil Chemistry',
        'Requirements',
        '- A master’s degree in chemistry',
        'Assessment',
        'Applications are assessed by Prof.',
        'Dana Kelburn and Dr.',
        'Robin Tarrow.',
      ].join('\n'),
    );
    expect([...a.required_skills, ...a.preferred_skills].join(' ; ')).not.toMatch(/Kelburn|Tarrow/);
  });
});

describe('terms of employment', () => {
  it('takes no shift day, allowance, overtime, agreement or start date for a requirement', () => {
    const a = analyzeJobDescription(
      [
        'Kiln Operator',
        'Requirements',
        '- Experience with kiln controls',
        '- Work on Sundays and overtime when needed',
        '- Salary under the collective agreement, with a shift allowance',
        '- Expected start date: 1 March',
      ].join('\n'),
    );
    expect(a.required_skills).toEqual(['kiln controls']);
  });
});

describe('an employer slogan', () => {
  it('takes no hashtag or perks heading for a requirement', () => {
    const a = analyzeJobDescription('Kiln Operator\nRequirements\n- Experience with kiln controls\nWhy us? Ask anyone about #LifeAtQuillon');
    expect(a.required_skills).toEqual(['kiln controls']);
    const perks = analyzeJobDescription(
      'Kiln Operator\nRequirements\n- Experience with kiln controls\nThe Perks: there is a reason people keep talking about us.',
    );
    expect(perks.required_skills).toEqual(['kiln controls']);
  });
});

describe('a startup posting', () => {
  const a = analyzeJobDescription(
    [
      'Senior Backend Engineer (Go) – Remote (EU)',
      'Quillon is building the invoicing layer for marketplaces. We are a team of 40 people.',
      'You have',
      '- 5+ years building backend systems, 2+ in Go',
      '- Experience with PostgreSQL and Kafka',
      'Bonus points',
      '- Invoicing background',
      "- You've contributed to open source",
    ].join('\n'),
  );
  it('takes nothing from the sentence about what the company is building, nor the region in the title', () => {
    expect(a.required_skills).not.toContain('Marketplaces');
    expect(a.required_skills).not.toContain('EU');
    expect(a.required_skills).toEqual(expect.arrayContaining(['Go', 'PostgreSQL', 'Kafka']));
  });
  it('reads no contraction as a requirement', () => {
    expect(a.preferred_skills.join(' ; ')).not.toMatch(/You've/);
  });
});
