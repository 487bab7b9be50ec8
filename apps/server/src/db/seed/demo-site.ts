import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';
import { platformOperators } from '../tables/gov-settings';
import { siteNews } from '../tables/site';

/** Demo news of the public site's /information page, newest first when listed. */
export const DEMO_SITE_NEWS = [
  {
    newsCode: 'SN-DEMO-001',
    title: '阳光花园通过共治平台完成维修资金使用表决',
    summary:
      '阳光花园业主委员会就3号楼电梯更新使用住宅专项维修资金发起线上表决，参与表决的专有部分面积和人数均超过三分之二，同意票超过半数，结果已在小区公示并生成哈希链存证。',
    source: '共治平台',
    publishedAt: new Date('2026-11-12T02:00:00.000Z'),
  },
  {
    newsCode: 'SN-DEMO-002',
    title: '南山街道推广线上业主大会，老旧小区参与率明显提升',
    summary:
      '南山街道桃源社区组织辖区小区试点线上表决，纸质票与线上票统一计票、一户一票，行动不便的老人可由工作人员上门送达纸质表决票。',
    source: '南山街道',
    publishedAt: new Date('2026-10-28T06:30:00.000Z'),
  },
  {
    newsCode: 'SN-DEMO-003',
    title: '共治平台上线“物业知识库”与“AI物业顾问（测试版）”',
    summary:
      '知识库收录民法典物权编建筑物区分所有权、物业管理条例、维修资金等方面的问答文章，AI物业顾问基于知识库回答业主问题并注明出处。',
    source: '共治平台',
    publishedAt: new Date('2026-10-15T01:00:00.000Z'),
  },
  {
    newsCode: 'SN-DEMO-004',
    title: '幸福里筹备组启动首次业主大会筹备工作',
    summary:
      '幸福里在街道指导下成立首次业主大会会议筹备组，正在核对业主名册、起草管理规约和议事规则草案，预计年底前召开首次业主大会会议。',
    source: '幸福里筹备组',
    publishedAt: new Date('2026-09-30T08:00:00.000Z'),
  },
  {
    newsCode: 'SN-DEMO-005',
    title: '一图读懂：业主大会表决的“双三分之二”与“双过半”',
    summary:
      '民法典第二百七十八条规定，业主共同决定事项应由专有部分面积占比和人数占比均三分之二以上的业主参与表决；一般事项须经参与表决面积和人数均过半数同意。',
    source: '共治平台',
    publishedAt: new Date('2026-09-10T03:00:00.000Z'),
  },
] as const;

/** The demo's platform operator (packages/domain/src/account/platform-operator.ts) and site news. */
export async function seedSiteDemo(tx: Db): Promise<void> {
  const [director] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, '13800000001'));
  if (director) await tx.insert(platformOperators).values({ userId: director.id }).onConflictDoNothing();
  await tx
    .insert(siteNews)
    .values(DEMO_SITE_NEWS.map((item) => ({ ...item, createdBy: director?.id ?? null })))
    .onConflictDoNothing();
}
