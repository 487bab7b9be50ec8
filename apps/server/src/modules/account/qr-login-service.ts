import type { AdminOwnerType, QrLoginState } from '@gongzhi/domain/account/account-enums';
import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import { addSeconds, type Clock } from '../../common/clock';
import { newOpaqueToken, sha256 } from '../../common/secure-random';
import { SERVER_MESSAGES } from '../../common/server-messages';
import type { WechatProvider } from '../../providers/wechat/wechat-provider';
import type { AccountRepository } from './repository';
import type { AccountService } from './service';
import { sessionKindFor } from './service';
import type { QrLoginRecord, QrLoginStore } from './stores/qr-login-store';

type Deps = {
  repo: AccountRepository;
  store: QrLoginStore;
  clock: Clock;
  wechat: WechatProvider;
  account: AccountService;
  ttlSeconds: number;
};

export type QrStateAnswer = {
  wxScanQRCodeState: QrLoginState;
  loginInfo: UserInfoDto | null;
  failMessage: string | null;
};

const EXPIRED: QrStateAnswer = { wxScanQRCodeState: 'QR_CODE_EXPIRED', loginInfo: null, failMessage: null };

/**
 * QR login (SPEC §4): the browser shows a code for a secret loginKey and polls; an owner-H5 session
 * scans it and allows or refuses; an allowed key yields exactly one workbench token.
 */
export function createQrLoginService(deps: Deps) {
  const { repo, store, clock, wechat, account, ttlSeconds } = deps;

  const isLive = (row: QrLoginRecord) => row.expiresAt > clock.now();

  async function create(adminOwnerType: AdminOwnerType) {
    const loginKey = newOpaqueToken();
    const now = clock.now();
    await store.insert({
      keyHash: sha256(loginKey),
      adminOwnerType,
      now,
      expiresAt: addSeconds(now, ttlSeconds),
    });
    return { qrCode: await wechat.loginQrCode(loginKey), loginKey };
  }

  async function state(loginKey: string): Promise<QrStateAnswer> {
    const row = await store.find(sha256(loginKey));
    if (!row) return EXPIRED;
    if (row.state === 'SCANNED_CODE_REFUSE_LOGIN') {
      return { wxScanQRCodeState: row.state, loginInfo: null, failMessage: row.failMessage };
    }
    if (row.state === 'SCANNED_CODE_ALLOW_LOGIN') {
      if (row.tokenIssuedAt || !row.scannedByUserId || !isLive(row)) {
        return { wxScanQRCodeState: row.state, loginInfo: null, failMessage: null };
      }
      if (!(await store.claimToken(row.keyHash, clock.now()))) {
        return { wxScanQRCodeState: row.state, loginInfo: null, failMessage: null };
      }
      const user = await repo.findUserById(row.scannedByUserId);
      if (!user) return EXPIRED;
      const loginInfo = await account.startSession(user, sessionKindFor(row.adminOwnerType), null);
      return { wxScanQRCodeState: row.state, loginInfo, failMessage: null };
    }
    if (!isLive(row)) return EXPIRED;
    return { wxScanQRCodeState: row.state, loginInfo: null, failMessage: null };
  }

  async function findLive(loginKey: string): Promise<QrLoginRecord> {
    const row = await store.find(sha256(loginKey));
    if (!row || !isLive(row)) throw new AppError(400, SERVER_MESSAGES.qrExpired);
    return row;
  }

  /** The owner H5 opened the scan page; the browser now asks the phone to allow. */
  async function scan(actor: Actor, loginKey: string) {
    const row = await findLive(loginKey);
    if (row.state === 'SCANNED_CODE' && row.scannedByUserId === actor.userId) {
      return { wxScanQRCodeState: 'SCANNED_CODE' as const, adminOwnerType: row.adminOwnerType };
    }
    if (row.state !== 'UNSCENTED_CODE') {
      const message =
        row.state === 'SCANNED_CODE' ? SERVER_MESSAGES.qrScannedByOther : SERVER_MESSAGES.qrExpired;
      throw new AppError(409, message);
    }
    const moved = await store.move(
      row.keyHash,
      'UNSCENTED_CODE',
      {
        state: 'SCANNED_CODE',
        scannedByUserId: actor.userId,
      },
      clock.now(),
    );
    if (!moved) throw new AppError(409, SERVER_MESSAGES.qrScannedByOther);
    return { wxScanQRCodeState: 'SCANNED_CODE' as const, adminOwnerType: row.adminOwnerType };
  }

  /**
   * The phone allows or refuses. A user not admitted to the QR's workbench is refused with the
   * workbench message, shown both on the phone (403) and in the browser (failMessage).
   */
  async function confirm(actor: Actor, loginKey: string, allow: boolean) {
    const row = await findLive(loginKey);
    if (row.state !== 'SCANNED_CODE') throw new AppError(409, SERVER_MESSAGES.qrNotScanned);
    if (row.scannedByUserId !== actor.userId) throw new AppError(409, SERVER_MESSAGES.qrScannedByOther);
    if (!allow) {
      await store.move(row.keyHash, 'SCANNED_CODE', { state: 'SCANNED_CODE_REFUSE_LOGIN' }, clock.now());
      return { wxScanQRCodeState: 'SCANNED_CODE_REFUSE_LOGIN' as const };
    }
    const user = await repo.findUserById(actor.userId);
    const refusal = await account.workbenchRefusal(user, row.adminOwnerType);
    if (refusal) {
      await store.move(
        row.keyHash,
        'SCANNED_CODE',
        {
          state: 'SCANNED_CODE_REFUSE_LOGIN',
          failMessage: refusal,
        },
        clock.now(),
      );
      throw new AppError(403, refusal);
    }
    // The browser polls every 2 s; give it a fresh window to collect the token.
    const moved = await store.move(
      row.keyHash,
      'SCANNED_CODE',
      {
        state: 'SCANNED_CODE_ALLOW_LOGIN',
        expiresAt: addSeconds(clock.now(), ttlSeconds),
      },
      clock.now(),
    );
    if (!moved) throw new AppError(409, SERVER_MESSAGES.qrExpired);
    return { wxScanQRCodeState: 'SCANNED_CODE_ALLOW_LOGIN' as const };
  }

  return { create, state, scan, confirm };
}

export type QrLoginService = ReturnType<typeof createQrLoginService>;
