import { hasAnyPermission, type OperatePermission } from '@gongzhi/domain/account/permissions';
import {
  type CommunityMenuFlags,
  isEstateHidden,
  isFinanceHidden,
} from '@gongzhi/domain/community/community-flags';
import { PAGE_PERMISSIONS } from '../routes/community-routes';
import type { WorkbenchArea } from '../routes/guards';
import type { MenuKey } from '../routes/page-config';

export type MenuLabelKey = `menu.${string}` | `shell.${string}`;

export type MenuLeaf = {
  kind: 'item';
  key: MenuKey;
  /** Locale key of the label. */
  label: MenuLabelKey;
  /** Path below the area root, e.g. `vote` → /manage/vote. */
  path: string;
};

export type MenuGroup = { kind: 'group'; key: string; label: MenuLabelKey; children: MenuLeaf[] };

export type MenuNode = MenuLeaf | MenuGroup;

type Definition = MenuLeaf & {
  permissions: readonly OperatePermission[];
  hiddenFor?: (flags: CommunityMenuFlags) => boolean;
};

function leaf(
  key: MenuKey,
  label: MenuLabelKey,
  path: string,
  permissions: readonly OperatePermission[],
  hiddenFor?: (flags: CommunityMenuFlags) => boolean,
): Definition {
  return { kind: 'item', key, label, path, permissions, hiddenFor };
}

const P = PAGE_PERMISSIONS;

const MANAGE_ROSTER: Definition[] = [
  leaf('highrise', 'menu.highrise', 'HouseRoster/highrise', P.roster),
  leaf('villa', 'menu.villa', 'HouseRoster/villa', P.roster),
  leaf('examine', 'menu.examine', 'HouseRoster/examine', P.examine),
];

/** The /manage side menu of SPEC §2.5, in order. */
const MANAGE_ITEMS: Definition[] = [
  leaf('vote', 'menu.vote', 'vote', P.vote),
  leaf('quickVote', 'menu.quickVote', 'quickVote', P.quickVote),
  leaf('consultation', 'menu.consultation', 'consultation', P.consultation),
  leaf('proposal', 'menu.proposal', 'proposal', P.proposal),
  leaf('notice', 'menu.notice', 'notice', P.notice),
  leaf('finance', 'menu.finance', 'finance', P.finance, isFinanceHidden),
  leaf('archive', 'menu.archive', 'archive', P.archive),
  leaf('meeting', 'menu.meeting', 'meeting', P.meeting),
  leaf('members', 'menu.members', 'workgroup/members', []),
  leaf('estate', 'menu.estate', 'estate', [], isEstateHidden),
];

/** The /government "community deliberation" group (SPEC §2.4). */
const GOV_COMMUNITY_ITEMS: Definition[] = [
  leaf('highrise', 'menu.govHighrise', 'HouseRoster/highrise', P.roster),
  leaf('villa', 'menu.govVilla', 'HouseRoster/villa', P.roster),
  // Read-only for government staff (OHC_VIEW); reviewing needs HOUSE_OWNER_MANAGEMENT on the server.
  leaf('examine', 'menu.examine', 'HouseRoster/examine', P.examineGov),
  leaf('vote', 'menu.govVote', 'vote', P.vote),
  leaf('quickVote', 'menu.govQuickVote', 'quickVote', P.quickVote),
  leaf('consultation', 'menu.govConsultation', 'consultation', P.consultation),
  leaf('proposal', 'menu.govProposal', 'proposal', P.proposal),
  leaf('notice', 'menu.govNotice', 'notice', P.notice),
  leaf('members', 'menu.govMembers', 'workgroup/members', []),
];

/** The /government "district operations" group (SPEC §2.4). */
const GOV_DISTRICT_ITEMS: Definition[] = [
  leaf('dashboard', 'menu.dashboard', 'dashboard', []),
  leaf('activity', 'menu.activity', 'activity', []),
  leaf('govConsultation', 'menu.govConsultationCollect', 'govConsultation', []),
  leaf('information', 'menu.information', 'information', []),
  leaf('complaint', 'menu.complaint', 'complaint', []),
  leaf('stat', 'menu.stat', 'stat', []),
  // Ours (docs/contracts/community.md): the unit reviews its communities' registrations.
  leaf('communityReview', 'menu.communityReview', 'communityReview', []),
];

export type MenuContext = {
  /** The page is a community page (community group) rather than a government-level one. */
  showCommunityMenu: boolean;
  /** Flags of the selected community; null when the user has none. */
  community: CommunityMenuFlags | null;
  /** Operate permissions held in the selected community. */
  permissions: readonly string[];
};

function visible(items: readonly Definition[], context: MenuContext): MenuLeaf[] {
  return items
    .filter((item) => hasAnyPermission(context.permissions, item.permissions))
    .filter((item) => !(item.hiddenFor && (!context.community || item.hiddenFor(context.community))))
    .map(({ kind, key, label, path }) => ({ kind, key, label, path }));
}

function group(key: string, label: MenuLabelKey, children: MenuLeaf[]): MenuGroup[] {
  return children.length > 0 ? [{ kind: 'group', key, label, children }] : [];
}

/**
 * The side menu for an area and context: items without one of their permissions are hidden,
 * finance and estate also by the community flags; empty groups disappear.
 */
export function buildMenu(area: WorkbenchArea, context: MenuContext): MenuNode[] {
  if (area === '/manage') {
    return [
      ...group('roster', 'shell.groupRoster', visible(MANAGE_ROSTER, context)),
      ...visible(MANAGE_ITEMS, context),
    ];
  }
  if (context.showCommunityMenu) {
    return group('community', 'shell.groupCommunity', visible(GOV_COMMUNITY_ITEMS, context));
  }
  return group('district', 'shell.groupDistrict', visible(GOV_DISTRICT_ITEMS, context));
}

/** Every leaf of a menu, for looking up the item a page belongs to. */
export function menuLeaves(nodes: readonly MenuNode[]): MenuLeaf[] {
  return nodes.flatMap((node) => (node.kind === 'group' ? node.children : [node]));
}
