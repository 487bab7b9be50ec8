import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hasAnyPermission, type OperatePermission } from '@gongzhi/domain/account/permissions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBusinessCode } from '../../src/common/secure-random';
import {
  attachments,
  communities,
  communityMembers,
  communityVotingSettings,
  downloadJobs,
  ownerCertifications,
  users,
  votings,
  votingVoters,
} from '../../src/db/schema';
import { archiveEntries } from '../../src/db/tables/archive';
import { workOrders } from '../../src/db/tables/estate';
import { financeReports } from '../../src/db/tables/finance';
import { meetings } from '../../src/db/tables/meeting';
import { communityNotices } from '../../src/db/tables/notice';
import { proposalFills, proposals } from '../../src/db/tables/proposal';
import { intentionSolicitations } from '../../src/db/tables/questionnaire';
import { issueQuicks } from '../../src/db/tables/quick-vote';
import { votingDeliveries, votingPaperEntries, votingResults } from '../../src/db/tables/voting';
import { recordAreas } from '../../src/modules/file/record-owners';
import { createLocalStorage } from '../../src/providers/storage/local-storage';
import { newObjectKey } from '../../src/providers/storage/object-key';
import type { StorageProvider } from '../../src/providers/storage/storage-provider';
import { insertMember } from '../support/authorization-fixtures';
import { insertFlaggedScanPage } from '../support/scan-page-fixture';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from '../support/test-app';

// Issue #21 item 3, the authorization matrix row "same community, narrowed permissions": a member
// of the file's own community whose permissions were set to none, or to one unrelated permission,
// is refused every file that belongs to a record of the community's areas (archive, notice,
// finance, vote and its paper ballots, scanned ballot pages, delivery proofs and result, meeting,
// proposal and its sign sheets and signatures, quick resolution, questionnaire, owner certification) and every download
// job's output, while the director passes the same calls. Before the fix, download-service.mayRead
// let any staff member of the community (and a job's creator, as its uploader) read all of them;
// the questionnaire, certification, signature, sign-sheet, quick-resolution description and vote
// sub-record files kept that rule until every table holding files became an owning record.
// Work-order photos take no permission (the estate page asks for none), so no narrowed member is
// refused them; files of records outside the community's areas (complaints, registrations,
// government certification and information) are in download-record-readers.test.ts.

const HOME = 'YGHY001';
const NONE = '13700000121';
const UNRELATED_A = '13700000122';
const UNRELATED_B = '13700000123';
// Unrelated to every file here but the ones that need them; each case picks the one it lacks.
const UNRELATED_PERMISSIONS: Record<string, OperatePermission> = {
  [UNRELATED_A]: 'INTENTION_VIEW',
  [UNRELATED_B]: 'NOTICE_VIEW',
};

type FileCase = {
  /** The record area (record-owners.ts) the file belongs to. */
  area: string;
  name: string;
  attachmentId: string;
  permission: readonly OperatePermission[];
  jobCode?: string;
};

let ctx: TestContext;
let homeId: number;
let storage: StorageProvider;
const tokens: Record<string, string> = {};
const userIds: Record<string, number> = {};
const cases: FileCase[] = [];

async function insertFile(
  label: string,
  uploaderUserId: number | null,
): Promise<{ id: number; code: string }> {
  const code = newBusinessCode('A');
  // Real bytes in the app's store, so a download that is let through answers 200 with them.
  const objectKey = newObjectKey('matrix', 'pdf', ctx.clock.now());
  const source = join(ctx.dataDir, `${code}.pdf`);
  await writeFile(source, '%PDF');
  await storage.putFile(objectKey, source, 'application/pdf');
  const [row] = await ctx.db.handle.db
    .insert(attachments)
    .values({
      attachmentId: code,
      pubAttachmentId: newBusinessCode('P'),
      sourceName: `${label}.pdf`,
      contentType: 'application/pdf',
      size: 4,
      storage: 'local',
      bucket: 'local',
      objectKey,
      status: 'READY',
      isPublic: 'NO',
      uploaderUserId,
      communityId: homeId,
    })
    .returning();
  if (!row) throw new Error('attachment not inserted');
  return { id: row.id, code };
}

/** Puts a new file into the first record of `table` in HOME (the column lists attachment codes). */
async function attachTo(
  name: string,
  permission: readonly OperatePermission[],
  // biome-ignore lint/suspicious/noExplicitAny: each table has its own column types; the helper only sets one text[] column
  table: any,
  column: string,
): Promise<void> {
  const db = ctx.db.handle.db;
  const [record] = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.communityId, homeId))
    .limit(1);
  if (!record) throw new Error(`no ${name} record in ${HOME}`);
  const file = await insertFile(name, userIds.director ?? null);
  await db
    .update(table)
    .set({ [column]: [file.code] })
    .where(eq(table.id, record.id));
  cases.push({ area: name.split(':')[0] ?? name, name, attachmentId: file.code, permission });
}

/** A new file in HOME, as a case of `area` (the caller puts it into its record). */
async function fileOf(area: string, permission: readonly OperatePermission[]) {
  const file = await insertFile(area, userIds.director ?? null);
  cases.push({ area, name: area, attachmentId: file.code, permission });
  return file;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.db.handle.db;
  const [home] = await db.select().from(communities).where(eq(communities.communityInfoCode, HOME));
  if (!home) throw new Error('no home community');
  homeId = home.id;
  storage = await createLocalStorage(join(ctx.dataDir, 'files'));
  tokens.director = await tokenFor(ctx, '13800000001');
  for (const mobile of [NONE, UNRELATED_A, UNRELATED_B]) {
    await insertMember(ctx, mobile, HOME, ['COMMITTEE_MEMBER']);
    const [user] = await db.select().from(users).where(eq(users.mobile, mobile));
    if (!user) throw new Error('member not found');
    userIds[mobile] = user.id;
    const permission = UNRELATED_PERMISSIONS[mobile];
    await db
      .update(communityMembers)
      .set({ permissions: permission ? [permission] : [] })
      .where(and(eq(communityMembers.userId, user.id), eq(communityMembers.communityId, homeId)));
    tokens[mobile] = await tokenFor(ctx, mobile);
  }
  const [director] = await db.select().from(users).where(eq(users.mobile, '13800000001'));
  userIds.director = director?.id ?? 0;

  // A vote of HOME (the tests run without the demo votes).
  const at = (hours: number) => new Date(ctx.clock.now().getTime() + hours * 3_600_000).toISOString();
  const created = await post(
    ctx,
    '/v1/voting/createSimplify',
    {
      communityInfoCode: HOME,
      title: '下载矩阵表决',
      description: '下载矩阵',
      startDate: at(1),
      endDate: at(24 * 7),
      issues: [{ title: '是否同意', issueTypeId: 4 }],
    },
    { token: tokens.director },
  );
  expect(created.statusCode, created.body).toBe(200);

  // Archive files point at the attachment row.
  const archiveFile = await insertFile('archive', userIds.director ?? null);
  await db.insert(archiveEntries).values({
    archiveId: newBusinessCode('AR'),
    communityId: homeId,
    archiveType: 'ARCHIVE',
    archiveName: '矩阵档案.pdf',
    isDirectory: 'NO',
    attachmentId: archiveFile.id,
    createdAt: ctx.clock.now(),
    updatedAt: ctx.clock.now(),
  });
  cases.push({
    area: 'archive',
    name: 'archive',
    attachmentId: archiveFile.code,
    permission: ['ARCHIVE_VIEW', 'ARCHIVE_MANAGEMENT'],
  });
  await attachTo('notice', ['NOTICE_VIEW', 'NOTICE_MANAGEMENT'], communityNotices, 'material');
  await attachTo('finance', ['FINANCE_VIEW', 'FINANCE_MANAGEMENT'], financeReports, 'attachments');
  await attachTo('voting', ['VOTING_VIEW', 'VOTING_MANAGEMENT'], votings, 'materialAttachments');
  await attachTo('voting:signed sheet', ['VOTING_VIEW', 'VOTING_MANAGEMENT'], votings, 'signAttachment');
  await attachTo(
    'voting:face authorisation letter',
    ['VOTING_VIEW', 'VOTING_MANAGEMENT'],
    votings,
    'faceAuthorizationLetter',
  );
  await attachTo('meeting', ['MEETING_MANAGEMENT'], meetings, 'materialIds');
  await attachTo('meeting-minutes', ['MEETING_MANAGEMENT'], meetings, 'minuteAttachmentIds');
  await attachTo('proposal', ['PROPOSAL_VIEW', 'PROPOSAL_MANAGEMENT'], proposals, 'materialAttachments');
  await attachTo('quick-vote', ['QUICK_ISSUE_VIEW', 'QUICK_ISSUE_MANAGEMENT'], issueQuicks, 'signAttachment');
  const QUICK = ['QUICK_ISSUE_VIEW', 'QUICK_ISSUE_MANAGEMENT'] as const;
  await attachTo('quick-vote:description', QUICK, issueQuicks, 'descFile');
  await attachTo('quick-vote:meeting material', QUICK, issueQuicks, 'mvcFile');
  await attachTo(
    'proposal-sign-sheet',
    ['PROPOSAL_VIEW', 'PROPOSAL_MANAGEMENT'],
    proposals,
    'signAttachment',
  );
  await attachTo(
    'owner-certification',
    ['HOUSE_OWNER_MANAGEMENT', 'OHC_VIEW'],
    ownerCertifications,
    'proveFileIds',
  );
  await attachTo(
    'owner-certification:agent',
    ['HOUSE_OWNER_MANAGEMENT', 'OHC_VIEW'],
    ownerCertifications,
    'agentProveFileIds',
  );
  await attachTo('work-order', [], workOrders, 'photoIds');

  // A published questionnaire of HOME's own (government ones sit with their first target community).
  const [questionnaire] = await db
    .select({ id: intentionSolicitations.id })
    .from(intentionSolicitations)
    .where(
      and(
        eq(intentionSolicitations.communityId, homeId),
        eq(intentionSolicitations.publisherKind, 'COMMUNITY'),
        eq(intentionSolicitations.isDraft, 'NO'),
      ),
    )
    .limit(1);
  if (!questionnaire) throw new Error(`no questionnaire in ${HOME}`);
  const INTENTION = ['INTENTION_VIEW', 'INTENTION_MANAGEMENT'] as const;
  const asked = await fileOf('questionnaire', INTENTION);
  const askedVideo = await fileOf('questionnaire', INTENTION);
  const askedSheet = await fileOf('questionnaire', INTENTION);
  await db
    .update(intentionSolicitations)
    .set({ descFile: [asked.code], mvcFile: [askedVideo.code], signAttachment: [askedSheet.code] })
    .where(eq(intentionSolicitations.id, questionnaire.id));

  // An owner's handwritten signature on a proposal of HOME.
  const [fill] = await db
    .select({ id: proposalFills.id })
    .from(proposalFills)
    .innerJoin(proposals, eq(proposals.id, proposalFills.proposalId))
    .where(eq(proposals.communityId, homeId))
    .limit(1);
  if (!fill) throw new Error(`no proposal signature in ${HOME}`);
  const signature = await fileOf('proposal-fill', ['PROPOSAL_VIEW', 'PROPOSAL_MANAGEMENT']);
  await db.update(proposalFills).set({ signImageId: signature.id }).where(eq(proposalFills.id, fill.id));

  // The vote's paper ballot scan, delivery proof and result file.
  const [vote] = await db.select().from(votings).where(eq(votings.title, '下载矩阵表决'));
  if (!vote) throw new Error('no vote');
  const [voter] = await db
    .insert(votingVoters)
    .values({ votingId: vote.id, voterKey: 'matrix', ownerUserIds: [], area: 100 })
    .returning();
  const VOTE = ['VOTING_VIEW', 'VOTING_MANAGEMENT'] as const;
  const ballot = await fileOf('voting-paper-ballot', VOTE);
  await db.insert(votingPaperEntries).values({
    entryCode: newBusinessCode('PE'),
    votingId: vote.id,
    voterId: voter?.id ?? 0,
    choices: {},
    signerName: '矩阵',
    attachments: [ballot.code],
    state: 'PENDING',
    enteredAt: ctx.clock.now(),
    updatedAt: ctx.clock.now(),
  });
  const proof = await fileOf('voting-delivery-proof', VOTE);
  await db.insert(votingDeliveries).values({
    votingId: vote.id,
    voterId: voter?.id ?? 0,
    method: 'IN_PERSON',
    deliveredAt: ctx.clock.now(),
    proofAttachments: [proof.code],
    createdAt: ctx.clock.now(),
  });
  const result = await fileOf('voting-result-file', VOTE);
  await db.insert(votingResults).values({
    votingId: vote.id,
    publicityMode: 'RESULT_FILE_ONLY',
    announce: false,
    resultFile: result.code,
    issues: [],
    ballotCount: 0,
    chainHead: 'matrix',
    chainCount: 0,
    publishedAt: ctx.clock.now(),
  });
  // A scanned page of a returned paper ballot (issue #27): the paper ballots' rule.
  const scanPage = await fileOf('voting-scan-page', VOTE);
  await insertFlaggedScanPage(ctx, {
    votingId: vote.id,
    uploadedBy: userIds.director ?? 0,
    imageId: scanPage.id,
  });
  const localRule = await fileOf('voting-local-rule', VOTE);
  await db
    .insert(communityVotingSettings)
    .values({
      communityId: homeId,
      deemedTowardQuorum: true,
      localRuleFile: localRule.code,
      localRuleClause: '第十二条',
    })
    .onConflictDoUpdate({
      target: communityVotingSettings.communityId,
      set: { deemedTowardQuorum: true, localRuleFile: localRule.code, localRuleClause: '第十二条' },
    });

  // One finished job of every registered kind, started by each narrowed member while they still
  // held the kind's permission (so they are its creator and its file's uploader), and by the director.
  const registry = ctx.app.downloadJobs.registry;
  for (const kind of registry.names()) {
    const permission = registry.get(kind)?.permission ?? [];
    for (const creator of ['director', NONE, UNRELATED_A, UNRELATED_B]) {
      const userId = userIds[creator] ?? 0;
      const file = await insertFile(`job-${kind}`, userId);
      const jobCode = newBusinessCode('J');
      await db.insert(downloadJobs).values({
        jobCode,
        communityId: homeId,
        createdBy: userId,
        kind,
        fileName: `${kind}.xlsx`,
        status: 'SUCCESS_GENERATED',
        progress: 100,
        maxAttempts: 3,
        runAfter: ctx.clock.now(),
        createdAt: ctx.clock.now(),
        finishedAt: ctx.clock.now(),
        outputAttachmentId: file.id,
      });
      cases.push({
        area: 'job',
        name: `job ${kind} of ${creator}`,
        attachmentId: file.code,
        permission,
        jobCode,
      });
    }
  }
}, 180_000);

afterAll(async () => ctx?.close());

/** The narrowed members a case must refuse: no permission at all, or one the file does not need. */
function narrowedFor(file: FileCase): string[] {
  return [NONE, UNRELATED_A, UNRELATED_B].filter(
    (mobile) => !hasAnyPermission([UNRELATED_PERMISSIONS[mobile] ?? 'NONE'], file.permission),
  );
}

async function downloadAs(token: string | undefined, attachmentId: string) {
  return get(ctx, `/v1/api/cos/download?attachmentId=${encodeURIComponent(attachmentId)}`, {
    ...(token ? { token } : {}),
  });
}

describe('authorization matrix: same community, narrowed permissions', () => {
  it('covers a file of every record kind of the community areas and the output of every download job kind', () => {
    const kinds = ctx.app.downloadJobs.registry.names();
    expect(kinds.length).toBeGreaterThanOrEqual(5);
    expect(cases.filter((file) => file.name.startsWith('job ')).length).toBe(kinds.length * 4);
    // Records read by people other than the community's staff (download-record-readers.test.ts),
    // and questions, options and the archive inbox (same rules as their questionnaire, archive).
    const elsewhere = [
      'community-registration',
      'gov-certification',
      'gov-join-proof',
      'complaint',
      'gov-information',
      'questionnaire-question',
      'questionnaire-option',
      'archive-inbox',
      // A proxy's authorisation: its principal reads it too.
      'voting-proxy',
    ];
    const covered = new Set([...elsewhere, ...cases.map((file) => file.area)]);
    expect(recordAreas(ctx.app.downloadJobs.registry).filter((area) => !covered.has(area))).toEqual([]);
  });

  it('a member with no permission, or an unrelated one, gets 404 and no bytes for every file', async () => {
    const leaked: string[] = [];
    for (const file of cases) {
      for (const mobile of narrowedFor(file)) {
        const response = await downloadAs(tokens[mobile], file.attachmentId);
        if (response.statusCode !== 404) leaked.push(`${file.name} → ${mobile}: ${response.statusCode}`);
        else expect(bodyOf(response).data ?? null).toBeNull();
      }
    }
    expect(leaked).toEqual([]);
  });

  it('nor do they get a download grant for any of them', async () => {
    const granted: string[] = [];
    for (const mobile of [NONE, UNRELATED_A, UNRELATED_B]) {
      const files = cases.filter((file) => narrowedFor(file).includes(mobile));
      const response = await post(
        ctx,
        '/v1/api/cos/downloadGrant',
        { attachmentIds: files.map((file) => file.attachmentId).slice(0, 100) },
        { token: tokens[mobile] },
      );
      expect(response.statusCode, response.body).toBe(200);
      for (const grant of bodyOf<{ attachmentId: string }[]>(response).data ?? [])
        granted.push(`${mobile}: ${grant.attachmentId}`);
    }
    expect(granted).toEqual([]);
  });

  it('a narrowed member no longer sees their own finished job of a kind they lost (404)', async () => {
    const shown: string[] = [];
    for (const file of cases.filter((item) => item.jobCode)) {
      const creator = [NONE, UNRELATED_A, UNRELATED_B].find((mobile) => file.name.endsWith(` of ${mobile}`));
      if (!creator || !narrowedFor(file).includes(creator)) continue;
      const response = await get(ctx, `/v1/downloadJob/info?jobId=${file.jobCode}`, {
        token: tokens[creator],
      });
      if (response.statusCode !== 404 || bodyOf(response).data)
        shown.push(`${file.name}: ${response.statusCode}`);
    }
    expect(shown).toEqual([]);
    const own = cases.find((file) => file.jobCode && file.name.endsWith(' of director'));
    const director = await get(ctx, `/v1/downloadJob/info?jobId=${own?.jobCode}`, { token: tokens.director });
    expect(director.statusCode).toBe(200);
  });

  it('a narrowed member cannot start any download job kind (403)', async () => {
    const wrong: string[] = [];
    for (const kind of ctx.app.downloadJobs.registry.names()) {
      const response = await post(
        ctx,
        '/v1/downloadJob/create',
        { communityInfoCode: HOME, kind, params: {} },
        { token: tokens[NONE] },
      );
      if (response.statusCode !== 403) wrong.push(`${kind} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the director passes the same checks (the refusal is the permission’s): every record file, and their own jobs', async () => {
    const mine = cases.filter((file) => !file.name.startsWith('job ') || file.name.endsWith(' of director'));
    const response = await post(
      ctx,
      '/v1/api/cos/downloadGrant',
      { attachmentIds: mine.map((file) => file.attachmentId) },
      { token: tokens.director },
    );
    expect(response.statusCode, response.body).toBe(200);
    const granted = (bodyOf<{ attachmentId: string }[]>(response).data ?? []).map(
      (grant) => grant.attachmentId,
    );
    expect(granted.sort()).toEqual(mine.map((file) => file.attachmentId).sort());
    // Another member's job output stays theirs, as the personal download list shows it.
    const others = cases.filter(
      (file) => file.name.startsWith('job ') && !file.name.endsWith(' of director'),
    );
    const foreign = await downloadAs(tokens.director, others[0]?.attachmentId ?? '');
    expect(foreign.statusCode).toBe(404);
  });
});
