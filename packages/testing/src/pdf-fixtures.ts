/**
 * Shared by the extraction tests and the hostile-input system tests.
 *
 * Hand-written PDFs for cases the sample data does not cover. Offsets in the xref table are
 * computed, so pdf.js reads them without falling back to its repair mode.
 */

const HELVETICA = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** Escapes text for a PDF literal string. */
function literal(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** Extended graphics states every page of `buildPdf` can use: `/Transparent gs` (ca 0) and `/Faint gs` (ca 0.02). */
const EXT_G_STATES = '/ExtGState << /Transparent << /ca 0 /CA 0 >> /Faint << /ca 0.02 >> /Half << /ca 0.5 >> >>';

/**
 * One line of Helvetica at a position (PDF coordinates: origin bottom-left of a 612×792 page),
 * with optional operators set before it inside BT/ET (colour, render mode, text matrix…), the
 * whole line inside q/Q so that nothing leaks into the next.
 */
export function textAt(x: number, y: number, text: string, options: { size?: number; before?: string } = {}): string {
  return ['q', options.before ?? '', 'BT', `/F1 ${options.size ?? 11} Tf`, `${x} ${y} Td`, `${literal(text)} Tj`, 'ET', 'Q']
    .filter((part) => part !== '')
    .join('\n');
}

/** One text line per entry, 14 pt apart from the top of a Letter page. */
export function textContent(lines: readonly string[]): string {
  return ['BT', '/F1 11 Tf', '72 740 Td', ...lines.flatMap((line, i) => [...(i > 0 ? ['0 -14 Td'] : []), `${literal(line)} Tj`]), 'ET'].join('\n');
}

/** A PDF with one page per content stream; `trailerExtra` and `extraObjects` allow /Encrypt. */
export function buildPdf(pages: readonly string[], options: { trailerExtra?: string; extraObjects?: string[] } = {}): Buffer {
  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);
  const catalog = add('');
  const pagesRef = add('');
  const font = add(HELVETICA);
  const kids: number[] = [];
  for (const content of pages) {
    const stream = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesRef} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> ${EXT_G_STATES} >> /Contents ${stream} 0 R >>`,
      ),
    );
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

/**
 * Standard security handler (RC4, revision 2) with made-up /O and /U values: the empty user
 * password cannot match /U, so a reader must ask for a password.
 */
export function encryptedPdf(): Buffer {
  const hex32 = (byte: string): string => `<${byte.repeat(32)}>`;
  // Objects 1–5 are catalog, pages, font, content stream and page; the dictionary is object 6.
  return buildPdf([textContent(['Secret resume text that must not be readable without the password.'])], {
    extraObjects: [`<< /Filter /Standard /V 1 /R 2 /O ${hex32('7a')} /U ${hex32('3c')} /P -44 >>`],
    trailerExtra: `/Encrypt 6 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>]`,
  });
}
