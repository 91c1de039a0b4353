import { jobs, withExperience } from './helpers';

describe('Europass CVs', () => {
  test('the labelled rows of the word template', () => {
    const section = [
      'Dates\tMarch 2015 – Present',
      'Occupation or position held\tSoftware Engineer',
      'Main activities and responsibilities\tBuilt the billing system and ran its releases',
      'Name and address of employer\tGlobex Ltd, 1 Main Street, Springfield',
      'Type of business or sector\tSoftware',
    ].join('\n');
    expect(jobs(withExperience(section, 'Work experience'))).toEqual([['Globex Ltd', 'Software Engineer', 'Mar 2015 – Present']]);
  });
});

test('numbered jobs whose fields are labelled', () => {
  const section = [
    '1) Organisation: Globex Wireless Pvt. Ltd., Springfield.',
    'Position: Network Engineer',
    'Exposure:',
    '• Planned the radio sites.',
    '',
    '2) Organisation: Moonbeam Net Pvt. Ltd., Shelbyville.',
    'Position: Intern',
    'Exposure:',
    '• Wrote firmware modules.',
  ].join('\n');
  expect(jobs(withExperience(section))).toEqual([
    ['Globex Wireless Pvt. Ltd.', 'Network Engineer', 'Unknown Period'],
    ['Moonbeam Net Pvt. Ltd.', 'Intern', 'Unknown Period'],
  ]);
});
