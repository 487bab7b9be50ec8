import { MESSAGES } from '@gongzhi/domain/common/messages';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, upload, xlsxBytes } from './support/file-fixtures';
import {
  bodyOf,
  buildingsOf,
  get,
  housesOf,
  okData,
  rosterTokens,
  type Tokens,
} from './support/roster-helpers';
import { createTestContext, freshIp, type TestContext } from './support/test-app';

let ctx: TestContext;
let t: Tokens;

beforeAll(async () => {
  ctx = await createTestContext();
  t = await rosterTokens(ctx);
});
afterAll(async () => ctx.close());

const BUILDING_HEADERS = ['楼栋名称', '单元数', '楼层数'];
const HOUSE_HEADERS = [
  '楼栋名称',
  '单元',
  '楼层',
  '房号',
  '建筑面积(㎡)',
  '业主姓名',
  '业主手机号',
  '证件类型',
  '证件号码',
];

async function send(url: string, data: Buffer, token = t.director, fileName = 'roster.xlsx') {
  const body = multipartBody(fileName, data);
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, token },
    remoteAddress: freshIp(),
  });
}

function highRise(houses: unknown[][], buildings: unknown[][] = [['新1栋', 2, 3]]) {
  return xlsxBytes({ 楼栋: [BUILDING_HEADERS, ...buildings], 房屋: [HOUSE_HEADERS, ...houses] });
}

type Summary = {
  created: number;
  updated: number;
  unchanged: number;
  buildings: { created: number; updated: number; unchanged: number };
};
type Check = {
  ok: boolean;
  rowCount: number;
  errors: { sheet: string; row: number | null; column: string | null; text: string }[];
  summary: Summary | null;
};

const GOOD_ROWS = [
  ['新1栋', '1', 1, '101', 89.5, '导入业主', '13766660001', '居民身份证', '11010519491231002X'],
  ['新1栋', '1', 1, '102', '95.25', '', '', '', ''],
  ['新1栋', 2, 2, 201, 100, '导入业主', '13766660001', '', ''],
];

describe('template', () => {
  it('downloads a template whose example rows import as they are', async () => {
    const response = await get(
      ctx,
      '/v1/communityInfo/importTemplate?communityInfoCode=XFL001&type=HIGH_RISE',
      { token: t.director },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename*=');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['楼栋', '房屋', '填写说明']);
    const summary = await okData<Summary>(
      await send('/v1/communityInfo/importOHCV2?communityInfoCode=XFL001', response.rawPayload),
    );
    expect(summary).toMatchObject({ created: 12, buildings: { created: 1 } });
    const villa = await get(ctx, '/v1/communityInfo/importTemplate?communityInfoCode=XFL001&type=VILLA', {
      token: t.director,
    });
    expect(
      await okData<Summary>(
        await send('/v1/communityInfo/importOHCVilla?communityInfoCode=XFL001', villa.rawPayload),
      ),
    ).toMatchObject({ created: 2 });
    expect(
      (
        await get(ctx, '/v1/communityInfo/importTemplate?communityInfoCode=XFL001&type=X', {
          token: t.director,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await get(ctx, '/v1/communityInfo/importTemplate?communityInfoCode=YGHY001', { token: t.gov }))
        .statusCode,
    ).toBe(403);
  });
});

describe('importOHCV2', () => {
  it('checks (POST and GET by attachment) and applies, then re-import changes nothing', async () => {
    const file = await highRise(GOOD_ROWS);
    const check = await okData<Check>(
      await send('/v1/communityInfo/importOHCV2Check?communityInfoCode=YGHY001&type=HIGH_RISE', file),
    );
    expect(check).toMatchObject({ ok: true, rowCount: 4, summary: { created: 3, updated: 0, unchanged: 0 } });
    const uploaded = await upload(ctx, t.director, 'roster.xlsx', file);
    const byGet = await okData<Check>(
      await get(
        ctx,
        `/v1/communityInfo/importOHCV2Check?communityInfoCode=YGHY001&attachmentId=${uploaded.attachmentId}`,
        { token: t.director },
      ),
    );
    expect(byGet.summary).toEqual(check.summary);
    expect(
      (
        await get(
          ctx,
          `/v1/communityInfo/importOHCV2Check?communityInfoCode=YGHY001&attachmentId=${uploaded.attachmentId}`,
          { token: t.property },
        )
      ).statusCode,
    ).toBe(404);

    const first = await okData<Summary>(
      await send('/v1/communityInfo/importOHCV2?communityInfoCode=YGHY001', file),
    );
    expect(first).toEqual({
      created: 3,
      updated: 0,
      unchanged: 0,
      buildings: { created: 1, updated: 0, unchanged: 0 },
    });
    const again = await okData<Summary>(
      await send('/v1/communityInfo/importOHCV2?communityInfoCode=YGHY001', file),
    );
    expect(again).toEqual({
      created: 0,
      updated: 0,
      unchanged: 3,
      buildings: { created: 0, updated: 0, unchanged: 1 },
    });

    const building = (await buildingsOf(ctx, t.director)).find((b) => b.buildingName === '新1栋');
    const houses = await housesOf(ctx, t.director, building?.buildingCode ?? '');
    expect(houses.map((h) => `${h.unitNo}-${h.houseNo}`)).toEqual(['1-101', '1-102', '2-201']);
    expect(houses[0]?.owners[0]).toMatchObject({
      mobile: '13766660001',
      ownerHouseInfoState: 'TO_BE_CONFIRMED',
    });

    const changed = await highRise(
      [
        ...GOOD_ROWS.slice(0, 2),
        ['新1栋', 2, 3, 201, 100, '', '', '', ''],
        ['新1栋', '2', 3, '301', 70, '', '', '', ''],
      ],
      [['新1栋', 2, 5]],
    );
    const third = await okData<Summary>(
      await send('/v1/communityInfo/importOHCV2?communityInfoCode=YGHY001', changed),
    );
    expect(third).toEqual({
      created: 1,
      updated: 1,
      unchanged: 2,
      buildings: { created: 0, updated: 1, unchanged: 0 },
    });
  });

  it('refuses a half-broken file naming sheet, row and column, writing nothing', async () => {
    const before = (await buildingsOf(ctx, t.director)).length;
    const file = await highRise(
      [
        ['坏1栋', '1', 1, '101', 89.5, '', '', '', ''],
        ['坏1栋', '1', 1, '101', 90, '', '', '', ''],
        ['坏1栋', '1', 1, '102', 0, '', '', '', ''],
        ['坏1栋', '1', 1, '103', 100000.01, '', '', '', ''],
        ['无此楼', '1', 1, '104', 80, '', '', '', ''],
        ['坏1栋', '1', 1, '105', 80, '某人', '13766660002', '居民身份证', '110105194912310021'],
        ['坏1栋', '1', 1, '106', 80, '', '', '', ''],
      ],
      [['坏1栋', 1, 1]],
    );
    const check = await okData<Check>(
      await send('/v1/communityInfo/importOHCV2Check?communityInfoCode=YGHY001', file),
    );
    expect(check.ok).toBe(false);
    const texts = check.errors.map((error) => error.text);
    expect(texts).toContain('工作表“房屋”第4行“建筑面积(㎡)”列：面积须大于0且不超过100000㎡');
    expect(texts).toContain('工作表“房屋”第5行“建筑面积(㎡)”列：面积须大于0且不超过100000㎡');
    expect(texts).toContain('工作表“房屋”第7行“证件号码”列：请输入正确的身份证号');
    const applied = await send('/v1/communityInfo/importOHCV2?communityInfoCode=YGHY001', file);
    expect(applied.statusCode).toBe(400);
    expect(bodyOf(applied).message).toContain(MESSAGES.importFailed);
    expect(bodyOf(applied).message).toContain('第7行');
    // Row-level errors first; the cross-row ones (duplicate, missing building) once rows are valid.
    const crossRow = await highRise(
      [
        ['坏1栋', '1', 1, '101', 89.5, '', '', '', ''],
        ['坏1栋', '1', 1, '101', 90, '', '', '', ''],
        ['无此楼', '1', 1, '104', 80, '', '', '', ''],
      ],
      [['坏1栋', 1, 1]],
    );
    const second = await okData<Check>(
      await send('/v1/communityInfo/importOHCV2Check?communityInfoCode=YGHY001', crossRow),
    );
    expect(second.errors.map((error) => error.text)).toEqual([
      '工作表“房屋”第3行“房号”列：房号101与第2行重复',
      '工作表“房屋”第4行“楼栋名称”列：楼栋“无此楼”不存在，请先在“楼栋”工作表中填写',
    ]);
    const refused = await send('/v1/communityInfo/importOHCV2?communityInfoCode=YGHY001', crossRow);
    expect(refused.statusCode).toBe(400);
    expect((await buildingsOf(ctx, t.director)).length).toBe(before);
  });

  it('refuses missing sheets, non-xlsx files, other communities and missing permission', async () => {
    const noSheet = await xlsxBytes({ 房屋: [HOUSE_HEADERS] });
    const check = await okData<Check>(
      await send('/v1/communityInfo/importOHCV2Check?communityInfoCode=YGHY001', noSheet),
    );
    expect(check.errors[0]?.text).toBe('工作表“楼栋”：缺少该工作表');
    expect(
      (await send('/v1/communityInfo/importOHCV2?communityInfoCode=YGHY001', Buffer.from('not a zip')))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await send(
          '/v1/communityInfo/importOHCV2?communityInfoCode=YGHY001',
          Buffer.from('x'),
          t.director,
          'a.csv',
        )
      ).statusCode,
    ).toBe(400);
    const file = await highRise(GOOD_ROWS);
    expect(
      (await send('/v1/communityInfo/importOHCV2?communityInfoCode=YGHY001', file, t.preparer)).statusCode,
    ).toBe(404);
    expect(
      (await send('/v1/communityInfo/importOHCV2?communityInfoCode=YGHY001', file, t.gov)).statusCode,
    ).toBe(403);
    expect((await send('/v1/communityInfo/importOHCV2', file)).statusCode).toBe(400);
  });
});

describe('importOHCVilla', () => {
  it('imports villas and refuses a group name used by a high-rise building', async () => {
    const file = await xlsxBytes({
      别墅组: [['别墅组名称'], ['湖畔别墅']],
      别墅: [
        ['别墅组名称', '房号', '建筑面积(㎡)', '业主姓名', '业主手机号', '证件类型', '证件号码'],
        ['湖畔别墅', 'A1', 300, '', '', '', ''],
        ['湖畔别墅', 'A2', 310, '', '', '', ''],
      ],
    });
    expect(
      await okData<Summary>(await send('/v1/communityInfo/importOHCVilla?communityInfoCode=YGHY001', file)),
    ).toMatchObject({ created: 2 });
    expect(
      await okData<Summary>(await send('/v1/communityInfo/importOHCVilla?communityInfoCode=YGHY001', file)),
    ).toMatchObject({ created: 0, unchanged: 2 });
    const clash = await xlsxBytes({
      别墅组: [['别墅组名称'], ['1栋']],
      别墅: [
        ['别墅组名称', '房号', '建筑面积(㎡)', '业主姓名', '业主手机号', '证件类型', '证件号码'],
        ['1栋', 'A1', 300, '', '', '', ''],
      ],
    });
    const refused = await send('/v1/communityInfo/importOHCVilla?communityInfoCode=YGHY001', clash);
    expect(refused.statusCode).toBe(400);
    expect(bodyOf(refused).message).toContain('已存在同名的楼栋“1栋”');
  });
});

describe('announcementHouseNoAreaImport', () => {
  it('sets voting areas by house number, all or nothing', async () => {
    const headers = ['楼栋名称', '单元', '房号', '表决面积(㎡)'];
    const good = await xlsxBytes({
      面积更正: [headers, ['1栋', '1', '101', 88.8], ['别墅区', '', 'V01', 270]],
    });
    const summary = await okData<Summary>(
      await send('/v1/voting/announcementHouseNoAreaImport?communityInfoCode=YGHY001', good),
    );
    expect(summary).toMatchObject({ updated: 2, unchanged: 0 });
    const [first] = await buildingsOf(ctx, t.director);
    const houses = await okData<{ houseNo: string; votingArea: number; area: number }[]>(
      await get(ctx, `/v1/house/list?communityInfoCode=YGHY001&buildingCode=${first?.buildingCode}`, {
        token: t.director,
      }),
    );
    expect(houses[0]).toMatchObject({ votingArea: 8880, area: 8880 });
    expect(
      await okData<Summary>(
        await send('/v1/voting/announcementHouseNoAreaImport?communityInfoCode=YGHY001', good),
      ),
    ).toMatchObject({ updated: 0, unchanged: 2 });
    const bad = await xlsxBytes({ 面积更正: [headers, ['1栋', '1', '101', 50], ['1栋', '1', '9999', 50]] });
    const refused = await send('/v1/voting/announcementHouseNoAreaImport?communityInfoCode=YGHY001', bad);
    expect(refused.statusCode).toBe(400);
    expect(bodyOf(refused).message).toContain('工作表“面积更正”第3行“房号”列：房屋“1栋1单元9999”不存在');
    expect(
      (await send('/v1/voting/announcementHouseNoAreaImport?communityInfoCode=YGHY001', good, t.gov))
        .statusCode,
    ).toBe(403);
  });

  it('checks a correction file without writing, naming every bad row', async () => {
    const headers = ['楼栋名称', '单元', '房号', '表决面积(㎡)'];
    const check = (file: Buffer) =>
      send('/v1/voting/announcementHouseNoAreaImportCheck?communityInfoCode=YGHY001', file);
    const good = await xlsxBytes({ 面积更正: [headers, ['1栋', '1', '102', 77.7]] });
    const before = await buildingsOf(ctx, t.director);
    const housesOfFirst = async () =>
      okData<{ houseNo: string; votingArea: number }[]>(
        await get(ctx, `/v1/house/list?communityInfoCode=YGHY001&buildingCode=${before[0]?.buildingCode}`, {
          token: t.director,
        }),
      );
    const areasBefore = (await housesOfFirst()).map((house) => house.votingArea);
    const result = await okData<{ ok: boolean; summary: Summary | null }>(await check(good));
    expect(result).toMatchObject({ ok: true, summary: { updated: 1, unchanged: 0 } });
    const bad = await xlsxBytes({ 面积更正: [headers, ['1栋', '1', '102', 70], ['1栋', '1', '102', 71]] });
    const refused = await okData<{ ok: boolean; errors: { text: string }[] }>(await check(bad));
    expect(refused.ok).toBe(false);
    expect(refused.errors[0]?.text).toContain('房号102与第2行重复');
    expect((await housesOfFirst()).map((house) => house.votingArea)).toEqual(areasBefore);
  });
});
