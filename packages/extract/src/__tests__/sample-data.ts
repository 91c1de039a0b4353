import { sharedDataDir } from '@tailor/testing';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DATA_DIR = sharedDataDir();

/** Reads a shared development sample, failing with a clear message when the data is not mounted. */
export function sample(relative: string): Buffer {
  const path = join(DATA_DIR, relative);
  if (!existsSync(path)) {
    throw new Error(`Sample data missing: ${path}. The PDF tests read the shared development data in ${DATA_DIR}.`);
  }
  return readFileSync(path);
}

export interface ReactiveResume {
  sections: {
    summary: { content: string };
    experience: { items: Array<{ company: string; position: string; location: string; date: string; summary: string }> };
    skills: { items: Array<{ name: string; keywords: string[] }> };
  };
}

export function reactiveResume(template: string): ReactiveResume {
  return JSON.parse(sample(`reactive-resume-templates/${template}.json`).toString('utf8')) as ReactiveResume;
}

/** Text of HTML fragments from the JSON, one string per paragraph or list item. */
export function htmlParagraphs(html: string): string[] {
  return html
    .split(/<\/(?:p|li)>/)
    .map((part) =>
      part
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .trim(),
    )
    .filter((part) => part !== '');
}

/** Joins wrapped lines (including hyphen-wrapped ones) so a sentence can be found whole. */
export function flatten(text: string): string {
  return text.replace(/-\n/g, '-').replace(/\s+/g, ' ');
}
