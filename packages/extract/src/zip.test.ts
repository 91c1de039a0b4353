import { crc32 } from 'node:zlib';
import mammoth from 'mammoth';
import { resumeDocx } from './__tests__/docx-fixtures';
import { inflateEntry, readZipDirectory, storedZip } from './zip';

describe('storedZip', () => {
  const parts = new Map([
    ['[Content_Types].xml', Buffer.from('<Types/>')],
    ['word/document.xml', Buffer.from('<w:document>Kiln café ☕</w:document>')],
    ['word/médias/empty.xml', Buffer.alloc(0)],
  ]);

  it('writes parts that read back byte for byte, names in UTF-8 and order kept', () => {
    const archive = storedZip(parts);
    const entries = readZipDirectory(archive);
    expect(entries.map((entry) => entry.name)).toEqual([...parts.keys()]);
    for (const entry of entries) {
      expect(entry.method).toBe(0);
      expect(inflateEntry(archive, entry).equals(parts.get(entry.name) as Buffer)).toBe(true);
    }
  });

  it('gives each part its CRC-32 in the local and the central header', () => {
    const archive = storedZip(parts);
    const centralAt = archive.readUInt32LE(archive.length - 22 + 16);
    let local = 0;
    let central = centralAt;
    for (const [name, data] of parts) {
      expect(archive.readUInt32LE(local + 14)).toBe(crc32(data));
      expect(archive.readUInt32LE(central + 16)).toBe(crc32(data));
      local += 30 + Buffer.byteLength(name) + data.length;
      central += 46 + Buffer.byteLength(name);
    }
  });

  it('is read by mammoth as the original document', async () => {
    const docx = await resumeDocx();
    const inflated = new Map(readZipDirectory(docx).map((entry) => [entry.name, inflateEntry(docx, entry)]));
    const original = (await mammoth.convertToHtml({ buffer: docx })).value;
    expect(original).toContain('<li>');
    expect((await mammoth.convertToHtml({ buffer: storedZip(inflated) })).value).toBe(original);
  });
});
