import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { communities, users } from '../schema';
import { communityNotices, noticeReads } from '../tables/notice';

const DAY = 86_400_000;

type DemoNotice = Omit<typeof communityNotices.$inferInsert, 'communityId' | 'createdAt' | 'updatedAt'> & {
  daysAgo: number;
  /** Demo owners (by mobile) who have read it. */
  readers?: readonly string[];
};

const date = (daysAgo: number, now: Date) =>
  new Date(now.getTime() - daysAgo * DAY).toISOString().slice(0, 10);

function demoNotices(now: Date): DemoNotice[] {
  return [
    {
      communityNoticeCode: 'NDEMO0001',
      title: '关于11月25日1栋、2栋临时停水的通知',
      noticeType: 'DAILY_MANAGEMENT',
      content:
        '<p>各位业主、住户：</p><p>因二次供水泵房水箱清洗消毒，小区将于<strong>11月25日（周二）9:00至16:00</strong>暂停供水，涉及范围为1栋、2栋全部单元。</p><p>请各位业主提前做好储水准备，停水期间请关闭家中水龙头，以免恢复供水时造成跑水。</p><p>由此给您带来的不便，敬请谅解。咨询电话：0755-86001234。</p><p>阳光花园业主委员会</p>',
      publicityDate: date(2, now),
      isDraft: 'NO',
      daysAgo: 2,
      readers: ['13900000001', '13900000002', '13900000003', '13900000005', '13900000008'],
    },
    {
      communityNoticeCode: 'NDEMO0002',
      title: '关于召开阳光花园2026年度业主大会会议的公告',
      noticeType: 'OWNERS_MEETING',
      content:
        '<p>全体业主：</p><p>根据《中华人民共和国民法典》第二百七十八条及《业主大会和业主委员会指导规则》的规定，经业主委员会研究决定，召开阳光花园2026年度业主大会会议，现将有关事项公告如下：</p><ol><li>会议形式：线上投票与书面表决相结合</li><li>投票时间：12月1日至12月15日</li><li>表决事项：续聘物业服务企业；使用专项维修资金更换2栋电梯</li></ol><p>相关材料已在小区公告栏及本公告中公示，请全体业主按时参与表决。</p><p>阳光花园业主委员会</p>',
      publicityDate: date(6, now),
      isDraft: 'NO',
      daysAgo: 6,
      readers: ['13900000001', '13900000004', '13900000006'],
    },
    {
      communityNoticeCode: 'NDEMO0003',
      title: '2026年第三季度业主共有资金收支情况公示',
      noticeType: 'FINANCE',
      content:
        '<p>全体业主：</p><p>根据业主大会议事规则，现将2026年第三季度小区共有资金收支情况予以公示。本季度收入主要为地面停车位租金和电梯广告收益，支出主要为消防设施维修和业委会工作经费，明细见“阳光财务”。</p><p>公示期为15日，业主如有疑问，请于公示期内向业主委员会书面反映。</p><p>阳光花园业主委员会</p>',
      publicityDate: date(20, now),
      financeAccountType: 'OWNERS_SHARED_FUNDS',
      isDraft: 'NO',
      daysAgo: 20,
      readers: ['13900000002'],
    },
    {
      communityNoticeCode: 'NDEMO0004',
      title: '关于清理地下车库消防通道违停车辆的通知',
      noticeType: 'VIOLATION',
      content:
        '<p>各位业主、住户：</p><p>近期地下车库B区消防通道长期有车辆违规停放，严重影响消防安全，违反《管理规约》第十二条的规定。</p><p>请相关车主于<strong>本周五</strong>前自行挪离。逾期未整改的，业主委员会将配合物业服务中心依法处理。</p><p>阳光花园业主委员会</p>',
      publicityDate: date(12, now),
      isDraft: 'NO',
      daysAgo: 12,
    },
    {
      communityNoticeCode: 'NDEMO0005',
      title: '业主委员会12月工作计划（草稿）',
      noticeType: 'GOVERNANCE_PROGRESS',
      content: '<p>1. 组织业主大会计票、监票；</p><p>2. 与物业服务企业沟通冬季供暖设施检修安排。</p>',
      publicityDate: null,
      isDraft: 'YES',
      daysAgo: 1,
    },
  ];
}

/** Demo notices of 阳光花园 (docs/contracts/notice.md): published ones with read receipts, and a draft. */
export async function seedNoticeDemo(tx: Db, now: Date = new Date()): Promise<void> {
  const [community] = await tx
    .select({ id: communities.id })
    .from(communities)
    .where(eq(communities.communityInfoCode, 'YGHY001'));
  if (!community) return;
  const notices = demoNotices(now);
  const mobiles = ['13800000001', ...new Set(notices.flatMap((notice) => notice.readers ?? []))];
  const people = await tx
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(inArray(users.mobile, mobiles));
  const idOf = new Map(people.map((person) => [person.mobile, person.id]));
  for (const { daysAgo, readers, ...notice } of notices) {
    const at = new Date(now.getTime() - daysAgo * DAY);
    const [row] = await tx
      .insert(communityNotices)
      .values({
        ...notice,
        communityId: community.id,
        releaseDate: notice.isDraft === 'NO' ? at : null,
        createdBy: idOf.get('13800000001') ?? null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: communityNotices.id });
    const reads = (readers ?? []).flatMap((mobile, index) => {
      const userId = idOf.get(mobile);
      return row && userId
        ? [{ noticeId: row.id, userId, readAt: new Date(at.getTime() + (index + 1) * 37 * 60_000) }]
        : [];
    });
    if (reads.length > 0) await tx.insert(noticeReads).values(reads);
  }
}
