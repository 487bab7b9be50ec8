import { bodyOf, get, post, type TestContext, tokenFor } from './test-app';

export const DIRECTOR = '13800000001';
export const XFL_PREPARER = '13800000002';
export const PROPERTY = '13800000003';
export const GOV_STAFF = '13800000005';

export type Tokens = { director: string; preparer: string; property: string; gov: string };

/** Workbench tokens of the demo people the roster tests use. */
export async function rosterTokens(ctx: TestContext): Promise<Tokens> {
  return {
    director: await tokenFor(ctx, DIRECTOR),
    preparer: await tokenFor(ctx, XFL_PREPARER),
    property: await tokenFor(ctx, PROPERTY),
    gov: await tokenFor(ctx, GOV_STAFF, { adminOwnerType: 'GOV' }),
  };
}

export async function okData<T>(response: Awaited<ReturnType<typeof get>>): Promise<T> {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  return bodyOf<T>(response).data;
}

export type BuildingLite = { buildingCode: string; buildingName: string; houseCount: number };

export async function buildingsOf(ctx: TestContext, token: string, community = 'YGHY001') {
  const response = await get(ctx, `/v1/building/list?communityInfoCode=${community}&page=1&size=10000`, {
    token,
  });
  return (await okData<{ list: BuildingLite[] }>(response)).list;
}

export async function housesOf(ctx: TestContext, token: string, buildingCode: string, community = 'YGHY001') {
  const response = await get(
    ctx,
    `/v1/house/list?communityInfoCode=${community}&buildingCode=${buildingCode}`,
    { token },
  );
  return okData<
    {
      houseCode: string;
      houseNo: string;
      unitNo: string | null;
      owners: { ownerHouseContactId: string; mobile: string; ownerHouseInfoState: string }[];
    }[]
  >(response);
}

export { bodyOf, get, post };
