import { isInJurisdiction } from '@gongzhi/domain/account/jurisdiction';
import { hasAnyPermission } from '@gongzhi/domain/account/permissions';
import type { Actor } from '../../common/actor';
import type { CommunityAccess, CommunityAccessService } from '../community/access-service';
import type { GovStaffRow } from '../community/repository';
import type { GrantSubject } from './download-grant';
import type { OwningRecord, ReadRule } from './record-rules';

export type ReaderCheckDeps = {
  access: CommunityAccessService;
  communityCodeOf: (communityId: number) => Promise<string | null>;
  govStaffOf: (userId: number) => Promise<GovStaffRow | null>;
  isOperator: (userId: number) => Promise<boolean>;
};

/**
 * Whether one reader passes any rule of any of a file's records (record-rules.ts). Each standing
 * (a community's access, the government post, being an operator) is looked up once per check.
 */
export function createReaderCheck(deps: ReaderCheckDeps) {
  return async function mayReadRecords(reader: GrantSubject, owners: readonly OwningRecord[]) {
    // The access check reads only the user and the session kind.
    const actor: Actor = { ...reader, userCode: '', mobile: '' };
    const accessByCommunity = new Map<number, Promise<CommunityAccess | null>>();
    let staff: Promise<GovStaffRow | null> | undefined;
    let operator: Promise<boolean> | undefined;

    const accessIn = (communityId: number) => {
      let found = accessByCommunity.get(communityId);
      if (!found) {
        found = deps
          .communityCodeOf(communityId)
          .then((code) => (code === null ? null : deps.access.resolve(actor, code)));
        accessByCommunity.set(communityId, found);
      }
      return found;
    };

    async function passes(rule: ReadRule): Promise<boolean> {
      switch (rule.kind) {
        case 'user':
          return rule.userId === reader.userId;
        case 'staff': {
          if (rule.creatorUserId !== undefined && rule.creatorUserId !== reader.userId) return false;
          const access = await accessIn(rule.communityId);
          return (
            access !== null &&
            hasAnyPermission(access.permissions, rule.permission) &&
            (rule.also?.(access) ?? true)
          );
        }
        case 'jurisdiction': {
          if (reader.sessionKind !== 'WEB_GOV') return false;
          staff ??= deps.govStaffOf(reader.userId);
          const post = await staff;
          return post?.hasGovAuth === 'YES' && isInJurisdiction(post, rule.place);
        }
        case 'operator':
          if (reader.sessionKind === 'OWNER') return false;
          operator ??= deps.isOperator(reader.userId);
          return operator;
      }
    }

    for (const owner of owners) for (const rule of owner.readers) if (await passes(rule)) return true;
    return false;
  };
}
