import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, productionRefusals } from '../src/config';
import { DIRECTOR } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';
import { HOUR } from './support/voting-fixtures';

// The development clock (DEV_CLOCK_CONTROL=1): a browser journey moves the server's time to a
// vote's end and past an objection period; production refuses to start with it.
let ctx: TestContext;
let plain: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ env: { DEV_CLOCK_CONTROL: '1' } });
  plain = await createTestContext();
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  await plain?.close();
});

type Clock = { now: string; offsetSeconds: number };

describe('the development clock', () => {
  it('production refuses to start with it, whatever else is chosen on purpose', () => {
    const onPurpose = { NODE_ENV: 'production', SMS_PROVIDER: 'console', IDENTITY_PROVIDER: 'local' };
    expect(productionRefusals(loadConfig(onPurpose))).toEqual([]);
    const refusals = productionRefusals(loadConfig({ ...onPurpose, DEV_CLOCK_CONTROL: '1' }));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(/^NODE_ENV=production refuses DEV_CLOCK_CONTROL=1/);
    expect(loadConfig({}).devClockControl).toBe(false);
  });

  it('is not there unless switched on', async () => {
    expect((await post(plain, '/v1/dev/clock', { advanceSeconds: 60 })).statusCode).toBe(404);
  });

  it('moves the time every service reads: a vote ends when the clock passes its end', async () => {
    const director = await tokenFor(ctx, DIRECTOR);
    const start = ctx.clock.now().getTime();
    const { votingCode } = bodyOf<{ votingCode: string }>(
      await post(
        ctx,
        '/v1/voting/createSimplify',
        {
          communityInfoCode: 'YGHY001',
          title: '开发时钟',
          startDate: new Date(start + HOUR * 1000).toISOString(),
          endDate: new Date(start + 2 * HOUR * 1000).toISOString(),
          issues: [{ title: '是否同意', issueTypeId: 4 }],
        },
        { token: director },
      ),
    ).data;
    const state = async () =>
      bodyOf<{ votingState: string }>(
        await get(ctx, `/v1/voting/infoSimplify?communityInfoCode=YGHY001&votingCode=${votingCode}`, {
          token: director,
        }),
      ).data.votingState;
    expect(await state()).toBe('HAS_NOT_STARTED');

    const moved = await post(ctx, '/v1/dev/clock', { advanceSeconds: 3 * HOUR });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(bodyOf<Clock>(moved).data).toEqual({
      now: new Date(start + 3 * HOUR * 1000).toISOString(),
      offsetSeconds: 3 * HOUR,
    });
    expect(await state()).toBe('VOTING_HAS_ENDED');

    expect((await post(ctx, '/v1/dev/clock', {})).statusCode).toBe(400);
    expect((await post(ctx, '/v1/dev/clock', { advanceSeconds: -60 })).statusCode).toBe(400);
    const back = await post(ctx, '/v1/dev/clock', { offsetSeconds: 0 });
    expect(bodyOf<Clock>(back).data).toEqual({ now: new Date(start).toISOString(), offsetSeconds: 0 });
  });

  it('keeps login codes in real time: after a journey moved the clock days ahead and back, the phone logs in', async () => {
    ctx.clock.advance(120);
    const ahead = await post(ctx, '/v1/dev/clock', { advanceSeconds: 3 * 24 * HOUR });
    expect(ahead.statusCode, ahead.body).toBe(200);
    const sentAhead = await post(ctx, '/v1/account/sendMobileCode', { mobile: DIRECTOR });
    expect(sentAhead.statusCode, sentAhead.body).toBe(200);
    expect((await post(ctx, '/v1/dev/clock', { offsetSeconds: 0 })).statusCode).toBe(200);
    // A minute later in real time: the send interval is over (a send dated 3 days ahead was 429 here).
    ctx.clock.advance(61);
    const sent = await post(ctx, '/v1/account/sendMobileCode', { mobile: DIRECTOR });
    expect(sent.statusCode, sent.body).toBe(200);
    const login = await post(ctx, '/v1/account/mobileLogin', {
      mobile: DIRECTOR,
      verificationCode: bodyOf<{ devCode: string }>(sent).data.devCode,
    });
    expect(login.statusCode, login.body).toBe(200);
  });
});
