import { neutralizeFormulaText } from '@gongzhi/domain/file/spreadsheet-text';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMULA_VECTORS, XSS_VECTORS } from '../../../../e2e/tests/security/xss-corpus';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from '../support/test-app';

// Issue 9 item 5, exports: text starting with = + - @ tab or CR (and the XSS corpus) is stored through
// the fields that reach an xlsx export, each export is run for real and re-parsed with exceljs: no
// cell is a formula, no text cell starts with a formula trigger, and every stored value comes back
// as the text the exporter writes (the apostrophe of neutralizeFormulaText before trigger text).

const Y = 'YGHY001';
const HOUR = 3600;
let ctx: TestContext;
let director: string;
let owner: string;
let communityGov: string;

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, '13800000001');
  owner = await tokenFor(ctx, '13900000001', { isWxAPP: true });
  communityGov = await tokenFor(ctx, '13800000005', { adminOwnerType: 'GOV' });
});
afterAll(async () => {
  await ctx?.close();
  console.log(
    `export formula check: ${checked.values} hostile values, ${checked.cells} text cells, 0 formula cells`,
  );
});

/** Totals for the run's summary line. */
const checked = { values: 0, cells: 0 };

const at = (seconds: number) => new Date(ctx.clock.now().getTime() + seconds * 1000).toISOString();

/** Trigger text cut to a field's limit (limits count code points). */
const fit = (text: string, max: number) => [...text].slice(0, max).join('');

/** Hostile values for a field of `max` characters: every formula vector, then XSS vectors that fit. */
function hostile(max: number, xssCount = 10): string[] {
  const xss = XSS_VECTORS.filter((vector) => [...vector.payload].length <= max)
    .slice(0, xssCount)
    .map((vector) => `=${vector.payload}`.slice(0, max));
  return [...FORMULA_VECTORS.map((text) => fit(text, max)), ...xss];
}

async function ok<T>(response: LightMyRequestResponse): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<T>(response).data;
}

type Cells = { strings: string[]; formulas: string[] };

/** Every cell of every sheet: text values, and the addresses of formula cells. */
async function readWorkbook(bytes: Buffer): Promise<Cells> {
  expect(bytes.includes(Buffer.from('<f>')), 'raw <f> element in the sheet XML').toBe(false);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const cells: Cells = { strings: [], formulas: [] };
  workbook.eachSheet((sheet) => {
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.type === ExcelJS.ValueType.Formula) cells.formulas.push(`${sheet.name}!${cell.address}`);
        if (typeof cell.value === 'string') cells.strings.push(cell.value);
      }),
    );
  });
  return cells;
}

/**
 * Zero formula cells; no text cell starts with a trigger; each stored value is in the file as the
 * exporter writes it (fields trim what they store, and XML reads a lone CR back as LF).
 */
function expectNeutralised(cells: Cells, stored: readonly string[]): void {
  expect(cells.formulas).toEqual([]);
  expect(cells.strings.filter((text) => /^[=+\-@\t\r]/.test(text))).toEqual([]);
  const all = cells.strings.join('\u0001');
  const missing = stored.filter((value) => {
    const variants = [value, value.trim()].map((text) => neutralizeFormulaText(text).replace(/\r/g, '\n'));
    return !variants.some((variant) => all.includes(variant));
  });
  expect(missing).toEqual([]);
  checked.values += stored.length;
  checked.cells += cells.strings.length;
}

/** Runs a download job to the end and answers the file's bytes. */
async function runJob(kind: string, params: Record<string, unknown>): Promise<Buffer> {
  const job = await ok<{ jobId: string }>(
    await post(ctx, '/v1/downloadJob/create', { kind, communityInfoCode: Y, params }, { token: director }),
  );
  expect(await ctx.app.downloadJobs.runner.runOnce()).toBe(true);
  const done = await ok<{ status: string; attachmentId: string; error: string | null }>(
    await get(ctx, `/v1/downloadJob/info?jobId=${job.jobId}`, { token: director }),
  );
  expect(done, done.error ?? '').toMatchObject({ status: 'SUCCESS_GENERATED' });
  const file = await get(ctx, `/v1/api/cos/download?attachmentId=${done.attachmentId}`, { token: director });
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

describe('xlsx exports keep hostile text as text', () => {
  it('house roster: building names, unit and house numbers, owner names', async () => {
    const stored: string[] = [];
    const names = hostile(100, 6);
    const owners = hostile(50, 6);
    for (const [index, buildingName] of names.entries()) {
      const building = await ok<{ buildingCode: string }>(
        await post(
          ctx,
          '/v1/building/createSimplify',
          { communityInfoCode: Y, buildingName: `${buildingName}#${index}`, buildingAttribute: 'HIGH_RISE' },
          { token: director },
        ),
      );
      stored.push(`${buildingName}#${index}`);
      const unitNo = fit(FORMULA_VECTORS[index % FORMULA_VECTORS.length] ?? '', 20);
      const houseNo = fit(`@${index}+1`, 20);
      const house = await ok<{ houseCode: string }>(
        await post(
          ctx,
          '/v1/house/create',
          {
            communityInfoCode: Y,
            buildingCode: building.buildingCode,
            unitNo,
            floor: 1,
            houseNo,
            registerArea: 8950,
          },
          { token: director },
        ),
      );
      stored.push(unitNo, houseNo);
      const ownerName = owners[index % owners.length] ?? '=1';
      await ok(
        await post(
          ctx,
          '/v1/house/updateOwner',
          {
            communityInfoCode: Y,
            houseCode: house.houseCode,
            owners: [{ ownerName, mobile: `137${String(10_000_000 + index).slice(-8)}` }],
          },
          { token: director },
        ),
      );
      stored.push(ownerName);
    }
    expectNeutralised(await readWorkbook(await runJob('HOUSE_ROSTER_XLSX', {})), stored);
  });

  it('questionnaire results: title, questions, options and the owners’ text answers', async () => {
    const options = hostile(100, 12);
    const answerText = hostile(500, 4);
    const created = await ok<{ intentionSolicitationId: string }>(
      await post(
        ctx,
        '/v1/intentionSolicitation/create',
        {
          communityInfoCode: Y,
          title: '=HYPERLINK("http://gz.invalid","问卷")',
          desc: '-说明',
          startDate: at(HOUR),
          endDate: at(7 * 24 * HOUR),
          questions: [
            { title: '+选择题', type: 'MULTIPLE_CHOICE', options: options.map((content) => ({ content })) },
            ...answerText.map((_, index) => ({
              title: `@文本题${index}`,
              type: 'MULTI_LINE_TEXT',
              required: false,
            })),
          ],
        },
        { token: director },
      ),
    );
    const id = created.intentionSolicitationId;
    ctx.clock.advance(2 * HOUR);
    const info = await ok<{ questions: { questionId: number; options: { optionId: number }[] }[] }>(
      await get(ctx, `/v1/owner/intentionSolicitation/info?intentionSolicitationId=${id}`, { token: owner }),
    );
    const [choice, ...texts] = info.questions;
    await ok(
      await post(
        ctx,
        '/v1/owner/intentionSolicitation/answer',
        {
          intentionSolicitationId: id,
          answers: [
            { questionId: choice?.questionId, optionIds: choice?.options.map((option) => option.optionId) },
            ...texts.map((question, index) => ({ questionId: question.questionId, text: answerText[index] })),
          ],
        },
        { token: owner },
      ),
    );
    const cells = await readWorkbook(await runJob('INTENTION_RESULT_XLSX', { intentionSolicitationId: id }));
    expectNeutralised(cells, ['=HYPERLINK("http://gz.invalid","问卷")', ...options, ...answerText]);
  });

  it('voting statistics: the issue titles', async () => {
    const titles = hostile(100, 12).slice(0, 30);
    const vote = await ok<{ votingCode: string }>(
      await post(
        ctx,
        '/v1/voting/createSimplify',
        {
          communityInfoCode: Y,
          title: '+1 表决',
          description: '-说明',
          startDate: at(HOUR),
          endDate: at(3 * 24 * HOUR),
          issues: titles.map((title) => ({ title, issueTypeId: 4 })),
        },
        { token: director },
      ),
    );
    ctx.clock.advance(2 * HOUR);
    const cells = await readWorkbook(await runJob('VOTING_STATISTICS', { votingCode: vote.votingCode }));
    expectNeutralised(cells, titles);
  });

  it('finance report: account name, item names and remarks', async () => {
    const account = await ok<{ financialAccountId: string }>(
      await post(
        ctx,
        '/v1/financialAccount/create',
        {
          communityInfoCode: Y,
          accountType: 'OTHER',
          otherTypeName: '-其他',
          accountName: '=账户',
          bankName: '@银行',
        },
        { token: director },
      ),
    );
    const items = hostile(100, 6);
    const remarks = hostile(200, 6);
    const lines = items.map((itemName, index) => ({
      direction: 'INCOME',
      itemName,
      amountFen: 100,
      remark: remarks[index % remarks.length],
    }));
    const report = await ok<{ reportId: string }>(
      await post(
        ctx,
        '/v1/financialReport/create',
        {
          communityInfoCode: Y,
          financialAccountId: account.financialAccountId,
          year: 2026,
          period: 'A',
          openingBalanceFen: 0,
          incomeTotalFen: 100 * lines.length,
          expenseTotalFen: 0,
          closingBalanceFen: 100 * lines.length,
          remark: '+说明',
          lines,
        },
        { token: director },
      ),
    );
    const file = await get(
      ctx,
      `/v1/financialReport/export?communityInfoCode=${Y}&reportId=${report.reportId}`,
      {
        token: director,
      },
    );
    expect(file.statusCode).toBe(200);
    expectNeutralised(await readWorkbook(file.rawPayload), [
      ...items,
      ...lines.map((line) => line.remark ?? ''),
      '+说明',
      '=账户',
    ]);
  });

  it('government work statistics: complaint and release figures', async () => {
    await ok(
      await post(
        ctx,
        '/v1/govComplaint/ownerCreate',
        { communityInfoCode: Y, complaintType: 'OTHER', content: '=HYPERLINK("http://gz.invalid")' },
        { token: owner },
      ),
    );
    const file = await get(ctx, '/v1/govWorkStatistics/export', { token: communityGov });
    expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
    // Its text is community and type names the staff do not type; the formula rule still holds.
    expectNeutralised(await readWorkbook(file.rawPayload), []);
  });
});
