import { maskIdNumber } from '@gongzhi/domain/common/id-mask';
import { formatRate } from '@gongzhi/domain/common/percent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bodyOf,
  buildingsOf,
  get,
  housesOf,
  okData,
  post,
  rosterTokens,
  type Tokens,
} from './support/roster-helpers';
import { createTestContext, type TestContext } from './support/test-app';

let ctx: TestContext;
let t: Tokens;

beforeAll(async () => {
  ctx = await createTestContext();
  t = await rosterTokens(ctx);
});
afterAll(async () => ctx.close());

type Building = {
  buildingCode: string;
  buildingName: string;
  houseCount: number;
  totalArea: number;
  ownerCount: number;
  infoCompletion: number;
  certificationRate: number;
  houseAreasFloor: { floor: number; houseCount: number; totalArea: number }[];
};

describe('GET /v1/building/list', () => {
  it('lists buildings with statistics as fractions', async () => {
    const data = await okData<{ list: Building[]; total: number }>(
      await get(ctx, '/v1/building/list?communityInfoCode=YGHY001&page=1&size=20', { token: t.director }),
    );
    expect(data.total).toBe(4);
    const first = data.list[0];
    expect(first?.buildingName).toBe('1栋');
    expect(first?.houseCount).toBe(24);
    // Owners 1–19 hold houses 1–19 (co-owners on 19); owners 1–5 are certified.
    expect(first?.infoCompletion).toBe(19 / 24);
    expect(formatRate(first?.certificationRate ?? 0)).toBe('20.8%');
    expect(first?.houseAreasFloor).toHaveLength(6);
    expect(first?.houseAreasFloor.reduce((sum, floor) => sum + floor.totalArea, 0)).toBe(first?.totalArea);
  });

  it('filters by searchKey and attribute and pages', async () => {
    const villa = await okData<{ list: Building[] }>(
      await get(ctx, '/v1/building/list?communityInfoCode=YGHY001&buildingAttribute=VILLA', {
        token: t.director,
      }),
    );
    expect(villa.list.map((b) => b.buildingName)).toEqual(['别墅区']);
    const search = await okData<{ list: Building[]; total: number }>(
      await get(ctx, '/v1/building/list?communityInfoCode=YGHY001&searchKey=2', { token: t.director }),
    );
    expect(search.list.map((b) => b.buildingName)).toEqual(['2栋']);
    const page2 = await okData<{ list: Building[]; total: number }>(
      await get(ctx, '/v1/building/list?communityInfoCode=YGHY001&page=2&size=3', { token: t.director }),
    );
    expect(page2).toMatchObject({ total: 4 });
    expect(page2.list).toHaveLength(1);
  });

  it('refuses bad input, other communities and missing tokens', async () => {
    expect(
      (await get(ctx, '/v1/building/list?communityInfoCode=YGHY001&size=10001', { token: t.director }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await get(ctx, '/v1/building/list?communityInfoCode=YGHY001&buildingAttribute=X', {
          token: t.director,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await get(ctx, '/v1/building/list?communityInfoCode=YGHY001', { token: t.preparer })).statusCode,
    ).toBe(404);
    expect((await get(ctx, '/v1/building/list?communityInfoCode=YGHY001')).statusCode).toBe(401);
  });
});

describe('building create, update, delete', () => {
  it('creates, renames and deletes a building', async () => {
    const created = await okData<Building>(
      await post(
        ctx,
        '/v1/building/createSimplify',
        {
          communityInfoCode: 'YGHY001',
          buildingName: '9栋',
          buildingAttribute: 'HIGH_RISE',
          unitCount: 2,
          floorCount: 30,
        },
        { token: t.director },
      ),
    );
    expect(created).toMatchObject({
      buildingName: '9栋',
      houseCount: 0,
      infoCompletion: 0,
      certificationRate: 0,
    });
    const renamed = await okData<Building>(
      await post(
        ctx,
        '/v1/building/update',
        { communityInfoCode: 'YGHY001', buildingCode: created.buildingCode, buildingName: '10栋' },
        { token: t.property },
      ),
    );
    expect(renamed.buildingName).toBe('10栋');
    const dup = await post(
      ctx,
      '/v1/building/createSimplify',
      { communityInfoCode: 'YGHY001', buildingName: '10栋', buildingAttribute: 'HIGH_RISE' },
      { token: t.director },
    );
    expect(dup.statusCode).toBe(409);
    expect(bodyOf(dup).message).toBe('楼栋名称已存在');
    const deleted = await post(
      ctx,
      '/v1/building/delete',
      { communityInfoCode: 'YGHY001', buildingCode: created.buildingCode },
      { token: t.director },
    );
    expect(deleted.statusCode).toBe(200);
    expect((await buildingsOf(ctx, t.director)).map((b) => b.buildingName)).not.toContain('10栋');
  });

  it('refuses bad input (400), permission (403) and other communities (404)', async () => {
    const empty = await post(
      ctx,
      '/v1/building/createSimplify',
      { communityInfoCode: 'YGHY001', buildingName: ' ', buildingAttribute: 'HIGH_RISE' },
      { token: t.director },
    );
    expect(empty.statusCode).toBe(400);
    expect(bodyOf(empty).message).toContain('楼栋名称');
    const gov = await post(
      ctx,
      '/v1/building/createSimplify',
      { communityInfoCode: 'YGHY001', buildingName: 'G', buildingAttribute: 'HIGH_RISE' },
      { token: t.gov },
    );
    expect(gov.statusCode).toBe(403);
    expect(bodyOf(gov).message).toBe('您在当前小区没有该功能的权限');
    const [sunshine] = await buildingsOf(ctx, t.director);
    // The director belongs to 幸福里 too, but the building is 阳光花园's: 404, not a cross-community write.
    for (const [url, body] of [
      [
        '/v1/building/update',
        { communityInfoCode: 'XFL001', buildingCode: sunshine?.buildingCode, buildingName: 'X' },
      ],
      ['/v1/building/delete', { communityInfoCode: 'XFL001', buildingCode: sunshine?.buildingCode }],
    ] as const) {
      expect((await post(ctx, url, body, { token: t.director })).statusCode).toBe(404);
    }
    expect(
      (
        await post(
          ctx,
          '/v1/building/delete',
          { communityInfoCode: 'YGHY001', buildingCode: sunshine?.buildingCode },
          { token: t.preparer },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          ctx,
          '/v1/building/delete',
          { communityInfoCode: 'YGHY001', buildingCode: 'nope' },
          { token: t.director },
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('houses', () => {
  it('lists a building by floor with owners, masked IDs and certification', async () => {
    const [first] = await buildingsOf(ctx, t.director);
    const houses = await housesOf(ctx, t.director, first?.buildingCode ?? '');
    expect(houses).toHaveLength(24);
    expect(houses[0]).toMatchObject({ unitNo: '1', houseNo: '101' });
    expect(houses[0]?.owners[0]?.ownerHouseInfoState).toBe('CORRECT_INFO');
  });

  it('creates, updates, changes area and deletes a house; refuses duplicates and bad areas', async () => {
    const [first] = await buildingsOf(ctx, t.director);
    const base = { communityInfoCode: 'YGHY001', buildingCode: first?.buildingCode };
    const created = await okData<{ houseCode: string; area: number; infoComplete: boolean }>(
      await post(
        ctx,
        '/v1/house/create',
        { ...base, unitNo: '3', floor: 7, houseNo: '701', registerArea: 9050 },
        { token: t.director },
      ),
    );
    expect(created).toMatchObject({ area: 9050, infoComplete: false });
    // The list's statistics follow the roster at once (kept per roster version, rebuilt on a write).
    const [after] = await buildingsOf(ctx, t.director);
    expect(after?.houseCount).toBe((first?.houseCount ?? 0) + 1);
    const dup = await post(
      ctx,
      '/v1/house/create',
      { ...base, unitNo: '3', floor: 7, houseNo: '701', registerArea: 9050 },
      { token: t.director },
    );
    expect(dup.statusCode).toBe(409);
    expect(bodyOf(dup).message).toBe('该楼栋已存在房号701');
    for (const area of [0, -5, 10_000_001, 12.5]) {
      const bad = await post(
        ctx,
        '/v1/house/create',
        { ...base, unitNo: '3', floor: 7, houseNo: '702', registerArea: area },
        { token: t.director },
      );
      expect(bad.statusCode).toBe(400);
    }
    const noUnit = await post(
      ctx,
      '/v1/house/create',
      { ...base, floor: 7, houseNo: '703' },
      { token: t.director },
    );
    expect(noUnit.statusCode).toBe(400);
    const moved = await post(
      ctx,
      '/v1/house/updateSimplify',
      { communityInfoCode: 'YGHY001', houseCode: created.houseCode, houseNo: '101', unitNo: '1' },
      { token: t.director },
    );
    expect(moved.statusCode).toBe(409);
    const renamed = await okData<{ houseNo: string }>(
      await post(
        ctx,
        '/v1/house/updateSimplify',
        { communityInfoCode: 'YGHY001', houseCode: created.houseCode, houseNo: '705', floor: 7 },
        { token: t.director },
      ),
    );
    expect(renamed.houseNo).toBe('705');
    const area = await okData<{ area: number; surveyArea: number }>(
      await post(
        ctx,
        '/v1/house/updateArea',
        { communityInfoCode: 'YGHY001', houseCode: created.houseCode, registerArea: null, surveyArea: 8800 },
        { token: t.director },
      ),
    );
    expect(area).toMatchObject({ area: 8800, surveyArea: 8800 });
    expect(
      (
        await post(
          ctx,
          '/v1/house/updateArea',
          { communityInfoCode: 'YGHY001', houseCode: created.houseCode, surveyArea: 0 },
          { token: t.director },
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          ctx,
          '/v1/house/updateArea',
          { communityInfoCode: 'YGHY001', houseCode: created.houseCode, surveyArea: 100 },
          { token: t.gov },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await post(
          ctx,
          '/v1/house/delete',
          { communityInfoCode: 'XFL001', houseCode: created.houseCode },
          { token: t.director },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          ctx,
          '/v1/house/delete',
          { communityInfoCode: 'YGHY001', houseCode: created.houseCode },
          { token: t.director },
        )
      ).statusCode,
    ).toBe(200);
  });

  it('villas have no unit and refuse duplicate numbers too', async () => {
    const villa = (await buildingsOf(ctx, t.director)).find((b) => b.buildingName === '别墅区');
    const base = { communityInfoCode: 'YGHY001', buildingCode: villa?.buildingCode };
    const dup = await post(
      ctx,
      '/v1/house/create',
      { ...base, houseNo: 'V01', registerArea: 30000 },
      { token: t.director },
    );
    expect(dup.statusCode).toBe(409);
    const created = await okData<{ unitNo: null; floor: number }>(
      await post(
        ctx,
        '/v1/house/create',
        { ...base, unitNo: '9', houseNo: 'V09', registerArea: 30000 },
        { token: t.director },
      ),
    );
    expect(created).toMatchObject({ unitNo: null, floor: 1 });
  });

  it('lists houses of the community with search and paging', async () => {
    const data = await okData<{ list: { houseNo: string }[]; total: number }>(
      await get(ctx, '/v1/house/listByCommunity?communityInfoCode=YGHY001&page=1&size=5', {
        token: t.director,
      }),
    );
    expect(data.list).toHaveLength(5);
    expect(data.total).toBeGreaterThan(60);
    const byOwner = await okData<{ list: { houseNo: string }[]; total: number }>(
      await get(ctx, '/v1/house/listByCommunity?communityInfoCode=YGHY001&searchKey=13900000002', {
        token: t.director,
      }),
    );
    expect(byOwner.total).toBe(1);
    expect(
      (await get(ctx, '/v1/house/listByCommunity?communityInfoCode=YGHY001&page=0', { token: t.director }))
        .statusCode,
    ).toBe(400);
    expect(
      (await get(ctx, '/v1/house/listByCommunity?communityInfoCode=YGHY001', { token: t.preparer }))
        .statusCode,
    ).toBe(404);
  });

  it('answers community statistics', async () => {
    const stats = await okData<{
      houseCount: number;
      ownerCount: number;
      certifiedOwnerCount: number;
      totalArea: number;
      buildingCount: number;
    }>(await get(ctx, '/v1/house/houseStatistics?communityInfoCode=YGHY001', { token: t.gov }));
    expect(stats.certifiedOwnerCount).toBe(5);
    expect(stats.ownerCount).toBe(21);
    expect(stats.totalArea).toBeGreaterThan(0);
    expect(
      (await get(ctx, '/v1/house/houseStatistics?communityInfoCode=YGHY001', { token: t.preparer }))
        .statusCode,
    ).toBe(404);
    expect((await get(ctx, '/v1/house/houseStatistics', { token: t.director })).statusCode).toBe(400);
  });
});

describe('owner links and residents', () => {
  it('adds, lists and removes an owner; masks IDs; refuses bad IDs, duplicates, 403 and 404', async () => {
    const [first] = await buildingsOf(ctx, t.director);
    const houses = await housesOf(ctx, t.director, first?.buildingCode ?? '');
    const house = houses[22];
    const base = { communityInfoCode: 'YGHY001', houseCode: house?.houseCode };
    const link = await okData<{ ownerHouseContactId: string; cardNo: string; ownerHouseInfoState: string }>(
      await post(
        ctx,
        '/v1/ownerHouse/add',
        { ...base, ownerName: '测试业主', mobile: '13712345678', cardNo: '11010519491231002X' },
        { token: t.property },
      ),
    );
    expect(link).toMatchObject({ cardNo: '110105********00**', ownerHouseInfoState: 'TO_BE_CONFIRMED' });
    const again = await post(
      ctx,
      '/v1/ownerHouse/add',
      { ...base, ownerName: '测试业主', mobile: '13712345678' },
      { token: t.property },
    );
    expect(again.statusCode).toBe(409);
    const badId = await post(
      ctx,
      '/v1/ownerHouse/add',
      { ...base, ownerName: '坏', mobile: '13712345679', cardNo: '110105194912310021' },
      { token: t.property },
    );
    expect(badId.statusCode).toBe(400);
    expect(bodyOf(badId).message).toBe('请输入正确的身份证号');
    const tenant = await post(
      ctx,
      '/v1/ownerHouse/add',
      { ...base, ownerName: '租客', mobile: '13712345670', relationType: 'TENANT' },
      { token: t.property },
    );
    expect(tenant.statusCode).toBe(200);
    expect(
      (
        await post(
          ctx,
          '/v1/ownerHouse/add',
          { ...base, ownerName: 'x', mobile: '13712345671' },
          { token: t.gov },
        )
      ).statusCode,
    ).toBe(403);
    const residents = await okData<{ relationType: string }[]>(
      await get(
        ctx,
        `/v1/ownerHouse/getResidentList?communityInfoCode=YGHY001&houseCode=${house?.houseCode}`,
        { token: t.director },
      ),
    );
    expect(residents.map((r) => r.relationType)).toEqual(['OWNER', 'TENANT']);
    expect(
      (
        await get(
          ctx,
          `/v1/ownerHouse/getResidentList?communityInfoCode=XFL001&houseCode=${house?.houseCode}`,
          { token: t.director },
        )
      ).statusCode,
    ).toBe(404);
    const removeOther = await post(
      ctx,
      '/v1/ownerHouse/delectByOwnerHouseContactId',
      { communityInfoCode: 'XFL001', ownerHouseContactId: link.ownerHouseContactId },
      { token: t.director },
    );
    expect(removeOther.statusCode).toBe(404);
    const removed = await post(
      ctx,
      '/v1/ownerHouse/delectByOwnerHouseContactId',
      { communityInfoCode: 'YGHY001', ownerHouseContactId: link.ownerHouseContactId },
      { token: t.director },
    );
    expect(removed.statusCode).toBe(200);
  });

  it('replaces the owners of a house with updateOwner', async () => {
    const [first] = await buildingsOf(ctx, t.director);
    const houses = await housesOf(ctx, t.director, first?.buildingCode ?? '');
    const house = houses[0];
    const kept = house?.owners[0];
    const updated = await okData<{
      owners: { mobile: string; ownerHouseInfoState: string; cardNo: string | null }[];
    }>(
      await post(
        ctx,
        '/v1/house/updateOwner',
        {
          communityInfoCode: 'YGHY001',
          houseCode: house?.houseCode,
          owners: [
            { ownerName: '原业主', mobile: kept?.mobile },
            { ownerName: '新业主', mobile: '13711112222' },
          ],
        },
        { token: t.director },
      ),
    );
    expect(updated.owners.map((o) => [o.mobile, o.ownerHouseInfoState])).toEqual([
      [kept?.mobile, 'CORRECT_INFO'],
      ['13711112222', 'TO_BE_CONFIRMED'],
    ]);
    // An ID number sent once stays on file when the owner is sent again without one.
    const replace = (owners: object[]) =>
      post(
        ctx,
        '/v1/house/updateOwner',
        { communityInfoCode: 'YGHY001', houseCode: house?.houseCode, owners },
        {
          token: t.director,
        },
      );
    const withCard = await okData<typeof updated>(
      await replace([{ ownerName: '原业主', mobile: kept?.mobile, cardNo: '11010519491231002X' }]),
    );
    expect(withCard.owners[0]?.cardNo).toBe(maskIdNumber('11010519491231002X'));
    const again = await okData<typeof updated>(
      await replace([{ ownerName: '原业主', mobile: kept?.mobile }]),
    );
    expect(again.owners[0]?.cardNo).toBe(withCard.owners[0]?.cardNo);
    expect(again.owners).toHaveLength(1);
    const dup = await post(
      ctx,
      '/v1/house/updateOwner',
      {
        communityInfoCode: 'YGHY001',
        houseCode: house?.houseCode,
        owners: [
          { ownerName: 'a', mobile: '13711112222' },
          { ownerName: 'b', mobile: '13711112222' },
        ],
      },
      { token: t.director },
    );
    expect(dup.statusCode).toBe(400);
    expect(
      (
        await post(
          ctx,
          '/v1/house/updateOwner',
          { communityInfoCode: 'YGHY001', houseCode: house?.houseCode, owners: [] },
          { token: t.gov },
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('community info and area', () => {
  it('answers the community with flags and organisation state', async () => {
    const info = await okData<{
      organisationState: string;
      organisationStateName: string;
      allowOwnerMotion: string;
      streetName: string;
      houseCount: number;
    }>(await get(ctx, '/v1/communityInfo/info?communityInfoCode=YGHY001', { token: t.director }));
    expect(info).toMatchObject({
      organisationState: 'ESTABLISHED_COMMITTEE',
      organisationStateName: '已成立业主委员会',
      allowOwnerMotion: 'YES',
      streetName: '南山街道',
    });
    expect(
      (await get(ctx, '/v1/communityInfo/info?communityInfoCode=YGHY001', { token: t.preparer })).statusCode,
    ).toBe(404);
    expect((await get(ctx, '/v1/communityInfo/info', { token: t.director })).statusCode).toBe(400);
  });

  it('answers the area tree of the actor', async () => {
    type Node = { name: string; level: string; children: Node[] };
    const tree = await okData<Node[]>(await get(ctx, '/v1/area', { token: t.preparer }));
    const street = tree[0]?.children[0]?.children[0]?.children[0];
    expect(street?.level).toBe('STREET');
    expect(street?.children.map((c) => c.name)).toEqual(['幸福里']);
    const gov = await okData<Node[]>(await get(ctx, '/v1/area', { token: t.gov }));
    expect(gov[0]?.children[0]?.children[0]?.children[0]?.children).toHaveLength(3);
    expect((await get(ctx, '/v1/area')).statusCode).toBe(401);
  });
});
