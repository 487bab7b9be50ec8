import { mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { newBusinessCode, newOpaqueToken } from '../../common/secure-random';
import { PDF_FONT, writePdf } from '../../modules/file/export/pdf-export';
import { newObjectKey } from '../../providers/storage/object-key';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { Db } from '../client';
import { attachments } from '../schema';

/** A demo document: a one-page PDF with a heading and a few lines, or a drawn PNG. */
export type DemoFile =
  | { kind: 'pdf'; name: string; heading: string; lines: readonly string[] }
  | { kind: 'png'; name: string };

type Owner = { communityId: number; uploaderUserId: number | null; now: Date };

async function renderPdf(path: string, file: Extract<DemoFile, { kind: 'pdf' }>): Promise<void> {
  await writePdf(path, {
    count: 1,
    title: file.heading,
    renderPage: (doc) => {
      doc.font(PDF_FONT).fontSize(18).text(file.heading, { align: 'center' });
      doc.moveDown();
      doc.fontSize(11);
      for (const line of file.lines) doc.text(line).moveDown(0.5);
    },
  });
}

/**
 * A site plan drawn as shapes only (no text, so no font is needed): a green lot, eight grey
 * building blocks, a road and a pond. Enough for the archive's image preview.
 */
async function renderPng(path: string): Promise<void> {
  const blocks = Array.from({ length: 8 }, (_, index) => {
    const x = 60 + (index % 4) * 130;
    const y = 60 + Math.floor(index / 4) * 170;
    return `<rect x="${x}" y="${y}" width="90" height="110" rx="6" fill="#9aa5b1" stroke="#52606d" stroke-width="3"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="420">
    <rect width="600" height="420" fill="#e3f2d8"/>
    <rect x="0" y="190" width="600" height="30" fill="#f5f0e1"/>
    <ellipse cx="520" cy="380" rx="55" ry="25" fill="#8ec5f0"/>
    ${blocks}
  </svg>`;
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(path);
}

/**
 * Generates the demo files and stores them the way uploads end up: bytes in the storage provider
 * under a server-made key, a READY private attachment row of the community. Answers the row ids
 * in the order given.
 */
export async function storeDemoFiles(
  tx: Db,
  storage: StorageProvider,
  files: readonly DemoFile[],
  owner: Owner,
): Promise<number[]> {
  const dir = await mkdtemp(join(storage.tempDir, 'seed-'));
  try {
    const ids: number[] = [];
    for (const [index, file] of files.entries()) {
      const extension = file.kind;
      const path = join(dir, `${index}.${extension}`);
      if (file.kind === 'pdf') await renderPdf(path, file);
      else await renderPng(path);
      const { size } = await stat(path);
      const contentType = file.kind === 'pdf' ? 'application/pdf' : 'image/png';
      const objectKey = newObjectKey('archive', extension, owner.now);
      await storage.putFile(objectKey, path, contentType);
      const [row] = await tx
        .insert(attachments)
        .values({
          attachmentId: newBusinessCode('A'),
          pubAttachmentId: `P${newOpaqueToken()}`,
          sourceName: file.name,
          contentType,
          size,
          uploadType: 'TX_NO_WATER_TAG',
          storage: storage.kind,
          bucket: storage.bucket,
          objectKey,
          status: 'READY',
          isPublic: 'NO',
          uploaderUserId: owner.uploaderUserId,
          communityId: owner.communityId,
          createdAt: owner.now,
          readyAt: owner.now,
        })
        .returning({ id: attachments.id });
      if (row) ids.push(row.id);
    }
    return ids;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
