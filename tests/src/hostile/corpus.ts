import JSZip from 'jszip';

/**
 * Hostile uploads, generated here rather than committed: each is a few lines of construction and
 * the bytes stay obvious from the code (ideas from packages/extract's own fixtures).
 */

const MB = 1024 * 1024;

export async function zipOf(files: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

/** A .docx whose main part inflates to 200 MB from well under 1 MB. */
export function zipBomb(): Promise<Buffer> {
  return zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': Buffer.alloc(200 * MB, 0x20) });
}

/**
 * The same bomb with a directory that lies (declares 1 KB): passes the cheap header check at upload,
 * so the streaming inflate in the worker has to catch it.
 */
export async function lyingZipBomb(): Promise<Buffer> {
  const zip = Buffer.from(await zipBomb());
  const name = Buffer.from('word/document.xml', 'utf8');
  // Local file header: uncompressed size at +22; central directory header: at +24.
  for (let i = 0; i + 4 <= zip.length; i++) {
    const sig = zip.readUInt32LE(i);
    if (sig === 0x04034b50 && zip.subarray(i + 30, i + 30 + name.length).equals(name)) zip.writeUInt32LE(1024, i + 22);
    if (sig === 0x02014b50 && zip.subarray(i + 46, i + 46 + name.length).equals(name)) zip.writeUInt32LE(1024, i + 24);
  }
  return zip;
}

function literal(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

function textContent(lines: readonly string[]): string {
  return ['BT', '/F1 11 Tf', '72 740 Td', ...lines.flatMap((line, i) => [...(i > 0 ? ['0 -14 Td'] : []), `${literal(line)} Tj`]), 'ET'].join('\n');
}

/** A one-page-per-stream PDF with a correct xref table. */
function buildPdf(pages: readonly string[], options: { trailerExtra?: string; extraObjects?: string[] } = {}): Buffer {
  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);
  const catalog = add('');
  const pagesRef = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const kids: number[] = [];
  for (const content of pages) {
    const stream = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    kids.push(add(`<< /Type /Page /Parent ${pagesRef} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${stream} 0 R >>`));
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesRef} 0 R >>`;
  objects[pagesRef - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  for (const extra of options.extraObjects ?? []) add(extra);
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R ${options.trailerExtra ?? ''} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** RC4 standard security handler with made-up /O and /U: the empty password cannot open it. */
export function encryptedPdf(): Buffer {
  const hex32 = (byte: string): string => `<${byte.repeat(32)}>`;
  return buildPdf([textContent(['Secret resume text that must not be readable without the password.'])], {
    extraObjects: [`<< /Filter /Standard /V 1 /R 2 /O ${hex32('7a')} /U ${hex32('3c')} /P -44 >>`],
    trailerExtra: `/Encrypt 6 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>]`,
  });
}

/** Only vector drawing, no text: what a scanned resume looks like to a text extractor. */
export function pdfWithoutText(): Buffer {
  return buildPdf(['0.5 g 72 72 400 600 re f', 'q 1 0 0 1 0 0 cm 0 g 10 10 100 100 re S Q']);
}

/** Bytes that are clearly not text (NULs and high bytes), to be sent as a .txt. */
export function binaryBytes(): Buffer {
  const bytes = Buffer.alloc(4096);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 131 + 7) % 256;
  return bytes;
}
