/**
 * Places written next to a company, school or title. PDF text often glues them onto the
 * neighbouring words ("Senior Web Developer San Francisco, CA"), so they are cut out by shape:
 * a region code or country after a comma, and the capitalised words before it.
 */

const list = (text: string): Set<string> => new Set(text.split(/\s+/).filter((w) => w !== ''));

const REGION_CODES = list(`AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV
  NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC ON BC QC AB MB SK NS NB NL PE NSW
  VIC QLD UK UAE USA US EU`);

// States and provinces written out in full after a town ("Pune, Maharashtra", "Austin, Texas").
const STATES = new Set(
  `andhra_pradesh arunachal_pradesh assam bihar chhattisgarh goa gujarat haryana himachal_pradesh
  jharkhand karnataka kerala madhya_pradesh maharashtra manipur meghalaya mizoram nagaland odisha orissa punjab
  rajasthan sikkim tamil_nadu telangana tripura uttar_pradesh uttarakhand west_bengal jammu_and_kashmir
  delhi ncr chandigarh puducherry pondicherry ontario quebec alberta manitoba saskatchewan new_south_wales
  victoria queensland tasmania alabama alaska arizona arkansas california colorado connecticut delaware florida
  georgia hawaii idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan
  minnesota mississippi missouri montana nebraska nevada new_hampshire new_jersey new_mexico north_carolina
  north_dakota ohio oklahoma oregon pennsylvania rhode_island south_carolina south_dakota tennessee texas utah
  vermont virginia west_virginia wisconsin wyoming british_columbia nova_scotia new_brunswick western_australia
  south_australia england scotland wales northern_ireland yorkshire lancashire kent surrey essex sussex hampshire
  berkshire buckinghamshire hertfordshire oxfordshire cambridgeshire norfolk suffolk devon cornwall dorset somerset
  wiltshire gloucestershire warwickshire staffordshire derbyshire nottinghamshire leicestershire lincolnshire
  cheshire merseyside cumbria northumberland midlands tyne_and_wear bavaria bayern hesse hessen saxony sachsen
  niedersachsen nordrhein-westfalen baden-württemberg brandenburg thuringia thüringen`
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((w) => w.replace(/_/g, ' ')),
);

const COUNTRIES = [
  'usa',
  'united states',
  'uk',
  'united kingdom',
  'england',
  'scotland',
  'wales',
  'ireland',
  'germany',
  'france',
  'spain',
  'italy',
  'netherlands',
  'the netherlands',
  'belgium',
  'switzerland',
  'austria',
  'sweden',
  'norway',
  'denmark',
  'finland',
  'poland',
  'portugal',
  'canada',
  'mexico',
  'brazil',
  'argentina',
  'chile',
  'colombia',
  'peru',
  'india',
  'china',
  'japan',
  'singapore',
  'australia',
  'new zealand',
  'israel',
  'nigeria',
  'kenya',
  'egypt',
  'south africa',
  'korea',
  'south korea',
  'vietnam',
  'philippines',
  'indonesia',
  'malaysia',
  'thailand',
  'pakistan',
  'bangladesh',
  'sri lanka',
  'ukraine',
  'romania',
  'czech republic',
  'czechia',
  'hungary',
  'greece',
  'turkey',
  'estonia',
  'latvia',
  'lithuania',
  'luxembourg',
  'iceland',
  'uae',
  'united arab emirates',
  'saudi arabia',
  'qatar',
  'hong kong',
  'taiwan',
  'ghana',
  'morocco',
  'serbia',
  'croatia',
  'bulgaria',
  // As profile exports in those countries' languages print them.
  'deutschland',
  'españa',
  'brasil',
  'italia',
  'nederland',
  'schweiz',
  'suisse',
  'svizzera',
  'österreich',
  'sverige',
  'norge',
  'danmark',
  'suomi',
  'polska',
  'belgique',
  'belgië',
  'türkiye',
  'méxico',
  'perú',
];

const CITIES = [
  'remote',
  'hybrid',
  'berlin',
  'munich',
  'hamburg',
  'frankfurt',
  'cologne',
  'london',
  'manchester',
  'paris',
  'lyon',
  'madrid',
  'barcelona',
  'amsterdam',
  'rotterdam',
  'dublin',
  'zurich',
  'geneva',
  'vienna',
  'stockholm',
  'oslo',
  'copenhagen',
  'helsinki',
  'warsaw',
  'krakow',
  'lisbon',
  'prague',
  'budapest',
  'toronto',
  'vancouver',
  'montreal',
  'sydney',
  'melbourne',
  'tokyo',
  'bangalore',
  'bengaluru',
  'mumbai',
  'delhi',
  'new delhi',
  'hyderabad',
  'pune',
  'chennai',
  'kolkata',
  'calcutta',
  'ahmedabad',
  'noida',
  'gurgaon',
  'gurugram',
  'kochi',
  'jaipur',
  'lucknow',
  'chandigarh',
  'coimbatore',
  'bhubaneswar',
  'thiruvananthapuram',
  'mysuru',
  'hong kong',
  'johannesburg',
  'cape town',
  'são paulo',
  'sao paulo',
  'rio de janeiro',
  'buenos aires',
  'bogotá',
  'bogota',
  'manila',
  'jakarta',
  'bangkok',
  'kuala lumpur',
  'ho chi minh city',
  'hanoi',
  'karachi',
  'lahore',
  'islamabad',
  'dhaka',
  'kathmandu',
  'riyadh',
  'jeddah',
  'doha',
  'abu dhabi',
  'muscat',
  'moscow',
  'saint petersburg',
  'san diego',
  'salt lake city',
  'las vegas',
  'calgary',
  'ottawa',
  'edmonton',
  'winnipeg',
  'brisbane',
  'adelaide',
  'auckland',
  'osaka',
  'kyoto',
  'taipei',
  'guangzhou',
  'hangzhou',
  'beijing',
  'shanghai',
  'shenzhen',
  'seoul',
  'tel aviv',
  'dubai',
  'new york',
  'new york city',
  'nyc',
  'san francisco',
  'los angeles',
  'seattle',
  'boston',
  'chicago',
  'austin',
  'denver',
  'atlanta',
  'miami',
  'dallas',
  'houston',
  'portland',
  'washington',
  'brooklyn',
  'silicon valley',
  'bay area',
  'san jose',
  'palo alto',
  'mountain view',
  'menlo park',
  'cupertino',
  'sunnyvale',
  'santa clara',
  'redwood city',
  'san diego',
  'san mateo',
  'oakland',
  'berkeley',
  'los gatos',
  'cambridge',
  'pasadena',
  'stanford',
  'philadelphia',
  'pittsburgh',
  'baltimore',
  'phoenix',
  'las vegas',
  'salt lake city',
  'minneapolis',
  'detroit',
  'nashville',
  'raleigh',
  'charlotte',
  'orlando',
  'tampa',
  'st. louis',
  'kansas city',
  'new orleans',
  'san antonio',
  'ann arbor',
  'santa monica',
  'cape town',
  'kuala lumpur',
  'buenos aires',
  'sao paulo',
  'são paulo',
  'rio de janeiro',
  'mexico city',
  'abu dhabi',
  'lagos',
  'nairobi',
  'cairo',
  'istanbul',
  'athens',
  'rome',
  'milan',
  'brussels',
  'edinburgh',
  'glasgow',
  'grand rapids',
  'el paso',
  'fort worth',
  'st. paul',
  'saint paul',
  'des moines',
  'little rock',
  'baton rouge',
  'new haven',
  'chapel hill',
  'college station',
  'long beach',
  'virginia beach',
  'colorado springs',
  'fort lauderdale',
  'west palm beach',
  'jersey city',
  'cedar rapids',
  'sioux falls',
  'green bay',
  'santa cruz',
  'san bernardino',
  'thousand oaks',
  'st. petersburg',
  'white plains',
  'foster city',
  'walnut creek',
  'newport beach',
  'las cruces',
  'carson city',
  'santa fe',
  'oklahoma city',
  'jefferson city',
  'los altos',
  'redwood shores',
  'key west',
  'ho chi minh city',
  'san juan',
  'beverly hills',
  'west hollywood',
  'chestnut hill',
  'santa barbara',
  'south san francisco',
  'daly city',
  'half moon bay',
  'research triangle park',
  'king of prussia',
  'new brunswick',
  'fort collins',
  'boca raton',
  'palm springs',
  'corpus christi',
  'round rock',
  'overland park',
  'ann arbor',
  'east lansing',
  'west lafayette',
  'state college',
  'silver spring',
  'falls church',
  'arlington heights',
  'mount pleasant',
  'ciudad de mexico',
  'den haag',
  'the hague',
  'frankfurt am main',
  'milton keynes',
  'newcastle upon tyne',
  'st. gallen',
  'la jolla',
  'birmingham',
  'leeds',
  'liverpool',
  'bristol',
  'sheffield',
  'cardiff',
  'belfast',
  'newcastle',
  'nottingham',
  'leicester',
  'southampton',
  'brighton',
  'oxford',
  'aberdeen',
  'coventry',
  'stuttgart',
  'dusseldorf',
  'düsseldorf',
  'leipzig',
  'dresden',
  'hanover',
  'hannover',
  'nuremberg',
  'bremen',
  'antwerp',
  'ghent',
  'utrecht',
  'eindhoven',
  'turin',
  'naples',
  'florence',
  'bologna',
  'valencia',
  'seville',
  'bilbao',
  'porto',
  'marseille',
  'toulouse',
  'lille',
  'bordeaux',
  'nantes',
  'strasbourg',
  'gothenburg',
  'malmo',
  'malmö',
  'aarhus',
  'odense',
  'bergen',
  'trondheim',
  'tampere',
  'espoo',
  'gdansk',
  'wroclaw',
  'poznan',
  'lodz',
  'brno',
  'bratislava',
  'bucharest',
  'cluj',
  'sofia',
  'thessaloniki',
  'zagreb',
  'belgrade',
  'ljubljana',
  'tallinn',
  'riga',
  'vilnius',
  'kyiv',
  'kiev',
  'lviv',
  'ankara',
  'izmir',
  'basel',
  'bern',
  'lausanne',
  'graz',
  'salzburg',
  'luxembourg',
  'cork',
  'galway',
  'limerick',
];

const PLACE_NAMES = new Set([...COUNTRIES, ...CITIES]);

export function isKnownPlace(text: string): boolean {
  return PLACE_NAMES.has(text.trim().toLowerCase().replace(/\.$/, ''));
}

const COUNTRY_SET = new Set(COUNTRIES);

// How profile exports name a metropolitan area or a region: "Greater Leeds Area", "San Francisco Bay
// Area", "Dallas-Fort Worth Metroplex", "Odense Area", "Capital Region", "Greater Copenhagen".
const METRO_AREA = new RegExp(
  '^(?:' +
    [
      String.raw`Greater\s+\p{Lu}[\p{L}.' -]*\s+Area`,
      String.raw`\p{Lu}[\p{L}.' -]*\s+(?:Bay|Metropolitan|Metro)\s+Area`,
      String.raw`\p{Lu}[\p{L}.' -]*\s+Metroplex`,
      String.raw`(?:\p{Lu}[\p{Ll}.'-]*\s+){1,2}(?:Area|Region)`,
      String.raw`(?:\p{Lu}[\p{Ll}.'-]*\s+)?Region\s+of\s+(?:\p{Lu}[\p{Ll}.'-]*\s+)?\p{Lu}[\p{Ll}.'-]*`,
      String.raw`Greater\s+\p{Lu}[\p{Ll}.'-]*`,
    ].join('|') +
    ')$',
  'u',
);
// A field of work has an area too ("Sales Area", "Service Region"): no place.
const FIELD_AREA = /^(?:sales|service|business|market|work|study|practice|focus|key|risk|product|customer|trade|delivery|coverage)\s/i;
// Cheap word checks first: places are asked about on every line.
const AREA_WORDS = ['Area', 'Region', 'Greater', 'Metroplex'];
const isArea = (text: string): boolean => AREA_WORDS.some((word) => text.includes(word)) && METRO_AREA.test(text) && !FIELD_AREA.test(text);
// "South Denmark", "Northern Ireland", "Central Jutland": a country or a place with its part named.
const PART_OF = /^(?:north(?:ern)?|south(?:ern)?|east(?:ern)?|west(?:ern)?|central|mid|upper|lower)\s+/i;

function isRegion(part: string): boolean {
  // (?<!\s): a match starts where a run of spaces does, so a long run is scanned once, not from each position in it.
  const bare = part.trim().replace(/(?<!\s)\s+\d{4,6}$/, '');
  if (REGION_CODES.has(bare) || COUNTRY_SET.has(bare.toLowerCase()) || STATES.has(bare.toLowerCase()) || isArea(bare)) return true;
  // "County Kelburn", "Co. Kelburn": an Irish or British county, named as such.
  if (/^(?:county|co\.)\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?$/iu.test(bare)) return true;
  if (!PART_OF.test(bare)) return false;
  const whole = bare.replace(PART_OF, '');
  return COUNTRY_SET.has(whole.toLowerCase()) || STATES.has(whole.toLowerCase()) || isKnownPlace(whole);
}

/** One to three capitalised words with no digits: the shape of a town name. */
export function townShaped(part: string): boolean {
  const words = part.trim().split(/\s+/);
  // "Auvergne-Rhône-Alpes", "Stratford-upon-Avon": hyphenated parts may start with a capital each.
  return words.length <= 3 && words.every((w) => /^(?:\p{Lu}[\p{Ll}.']*(?:-\p{L}[\p{Ll}.']*)*|de|del|la|am|upon|on)$/u.test(w));
}

// "City: Tarrow", "Country: Ireland": the online Europass prints where a job was as labelled rows.
const PLACE_ROW = /^\s*(?:city|town|country|location|place|region|state|province)\s*:\s*([^:|]+?)\s*$/i;

export function isPlaceRow(text: string): boolean {
  const value = text.includes(':') ? PLACE_ROW.exec(text)?.[1] : undefined;
  return value !== undefined && (isKnownPlace(value) || isRegion(value) || townShaped(value));
}

/** "Remote", "Berlin", "San Francisco, CA", "Cambridge, MA, USA", "Delhi, New Delhi, India". */
export function isPlace(text: string, cueFree: (part: string) => boolean): boolean {
  // "Kelburn (United Kingdom)": Europass writes the country in brackets after the town, and the
  // employer or school before the town ("Oakfern Research, Kelburn (United Kingdom)"), so only the
  // town stands before the brackets of a place.
  const bracketed = text.includes('(') ? /^([^()]+?)\s*\(([^()]+)\)$/.exec(text.trim()) : null;
  if (bracketed?.[1] && bracketed[2] && isRegion(bracketed[2]))
    return !bracketed[1].includes(',') && isPlace(`${bracketed[1]}, ${bracketed[2]}`, cueFree);
  const t = text.trim().replace(/^\(|\)$/g, '');
  if (t === '') return false;
  const parts = t.split(/(?<!\s)\s*,\s*/).filter((p) => p !== '');
  if (parts.length === 1) return isKnownPlace(t) || isRegion(t);
  const last = parts.at(-1) ?? '';
  if (!isRegion(last) && !isKnownPlace(last)) return false;
  // A town is placed by its region or country; before a city ("Nordkapp Polymers, Oslo") an
  // unknown name is the organisation there, not a smaller town.
  const townsAllowed = isRegion(last);
  // Each piece of a hyphenated name too: "University-Richmond" is a school's name glued to its town.
  return parts.slice(0, -1).every((p) => isKnownPlace(p) || isRegion(p) || (townsAllowed && townShaped(p) && p.split('-').every(cueFree)));
}

// Regions as printed, in capitals too ("TARROW, UNITED KINGDOM"): the region list says which are regions.
const REGION_NAME = String.raw`[A-Z]{2,3}|[A-Z][a-z]+(?: [A-Z][a-z]+)?|[A-Z]{4,}(?: [A-Z]{2,})?`;
const TAIL = new RegExp(String.raw`^(?:\s+\d{5}(?!\d)|\s*,\s*(${REGION_NAME})(?=$|[\s,)|]))`);
const EMBEDDED_REGION = new RegExp(String.raw`,\s*(${REGION_NAME})(?=$|[\s,)|]|\s+\d{5})`, 'g');

/**
 * Cuts places glued into a line and returns the line with a tab where each place was.
 * `stopWord` says whether a capitalised word belongs to the title or company before the town.
 */
export function cutPlaces(text: string, stopWord: (word: string) => boolean): string {
  let out = text;
  for (const m of [...text.matchAll(EMBEDDED_REGION)].reverse()) {
    const region = m[1] ?? '';
    if (!isRegion(region)) continue;
    const before = out.slice(0, m.index);
    const words = before.split(/(?<=\s)/);
    // Known towns may have several words ("San Jose"); an unknown one is taken as one word, since
    // cutting into the company name ("FedEx Ground Memphis") costs more than leaving a word behind.
    let take = 0;
    for (let n = 1; n <= 3 && n <= words.length; n++) {
      const ws = words.slice(-n).map((w) => w.trim());
      if (ws.some((w) => !/^\p{Lu}(?:[\p{Ll}.'-]*|[\p{Lu}.'-]*)$/u.test(w) || stopWord(w))) break;
      if (n === 1 || isKnownPlace(ws.join(' '))) take = n;
    }
    if (take === 0) continue;
    const townStart = words.slice(0, words.length - take).join('').length;
    let end = m.index + m[0].length;
    // Swallow a ZIP code and further regions: "CA 94588", "MA, USA".
    for (let more = TAIL.exec(out.slice(end)); more; more = TAIL.exec(out.slice(end))) {
      const region = more[1];
      if (region !== undefined && !isRegion(region)) break;
      end += more[0].length;
    }
    out = `${out.slice(0, townStart)}\t${out.slice(end)}`;
  }
  return cutTrailingPlace(out, stopWord);
}

/**
 * "Staff Engineer Remote", "Acme Corp London": a work mode or a known town glued after a title or
 * company word (never after a bare name, which may itself end in a place: "Bank of London").
 */
function cutTrailingPlace(text: string, stopWord: (word: string) => boolean): string {
  const mode = /(?:^|\s)\(?(?:remote|hybrid|on-?site)\)?\s*$/i.exec(text);
  if (mode) return `${text.slice(0, mode.index)}\t`;
  // Places are capitalised; most lines end otherwise and need no further look.
  if (!/\p{Lu}[\p{Ll}.]*\s*$/u.test(text)) return text;
  const words = text.trimEnd().split(' ');
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const before = words[words.length - n - 1] ?? '';
    if (isKnownPlace(words.slice(-n).join(' ')) && stopWord(before.replace(/[.,]$/, ''))) {
      return `${words.slice(0, -n).join(' ')}\t`;
    }
  }
  return text;
}
