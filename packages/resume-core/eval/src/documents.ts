import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { layoutBlocks, LAYOUTS, type Layout } from './layouts';
import { EXTRA_LAYOUTS } from './layouts-extra';
import { MANUAL_LABELS } from './manual-labels';
import type { LabelledDocument } from './model';
import { renderDocx, renderText } from './render';
import type { Source } from './sources';

async function rendered(source: Source, layout: Layout, format: 'docx' | 'txt'): Promise<LabelledDocument> {
  const blocks = layoutBlocks(source.model, layout, format === 'docx');
  const bytes = format === 'docx' ? await renderDocx(blocks, layout.wordBullets === true) : Buffer.from(renderText(blocks), 'utf8');
  return {
    id: `${source.id}/${layout.id}.${format}`,
    source: source.id,
    format,
    layout: layout.id,
    filename: `${source.id}-${layout.id}.${format}`,
    bytes,
    labels: source.labels,
  };
}

/**
 * The six Reactive Resume JSONs hold the same person, so each gets its own PDF plus one DOCX and one
 * TXT layout (rotated so every layout is used); the two other structured resumes get every layout.
 */
export async function buildDocuments(reactive: Source[], structured: Source[], personas: Source[], dataDir: string): Promise<LabelledDocument[]> {
  const docs: LabelledDocument[] = [];
  const n = LAYOUTS.length;
  for (const [i, source] of reactive.entries()) {
    if (source.pdf) {
      docs.push({
        id: `${source.id}/original.pdf`,
        source: source.id,
        format: 'pdf',
        layout: 'original',
        filename: basename(source.pdf),
        bytes: readFileSync(source.pdf),
        labels: source.labels,
      });
    }
    docs.push(await rendered(source, LAYOUTS[i % n] as Layout, 'docx'));
    docs.push(await rendered(source, LAYOUTS[(i + 3) % n] as Layout, 'txt'));
  }
  for (const source of structured) {
    for (const layout of LAYOUTS) {
      docs.push(await rendered(source, layout, 'docx'));
      docs.push(await rendered(source, layout, 'txt'));
    }
  }
  // Personas were written after tuning: each goes through every layout, old and new, in one format.
  const all = [...LAYOUTS, ...EXTRA_LAYOUTS];
  for (const [i, source] of personas.entries()) {
    for (const [k, layout] of all.entries()) docs.push(await rendered(source, layout, (i + k) % 2 === 0 ? 'docx' : 'txt'));
  }
  const pdfDir = join(dataDir, 'resume-matcher', 'resumes');
  for (const file of readdirSync(pdfDir)
    .filter((f) => f.endsWith('.pdf'))
    .sort()) {
    const labels = MANUAL_LABELS[file.replace(/\.pdf$/, '')];
    if (!labels) continue;
    docs.push({
      id: `resume-matcher/${file}`,
      source: `resume-matcher-${file.replace(/\.pdf$/, '')}`,
      format: 'pdf',
      layout: 'original',
      filename: file,
      bytes: readFileSync(join(pdfDir, file)),
      labels,
    });
  }
  return docs;
}
