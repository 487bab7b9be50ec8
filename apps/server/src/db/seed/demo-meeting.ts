import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { communities, users } from '../schema';
import { meetings } from '../tables/meeting';

const DAY = 86_400_000;

/** 阳光花园's meetings, relative to the seeding day: one held last week with minutes, one next week. */
export async function seedMeetingDemo(tx: Db, now: Date = new Date()): Promise<void> {
  const [community] = await tx
    .select({ id: communities.id })
    .from(communities)
    .where(eq(communities.communityInfoCode, 'YGHY001'));
  if (!community) return;
  const people = await tx
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(
      inArray(users.mobile, ['13800000001', '13600000001', '13600000002', '13600000003', '13600000004']),
    );
  const ids = people.map((person) => person.id);
  const director = people.find((person) => person.mobile === '13800000001')?.id ?? null;
  // Meetings start at 19:30 Beijing time (11:30 UTC) on a day a week away.
  const at = (days: number, hours: number) => {
    const day = new Date(now.getTime() + days * DAY);
    return new Date(
      Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 11, 30) + hours * 3_600_000,
    );
  };
  const past = at(-7, 0);
  await tx.insert(meetings).values([
    {
      meetingCode: 'MDEMO0001',
      communityId: community.id,
      meetingName: '业委会第十二次工作会议',
      address: '阳光花园会所二楼会议室',
      startDate: past,
      endDate: at(-7, 2),
      content:
        '1. 审议电梯维修专项资金使用方案；\n2. 讨论物业服务合同续签事宜；\n3. 通报近期业主投诉处理情况。',
      isDraft: 'NO',
      isValid: 'YES',
      attendeeUserIds: ids,
      minutes:
        '会议由张明主任主持，应到5人，实到5人。\n一、原则通过3栋、5栋电梯维修方案，报价需三家比选后公示；\n二、物业合同续签前开展满意度问卷，由林秀梅负责；\n三、投诉处理情况已在公告栏公示。',
      minutesAt: at(-6, 0),
      minutesUserId: director,
      creatorUserId: director,
      createdAt: at(-14, 0),
      updatedAt: at(-6, 0),
    },
    {
      meetingCode: 'MDEMO0002',
      communityId: community.id,
      meetingName: '业委会第十三次工作会议',
      address: '阳光花园会所二楼会议室',
      startDate: at(7, 0),
      endDate: at(7, 2),
      content: '1. 确定物业满意度问卷题目；\n2. 讨论小区停车位收益分配方案。',
      isDraft: 'NO',
      isValid: 'YES',
      attendeeUserIds: ids,
      creatorUserId: director,
      createdAt: at(-1, 0),
      updatedAt: at(-1, 0),
    },
  ]);
}
