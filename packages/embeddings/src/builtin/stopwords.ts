/**
 * Function words carry no meaning for matching a chunk to a requirement, yet they are the most
 * frequent tokens and would dominate every vector (even with sublinear weighting) and make unrelated
 * texts look alike. Only short words are listed; the vocabulary flags them once per word.
 */
export const STOPWORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'been', 'but', 'by', 'for', 'from', 'had', 'has', 'have',
  'he', 'her', 'his', 'i', 'in', 'into', 'is', 'it', 'its', 'me', 'my', 'of', 'on', 'or', 'our', 'she',
  'so', 'than', 'that', 'the', 'their', 'them', 'then', 'there', 'these', 'they', 'this', 'to', 'us',
  'was', 'we', 'were', 'what', 'when', 'which', 'while', 'who', 'will', 'with', 'would', 'you', 'your',
  'also', 'etc', 'eg', 'ie', 'per', 'via', 'all', 'any', 'can', 'do', 'does', 'dont', 'not', 'no',
]);

export const STOPWORD_MAX_LENGTH = 5;
