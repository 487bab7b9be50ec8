import { idCardCheckChar } from '@gongzhi/domain/common/id-card';
import { count, eq, sql } from 'drizzle-orm';
import { sha256 } from '../../common/secure-random';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { Db } from '../client';
import {
  buildings,
  communities,
  communityMembers,
  govStaff,
  govUnits,
  houses,
  ownerCertifications,
  ownerHouses,
  users,
} from '../schema';
import { seedArchiveDemo } from './demo-archive';
import { seedEstateDemo } from './demo-estate';
import { seedFinanceDemo } from './demo-finance';
import { seedGovDemo } from './demo-gov';
import { seedGovInformationDemo } from './demo-gov-information';
import { seedMeetingDemo } from './demo-meeting';
import { seedNoticeDemo } from './demo-notice';
import { DEMO_COMMUNITIES, DEMO_GOV_COMMUNITY, DEMO_OWNERS, DEMO_STAFF, DEMO_STREET } from './demo-people';
import { seedProposalDemo } from './demo-proposal';
import { seedQuestionnaireDemo } from './demo-questionnaire';
import { DEMO_BUILDINGS, demoHousesOf } from './demo-roster';
import { seedSiteDemo } from './demo-site';
import { seedVotingDemo } from './demo-voting';
import { seedWorkgroupDemo } from './demo-workgroup';

/** Stable, opaque demo user ids, so links and e2e journeys survive a re-seed. */
export function demoUserCode(mobile: string): string {
  return `U${sha256(`demo-user:${mobile}`).slice(0, 20)}`;
}

type Tx = Db;

async function seedJurisdiction(tx: Tx) {
  await tx.insert(govUnits).values([
    { code: DEMO_STREET.code, name: DEMO_STREET.name, level: 'STREET' },
    {
      code: DEMO_GOV_COMMUNITY.code,
      name: DEMO_GOV_COMMUNITY.name,
      level: 'COMMUNITY',
      parentCode: DEMO_STREET.code,
    },
  ]);
  const rows = await tx
    .insert(communities)
    .values([...DEMO_COMMUNITIES])
    .returning();
  return new Map(rows.map((row) => [row.communityInfoCode, row.id]));
}

async function seedPeople(tx: Tx, communityIds: Map<string, number>) {
  const people = [...DEMO_STAFF, ...DEMO_OWNERS];
  const rows = await tx
    .insert(users)
    .values(
      people.map((person) => ({
        userCode: demoUserCode(person.mobile),
        mobile: person.mobile,
        ownerName: person.ownerName,
        cardNo: person.cardNo ?? null,
        position: person.position ?? null,
      })),
    )
    .returning({ id: users.id, mobile: users.mobile });
  const userIds = new Map(rows.map((row) => [row.mobile, row.id]));
  const idOf = (mobile: string) => userIds.get(mobile) ?? 0;

  const memberships = people.flatMap((person) =>
    (person.memberships ?? []).map((membership) => ({
      userId: idOf(person.mobile),
      communityId: communityIds.get(membership.communityInfoCode) ?? 0,
      roles: [...membership.roles],
    })),
  );
  if (memberships.length > 0) await tx.insert(communityMembers).values(memberships);

  const staff = people.flatMap((person) =>
    person.gov
      ? [
          {
            userId: idOf(person.mobile),
            level: person.gov.level,
            streetCode: DEMO_STREET.code,
            govCommunityCode: person.gov.level === 'COMMUNITY' ? DEMO_GOV_COMMUNITY.code : null,
            hasGovAuth: person.gov.hasGovAuth,
            position: person.gov.position,
          },
        ]
      : [],
  );
  await tx.insert(govStaff).values(staff);
  return idOf;
}

async function seedRoster(tx: Tx, communityIds: Map<string, number>) {
  const housesByCommunity = new Map<string, number[]>();
  for (const [communityInfoCode, list] of Object.entries(DEMO_BUILDINGS)) {
    const communityId = communityIds.get(communityInfoCode) ?? 0;
    const ids: number[] = [];
    for (const [index, building] of list.entries()) {
      const buildingCode = `${communityInfoCode}-B${String(index + 1).padStart(2, '0')}`;
      const [row] = await tx
        .insert(buildings)
        .values({
          buildingCode,
          communityId,
          buildingName: building.buildingName,
          buildingAttribute: building.buildingAttribute,
          unitCount: building.unitCount,
          floorCount: building.floorCount,
          sort: index + 1,
        })
        .returning({ id: buildings.id });
      const inserted = await tx
        .insert(houses)
        .values(
          demoHousesOf(building).map((house) => ({
            houseCode: `${buildingCode}-${house.unitNo ?? '0'}-${house.houseNo}`,
            communityId,
            buildingId: row?.id ?? 0,
            ...house,
          })),
        )
        .returning({ id: houses.id });
      ids.push(...inserted.map((house) => house.id));
    }
    housesByCommunity.set(communityInfoCode, ids);
  }
  return housesByCommunity;
}

/**
 * Owners of 阳光花园: owner n holds house n; the last two co-own house 19, owner 1 also holds a villa,
 * and 13800000004 holds one house, so later tallies meet co-owners and multi-unit owners.
 */
async function seedOwnership(tx: Tx, idOf: (mobile: string) => number, sunshineHouses: number[]) {
  const links = DEMO_OWNERS.map((owner, index) => ({
    userId: idOf(owner.mobile),
    houseId: sunshineHouses[Math.min(index, 18)] ?? 0,
  }));
  links.push({ userId: idOf('13900000001'), houseId: sunshineHouses[sunshineHouses.length - 1] ?? 0 });
  links.push({ userId: idOf('13800000004'), houseId: sunshineHouses[30] ?? 0 });
  // Owners 1–5 have certified (CORRECT_INFO); the others come from the imported roster.
  const certified = new Set(DEMO_OWNERS.slice(0, 5).map((owner) => idOf(owner.mobile)));
  await tx.insert(ownerHouses).values(
    links.map((link) => ({
      ...link,
      source: certified.has(link.userId) ? ('CERTIFICATION' as const) : ('IMPORT' as const),
      infoState: certified.has(link.userId) ? ('CORRECT_INFO' as const) : ('TO_BE_CONFIRMED' as const),
    })),
  );
}

/** A valid demo resident ID (check digit computed), distinct per sequence number. */
function demoIdNumber(sequence: number): string {
  const first17 = `44030519900101${String(sequence).padStart(3, '0')}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

/** 阳光花园's certifications: five approved, three pending (one by an agent), one rejected. */
async function seedCertifications(
  tx: Tx,
  idOf: (mobile: string) => number,
  communityId: number,
  sunshineHouses: number[],
) {
  const base = { communityId, cardType: 'RESIDENT_ID_CARD' as const, proveFileIds: [] as string[] };
  const at = (day: number) => new Date(Date.UTC(2026, 1, day, 2));
  // Owners 1–5 hold CORRECT_INFO links (seedOwnership): their approved applications back that up,
  // so the owner H5 and the examine page tell the same story.
  const approved = DEMO_OWNERS.slice(0, 5).map((owner, index) => ({
    ...base,
    certificationCode: `CDEMO01${String(index + 1).padStart(2, '0')}`,
    houseId: sunshineHouses[index] ?? 0,
    userId: idOf(owner.mobile),
    certificationType: 'OWNER' as const,
    ownerName: owner.ownerName,
    cardNo: demoIdNumber(index + 1),
    state: 'APPROVE' as const,
    reviewerUserId: idOf('13800000001'),
    createdAt: at(10 + index),
    reviewedAt: at(11 + index),
  }));
  for (const row of approved) {
    await tx
      .update(users)
      .set({ cardNo: row.cardNo, cardType: 'RESIDENT_ID_CARD', realNameAt: row.reviewedAt })
      .where(eq(users.id, row.userId));
  }
  await tx.insert(ownerCertifications).values(approved);
  await tx.insert(ownerCertifications).values([
    {
      ...base,
      certificationCode: 'CDEMO0001',
      houseId: sunshineHouses[40] ?? 0,
      userId: idOf('13900000011'),
      certificationType: 'OWNER',
      ownerName: DEMO_OWNERS[10]?.ownerName ?? '业主',
      cardNo: demoIdNumber(11),
      createdAt: at(20),
    },
    {
      ...base,
      certificationCode: 'CDEMO0002',
      houseId: sunshineHouses[41] ?? 0,
      userId: idOf('13900000012'),
      certificationType: 'TENANT',
      ownerName: DEMO_OWNERS[11]?.ownerName ?? '租户',
      cardNo: demoIdNumber(12),
      isAgent: 'YES',
      agentName: '何代理',
      agentMobile: '13700000012',
      agentCardType: 'RESIDENT_ID_CARD',
      agentCardNo: demoIdNumber(112),
      createdAt: at(21),
    },
    {
      ...base,
      certificationCode: 'CDEMO0003',
      houseId: sunshineHouses[42] ?? 0,
      userId: idOf('13900000013'),
      certificationType: 'OWNER',
      ownerName: DEMO_OWNERS[12]?.ownerName ?? '业主',
      cardNo: demoIdNumber(13),
      createdAt: at(22),
    },
    {
      ...base,
      certificationCode: 'CDEMO0004',
      houseId: sunshineHouses[43] ?? 0,
      userId: idOf('13900000014'),
      certificationType: 'OWNER',
      ownerName: DEMO_OWNERS[13]?.ownerName ?? '业主',
      cardNo: demoIdNumber(14),
      state: 'REJECTED',
      rejectReason: '房产证照片不清晰，请重新上传',
      reviewerUserId: idOf('13800000001'),
      createdAt: at(18),
      reviewedAt: at(19),
    },
  ]);
}

/**
 * Writes the demo data of docs/foundation-contract.md once: it runs only on a database without
 * communities, inside one transaction under a lock, so parallel starts seed at most once.
 */
export type SeedOptions = {
  /**
   * The demo votes (one in progress over the whole of 阳光花园). Server tests leave them out: they
   * make their own votes, and a vote in progress holds the roster it covers.
   */
  demoVotes?: boolean;
  /** Where demo files (the archive's documents) are stored; without it the seed stores none. */
  storage?: StorageProvider;
};

export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Tx;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('gongzhi:seed-demo'))`);
    const [existing] = await tx.select({ n: count() }).from(communities);
    if ((existing?.n ?? 0) > 0) return false;
    const communityIds = await seedJurisdiction(tx);
    const idOf = await seedPeople(tx, communityIds);
    const roster = await seedRoster(tx, communityIds);
    await seedOwnership(tx, idOf, roster.get('YGHY001') ?? []);
    await seedCertifications(tx, idOf, communityIds.get('YGHY001') ?? 0, roster.get('YGHY001') ?? []);
    await seedGovDemo(tx, demoUserCode);
    await seedGovInformationDemo(tx);
    await seedSiteDemo(tx);
    await seedWorkgroupDemo(tx, demoUserCode);
    await seedMeetingDemo(tx);
    await seedArchiveDemo(tx, new Date(), options.storage);
    await seedEstateDemo(tx);
    await seedProposalDemo(tx);
    await seedQuestionnaireDemo(tx);
    await seedNoticeDemo(tx);
    await seedFinanceDemo(tx);
    if (options.demoVotes ?? true) await seedVotingDemo(tx);
    return true;
  });
}
