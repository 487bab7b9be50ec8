import type { OperatePermission } from '@gongzhi/domain/account/permissions';
import type { zhCN } from '../locales/zh-cn';

/** Key of a page title in the `page` namespace of the locales (Chinese source in zh-cn.ts). */
export type PageTitleKey = keyof typeof zhCN.page;

/** Key of a workbench side-menu item; the same key names one page in /manage and /government. */
export type MenuKey =
  | 'highrise'
  | 'villa'
  | 'examine'
  | 'vote'
  | 'quickVote'
  | 'consultation'
  | 'proposal'
  | 'notice'
  | 'finance'
  | 'archive'
  | 'meeting'
  | 'members'
  | 'estate'
  | 'dashboard'
  | 'activity'
  | 'govConsultation'
  | 'information'
  | 'complaint'
  | 'stat'
  | 'communityReview';

/**
 * The page configuration of SPEC §2.5 that every route carries in its `handle`.
 * The shell, the guards and the document title all read it from the deepest matched route.
 */
export type PageConfig = {
  /** Page title (a `page.*` locale key); shown in the page header and the browser tab. */
  title: PageTitleKey;
  /** Shows a back button beside the title (detail, create and sub-list pages). */
  backable: boolean;
  /** Without a session the user is sent to `/login?to=<path+search>`. */
  requireLogin: boolean;
  /** Needs the user's own certification: for government pages, government certification (hasGovAuth YES). */
  requireAuth: boolean;
  /** Operate permissions in the selected community; holding any one suffices, empty means none needed. */
  userAuth: readonly OperatePermission[];
  /** The side-menu item highlighted on this page; null for pages outside the menu. */
  menuKey: MenuKey | null;
  /** Renders without the workbench header and menu (print and export pages). */
  noLayout: boolean;
  /** Renders the header but no side menu (the government index). */
  noMenu: boolean;
  /** A community-level page: the header shows the community selector and the menu its community group. */
  showCommunityMenu: boolean;
  /** Whether the community selector may be changed on this page (disabled otherwise). */
  allowSwitchCommunity: boolean;
  /** The selected community must be certified (hasAuth YES), else the page shows the certification message. */
  requireCommunityCert: boolean;
};

/** Public pages: no login, no workbench chrome. */
export const PUBLIC_PAGE: Omit<PageConfig, 'title'> = {
  backable: false,
  requireLogin: false,
  requireAuth: false,
  userAuth: [],
  menuKey: null,
  noLayout: true,
  noMenu: true,
  showCommunityMenu: false,
  allowSwitchCommunity: false,
  requireCommunityCert: false,
};

/** Community pages of the workbench: login, selector and community menu. */
export const COMMUNITY_PAGE: Omit<PageConfig, 'title'> = {
  backable: false,
  requireLogin: true,
  requireAuth: false,
  userAuth: [],
  menuKey: null,
  noLayout: false,
  noMenu: false,
  showCommunityMenu: true,
  allowSwitchCommunity: true,
  requireCommunityCert: false,
};

export function pageConfig(
  base: Omit<PageConfig, 'title'>,
  title: PageTitleKey,
  overrides: Partial<Omit<PageConfig, 'title'>> = {},
): PageConfig {
  return { ...base, ...overrides, title };
}

function isPageConfig(value: unknown): value is PageConfig {
  return typeof value === 'object' && value !== null && 'title' in value && 'requireLogin' in value;
}

/** The configuration of the deepest matched route that has one. */
export function currentPageConfig(matches: readonly { handle: unknown }[]): PageConfig | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isPageConfig(handle)) return handle;
  }
  return null;
}
