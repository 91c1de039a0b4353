// Matches the code as it was written by hand: single quotes, semicolons, trailing commas, long lines.
// Of the widths tried (120–160), 150 is the one that re-lays the fewest existing lines.
/** @type {import('prettier').Config} */
export default {
  printWidth: 150,
  singleQuote: true,
  trailingComma: 'all',
};
