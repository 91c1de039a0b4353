import { analyzeJobDescription } from './analyze';
import { cleanRole } from './role';
import { requiredYears, vagueYears } from './experience';

const role = (text: string): string | null => analyzeJobDescription(text).role;
const level = (text: string): string | null => analyzeJobDescription(text).experience_level;

describe('title labels', () => {
  it('reads labels that carry a posting number or other wording', () => {
    expect(role('Vacancy no. 5812: Ward Nurse\nOur ward cares for forty patients.')).toBe('Ward Nurse');
    expect(role('Job Opening: Hairdresser\nThe salon opens at eight.')).toBe('Hairdresser');
    expect(role('Position available: Soil Technician\nThe lab tests clay samples.')).toBe('Soil Technician');
    expect(role('Title of the position: Lathe Machinist\nThe shop runs two shifts.')).toBe('Lathe Machinist');
    expect(role('Wanted: Van Courier\nYou drive a small van.')).toBe('Van Courier');
  });

  it('does not take the posting number for part of the title', () => {
    expect(role('Ref. 9034 – Quarry Geologist\nThe quarry lies north of the river.')).toBe('Quarry Geologist');
    expect(role('Tram Driver (Ref: 9034)\nThe depot lies north of the river.')).toBe('Tram Driver');
  });
});

describe('titles in a header block', () => {
  it('finds a title alone on a line below the company, place, date and contract type', () => {
    const text = ['Bluefin Roasters', 'Tromsø, Norway', 'Posted 4 days ago', 'Full-time', 'Barista', 'We roast our own beans every morning.'].join(
      '\n',
    );
    expect(role(text)).toBe('Barista');
  });

  it('stops at the first sentence of prose', () => {
    const text = ['Bluefin Roasters', 'Tromsø, Norway', 'Posted 4 days ago', 'We roast our own beans every morning.', 'Barista'].join('\n');
    expect(role(text)).toBeNull();
  });

  it('reads a title before a tagline sentence', () => {
    expect(role('Senior Kiln Engineer - Help us fire better bricks.\nBrickworks Ltd')).toBe('Senior Kiln Engineer');
  });

  it('keeps a title that starts with a word capitalised inside', () => {
    expect(role('iOS Developer (f/m/d) Pebble Apps\nWe build apps.')).toBe('iOS Developer');
    expect(cleanRole('eCommerce Manager')).toBe('eCommerce Manager');
  });

  it("keeps a rank's ordinal before a ship's title", () => {
    expect(role('Kelburn Shipping is hiring!\nPosition: 2nd Engineer (two-stroke engines)\nLocation: onboard')).toBe('2nd Engineer');
    expect(cleanRole('experienced 3rd Officer')).toBe('3rd Officer');
  });

  it('takes no job board category for a title', () => {
    expect(role('Pebble Apps | Professional | Full-Time\nWe build apps for ferries.')).toBeNull();
    expect(cleanRole('Expert')).toBeNull();
  });
});

describe('titles inside sentences', () => {
  it('reads the title after "seeks", "needs", "hires" and "available as"', () => {
    expect(role('Harbour Kitchen seeks a Head Chef for its new restaurant.')).toBe('Head Chef');
    expect(role('Oakline is growing and needs a new Carpenter for its workshop.')).toBe('Carpenter');
    expect(role('Oakline hires Kindergarten Teachers for the autumn.')).toBe('Kindergarten Teacher');
    expect(role('A post has become available as Regional Fleet Director in our northern office.')).toBe('Regional Fleet Director');
  });

  it('reads the title after "the role of" and "work as" without an article', () => {
    expect(role('Apply now for the role of Sales Associate in our garden centre.')).toBe('Sales Associate');
    expect(role('The successful applicant will work as Shift Supervisor in our bottling plant.')).toBe('Shift Supervisor');
  });

  it('reads occupations beyond office work', () => {
    expect(role('We are hiring a Barista to join our café.')).toBe('Barista');
    expect(role('Join us as a Dental Hygienist in our clinic.')).toBe('Dental Hygienist');
    expect(role('Summer job as a Lifeguard at the lake beach.')).toBe('Lifeguard');
    expect(role('Fernhill Legal is seeking a Solicitor to support its property team.')).toBe('Solicitor');
  });

  it('drops the contract type and describing words before the title', () => {
    expect(role('Full-Time Chauffeurs are wanted for a car service.')).toBe('Chauffeur');
    expect(role('We are looking for a reliable and independent translator to join us.')).toBe('Translator');
  });

  it('ends a title before a second verb and its object', () => {
    expect(role('Kelburn Haulage is growing fast.\nYou will join us as a depot supervisor and lead a crew of nine.')).toBe('Depot Supervisor');
    expect(role('Join Moorvale as a Sales and Marketing Manager for the Nordic countries.')).toBe('Sales and Marketing Manager');
  });

  it('drops an invitation to become the title, and the opportunity the title follows', () => {
    expect(role('Become a delivery driver at Pebble Bakery\nYou hold a driving licence.')).toBe('Delivery Driver');
    expect(role('We seek a motivated production technician for our dairy.\nYou know cleaning in place.')).toBe('Production Technician');
    expect(role('Opportunity as Project Manager in renewable energy\nBrightwater Power builds wind farms.')).toBe('Project Manager');
  });

  it('reads the title after "invites applications for the post of" and "need another", and a groom and a declarant', () => {
    expect(role('Tarrow Gazette is growing and invites applications for the post of night editor.')).toBe('Night Editor');
    expect(role('Kelburn Stud needs help: we are looking for a groom to care for our horses.')).toBe('Groom');
    expect(role('Kelburn Freight is busy. We need another customs declarant for the Aarhus office.')).toBe('Customs Declarant');
  });

  it('keeps the field an internship or a research post names with "in"', () => {
    expect(role('Internship in Corporate Communications (spring)\nQuillon is a think tank.')).toBe('Internship in Corporate Communications');
    expect(cleanRole('Postdoc in Soil Science at Kelburn University')).toBe('Postdoc in Soil Science');
  });

  it('ends a title before the faculty or department that follows it', () => {
    expect(cleanRole('Clinical Professor of Cardiology Faculty of Medicine')).toBe('Clinical Professor of Cardiology');
  });
});

describe('levels', () => {
  it('reads "some years" and "a few years" of experience as mid level', () => {
    expect(vagueYears('We expect some years of experience with pumps.')).toBe(3);
    expect(vagueYears('You have a few years of hands-on experience.')).toBe(3);
    expect(vagueYears('You have a couple of years of experience.')).toBe(2);
    expect(vagueYears('You bring many years of fleet management and logistics experience.')).toBe(8);
  });

  it('reads a number written in words and digits', () => {
    expect(requiredYears('Five (5) years of experience in welding.')).toBe(5);
  });

  it('does not take an age limit for years of experience', () => {
    expect(requiredYears('Applicants must be at least 21 years of age.')).toBeNull();
    expect(requiredYears('You are at least 18 years old and hold a licence.')).toBeNull();
  });

  it('ranks a staff engineer as senior, not a staff nurse', () => {
    expect(level('Staff Engineer, Storage\nWe build disks.')).toBe('senior');
    expect(level('Staff Nurse\nOur ward cares for forty patients.')).toBeNull();
  });
});

describe('more title labels and phrasings', () => {
  it('reads "Your role:" as a label only when a title follows it', () => {
    expect(role('Your role: Fleet Planner\nWe plan routes for lorries.')).toBe('Fleet Planner');
    expect(role('Your role: You will plan routes and lead the depot meetings.\nWe are a haulier.')).toBeNull();
  });

  it('reads the title after "the post of", "looking to add" and a late "as a"', () => {
    expect(role('Applications are invited for the post of Research Fellow in soil science.')).toBe('Research Fellow');
    expect(role('We are expanding and looking to add a Data Engineer to our team.')).toBe('Data Engineer');
    expect(role('Would you like to be part of our crew as a Deck Officer on the northern route?')).toBe('Deck Officer');
  });

  it('does not take the employer name for a title', () => {
    expect(role('Fjord Consultants Ltd\nSenior Bridge Engineer\nWe design bridges.')).toBe('Senior Bridge Engineer');
    expect(role('Fjord Partners\nOslo\nTax Advisor\nWe advise families on tax.')).toBe('Tax Advisor');
  });

  it('takes what a title label names as the title, though no known role noun is in it', () => {
    expect(role('Job: Deck Hand\nPay: £12 an hour\n\nHelp on the ferry.')).toBe('Deck Hand');
    expect(role('Position: Croupier (evenings)\n\nRun the tables.')).toBe('Croupier');
    // A label followed by the contract type, or by a sentence, names no title.
    expect(role('Position: Full-time\n\nWe bake bread.')).toBeNull();
    expect(role('Role: Permanent, 37.5 hours\n\nWe bake bread.')).toBeNull();
    expect(role('Hiring: we are busy this summer\n\nWe bake bread.')).toBeNull();
  });

  it('reads the subject of a job summary as the title', () => {
    expect(role('Purpose of the role\nThe Yard Foreman ensures every barge leaves on time.\n\nExperience\n- Cranes')).toBe('Yard Foreman');
    expect(role('Overview\nThe Kiln Supervisor oversees two shifts of firing.')).toBe('Kiln Supervisor');
    // A team or the company as the subject names no title.
    expect(role('About us\nThe Operations Team leads our move into Europe.\nRequirements\n- Excel')).toBeNull();
  });

  it('never takes clauses joined by a semicolon for a title', () => {
    expect(role('Summary\nThe Head of Finance oversees budgets; the Finance Assistant supports her.\n\nRequirements\n- Ledgers') ?? '').not.toContain(
      ';',
    );
  });

  it('reads "IT" in capitals at the start of a title as the trade, not a pronoun', () => {
    expect(role('IT Support Technician\n\nLocation: Ashby\n\nWe look after 200 laptops.')).toBe('IT Support Technician');
    expect(role('It is a great time to join us.\nWe make kilns.')).toBeNull();
  });

  it('takes a firm named after its trade for the employer when the title follows it', () => {
    expect(role('Saltmarsh Glaziers\nWindow Fitter - Workshop\nFull-time\n\nDuties\n- Fit frames')).toBe('Window Fitter');
    expect(role('Saltmarsh Glaziers\nShop Supervisor\n\nDuties\n- Open the shop')).toBe('Shop Supervisor');
    // A title in the plural over a line that names no title stays the title: the posting hires several.
    expect(role('Window Fitters\nSaltmarsh Ltd\n\nDuties\n- Fit frames')).toBe('Window Fitter');
  });
});

describe('several kinds hired at once, and unit heads', () => {
  it('names the first kind of a list of hires', () => {
    expect(role('Gridline is seeking cable engineers structural engineers and site surveyors for its new substations.')).toBe('Cable Engineer');
    expect(cleanRole('Sales Engineers')).toBe('Sales Engineer');
  });

  it('ranks a unit head as executive', () => {
    expect(level('We are looking for a Logistics Head who will run a team of forty.')).toBe('executive');
    expect(level('We are looking for a Head Chef for our bistro.')).toBeNull();
  });
});

describe('a role noun that ends in s', () => {
  it('is not read as a plural', () => {
    expect(role('Platform DevOps Engineer\nWe run clusters.')).toBe('Platform DevOps Engineer');
  });
});

describe('academic posts and colleagues sought', () => {
  it('reads fellowships and studentships as titles', () => {
    expect(role('The Department of Soil Science invites applications for a PhD fellowship in root ecology.')).toBe('PhD fellowship');
    expect(role('Postdoctoral fellowship in soil ecology\nThe department studies roots.')).toBe('Postdoctoral fellowship');
  });

  it('reads the title after "positions as" and "a new colleague … as"', () => {
    expect(role('Two positions as research assistants are available in the marine lab.')).toBe('Research Assistant');
    expect(role('We are looking for a new colleague to our team as Controller in the finance department.')).toBe('Controller');
  });
});

describe('job board breadcrumbs and colons', () => {
  it('takes the last part of a breadcrumb', () => {
    expect(role('Jobs › Engineering › Senior Kiln Engineer\nWe fire bricks.')).toBe('Senior Kiln Engineer');
    expect(role('Home / Jobs / Senior Kiln Engineer\nWe fire bricks.')).toBe('Senior Kiln Engineer');
  });

  it('keeps slashes inside a title line', () => {
    expect(role('Embedded Engineer (C / Rust / RTOS) Brickworks\nWe fire bricks.')).toBe('Embedded Engineer');
  });

  it('drops the employer before a colon, keeps a title before one', () => {
    expect(role('Brickworks: Senior Kiln Engineer\nWe fire bricks.')).toBe('Senior Kiln Engineer');
    expect(role('Kiln Engineer: Leeds Plant Brickworks\nWe fire bricks.')).toBe('Kiln Engineer');
    expect(role('Brickworks is hiring: Senior Kiln Engineer\nWe fire bricks.')).toBe('Senior Kiln Engineer');
  });

  it('reads "<title> wanted" after another sentence', () => {
    expect(role('Is this your next job? Kiln Engineer wanted in Leeds.')).toBe('Kiln Engineer');
  });
});

describe('a team grown with a hire, and the post one is appointed to', () => {
  it('reads the title after "expanding its team with"', () => {
    expect(role('Brickworks is expanding its kiln team with a Process Engineer for the Leeds plant.')).toBe('Process Engineer');
  });

  it('reads the title after "appointed as", "hired as" and "joining us as"', () => {
    expect(role('The successful applicant will be appointed as Lecturer in Glass Design.')).toBe('Lecturer');
    expect(role('You will be hired as Shift Planner on a two-year contract.')).toBe('Shift Planner');
    expect(role('You will be joining us as Quality Inspector on the night shift.')).toBe('Quality Inspector');
  });
});

describe('a cover for someone on leave', () => {
  it('reads the title of the person covered for', () => {
    expect(role('We are looking for a parental leave cover for our Kiln Planner who is away next year.')).toBe('Kiln Planner');
    expect(role('Brickworks needs a replacement for our Head Gardener from May.')).toBe('Head Gardener');
  });
});

describe('titles named in lowercase sentences', () => {
  it('reads "As a <title>, you …" and keeps "As a member …" or "As a result" out', () => {
    expect(role('Brickworks makes bricks.\nAs a kiln engineer, you will run the kilns.')).toBe('Kiln Engineer');
    expect(role('Brickworks makes bricks.\nAs a member of the kiln team, you will run the kilns.')).toBeNull();
    expect(role('Brickworks makes bricks.\nAs a result, we need help running the kilns.')).toBeNull();
  });

  it('reads "the job title is" and "the new <title> will"', () => {
    expect(role('Brickworks makes bricks.\nThe job title is Kiln Engineer.')).toBe('Kiln Engineer');
    expect(role('Brickworks makes bricks.\nThe new kiln engineer will report to the plant director.')).toBe('Kiln Engineer');
  });
});

describe('more ways of naming the person sought', () => {
  it('reads "a position for a", "the role of", "we seek a" and "be the <title> we are looking for"', () => {
    expect(role('Brickworks makes bricks.\nWe have a vacant position for a kiln engineer in Leeds.')).toBe('Kiln Engineer');
    expect(role('Brickworks makes bricks.\nWe are looking for a person to fill the role of kiln engineer.')).toBe('Kiln Engineer');
    expect(role('Brickworks makes bricks.\nWe seek a kiln engineer.')).toBe('Kiln Engineer');
    expect(role('Brickworks makes bricks.\nThen you could be the kiln engineer we are looking for.')).toBe('Kiln Engineer');
  });

  it('drops the number hired and reads a team leader', () => {
    expect(role('Brickworks makes bricks.\nWe are looking for 2 kiln engineers for Leeds.')).toBe('Kiln Engineer');
    expect(role('Brickworks makes bricks.\nWe are looking for a skilled and motivated Team Leader to head our kiln team.')).toBe('Team Leader');
  });

  it('reads "seek to hire" as a recruiting verb, not the start of a title', () => {
    expect(role('Brickworks makes bricks.\nWe seek to hire talented engineers.')).toBe('Engineer');
  });

  it('keeps "for" after a rank only', () => {
    expect(cleanRole('Kiln Engineer for Brickworks')).toBe('Kiln Engineer');
    expect(cleanRole('Director for Sales Operations')).toBe('Director for Sales Operations');
  });
});

describe('title lines split by dashes and pipes', () => {
  it('takes the part that names a role, wherever it stands', () => {
    expect(role('Brickworks Ltd - Kiln Engineer - Leeds\nWe fire bricks.')).toBe('Kiln Engineer');
    expect(role('Brickworks - Kiln Engineer\nWe fire bricks.')).toBe('Kiln Engineer');
    expect(cleanRole('Kiln Engineer | Remote')).toBe('Kiln Engineer');
    expect(cleanRole('Full-Stack Developer - Payments')).toBe('Full-Stack Developer');
  });
});

describe('German titles', () => {
  it('reads a compound German title after a German label or alone on the first line', () => {
    expect(role('Stellenbezeichnung: Softwareentwickler (w/m/d)\nWir bauen Ziegel.')).toBe('Softwareentwickler');
    expect(role('Projektleiterin Ziegelwerk (m/w/d)\nVollzeit')).toBe('Projektleiterin');
  });
});

describe('academic posts', () => {
  it('reads PhD stipends, projects, post-docs, doctoral positions and lectureships', () => {
    expect(role('A PhD stipend in glass chemistry is available at the Department of Materials.')).toBe('PhD stipend');
    expect(role('Fully funded PhD project in glass chemistry\nThe department.')).toBe('PhD project');
    expect(role('A post-doc position in glass chemistry is open from May.')).toBe('Post-Doc');
    expect(level('A post-doc position in glass chemistry is open from May.')).toBe('mid');
    expect(level('A doctoral position in glass chemistry is open from May.')).toBe('entry');
    expect(role('The Department of Materials is offering a lectureship in glass chemistry.')).toBe('Lectureship');
  });

  it('reads "<title> position is available" and leaves a clause out', () => {
    expect(role('A kiln engineer position is now available at our Leeds plant.')).toBe('Kiln Engineer');
    expect(role('The group has a vacant researcher position in glass chemistry.')).toBeNull();
  });
});

describe('Danish titles and tasks named by title', () => {
  it('reads a Danish compound title alone on the first line', () => {
    expect(role('Studentermedhjælper til lageret\nVi søger en hjælper.')).toBe('Studentermedhjælper');
  });

  it('reads Danish, Norwegian and German trades named by their own noun', () => {
    expect(role('Mejerist til vores ostemejeri\nVi producerer ost.')).toBe('Mejerist');
    expect(role('Truckfører søges til lager i Kelburn\nVi er et logistikfirma.')).toBe('Truckfører');
    expect(role('Fysioterapeut til klinik\nVi behandler sportsskader.')).toBe('Fysioterapeut');
    expect(role('Lagerarbeiter (m/w/d)\nWir sind ein Logistiker.')).toBe('Lagerarbeiter');
  });

  it('reads the title after "your tasks as"', () => {
    expect(role('Brickworks makes bricks.\nYour tasks as Kiln Engineer will include firing schedules.')).toBe('Kiln Engineer');
  });
});

describe('occupations named by families of nouns', () => {
  it('reads trades, care and clinical titles alone on the first line', () => {
    expect(role('Physiotherapist\nOur clinic treats sports injuries.')).toBe('Physiotherapist');
    expect(role('Radiologist (all genders)\nThe hospital has 300 beds.')).toBe('Radiologist');
    expect(role('Flight Attendant (m/w/d)\nWe fly short routes.')).toBe('Flight Attendant');
    expect(role('Roofer\nWe fix roofs across the county.')).toBe('Roofer');
    expect(role('Scaffolder - CSCS card required\nWe build scaffolds.')).toBe('Scaffolder');
    expect(role('Groundskeeper\nThe estate covers forty acres.')).toBe('Groundskeeper');
    expect(role('Nurse Practitioner\nThe practice serves the village.')).toBe('Nurse Practitioner');
  });

  it('reads internships, apprenticeships and working students as entry-level titles', () => {
    expect(role('Apprenticeship - Electrical Installation\nWe wire houses.')).toBe('Apprenticeship');
    expect(level('Apprenticeship - Electrical Installation\nWe wire houses.')).toBe('entry');
    expect(role('Working Student Marketing (m/w/d)\nWe sell kayaks.')).toBe('Working Student');
    expect(level('Working Student Marketing (m/w/d)\nWe sell kayaks.')).toBe('entry');
  });
});

describe('European titles with letters beyond a-z', () => {
  it('reads German compound titles of trades and care', () => {
    expect(role('Krankenpfleger (m/w/d)\nUnser Haus hat 300 Betten.')).toBe('Krankenpfleger');
    expect(role('Lagerhelfer (m/w/d) in Vollzeit\nWir liefern Ziegel.')).toBe('Lagerhelfer');
    expect(role('Reinigungskraft (m/w/d)\nWir putzen Büros.')).toBe('Reinigungskraft');
    expect(role('Verkäufer (m/w/d)\nWir verkaufen Schuhe.')).toBe('Verkäufer');
    expect(role('Fachärztin für Innere Medizin (w/m/d)\nUnser Haus hat 300 Betten.')).toBe('Fachärztin');
  });

  it('reads Nordic, Dutch and French titles whose last letter is not in a-z', () => {
    expect(role('Projektingeniør til vores fabrik\nVi brænder mursten.')).toBe('Projektingeniør');
    expect(role('Servicemedewerker (m/v/x)\nWij bakken stenen.')).toBe('Servicemedewerker');
    expect(role('Ingénieur Process (H/F)\nNous fabriquons des briques.')).toBe('Ingénieur');
  });
});

describe('title lines with a tagline, a note or a grade', () => {
  it('reads the title beside a tagline that has a verb', () => {
    expect(role('Kiln Engineer - Join our growing team\nWe fire bricks.')).toBe('Kiln Engineer');
    expect(role('Kiln Engineer – we are hiring\nWe fire bricks.')).toBe('Kiln Engineer');
    expect(role('Care Assistant | Apply today\nWe care for people.')).toBe('Care Assistant');
  });

  it('reads a title whose note in parentheses is a question', () => {
    expect(role('Kiln Engineer (Do you love fire?)\nWe fire bricks.')).toBe('Kiln Engineer');
  });

  it('keeps the number of a grade in the title', () => {
    expect(role('Level 3 Support Engineer\nWe fix servers.')).toBe('Level 3 Support Engineer');
    expect(role('Band 5 Staff Nurse\nThe ward has thirty beds.')).toBe('Band 5 Staff Nurse');
    expect(role('HGV Class 1 Driver\nNights, Monday to Friday.')).toBe('HGV Class 1 Driver');
  });
});

describe('a firm named after its trade', () => {
  it('is not the title when the text names the firm again', () => {
    const text = 'Northwind Architects\nNorthwind designs schools and libraries.\nWe are looking for a Project Architect.';
    expect(role(text)).toBe('Project Architect');
    expect(role('Fjord Consulting Engineers\nAt Fjord you design harbours.\nWe are looking for a Marine Engineer.')).toBe('Marine Engineer');
  });

  it('keeps a plural title that names no firm', () => {
    expect(role('Research Software Engineers\nThe institute writes models of the sea.')).toBe('Research Software Engineer');
  });
});

describe('more sentences that name the person sought', () => {
  it('reads "an opportunity has arisen for", "on the lookout for" and "recruiting for"', () => {
    expect(role('An exciting opportunity has arisen for a Kiln Engineer to join our Leeds plant.')).toBe('Kiln Engineer');
    expect(role('A vacancy has arisen for an experienced Bricklayer in our maintenance crew.')).toBe('Bricklayer');
    expect(role('We are on the lookout for a Warehouse Operative to join our night shift.')).toBe('Warehouse Operative');
    expect(role('The home cares for twelve residents.\nWe are currently recruiting for a care assistant to work nights.')).toBe('Care Assistant');
  });

  it('reads "As <title> you will" without an article, and "as a <title> you will" inside a sentence', () => {
    expect(role('Brickworks makes bricks.\nAs kiln engineer you will run the kilns.')).toBe('Kiln Engineer');
    expect(role('Brickworks makes bricks.\nAs part of our team as a kiln engineer you will run the kilns.')).toBe('Kiln Engineer');
    expect(role('Brickworks makes bricks.\nAs the company grows you will take on more.')).toBeNull();
  });

  it('reads "the <title> is responsible for" and "the successful <title> will"', () => {
    expect(role('Brickworks makes bricks.\nThe Kiln Engineer is responsible for firing schedules.')).toBe('Kiln Engineer');
    expect(role('Brickworks makes bricks.\nThe kiln engineer is responsible for firing schedules.')).toBe('Kiln Engineer');
    expect(role('Brickworks makes bricks.\nThe successful Kiln Engineer will run the kilns.')).toBe('Kiln Engineer');
    expect(role('Brickworks makes bricks.\nThe team is responsible for firing schedules.')).toBeNull();
  });

  it('reads "be our next", "would like to welcome", "join <firm> as" and "looking for you:"', () => {
    expect(role('Brickworks makes bricks.\nCould you be our next Kiln Engineer?')).toBe('Kiln Engineer');
    expect(role('Brickworks makes bricks.\nWe would like to welcome a new kiln engineer to our team.')).toBe('Kiln Engineer');
    expect(role('Would you like to build bridges? Then join Bridgeworks as Site Engineer.')).toBe('Site Engineer');
    expect(role('Brickworks makes bricks.\nWe are looking for you: an experienced kiln engineer.')).toBe('Kiln Engineer');
    expect(role('Brickworks makes bricks.\nWe are expanding and need an additional kiln engineer.')).toBe('Kiln Engineer');
  });

  it('reads an employment or appointment "as" a title and a passive invitation to apply', () => {
    expect(role('Brickworks makes bricks.\nThe employment as Kiln Engineer is for two years.')).toBe('Kiln Engineer');
    expect(role('Applications are invited for a two-year Research Fellowship in glass chemistry.')).toBe('Research Fellowship');
    expect(role('Applications are invited for the post of Lecturer in Glass Design.')).toBe('Lecturer');
  });

  it('falls back on the experience asked for when nothing else names the work', () => {
    expect(role('Brickworks makes bricks. Do you have experience as a kiln engineer? Then read on.')).toBe('Kiln Engineer');
    expect(role('Brickworks makes bricks.\nYou have experience as part of a sales team.')).toBeNull();
  });
});

describe('lines that are no title although they name a trade', () => {
  it('takes no perk for a title', () => {
    expect(role('Company car for every Sales Manager\nWe sell tractors.')).toBeNull();
    expect(role('Flexible hours for parents and carers\nWe sell tractors.')).toBeNull();
  });

  it('takes no sentence without a full stop for a title', () => {
    expect(role('Our team consists of five engineers\nWe sell tractors.')).toBeNull();
    expect(role('We sell tractors to farmers across the county and employ forty mechanics')).toBeNull();
  });

  it('keeps a rank followed by "for" or "to"', () => {
    expect(cleanRole('Executive Assistant to the Director')).toBe('Executive Assistant to the Director');
    expect(cleanRole('Director for Sales Operations')).toBe('Director for Sales Operations');
  });
});

describe('a title after a long company introduction', () => {
  const introduction = Array.from({ length: 14 }, (_, i) => `Brickworks opened its plant number ${i + 1} in the north.`).join('\n');

  it('reads a title field further down', () => {
    expect(role(`${introduction}\nPosition: Kiln Engineer\nYou will run the kilns.`)).toBe('Kiln Engineer');
  });

  it('reads a title alone on the line under a title heading', () => {
    expect(role(`${introduction}\nAbout the role\nKiln Engineer\nYou will run the kilns.`)).toBe('Kiln Engineer');
    expect(role(`${introduction}\nJob title\nKiln Engineer, full time\nYou will run the kilns.`)).toBe('Kiln Engineer');
  });

  it('takes no sentence under such a heading for a title', () => {
    expect(role(`${introduction}\nAbout the role\nYou will join a team of engineers.\nThe kilns run all day.`)).toBeNull();
  });
});

describe('European postings that name the title in a sentence', () => {
  it('reads the title after "wir suchen", "vi søger", "wij zoeken" and "nous recherchons"', () => {
    expect(role('Wir suchen ab sofort einen Lagerhelfer (m/w/d) für unser Team.')).toBe('Lagerhelfer');
    expect(role('Zur Verstärkung unseres Teams suchen wir eine Pflegefachkraft (m/w/d).')).toBe('Pflegefachkraft');
    expect(role('Vi søger en erfaren elektriker til vores team i Aarhus.')).toBe('Elektriker');
    expect(role('Wij zoeken een enthousiaste servicemedewerker (m/v/x).')).toBe('Servicemedewerker');
    expect(role('Nous recherchons un technicien de maintenance (H/F) pour notre usine.')).toBe('Technicien de maintenance');
  });

  it('reads a title before any gender note and after labels in other languages', () => {
    expect(role('Brickworks makes bricks and wants to grow.\nOur new Kiln Engineer (f/m/x) will run the Leeds plant.')).toBe('Kiln Engineer');
    expect(role('Stilling: Projektleder\nVi laver mursten.')).toBe('Projektleder');
    expect(role('Temporary position: Kiln Engineer\nBrickworks makes bricks.')).toBe('Kiln Engineer');
  });
});

describe('a title that is sought or whose team grows', () => {
  it('reads "<title> sought" and "expanding our team of <titles>"', () => {
    expect(role('Brickworks makes bricks.\nKiln Engineer sought for our Leeds plant.')).toBe('Kiln Engineer');
    expect(role('Brickworks makes bricks.\nWe are expanding our team of kiln engineers in Leeds.')).toBe('Kiln Engineer');
    expect(role('Brickworks makes bricks.\nJoin our team of 40 engineers and make bricks.')).toBeNull();
  });
});

describe('a title at the end of a question or an exclamation', () => {
  it('reads "… as kiln engineer?" and "… as our new kiln engineer!"', () => {
    expect(role('Brickworks makes bricks.\nDo you want to be part of our team as kiln engineer?')).toBe('Kiln Engineer');
    expect(role('Brickworks makes bricks.\nAre you ready for the next step in your career as a kiln engineer?')).toBe('Kiln Engineer');
    expect(role('Brickworks makes bricks.\nHelp us fire better bricks as our new kiln engineer!')).toBe('Kiln Engineer');
  });

  it('takes no list, part played or start date for a title', () => {
    expect(role('Brickworks makes bricks.\nYou know tools such as kiln controllers.')).toBeNull();
    expect(role('Brickworks makes bricks.\nYou will act as a sparring partner for managers.')).toBeNull();
    expect(role('Brickworks makes bricks.\nYou start as soon as possible.')).toBeNull();
  });
});

describe('the ideal candidate, a role for someone and applications sought', () => {
  it('reads the title these name', () => {
    expect(role('Brickworks makes bricks.\nThe ideal candidate is an experienced kiln engineer.')).toBe('Kiln Engineer');
    expect(role('Brickworks makes bricks.\nThe ideal candidate is a team player.')).toBeNull();
    expect(role('Brickworks makes bricks.\nAn exciting role for a kiln engineer has opened in Leeds.')).toBe('Kiln Engineer');
    expect(role('Brickworks makes bricks.\nWe are currently seeking applications for a Kiln Engineer.')).toBe('Kiln Engineer');
  });

  it('names one post of several academic posts', () => {
    expect(role('The Department of Glass invites applications for two PhD positions in kiln chemistry.')).toBe('PhD position');
  });
});

describe('the employer beside the title, and bodies named after a trade', () => {
  it('reads the title beside an employer with a legal form', () => {
    expect(role('Kiln Engineer - Brickworks Ltd\nWe fire bricks.')).toBe('Kiln Engineer');
    expect(role('Kiln Engineer at Brickworks GmbH\nWe fire bricks.')).toBe('Kiln Engineer');
    expect(role('Staff Nurse - Springfield General Hospital\nThe ward has thirty beds.')).toBe('Staff Nurse');
  });

  it('takes no association, union or hospital for a title', () => {
    expect(role('Riverside Nurses Association\nThe association speaks for nurses.\nWe are looking for a Policy Officer.')).toBe('Policy Officer');
    expect(role('Northern Care Workers Union\nWe are looking for a Caseworker.')).toBe('Caseworker');
  });
});

describe('graduate programmes and student jobs', () => {
  it('reads them as entry-level titles', () => {
    expect(role('Graduate Programme 2027 - Engineering\nWe fire bricks.')).toBe('Graduate Programme');
    expect(level('Graduate Programme 2027 - Engineering\nWe fire bricks.')).toBe('entry');
    expect(role('Studiejob i vores marketingafdeling\nVi sælger kajakker.')).toBe('Studiejob');
    expect(level('Student job in marketing\nWe sell kayaks.')).toBe('entry');
  });

  it('still reads the title a summer job is for', () => {
    expect(role('Summer job as a lifeguard at the lake beach.')).toBe('Lifeguard');
  });
});

describe('trades named by a word ending or a rank', () => {
  it('reads makers, fitters, -icists, -chemists, ship ranks and more trades as titles', () => {
    expect(role('Candlemaker for our workshop\nWe pour wax by hand.')).toBe('Candlemaker');
    expect(role('Steamfitter wanted, nights\nThe plant runs boilers.')).toBe('Steamfitter');
    expect(role('Soil geneticist for a seed breeder\nYou study drought tolerance.')).toBe('Soil geneticist');
    expect(role('Geochemist for mineral surveys\nYou sample rock cores.')).toBe('Geochemist');
    expect(role('Second Mate for a bulk carrier\nRotation four months on.')).toBe('Second Mate');
    expect(role('Brewer - Harbour Ales\nWe brew stout.')).toBe('Brewer');
    expect(role('Groundsman for our golf course\nYou keep the greens.')).toBe('Groundsman');
    expect(role('Au pair wanted for a family in Aarhus\nTwo children.')).toBe('Au pair');
    expect(role('Growth Hacker (Remote)\nWe lend money.')).toBe('Growth Hacker');
  });

  it('still takes no plain word for a title', () => {
    expect(role('Making the future together\nWe roast coffee.')).toBeNull();
    expect(role('Fitting rooms and more\nWe sell clothes.')).toBeNull();
  });

  it('reads a trade named with "employee", but not the word alone', () => {
    expect(role('Bakery Employee for our night shift in Vejle\nWe bake rye bread.')).toBe('Bakery Employee');
    expect(role('Harbour Mills\nPackaging Employee\nWe grind oats for porridge.')).toBe('Packaging Employee');
    expect(role('We are looking for a canteen employee to our head office.\nYou serve lunch.')).toBe('Canteen Employee');
    expect(role('Our employees are our strength. We offer a canteen.\nApply now.')).toBeNull();
    expect(role('The employee will join a team of nine.\nYou pack oats.')).toBeNull();
  });

  it('reads breeders, hands, washers and -nomists, and drops the words that describe the person', () => {
    expect(role('Cattle breeder for an organic farm\nWe keep 200 suckler cows.')).toBe('Cattle breeder');
    expect(role('We need a farm hand for the lambing season.\nYou feed the ewes.')).toBe('Farm Hand');
    expect(role('Dishwasher for our harbour restaurant\nWe serve 90 guests.')).toBe('Dishwasher');
    expect(role('Pharmaconomist for a pharmacy in Herning\nWe serve 400 customers a day.')).toBe('Pharmaconomist');
    expect(role('We are looking for a trained florist for our shop.\nYou make bouquets.')).toBe('Florist');
    expect(role('We want a quality-minded crane operator for our quay.\nYou lift containers.')).toBe('Crane Operator');
    expect(role('Is a helping hand what you offer? We pay well.\nApply now.')).toBeNull();
  });

  it('does not start a lower-case title at the place named after it', () => {
    expect(role('Skilled pipe fitter for shipyard in Grimstad\nWe build trawlers.')).toBe('Pipe Fitter');
    expect(role('Experienced crane operator for our port in Larvik\nWe load timber.')).toBe('Crane Operator');
  });
});

describe('a title after a need, a question or an exclamation', () => {
  it('reads "we need a …", "are you our new …?", "a vacancy in … for a …" and "We\'re hiring! …"', () => {
    expect(role('We need a steamfitter for the boiler house.\nYou hold a trade certificate.')).toBe('Steamfitter');
    expect(role('Are you our new orchard manager?\nThe farm grows apples.')).toBe('Orchard Manager');
    expect(role('There is a vacancy in our roasting department for a quality technician.')).toBe('Quality Technician');
    expect(role("We're hiring! Kiln Engineer\nThe plant fires bricks.")).toBe('Kiln Engineer');
    expect(role('Hiring immediately: Kiln Engineer\nThe plant fires bricks.')).toBe('Kiln Engineer');
    expect(role('The plant fires bricks for three counties.\nIs this you? We want a hands-on kiln engineer who likes early starts.')).toBe(
      'Kiln Engineer',
    );
    expect(role('The plant fires bricks for three counties.\nYour new job: Kiln Engineer\nYou run the kilns.')).toBe('Kiln Engineer');
  });

  it('reads Nordic and German postings: a question, "… søges", "Som … hos os", a noun in the accusative', () => {
    expect(role('Har du lyst til at blive vores nye lagermedarbejder?\nVi pakker ordrer.')).toBe('Lagermedarbejder');
    expect(role('Er du vores nye lagermedarbejder?\nVi pakker ordrer.')).toBe('Lagermedarbejder');
    expect(role('Erfaren tømrer søges\nVi bygger huse.')).toBe('Tømrer');
    expect(role('Om stillingen\nSom lagermedarbejder hos os får du ansvar for varemodtagelsen.')).toBe('Lagermedarbejder');
    expect(role('Wir suchen ab sofort einen Lageristen (m/w/d)\nWir liefern Möbel.')).toBe('Lageristen');
    expect(role('Vi söker en lagerarbetare till vårt lager i Malmö\nVi packar order.')).toBe('Lagerarbetare');
    expect(role('Kok til vores restaurant i Aalborg\nVi laver mad.')).toBe('Kok');
  });

  it('prefers the title the posting states to the kind of person a question asks for', () => {
    expect(role('Are you an experienced planner? As Production Planner at Osprey Foods you own the schedule.')).toBe('Production Planner');
  });

  it('takes no need for a quality or a tool for a title', () => {
    expect(role('We need a fast way to fire bricks.\nThe plant runs two kilns.')).toBeNull();
  });
});

describe('openings, board tags and informal titles', () => {
  it('reads the title after "Opening for" and a board tag in brackets', () => {
    expect(role('Opening for Data Engineer at Moorvale Analytics\nExperience: 3-5 years')).toBe('Data Engineer');
    expect(role('[Hiring] Machine Learning Engineer | Quillon | Remote\nWe build models.')).toBe('Machine Learning Engineer');
  });

  it('reads a developer written the short way', () => {
    expect(role('Hiring a Full Stack Dev (React/Node) – remote\nWe are Tarrow.')).toBe('Full Stack Dev');
  });

  it('reads the person an employer named by name needs or wants', () => {
    expect(role('Do you love code? Brightwater wants a Python developer to build its data platform.')).toBe('Python developer');
    expect(role('Globex needs a valid driving licence holder.')).toBeNull();
  });

  it('reads the subject of a job summary with its verb', () => {
    expect(role('Position Summary: The Production Chemist supports batch manufacture.')).toBe('Production Chemist');
    expect(role('The Head Office supports all branches.\nWe are looking for a Payroll Clerk.')).toBe('Payroll Clerk');
  });

  it('reads growers, builders, masons and other trades named by their own noun', () => {
    expect(role('Do you love plants? Brightwater Nurseries needs a Greenhouse Grower for the season.')).toBe('Greenhouse Grower');
    expect(role('We are looking for a Stonemason to restore the chapel walls.')).toBe('Stonemason');
    expect(role('Tarrow Homes is hiring a Site Builder.\nWe build timber houses.')).toBe('Site Builder');
    expect(role('Wedding Videographer\nWe film weddings across the county.')).toBe('Wedding Videographer');
  });

  it('takes no list item for the title, even among the first lines', () => {
    expect(
      role(
        'Responsibilities\n- Maintain the separators\n- Support the process engineer\nThe position of Maintenance Technician reports to the plant manager.',
      ),
    ).toBe('Maintenance Technician');
  });
});

describe('titles the applicant quotes, and employers who seek by name in other languages', () => {
  it('reads the title an application is to be marked with', () => {
    const text = [
      'Northwind Frozen is a family-owned company with 300 employees.',
      'We now need a colleague to take charge of hygiene and food safety.',
      'Please mark your application "Food Safety Coordinator".',
    ].join('\n');
    expect(role(text)).toBe('Food Safety Coordinator');
  });

  it('reads the title an employer named in the sentence seeks, in Danish and German', () => {
    expect(role('Pebble Trading AS søger en ny lagerchef til vores lager i Vejle.')).toBe('Lagerchef');
    expect(role('Pebble Logistik GmbH sucht ab sofort einen Lagerhelfer für die Frühschicht.')).toBe('Lagerhelfer');
  });

  it('takes a sentence with a European "seeks" for no title line', () => {
    expect(role('Pebble Trading AS søger en erfaren montør\nVi tilbyder gode forhold.')).toBe('Montør');
  });

  it('reads "søger" with an adjective and no article, and an adverb before the article', () => {
    expect(role('Pebble A/S søger dygtig smed til fast stilling\nDu skal svejse rammer.')).toBe('Smed');
    expect(role('Vi har travlt og søger derfor en erfaren mekaniker.\nDu skal reparere lastbiler.')).toBe('Mekaniker');
  });

  it('reads a German "seeks" after "zum nächstmöglichen Termin", a Dutch one after an adjective, and a French label', () => {
    expect(role('Oakfern Keramik GmbH sucht zum nächstmöglichen Termin einen Schichtleiter.\nIhre Aufgaben: Ofenbetrieb.')).toBe('Schichtleiter');
    expect(role('Wij zoeken een enthousiaste Procesoperator voor onze fabriek.\nJe bedient de ovens.')).toBe('Procesoperator');
    expect(role("Offre d'emploi : Opérateur\nVous conduisez les fours.")).toBe('Opérateur');
    expect(role('Student job: Laboratory helper\nYou will wash glassware.')).toBe('Laboratory helper');
  });

  it('keeps the field a French, Spanish or Italian title names after "de" or "di"', () => {
    expect(role('Nous recrutons un Technicien de maintenance (H/F)\nVous entretenez les fours.')).toBe('Technicien de maintenance');
    expect(role('Buscamos un Ingeniero de software para Madrid.\nDesarrollarás servicios.')).toBe('Ingeniero de software');
    expect(role("Poste : Technicien d'entretien\nVous entretenez les fours.")).toBe("Technicien d'entretien");
  });

  it('reads "søger ny" without an article', () => {
    expect(role('Oakfern Keramik A/S søger ny produktionsleder til fabrikken i Tarrow.')).toBe('Produktionsleder');
  });

  it('reads "you will be the first …" with the ordinal left out of the title', () => {
    expect(role('Your new role\nYou will be the first Process Engineer in our separator plant, improving decanters.')).toBe('Process Engineer');
  });

  it('reads a Danish or German sentence that names the title after "som" or "als" as a sentence, not as the title', () => {
    expect(role('Bliv en del af vores team som servicetekniker\nDu skal reparere maskiner.')).toBe('Servicetekniker');
    expect(role('Har du lyst til at arbejde som pædagog i en spændende institution?\nDu skal passe børn.')).toBe('Pædagog');
    expect(role('Wir suchen Sie als Vertriebsmitarbeiter im Außendienst\nSie betreuen Kunden.')).toBe('Vertriebsmitarbeiter');
  });

  it("keeps a kitchen's station with the chef: 'Chef de Partie', 'Chefs de Cuisine'", () => {
    expect(role('Job: Chef de Partie | Location: Kelburn | Salary: £28k\nYou will cook.')).toBe('Chef de Partie');
    expect(role('Two Chefs de Cuisine wanted\nYou will run the kitchen.')).toBe('Chef de Cuisine');
  });

  it('knows an IT supporter and an orchestra player', () => {
    expect(role('IT SUPPORTER TIL VORES KONTOR I AARHUS')).toBe('IT Supporter');
    expect(role('The Pebble Orchestra is recruiting a principal cellist.')).toBe('Principal Cellist');
  });
});
