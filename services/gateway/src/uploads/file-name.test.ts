import { plainFileName } from './file-name';

describe('plainFileName', () => {
  it.each([
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['C:\\Users\\me\\cv.docx', 'cv.docx'],
    ['re\u0000su\u001fme\u202e.pdf', 'resume.pdf'],
    ['   spaced.txt  ', 'spaced.txt'],
    ['...hidden.txt', 'hidden.txt'],
    ['', 'resume'],
  ])('%j → %j', (raw, expected) => {
    expect(plainFileName(raw)).toBe(expected);
  });

  it('shortens a 300-character name and keeps its extension', () => {
    const name = plainFileName(`${'a'.repeat(300)}.docx`);
    expect(name).toHaveLength(255);
    expect(name.endsWith('.docx')).toBe(true);
  });
});
