import type { RoleType } from '@gongzhi/domain/account/roles';
import type { CommunityOrganizationState } from '@gongzhi/domain/community/community-enums';

/** Demo data of docs/foundation-contract.md: jurisdiction, communities and people. */
export const DEMO_STREET = { code: 'ST-NANSHAN', name: '南山街道' } as const;
export const DEMO_GOV_COMMUNITY = { code: 'GC-TAOYUAN', name: '桃源社区' } as const;

const PLACE = {
  provinceName: '广东省',
  cityName: '深圳市',
  districtName: '南山区',
  streetCode: DEMO_STREET.code,
  govCommunityCode: DEMO_GOV_COMMUNITY.code,
};

type DemoCommunity = {
  communityInfoCode: string;
  communityName: string;
  hasAuth: 'YES' | 'NO';
  experienceTag: 'YES' | 'NO';
  hasOpenWorkOrder: 'YES' | 'NO';
  allowOwnerMotion: 'YES' | 'NO';
  organisationState: CommunityOrganizationState;
  address: string;
} & typeof PLACE;

export const DEMO_COMMUNITIES: readonly DemoCommunity[] = [
  {
    communityInfoCode: 'YGHY001',
    communityName: '阳光花园',
    hasAuth: 'YES',
    experienceTag: 'NO',
    hasOpenWorkOrder: 'YES',
    allowOwnerMotion: 'YES',
    organisationState: 'ESTABLISHED_COMMITTEE',
    address: '深圳市南山区桃源路1号',
    ...PLACE,
  },
  {
    communityInfoCode: 'XFL001',
    communityName: '幸福里',
    hasAuth: 'NO',
    experienceTag: 'NO',
    hasOpenWorkOrder: 'NO',
    allowOwnerMotion: 'NO',
    organisationState: 'PREPARING',
    address: '深圳市南山区桃源路8号',
    ...PLACE,
  },
  {
    communityInfoCode: 'TYXQ001',
    communityName: '体验小区',
    hasAuth: 'YES',
    experienceTag: 'YES',
    hasOpenWorkOrder: 'NO',
    allowOwnerMotion: 'NO',
    organisationState: 'ESTABLISHED_PREPARATORY_GROUP',
    address: '深圳市南山区桃源路18号',
    ...PLACE,
  },
];

type DemoPerson = {
  mobile: string;
  ownerName: string;
  cardNo?: string;
  position?: string;
  memberships?: readonly { communityInfoCode: string; roles: readonly RoleType[] }[];
  gov?: { level: 'STREET' | 'COMMUNITY'; hasGovAuth: 'YES' | 'NO'; position: string };
};

export const DEMO_STAFF: readonly DemoPerson[] = [
  {
    mobile: '13800000001',
    ownerName: '张明',
    cardNo: '440305198001011234',
    position: '业委会主任',
    memberships: DEMO_COMMUNITIES.map(({ communityInfoCode }) => ({
      communityInfoCode,
      roles: ['COMMITTEE_DIRECTOR'],
    })),
  },
  {
    mobile: '13800000002',
    ownerName: '李芳',
    memberships: [{ communityInfoCode: 'XFL001', roles: ['PREPARE_MEMBER'] }],
  },
  {
    mobile: '13800000003',
    ownerName: '王强',
    memberships: [{ communityInfoCode: 'YGHY001', roles: ['PROPERTY_MEMBER'] }],
  },
  {
    mobile: '13800000004',
    ownerName: '赵丽',
    memberships: [{ communityInfoCode: 'YGHY001', roles: ['OWNER'] }],
  },
  {
    mobile: '13800000005',
    ownerName: '陈静',
    gov: { level: 'COMMUNITY', hasGovAuth: 'YES', position: '社区工作人员' },
  },
  {
    mobile: '13800000006',
    ownerName: '刘伟',
    gov: { level: 'STREET', hasGovAuth: 'YES', position: '街道办工作人员' },
  },
  {
    mobile: '13800000007',
    ownerName: '周敏',
    gov: { level: 'COMMUNITY', hasGovAuth: 'NO', position: '社区网格员' },
  },
];

const SURNAMES = ['陈', '林', '黄', '吴', '郑', '孙', '马', '朱', '胡', '郭'];
const GIVEN = ['建国', '秀英', '海涛', '玉兰'];

/** Owners 13900000001–13900000020 of 阳光花园 (their houses are linked in the roster seed). */
export const DEMO_OWNERS: readonly DemoPerson[] = Array.from({ length: 20 }, (_, index) => ({
  mobile: `139000000${String(index + 1).padStart(2, '0')}`,
  ownerName: `${SURNAMES[index % SURNAMES.length]}${GIVEN[Math.floor(index / SURNAMES.length) % GIVEN.length]}`,
  memberships: [{ communityInfoCode: 'YGHY001', roles: ['OWNER'] }],
}));
