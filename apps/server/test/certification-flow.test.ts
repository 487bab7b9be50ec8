import { idCardCheckChar } from '@gongzhi/domain/common/id-card';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes, upload } from './support/file-fixtures';
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
import { createTestContext, type TestContext, tokenFor } from './support/test-app';

let ctx: TestContext;
let t: Tokens;
let owner: string;
let other: string;

function idNumber(sequence: number): string {
  const first17 = `11010519800101${String(sequence).padStart(3, '0')}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

beforeAll(async () => {
  ctx = await createTestContext();
  t = await rosterTokens(ctx);
  owner = await tokenFor(ctx, '13900000015', { isWxAPP: true });
  other = await tokenFor(ctx, '13655550000', { isWxAPP: true });
});
afterAll(async () => ctx.close());

type Item = {
  certificationId: string;
  state: string;
  cardNo: string;
  mobile: string;
  rejectReason: string | null;
  house: { houseCode: string; houseNo: string };
  houseCount: number;
  certificationType: string;
  gmtReview: string | null;
};

async function targetHouse(index: number) {
  const buildings = await okData<{ buildingCode: string; buildingName: string }[]>(
    await get(ctx, '/v1/owner/certification/buildingOptions?communityInfoCode=YGHY001', { token: owner }),
  );
  const third = buildings.find((b) => b.buildingName === '3栋');
  const houses = await okData<{ houseCode: string; houseNo: string }[]>(
    await get(
      ctx,
      `/v1/owner/certification/houseOptions?communityInfoCode=YGHY001&buildingCode=${third?.buildingCode}`,
      { token: owner },
    ),
  );
  const house = houses[index];
  if (!house) throw new Error('no house');
  return house;
}

describe('owner certification, end to end', () => {
  it('submits, is rejected, resubmits, is approved and counts toward certificationRate', async () => {
    const house = await targetHouse(15);
    const proof = await upload(ctx, owner, 'deed.png', await pngBytes(), { uploadType: 'TX_KXCZ' });
    const submission = {
      communityInfoCode: 'YGHY001',
      houseCode: house.houseCode,
      ownerName: '孙海涛',
      cardType: 'RESIDENT_ID_CARD',
      cardNo: idNumber(1),
      proveFileIds: [proof.attachmentId],
    };
    const bad = await post(
      ctx,
      '/v1/owner/certification/submit',
      { ...submission, cardNo: '110105198001010010' },
      { token: owner },
    );
    expect(bad.statusCode).toBe(400);
    expect(bodyOf(bad).message).toContain(MESSAGES.idCardInvalid);
    const noProof = await post(
      ctx,
      '/v1/owner/certification/submit',
      { ...submission, proveFileIds: ['nope'] },
      { token: owner },
    );
    expect(noProof.statusCode).toBe(400);
    const othersProof = await upload(ctx, other, 'x.png', await pngBytes());
    expect(
      (
        await post(
          ctx,
          '/v1/owner/certification/submit',
          { ...submission, proveFileIds: [othersProof.attachmentId] },
          { token: owner },
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await post(ctx, '/v1/owner/certification/submit', submission, { token: t.director })).statusCode,
    ).toBe(401);

    const submitted = await okData<Item>(
      await post(ctx, '/v1/owner/certification/submit', submission, { token: owner }),
    );
    expect(submitted).toMatchObject({
      state: 'REVIEWING',
      cardNo: '110105********00**'.replace('00**', `${idNumber(1).slice(14, 16)}**`),
    });
    const twice = await post(ctx, '/v1/owner/certification/submit', submission, { token: owner });
    expect(twice.statusCode).toBe(409);

    // Staff list with filters.
    const pending = await okData<{ list: Item[]; total: number }>(
      await get(
        ctx,
        '/v1/owner/certification/search?communityInfoCode=YGHY001&state=REVIEWING&types=OWNER,TENANT',
        { token: t.director },
      ),
    );
    expect(pending.total).toBe(4);
    expect(pending.list[0]?.certificationId).toBe(submitted.certificationId);
    const tenants = await okData<{ total: number }>(
      await get(ctx, '/v1/owner/certification/search?communityInfoCode=YGHY001&types=TENANT', {
        token: t.director,
      }),
    );
    expect(tenants.total).toBe(1);
    expect(
      (
        await get(ctx, '/v1/owner/certification/search?communityInfoCode=YGHY001&types=BOSS', {
          token: t.director,
        })
      ).statusCode,
    ).toBe(400);

    const info = await okData<Item & { proveFiles: { attachmentId: string }[] }>(
      await get(
        ctx,
        `/v1/owner/certification/getInfo?communityInfoCode=YGHY001&certificationId=${submitted.certificationId}`,
        { token: t.property },
      ),
    );
    expect(info.proveFiles.map((f) => f.attachmentId)).toEqual([proof.attachmentId]);
    // Staff of the community may open the proof image.
    expect(
      (await get(ctx, `/v1/api/cos/download?attachmentId=${proof.attachmentId}`, { token: t.director }))
        .statusCode,
    ).toBe(200);

    const noReason = await post(
      ctx,
      '/v1/owner/certification/review',
      { communityInfoCode: 'YGHY001', certificationId: submitted.certificationId, state: 'REJECTED' },
      { token: t.director },
    );
    expect(noReason.statusCode).toBe(400);
    const rejected = await okData<Item>(
      await post(
        ctx,
        '/v1/owner/certification/review',
        {
          communityInfoCode: 'YGHY001',
          certificationId: submitted.certificationId,
          state: 'REJECTED',
          rejectReason: '证明不清晰',
        },
        { token: t.director },
      ),
    );
    expect(rejected).toMatchObject({ state: 'REJECTED', rejectReason: '证明不清晰' });
    expect(rejected.gmtReview).not.toBeNull();
    expect(
      (
        await post(
          ctx,
          '/v1/owner/certification/review',
          { communityInfoCode: 'YGHY001', certificationId: submitted.certificationId, state: 'APPROVE' },
          { token: t.director },
        )
      ).statusCode,
    ).toBe(409);
    const base = await okData<{ certificationStatus: string }>(
      await get(ctx, '/v1/owner/baseInfo', { token: owner }),
    );
    expect(base.certificationStatus).toBe('REJECTED');

    // The owner fixes and resubmits.
    const again = await okData<Item>(
      await post(ctx, '/v1/owner/certification/submit', submission, { token: owner }),
    );
    const mine = await okData<Item[]>(await get(ctx, '/v1/owner/certification/myList', { token: owner }));
    expect(mine.map((item) => item.state)).toEqual(['REVIEWING', 'REJECTED']);
    const approved = await okData<Item>(
      await post(
        ctx,
        '/v1/owner/certification/review',
        { communityInfoCode: 'YGHY001', certificationId: again.certificationId, state: 'APPROVE' },
        { token: t.director },
      ),
    );
    expect(approved.state).toBe('APPROVE');

    const third = (await buildingsOf(ctx, t.director)).find((b) => b.buildingName === '3栋');
    const houses = await housesOf(ctx, t.director, third?.buildingCode ?? '');
    const bound = houses.find((h) => h.houseCode === house.houseCode);
    expect(bound?.owners[0]).toMatchObject({ mobile: '13900000015', ownerHouseInfoState: 'CORRECT_INFO' });
    const list = await okData<{ list: { buildingName: string; certifiedHouseCount: number }[] }>(
      await get(ctx, '/v1/building/list?communityInfoCode=YGHY001&searchKey=3栋', { token: t.director }),
    );
    expect(list.list[0]?.certifiedHouseCount).toBe(1);
    expect((await post(ctx, '/v1/owner/certification/submit', submission, { token: owner })).statusCode).toBe(
      409,
    );

    const home = await okData<{
      communities: {
        communityInfoCode: string;
        houses: { houseCode: string; ownerHouseInfoState: string }[];
      }[];
    }>(await get(ctx, '/v1/owner/myHouses', { token: owner }));
    const houseStates = home.communities[0]?.houses.map((h) => h.ownerHouseInfoState);
    expect(houseStates).toContain('CORRECT_INFO');
    const profile = await okData<{ cardNo: string; certificationStatus: string; hasRealName: string }>(
      await get(ctx, '/v1/owner/baseInfo', { token: owner }),
    );
    expect(profile).toMatchObject({ certificationStatus: 'YES', hasRealName: 'NO' });
    expect(profile.cardNo).toMatch(/^110105\*{8}\d{2}\*\*$/);

    // The ID is now bound to 13900000015: another user using it gets 534.
    const clash = await post(
      ctx,
      '/v1/owner/certification/submit',
      {
        ...submission,
        houseCode: (await targetHouse(16)).houseCode,
        proveFileIds: [othersProof.attachmentId],
      },
      { token: other },
    );
    expect(clash.statusCode).toBe(409);
    expect(bodyOf(clash)).toMatchObject({ code: 534, message: MESSAGES.idCardBound });
  });

  it('accepts agent applications with agent data and refuses incomplete ones', async () => {
    const house = await targetHouse(17);
    const proof = await upload(ctx, other, 'id.png', await pngBytes());
    const letter = await upload(ctx, other, 'letter.png', await pngBytes());
    const base = {
      communityInfoCode: 'YGHY001',
      houseCode: house.houseCode,
      certificationType: 'FAMILY_MEMBER',
      ownerName: '郑秀英',
      cardType: 'PASSPORT',
      cardNo: 'E12345678',
      proveFileIds: [proof.attachmentId],
      isAgent: 'YES',
    };
    expect((await post(ctx, '/v1/owner/certification/submit', base, { token: other })).statusCode).toBe(400);
    const ok = await okData<Item & { agentCardType: string }>(
      await post(
        ctx,
        '/v1/owner/certification/submit',
        {
          ...base,
          agentName: '代理人',
          agentMobile: '13655551111',
          agentCardNo: idNumber(7),
          agentProveFileIds: [letter.attachmentId],
        },
        { token: other },
      ),
    );
    expect(ok).toMatchObject({
      certificationType: 'FAMILY_MEMBER',
      agentCardType: 'RESIDENT_ID_CARD',
      cardNo: 'E12345***',
    });
    const info = await okData<{ agentCardNo: string; agentProveFiles: unknown[] }>(
      await get(
        ctx,
        `/v1/owner/certification/getInfo?communityInfoCode=YGHY001&certificationId=${ok.certificationId}`,
        { token: t.director },
      ),
    );
    expect(info.agentCardNo).toContain('********');
    expect(info.agentProveFiles).toHaveLength(1);
  });

  it('keeps other communities and missing permissions out', async () => {
    const found = await okData<{ list: Item[] }>(
      await get(ctx, '/v1/owner/certification/search?communityInfoCode=YGHY001', { token: t.director }),
    );
    const id = found.list[0]?.certificationId;
    expect(
      (await get(ctx, '/v1/owner/certification/search?communityInfoCode=YGHY001', { token: t.preparer }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await get(ctx, `/v1/owner/certification/getInfo?communityInfoCode=XFL001&certificationId=${id}`, {
          token: t.director,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          ctx,
          '/v1/owner/certification/review',
          { communityInfoCode: 'XFL001', certificationId: id, state: 'APPROVE' },
          { token: t.director },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          ctx,
          '/v1/owner/certification/review',
          { communityInfoCode: 'YGHY001', certificationId: id, state: 'APPROVE' },
          { token: t.gov },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await get(
          ctx,
          '/v1/owner/certification/houseOptions?communityInfoCode=XFL001&buildingCode=YGHY001-B01',
          { token: owner },
        )
      ).statusCode,
    ).toBe(404);
    expect((await get(ctx, '/v1/owner/myHouses', { token: t.director })).statusCode).toBe(401);
  });
});

describe('government staff read the certification records and never decide them (SPEC §2.4, issue #28 item 8)', () => {
  it('lists and opens the records, ID numbers masked, and is refused every review', async () => {
    const found = await okData<{ list: Item[]; total: number }>(
      await get(ctx, '/v1/owner/certification/search?communityInfoCode=YGHY001&page=1&size=50', {
        token: t.gov,
      }),
    );
    expect(found.total).toBeGreaterThan(0);
    const all = await okData<{ list: Item[]; total: number }>(
      await get(ctx, '/v1/owner/certification/search?communityInfoCode=YGHY001&page=1&size=50', {
        token: t.director,
      }),
    );
    // The same records the committee sees.
    expect(found.total).toBe(all.total);
    for (const item of found.list) {
      expect(item.cardNo).toContain('*');
      // Supervision needs no contact numbers: mobiles masked for readers who do not review.
      expect(item.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    }
    expect(all.list.some((item) => /^\d{11}$/.test(item.mobile))).toBe(true);
    const first = found.list[0];
    if (!first) throw new Error('no certification');
    const info = await okData<Item>(
      await get(
        ctx,
        `/v1/owner/certification/getInfo?communityInfoCode=YGHY001&certificationId=${first.certificationId}`,
        { token: t.gov },
      ),
    );
    expect(info.certificationId).toBe(first.certificationId);
    expect(info.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);

    for (const decision of [{ state: 'APPROVE' }, { state: 'REJECTED', rejectReason: '材料不清晰' }]) {
      const refused = await post(
        ctx,
        '/v1/owner/certification/review',
        { communityInfoCode: 'YGHY001', certificationId: first.certificationId, ...decision },
        { token: t.gov },
      );
      expect(refused.statusCode).toBe(403);
      expect(bodyOf(refused).message).toBe(MESSAGES.noPermission);
    }
    const after = await okData<Item>(
      await get(
        ctx,
        `/v1/owner/certification/getInfo?communityInfoCode=YGHY001&certificationId=${first.certificationId}`,
        { token: t.director },
      ),
    );
    expect(after.state).toBe(first.state);
    expect(after.gmtReview).toBe(first.gmtReview);
  });

  it('other view-only roles (a grid worker with OHC_VIEW) still get 403', async () => {
    const added = await post(
      ctx,
      '/v1/owner/committee/addMember',
      {
        communityInfoCode: 'YGHY001',
        mobile: '13655550091',
        ownerName: '网格员甲',
        roleTypeList: ['WGH_MEMBER'],
      },
      { token: t.director },
    );
    expect(added.statusCode, added.body).toBe(200);
    const grid = await tokenFor(ctx, '13655550091');
    for (const path of [
      '/v1/owner/certification/search?communityInfoCode=YGHY001',
      '/v1/owner/certification/getInfo?communityInfoCode=YGHY001&certificationId=x',
    ]) {
      const refused = await get(ctx, path, { token: grid });
      expect(refused.statusCode, path).toBe(403);
      expect(bodyOf(refused).message).toBe(MESSAGES.noPermission);
    }
  });
});

describe('real name', () => {
  it('checks, commits and refuses IDs bound to another user with 534', async () => {
    const fresh = await tokenFor(ctx, '13655552222', { isWxAPP: true });
    const input = { name: '王小明', cardNo: idNumber(21), cardType: 'RESIDENT_ID_CARD' };
    expect(
      await okData(
        await post(ctx, '/v1/owner/certification/reviewIdentityCheckTwo', input, { token: fresh }),
      ),
    ).toEqual({ passed: true });
    const badFormat = await post(
      ctx,
      '/v1/owner/certification/reviewIdentityCheckTwo',
      { ...input, cardNo: '123' },
      { token: fresh },
    );
    expect(badFormat.statusCode).toBe(400);
    expect(bodyOf(badFormat).message).toContain(MESSAGES.idCardInvalid);
    const mismatch = await post(
      ctx,
      '/v1/owner/certification/reviewIdentityCheckTwo',
      { ...input, name: '错名字' },
      { token: fresh },
    );
    expect(bodyOf(mismatch)).toMatchObject({ code: 400, message: MESSAGES.idCardNameMismatch });
    const committed = await okData<{ hasRealName: string; ownerName: string; cardNo: string }>(
      await post(ctx, '/v1/owner/certification/commitRealName', input, { token: fresh }),
    );
    expect(committed).toMatchObject({ hasRealName: 'YES', ownerName: '王小明' });
    expect(committed.cardNo).not.toContain(input.cardNo.slice(6, 14));
    // The director (a web session) tries the same ID: bound to another user.
    const bound = await post(ctx, '/v1/owner/certification/reviewIdentityCheckTwo', input, {
      token: t.director,
    });
    expect(bound.statusCode).toBe(409);
    expect(bodyOf(bound)).toMatchObject({ code: 534, message: MESSAGES.idCardBound });
    expect(
      bodyOf(await post(ctx, '/v1/owner/certification/commitRealName', input, { token: t.director })).code,
    ).toBe(534);
    const changeId = await post(
      ctx,
      '/v1/owner/certification/commitRealName',
      { ...input, cardNo: idNumber(22) },
      { token: fresh },
    );
    expect(changeId.statusCode).toBe(409);
    expect((await post(ctx, '/v1/owner/certification/commitRealName', input)).statusCode).toBe(401);
    const staff = await okData<{ cardNo: string; mobile: string }>(
      await get(ctx, '/v1/owner/baseInfo', { token: t.director }),
    );
    expect(staff).toMatchObject({ mobile: '13800000001', cardNo: '440305********12**' });
  });
});
