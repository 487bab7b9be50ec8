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

export function isFinanceHidden(flags: CommunityMenuFlags): boolean {
  return isSpecialPartnerWithCrm(flags);
}

export function isEstateHidden(flags: CommunityMenuFlags): boolean {
  return isSpecialPartnerWithCrm(flags) || flags.experienceTag === 'YES' || flags.hasOpenWorkOrder !== 'YES';
}

export function isExperienceCommunity(flags: Pick<CommunityMenuFlags, 'experienceTag'>): boolean {
  return flags.experienceTag === 'YES';
}
