import { houseVotingArea } from '@gongzhi/domain/voting/voter-roll';
import { and, eq, inArray } from 'drizzle-orm';
import { ownedHousesIn } from '../../modules/questionnaire/repository';
import type { Db } from '../client';
import { buildings, communities, users } from '../schema';
import {
  intentionAnswerItems,
  intentionAnswers,
  intentionOptions,
  intentionQuestions,
  intentionSolicitations,
} from '../tables/questionnaire';
import { issueQuickAnswers, issueQuicks } from '../tables/quick-vote';

const DAY = 86_400_000;

type DemoQuestion = {
  title: string;
  type: 'SINGLE_LINE_TEXT' | 'MULTI_LINE_TEXT' | 'SINGLE_CHOICE' | 'MULTIPLE_CHOICE';
  required: boolean;
  options: string[];
};

/** Per owner: per question, the chosen option positions or the text. */
type DemoAnswer = { mobile: string; answers: (number[] | string | null)[] };

async function insertQuestionnaire(
  tx: Db,
  row: typeof intentionSolicitations.$inferInsert,
  questions: DemoQuestion[],
  answers: DemoAnswer[],
  userIdOf: (mobile: string) => number | undefined,
) {
  const [saved] = await tx
    .insert(intentionSolicitations)
    .values(row)
    .returning({ id: intentionSolicitations.id });
  if (!saved) return;
  const ids: { questionId: number; optionIds: number[] }[] = [];
  for (const [index, question] of questions.entries()) {
    const [q] = await tx
      .insert(intentionQuestions)
      .values({
        solicitationId: saved.id,
        sort: index + 1,
        title: question.title,
        questionType: question.type,
        required: question.required,
      })
      .returning({ id: intentionQuestions.id });
    if (!q) continue;
    const options = question.options.length
      ? await tx
          .insert(intentionOptions)
          .values(question.options.map((content, sort) => ({ questionId: q.id, sort: sort + 1, content })))
          .returning({ id: intentionOptions.id })
      : [];
    ids.push({ questionId: q.id, optionIds: options.map((option) => option.id) });
  }
  for (const [index, answer] of answers.entries()) {
    const userId = userIdOf(answer.mobile);
    if (!userId) continue;
    const [a] = await tx
      .insert(intentionAnswers)
      .values({
        solicitationId: saved.id,
        userId,
        createdAt: new Date((row.startDate?.getTime() ?? 0) + (index + 1) * 3 * 3600_000),
      })
      .returning({ id: intentionAnswers.id });
    if (!a) continue;
    const items = answer.answers.flatMap(
      (value, questionIndex): { questionId: number; optionId: number | null; text: string | null }[] => {
        const question = ids[questionIndex];
        if (!question || value === null) return [];
        if (typeof value === 'string')
          return [{ questionId: question.questionId, optionId: null, text: value }];
        return value.map((position) => ({
          questionId: question.questionId,
          optionId: question.optionIds[position] ?? null,
          text: null,
        }));
      },
    );
    if (items.length)
      await tx
        .insert(intentionAnswerItems)
        .values(items.map((item) => ({ ...item, answerId: a.id, solicitationId: saved.id })));
  }
}

/**
 * 阳光花园's questionnaires and quick resolutions, relative to the seeding day: an elevator survey of
 * 1栋 in progress, an ended parking survey with results, a draft, an owners' quick resolution in
 * progress and an ended workgroup resolution. Answers come from the certified owners 1–5.
 */
export async function seedQuestionnaireDemo(tx: Db, now: Date = new Date()): Promise<void> {
  const [community] = await tx
    .select({ id: communities.id })
    .from(communities)
    .where(eq(communities.communityInfoCode, 'YGHY001'));
  if (!community) return;
  const mobiles = ['13800000001', '13900000001', '13900000002', '13900000003', '13900000004', '13900000005'];
  const people = await tx
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(inArray(users.mobile, mobiles));
  const userIdOf = (mobile: string) => people.find((person) => person.mobile === mobile)?.id;
  const director = userIdOf('13800000001') ?? null;
  const [building1] = await tx
    .select({ id: buildings.id })
    .from(buildings)
    .where(and(eq(buildings.communityId, community.id), eq(buildings.buildingName, '1栋')));
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const base = { communityId: community.id, createdBy: director, isDraft: 'NO' as const };

  await insertQuestionnaire(
    tx,
    {
      ...base,
      solicitationCode: 'ISDEMO0001',
      title: '1栋电梯加装意向调查',
      description:
        '1栋为6层无电梯住宅，部分老年业主上下楼不便。\n业委会拟申请既有住宅加装电梯补贴，现征集1栋业主意向，结果将作为是否启动加装程序的依据。',
      tagIds: [2, 6],
      scopeType: 'BUILDING',
      scopeBuildingIds: building1 ? [building1.id] : [],
      startDate: at(-3),
      endDate: at(11),
      createdAt: at(-4),
      updatedAt: at(-4),
    },
    [
      {
        title: '您是否同意1栋加装电梯？',
        type: 'SINGLE_CHOICE',
        required: true,
        options: ['同意', '不同意', '无所谓'],
      },
      {
        title: '您可接受的费用分摊方式（可多选）',
        type: 'MULTIPLE_CHOICE',
        required: false,
        options: ['按楼层系数分摊', '按房屋面积分摊', '申请政府补贴后平均分摊'],
      },
      { title: '您所在的单元', type: 'SINGLE_LINE_TEXT', required: false, options: [] },
      { title: '其他意见或建议', type: 'MULTI_LINE_TEXT', required: false, options: [] },
    ],
    [
      { mobile: '13900000002', answers: [[0], [0, 2], '1单元', '希望尽快启动，家里老人上下楼太困难了'] },
      { mobile: '13900000003', answers: [[0], [2], '1单元', null] },
      { mobile: '13900000004', answers: [[1], [1], '2单元', '一楼业主不受益，不希望承担费用'] },
      { mobile: '13900000005', answers: [[0], [0], null, null] },
    ],
    userIdOf,
  );

  await insertQuestionnaire(
    tx,
    {
      ...base,
      solicitationCode: 'ISDEMO0002',
      title: '地面停车位改造意见征集',
      description:
        '小区地面停车位紧张，拟将西侧绿化带边缘改造为生态停车位（约30个）。\n请业主就改造方案发表意见。',
      tagIds: [4],
      startDate: at(-20),
      endDate: at(-5),
      createdAt: at(-21),
      updatedAt: at(-21),
    },
    [
      {
        title: '您是否支持地面停车位改造？',
        type: 'SINGLE_CHOICE',
        required: true,
        options: ['支持', '不支持'],
      },
      {
        title: '新增车位的分配方式',
        type: 'SINGLE_CHOICE',
        required: true,
        options: ['摇号租赁', '按登记先后', '优先无车位业主'],
      },
      { title: '对改造方案的意见', type: 'MULTI_LINE_TEXT', required: false, options: [] },
    ],
    [
      { mobile: '13900000001', answers: [[0], [2], '请保留足够的绿化和儿童活动空间'] },
      { mobile: '13900000002', answers: [[0], [0], null] },
      { mobile: '13900000003', answers: [[1], [2], '绿化带不应占用'] },
      { mobile: '13900000004', answers: [[0], [0], null] },
      { mobile: '13900000005', answers: [[0], [2], '建议夜间限制外来车辆'] },
    ],
    userIdOf,
  );

  await insertQuestionnaire(
    tx,
    {
      ...base,
      isDraft: 'YES',
      solicitationCode: 'ISDEMO0003',
      title: '2026年度物业服务满意度调查',
      description: '',
      tagIds: [3],
      createdAt: at(-1),
      updatedAt: at(-1),
    },
    [
      {
        title: '您对物业服务的总体评价',
        type: 'SINGLE_CHOICE',
        required: true,
        options: ['满意', '基本满意', '不满意'],
      },
    ],
    [],
    userIdOf,
  );

  const [openQuick] = await tx
    .insert(issueQuicks)
    .values({
      ...base,
      issueQuickCode: 'IQDEMO0001',
      title: '关于更换小区门禁系统的快速决议',
      description: '现有门禁系统已使用8年，故障频繁。拟使用公共收益更换为人脸识别门禁，预算约6.8万元。',
      participantType: 'OWNER',
      startDate: at(-1),
      endDate: at(6),
      createdAt: at(-2),
      updatedAt: at(-2),
    })
    .returning({ id: issueQuicks.id });
  if (openQuick) {
    const votes: [string, 'AGREE' | 'DISAGREE' | 'ABSTAIN'][] = [
      ['13900000002', 'AGREE'],
      ['13900000003', 'AGREE'],
      ['13900000004', 'DISAGREE'],
      ['13900000005', 'ABSTAIN'],
    ];
    for (const [index, [mobile, choice]] of votes.entries()) {
      const userId = userIdOf(mobile);
      if (!userId) continue;
      const houses = await ownedHousesIn(tx, userId, community.id);
      await tx.insert(issueQuickAnswers).values({
        issueQuickId: openQuick.id,
        userId,
        choice,
        area: houses.reduce((sum, house) => sum + houseVotingArea(house), 0),
        createdAt: new Date(at(-1).getTime() + (index + 1) * 3600_000),
      });
    }
  }
  const [workgroupQuick] = await tx
    .insert(issueQuicks)
    .values({
      ...base,
      issueQuickCode: 'IQDEMO0002',
      title: '关于聘请常年法律顾问的工作组决议',
      description: '为规范业委会合同审查，拟聘请律师事务所担任常年法律顾问，费用每年1.2万元。',
      participantType: 'WORKGROUP',
      startDate: at(-10),
      endDate: at(-8),
      createdAt: at(-11),
      updatedAt: at(-11),
    })
    .returning({ id: issueQuicks.id });
  if (workgroupQuick && director) {
    await tx.insert(issueQuickAnswers).values({
      issueQuickId: workgroupQuick.id,
      userId: director,
      choice: 'AGREE',
      area: 0,
      createdAt: at(-9),
    });
  }
}
