import { idCardCheckChar } from '@gongzhi/domain/common/id-card';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { communities, communityMembers, govStaff, users } from '../schema';
import { govComplaints } from '../tables/complaint';
import { govCertifications, platformOperators } from '../tables/gov-settings';
import { DEMO_GOV_COMMUNITY, DEMO_STREET } from './demo-people';

/** The platform operator of the demo (ours): reviews government certification applications. */
export const DEMO_OPERATOR = { mobile: '13800000009', ownerName: '平台运营-孟洁' } as const;
/** A second uncertified government staff member whose application waits for the operator. */
export const DEMO_GOV_APPLICANT = {
  mobile: '13800000008',
  ownerName: '郑晓燕',
  position: '社区党委委员',
} as const;

function demoIdNumber(sequence: number): string {
  const first17 = `44030519850315${String(sequence).padStart(3, '0')}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

/**
 * Government demo data (docs/contracts/government.md): the platform operator 13800000009 (also
 * OPERATOR of the demo communities, so the community login opens the workbench), and a pending
 * certification application from the 桃源社区 staff member 13800000008. 13800000007 stays
 * uncertified so the certification journey can start from NO.
 */
export async function seedGovDemo(tx: Db, userCodeOf: (mobile: string) => string): Promise<void> {
  const [operator, applicant] = await tx
    .insert(users)
    .values([
      {
        userCode: userCodeOf(DEMO_OPERATOR.mobile),
        mobile: DEMO_OPERATOR.mobile,
        ownerName: DEMO_OPERATOR.ownerName,
      },
      {
        userCode: userCodeOf(DEMO_GOV_APPLICANT.mobile),
        mobile: DEMO_GOV_APPLICANT.mobile,
        ownerName: DEMO_GOV_APPLICANT.ownerName,
        position: DEMO_GOV_APPLICANT.position,
      },
    ])
    .returning({ id: users.id });
  if (!operator || !applicant) throw new Error('demo gov users not inserted');
  await tx.insert(platformOperators).values({ userId: operator.id });
  const demoCommunities = await tx
    .select({ id: communities.id })
    .from(communities)
    .where(inArray(communities.communityInfoCode, ['YGHY001', 'XFL001', 'TYXQ001']));
  if (demoCommunities.length > 0) {
    await tx
      .insert(communityMembers)
      .values(
        demoCommunities.map((row) => ({ userId: operator.id, communityId: row.id, roles: ['OPERATOR'] })),
      );
  }
  await tx.insert(govStaff).values({
    userId: applicant.id,
    level: 'COMMUNITY',
    streetCode: DEMO_STREET.code,
    govCommunityCode: DEMO_GOV_COMMUNITY.code,
    hasGovAuth: 'REVIEWING',
    position: DEMO_GOV_APPLICANT.position,
  });
  await tx.insert(govCertifications).values({
    applicationCode: 'GDEMO0001',
    userId: applicant.id,
    fillOwnerName: DEMO_GOV_APPLICANT.ownerName,
    fillCardNo: demoIdNumber(8),
    position: DEMO_GOV_APPLICANT.position,
    proveFileIds: [],
    createdAt: new Date(Date.UTC(2026, 1, 24, 2)),
  });
  await seedComplaints(tx);
  // Keep the applicant's position on the user row too (the header shows it).
  await tx.update(users).set({ position: DEMO_GOV_APPLICANT.position }).where(eq(users.id, applicant.id));
}

/** Complaints of 阳光花园 owners in both states (SPEC §4), so the list, detail and board have data. */
async function seedComplaints(tx: Db): Promise<void> {
  const [sunshine] = await tx
    .select({ id: communities.id })
    .from(communities)
    .where(eq(communities.communityInfoCode, 'YGHY001'));
  const owners = await tx
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(inArray(users.mobile, ['13900000001', '13900000002', '13900000003', '13800000006']));
  const idOf = (mobile: string) => owners.find((row) => row.mobile === mobile)?.id ?? 0;
  if (!sunshine) return;
  const at = (day: number, hour = 2) => new Date(Date.UTC(2026, 9, day, hour));
  await tx.insert(govComplaints).values([
    {
      complaintCode: 'QDEMO0001',
      communityId: sunshine.id,
      userId: idOf('13900000001'),
      complaintType: 'PROPERTY_SERVICE',
      content:
        '3栋2单元电梯近一周内停运三次，物业报修后迟迟没有维修，家中老人上下楼很不方便，请街道督促处理。',
      contactMobile: '13900000001',
      createdAt: at(12),
    },
    {
      complaintCode: 'QDEMO0002',
      communityId: sunshine.id,
      userId: idOf('13900000002'),
      complaintType: 'NEIGHBOUR_RELATIONS',
      content: '楼上住户夜间装修噪音持续到晚上11点以后，多次沟通无果。',
      contactMobile: '13900000002',
      createdAt: at(15),
    },
    {
      complaintCode: 'QDEMO0003',
      communityId: sunshine.id,
      userId: idOf('13900000003'),
      complaintType: 'PROPERTY_RIGHTS',
      content: '物业公司拒绝公开小区公共收益（停车费、广告费）的收支明细。',
      contactMobile: '13900000003',
      state: 'HANDLED',
      reply: '已约谈物业公司，要求其于本月底前在小区公告栏和小程序公示2026年第三季度公共收益明细。',
      handlerUserId: idOf('13800000006'),
      createdAt: at(3),
      handledAt: at(5, 8),
    },
  ]);
}
