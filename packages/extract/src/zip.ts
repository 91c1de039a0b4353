import { crc32, inflateRawSync } from 'node:zlib';
import { LIMITS } from './limits';

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** Structural problems, kept apart from size refusals so callers can word them differently. */
export class ZipFormatError extends Error {}
export class ZipBombError extends Error {}
export class ZipTooManyEntriesError extends Error {}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** General-purpose flag bit 11: the part names are UTF-8. */
const UTF8_NAMES = 0x0800;

export function isZip(bytes: Buffer): boolean {
  return bytes.length >= 4 && (bytes.readUInt32LE(0) === LOCAL_SIGNATURE || bytes.readUInt32LE(0) === EOCD_SIGNATURE);
}

/**
 * Reads the central directory only — nothing is inflated — so size limits can be enforced
 * before mammoth (via jszip) decompresses anything.
 */
export function readZipDirectory(bytes: Buffer): ZipEntry[] {
  const eocd = findEndOfCentralDirectory(bytes);
  const count = bytes.readUInt16LE(eocd + 10);
  const size = bytes.readUInt32LE(eocd + 12);
  const offset = bytes.readUInt32LE(eocd + 16);
  // ZIP64 markers: no Word resume needs an archive past 4 GB or 65k parts.
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) throw new ZipBombError('zip64 archive');
  if (count > LIMITS.zipMaxEntries) throw new ZipTooManyEntriesError(`${count} entries`);
  if (offset + size > eocd) throw new ZipFormatError('central directory out of range');

  const entries: ZipEntry[] = [];
  let pos = offset;
  for (let i = 0; i < count; i++) {
    if (pos + 46 > offset + size || bytes.readUInt32LE(pos) !== CENTRAL_SIGNATURE) {
      throw new ZipFormatError('bad central directory entry');
    }
    const nameLength = bytes.readUInt16LE(pos + 28);
    const extraLength = bytes.readUInt16LE(pos + 30);
    const commentLength = bytes.readUInt16LE(pos + 32);
    entries.push({
      flags: bytes.readUInt16LE(pos + 8),
      method: bytes.readUInt16LE(pos + 10),
      compressedSize: bytes.readUInt32LE(pos + 20),
      uncompressedSize: bytes.readUInt32LE(pos + 24),
      localHeaderOffset: bytes.readUInt32LE(pos + 42),
      name: bytes.toString('utf8', pos + 46, pos + 46 + nameLength),
    });
    pos += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function findEndOfCentralDirectory(bytes: Buffer): number {
  const last = bytes.length - EOCD_SIZE;
  for (let pos = last; pos >= Math.max(0, last - MAX_COMMENT); pos--) {
    if (bytes.readUInt32LE(pos) === EOCD_SIGNATURE) return pos;
  }
  throw new ZipFormatError('end of central directory not found');
}

/** Refuses archives whose declared sizes could exhaust memory when inflated. */
export function assertSafeDeclaredSizes(entries: readonly ZipEntry[]): void {
  let total = 0;
  for (const entry of entries) {
    if (entry.uncompressedSize === 0xffffffff || entry.compressedSize === 0xffffffff) throw new ZipBombError('zip64 entry');
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > LIMITS.zipRatioMinBytes && ratio > LIMITS.zipMaxRatio) {
      throw new ZipBombError(`${entry.name} ratio ${Math.round(ratio)}`);
    }
  }
  if (total > LIMITS.zipMaxUncompressedBytes) throw new ZipBombError(`total ${total} bytes`);
}

/**
 * Inflates one entry but never past its declared size: the central directory can lie, and
 * jszip only notices a size mismatch after it has inflated everything.
 */
export function inflateEntry(bytes: Buffer, entry: ZipEntry): Buffer {
  if (entry.flags & 0x1) throw new ZipFormatError(`${entry.name} is encrypted`);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_SIGNATURE) {
    throw new ZipFormatError(`bad local header for ${entry.name}`);
  }
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new ZipFormatError(`${entry.name} is truncated`);
  const data = bytes.subarray(start, end);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.uncompressedSize) throw new ZipFormatError(`${entry.name} size mismatch`);
    return data;
  }
  if (entry.method !== 8) throw new ZipFormatError(`${entry.name} uses compression method ${entry.method}`);
  let out: Buffer;
  try {
    // +1 so that "exactly the declared size" passes and anything more trips the cap.
    out = inflateRawSync(data, { maxOutputLength: entry.uncompressedSize + 1 });
  } catch (error) {
    // Checked by code, not `instanceof RangeError`: jest runs tests in another realm.
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new ZipBombError(`${entry.name} inflates past its declared size`);
    }
    throw new ZipFormatError(`${entry.name} has corrupt compressed data`);
  }
  if (out.length !== entry.uncompressedSize) throw new ZipFormatError(`${entry.name} is shorter than its header says`);
  return out;
}

/** Version 2.0 of the format: what a reader needs for stored parts and UTF-8 names. */
const ZIP_VERSION = 20;

/**
 * The fields a local header and a central directory entry share, in the same order, from "version
 * needed" on: version, flags, method (0, stored), time and date (left 0), checksum, both sizes, name length.
 */
function writeEntryFields(header: Buffer, at: number, crc: number, size: number, nameLength: number): void {
  header.writeUInt16LE(ZIP_VERSION, at);
  header.writeUInt16LE(UTF8_NAMES, at + 2);
  header.writeUInt32LE(crc, at + 10);
  header.writeUInt32LE(size, at + 14);
  header.writeUInt32LE(size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}

/**
 * An archive of the given parts, in order, stored without compression: what mammoth is handed to
 * read. It holds only parts already inflated under the caps above (and cleaned), so the reader never
 * inflates anything itself, and storing costs no more than a checksum.
 */
export function storedZip(parts: ReadonlyMap<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of parts) {
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_SIGNATURE, 0);
    writeEntryFields(local, 4, crc, data.length, fileName.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_SIGNATURE, 0);
    central.writeUInt16LE(ZIP_VERSION, 4);
    writeEntryFields(central, 6, crc, data.length, fileName.length);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directorySize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(EOCD_SIZE);
  end.writeUInt32LE(EOCD_SIGNATURE, 0);
  end.writeUInt16LE(parts.size, 8);
  end.writeUInt16LE(parts.size, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}
