/**
 * What a skill's name looks like, as opposed to a clause that slipped into a skills list
 * ("reconciled 10 vendor invoices"). Shared by the resume parser and the free-text extractor.
 */

// Resume action verbs in the past tense: an item opening with one is a clause, not a name.
const ACTION_VERB =
  /^(?:(?:achiev|administer|analy[sz]|assist|audit|balanc|calculat|collaborat|communicat|complet|conduct|coordinat|creat|deliver|design|develop|document|ensur|establish|execut|facilitat|generat|guid|handl|help|identifi|implement|improv|increas|launch|maintain|manag|monitor|negotiat|organi[sz]|perform|plann|prepar|present|process|produc|provid|reconcil|record|reduc|report|research|resolv|respond|review|schedul|serv|streamlin|supervis|support|track|train|updat|work)e?d|built|led|drove|wrote|oversaw|ran|made|grew|won|sold|taught)$/i;
const FUNCTION_WORD = /^(?:the|a|an|of|for|to|with|from|by|on|into|per|each|our|their|his|her|all|over|under|across)$/i;

export function isActionVerb(word: string): boolean {
  return ACTION_VERB.test(word);
}

/**
 * A clause rather than a name: it opens with an action verb, joins three or more words with function
 * words, counts something ("10 vendor invoices", "3 years"), or is mostly digits. A versioned name
 * such as "Python 3" or "ISO 9001" is not a clause.
 */
export function isClauseLike(item: string): boolean {
  const words = item.split(/\s+/).filter((w) => w !== '');
  const digits = item.replace(/\D/g, '').length;
  if (digits > 4 || digits * 2 > item.length) return true;
  if (words.slice(0, -1).some((w) => /^\d[\d,.]*%?$/.test(w))) return true;
  if (words.length >= 2 && isActionVerb(words[0] ?? '')) return true;
  return words.length >= 3 && words.slice(1).some((w) => FUNCTION_WORD.test(w));
}
