import { join } from 'node:path';
import { formatArea } from '@gongzhi/domain/roster/area';
import { z } from 'zod';
import type { DownloadJobKind } from '../../jobs/job-registry';
import { type PdfDocument, writePdf } from '../file/export/pdf-export';
import type { RosterExportRepository, RosterPdfRow } from './export-repository';
import { ROSTER_VIEW } from './routes';

const ROWS_PER_PAGE = 32;
const COLUMNS = [
  { header: '楼栋', width: 100 },
  { header: '单元', width: 40 },
  { header: '楼层', width: 40 },
  { header: '房号', width: 60 },
  { header: '面积(㎡)', width: 70 },
  { header: '业主', width: 150 },
  { header: '认证', width: 45 },
] as const;

export const rosterPdfParams = z.object({ buildingCode: z.string().min(1).max(64).optional() }).strict();
export type RosterPdfParams = z.infer<typeof rosterPdfParams>;

function dayStamp(now: Date): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
}

function cells(row: RosterPdfRow): string[] {
  return [
    row.buildingName,
    row.unitNo ?? '',
    String(row.floor),
    row.houseNo,
    row.area === null ? '' : formatArea(row.area),
    row.owners ?? '',
    row.certified ? '已认证' : '',
  ];
}

function renderPage(
  doc: PdfDocument,
  title: string,
  rows: readonly RosterPdfRow[],
  page: number,
  pages: number,
  totals: string | null,
) {
  const left = 40;
  doc.fontSize(16).text(title, left, 40, { width: 515, align: 'center' });
  doc.fontSize(9).text(`第 ${page + 1} / ${pages} 页`, left, 64, { width: 515, align: 'right' });
  let y = 84;
  const drawRow = (values: readonly string[], bold: boolean) => {
    let x = left;
    for (const [index, column] of COLUMNS.entries()) {
      doc.fontSize(bold ? 10 : 9).text(values[index] ?? '', x + 2, y + 4, {
        width: column.width - 4,
        height: 14,
        ellipsis: true,
        lineBreak: false,
      });
      doc.rect(x, y, column.width, 20).stroke();
      x += column.width;
    }
    y += 20;
  };
  drawRow(
    COLUMNS.map((column) => column.header),
    true,
  );
  for (const row of rows) drawRow(cells(row), false);
  if (totals) doc.fontSize(10).text(totals, left, y + 10, { width: 515 });
}

/** The printable owner roster (业主名册) of a community or one building, as a download job (SPEC §7 generateOHCPdf). */
export function rosterPdfExportKind(repo: RosterExportRepository): DownloadJobKind<RosterPdfParams> {
  return {
    kind: 'HOUSE_ROSTER_PDF',
    name: '业主名册PDF',
    permission: ROSTER_VIEW,
    params: rosterPdfParams,
    fileName: ({ communityName, now }) => `${communityName}-业主名册-${dayStamp(now)}.pdf`,
    async run(context, params) {
      const rows = await repo.pdfRows(context.communityId, params.buildingCode ?? null);
      const pages = Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
      const area = rows.reduce((sum, row) => sum + (row.area ?? 0), 0);
      const certified = rows.filter((row) => row.certified).length;
      const totals = `合计：房屋 ${rows.length} 套，面积 ${formatArea(area)} ㎡，已认证 ${certified} 套`;
      const building = params.buildingCode ? (rows[0]?.buildingName ?? '') : '';
      const title = `业主名册${building ? ` · ${building}` : ''}`;
      const filePath = join(context.tempDir, 'roster.pdf');
      await writePdf(filePath, {
        count: pages,
        title,
        renderPage: (doc, index) =>
          renderPage(
            doc,
            title,
            rows.slice(index * ROWS_PER_PAGE, (index + 1) * ROWS_PER_PAGE),
            index,
            pages,
            index === pages - 1 ? totals : null,
          ),
        onProgress: (done) => context.reportProgress((done / pages) * 99),
      });
      return { filePath, contentType: 'application/pdf' };
    },
  };
}
