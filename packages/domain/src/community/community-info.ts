import { z } from 'zod';
import { CommunityOrganizationState } from './community-enums';

const yesNo = z.enum(['YES', 'NO']);

/** GET /v1/communityInfo/info (SPEC §3 Community plus flags of SPEC §6 and §9). */
export const communityInfoDto = z.object({
  communityInfoCode: z.string(),
  communityName: z.string(),
  hasAuth: yesNo,
  vankeTag: yesNo,
  crmRole: z.string().nullable(),
  experienceTag: yesNo,
  experienceServiceTag: yesNo,
  hasOpenWorkOrder: yesNo,
  /** 'View community info only for owners' (SPEC §6). */
  viewOnlyForOwners: yesNo,
  /** 'Allow owner motion' (SPEC §6). */
  allowOwnerMotion: yesNo,
  organisationState: z.enum(CommunityOrganizationState.values).nullable(),
  organisationStateName: z.string().nullable(),
  provinceName: z.string().nullable(),
  cityName: z.string().nullable(),
  districtName: z.string().nullable(),
  streetCode: z.string().nullable(),
  streetName: z.string().nullable(),
  govCommunityCode: z.string().nullable(),
  govCommunityName: z.string().nullable(),
  address: z.string().nullable(),
  buildingCount: z.number().int(),
  houseCount: z.number().int(),
});
export type CommunityInfoDto = z.infer<typeof communityInfoDto>;

export const AreaLevel = ['PROVINCE', 'CITY', 'DISTRICT', 'STREET', 'COMMUNITY'] as const;
export type AreaLevel = (typeof AreaLevel)[number];
export type AreaNode = { code: string; name: string; level: AreaLevel; children: AreaNode[] };

export const areaNodeDto: z.ZodType<AreaNode> = z.lazy(() =>
  z.object({ code: z.string(), name: z.string(), level: z.enum(AreaLevel), children: z.array(areaNodeDto) }),
);

export type AreaCommunity = {
  communityInfoCode: string;
  communityName: string;
  provinceName: string | null;
  cityName: string | null;
  districtName: string | null;
  streetCode: string | null;
  streetName: string | null;
};

const UNKNOWN = '未知';

/**
 * The province → city → district → street → community tree of the given communities (GET /v1/area),
 * in the order the communities are given. Missing levels show as 未知.
 */
export function buildAreaTree(list: readonly AreaCommunity[]): AreaNode[] {
  const roots: AreaNode[] = [];
  const child = (siblings: AreaNode[], code: string, name: string, level: AreaLevel): AreaNode => {
    let node = siblings.find((item) => item.code === code && item.level === level);
    if (!node) {
      node = { code, name, level, children: [] };
      siblings.push(node);
    }
    return node;
  };
  for (const community of list) {
    const province = child(
      roots,
      community.provinceName ?? UNKNOWN,
      community.provinceName ?? UNKNOWN,
      'PROVINCE',
    );
    const city = child(
      province.children,
      community.cityName ?? UNKNOWN,
      community.cityName ?? UNKNOWN,
      'CITY',
    );
    const district = child(
      city.children,
      community.districtName ?? UNKNOWN,
      community.districtName ?? UNKNOWN,
      'DISTRICT',
    );
    const street = child(
      district.children,
      community.streetCode ?? UNKNOWN,
      community.streetName ?? UNKNOWN,
      'STREET',
    );
    street.children.push({
      code: community.communityInfoCode,
      name: community.communityName,
      level: 'COMMUNITY',
      children: [],
    });
  }
  return roots;
}
