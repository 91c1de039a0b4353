import { AlignmentType, Document, LevelFormat, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType, HeadingLevel } from 'docx';
import type { Block, Cell } from './blocks';

export function renderText(blocks: readonly Block[]): string {
  const out: string[] = [];
  for (const b of blocks) {
    if (b.kind === 'heading') out.push('', b.text);
    else if (b.kind === 'para') out.push(b.text);
    else if (b.kind === 'bullet') out.push(`${b.glyph} ${b.text}`);
    else if (b.kind === 'gap') out.push('');
    else for (const row of b.rows) for (const cell of row) out.push(...renderText(cell).split('\n'));
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

const NUMBERING = 'eval-bullets';

function paragraph(b: Cell[number], wordBullets: boolean): Paragraph {
  if (b.kind === 'bullet' && wordBullets) {
    return new Paragraph({ children: [new TextRun(b.text)], numbering: { reference: NUMBERING, level: 0 } });
  }
  const text = b.kind === 'bullet' ? `${b.glyph} ${b.text}` : b.text;
  return new Paragraph({ children: [new TextRun({ text, bold: b.kind === 'para' && b.bold === true })] });
}

function table(rows: Cell[][], wordBullets: boolean): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(
      (row) =>
        new TableRow({
          children: row.map(
            (cell, i) =>
              new TableCell({
                width: { size: i === 0 ? 25 : 75, type: WidthType.PERCENTAGE },
                children: cell.map((b) => paragraph(b, wordBullets)),
              }),
          ),
        }),
    ),
  });
}

export async function renderDocx(blocks: readonly Block[], wordBullets: boolean): Promise<Buffer> {
  const children: Array<Paragraph | Table> = [];
  for (const b of blocks) {
    if (b.kind === 'heading') children.push(new Paragraph({ text: b.text, heading: HeadingLevel.HEADING_2 }));
    else if (b.kind === 'gap') children.push(new Paragraph({ text: '' }));
    else if (b.kind === 'table') children.push(table(b.rows, wordBullets));
    else children.push(paragraph(b, wordBullets));
  }
  const doc = new Document({
    numbering: {
      config: [
        {
          reference: NUMBERING,
          levels: [{ level: 0, format: LevelFormat.BULLET, text: '•', alignment: AlignmentType.LEFT }],
        },
      ],
    },
    sections: [{ children }],
  });
  return Packer.toBuffer(doc);
}
