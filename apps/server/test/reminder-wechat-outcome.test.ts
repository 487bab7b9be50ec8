import { describe, expect, it } from 'vitest';
import { type ReminderWechatChannel, sendWechatReminder } from '../src/modules/voting/reminder-wechat';
import { WechatError, type WechatProvider } from '../src/providers/wechat/wechat-provider';

// Issue #26 item 3: whether a reminder used the owner's acceptance of the subscribe template up
// (one-time templates: one message per acceptance; a refusal or a foreign openid in any case).
const voting = { votingCode: 'V1', title: '外墙翻新', endDate: new Date('2026-12-05T10:00:00Z') };

function channel(longTerm: boolean, send: () => Promise<void>): ReminderWechatChannel {
  const provider = { sendSubscribeMessage: send } as unknown as WechatProvider;
  return {
    provider,
    templateId: 'TPL',
    titleKey: 'thing1',
    endKey: 'time2',
    publicUrl: 'https://gz.test',
    longTerm,
  };
}

describe('a reminder by WeChat uses the acceptance up', () => {
  it('after a message on a one-time template, not on a long-term one', async () => {
    const ok = async () => undefined;
    expect(await sendWechatReminder(channel(false, ok), voting, 'oOPEN')).toMatchObject({
      wechatState: 'SENT',
      spent: true,
    });
    expect(await sendWechatReminder(channel(true, ok), voting, 'oOPEN')).toMatchObject({
      wechatState: 'SENT',
      spent: false,
    });
  });

  it('after a refusal or a foreign openid, whatever the template; not after a vendor failure or without an openid', async () => {
    const failing = (error: Error) => async () => {
      throw error;
    };
    for (const longTerm of [false, true]) {
      for (const failure of ['refused', 'invalid-openid'] as const) {
        const outcome = await sendWechatReminder(
          channel(longTerm, failing(new WechatError(failure, '43101'))),
          voting,
          'oOPEN',
        );
        expect(outcome).toMatchObject({ wechatState: 'FAILED', spent: true });
      }
      const upstream = channel(longTerm, failing(new WechatError('upstream', 'timeout')));
      expect(await sendWechatReminder(upstream, voting, 'oOPEN')).toMatchObject({ spent: false });
      expect(
        await sendWechatReminder(
          channel(longTerm, async () => undefined),
          voting,
          null,
        ),
      ).toEqual({
        wechatState: 'SKIPPED',
        wechatError: null,
        spent: false,
      });
    }
  });
});
