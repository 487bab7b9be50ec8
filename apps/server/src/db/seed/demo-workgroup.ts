import type { RoleType } from '@gongzhi/domain/account/roles';
import { idCardCheckChar } from '@gongzhi/domain/common/id-card';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { buildings, communities, communityMembers, users } from '../schema';
import { workgroupMemberAreas } from '../tables/workgroup';

/**
 * 阳光花园's work group beside the director 张明 (docs/contracts/workgroup.md): a deputy director who
 * is also the community admin, a secretary, a member and a building head who looks after 1栋.
 */
export const DEMO_WORKGROUP: readonly {
  mobile: string;
  ownerName: string;
  birth: string;
  roles: readonly RoleType[];
  buildings?: readonly string[];
}[] = [
  {
    mobile: '13600000001',
    ownerName: '黄志强',
    birth: '19750612',
    roles: ['COMMITTEE_DEPUTY_DIRECTOR', 'COMMUNITY_ADMIN'],
  },
  { mobile: '13600000002', ownerName: '林秀梅', birth: '19820903', roles: ['COMMITTEE_SECRETARY_MEMBER'] },
  { mobile: '13600000003', ownerName: '吴海涛', birth: '19680125', roles: ['COMMITTEE_MEMBER'] },
  {
    mobile: '13600000004',
    ownerName: '郑玉兰',
    birth: '19900418',
    roles: ['BUILDING_ADMIN_MEMBER'],
    buildings: ['1栋'],
  },
];

function demoIdNumber(birth: string, sequence: number): string {
  const first17 = `440305${birth}${String(sequence).padStart(3, '0')}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

export async function seedWorkgroupDemo(tx: Db, userCodeOf: (mobile: string) => string): Promise<void> {
  const [community] = await tx
    .select({ id: communities.id })
    .from(communities)
    .where(eq(communities.communityInfoCode, 'YGHY001'));
  if (!community) return;
  const rows = await tx
    .insert(users)
    .values(
      DEMO_WORKGROUP.map((person, index) => ({
        userCode: userCodeOf(person.mobile),
        mobile: person.mobile,
        ownerName: person.ownerName,
        // Odd sequence digits are men, even women (GB 11643).
        cardNo: demoIdNumber(person.birth, [11, 22, 31, 42][index] ?? 51),
      })),
    )
    .returning({ id: users.id, mobile: users.mobile });
  const idOf = (mobile: string) => rows.find((row) => row.mobile === mobile)?.id ?? 0;
  await tx.insert(communityMembers).values(
    DEMO_WORKGROUP.map((person) => ({
      userId: idOf(person.mobile),
      communityId: community.id,
      roles: [...person.roles],
    })),
  );
  for (const person of DEMO_WORKGROUP) {
    if (!person.buildings) continue;
    const found = await tx
      .select({ id: buildings.id })
      .from(buildings)
      .where(
        and(eq(buildings.communityId, community.id), inArray(buildings.buildingName, [...person.buildings])),
      );
    if (found.length > 0)
      await tx.insert(workgroupMemberAreas).values(
        found.map((building) => ({
          communityId: community.id,
          userId: idOf(person.mobile),
          buildingId: building.id,
        })),
      );
  }
}
