// Files for the classroom's upload tests, made here from their formats (never read from disk), and the
// multipart form that sends one.
import { crc32 } from 'node:zlib';

/** A multipart/form-data body with text fields and at most one file; `headers` carries its content type. */
export function multipartForm(
  fields: Record<string, string>,
  file?: { bytes: Buffer; filename: string; type?: string; field?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pathshala${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A ZIP archive of the entries, stored (not compressed), with its central directory, as any zip tool makes. */
export function zipOf(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = '<?xml version="1.0" encoding="UTF-8"?><Types/>';
const RELS = '<?xml version="1.0" encoding="UTF-8"?><Relationships/>';

/** Minimal Office Open XML documents: a zip with [Content_Types].xml, _rels and the main part. */
export const DOCX = zipOf({
  '[Content_Types].xml': CONTENT_TYPES,
  '_rels/.rels': RELS,
  'word/document.xml': '<w:document/>',
  'word/styles.xml': '<w:styles/>',
});
export const XLSX = zipOf({
  '[Content_Types].xml': CONTENT_TYPES,
  '_rels/.rels': RELS,
  'xl/workbook.xml': '<workbook/>',
  'xl/worksheets/sheet1.xml': '<worksheet/>',
});
export const PPTX = zipOf({
  '[Content_Types].xml': CONTENT_TYPES,
  '_rels/.rels': RELS,
  'ppt/presentation.xml': '<p:presentation/>',
  'ppt/slides/slide1.xml': '<p:sld/>',
});
/** A Word document with macros (.docm): not an accepted type. */
export const DOCM = zipOf({
  '[Content_Types].xml': CONTENT_TYPES,
  'word/document.xml': '<w:document/>',
  'word/vbaProject.bin': Buffer.from([1, 2, 3]),
});
/** A zip of something else entirely. */
export const PLAIN_ZIP = zipOf({ 'notes.txt': 'hello', 'photo.png': 'not really' });

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
export const GIF = Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1');
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([26, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(14),
]);
/** The OLE2 compound file signature, as a legacy .doc, .ppt or .xls starts. */
export const OLE2 = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(504),
]);
/** A Windows program (MZ). */
export const EXE = Buffer.concat([Buffer.from('MZ\u0090\u0000', 'latin1'), Buffer.alloc(60)]);
