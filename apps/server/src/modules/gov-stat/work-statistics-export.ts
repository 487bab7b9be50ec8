import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ComplaintType } from '@gongzhi/domain/complaint/complaint-enums';
import type {
  ComplaintHandleStatDto,
  InformationReleaseStatDto,
} from '@gongzhi/domain/gov-community-affair/gov-community-affair-api';
import { GovInformationType } from '@gongzhi/domain/gov-information/gov-information-enums';
import { type ExportCell, writeXlsx } from '../file/export/xlsx-export';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

function typeLabel(labels: { is: (value: string) => boolean; label: (value: never) => string }, key: string) {
  return labels.is(key) ? labels.label(key as never) : key;
}

/** China-time YYYY/MM/DD HH:mm. */
function shanghai(iso: string): string {
  const local = new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString();
  return `${local.slice(0, 10).replaceAll('-', '/')} ${local.slice(11, 16)}`;
}

/**
 * The work statistics as an xlsx workbook: 投诉处理 (totals, times, per community, per type) and
 * 信息发布 (totals and one row per release). Written to a scratch file by the streaming writer of
 * the export machinery (formula-safe cells) and read back: the figures are a few hundred rows.
 */
export async function workStatisticsXlsx(
  periodLabel: string,
  complaints: ComplaintHandleStatDto,
  releases: InformationReleaseStatDto,
): Promise<Buffer> {
  // Hours stay empty cells when nothing was handled (a dash would be escaped by the formula guard).
  const complaintRows: ExportCell[][] = [
    ['统计周期', periodLabel, '', ''],
    ['投诉总数', complaints.total, '已处理', complaints.handled],
    ['待处理', complaints.handling, '处理率', percent(complaints.handledRate)],
    ['平均处理时长（小时）', complaints.averageHours, '处理时长中位数（小时）', complaints.medianHours],
    [],
    ['小区', '投诉数', '已处理', '平均处理时长（小时）'],
    ...complaints.communities.map((row) => [row.communityName, row.total, row.handled, row.averageHours]),
    [],
    ['投诉类型', '投诉数', '', ''],
    ...complaints.byType.map((row) => [typeLabel(ComplaintType, row.key), row.count, '', '']),
  ];
  const releaseRows: ExportCell[][] = [
    ['统计周期', periodLabel, '', '', '', ''],
    ['发布数', releases.releaseCount, '阅读数', releases.readCount, '目标业主', releases.ownerCount],
    ['阅读率', percent(releases.readRate), '', '', '', ''],
    [],
    ['标题', '类型', '发布时间', '阅读数', '目标业主', '阅读率'],
    ...releases.items.map((row) => [
      row.title,
      typeLabel(GovInformationType, row.informationType),
      shanghai(row.gmtCreate),
      row.readCount,
      row.ownerCount,
      percent(row.readRate),
    ]),
  ];
  const dir = await mkdtemp(join(tmpdir(), 'gz-gov-stat-'));
  try {
    const filePath = join(dir, 'stat.xlsx');
    await writeXlsx(filePath, [
      {
        name: '投诉处理',
        columns: [
          { header: '项目', width: 24 },
          { header: '数值', width: 18 },
          { header: '', width: 24 },
          { header: '', width: 18 },
        ],
        rows: complaintRows,
      },
      {
        name: '信息发布',
        columns: [
          { header: '项目', width: 36 },
          { header: '', width: 14 },
          { header: '', width: 18 },
          { header: '', width: 10 },
          { header: '', width: 10 },
          { header: '', width: 10 },
        ],
        rows: releaseRows,
      },
    ]);
    return await readFile(filePath);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
