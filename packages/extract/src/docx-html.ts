// mammoth.convertToHtml, with its default style map parsed once per process instead of on every
// call: parsing those ~45 mappings was about a third of mammoth's CPU time on a resume-sized .docx.
// This follows mammoth 1.13's `convert` (lib/index.js) step by step through its internal modules,
// which is why the mammoth version is pinned exactly; a document that embeds its own style map
// (rare, made with mammoth's embedStyleMap) goes through mammoth.convertToHtml unchanged.
import mammoth from 'mammoth';

interface MammothResult<T> {
  value: T;
  map<U>(fn: (value: T) => U): MammothResult<U>;
  flatMapThen<U>(fn: (value: T) => PromiseLike<MammothResult<U>>): PromiseLike<MammothResult<U>>;
}
interface DocxFile {
  exists(path: string): boolean;
  write(path: string, contents: string): void;
}
type Options = Record<string, unknown> & { transformDocument: (document: unknown) => unknown; readStyleMap(): string[] };

// mammoth's lib modules have no type declarations, so they are required and typed here.
/* eslint-disable @typescript-eslint/no-require-imports */
const { readOptions, _defaultStyleMap: DEFAULT_STYLE_MAP } = require('mammoth/lib/options-reader') as {
  readOptions(options: object): Options;
  _defaultStyleMap: string[];
};
const { openZip } = require('mammoth/lib/unzip') as { openZip(input: { buffer: Buffer }): PromiseLike<DocxFile> };
const docxReader = require('mammoth/lib/docx/docx-reader') as {
  read(docxFile: DocxFile, input: object, options: Options): PromiseLike<MammothResult<unknown>>;
};
const { readStyle } = require('mammoth/lib/style-reader') as { readStyle(mapping: string): MammothResult<unknown> };
const { DocumentConverter } = require('mammoth/lib/document-to-html') as {
  DocumentConverter: new (options: object) => { convertToHtml(document: unknown): PromiseLike<MammothResult<string>> };
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** Where a document keeps an embedded style map (mammoth's lib/docx/style-map.js). */
const EMBEDDED_STYLE_MAP = 'mammoth/style-map';

let defaultStyleMap: unknown[] | undefined;

/** The parsed default mappings; what mammoth's parseStyleMap makes of them, minus empty ones. */
function parsedDefaultStyleMap(): unknown[] {
  defaultStyleMap ??= DEFAULT_STYLE_MAP.map((mapping) => readStyle(mapping).value).filter((mapping) => !!mapping);
  return defaultStyleMap;
}

/**
 * `replacedParts` are part names with the XML mammoth should read instead of the archive's own
 * (the document with its invisible runs taken out).
 */
export async function docxToHtml(
  bytes: Buffer,
  options: { convertImage: unknown; externalFileAccess: boolean },
  replacedParts: ReadonlyMap<string, string> = new Map(),
): Promise<string> {
  const input = { buffer: bytes };
  const docxFile = await openZip(input);
  // Without a byte-order mark: the replacement is written back as UTF-8.
  for (const [name, xml] of replacedParts) docxFile.write(name, xml.replace(/^\ufeff/, ''));
  if (docxFile.exists(EMBEDDED_STYLE_MAP)) return (await mammoth.convertToHtml({ file: docxFile } as never, options as never)).value;
  const read = readOptions(options);
  const document = (await docxReader.read(docxFile, input, read)).map(read.transformDocument);
  const converter = new DocumentConverter({ ...read, styleMap: parsedDefaultStyleMap() });
  const html = await document.flatMapThen((element) => converter.convertToHtml(element));
  return html.value;
}
