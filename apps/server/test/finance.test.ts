import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BYTES, upload } from './support/file-fixtures';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

let ctx: TestContext;
let director: string;
let property: string;
let preparer: string;
let owner1: string;
let accountId: string;

const Y = 'YGHY001';

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, '13800000001');
  property = await tokenFor(ctx, '13800000003');
  preparer = await tokenFor(ctx, '13800000002');
  owner1 = await tokenFor(ctx, '13900000001', { isWxAPP: true });
});
afterAll(async () => ctx.close());

type Account = {
  financialAccountId: string;
  accountTypeName: string;
  reportCount: number;
  latestBalanceFen: number | null;
};
type Report = {
  reportId: string;
  reportName: string;
  status: string;
  lines: { itemName: string; amountFen: number }[];
  attachments: { sourceName: string }[];
  closingBalanceFen: number;
};

const report = (patch: Record<string, unknown> = {}) => ({
  communityInfoCode: Y,
  financialAccountId: accountId,
  year: 2026,
  period: 'A',
  openingBalanceFen: 12_000_000,
  incomeTotalFen: 3_650_000,
  expenseTotalFen: 1_280_050,
  closingBalanceFen: 14_369_950,
  lines: [
    { direction: 'INCOME', itemName: '地面停车位租金', amountFen: 2_400_000 },
    { direction: 'INCOME', itemName: '电梯广告收益', amountFen: 1_250_000 },
    { direction: 'EXPENSE', itemName: '消防设施维修', amountFen: 1_080_050, remark: '=HYPERLINK("x")' },
    { direction: 'EXPENSE', itemName: '业委会办公用品', amountFen: 200_000 },
  ],
  ...patch,
});

async function reportCount(): Promise<number> {
  const response = await get(
    ctx,
    `/v1/financialReport/list?communityInfoCode=${Y}&financialAccountId=${accountId}`,
    {
      token: director,
    },
  );
  return bodyOf<unknown[]>(response).data.length;
}

describe('accounts', () => {
  it('creates an account of a type and lists it', async () => {
    const response = await post(
      ctx,
      '/v1/financialAccount/create',
      {
        communityInfoCode: Y,
        accountType: 'OWNERS_SHARED_FUNDS',
        accountName: '业主共有资金账户',
        bankName: '工商银行',
      },
      { token: director },
    );
    expect(response.statusCode).toBe(200);
    const account = bodyOf<Account>(response).data;
    accountId = account.financialAccountId;
    expect(account).toMatchObject({
      accountTypeName: '业主共有资金',
      reportCount: 0,
      latestBalanceFen: null,
    });
    const list = bodyOf<Account[]>(
      await get(ctx, `/v1/financialAccount/list?communityInfoCode=${Y}`, { token: property }),
    ).data;
    expect(list.map((item) => item.financialAccountId)).toContain(accountId);
  });

  it('refuses bad input (400), missing permission (403), other communities (404), no session (401)', async () => {
    const body = { communityInfoCode: Y, accountType: 'OTHER', accountName: '其他账户' };
    const missing = await post(ctx, '/v1/financialAccount/create', body, { token: director });
    expect(missing.statusCode).toBe(400);
    expect(bodyOf(missing).message).toBe('请填写其他类型名称');
    expect(
      (await post(ctx, '/v1/financialAccount/create', { ...body, accountType: 'X' }, { token: director }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          ctx,
          '/v1/financialAccount/create',
          { ...body, otherTypeName: '停车场' },
          { token: property },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await post(
          ctx,
          '/v1/financialAccount/create',
          { ...body, otherTypeName: '停车场' },
          { token: preparer },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await post(ctx, '/v1/financialAccount/create', { ...body, otherTypeName: '停车场' })).statusCode,
    ).toBe(401);
    expect(
      (
        await get(
          ctx,
          `/v1/financialAccount/info?communityInfoCode=TYXQ001&financialAccountId=${accountId}`,
          { token: director },
        )
      ).statusCode,
    ).toBe(404);
    const list = bodyOf<Account[]>(
      await get(ctx, `/v1/financialAccount/list?communityInfoCode=${Y}`, { token: director }),
    ).data;
    // The demo's two accounts and the one created above; no refused call added one.
    expect(list).toHaveLength(3);
  });
});

describe('reports', () => {
  let reportId: string;

  it('creates a quarterly report with lines in fen and vouchers', async () => {
    const voucher = await upload(ctx, director, '维修发票.pdf', PDF_BYTES, { communityInfoCode: Y });
    const response = await post(
      ctx,
      '/v1/financialReport/create',
      report({ attachments: [voucher.attachmentId] }),
      {
        token: director,
      },
    );
    expect(response.statusCode).toBe(200);
    const created = bodyOf<Report>(response).data;
    reportId = created.reportId;
    expect(created).toMatchObject({
      reportName: '2026年第一季度',
      status: 'DRAFT',
      closingBalanceFen: 14_369_950,
    });
    expect(created.lines.map((line) => line.amountFen)).toEqual([2_400_000, 1_250_000, 1_080_050, 200_000]);
    expect(created.attachments.map((item) => item.sourceName)).toEqual(['维修发票.pdf']);
  });

  it.each([
    [
      { incomeTotalFen: 3_600_000, closingBalanceFen: 14_319_950 },
      '收入明细合计36,500.00元，与收入合计36,000.00元不一致',
    ],
    [{ expenseTotalFen: 1_280_000 }, '支出明细合计12,800.50元，与支出合计12,800.00元不一致'],
    [{ closingBalanceFen: 1 }, '期初余额加收入减支出为143,699.50元，与期末余额0.01元不一致'],
    [{ lines: [{ direction: 'INCOME', itemName: '退款', amountFen: -5 }] }, '金额不能为负数'],
    [{ incomeTotalFen: 10.5 }, '金额须为整数（分）'],
    [{ period: 'Q1' }, '请选择报告期间'],
  ])('refuses %j with 400 and changes nothing', async (patch, message) => {
    const before = await reportCount();
    const response = await post(ctx, '/v1/financialReport/create', report({ period: 'B', ...patch }), {
      token: director,
    });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).message).toBe(message);
    expect(await reportCount()).toBe(before);
  });

  it('refuses a second report of the same period (409) and callers without FINANCE_MANAGEMENT (403)', async () => {
    const again = await post(ctx, '/v1/financialReport/create', report(), { token: director });
    expect(again.statusCode).toBe(409);
    expect(bodyOf(again).message).toBe('该账户此期间的财务报告已存在');
    expect(
      (await post(ctx, '/v1/financialReport/create', report({ period: 'C' }), { token: property }))
        .statusCode,
    ).toBe(403);
  });

  it('updates a draft, then publishes it to owners', async () => {
    const updated = await post(
      ctx,
      '/v1/financialReport/update',
      { ...report({ remark: '已经业委会全体委员审核' }), financialAccountId: undefined, reportId },
      { token: director },
    );
    expect(updated.statusCode).toBe(200);
    expect(bodyOf<{ remark: string }>(updated).data.remark).toBe('已经业委会全体委员审核');

    // Owners do not see the report before publication.
    const before = bodyOf<{ reportId: string }[]>(
      await get(ctx, '/v1/owner/financeReports', { token: owner1 }),
    ).data;
    expect(before.map((item) => item.reportId)).not.toContain(reportId);
    expect(
      (
        await post(
          ctx,
          '/v1/financialReport/publish',
          { communityInfoCode: Y, reportId },
          { token: property },
        )
      ).statusCode,
    ).toBe(403);
    const published = await post(
      ctx,
      '/v1/financialReport/publish',
      { communityInfoCode: Y, reportId },
      { token: director },
    );
    expect(bodyOf<Report>(published).data.status).toBe('PUBLISHED');

    const mine = bodyOf<{ reportId: string; communityName: string }[]>(
      await get(ctx, '/v1/owner/financeReports', { token: owner1 }),
    ).data;
    expect(mine.map((item) => item.reportId)).toContain(reportId);
    expect(mine).toHaveLength(before.length + 1);
    const info = bodyOf<Report>(
      await get(ctx, `/v1/owner/financeReportInfo?reportId=${reportId}`, { token: owner1 }),
    ).data;
    expect(info.lines).toHaveLength(4);
    const account = bodyOf<Account>(
      await get(ctx, `/v1/financialAccount/info?communityInfoCode=${Y}&financialAccountId=${accountId}`, {
        token: director,
      }),
    ).data;
    expect(account.latestBalanceFen).toBe(14_369_950);

    // Published reports are final.
    const late = await post(
      ctx,
      '/v1/financialReport/update',
      { ...report(), financialAccountId: undefined, reportId },
      { token: director },
    );
    expect(late.statusCode).toBe(409);
    expect(
      (await post(ctx, '/v1/financialReport/delete', { communityInfoCode: Y, reportId }, { token: director }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await post(
          ctx,
          '/v1/financialAccount/delete',
          { communityInfoCode: Y, financialAccountId: accountId },
          { token: director },
        )
      ).statusCode,
    ).toBe(409);
  });

  it('exports the report as xlsx with formula text neutralised', async () => {
    const response = await get(
      ctx,
      `/v1/financialReport/export?communityInfoCode=${Y}&reportId=${reportId}`,
      {
        token: property,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const lines = book.getWorksheet('收支明细');
    expect(lines?.getRow(2).getCell(3).value).toBe('地面停车位租金');
    expect(lines?.getRow(2).getCell(4).value).toBe('24000.00');
    expect(lines?.getRow(4).getCell(5).value).toBe(`'=HYPERLINK("x")`);
    expect(book.getWorksheet('收支汇总')?.getRow(8).getCell(2).value).toBe('143699.50');
    expect(
      (
        await get(ctx, `/v1/financialReport/export?communityInfoCode=TYXQ001&reportId=${reportId}`, {
          token: director,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await get(ctx, `/v1/financialReport/export?communityInfoCode=${Y}&reportId=${reportId}`)).statusCode,
    ).toBe(401);
  });

  it('keeps draft reports from view-only staff: not listed, 404 as a made-up id (issue #28 item 2)', async () => {
    director = await tokenFor(ctx, '13800000001');
    const gov = await tokenFor(ctx, '13800000005', { adminOwnerType: 'GOV' });
    const draft = bodyOf<Report>(
      await post(ctx, '/v1/financialReport/create', report({ period: 'L' }), { token: director }),
    ).data;
    expect(draft.status).toBe('DRAFT');
    const listed = async (token: string) =>
      bodyOf<{ reportId: string }[]>(
        await get(ctx, `/v1/financialReport/list?communityInfoCode=${Y}&financialAccountId=${accountId}`, {
          token,
        }),
      ).data.map((item) => item.reportId);
    expect(await listed(director)).toContain(draft.reportId);
    for (const token of [property, gov]) {
      expect(await listed(token)).not.toContain(draft.reportId);
      for (const path of ['info', 'export']) {
        const real = await get(
          ctx,
          `/v1/financialReport/${path}?communityInfoCode=${Y}&reportId=${draft.reportId}`,
          {
            token,
          },
        );
        const madeUp = await get(
          ctx,
          `/v1/financialReport/${path}?communityInfoCode=${Y}&reportId=R-NO-SUCH`,
          {
            token,
          },
        );
        expect(real.statusCode, `${path} ${real.body}`).toBe(404);
        expect(bodyOf(real).message).toBe(bodyOf(madeUp).message);
      }
    }
    await post(
      ctx,
      '/v1/financialReport/delete',
      { communityInfoCode: Y, reportId: draft.reportId },
      { token: director },
    );
  });

  it('deletes a draft report', async () => {
    const draft = bodyOf<Report>(
      await post(ctx, '/v1/financialReport/create', report({ period: 'U' }), { token: director }),
    ).data;
    expect(
      (
        await post(
          ctx,
          '/v1/financialReport/delete',
          { communityInfoCode: Y, reportId: draft.reportId },
          { token: director },
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await get(ctx, `/v1/financialReport/info?communityInfoCode=${Y}&reportId=${draft.reportId}`, {
          token: director,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('special partner communities', () => {
  it('closes finance for a partner community with a CRM role (403) and hides it from owners', async () => {
    await ctx.db.handle.db.execute(
      sql`update communities set vanke_tag = 'YES', crm_role = 'CRM_PARTNER' where community_info_code = ${Y}`,
    );
    const response = await get(ctx, `/v1/financialAccount/list?communityInfoCode=${Y}`, { token: director });
    expect(response.statusCode).toBe(403);
    expect(bodyOf(response).message).toBe('该小区的财务由合作方系统公开，暂不支持阳光财务功能');
    expect(
      bodyOf<unknown[]>(await get(ctx, '/v1/owner/financeReports', { token: owner1 })).data,
    ).toHaveLength(0);
    await ctx.db.handle.db.execute(
      sql`update communities set vanke_tag = 'NO', crm_role = null where community_info_code = ${Y}`,
    );
    expect(
      (await get(ctx, `/v1/financialAccount/list?communityInfoCode=${Y}`, { token: director })).statusCode,
    ).toBe(200);
  });
});
