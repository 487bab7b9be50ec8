import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/common/server-messages';
import { containsNul } from '../../src/plugins/input-guard';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from '../support/test-app';

describe('containsNul', () => {
  it('finds a NUL in nested strings and keys, and nowhere else', () => {
    expect(containsNul({ a: [{ b: 'x\u0000y' }] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul({ a: ['中文', 1, null, { b: true }] })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });

  it('leaves raw bodies alone: a stream is not input to walk (walking it once hung the upload PUT)', () => {
    const stream = Readable.from(['a\u0000b']);
    expect(containsNul(stream)).toBe(false);
    expect(containsNul({ list: [stream] })).toBe(false);
    expect(containsNul(Object.assign(Object.create(null), { a: '\u0000' }))).toBe(true);
  });
});

// Found by the fuzz suite: a NUL reached PostgreSQL and came back as a 500.
describe('NUL characters in input', () => {
  let ctx: TestContext;
  let director: string;
  let owner: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    director = await tokenFor(ctx, '13800000001');
    owner = await tokenFor(ctx, '13900000001', { isWxAPP: true });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers 400 with a message saying what to remove, in a query and in a body', async () => {
    const query = await get(
      ctx,
      '/v1/voting/votingScopeHouseList?communityInfoCode=YGHY001&votingCode=%00&buildingCode=B1',
      { token: director },
    );
    expect(query.statusCode).toBe(400);
    expect(bodyOf(query)).toEqual({ code: 400, message: SERVER_MESSAGES.nulCharacter, data: null });
    const options = await get(
      ctx,
      '/v1/owner/certification/houseOptions?communityInfoCode=YGHY001&buildingCode=%00',
      {
        token: owner,
      },
    );
    expect(options.statusCode).toBe(400);
    const body = await post(ctx, '/v1/myVoting/delete', { votingCode: 'V\u00001' }, { token: owner });
    expect(bodyOf(body).message).toBe(SERVER_MESSAGES.nulCharacter);
  });
});
