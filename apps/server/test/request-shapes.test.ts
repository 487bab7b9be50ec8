import { MAX_PAGE, MAX_PAGE_SIZE, PAGING_MESSAGES } from '@gongzhi/domain/common/paging';
import { NOTHING_TO_UPDATE } from '@gongzhi/domain/common/update-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, callWith, objectIdsOf } from './support/authorization-fixtures';
import { databaseDigest } from './support/db-digest';
import { bodyOf, okData, post, rosterTokens, type Tokens } from './support/roster-helpers';
import { createTestContext, type TestContext } from './support/test-app';

// Issue 21 item 7: the request shapes an outside probe answered with 500 (the fuzz suite's
// "request shapes" phase covers every route; these name the calls the issue found).

let ctx: TestContext;
let t: Tokens;
let codes: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  t = await rosterTokens(ctx);
  codes = { ...(await objectIdsOf(ctx, 'YGHY001')), communityInfoCode: 'YGHY001' };
});
afterAll(async () => ctx?.close());

const digest = () => databaseDigest(ctx.db.handle.db, { skip: ['sessions'] });

describe('an edit with nothing to change', () => {
  it('building/update and house/updateArea answer 400 and write nothing', async () => {
    const before = await digest();
    for (const [url, body] of [
      ['/v1/building/update', { communityInfoCode: 'YGHY001', buildingCode: codes.buildingCode }],
      ['/v1/house/updateArea', { communityInfoCode: 'YGHY001', houseCode: codes.houseCode }],
      // Fields sent as undefined are left out of JSON: the same request.
      [
        '/v1/building/update',
        { communityInfoCode: 'YGHY001', buildingCode: codes.buildingCode, sort: undefined },
      ],
    ] as const) {
      const response = await post(ctx, url, body, { token: t.director });
      expect(response.statusCode, url).toBe(400);
      expect(bodyOf(response).message).toBe(NOTHING_TO_UPDATE);
    }
    expect(await digest()).toEqual(before);
  });

  it('still accepts one field, and null clears an area', async () => {
    const building = await post(
      ctx,
      '/v1/building/update',
      { communityInfoCode: 'YGHY001', buildingCode: codes.buildingCode, sort: 7 },
      { token: t.director },
    );
    expect(building.statusCode).toBe(200);
    const house = await okData<{ houseCode: string; contractArea: number | null }>(
      await post(
        ctx,
        '/v1/house/updateArea',
        { communityInfoCode: 'YGHY001', houseCode: codes.houseCode, contractArea: null },
        { token: t.director },
      ),
    );
    expect(house.contractArea).toBeNull();
  });

  it('an outsider is refused before the empty body is looked at', async () => {
    const response = await post(
      ctx,
      '/v1/building/update',
      { communityInfoCode: 'YGHY001', buildingCode: codes.buildingCode },
      { token: t.gov },
    );
    expect(response.statusCode).toBeGreaterThanOrEqual(401);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.statusCode).not.toBe(400);
  });
});

/** The nine lists the probe found answering 500 for page × size beyond bigint. */
const NINE_LISTS = [
  '/v1/building/list',
  '/v1/communityNotice/list',
  '/v1/house/listByCommunity',
  '/v1/intentionSolicitation/list',
  '/v1/issueQuick/list',
  '/v1/owner/certification/search',
  '/v1/proposal/list',
  '/v1/proposalFill/listByProposal',
  '/v1/workOrder/list',
];

describe('page numbers whose offset overflows', () => {
  const entryOf = (url: string) => {
    const entry = ctx.app.routeCatalog.find((route) => route.url === url);
    if (!entry) throw new Error(`no route ${url}`);
    return entry;
  };

  it.each(NINE_LISTS)('%s answers 400 with the page message', async (url) => {
    for (const page of [Math.floor(2 ** 63 / MAX_PAGE_SIZE) + 2, Number.MAX_SAFE_INTEGER, MAX_PAGE + 1]) {
      const answer = answerOf(
        await callWith(ctx, entryOf(url), t.director, { ...codes, page, size: MAX_PAGE_SIZE }),
      );
      expect(answer, `${url} page=${page}`).toMatchObject({
        status: 400,
        message: PAGING_MESSAGES.pageInvalid,
      });
    }
  });

  it.each(NINE_LISTS)('%s answers the last allowed page with an empty list', async (url) => {
    const answer = answerOf(
      await callWith(ctx, entryOf(url), t.director, { ...codes, page: MAX_PAGE, size: MAX_PAGE_SIZE }),
    );
    expect(answer.status, url).toBe(200);
    expect((answer.data as { list: unknown[] }).list).toEqual([]);
  });
});
