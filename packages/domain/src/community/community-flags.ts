/** The community flags that decide which workbench menus a community shows (SPEC §2.5). */
export type CommunityMenuFlags = {
  vankeTag: 'YES' | 'NO';
  crmRole: string | null;
  experienceTag: 'YES' | 'NO';
  hasOpenWorkOrder: 'YES' | 'NO';
};

/** Special partner communities carry the partner tag and a CRM role; their finance is kept elsewhere. */
export function isSpecialPartnerWithCrm(flags: CommunityMenuFlags): boolean {
  return flags.vankeTag === 'YES' && Boolean(flags.crmRole);
}

/** Finance is hidden for special partner communities with a CRM role, whose books are kept elsewhere (SPEC §2.5). */
export function isFinanceHidden(flags: CommunityMenuFlags): boolean {
  return isSpecialPartnerWithCrm(flags);
}

/**
 * Estate (community services) is hidden for special partners with a CRM role, for experience
 * communities, and unless open work orders are enabled (SPEC §2.5).
 */
export function isEstateHidden(flags: CommunityMenuFlags): boolean {
  return isSpecialPartnerWithCrm(flags) || flags.experienceTag === 'YES' || flags.hasOpenWorkOrder !== 'YES';
}

/** Experience communities hold trial data and greet the user with the experience modal (SPEC §2.5). */
export function isExperienceCommunity(flags: Pick<CommunityMenuFlags, 'experienceTag'>): boolean {
  return flags.experienceTag === 'YES';
}
