import { join } from 'node:path';
import { z } from 'zod';
import type { DownloadJobKind } from '../../jobs/job-registry';
import { type ExportCell, writeXlsx } from '../file/export/xlsx-export';
import type { QuestionnaireService } from './service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Shanghai local time as YYYY/MM/DD HH:mm (SPEC §9 questionnaire dates). */
function shanghai(date: Date | null): string {
  if (!date) return '';
  const local = new Date(date.getTime() + 8 * 3600_000).toISOString();
  return `${local.slice(0, 10).replaceAll('-', '/')} ${local.slice(11, 16)}`;
}

function dayStamp(now: Date): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
}

const params = z.object({ intentionSolicitationId: z.string().min(1).max(64) }).strict();

/**
 * The questionnaire results as xlsx (download job INTENTION_RESULT_XLSX): sheet 统计 with the
 * participation (count, latest answer), the names of the material and sign-sheet files, and every
 * option's num and percentage, sheet 答卷明细 with one row per owner and one column per question.
 */
export function questionnaireExportKind(
  service: QuestionnaireService,
): DownloadJobKind<z.infer<typeof params>> {
  return {
    kind: 'INTENTION_RESULT_XLSX',
    name: '问卷结果导出',
    permission: ['INTENTION_VIEW', 'INTENTION_MANAGEMENT'],
    params,
    fileName: ({ communityName, now }) => `${communityName}-问卷结果-${dayStamp(now)}.xlsx`,
    async run(context, input) {
      const data = await service.exportData(context.communityId, input.intentionSolicitationId);
      const filePath = join(context.tempDir, 'questionnaire.xlsx');
      const namesOf = (codes: readonly string[]) =>
        codes
          .flatMap((code) => data.files.filter((file) => file.attachmentId === code))
          .map((file) => file.sourceName)
          .join('、');
      const summary: ExportCell[][] = [
        ['问卷标题', data.row.title, '', ''],
        ['开始时间', shanghai(data.row.startDate), '结束时间', shanghai(data.row.endDate)],
        ['参与人数', data.joinNum, '最近参与时间', shanghai(data.joinDate)],
        ['会议材料', namesOf(data.row.mvcFile), '签字表', namesOf(data.row.signAttachment)],
        [],
      ];
      for (const [index, question] of data.questions.entries()) {
        summary.push([
          `${index + 1}. ${question.title}（${question.typeName}）`,
          `作答人数 ${question.answerNum}`,
          '',
          '',
        ]);
        for (const option of question.options)
          summary.push(['', option.content, option.num, `${option.percentage}%`]);
      }
      const optionNames = new Map(
        data.questions.flatMap((question) =>
          question.options.map((option) => [option.optionId, option.content] as const),
        ),
      );
      const byAnswer = new Map<number, { ownerName: string; joinDate: Date; cells: Map<number, string[]> }>();
      for (const item of data.answers) {
        let entry = byAnswer.get(item.answerId);
        if (!entry) {
          entry = {
            ownerName: item.ownerName ?? `${item.mobile.slice(0, 3)}****${item.mobile.slice(-4)}`,
            joinDate: item.joinDate,
            cells: new Map(),
          };
          byAnswer.set(item.answerId, entry);
        }
        if (item.questionId === null) continue;
        const list = entry.cells.get(item.questionId) ?? [];
        list.push(item.optionId ? (optionNames.get(item.optionId) ?? '') : (item.text ?? ''));
        entry.cells.set(item.questionId, list);
      }
      const detail = [...byAnswer.values()].map((entry) => [
        entry.ownerName,
        shanghai(entry.joinDate),
        ...data.questions.map((question) => (entry.cells.get(question.questionId) ?? []).join('；')),
      ]);
      await context.reportProgress(50);
      await writeXlsx(filePath, [
        {
          name: '统计',
          columns: [
            { header: '问题', width: 40 },
            { header: '选项', width: 30 },
            { header: '人数', width: 10 },
            { header: '占比', width: 10 },
          ],
          rows: summary,
        },
        {
          name: '答卷明细',
          columns: [
            { header: '业主', width: 14 },
            { header: '提交时间', width: 18 },
            ...data.questions.map((question, index) => ({
              header: `${index + 1}. ${question.title}`,
              width: 24,
            })),
          ],
          rows: detail,
        },
      ]);
      return { filePath, contentType: XLSX };
    },
  };
}
