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
        new Paragraph({ text: `Delivered project ${job}.${bullet} improving reliability and cost by a measurable margin for customers`, bullet: { level: 0 } }),
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
