import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import type { TestContext } from './test-app';
import { bodyOf, post } from './test-app';

export async function pngBytes(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
}

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The start of a Windows executable: what a renamed setup.exe carries whatever its name. */
export function exeBytes(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\u0000\u0000', 0x80, 'latin1');
  return bytes;
}

export async function xlsxBytes(sheets: Record<string, unknown[][]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type ZipEntry = { name: string; data: Buffer; declaredSize?: number };

/** A hand-made zip (deflated entries) whose declared sizes may lie, for zip-bomb tests. */
export function buildZip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const compressed = deflateRawSync(entry.data);
    const crc = crc32(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, compressed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const XLSX_PARTS = [
  { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
  { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
];

/** Zip bombs shaped like an xlsx: honest about a huge size, lying about it, or with too many entries. */
export function zipBombs(): Record<'honest' | 'lying' | 'entries', Buffer> {
  const zeros = Buffer.alloc(210 * 1024 * 1024);
  const honest = buildZip([...XLSX_PARTS, { name: 'xl/worksheets/sheet1.xml', data: zeros }]);
  const lying = buildZip([
    ...XLSX_PARTS,
    { name: 'xl/worksheets/sheet1.xml', data: zeros, declaredSize: 1024 },
  ]);
  const many = Array.from({ length: 2100 }, (_, index) => ({
    name: `xl/x${index}.xml`,
    data: Buffer.from('x'),
  }));
  return { honest, lying, entries: buildZip([...XLSX_PARTS, ...many]) };
}

export function multipartBody(fileName: string, data: Buffer, fields: Record<string, string> = {}) {
  return multipartFiles([{ name: fileName, data }], fields);
}

/** A multipart/form-data body of text fields and files, each file under the field name `file`. */
export function multipartFiles(files: { name: string; data: Buffer }[], fields: Record<string, string> = {}) {
  const boundary = '----gongzhi-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export type Presigned = {
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  attachmentId: string;
  pubAttachmentId: string;
  expiresAt: string;
};

export async function presign(ctx: TestContext, token: string, body: Record<string, unknown>) {
  const response = await post(ctx, '/v1/api/cos/generatePresignedUrl', body, { token });
  return { response, body: bodyOf<Presigned>(response) };
}

export async function putBytes(
  ctx: TestContext,
  url: string,
  data: Buffer,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'PUT',
    url,
    payload: data,
    headers: { 'content-type': 'application/octet-stream', ...headers },
  });
}

/** Presign and PUT in one go; returns the attachment id. */
export async function upload(
  ctx: TestContext,
  token: string,
  sourceName: string,
  data: Buffer,
  extra: Record<string, unknown> = {},
): Promise<Presigned> {
  const signed = await presign(ctx, token, {
    sourceName,
    uploadType: 'TX_VOTING',
    size: data.length,
    ...extra,
  });
  if (signed.response.statusCode !== 200) throw new Error(`presign ${signed.response.body}`);
  const put = await putBytes(ctx, signed.body.data.url, data, signed.body.data.headers);
  if (put.statusCode !== 200) throw new Error(`put ${put.statusCode} ${put.body}`);
  return signed.body.data;
}
