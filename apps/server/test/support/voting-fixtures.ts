import { expect } from 'vitest';
import { bodyOf, post, type TestContext } from './test-app';

/** Votes on a building of their own (issue #22 tests): houses, owners and a vote scoped to the building. */

export const HOUR = 3600;
export const DAY = 24 * HOUR;

export type HouseSpec = {
  houseNo: string;
  /** Register area in 0.01 m². */
  area: number;
  /** Registered owners; none is a house the developer still holds. */
  owners: { ownerName: string; mobile: string }[];
  floor?: number;
};

export type VotingFixture = {
  /** An ISO instant `seconds` from the test clock's now. */
  at: (seconds: number) => string;
  /** A staff call of the community that must succeed; returns its data. */
  call: <T>(url: string, body: Record<string, unknown>, token?: string) => Promise<T>;
  /** A new building of one unit with the given houses and owners; house codes in the order given. */
  building: (
    name: string,
    houses: readonly HouseSpec[],
  ) => Promise<{ buildingCode: string; houses: string[] }>;
  /** A vote scoped to one building, starting in an hour. */
  vote: (input: {
    buildingCode: string;
    title: string;
    issues: { title: string; issueTypeId: number }[];
    endSeconds?: number;
    /** The paper window's end (seconds from now); omitted: the voting period. */
    paperEndSeconds?: number;
  }) => Promise<string>;
  /** Four houses of 100 m² with one owner each (mobiles `${mobilePrefix}1`…`4`) and a vote on them. */
  fourHouseVote: (input: {
    buildingName: string;
    mobilePrefix: string;
    title: string;
    issueTitle: string;
    endSeconds?: number;
    paperEndSeconds?: number;
  }) => Promise<{ votingCode: string; buildingCode: string; houses: string[] }>;
};

export function votingFixture(ctx: TestContext, community: string, staffToken: () => string): VotingFixture {
  const at = (seconds: number) => new Date(ctx.clock.now().getTime() + seconds * 1000).toISOString();

  async function call<T>(url: string, body: Record<string, unknown>, token = staffToken()): Promise<T> {
    const response = await post(ctx, url, { communityInfoCode: community, ...body }, { token });
    expect(response.statusCode, `${url} ${response.body}`).toBe(200);
    return bodyOf<T>(response).data;
  }

  async function building(name: string, specs: readonly HouseSpec[]) {
    const { buildingCode } = await call<{ buildingCode: string }>('/v1/building/createSimplify', {
      buildingName: name,
      buildingAttribute: 'HIGH_RISE',
      unitCount: 1,
      floorCount: 30,
    });
    const houses: string[] = [];
    for (const spec of specs) {
      const { houseCode } = await call<{ houseCode: string }>('/v1/house/create', {
        buildingCode,
        unitNo: '1',
        floor: spec.floor ?? 1,
        houseNo: spec.houseNo,
        registerArea: spec.area,
      });
      for (const owner of spec.owners) await call('/v1/ownerHouse/add', { houseCode, ...owner });
      houses.push(houseCode);
    }
    return { buildingCode, houses };
  }

  const vote: VotingFixture['vote'] = async (input) => {
    const { votingCode } = await call<{ votingCode: string }>('/v1/voting/createSimplify', {
      title: input.title,
      startDate: at(HOUR),
      endDate: at(input.endSeconds ?? 3 * DAY),
      scopeType: 'BUILDING',
      buildingCodes: [input.buildingCode],
      issues: input.issues,
    });
    if (input.paperEndSeconds !== undefined)
      await call('/v1/offlineVote/editVoting', {
        votingCode,
        pdStartDate: at(HOUR),
        pdEndDate: at(input.paperEndSeconds),
      });
    return votingCode;
  };

  return {
    at,
    call,
    building,
    vote,
    async fourHouseVote(input) {
      const { buildingCode, houses } = await building(
        input.buildingName,
        [1, 2, 3, 4].map((n) => ({
          houseNo: `10${n}`,
          area: 10_000,
          owners: [{ ownerName: `业主${n}`, mobile: `${input.mobilePrefix}${n}` }],
        })),
      );
      const votingCode = await vote({
        buildingCode,
        title: input.title,
        issues: [{ title: input.issueTitle, issueTypeId: 4 }],
        endSeconds: input.endSeconds,
        paperEndSeconds: input.paperEndSeconds,
      });
      return { votingCode, buildingCode, houses };
    },
  };
}
