import { MAX_FILE_SIZE_BYTES, MAX_FILE_SIZE_MB, MESSAGES, SUPPORTED_EXTENSIONS } from '@tailor/contracts/browser';

export interface FileLike {
  name: string;
  size: number;
}

/** Lower-case extension with the dot ('.docx'), or '' when the name has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
}

/**
 * The checks the browser can make before sending: type, size and emptiness. The server makes
 * them again; this only saves a round trip and shows the same message.
 */
export function precheckFile(file: FileLike): string | null {
  const ext = extensionOf(file.name);
  if (!(SUPPORTED_EXTENSIONS as readonly string[]).includes(ext)) return MESSAGES.unsupportedFileType(ext);
  if (file.size > MAX_FILE_SIZE_BYTES) return MESSAGES.fileTooLarge(file.size / 1024 / 1024, MAX_FILE_SIZE_MB);
  if (file.size === 0) return MESSAGES.fileEmpty;
  return null;
}

export interface Prechecked<F extends FileLike> {
  valid: F[];
  invalid: { file: F; error: string }[];
}

export function precheckFiles<F extends FileLike>(files: readonly F[]): Prechecked<F> {
  const result: Prechecked<F> = { valid: [], invalid: [] };
  for (const file of files) {
    const error = precheckFile(file);
    if (error) result.invalid.push({ file, error });
    else result.valid.push(file);
  }
  return result;
}
