import { buildPdf, textAt, textContent } from '@tailor/testing';
import { sample } from './__tests__/sample-data';
import { HIDDEN_TEXT_NOTE, extractText } from './extract';
import { extractPdf } from './pdf';

/** What a reader sees on every test page: an accountant's resume. */
const VISIBLE = [
  'Jane Roe, Chartered Accountant',
  'Senior Accountant at Harbor Audit LLP, 2018 - 2024',
  'Prepared quarterly statements and led the year-end close for twelve clients.',
  'Reconciled ledgers, payroll and fixed assets; trained two junior accountants.',
];
const visiblePage = (): string => textContent(VISIBLE);
/** The keywords slipped in for screeners. */
const PLANTED = 'Kubernetes Terraform PyTorch Staff Engineer at Netflix';
const PLANTED_WORDS = ['Kubernetes', 'Terraform', 'PyTorch', 'Netflix'];

async function read(...extra: string[]) {
  return extractPdf('cv.pdf', buildPdf([[visiblePage(), ...extra].join('\n')]));
}

function expectOnlyVisible(text: string): void {
  for (const line of VISIBLE) expect(text).toContain(line);
  for (const word of PLANTED_WORDS) expect(text).not.toContain(word);
}

describe('text a reader cannot see is left out of a PDF', () => {
  it.each([
    ['white on the white page', textAt(72, 560, PLANTED, { before: '1 1 1 rg' })],
    ['white given as CMYK', textAt(72, 560, PLANTED, { before: '0 0 0 0 k' })],
    ['nearly white', textAt(72, 560, PLANTED, { before: '0.97 g' })],
    ['invisible render mode 3', textAt(72, 560, PLANTED, { before: '3 Tr' })],
    ['clip-only render mode 7', textAt(72, 560, PLANTED, { before: '7 Tr' })],
    ['0.5 pt high', textAt(72, 560, PLANTED, { size: 0.5 })],
    ['shrunk by the transform to under 2 pt', textAt(72, 560, PLANTED, { before: '0.1 0 0 0.1 0 0 cm' })],
    ['squeezed flat by horizontal scaling', textAt(72, 560, PLANTED, { before: '1 Tz' })],
    ['fully transparent (ca 0)', textAt(72, 560, PLANTED, { before: '/Transparent gs' })],
    ['nearly transparent (ca 0.02)', textAt(72, 560, PLANTED, { before: '/Faint gs' })],
    ['left of the page', textAt(-600, 560, PLANTED)],
    ['above the page', textAt(72, 900, PLANTED)],
    ['below the page', textAt(72, -40, PLANTED)],
    ['clipped away', textAt(72, 560, PLANTED, { before: '0 0 10 10 re W n' })],
    ['covered by a white rectangle drawn after it', `${textAt(72, 560, PLANTED)}\nq 1 1 1 rg 60 550 500 30 re f Q`],
    ['covered by a black box drawn after it', `${textAt(72, 560, PLANTED)}\nq 0 g 60 550 500 30 re f Q`],
    ['the colour of the box it sits on', `q 0.2 0.3 0.5 rg 60 550 500 30 re f Q\n${textAt(72, 560, PLANTED, { before: '0.2 0.3 0.5 rg' })}`],
  ])('%s', async (_case, hidden) => {
    const result = await read(hidden);
    expectOnlyVisible(result.text);
    expect(result.hiddenCharacters).toBe(PLANTED.replace(/\s/g, '').length);
  });

  it('drops the hidden words from a line whose other words are visible', async () => {
    const line = [
      'q BT /F1 11 Tf 72 560 Td',
      '(Certified Public Accountant, ) Tj',
      '1 1 1 rg (Kubernetes Terraform ) Tj',
      '0 g (licensed in Ohio) Tj',
      'ET Q',
    ].join('\n');
    const result = await read(line);
    const lines = result.text.split('\n');
    expect(lines).toContain('Certified Public Accountant, licensed in Ohio');
    expect(result.text).not.toMatch(/Kubernetes|Terraform/);
    expect(result.hiddenCharacters).toBe('KubernetesTerraform'.length);
  });

  it.each([
    ['light grey', '0.6 g'],
    ['pale grey', '0.85 g'],
    ['half transparent black', '/Half gs'],
    ['a brand colour', '0.9 0.3 0.1 rg'],
  ])('keeps %s text', async (_case, before) => {
    const result = await read(textAt(72, 560, 'Member of the Ohio Society of CPAs', { before }));
    expect(result.text).toContain('Member of the Ohio Society of CPAs');
    expect(result.hiddenCharacters).toBe(0);
  });

  it('keeps white text on a dark band and text drawn over a light highlight', async () => {
    const result = await read(
      'q 0.1 0.2 0.4 rg 0 600 612 40 re f Q',
      textAt(72, 615, 'Licensed CPA in Ohio and Indiana', { before: '1 1 1 rg', size: 14 }),
      'q 1 1 0.6 rg 60 520 300 20 re f Q',
      textAt(72, 526, 'Certified Fraud Examiner since 2019'),
    );
    expect(result.text).toContain('Licensed CPA in Ohio and Indiana');
    expect(result.text).toContain('Certified Fraud Examiner since 2019');
    expect(result.hiddenCharacters).toBe(0);
  });

  it('keeps a text layer drawn invisibly over an image, as OCR does on a scanned page', async () => {
    // A 1×1 grey inline image stretched over the area of the line.
    const image = 'q 300 0 0 20 60 552 cm BI /W 1 /H 1 /CS /G /BPC 8 ID \x80 EI Q';
    const result = await read(image, textAt(72, 556, 'Scanned certificate of the Ohio Board', { before: '3 Tr' }));
    expect(result.text).toContain('Scanned certificate of the Ohio Board');
    expect(result.hiddenCharacters).toBe(0);
  });

  it('says so in the notes, and only then', async () => {
    const planted = buildPdf([[visiblePage(), textAt(72, 560, PLANTED, { before: '1 1 1 rg' })].join('\n')]);
    const hidden = await extractText({ filename: 'cv.pdf', bytes: planted });
    expect(hidden.notes).toEqual([HIDDEN_TEXT_NOTE]);
    const clean = await extractText({ filename: 'cv.pdf', bytes: buildPdf([visiblePage()]) });
    expect(clean.notes).toEqual([]);
  });

  it.each(['azurill', 'ditto', 'gengar', 'onyx', 'pikachu', 'rhyhorn'])(
    'finds nothing hidden in the %s template (headings drawn as outlines under an invisible text layer included)',
    async (template) => {
      const result = await extractPdf(`${template}.pdf`, sample(`reactive-resume-templates/${template}.pdf`));
      expect(result.hiddenCharacters).toBe(0);
    },
  );

  it('reads a page of 300,000 drawing operators in bounded time, judging only the first of them', async () => {
    const squares = Array.from({ length: 300_000 }, (_, i) => `${i % 600} ${(i * 7) % 780} 1.5 1.5 re f`).join('\n');
    const started = Date.now();
    const result = await extractPdf('heavy.pdf', buildPdf([[visiblePage(), squares].join('\n')]));
    for (const line of VISIBLE) expect(result.text).toContain(line);
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);

  it('finds nothing hidden in a plain PDF', async () => {
    expect((await read()).hiddenCharacters).toBe(0);
  });
});
