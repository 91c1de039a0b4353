import type { Readable } from 'node:stream';

export type ReadPartResult = { kind: 'ok'; bytes: Buffer } | { kind: 'too_large'; size: number };

/**
 * Reads one uploaded file into a buffer the request allocated once (max size + 1 byte), so a 10 MB
 * file sits in memory once, not as chunks plus a concatenated copy. A larger file is drained and
 * counted without being kept, so its size can be reported.
 */
export async function readPart(stream: Readable, buffer: Buffer, maxBytes: number): Promise<ReadPartResult> {
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (size + chunk.length <= maxBytes) chunk.copy(buffer, size);
    size += chunk.length;
  }
  if (size > maxBytes) return { kind: 'too_large', size };
  return { kind: 'ok', bytes: buffer.subarray(0, size) };
}
