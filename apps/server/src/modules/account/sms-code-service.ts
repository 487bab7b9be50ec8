import { SMS_CODE_MAX_ATTEMPTS, SMS_CODE_TTL_SECONDS } from '@gongzhi/domain/account/login-rules';
import { formatMessage, MESSAGES } from '@gongzhi/domain/common/messages';
import svgCaptcha from 'svg-captcha';
import { AppError } from '../../common/app-error';
import { addSeconds, type Clock, realTimeOf, startOfShanghaiDay } from '../../common/clock';
import { hashesEqual, pepperedHash, sixDigitCode } from '../../common/secure-random';
import { type SmsProvider, SmsSendError } from '../../providers/sms/sms-provider';
import type { AccountRepository } from './repository';

const CAPTCHA_TTL_SECONDS = 300;

export type SmsLimits = { smsSendIntervalSeconds: number; smsDailyLimit: number; smsCaptchaAfter: number };

type Deps = {
  repo: AccountRepository;
  clock: Clock;
  sms: SmsProvider;
  secret: string;
  exposeDevSecrets: boolean;
  limits: SmsLimits;
};

/** Outcome of the locked part of a send; errors are thrown after commit so a used captcha stays used. */
type SendOutcome =
  | { kind: 'sent'; code: string; codeId: number; sendId: number }
  | { kind: 'refused'; error: AppError };

export function createSmsCodeService(deps: Deps) {
  const { repo, sms, secret, limits } = deps;
  const clock = realTimeOf(deps.clock);
  const codeHash = (mobile: string, code: string) => pepperedHash(secret, 'sms', mobile, code);
  const captchaHash = (mobile: string, answer: string) =>
    pepperedHash(secret, 'captcha', mobile, answer.toLowerCase());

  /**
   * Sends a login code to any phone, registered or not, so the answer reveals nothing about accounts.
   * Per phone (defaults): one send a minute, ten a day; from the fourth send within an hour a picture captcha.
   */
  async function sendCode(input: {
    mobile: string;
    verifyCodeImage?: string | undefined;
    ip: string | null;
  }) {
    const { mobile } = input;
    const outcome = await repo.withMobileLock(mobile, async (locked): Promise<SendOutcome> => {
      const now = clock.now();
      const stats = await locked.sendStats(mobile, {
        dayStart: startOfShanghaiDay(now),
        hourAgo: addSeconds(now, -3600),
      });
      if (stats.lastSentEpoch !== null) {
        const wait = Math.ceil(stats.lastSentEpoch + limits.smsSendIntervalSeconds - now.getTime() / 1000);
        if (wait > 0)
          return { kind: 'refused', error: new AppError(429, formatMessage(MESSAGES.smsTooFrequent, wait)) };
      }
      if (stats.today >= limits.smsDailyLimit)
        return { kind: 'refused', error: new AppError(429, MESSAGES.smsDailyLimit) };
      if (stats.lastHour >= limits.smsCaptchaAfter) {
        if (!input.verifyCodeImage)
          return { kind: 'refused', error: new AppError(405, MESSAGES.captchaRequired) };
        const expected = await locked.takeCaptcha(mobile, now);
        if (!expected || !hashesEqual(expected, captchaHash(mobile, input.verifyCodeImage))) {
          return { kind: 'refused', error: new AppError(405, MESSAGES.captchaWrong) };
        }
      }
      const code = sixDigitCode();
      const codeId = await locked.replaceCode(
        mobile,
        codeHash(mobile, code),
        now,
        addSeconds(now, SMS_CODE_TTL_SECONDS),
      );
      const sendId = await locked.recordSend(mobile, input.ip, now);
      return { kind: 'sent', code, codeId, sendId };
    });
    if (outcome.kind === 'refused') throw outcome.error;
    try {
      await sms.sendLoginCode(mobile, outcome.code);
    } catch (error) {
      await retractFailedSend(mobile, outcome, error);
      if (error instanceof SmsSendError) throw new AppError(error.status, error.message);
      throw error;
    }
    return { devCode: deps.exposeDevSecrets ? outcome.code : null };
  }

  /**
   * A send the vendor failed must not lock the phone out: it stops counting against the one-minute
   * wait, the daily limit and the captcha threshold, so the user can ask again at once (the
   * vendor's own flow control and the per-IP limit still hold). The new code is closed when the
   * vendor surely did not send it; after a network error or timeout it stays open, since the SMS may
   * still arrive, and only its phone's owner can know it.
   */
  async function retractFailedSend(
    mobile: string,
    sent: { codeId: number; sendId: number },
    error: unknown,
  ): Promise<void> {
    const mayArrive = error instanceof SmsSendError && error.delivery === 'unknown';
    await repo.withMobileLock(mobile, (locked) =>
      locked.retractSend(sent.sendId, mayArrive ? null : sent.codeId, clock.now()),
    );
  }

  /** A picture captcha for the phone; a new one replaces the old, and each is good for one try. */
  async function createCaptcha(mobile: string) {
    const captcha = svgCaptcha.create({ size: 4, noise: 2, width: 120, height: 40, ignoreChars: '0oO1iIlL' });
    const now = clock.now();
    await repo.replaceCaptcha(
      mobile,
      captchaHash(mobile, captcha.text),
      now,
      addSeconds(now, CAPTCHA_TTL_SECONDS),
    );
    return {
      image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`,
      devCaptcha: deps.exposeDevSecrets ? captcha.text : null,
    };
  }

  /** True once per code: expired, used, superseded or killed codes (five wrong tries) all fail. */
  async function verifyCode(mobile: string, code: string): Promise<boolean> {
    const now = clock.now();
    const open = await repo.latestOpenCode(mobile, now);
    if (!open) return false;
    if (!hashesEqual(open.codeHash, codeHash(mobile, code))) {
      await repo.recordWrongCode(open.id, now, SMS_CODE_MAX_ATTEMPTS);
      return false;
    }
    return repo.consumeCode(open.id, now);
  }

  /**
   * Whether `code` is the phone's open code, without using it up: a form that uploads files before
   * it is sent (the government join form) proves the phone first and spends the code on submit
   * with {@link verifyCode}. A wrong code counts against the same five tries.
   */
  async function checkCode(mobile: string, code: string): Promise<boolean> {
    const now = clock.now();
    const open = await repo.latestOpenCode(mobile, now);
    if (!open) return false;
    if (hashesEqual(open.codeHash, codeHash(mobile, code))) return true;
    await repo.recordWrongCode(open.id, now, SMS_CODE_MAX_ATTEMPTS);
    return false;
  }

  return { sendCode, createCaptcha, verifyCode, checkCode };
}

export type SmsCodeService = ReturnType<typeof createSmsCodeService>;
