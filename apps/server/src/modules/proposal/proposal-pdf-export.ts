import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { ProposalDisplayState, ProposalType } from '@gongzhi/domain/proposal/proposal-enums';
import { maskPersonName, PROPOSAL_VIEW, signatureShare } from '@gongzhi/domain/proposal/proposal-rules';
import { deriveProposalState } from '@gongzhi/domain/proposal/proposal-status';
import { formatArea } from '@gongzhi/domain/roster/area';
import { z } from 'zod';
import type { Clock } from '../../common/clock';
import { richTextToPlain } from '../../common/rich-text';
import type { Db } from '../../db/client';
import type { DownloadJobKind } from '../../jobs/job-registry';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import { type PdfDocument, writePdf } from '../file/export/pdf-export';
import { createProposalRepository, type FillListRow, type OwnedHouse } from './repository';

export const PROPOSAL_PDF_KIND = 'PROPOSAL_FILL_PDF';
const ROWS_PER_PAGE = 18;
const ROW_HEIGHT = 36;
// A signature image larger than this is not drawn (the row says so); phones send ~20–80 KB.
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export const proposalPdfParams = z.object({ proposalId: z.string().min(1).max(64) }).strict();
export type ProposalPdfParams = z.infer<typeof proposalPdfParams>;

const COLUMNS = [
  { header: '序号', width: 34 },
  { header: '业主', width: 60 },
  { header: '房屋', width: 150 },
  { header: '面积(㎡)', width: 60 },
  { header: '签名时间', width: 96 },
  { header: '签名', width: 115 },
] as const;

function shanghai(date: Date): string {
  const local = new Date(date.getTime() + 8 * 3600_000).toISOString();
  return `${local.slice(0, 10).replaceAll('-', '/')} ${local.slice(11, 16)}`;
}

function dayStamp(now: Date): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
}

async function readAll(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > limit) {
      stream.destroy();
      return null;
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

type SignerRow = { fill: FillListRow; houses: OwnedHouse[]; image: Buffer | null };

function drawSignerPage(
  doc: PdfDocument,
  rows: readonly SignerRow[],
  offset: number,
  page: number,
  pages: number,
) {
  const left = 40;
  doc.fontSize(14).text('业主签名表', left, 40, { width: 515, align: 'center' });
  doc.fontSize(9).text(`第 ${page} / ${pages} 页`, left, 62, { width: 515, align: 'right' });
  let y = 80;
  const cells = (values: readonly string[], height: number, bold: boolean) => {
    let x = left;
    for (const [index, column] of COLUMNS.entries()) {
      doc.rect(x, y, column.width, height).stroke();
      const value = values[index] ?? '';
      if (value)
        doc.fontSize(bold ? 10 : 9).text(value, x + 3, y + (height - 12) / 2, {
          width: column.width - 6,
          height: height - 4,
          ellipsis: true,
        });
      x += column.width;
    }
  };
  cells(
    COLUMNS.map((column) => column.header),
    22,
    true,
  );
  y += 22;
  for (const [index, row] of rows.entries()) {
    const typed = row.fill.signType === 'TYPED_NAME';
    // A typed-name confirmation shows no name here: names in the PDF stay masked.
    const signCell = typed ? '（已确认姓名）' : row.image ? '' : '（签名图片缺失）';
    cells(
      [
        String(offset + index + 1),
        maskPersonName(row.fill.ownerName),
        row.houses.map((house) => house.label).join('、'),
        formatArea(row.houses.reduce((sum, house) => sum + house.area, 0)),
        shanghai(row.fill.createdAt),
        signCell,
      ],
      ROW_HEIGHT,
      false,
    );
    if (!typed && row.image) {
      const x = left + COLUMNS.slice(0, 5).reduce((sum, column) => sum + column.width, 0);
      try {
        doc.image(row.image, x + 4, y + 3, { fit: [COLUMNS[5].width - 8, ROW_HEIGHT - 6], align: 'center' });
      } catch {
        doc.fontSize(9).text('（签名图片无法显示）', x + 3, y + 12, { width: COLUMNS[5].width - 6 });
      }
    }
    y += ROW_HEIGHT;
  }
}

/**
 * The signed proposal (SPEC §7 generateFillPdf) as a download job: the proposal's text, then the
 * table of signers (masked names, houses, areas, times, signature images) with the shares signed.
 */
export function proposalPdfExportKind(deps: {
  db: Db;
  storage: StorageProvider;
  clock: Clock;
}): DownloadJobKind<ProposalPdfParams> {
  const repo = createProposalRepository(deps.db);
  return {
    kind: PROPOSAL_PDF_KIND,
    name: '提案签名PDF',
    permission: PROPOSAL_VIEW,
    params: proposalPdfParams,
    fileName: ({ communityName, now }) => `${communityName}-提案签名-${dayStamp(now)}.pdf`,
    async run(context, params) {
      const proposal = await repo.findByCode(params.proposalId);
      if (!proposal || proposal.communityId !== context.communityId) throw new Error('提案不存在');
      const community = await repo.communityById(proposal.communityId);
      const { rows: fills } = await repo.fills(proposal.id, null);
      const houses = await repo.housesByIds([...new Set(fills.flatMap((fill) => fill.houseIds))]);
      const byId = new Map(houses.map((house) => [house.houseId, house]));
      const signers: SignerRow[] = [];
      for (const fill of fills) {
        let image: Buffer | null = null;
        if (fill.signImage && fill.signImage.size <= MAX_IMAGE_BYTES) {
          image = await deps.storage
            .openRead(fill.signImage.objectKey)
            .then((stream) => readAll(stream, MAX_IMAGE_BYTES))
            .catch(() => null);
        }
        signers.push({ fill, houses: fill.houseIds.flatMap((id) => byId.get(id) ?? []), image });
      }
      const share = signatureShare(
        await repo.rollHouses(proposal.communityId),
        fills.map((fill) => fill.userId),
      );
      const state = deriveProposalState(proposal, deps.clock.now());
      const tablePages = Math.max(1, Math.ceil(signers.length / ROWS_PER_PAGE));
      const filePath = join(context.tempDir, 'proposal.pdf');
      await writePdf(filePath, {
        count: 1 + tablePages,
        title: proposal.title,
        renderPage: (doc, index) => {
          if (index === 0) {
            const left = 50;
            doc.fontSize(18).text(proposal.title, left, 50, { width: 495, align: 'center' });
            doc
              .moveDown(0.6)
              .fontSize(10)
              .fillColor('#555555')
              .text(
                `${community?.communityName ?? ''} · ${ProposalType.label(proposal.proposalType)} · ${ProposalDisplayState.label(state)}`,
                { width: 495, align: 'center' },
              )
              .text(`签名时间：${shanghai(proposal.startDate)} 至 ${shanghai(proposal.endDate)}`, {
                width: 495,
                align: 'center',
              })
              .fillColor('#000000');
            doc.moveDown(1).fontSize(11).text(richTextToPlain(proposal.content), { width: 495, lineGap: 4 });
            doc
              .moveDown(1.2)
              .fontSize(11)
              .text(
                `签名业主 ${share.signedHeads} / ${share.totalHeads} 户（${share.headsRate}），` +
                  `签名面积 ${formatArea(share.signedArea)} / ${formatArea(share.totalArea)} ㎡（${share.areaRate}）`,
                { width: 495 },
              )
              .fontSize(9)
              .fillColor('#555555')
              .text(`生成时间：${shanghai(deps.clock.now())}`, { width: 495 })
              .fillColor('#000000');
            return;
          }
          const page = index - 1;
          drawSignerPage(
            doc,
            signers.slice(page * ROWS_PER_PAGE, (page + 1) * ROWS_PER_PAGE),
            page * ROWS_PER_PAGE,
            index,
            tablePages,
          );
        },
        onProgress: (done) => context.reportProgress((done / (1 + tablePages)) * 99),
      });
      return { filePath, contentType: 'application/pdf' };
    },
  };
}
