import mammoth from 'mammoth';
import { resumeDocx, twoPageDocx } from './__tests__/docx-fixtures';
import { docxToHtml } from './docx-html';

const options = { convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })), externalFileAccess: false };

describe('docxToHtml', () => {
  it('gives what mammoth.convertToHtml gives, call after call', async () => {
    for (const bytes of [await resumeDocx(), await twoPageDocx(), await resumeDocx()]) {
      const expected = (await mammoth.convertToHtml({ buffer: bytes }, options)).value;
      expect(expected).toContain('<li>');
      await expect(docxToHtml(bytes, options)).resolves.toBe(expected);
    }
  });

  it('honours a style map embedded in the document', async () => {
    const embedded = await mammoth.embedStyleMap({ buffer: await resumeDocx() }, 'p:unordered-list(1) => ol > li:fresh');
    const bytes = Buffer.from(embedded.toArrayBuffer());
    const expected = (await mammoth.convertToHtml({ buffer: bytes }, options)).value;
    expect(expected).toContain('<ol><li>');
    await expect(docxToHtml(bytes, options)).resolves.toBe(expected);
  });
});
