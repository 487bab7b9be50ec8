import { join } from 'node:path';
import { BuildingAttribute } from '@gongzhi/domain/roster/roster-enums';
import { z } from 'zod';
import type { DownloadJobKind } from '../../jobs/job-registry';
import { type ExportCell, writeXlsx } from '../file/export/xlsx-export';
import type { RosterExportRepository, RosterExportRow } from './export-repository';

const PAGE = 1000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 0.01 m² integers (DESIGN §5) as m² numbers, shown with two decimals by the column format. */
function squareMetres(area: number | null): number | null {
  return area === null ? null : area / 100;
}

function toCells(row: RosterExportRow): ExportCell[] {
  // The area that counts is the register area, else survey, else contract (DESIGN §7).
  const counted = row.registerArea ?? row.surveyArea ?? row.contractArea;
  return [
    row.buildingName,
    BuildingAttribute.is(row.buildingAttribute)
      ? BuildingAttribute.label(row.buildingAttribute)
      : row.buildingAttribute,
    row.unitNo,
    row.floor,
    row.houseNo,
    squareMetres(counted),
    squareMetres(row.registerArea),
    squareMetres(row.surveyArea),
    squareMetres(row.contractArea),
    row.owners,
    row.ownerMobiles,
  ];
}

const AREA = { width: 14, numFmt: '0.00' };

/** Shanghai calendar day as yyyymmdd for file names. */
function dayStamp(now: Date): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The roster area's download job: the community's houses, areas and owners as xlsx. */
export function houseRosterExportKind(repo: RosterExportRepository): DownloadJobKind<Record<string, never>> {
  return {
    kind: 'HOUSE_ROSTER_XLSX',
    name: '房屋花名册导出',
    permission: ['OHC_VIEW', 'BUILDING_MANAGEMENT', 'HOUSE_OWNER_MANAGEMENT'],
    params: z.object({}).strict(),
    fileName: ({ communityName, now }) => `${communityName}-房屋花名册-${dayStamp(now)}.xlsx`,
    async run(context) {
      const total = await repo.countHouses(context.communityId);
      const filePath = join(context.tempDir, 'roster.xlsx');
      async function* rows() {
        for (let offset = 0; offset < total || offset === 0; offset += PAGE) {
          const page = await repo.page(context.communityId, offset, PAGE);
          for (const row of page) yield toCells(row);
          await context.reportProgress(total === 0 ? 99 : ((offset + page.length) / total) * 99);
          if (page.length < PAGE) return;
        }
      }
      await writeXlsx(filePath, [
        {
          name: '房屋花名册',
          columns: [
            { header: '楼栋', width: 12 },
            { header: '类型', width: 14 },
            { header: '单元', width: 8 },
            { header: '楼层', width: 8 },
            { header: '房号', width: 10 },
            { header: '计票面积(㎡)', ...AREA },
            { header: '登记面积(㎡)', ...AREA },
            { header: '测绘面积(㎡)', ...AREA },
            { header: '合同面积(㎡)', ...AREA },
            { header: '业主', width: 20 },
            { header: '业主手机号', width: 26 },
          ],
          rows: rows(),
        },
      ]);
      return { filePath, contentType: XLSX };
    },
  };
}
