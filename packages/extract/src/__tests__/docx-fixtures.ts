import { Document, Header, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, WidthType } from 'docx';
import JSZip from 'jszip';

/** A résumé-like DOCX: header with contact details, headings, bullets and a two-column table layout. */
export async function resumeDocx(): Promise<Buffer> {
  const cell = (lines: string[]): TableCell =>
    new TableCell({ width: { size: 50, type: WidthType.PERCENTAGE }, children: lines.map((text) => new Paragraph({ text })) });
  const doc = new Document({
    sections: [
      {
        headers: { default: new Header({ children: [new Paragraph({ text: 'Jane Roe · jane.roe@example.com' })] }) },
        children: [
          new Paragraph({ text: 'Professional Summary', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'Backend engineer with ten years of experience building payment platforms & APIs.' }),
          new Paragraph({ text: 'Experience', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'Designed a ledger service processing 2M transactions per day', bullet: { level: 0 } }),
          new Paragraph({ text: 'Cut p99 latency by 40% through query tuning', bullet: { level: 0 } }),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [
              new TableRow({ children: [cell(['Acme Payments', 'Staff Engineer']), cell(['Skills', 'TypeScript, PostgreSQL'])] }),
              new TableRow({ children: [cell(['Globex Corporation']), cell(['Languages'])] }),
            ],
          }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** About two pages of plain paragraphs and bullets, for timing. */
export async function twoPageDocx(): Promise<Buffer> {
  const children: Paragraph[] = [];
  for (let job = 1; job <= 8; job++) {
    children.push(new Paragraph({ text: `Company ${job} — Senior Engineer, 20${10 + job} – 20${11 + job}`, heading: HeadingLevel.HEADING_2 }));
    for (let bullet = 1; bullet <= 6; bullet++) {
      children.push(
        new Paragraph({
          text: `Delivered project ${job}.${bullet} improving reliability and cost by a measurable margin for customers`,
          bullet: { level: 0 },
        }),
      );
    }
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

export async function zipOf(files: Record<string, string | Buffer>, level = 6): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level } });
}

/**
 * Rewrites the declared uncompressed size of `name` in both its local and central headers,
 * producing an archive whose directory lies about how much the entry inflates to.
 */
export function withDeclaredSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  const encoded = Buffer.from(name, 'utf8');
  for (let at = out.indexOf(encoded); at >= 0; at = out.indexOf(encoded, at + 1)) {
    if (out.readUInt32LE(at - 30) === 0x04034b50) out.writeUInt32LE(size, at - 30 + 22);
    else if (out.readUInt32LE(at - 46) === 0x02014b50) out.writeUInt32LE(size, at - 46 + 24);
  }
  return out;
}

const W_NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" ' +
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" ' +
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" ' +
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:v="urn:schemas-microsoft-com:vml" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

/** A paragraph of runs: each run is its text and, optionally, the inside of its `w:rPr`. */
export function para(runs: Array<string | [text: string, rPr: string]>, pPr = ''): string {
  const body = runs
    .map((run) => (typeof run === 'string' ? [run, ''] : run))
    .map(([text, rPr]) => `<w:r>${rPr ? `<w:rPr>${rPr}</w:rPr>` : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`)
    .join('');
  return `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}${body}</w:p>`;
}

/**
 * A .docx written as raw WordprocessingML, for markup the `docx` package cannot produce
 * (hidden runs through styles, alternate content, DrawingML-only text boxes).
 */
export async function rawDocx(body: string, extra: { styles?: string; header?: string; background?: string } = {}): Promise<Buffer> {
  const rels = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">',
    extra.styles
      ? '<Relationship Id="rIdS" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>'
      : '',
    extra.header
      ? '<Relationship Id="rIdH" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>'
      : '',
    '</Relationships>',
  ].join('');
  const files: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/_rels/document.xml.rels': rels,
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W_NS}>${
      extra.background ? `<w:background w:color="${extra.background}"/>` : ''
    }<w:body>${body}</w:body></w:document>`,
  };
  if (extra.styles) files['word/styles.xml'] = `<?xml version="1.0" encoding="UTF-8"?><w:styles ${W_NS}>${extra.styles}</w:styles>`;
  if (extra.header) files['word/header1.xml'] = `<?xml version="1.0" encoding="UTF-8"?><w:hdr ${W_NS}>${extra.header}</w:hdr>`;
  return zipOf(files);
}
