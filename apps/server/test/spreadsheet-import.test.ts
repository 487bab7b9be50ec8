import { MESSAGES } from '@gongzhi/domain/common/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from '../src/common/envelope';
import { SERVER_MESSAGES } from '../src/common/server-messages';
import { buildings, communities } from '../src/db/schema';
import { writeXlsx } from '../src/modules/file/export/xlsx-export';
import { ImportRowsRejected, importError } from '../src/modules/file/import/import-errors';
import { receiveXlsxUpload } from '../src/modules/file/import/multipart-xlsx';
import {
  applySpreadsheet,
  checkSpreadsheet,
  type SheetSpec,
} from '../src/modules/file/import/spreadsheet-import';
import { multipartBody, PDF_BYTES, xlsxBytes, zipBombs } from './support/file-fixtures';
import { bodyOf, createTestContext, type TestContext, tokenFor } from './support/test-app';

type BuildingRow = { name: string; area: number; floors: number };

const spec: SheetSpec<BuildingRow> = {
  sheetName: '楼栋',
  columns: [
    { key: 'name', header: '楼栋名称' },
    { key: 'area', header: '面积' },
    { key: 'floors', header: '楼层数' },
  ],
  rowSchema: z.object({
    name: z.string({ error: '请填写楼栋名称' }).max(20, '楼栋名称不能超过20个字符'),
    area: z.number({ error: '请输入数字' }).nonnegative('面积不能为负数'),
    floors: z.number({ error: '请输入整数' }).int('请输入整数').min(1).max(99),
  }),
};

let ctx: TestContext;
let token: string;

// A probe route in the shape the roster import will use: multipart in, check or apply.
function importRoute(app: FastifyInstance) {
  app.post(
    '/v1/probe/import',
    { config: { auth: 'web', communityScoped: true, permission: ['BUILDING_MANAGEMENT'] } },
    async (request) => {
      const query = request.query as { mode: string; communityInfoCode: string };
      const file = await receiveXlsxUpload(request, ctx.dataDir);
      try {
        if (query.mode === 'check') return ok(await checkSpreadsheet(file.path, spec));
        const communityId = request.communityAccess?.community.id ?? 0;
        const db = ctx.db.handle.db;
        const written = await applySpreadsheet(db, file.path, spec, async (tx, rows) => {
          for (const { row, value } of rows) {
            if (value.name === '冲突')
              throw new ImportRowsRejected([importError('楼栋', row, '楼栋名称', '楼栋已存在')]);
            await tx.insert(buildings).values({
              buildingCode: `B-import-${value.name}-${row}`,
              communityId,
              buildingName: value.name,
              buildingAttribute: 'HIGH_RISE',
              floorCount: value.floors,
            });
          }
          return rows.length;
        });
        return ok({ written });
      } finally {
        await file.cleanup();
      }
    },
  );
}

beforeAll(async () => {
  ctx = await createTestContext({ extraRoutes: importRoute });
  token = await tokenFor(ctx, '13800000001');
});
afterAll(() => ctx.close());

async function send(mode: 'check' | 'apply', fileName: string, data: Buffer) {
  const body = multipartBody(fileName, data);
  return ctx.app.inject({
    method: 'POST',
    url: `/v1/probe/import?mode=${mode}&communityInfoCode=YGHY001`,
    payload: body.payload,
    headers: { ...body.headers, token },
  });
}

async function importedNames(): Promise<string[]> {
  const db = ctx.db.handle.db;
  const [community] = await db.select().from(communities).where(eq(communities.communityInfoCode, 'YGHY001'));
  const rows = await db
    .select()
    .from(buildings)
    .where(eq(buildings.communityId, community?.id ?? 0));
  return rows.map((row) => row.buildingName).filter((name) => name.startsWith('导入'));
}

const HEADER = ['楼栋名称', '面积', '楼层数'];

describe('spreadsheet import', () => {
  it('check reports every problem in Chinese naming sheet, row and column, and writes nothing', async () => {
    const file = await xlsxBytes({
      说明: [['请在“楼栋”工作表填写']],
      楼栋: [HEADER, ['导入1栋', 120.5, 6], ['导入2栋', '很大', 6], [null, 10, 2.5], ['导入4栋', -1, 3]],
    });
    const response = await send('check', '楼栋.xlsx', file);
    expect(response.statusCode).toBe(200);
    const data = bodyOf<{ ok: boolean; rowCount: number; errors: { text: string }[] }>(response).data;
    expect(data.ok).toBe(false);
    expect(data.rowCount).toBe(1);
    expect(data.errors.map((error) => error.text)).toEqual([
      '工作表“楼栋”第3行“面积”列：请输入数字',
      '工作表“楼栋”第4行“楼栋名称”列：请填写楼栋名称',
      '工作表“楼栋”第4行“楼层数”列：请输入整数',
      '工作表“楼栋”第5行“面积”列：面积不能为负数',
    ]);
    expect(await importedNames()).toEqual([]);
  });

  it('names a missing sheet or column', async () => {
    const noSheet = await send('check', 'a.xlsx', await xlsxBytes({ Sheet1: [HEADER] }));
    expect(bodyOf<{ errors: { text: string }[] }>(noSheet).data.errors[0]?.text).toBe(
      '工作表“楼栋”：缺少该工作表',
    );
    const noColumn = await send(
      'check',
      'a.xlsx',
      await xlsxBytes({
        楼栋: [
          ['楼栋名称', '楼层数'],
          ['a', 1],
        ],
      }),
    );
    expect(bodyOf<{ errors: { text: string }[] }>(noColumn).data.errors[0]?.text).toBe(
      '工作表“楼栋”“面积”列：缺少该列',
    );
  });

  it('apply refuses a file with row errors and writes nothing', async () => {
    const file = await xlsxBytes({ 楼栋: [HEADER, ['导入1栋', 100, 6], ['导入2栋', 'x', 6]] });
    const response = await send('apply', '楼栋.xlsx', file);
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).message).toBe(`${MESSAGES.importFailed}\n工作表“楼栋”第3行“面积”列：请输入数字`);
    expect(await importedNames()).toEqual([]);
  });

  it('apply rolls back everything when the callback rejects a row mid-way', async () => {
    const file = await xlsxBytes({
      楼栋: [HEADER, ['导入1栋', 100, 6], ['冲突', 80, 6], ['导入3栋', 90, 6]],
    });
    const response = await send('apply', '楼栋.xlsx', file);
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).message).toContain('工作表“楼栋”第3行“楼栋名称”列：楼栋已存在');
    expect(await importedNames()).toEqual([]);
  });

  it('apply writes every row in one go when all are valid (formula-safe text round-trips)', async () => {
    const file = await xlsxBytes({ 楼栋: [HEADER, ['导入1栋', 100.25, 6], ["'=导入2栋", 80, 11]] });
    const response = await send('apply', '楼栋.xlsx', file);
    expect(bodyOf(response)).toEqual({ code: 200, message: 'success', data: { written: 2 } });
    expect((await importedNames()).sort()).toEqual(['导入1栋']);
  });

  it.each([
    ['an xls name', 'roster.xls', PDF_BYTES, 400, MESSAGES.spreadsheetOnly],
    ['a PDF renamed to xlsx', 'roster.xlsx', PDF_BYTES, 400, SERVER_MESSAGES.importNotXlsx],
    ['a zip without workbook', 'roster.xlsx', null, 400, SERVER_MESSAGES.importNotXlsx],
  ])('refuses %s', async (_label, name, data, status, message) => {
    const bytes =
      data ?? (await import('./support/file-fixtures')).buildZip([{ name: 'a.txt', data: Buffer.from('a') }]);
    const response = await send('check', name, bytes);
    expect(response.statusCode).toBe(status);
    expect(bodyOf(response).message).toBe(message);
  });

  it('reads Chinese text intact across the reader’s chunk boundaries (exceljs UTF-8 fix)', async () => {
    const path = `${ctx.dataDir}/many.xlsx`;
    const rows = Array.from({ length: 20_000 }, (_, index) => [`业主已认证${index}`, index / 100, 6]);
    await writeXlsx(path, [{ name: '楼栋', columns: HEADER.map((header) => ({ header })), rows }]);
    const report = await checkSpreadsheet(path, {
      ...spec,
      rowSchema: spec.rowSchema.and(z.object({ name: z.string().regex(/^业主已认证\d+$/, '文字损坏') })),
    });
    expect(report.errors.slice(0, 3)).toEqual([]);
    expect(report.rowCount).toBe(20_000);
  });

  it('refuses zip bombs: huge, lying about their size, or with too many entries', async () => {
    const bombs = zipBombs();
    const honest = await send('check', 'bomb.xlsx', bombs.honest);
    expect(honest.statusCode).toBe(413);
    expect(bodyOf(honest).message).toMatch(/^表格内容过大/);
    const lying = await send('check', 'bomb.xlsx', bombs.lying);
    expect(lying.statusCode).toBeGreaterThanOrEqual(400);
    expect(lying.statusCode).toBeLessThan(500);
    const entries = await send('check', 'bomb.xlsx', bombs.entries);
    expect(entries.statusCode).toBe(413);
  });
});
