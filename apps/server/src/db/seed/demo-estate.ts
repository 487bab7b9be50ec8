import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { communities, users } from '../schema';
import { workOrders } from '../tables/estate';

const DAY = 86_400_000;

/** 阳光花园's work orders (open work orders are enabled there): one waiting, one done. */
export async function seedEstateDemo(tx: Db, now: Date = new Date()): Promise<void> {
  const [community] = await tx
    .select({ id: communities.id })
    .from(communities)
    .where(eq(communities.communityInfoCode, 'YGHY001'));
  if (!community) return;
  const people = await tx
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(inArray(users.mobile, ['13900000002', '13900000003', '13800000003']));
  const idOf = (mobile: string) => people.find((person) => person.mobile === mobile)?.id ?? 0;
  if (!idOf('13900000002') || !idOf('13900000003')) return;
  await tx.insert(workOrders).values([
    {
      workOrderCode: 'WDEMO0001',
      communityId: community.id,
      ownerUserId: idOf('13900000002'),
      workOrderType: 'REPAIR',
      content: '地下车库B区照明灯坏了三盏，晚上很暗',
      location: '地下车库B区',
      createdAt: new Date(now.getTime() - DAY),
    },
    {
      workOrderCode: 'WDEMO0002',
      communityId: community.id,
      ownerUserId: idOf('13900000003'),
      workOrderType: 'SERVICE',
      content: '希望在2栋门口增设快递柜',
      location: '2栋大堂',
      state: 'CLOSED',
      assigneeUserId: idOf('13800000003') || null,
      reply: '已与快递柜公司确认，下周安装',
      createdAt: new Date(now.getTime() - 5 * DAY),
      closedAt: new Date(now.getTime() - 2 * DAY),
    },
  ]);
}
