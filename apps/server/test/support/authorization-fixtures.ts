import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  buildings,
  communities,
  communityMembers,
  govStaff,
  houses,
  ownerCertifications,
  ownerHouses,
  users,
  votings,
} from '../../src/db/schema';
import { archiveEntries } from '../../src/db/tables/archive';
import { govComplaints } from '../../src/db/tables/complaint';
import { workOrders } from '../../src/db/tables/estate';
import { financeReports, financialAccounts } from '../../src/db/tables/finance';
import { govActivities } from '../../src/db/tables/gov-activity';
import { govInformations } from '../../src/db/tables/gov-information';
import { meetings } from '../../src/db/tables/meeting';
import { communityNotices } from '../../src/db/tables/notice';
import { proposals } from '../../src/db/tables/proposal';
import { intentionSolicitations } from '../../src/db/tables/questionnaire';
import { issueQuicks } from '../../src/db/tables/quick-vote';
import type { CatalogEntry } from '../../src/plugins/route-catalog';
import { freshIp, type TestContext } from './test-app';

/** The field names of a route's zod input (query or body), through refinements and pipes. */
export function fieldsOf(schema: unknown): string[] {
  let node = schema as { shape?: unknown; _def?: Record<string, unknown> } | undefined;
  for (let depth = 0; node && depth < 8; depth += 1) {
    if (node.shape && typeof node.shape === 'object') return Object.keys(node.shape);
    const def = node._def ?? {};
    node = (def.schema ?? def.innerType ?? def.in ?? def.left) as typeof node;
  }
  return [];
}

export type Input = Record<string, unknown>;

/**
 * Calls a route with the fields its schema declares, taken from `values` (fields it lacks are left
 * out, so a required one answers 400 and the row that expected a refusal fails, naming the route).
 */
export function callWith(ctx: TestContext, entry: CatalogEntry, token: string | undefined, values: Input) {
  const pick = (fields: string[]) =>
    Object.fromEntries(fields.filter((field) => field in values).map((field) => [field, values[field]]));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(pick(fieldsOf(entry.schema?.querystring))))
    if (value !== undefined) query.set(key, String(value));
  const url = entry.url.replace(/:(\w+)/g, (_match, name: string) => String(values[name] ?? 'x'));
  const search = query.toString();
  const body = pick(fieldsOf(entry.schema?.body));
  return ctx.app.inject({
    method: entry.method as 'GET',
    url: search ? `${url}?${search}` : url,
    ...(entry.method === 'GET' || entry.method === 'DELETE' ? {} : { payload: body }),
    headers: token ? { token } : {},
    remoteAddress: freshIp(),
  });
}

/** Status, message and data of an answer (a file download has no envelope: its data is the body). */
export function answerOf(response: LightMyRequestResponse) {
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  if (!json) return { status: response.statusCode, message: null, data: response.body || null };
  const body = response.json() as { message?: string; data?: unknown };
  return { status: response.statusCode, message: body.message ?? null, data: body.data ?? null };
}

/** Valid values for the inputs of the government routes, so their refusals are not input errors. */
export function govSampleInputs(now: Date, community: string): Input {
  const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
  return {
    communityInfoCode: community,
    communityInfoCodes: [community],
    allCommunities: false,
    title: '授权矩阵',
    content: '<p>授权矩阵</p>',
    desc: '授权矩阵',
    informationType: 'LIVELIHOOD_POLICY',
    place: '党群服务中心',
    startTime: at(48),
    endTime: at(50),
    signUpDeadline: at(24),
    capacity: 2,
    startDate: at(1),
    endDate: at(24 * 7),
    questions: [
      { title: '是否支持', type: 'SINGLE_CHOICE', options: [{ content: '支持' }, { content: '不支持' }] },
    ],
    reply: '已处理',
    address: '桃源路1号',
    serviceDate: '工作日 9:00-18:00',
    contactWay: '0755-12345678',
    isOpenYellowPage: 'NO',
    organizeName: '桃源社区党委',
    contactName: '陈静',
    contactPhone: '13800000005',
    intro: '授权矩阵',
    streetCode: 'ST-NANSHAN',
    govCommunityCode: 'GC-TAOYUAN',
  };
}

/** A user with a government staff record, inserted the way the seed does. */
export async function insertGovStaff(
  ctx: TestContext,
  mobile: string,
  staff: {
    level: 'STREET' | 'COMMUNITY';
    streetCode: string;
    govCommunityCode: string | null;
    hasGovAuth: 'YES' | 'NO';
  },
) {
  const db = ctx.db.handle.db;
  const [user] = await db
    .insert(users)
    .values({ userCode: `U${mobile}`, mobile, ownerName: `矩阵${mobile.slice(-2)}` })
    .returning();
  if (!user) throw new Error('user not inserted');
  await db.insert(govStaff).values({ userId: user.id, ...staff });
}

/** A user holding `roles` in one community only. */
export async function insertMember(
  ctx: TestContext,
  mobile: string,
  communityInfoCode: string,
  roles: string[],
) {
  const db = ctx.db.handle.db;
  const [community] = await db
    .select()
    .from(communities)
    .where(eq(communities.communityInfoCode, communityInfoCode));
  const [user] = await db
    .insert(users)
    .values({ userCode: `U${mobile}`, mobile, ownerName: `矩阵${mobile.slice(-2)}` })
    .returning();
  if (!user || !community) throw new Error('member not inserted');
  await db.insert(communityMembers).values({ userId: user.id, communityId: community.id, roles });
}

/**
 * One real object id per id parameter, all of objects of `communityInfoCode` (the first of each kind,
 * by creation), under the names the API uses for them.
 */
export async function objectIdsOf(
  ctx: TestContext,
  communityInfoCode: string,
): Promise<Record<string, string>> {
  const db = ctx.db.handle.db;
  const [community] = await db
    .select()
    .from(communities)
    .where(eq(communities.communityInfoCode, communityInfoCode));
  if (!community) throw new Error(`no community ${communityInfoCode}`);
  const id = community.id;
  const first = async <T>(rows: Promise<T[]>) => (await rows)[0];
  const ids: Record<string, string | undefined> = {
    votingCode: (await first(db.select().from(votings).where(eq(votings.communityId, id))))?.votingCode,
    intentionSolicitationId: (
      await first(db.select().from(intentionSolicitations).where(eq(intentionSolicitations.communityId, id)))
    )?.solicitationCode,
    issueQuickId: (await first(db.select().from(issueQuicks).where(eq(issueQuicks.communityId, id))))
      ?.issueQuickCode,
    proposalId: (await first(db.select().from(proposals).where(eq(proposals.communityId, id))))?.proposalCode,
    communityNoticeCode: (
      await first(db.select().from(communityNotices).where(eq(communityNotices.communityId, id)))
    )?.communityNoticeCode,
    archiveId: (await first(db.select().from(archiveEntries).where(eq(archiveEntries.communityId, id))))
      ?.archiveId,
    financialAccountId: (
      await first(db.select().from(financialAccounts).where(eq(financialAccounts.communityId, id)))
    )?.financialAccountId,
    reportId: (await first(db.select().from(financeReports).where(eq(financeReports.communityId, id))))
      ?.reportId,
    buildingCode: (await first(db.select().from(buildings).where(eq(buildings.communityId, id))))
      ?.buildingCode,
    houseCode: (await first(db.select().from(houses).where(eq(houses.communityId, id))))?.houseCode,
    certificationId: (
      await first(db.select().from(ownerCertifications).where(eq(ownerCertifications.communityId, id)))
    )?.certificationCode,
    ownerHouseContactId: (
      await first(
        db
          .select({ code: ownerHouses.ownerHouseContactId })
          .from(ownerHouses)
          .innerJoin(houses, eq(houses.id, ownerHouses.houseId))
          .where(eq(houses.communityId, id)),
      )
    )?.code,
    workOrderId: (await first(db.select().from(workOrders).where(eq(workOrders.communityId, id))))
      ?.workOrderCode,
    complaintId: (await first(db.select().from(govComplaints).where(eq(govComplaints.communityId, id))))
      ?.complaintCode,
    meetingId: (await first(db.select().from(meetings).where(eq(meetings.communityId, id))))?.meetingCode,
    informationId: (await first(db.select().from(govInformations)))?.informationCode,
    activityId: (await first(db.select().from(govActivities)))?.activityCode,
    // A staff member of this community only (no other membership), for the member-management calls.
    userId: (
      await first(
        db
          .select({ code: users.userCode })
          .from(users)
          .innerJoin(communityMembers, eq(communityMembers.userId, users.id))
          .where(
            and(
              eq(communityMembers.communityId, id),
              sql`not exists (select 1 from community_members other where other.user_id = ${users.id} and other.community_id <> ${id})`,
            ),
          ),
      )
    )?.code,
  };
  return Object.fromEntries(
    Object.entries(ids).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Valid values for the other inputs of the community routes that take an object id. */
export function communitySampleInputs(now: Date, community: string): Input {
  const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
  return {
    ...govSampleInputs(now, community),
    unitNo: '1',
    floor: 1,
    houseNo: '9901',
    owners: [],
    ownerName: '矩阵',
    mobile: '13700000093',
    pdStartDate: at(2),
    pdEndDate: at(24),
    choices: { '1': 'AGREE' },
    signerName: '矩阵',
    attachments: [],
    entryId: 'PNOPE',
    // Paper-ballot scans: a made-up batch and page (the vote is checked first).
    batchId: 'BNOPE',
    pageId: 'SNOPE',
    issueKey: '1',
    reason: '作废',
    // Proxy voting (委托投票): the paper authorisation and a made-up authorisation code.
    principalName: '矩阵',
    proxyMobile: '13700000094',
    proxyName: '矩阵',
    proxyRelation: '邻居',
    paperFile: 'ANOPE',
    proxyCode: 'WNOPE',
    // Objection period: an answer to a made-up objection.
    objectionId: 'ONOPE',
    decision: 'REJECTED',
    answer: '不予受理',
    method: 'IN_PERSON',
    deliveredAt: at(-1),
    proofAttachments: ['ANOPE'],
    publicityMode: 'RESULT_DATA_WITH_EVIDENCE',
    announce: false,
    archiveName: '矩阵',
    meetingName: '矩阵会议',
    attendeeUserIds: ['UNOPE'],
    materialIds: [],
    minutes: '<p>纪要</p>',
    roleTypeList: ['COMMITTEE_MEMBER'],
    buildingCodes: [],
    operateRoleTypeList: ['OHC_VIEW'],
    assigneeUserId: 'UNOPE',
    proposalType: 'ESTABLISH_COMMITTEE',
    signAttachment: [],
    mvcFile: [],
    choice: 'AGREE',
    // Door-to-door lists: a visit mark.
    mark: 'VISITED',
    noticeType: 'DAILY_MANAGEMENT',
    accountType: 'COMMITTEE_FUNDS',
    accountName: '矩阵账户',
    year: 2026,
    period: 'A',
    openingBalanceFen: 0,
    incomeTotalFen: 0,
    expenseTotalFen: 0,
    closingBalanceFen: 0,
    lines: [],
    publicityDate: new Date(now.getTime() + 7 * 86_400_000).toISOString().slice(0, 10),
  };
}
