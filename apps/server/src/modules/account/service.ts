import type { AdminOwnerType } from '@gongzhi/domain/account/account-enums';
import { hasWebStaffRole } from '@gongzhi/domain/account/roles';
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
   * community workbench needs a web staff role somewhere, the government workbench a staff record.
   */
  async function workbenchRefusal(
    user: UserRow | null,
    adminOwnerType: AdminOwnerType,
  ): Promise<string | null> {
    if (adminOwnerType === 'GOV') {
      const staff = user ? await communities.govStaffOf(user.id) : null;
      return staff ? null : MESSAGES.notGovStaff;
    }
    const memberships = user ? await communities.membershipsOf(user.id) : [];
    return memberships.some((membership) => hasWebStaffRole(membership.roles)) ? null : MESSAGES.webStaffOnly;
  }

  async function startSession(
    user: UserRow,
    kind: SessionKind,
    previousToken: string | null,
  ): Promise<UserInfoDto> {
    const token = await sessions.issue(user.id, kind, previousToken);
    return { ...(await userInfo.build(user, kind)), token };
  }

  /** SMS login: the owner H5 admits anyone (a new phone becomes a user); the workbenches only their staff. */
  async function mobileLogin(input: MobileLoginInput, previousToken: string | null): Promise<UserInfoDto> {
    const valid = await smsCodes.verifyCode(input.mobile, input.verificationCode);
    if (!valid) throw new AppError(400, MESSAGES.codeWrong);
    if (input.isWxAPP) {
      const user = await repo.findOrCreateUser(input.mobile, newBusinessCode('U'));
      return startSession(user, 'OWNER', previousToken);
    }
    const user = await repo.findUserByMobile(input.mobile);
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
