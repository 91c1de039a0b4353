const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';
const COUNTRIES =
  'USA|US|United States|UK|United Kingdom|Canada|Germany|France|Spain|Italy|Netherlands|Ireland|Portugal|Poland|Sweden|Denmark|Norway|Finland|Switzerland|Austria|Belgium|India|Singapore|Japan|Australia|New Zealand|Brazil|Mexico|Israel|UAE|South Africa|Nigeria|Kenya|Philippines|Argentina|Colombia|Chile|Romania|Ukraine|Czech Republic|Estonia|Lithuania|Greece|Turkey|China|Hong Kong|Taiwan|South Korea|Vietnam|Indonesia|Malaysia|Egypt|Pakistan|Bangladesh';

// "Remote, US" and "Hybrid, CA" are work modes, not cities.
// A place's word is at most 30 letters: tried from every capital, an unbounded word made one long run
// of "Aaa.Aaa.…" quadratic.
const CITY = String.raw`(?!(?:Remote|Hybrid|Onsite|On-site)\b)[A-Z][a-zA-Z.'-]{1,30}(?: [A-Z][a-zA-Z.'-]{1,30}){0,3}`;
const CITY_STATE = new RegExp(String.raw`\b(${CITY}),\s*(${US_STATES})\b(?![a-z])(?:,?\s*(?:USA|US|United States)\b)?`);
const CITY_COUNTRY = new RegExp(String.raw`\b(${CITY}),\s*(${COUNTRIES})\b`);
const FIELD = /^\s*(?:location|locations|work location|office location|based in|where|job location)\s*[:\-–]\s*(.+)$/im;

const HYBRID = /\bhybrid\b(?!\s+(?:cloud|app|apps|mobile|architecture|model(?:s|ing)?\b(?!\s+of work)|approach|infrastructure|search|systems?))/i;
const REMOTE =
  /\b(?:fully[- ]remote|100% remote|remote[- ](?:first|friendly|only|eligible|ok|role|position|job|opportunity|work|working|option)|work(?:ing)? (?:from home|remotely)|\(remote\)|remote\s*[(,/|–—-]|remote (?:in|within|across)|is remote|are remote|this (?:is a )?remote)\b|^\s*remote\s*$/im;
const ONSITE = /\b(?:on-?site|in-office|in office|in-person)\b(?!\s+(?:interview|visits?))/i;

const REGION = String.raw`(?:the )?(?:US|USA|U\.S\.|United States|UK|EU|Europe|EMEA|APAC|LATAM|Americas|North America|Canada|Germany|India|Worldwide|Anywhere|Global|${COUNTRIES})`;
const REMOTE_REGION = new RegExp(
  String.raw`\b(?:fully |100% )?remote\b\s*(?:[-–—,(/|:]\s*|\s+(?:in|within|across|from)\s+(?:the\s+)?)(${REGION})\b`,
  'i',
);

function workMode(text: string): string | null {
  if (HYBRID.test(text)) return 'Hybrid';
  if (REMOTE.test(text)) return 'Remote';
  if (ONSITE.test(text)) return 'On-site';
  return null;
}

/**
 * "City, ST" / "City, Country" and the work mode: "San Francisco, CA (Hybrid)", "Remote",
 * "Berlin, Germany". A "Location:" field is taken as written (tidied). Null when nothing is stated.
 */
export function extractLocation(text: string): string | null {
  const field = FIELD.exec(text)?.[1]?.trim().replace(/\s+/g, ' ');
  if (field && field.length <= 100) return field.replace(/[.;]$/, '');
  const mode = workMode(text);
  const region = REMOTE_REGION.exec(text)?.[1];
  const cs = CITY_STATE.exec(text);
  const place = cs ? `${cs[1]}, ${cs[2]}` : CITY_COUNTRY.exec(text)?.slice(1, 3).join(', ');
  if (place) return mode && mode !== 'On-site' ? `${place} (${mode})` : place;
  return region ? `Remote (${region.replace(/^the /i, '')})` : mode;
}
