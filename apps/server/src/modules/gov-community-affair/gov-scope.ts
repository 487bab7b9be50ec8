import { MESSAGES } from '@gongzhi/domain/common/messages';
import { GOV_SETTINGS_MESSAGES } from '@gongzhi/domain/gov-settings/gov-settings-api';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import { SERVER_MESSAGES } from '../../common/server-messages';
import type { CommunityRepository, GovStaffRow } from '../community/repository';

/**
 * Certified government staff and the communities they look at: the whole jurisdiction (a street
 * all its communities, a 社区 office its own) or the one asked for, 404 when it lies outside.
 * Shared by the community-affair board and the work statistics (gov-stat).
 */
export function createGovScope(communities: CommunityRepository) {
  async function certifiedStaff(actor: Actor): Promise<GovStaffRow> {
    const staff = await communities.govStaffOf(actor.userId);
    if (!staff) throw new AppError(403, GOV_SETTINGS_MESSAGES.notGovStaff);
    if (staff.hasGovAuth !== 'YES') throw new AppError(403, MESSAGES.govCertFirst);
    return staff;
  }

  return async function scope(actor: Actor, communityInfoCode?: string) {
    const staff = await certifiedStaff(actor);
    const all = await communities.communityNamesInJurisdiction(staff);
    const chosen = communityInfoCode ? all.filter((row) => row.communityInfoCode === communityInfoCode) : all;
    if (communityInfoCode && chosen.length === 0) throw new AppError(404, SERVER_MESSAGES.communityNotFound);
    return { staff, communities: chosen, byId: new Map(chosen.map((row) => [row.id, row])) };
  };
}
