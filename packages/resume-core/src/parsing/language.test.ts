import { nonEnglishLanguage } from './language';
import { parseResume } from './parse-resume';

const GERMAN = [
  'Lebenslauf',
  'Anna Schmidt',
  'Berufserfahrung',
  '03/2018 – heute: Projektleiterin bei Nordlicht Energie GmbH, Hamburg',
  'Leitung von Windparkprojekten mit einem Team von acht Personen',
  'Ausbildung',
  '2009 – 2014 Studium Maschinenbau, Technische Universität Hamburg',
  'Sprachen: Deutsch (Muttersprache), Englisch (fließend)',
].join('\n');

const FRENCH = [
  'Expérience professionnelle',
  'Depuis 2019 : cheffe de projet chez Atelier Lumière, Lyon',
  'Gestion des plannings et suivi des fournisseurs pour les chantiers de la région',
  'Formation',
  'Diplôme d’ingénieur en génie civil, 2018',
  'Langues : français, anglais',
].join('\n');

const SPANISH = [
  'Experiencia laboral',
  'Jefa de proyecto en Luz del Sur, Sevilla (2019 – actualidad)',
  'Gestión de los proveedores y de la planificación de las obras',
  'Formación',
  'Grado en Ingeniería Civil, Universidad de Sevilla',
  'Idiomas: español, inglés',
].join('\n');

describe('titles written in the languages whose dates are read', () => {
  it('are titles beside the employer, so the employer is not taken for the title', () => {
    const text = [
      'Jordan Vale',
      'Expérience professionnelle',
      'Depuis mars 2015 : Ingénieur fours, Oakfern Céramique, Tarrow',
      '2010 – 2015 : Technicien, Brightwater Poterie, Kelburn',
      '',
      'Erhvervserfaring',
      '2008 – 2010: Ovningeniør, Quillon Keramik A/S, Tarrow',
    ].join('\n');
    expect(parseResume(text).experiences.map((e) => [e.company, e.role, e.period])).toEqual([
      ['Oakfern Céramique', 'Ingénieur fours', 'Mar 2015 – Present'],
      ['Brightwater Poterie', 'Technicien', '2010 – 2015'],
      ['Quillon Keramik A/S', 'Ovningeniør', '2008 – 2010'],
    ]);
  });
});

describe('the language a resume is written in', () => {
  it('is told by its small words and headings', () => {
    expect(nonEnglishLanguage(GERMAN)).toBe('German');
    expect(nonEnglishLanguage(FRENCH)).toBe('French');
    expect(nonEnglishLanguage(SPANISH)).toBe('Spanish');
  });

  it('is not claimed for an English resume full of foreign names, places and skills', () => {
    const english = [
      'Experience',
      'Projektleiterin, Nordlicht Energie GmbH, Hamburg (2018 – present)',
      'Led the wind farm projects of the north sea region with a team of eight',
      'Education',
      'MSc Maschinenbau, Technische Universität Hamburg',
      'Skills: SAP, MATLAB, AutoCAD',
    ].join('\n');
    expect(nonEnglishLanguage(english)).toBeNull();
    // Too few words to tell anything by.
    expect(nonEnglishLanguage('Anna Schmidt\nHamburg')).toBeNull();
  });

  it('names the language when nothing could be read', () => {
    expect(() =>
      parseResume('Lebenslauf\nAnna Schmidt\nIch bin seit heute bei der Firma und mit dem Team für die Planung von den Projekten zuständig.'),
    ).toThrow('No resume content found: the text seems to be in German, and resumes are read in English only.');
  });
});
