import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { communities, users } from '../schema';
import { govActivities, govActivitySignUps, govActivityTargets } from '../tables/gov-activity';
import { govInformationReads, govInformations, govInformationTargets } from '../tables/gov-information';
import { DEMO_GOV_COMMUNITY, DEMO_STREET } from './demo-people';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Government information and activities of the demo (docs/contracts/government.md): releases by
 * 桃源社区 (陈静 13800000005) and 南山街道 (刘伟 13800000006) with a few read receipts, and an open
 * activity with sign-ups. Times are relative to the seeding moment so the activity stays open.
 */
export async function seedGovInformationDemo(tx: Db, now: Date = new Date()): Promise<void> {
  const people = await tx
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(
      inArray(users.mobile, ['13800000005', '13800000006', '13900000001', '13900000002', '13900000003']),
    );
  const idOf = (mobile: string) => people.find((row) => row.mobile === mobile)?.id;
  const communityGov = idOf('13800000005');
  const street = idOf('13800000006');
  const rows = await tx
    .select({ id: communities.id, code: communities.communityInfoCode })
    .from(communities)
    .where(inArray(communities.communityInfoCode, ['YGHY001', 'XFL001', 'TYXQ001']));
  const sunshine = rows.find((row) => row.code === 'YGHY001')?.id;
  if (!communityGov || !street || !sunshine) return;
  const allIds = rows.map((row) => row.id);

  const informations = [
    {
      informationCode: 'IDEMO0001',
      publisherUserId: street,
      streetCode: DEMO_STREET.code,
      govCommunityCode: null,
      title: '南山街道关于老旧小区加装电梯财政补贴的政策解读',
      informationType: 'LIVELIHOOD_POLICY' as const,
      content:
        '<h2>补贴对象</h2><p>辖区内建成满15年、无电梯的多层住宅，经本单元业主表决同意加装电梯的，可申请财政补贴。</p><h2>补贴标准</h2><ul><li>每台电梯补贴<strong>20万元</strong>；</li><li>既有线路改造另行补贴，最高5万元。</li></ul><p>咨询电话：0755-2661 0000（工作日 9:00-17:30）。</p>',
      allCommunities: true,
      createdAt: new Date(now.getTime() - 6 * DAY),
      targets: allIds,
    },
    {
      informationCode: 'IDEMO0002',
      publisherUserId: communityGov,
      streetCode: DEMO_STREET.code,
      govCommunityCode: DEMO_GOV_COMMUNITY.code,
      title: '居住证办理和续签指南',
      informationType: 'SERVICE_GUIDE' as const,
      content:
        '<p>办理地点：桃源社区党群服务中心一楼综合窗口。</p><ol><li>携带身份证原件及租赁合同或房产证明；</li><li>现场拍照、填写申请表；</li><li>15个工作日后凭回执领取。</li></ol>',
      allCommunities: false,
      createdAt: new Date(now.getTime() - 3 * DAY),
      targets: [sunshine],
    },
    {
      informationCode: 'IDEMO0003',
      publisherUserId: communityGov,
      streetCode: DEMO_STREET.code,
      govCommunityCode: DEMO_GOV_COMMUNITY.code,
      title: '桃源社区“邻里节”活动回顾',
      informationType: 'COMMUNITY_ACTIVITY' as const,
      content:
        '<p>上周六，桃源社区在中心广场举办第三届邻里节，200余位居民参加了美食分享、旧物交换和亲子游戏。</p>',
      allCommunities: true,
      createdAt: new Date(now.getTime() - DAY),
      targets: allIds,
    },
  ];
  for (const { targets, ...information } of informations) {
    const [row] = await tx.insert(govInformations).values(information).returning({ id: govInformations.id });
    if (!row) continue;
    await tx
      .insert(govInformationTargets)
      .values(targets.map((communityId) => ({ informationId: row.id, communityId })));
  }
  const [policy] = await tx
    .select({ id: govInformations.id })
    .from(govInformations)
    .where(eq(govInformations.informationCode, 'IDEMO0001'));
  const readers = ['13900000001', '13900000002', '13900000003'].flatMap((mobile) => idOf(mobile) ?? []);
  if (policy) {
    await tx.insert(govInformationReads).values(
      readers.map((userId, index) => ({
        informationId: policy.id,
        userId,
        communityId: sunshine,
        readAt: new Date(now.getTime() - (5 - index) * DAY),
      })),
    );
  }

  const [activity] = await tx
    .insert(govActivities)
    .values({
      activityCode: 'HDEMO0001',
      publisherUserId: communityGov,
      streetCode: DEMO_STREET.code,
      govCommunityCode: DEMO_GOV_COMMUNITY.code,
      title: '社区义诊：免费测量血压血糖',
      content:
        '<p>桃源社区联合南山区人民医院开展义诊活动，现场提供血压、血糖测量和用药咨询。</p><p>请携带医保卡，<strong>空腹</strong>参加血糖检测。</p>',
      place: '桃源社区党群服务中心二楼多功能厅',
      startTime: new Date(now.getTime() + 10 * DAY),
      endTime: new Date(now.getTime() + 10 * DAY + 3 * HOUR),
      signUpDeadline: new Date(now.getTime() + 8 * DAY),
      capacity: 30,
      allCommunities: false,
      createdAt: new Date(now.getTime() - 2 * DAY),
    })
    .returning({ id: govActivities.id });
  if (!activity) return;
  await tx.insert(govActivityTargets).values({ activityId: activity.id, communityId: sunshine });
  await tx.insert(govActivitySignUps).values(
    readers.slice(1).map((userId, index) => ({
      activityId: activity.id,
      userId,
      communityId: sunshine,
      createdAt: new Date(now.getTime() - (1 - index * 0.2) * DAY),
    })),
  );
}
