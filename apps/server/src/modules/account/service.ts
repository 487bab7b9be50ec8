import type { AdminOwnerType } from '@gongzhi/domain/account/account-enums';
import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import { AppError } from '../../common/app-error';
import { newBusinessCode } from '../../common/secure-random';
import type { SessionKind } from '../../db/schema';
import type { CommunityRepository } from '../community/repository';
import type { AccountRepository, UserRow } from './repository';
import type { SessionService } from './session-service';
import type { SmsCodeService } from './sms-code-service';
import type { UserInfoService } from './user-info-service';

type Deps = {
  repo: AccountRepository;
  communities: CommunityRepository;
  sessions: SessionService;
  smsCodes: SmsCodeService;
  userInfo: UserInfoService;
};

export type MobileLoginInput = {
  mobile: string;
  verificationCode: string;
  isWxAPP: boolean;
  adminOwnerType: AdminOwnerType;
};

export function sessionKindFor(adminOwnerType: AdminOwnerType): SessionKind {
  return adminOwnerType === 'GOV' ? 'WEB_GOV' : 'WEB_COMMUNITY';
}

export function createAccountService(deps: Deps) {
  const { repo, communities, sessions, smsCodes, userInfo } = deps;

  /**
   * Why the user may not enter a workbench (SPEC §1, DESIGN §6), or null when admitted: the
   * government workbench needs a staff record. The community workbench admits every user: staff see
   * their communities; anyone else holds a session without communities, whose pages show the SPEC §1
   * message and offer 注册小区 (docs/contracts/community.md), and whose community calls answer 404.
   */
  async function workbenchRefusal(
    user: UserRow | null,
    adminOwnerType: AdminOwnerType,
  ): Promise<string | null> {
    if (adminOwnerType === 'GOV') {
      const staff = user ? await communities.govStaffOf(user.id) : null;
      return staff ? null : MESSAGES.notGovStaff;
    }
    return user ? null : MESSAGES.webStaffOnly;
  }

  async function startSession(
    user: UserRow,
    kind: SessionKind,
    previousToken: string | null,
  ): Promise<UserInfoDto> {
    const token = await sessions.issue(user.id, kind, previousToken);
    return { ...(await userInfo.build(user, kind)), token };
  }

  /**
   * SMS login: the owner H5 and the community workbench admit anyone (a new phone becomes a user);
   * the government workbench only its staff.
   */
  async function mobileLogin(input: MobileLoginInput, previousToken: string | null): Promise<UserInfoDto> {
    const valid = await smsCodes.verifyCode(input.mobile, input.verificationCode);
    if (!valid) throw new AppError(400, MESSAGES.codeWrong);
    if (input.isWxAPP) {
      const user = await repo.findOrCreateUser(input.mobile, newBusinessCode('U'));
      return startSession(user, 'OWNER', previousToken);
    }
    // A new phone on the community login becomes a user, who may then register a community.
    const user =
      input.adminOwnerType === 'GOV'
        ? await repo.findUserByMobile(input.mobile)
        : await repo.findOrCreateUser(input.mobile, newBusinessCode('U'));
    const refusal = await workbenchRefusal(user, input.adminOwnerType);
    if (refusal || !user) throw new AppError(403, refusal ?? MESSAGES.webStaffOnly);
    return startSession(user, sessionKindFor(input.adminOwnerType), previousToken);
  }

  async function loginInfo(userId: number, kind: SessionKind): Promise<UserInfoDto> {
    const user = await repo.findUserById(userId);
    if (!user) throw new AppError(401, MESSAGES.sessionExpired);
    return userInfo.build(user, kind);
  }

  return { mobileLogin, loginInfo, workbenchRefusal, startSession };
}

export type AccountService = ReturnType<typeof createAccountService>;
