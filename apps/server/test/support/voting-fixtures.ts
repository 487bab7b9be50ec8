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
  /** A vote scoped to one building (or several), starting in an hour. */
  vote: (input: {
    buildingCode: string | readonly string[];
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
  /**
   * Building A of four houses of 100 m² and building B of 150 m² and 50 m², one owner each (six owners,
   * 600 m²; owner n is `owner(n)`), and a five-day vote of one issue on both buildings.
   */
  twoBuildingVote: (input: {
    buildingNames: readonly [string, string];
    owner: (n: number) => { ownerName: string; mobile: string };
    title: string;
    issueTitle: string;
  }) => Promise<{ votingCode: string; a: BuildingHouses; b: BuildingHouses }>;
  /** A counted paper ballot agreeing to issue 1: entered twice, by the staff member and by `second`. */
  paperBallot: (votingCode: string, houseCode: string, second: string) => Promise<void>;
};

export type BuildingHouses = { buildingCode: string; houses: string[] };

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
      buildingCodes: typeof input.buildingCode === 'string' ? [input.buildingCode] : input.buildingCode,
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
    async twoBuildingVote(input) {
      const house = (houseNo: string, area: number, n: number) => ({
        houseNo,
        area,
        owners: [input.owner(n)],
      });
      const a = await building(input.buildingNames[0], [
        house('101', 10_000, 1),
        house('102', 10_000, 2),
        house('103', 10_000, 3),
        house('104', 10_000, 4),
      ]);
      const b = await building(input.buildingNames[1], [house('101', 15_000, 5), house('102', 5_000, 6)]);
      const votingCode = await vote({
        buildingCode: [a.buildingCode, b.buildingCode],
        title: input.title,
        issues: [{ title: input.issueTitle, issueTypeId: 4 }],
        endSeconds: 5 * DAY,
      });
      return { votingCode, a, b };
    },
    async paperBallot(votingCode, houseCode, second) {
      for (const token of [staffToken(), second])
        await call(
          '/v1/offlineVote/saveVoteIssueTable',
          { votingCode, houseCode, choices: { '1': 'AGREE' }, signerName: '签字业主' },
          token,
        );
    },
  };
}
