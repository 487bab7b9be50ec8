import { and, eq, inArray } from 'drizzle-orm';
import { PROPOSAL_TEMPLATES } from '../../modules/proposal/proposal-templates';
import type { Db } from '../client';
import { communities, houses, ownerHouses, users } from '../schema';
import { proposalFills, proposals } from '../tables/proposal';

const DAY = 86_400_000;

function templateContent(templateId: string): string {
  return (
    PROPOSAL_TEMPLATES.find((template) => template.templateId === templateId)?.content ?? '<p>提案内容</p>'
  );
}

/**
 * 阳光花园's proposals, relative to the seeding day: an elevator repair from maintenance funds in
 * progress with three owners' typed-name signatures, an ended public-income motion with two, and a
 * property-service motion that opens next week. Signatures are typed-name confirmations (no images).
 */
export async function seedProposalDemo(tx: Db, now: Date = new Date()): Promise<void> {
  const [community] = await tx
    .select({ id: communities.id })
    .from(communities)
    .where(eq(communities.communityInfoCode, 'YGHY001'));
  if (!community) return;
  const people = await tx
    .select({ id: users.id, mobile: users.mobile, ownerName: users.ownerName })
    .from(users)
    .where(inArray(users.mobile, ['13800000001', '13900000001', '13900000002', '13900000003']));
  const person = (mobile: string) => people.find((row) => row.mobile === mobile);
  const director = person('13800000001')?.id ?? null;
  const at = (days: number) => new Date(now.getTime() + days * DAY);

  const rows = await tx
    .insert(proposals)
    .values([
      {
        proposalCode: 'PDEMO0001',
        communityId: community.id,
        title: '关于使用专项维修资金维修1栋电梯的提案',
        proposalType: 'MAINTENANCE_FUNDS',
        content:
          '<p>1栋两部电梯已运行十二年，近三个月累计停梯维修9次，多次发生困人事件，存在安全隐患。</p>' +
          '<p>经物业服务企业询价，更换曳引机、控制柜及门机系统费用约<strong>38.6万元</strong>，拟从本小区住宅专项维修资金中列支，由1栋业主按专有部分面积分摊。</p>' +
          '<ul><li>维修范围：1栋1单元、2单元客梯各一部</li><li>施工单位：三家比选，结果公示7日</li><li>预计工期：45天，分梯施工保证通行</li></ul>' +
          '<p>同意本提案的业主请签名，业主委员会将据此组织业主大会表决。</p>',
        startDate: at(-3),
        endDate: at(14),
        templateId: 'TPL_MAINTENANCE_FUNDS',
        creatorUserId: director,
        creatorType: 'STAFF' as const,
        createdAt: at(-4),
        updatedAt: at(-4),
      },
      {
        proposalCode: 'PDEMO0002',
        communityId: community.id,
        title: '关于公开公共收益并决定其使用方案的提案',
        proposalType: 'PUBLIC_INCOME_DISTRIBUTION',
        content: templateContent('TPL_PUBLIC_INCOME'),
        startDate: at(-40),
        endDate: at(-10),
        templateId: 'TPL_PUBLIC_INCOME',
        creatorUserId: director,
        creatorType: 'STAFF' as const,
        createdAt: at(-41),
        updatedAt: at(-41),
      },
      {
        proposalCode: 'PDEMO0003',
        communityId: community.id,
        title: '关于提议重新选聘物业服务企业的提案',
        proposalType: 'PROPERTY_SERVICE',
        content: templateContent('TPL_REPLACE_PROPERTY'),
        startDate: at(7),
        endDate: at(37),
        templateId: 'TPL_REPLACE_PROPERTY',
        creatorUserId: director,
        creatorType: 'STAFF' as const,
        createdAt: at(-1),
        updatedAt: at(-1),
      },
    ])
    .returning({ id: proposals.id, proposalCode: proposals.proposalCode });
  const idOf = (code: string) => rows.find((row) => row.proposalCode === code)?.id ?? 0;

  const signature = async (proposalCode: string, mobile: string, days: number, index: number) => {
    const owner = person(mobile);
    if (!owner) return;
    const owned = await tx
      .select({ houseId: ownerHouses.houseId })
      .from(ownerHouses)
      .innerJoin(houses, eq(houses.id, ownerHouses.houseId))
      .where(
        and(
          eq(ownerHouses.userId, owner.id),
          eq(houses.communityId, community.id),
          eq(ownerHouses.infoState, 'CORRECT_INFO'),
        ),
      );
    await tx.insert(proposalFills).values({
      fillCode: `FDEMO${proposalCode.slice(-2)}${String(index).padStart(2, '0')}`,
      proposalId: idOf(proposalCode),
      userId: owner.id,
      signType: 'TYPED_NAME',
      signName: owner.ownerName,
      ownerName: owner.ownerName ?? '',
      houseIds: owned.map((row) => row.houseId),
      createdAt: at(days),
    });
  };
  await signature('PDEMO0001', '13900000001', -2, 1);
  await signature('PDEMO0001', '13900000002', -2, 2);
  await signature('PDEMO0001', '13900000003', -1, 3);
  await signature('PDEMO0002', '13900000001', -30, 1);
  await signature('PDEMO0002', '13900000002', -25, 2);
}
