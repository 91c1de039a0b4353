import { defaultSkillMatcher } from '../skills';
import { analyzeJobDescription } from './analyze';
import { shorthandTokens } from './shorthand';

const tokens = (text: string) => shorthandTokens({ text, start: 0, end: text.length }).map((t) => t.name);

describe('shorthand read whole', () => {
  it('finds joined letters, a digit before capitals and numeronyms, with their offsets', () => {
    expect(tokens('Run the S&OP review, pick a 3PL, grow R&D and QA/QC, learn k8s and i18n')).toEqual(['S&OP', '3PL', 'R&D', 'QA/QC', 'k8s', 'i18n']);
    const [first] = shorthandTokens({ text: 'xx P&L owner', start: 100, end: 112 });
    expect(first).toEqual({ name: 'P&L', index: 103, end: 106 });
  });

  it('leaves words, dates, units and "and/or" alone', () => {
    expect(tokens('Mon/Fri shifts, 40k/50k, 24/7 support, 5kg parcels, and/or N/A, Sales/Marketing, H2O')).toEqual([]);
  });

  it('reads an unknown shorthand as one requirement and never a letter run inside it', () => {
    const analysis = analyzeJobDescription('Lab Lead\nRequirements:\n- Own the MR&O budget\n- Roll out 2FA for every lab system');
    expect(analysis.required_skills).toEqual(expect.arrayContaining(['MR&O', '2FA']));
    expect(analysis.required_skills).not.toContain('MR');
  });

  it('reads a known shorthand whole, in the posting’s spelling, instead of the letters after the joiner', () => {
    const analysis = analyzeJobDescription('Planner\nRequirements:\n- Chair the S&OP meeting\n- Choose 3PL vendors');
    // The posting's own spelling is kept; the database reads it back as its skill when matching.
    expect(analysis.required_skills).toEqual(expect.arrayContaining(['S&OP', '3PL']));
    expect(['S&OP', '3PL'].map((name) => defaultSkillMatcher().canonical(name)?.name)).toEqual([
      'Sales and Operations Planning',
      'Third-Party Logistics',
    ]);
    expect(analysis.required_skills).not.toContain('OP');
  });
});
