import { eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../common/clock';
import type { CommunityAccess } from '../../modules/community/access-service';
import { createVotingPaperService } from '../../modules/voting/paper-service';
import { createVotingService } from '../../modules/voting/service';
import type { Db } from '../client';
import { communities, users } from '../schema';

const DAY = 86_400_000;
/** The SPEC §3 fields the demo votes carry: the rules as told to owners; no signed papers yet. */
const DEMO_FIELDS = {
  votingRule:
    '一、本次表决以专有部分为单位，同一业主多套房屋合并计为一人。\n二、业主可在线投票，也可在纸质表决期内提交签字的纸质表决票；在线投票优先。\n三、表决结果按《民法典》第二百七十八条计算，并在小区公告栏和线上同步公示。',
  signAttachment: [],
  faceAuthorizationLetter: [],
};

/** A clock the seed moves by hand, so the demo votes get believable histories. */
function seedClock(start: Date): Clock & { set: (date: Date) => void } {
  let current = start;
  return {
    now: () => new Date(current.getTime()),
    set: (date: Date) => {
      current = date;
    },
  } as Clock & { set: (date: Date) => void };
}

/**
 * 阳光花园's owners'-assembly votes, relative to the seeding day, made through the voting services
 * (so rolls, ballots and the evidence chain are real): one in progress with online ballots, a
 * counted paper ballot and one waiting for its second entry; one ended and published with
 * hash-chain evidence (公示中); one not started; and one draft.
 */
export async function seedVotingDemo(tx: Db, now: Date = new Date()): Promise<void> {
  const [community] = await tx.select().from(communities).where(eq(communities.communityInfoCode, 'YGHY001'));
  if (!community) return;
  const people = await tx
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(
      inArray(users.mobile, [
        '13800000001',
        '13800000003',
        '13900000001',
        '13900000002',
        '13900000003',
        '13900000004',
        '13900000005',
      ]),
    );
  const idOf = (mobile: string) => people.find((row) => row.mobile === mobile)?.id ?? 0;
  const director = idOf('13800000001');
  const property = idOf('13800000003');
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const clock = seedClock(at(-30));
  const voting = createVotingService({ db: tx, clock });
  const paper = createVotingPaperService({ db: tx, clock, voting });
  const access = { community, roles: ['COMMITTEE_DIRECTOR'], permissions: [] } as unknown as CommunityAccess;
  const houseOf = async (mobile: string, votingCode: string) =>
    (await voting.ownerVoteInfo(idOf(mobile), votingCode)).myHouseCodes[0] ?? '';

  // 1. Ended and published: elevator repair from the maintenance funds.
  const ended = await voting.create(access, director, {
    communityInfoCode: 'YGHY001',
    title: '关于使用专项维修资金维修1栋电梯的表决',
    description: '1栋两部电梯运行已满十五年，经检测需更换曳引机与控制柜，预算38.6万元，拟使用专项维修资金。',
    materialAttachments: [],
    ...DEMO_FIELDS,
    scopeType: 'COMMUNITY',
    buildingCodes: [],
    houseCodes: [],
    startDate: at(-25).toISOString(),
    endDate: at(-6).toISOString(),
    issues: [
      { title: '是否同意使用专项维修资金维修1栋电梯', description: '', issueTypeId: 5 },
      { title: '是否同意由业委会组织招标选定施工单位', description: '', issueTypeId: 10 },
    ],
  });
  clock.set(at(-20));
  for (const [mobile, choice] of [
    ['13900000001', 'AGREE'],
    ['13900000002', 'AGREE'],
    ['13900000003', 'DISAGREE'],
    ['13900000004', 'AGREE'],
  ] as const) {
    await voting.castVote(idOf(mobile), ended.votingCode, { '1': choice, '2': 'AGREE' });
  }
  const fifth = await houseOf('13900000005', ended.votingCode);
  const paperBallot = {
    communityInfoCode: 'YGHY001',
    votingCode: ended.votingCode,
    houseCode: fifth,
    choices: { '1': 'AGREE' as const, '2': 'ABSTAIN' as const },
    signerName: '郑建国',
    attachments: [],
  };
  await paper.enterPaper(access, director, paperBallot);
  await paper.enterPaper(access, property, paperBallot);
  clock.set(at(-5));
  await paper.publish(access, director, {
    communityInfoCode: 'YGHY001',
    votingCode: ended.votingCode,
    publicityMode: 'RESULT_DATA_WITH_EVIDENCE',
    announce: true,
    publicityEndDate: at(5).toISOString(),
    remark: '公示期十天，如有异议请向业委会书面提出。',
  });

  // 2. In progress: renewing the property-service contract.
  clock.set(at(-3));
  const open = await voting.create(access, director, {
    communityInfoCode: 'YGHY001',
    title: '关于续聘阳光物业服务有限公司的表决',
    description: '现物业服务合同将于本年底到期，业委会经满意度调查后提请业主大会表决是否续聘。',
    materialAttachments: [],
    ...DEMO_FIELDS,
    scopeType: 'COMMUNITY',
    buildingCodes: [],
    houseCodes: [],
    startDate: at(-2).toISOString(),
    endDate: at(12).toISOString(),
    issues: [
      { title: '是否同意续聘阳光物业服务有限公司', description: '', issueTypeId: 4 },
      { title: '是否同意物业费维持每月每平方米2.5元', description: '', issueTypeId: 10 },
    ],
  });
  clock.set(at(-1));
  await voting.castVote(idOf('13900000001'), open.votingCode, { '1': 'AGREE', '2': 'AGREE' });
  await voting.castVote(idOf('13900000002'), open.votingCode, { '1': 'DISAGREE', '2': 'DISAGREE' });
  await voting.castVote(idOf('13900000003'), open.votingCode, { '1': 'AGREE', '2': null });
  const counted = {
    communityInfoCode: 'YGHY001',
    votingCode: open.votingCode,
    houseCode: await houseOf('13900000004', open.votingCode),
    choices: { '1': 'AGREE' as const, '2': 'AGREE' as const },
    signerName: '郑秀英',
    attachments: [],
  };
  await paper.enterPaper(access, director, counted);
  await paper.enterPaper(access, property, counted);
  await paper.enterPaper(access, director, {
    ...counted,
    houseCode: await houseOf('13900000005', open.votingCode),
    choices: { '1': 'DISAGREE', '2': 'ABSTAIN' },
    signerName: '孙建国',
  });

  // 3. Not started yet, and 4. a draft.
  clock.set(now);
  await voting.create(access, director, {
    communityInfoCode: 'YGHY001',
    title: '关于增设电动自行车集中充电设施的表决',
    description: '拟在2栋、3栋之间空地增设集中充电棚，费用由公共收益列支。',
    materialAttachments: [],
    ...DEMO_FIELDS,
    scopeType: 'COMMUNITY',
    buildingCodes: [],
    houseCodes: [],
    startDate: at(3).toISOString(),
    endDate: at(17).toISOString(),
    issues: [{ title: '是否同意改变2栋、3栋之间空地用途增设充电设施', description: '', issueTypeId: 8 }],
  });
  await voting.saveDraft(access, director, {
    communityInfoCode: 'YGHY001',
    title: '关于修订管理规约的表决（草稿）',
    description: '',
    materialAttachments: [],
    ...DEMO_FIELDS,
    scopeType: 'COMMUNITY',
    buildingCodes: [],
    houseCodes: [],
    issues: [{ title: '是否同意修订《阳光花园管理规约》第十二条', description: '', issueTypeId: 2 }],
  });
}
