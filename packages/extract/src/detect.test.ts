import { resumeDocx, zipOf } from './__tests__/docx-fixtures';
import { buildPdf, textContent } from '@tailor/testing';
import { detectFileType, ExtractionError } from './index';

const failure = (fn: () => unknown): ExtractionError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ExtractionError) return error;
    throw error;
  }
  throw new Error('expected an ExtractionError');
};

describe('detectFileType', () => {
  it('accepts each supported type when the content matches, whatever the extension case', async () => {
    expect(detectFileType('cv.DOCX', await resumeDocx())).toBe('docx');
    expect(detectFileType('cv.pdf', buildPdf([textContent(['hi'])]))).toBe('pdf');
    expect(detectFileType('dir/cv.Txt', Buffer.from('plain text'))).toBe('txt');
  });

  it('refuses empty files before looking at the name', () => {
    const error = failure(() => detectFileType('cv.exe', Buffer.alloc(0)));
    expect(error.code).toBe('empty_file');
    expect(error.message).toBe('File is empty');
  });

  it('names the unsupported extension, or says there is none', () => {
    expect(failure(() => detectFileType('cv.exe', Buffer.from('x'))).message).toBe('Unsupported file type: .exe. Supported types: .docx, .txt, .pdf');
    const none = failure(() => detectFileType('resume', Buffer.from('x')));
    expect(none.code).toBe('unsupported_type');
    expect(none.message).toBe('Unsupported file type: (none). Supported types: .docx, .txt, .pdf');
  });

  it('refuses a .docx that is not a zip, an old .doc, and a zip without word/document.xml', async () => {
    expect(failure(() => detectFileType('cv.docx', Buffer.from('just text'))).message).toBe(
      'Failed to extract text from cv.docx: the file is not a valid Word document (not a zip archive)',
    );
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512, 1)]);
    expect(failure(() => detectFileType('cv.docx', ole)).message).toMatch(/old-format \(\.doc\) or password-protected Word document/);
    // Only the file's own name appears in messages, never the uploader's directories.
    expect(failure(() => detectFileType('C:\\Users\\me\\cv.docx', Buffer.from('x'))).message).toMatch(/^Failed to extract text from cv\.docx: /);
    const noDocument = await zipOf({ 'hello.txt': 'hi' });
    expect(failure(() => detectFileType('cv.docx', noDocument)).message).toBe(
      'Failed to extract text from cv.docx: the file is not a valid Word document (word/document.xml is missing)',
    );
  });

  it('refuses a damaged zip with a clear reason', () => {
    const damaged = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(100, 7)]);
    expect(failure(() => detectFileType('cv.docx', damaged)).message).toBe(
      'Failed to extract text from cv.docx: the file is not a valid Word document (the zip archive is damaged)',
    );
  });

  it('refuses a .pdf without the %PDF header', () => {
    const error = failure(() => detectFileType('cv.pdf', Buffer.from('Hello, I am not a PDF')));
    expect(error.code).toBe('invalid_file');
    expect(error.message).toBe('Failed to extract text from cv.pdf: the file is not a valid PDF (no %PDF header)');
  });

  it('refuses binary content in a .txt', () => {
    const error = failure(() => detectFileType('cv.txt', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])));
    expect(error.code).toBe('binary_content');
    expect(error.message).toBe('Failed to extract text from cv.txt: the file contains binary data, not text');
  });
});
