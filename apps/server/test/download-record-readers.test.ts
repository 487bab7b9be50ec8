import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBusinessCode } from '../src/common/secure-random';
import {
  attachments,
  communities,
  communityMembers,
  houses,
  ownerCertifications,
  users,
  votings,
  votingVoters,
} from '../src/db/schema';
import { archiveInbox, archiveUploadRequests } from '../src/db/tables/archive';
import { communityRegistrations } from '../src/db/tables/community';
import { govComplaints } from '../src/db/tables/complaint';
import { workOrders } from '../src/db/tables/estate';
import { govInformations } from '../src/db/tables/gov-information';
import { govJoinProofs, govJoinRecords } from '../src/db/tables/gov-organize';
import { govCertifications } from '../src/db/tables/gov-settings';
import { govSolicitations } from '../src/db/tables/gov-solicitation';
import { proposalFills, proposals } from '../src/db/tables/proposal';
import { intentionOptions, intentionQuestions, intentionSolicitations } from '../src/db/tables/questionnaire';
import { issueQuicks } from '../src/db/tables/quick-vote';
import { votingDeliveries, votingPaperEntries, votingResults } from '../src/db/tables/voting';
import { votingProxies } from '../src/db/tables/voting-proxy';
import { recordAreas } from '../src/modules/file/record-owners';
import { createLocalStorage } from '../src/providers/storage/local-storage';
import { newObjectKey } from '../src/providers/storage/object-key';
import type { StorageProvider } from '../src/providers/storage/storage-provider';
import { insertGovStaff, insertMember } from './support/authorization-fixtures';
import { insertFlaggedScanPage } from './support/scan-page-fixture';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

// Issue #21 item 3: every table that stores attachment codes or ids is an owning record, read by
// whom the list or detail that shows it admits. Before, the files of owner certifications,
// community registrations, government certifications, join applications, complaints, work orders,
// proposal signatures, government information and solicitations, questionnaires, quick-resolution
// descriptions, proposal sign sheets, paper ballots, delivery proofs and vote results fell back to
// "the uploader or any staff member of the file's community": a member whose permissions were set to
// none read ID proofs and signatures, a community's staff read the complaints filed against them,
// and operators and government reviewers could not open the proofs they review by attachment id.

const HOME = 'YGHY001';
const FOREIGN = 'XFL001';

type Who =
  | 'director'
  | 'none'
  | 'viewer'
  | 'foreign'
  | 'gov'
  | 'street'
  | 'govUncertified'
  | 'govOutsider'
  | 'operator'
  | 'owner'
  | 'otherOwner'
  | 'govApplicant'
  | 'registrant';

type FileCase = { area: string; label: string; code: string; allowed: Who[]; refused: Who[] };

let ctx: TestContext;
let storage: StorageProvider;
let homeId: number;
let foreignId: number;
const tokens = {} as Record<Who, string>;
const ids = {} as Record<Who, number>;
const cases: FileCase[] = [];

async function userId(mobile: string): Promise<number> {
  const [row] = await ctx.db.handle.db.select().from(users).where(eq(users.mobile, mobile));
  if (!row) throw new Error(`no user ${mobile}`);
  return row.id;
}

/** A private file with real bytes, uploaded by `uploader` into `communityId` as the area would. */
async function insertFile(label: string, uploader: number | null, communityId: number | null) {
  const code = newBusinessCode('A');
  const objectKey = newObjectKey('readers', 'pdf', ctx.clock.now());
  const source = join(ctx.dataDir, `${code}.pdf`);
  await writeFile(source, `%PDF ${label}`);
  await storage.putFile(objectKey, source, 'application/pdf');
  const [row] = await ctx.db.handle.db
    .insert(attachments)
    .values({
      attachmentId: code,
      pubAttachmentId: newBusinessCode('P'),
      sourceName: `${label}.pdf`,
      contentType: 'application/pdf',
      size: `%PDF ${label}`.length,
      storage: 'local',
      bucket: 'local',
      objectKey,
      status: 'READY',
      isPublic: 'NO',
      uploaderUserId: uploader,
      communityId,
    })
    .returning();
  if (!row) throw new Error('attachment not inserted');
  return { id: row.id, code };
}

async function fileCase(
  area: string,
  label: string,
  uploader: Who | null,
  communityId: number | null,
  readers: { allowed: Who[]; refused: Who[] },
) {
  const file = await insertFile(label, uploader ? ids[uploader] : null, communityId);
  cases.push({ area, label, code: file.code, ...readers });
  return file;
}

const now = () => ctx.clock.now();

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.db.handle.db;
  storage = await createLocalStorage(join(ctx.dataDir, 'files'));
  const [home] = await db.select().from(communities).where(eq(communities.communityInfoCode, HOME));
  const [foreign] = await db.select().from(communities).where(eq(communities.communityInfoCode, FOREIGN));
  if (!home || !foreign) throw new Error('demo communities missing');
  homeId = home.id;
  foreignId = foreign.id;

  await insertMember(ctx, '13700000141', HOME, ['COMMITTEE_MEMBER']);
  await insertMember(ctx, '13700000142', HOME, ['COMMITTEE_MEMBER']);
  await insertGovStaff(ctx, '13700000143', {
    level: 'COMMUNITY',
    streetCode: 'ST-NANSHAN',
    govCommunityCode: 'GC-ELSEWHERE',
    hasGovAuth: 'YES',
  });
  const people: [Who, string, Parameters<typeof tokenFor>[2]?][] = [
    ['director', '13800000001'],
    // A member of HOME whose permissions were set to none, and one who may view everything but manage nothing.
    ['none', '13700000141'],
    ['viewer', '13700000142'],
    ['foreign', '13800000002'],
    ['gov', '13800000005', { adminOwnerType: 'GOV' }],
    ['street', '13800000006', { adminOwnerType: 'GOV' }],
    ['govUncertified', '13800000007', { adminOwnerType: 'GOV' }],
    ['govOutsider', '13700000143', { adminOwnerType: 'GOV' }],
    ['operator', '13800000009'],
    ['owner', '13900000001', { isWxAPP: true }],
    ['otherOwner', '13900000002', { isWxAPP: true }],
    ['govApplicant', '13800000008', { adminOwnerType: 'GOV' }],
    ['registrant', '13800000004'],
  ];
  for (const [who, mobile] of people) ids[who] = await userId(mobile);
  const permissionsOf = { none: [], viewer: ['INTENTION_VIEW', 'ARCHIVE_VIEW', 'PROPOSAL_VIEW'] };
  for (const [who, permissions] of Object.entries(permissionsOf))
    await db
      .update(communityMembers)
      .set({ permissions })
      .where(and(eq(communityMembers.userId, ids[who as Who]), eq(communityMembers.communityId, homeId)));
  for (const [who, mobile, options] of people) tokens[who] = await tokenFor(ctx, mobile, options);

  const communityStaffRefused: Who[] = ['none', 'foreign', 'govOutsider', 'govUncertified', 'otherOwner'];

  // ── owner certification: the owner, and the certification readers of the community ──
  const [house] = await db.select().from(houses).where(eq(houses.communityId, homeId)).limit(1);
  if (!house) throw new Error('no house');
  const certificationReaders = {
    allowed: ['owner', 'director', 'gov'] as Who[],
    refused: communityStaffRefused,
  };
  const idProof = await fileCase('owner-certification', 'ID proof', 'owner', homeId, certificationReaders);
  const agentProof = await fileCase(
    'owner-certification',
    'agent proof',
    'owner',
    homeId,
    certificationReaders,
  );
  await db.insert(ownerCertifications).values({
    certificationCode: newBusinessCode('OC'),
    communityId: homeId,
    houseId: house.id,
    userId: ids.owner,
    certificationType: 'OWNER',
    ownerName: '读者',
    cardType: 'RESIDENT_ID_CARD',
    cardNo: '110105194912310021',
    proveFileIds: [idProof.code],
    agentProveFileIds: [agentProof.code],
    createdAt: now(),
  });

  // ── community registration: the registrant and the unit's certified reviewers ──
  const registration = await fileCase('community-registration', 'registration proof', 'registrant', null, {
    allowed: ['registrant', 'gov', 'street'],
    refused: ['director', 'none', 'govOutsider', 'govUncertified', 'operator'],
  });
  await db.insert(communityRegistrations).values({
    registrationCode: newBusinessCode('CR'),
    kind: 'REGISTER',
    registrantUserId: ids.registrant,
    communityKey: `N:ST-NANSHAN:读者小区`,
    communityName: '读者小区',
    provinceName: '广东省',
    cityName: '深圳市',
    districtName: '南山区',
    address: '读者路1号',
    streetCode: 'ST-NANSHAN',
    govCommunityCode: 'GC-TAOYUAN',
    organisationType: 'PREPARATORY',
    roleType: 'PREPARE_MEMBER',
    proveFileIds: [registration.code],
    createdAt: now(),
    submittedAt: now(),
  });

  // ── government certification: the applicant and platform operators ──
  const workProof = await fileCase('gov-certification', 'work proof', 'govApplicant', null, {
    allowed: ['govApplicant', 'operator'],
    refused: ['gov', 'none', 'owner', 'registrant'],
  });
  await db.insert(govCertifications).values({
    applicationCode: newBusinessCode('GA'),
    userId: ids.govApplicant,
    fillOwnerName: '读者',
    fillCardNo: '110105194912310021',
    position: '主任',
    proveFileIds: [workProof.code],
    createdAt: now(),
  });

  // ── join application letters: operators, once an application took them; nobody before ──
  const [joinRecord] = await db
    .insert(govJoinRecords)
    .values({
      joinRecordCode: newBusinessCode('GJ'),
      organizeName: '读者街道',
      level: 'STREET',
      region: '广东省深圳市',
      contactName: '读者',
      mobile: '13700000149',
      createdAt: now(),
    })
    .returning();
  const letter = await fileCase('gov-join-proof', 'join letter', null, null, {
    allowed: ['operator'],
    refused: ['gov', 'street', 'none', 'owner'],
  });
  const untaken = await fileCase('gov-join-proof', 'untaken letter', null, null, {
    allowed: [],
    refused: ['operator', 'gov', 'none'],
  });
  await db.insert(govJoinProofs).values([
    {
      attachmentId: letter.id,
      mobile: '13700000149',
      joinRecordId: joinRecord?.id ?? null,
      createdAt: now(),
    },
    { attachmentId: untaken.id, mobile: '13700000149', joinRecordId: null, createdAt: now() },
  ]);

  // ── complaint photos: the complainant and the government staff who handle it, not the community ──
  const photo = await fileCase('complaint', 'complaint photo', 'owner', homeId, {
    allowed: ['owner', 'gov', 'street'],
    refused: ['director', 'none', 'foreign', 'govOutsider', 'govUncertified', 'otherOwner'],
  });
  await db.insert(govComplaints).values({
    complaintCode: newBusinessCode('Q'),
    communityId: homeId,
    userId: ids.owner,
    complaintType: 'PROPERTY_SERVICE',
    content: '读者投诉',
    photoIds: [photo.code],
    createdAt: now(),
  });

  // ── work-order photos: the owner and the community's staff (the estate page needs no permission) ──
  const repair = await fileCase('work-order', 'repair photo', 'owner', homeId, {
    allowed: ['owner', 'director', 'none', 'gov'],
    refused: ['foreign', 'govOutsider', 'otherOwner'],
  });
  await db.insert(workOrders).values({
    workOrderCode: newBusinessCode('W'),
    communityId: homeId,
    ownerUserId: ids.owner,
    workOrderType: 'REPAIR',
    content: '读者报修',
    photoIds: [repair.code],
    createdAt: now(),
  });

  // ── proposals: a signature image (the signer and the proposal's readers), sign sheets, an owner's motion ──
  const [proposal] = await db.select().from(proposals).where(eq(proposals.communityId, homeId)).limit(1);
  if (!proposal) throw new Error('no proposal');
  const signature = await fileCase('proposal-fill', 'signature', 'owner', homeId, {
    allowed: ['owner', 'director', 'viewer'],
    refused: communityStaffRefused,
  });
  await db
    .delete(proposalFills)
    .where(and(eq(proposalFills.proposalId, proposal.id), eq(proposalFills.userId, ids.owner)));
  await db.insert(proposalFills).values({
    fillCode: newBusinessCode('F'),
    proposalId: proposal.id,
    userId: ids.owner,
    signType: 'HANDWRITTEN',
    signImageId: signature.id,
    ownerName: '读者',
    createdAt: now(),
  });
  const sheet = await fileCase('proposal-sign-sheet', 'sign sheet', 'director', homeId, {
    allowed: ['director', 'viewer'],
    refused: communityStaffRefused,
  });
  await db
    .update(proposals)
    .set({ signAttachment: [sheet.code] })
    .where(eq(proposals.id, proposal.id));
  const motion = await fileCase('proposal', 'owner motion material', 'owner', homeId, {
    allowed: ['owner', 'director', 'viewer'],
    refused: communityStaffRefused,
  });
  await db.insert(proposals).values({
    proposalCode: newBusinessCode('PR'),
    communityId: homeId,
    title: '读者动议',
    proposalType: proposal.proposalType,
    content: '<p>读者</p>',
    startDate: now(),
    endDate: new Date(now().getTime() + 86_400_000),
    materialAttachments: [motion.code],
    creatorUserId: ids.owner,
    creatorType: 'OWNER',
    createdAt: now(),
    updatedAt: now(),
  });

  // ── government information: the staff whose jurisdiction covers the publishing unit ──
  const govReaders = {
    allowed: ['gov', 'street'] as Who[],
    refused: ['director', 'none', 'foreign', 'govOutsider', 'govUncertified', 'owner'] as Who[],
  };
  const cover = await fileCase('gov-information', 'information cover', 'gov', homeId, govReaders);
  const attachment = await fileCase('gov-information', 'information file', 'gov', homeId, govReaders);
  await db.insert(govInformations).values({
    informationCode: newBusinessCode('I'),
    streetCode: 'ST-NANSHAN',
    govCommunityCode: 'GC-TAOYUAN',
    title: '读者信息',
    informationType: 'OTHER',
    content: '<p>读者</p>',
    coverId: cover.code,
    attachmentIds: [attachment.code],
    createdAt: now(),
  });

  // ── questionnaires: a community's (its list permission; a draft: INTENTION_MANAGEMENT), a government's ──
  const questionnaireReaders = { allowed: ['director', 'viewer'] as Who[], refused: communityStaffRefused };
  const asked = await fileCase(
    'questionnaire',
    'questionnaire file',
    'director',
    homeId,
    questionnaireReaders,
  );
  const question = await fileCase(
    'questionnaire-question',
    'question file',
    'director',
    homeId,
    questionnaireReaders,
  );
  const option = await fileCase(
    'questionnaire-option',
    'option file',
    'director',
    homeId,
    questionnaireReaders,
  );
  const draft = await fileCase('questionnaire', 'draft questionnaire file', 'director', homeId, {
    allowed: ['director'],
    refused: ['viewer', ...communityStaffRefused],
  });
  const govAsked = await fileCase('questionnaire', 'government collection file', 'gov', homeId, {
    allowed: ['gov', 'street'],
    refused: ['director', 'viewer', 'none', 'govOutsider', 'govUncertified'],
  });
  const solicitation = (code: string, isDraft: 'YES' | 'NO', publisherKind: 'COMMUNITY' | 'GOV') => ({
    solicitationCode: newBusinessCode('S'),
    communityId: homeId,
    title: '读者问卷',
    descFile: [code],
    isDraft,
    publisherKind,
    createdAt: now(),
    updatedAt: now(),
  });
  const video = await fileCase(
    'questionnaire',
    'questionnaire video',
    'director',
    homeId,
    questionnaireReaders,
  );
  const signed = await fileCase(
    'questionnaire',
    'questionnaire sign sheet',
    'director',
    homeId,
    questionnaireReaders,
  );
  const [published] = await db
    .insert(intentionSolicitations)
    .values({
      ...solicitation(asked.code, 'NO', 'COMMUNITY'),
      mvcFile: [video.code],
      signAttachment: [signed.code],
    })
    .returning();
  await db.insert(intentionSolicitations).values(solicitation(draft.code, 'YES', 'COMMUNITY'));
  const [governmental] = await db
    .insert(intentionSolicitations)
    .values(solicitation(govAsked.code, 'NO', 'GOV'))
    .returning();
  if (!published || !governmental) throw new Error('questionnaire not inserted');
  await db.insert(govSolicitations).values({
    solicitationId: governmental.id,
    streetCode: 'ST-NANSHAN',
    govCommunityCode: 'GC-TAOYUAN',
  });
  const [askedQuestion] = await db
    .insert(intentionQuestions)
    .values({
      solicitationId: published.id,
      sort: 1,
      title: '读者问题',
      questionType: 'SINGLE_CHOICE',
      descFile: [question.code],
    })
    .returning();
  await db
    .insert(intentionOptions)
    .values({ questionId: askedQuestion?.id ?? 0, sort: 1, content: '同意', descFile: [option.code] });

  // ── quick resolutions: description and meeting material besides the sign sheets ──
  const [quick] = await db.select().from(issueQuicks).where(eq(issueQuicks.communityId, homeId)).limit(1);
  if (!quick) throw new Error('no quick resolution');
  const quickReaders: Who[] = ['director'];
  const desc = await fileCase('quick-vote', 'quick description', 'director', homeId, {
    allowed: quickReaders,
    refused: communityStaffRefused,
  });
  const mvc = await fileCase('quick-vote', 'quick meeting video', 'director', homeId, {
    allowed: quickReaders,
    refused: communityStaffRefused,
  });
  await db
    .update(issueQuicks)
    .set({ descFile: [desc.code], mvcFile: [mvc.code] })
    .where(eq(issueQuicks.id, quick.id));

  // ── a vote's paper ballots, delivery proofs and result file: the vote list's permission ──
  const at = (hours: number) => new Date(now().getTime() + hours * 3_600_000).toISOString();
  const created = await post(
    ctx,
    '/v1/voting/createSimplify',
    {
      communityInfoCode: HOME,
      title: '读者表决',
      description: '读者',
      startDate: at(1),
      endDate: at(24 * 7),
      issues: [{ title: '是否同意', issueTypeId: 4 }],
    },
    { token: tokens.director },
  );
  expect(created.statusCode, created.body).toBe(200);
  const [vote] = await db.select().from(votings).where(eq(votings.title, '读者表决'));
  if (!vote) throw new Error('no vote');
  const [voter] = await db
    .insert(votingVoters)
    .values({ votingId: vote.id, voterKey: 'readers', ownerUserIds: [ids.owner], area: 100 })
    .returning();
  const voteReaders = { allowed: ['director'] as Who[], refused: communityStaffRefused };
  const voteSheet = await fileCase('voting', 'vote signed sheet', 'director', homeId, voteReaders);
  const faceLetter = await fileCase('voting', 'face authorisation letter', 'director', homeId, voteReaders);
  await db
    .update(votings)
    .set({ signAttachment: [voteSheet.code], faceAuthorizationLetter: [faceLetter.code] })
    .where(eq(votings.id, vote.id));
  const ballot = await fileCase('voting-paper-ballot', 'paper ballot scan', 'director', homeId, voteReaders);
  const delivery = await fileCase('voting-delivery-proof', 'delivery proof', 'director', homeId, voteReaders);
  const result = await fileCase('voting-result-file', 'result file', 'director', homeId, voteReaders);
  const scanPage = await fileCase('voting-scan-page', 'scanned ballot page', 'director', homeId, voteReaders);
  await insertFlaggedScanPage(ctx, { votingId: vote.id, uploadedBy: ids.director, imageId: scanPage.id });
  await db.insert(votingPaperEntries).values({
    entryCode: newBusinessCode('PE'),
    votingId: vote.id,
    voterId: voter?.id ?? 0,
    choices: {},
    signerName: '读者',
    attachments: [ballot.code],
    state: 'PENDING',
    enteredAt: now(),
    updatedAt: now(),
  });
  await db.insert(votingDeliveries).values({
    votingId: vote.id,
    voterId: voter?.id ?? 0,
    method: 'IN_PERSON',
    deliveredAt: now(),
    proofAttachments: [delivery.code],
    createdAt: now(),
  });
  await db.insert(votingResults).values({
    votingId: vote.id,
    publicityMode: 'RESULT_FILE_ONLY',
    announce: false,
    resultFile: result.code,
    issues: [],
    ballotCount: 0,
    chainHead: 'readers',
    chainCount: 0,
    publishedAt: now(),
  });

  // ── a proxy's signed authorisation and paper letter: the vote's staff and the principal ──
  const proxyReaders = { allowed: ['director', 'owner'] as Who[], refused: communityStaffRefused };
  const proxySignature = await fileCase('voting-proxy', 'proxy signature', 'owner', homeId, proxyReaders);
  const proxyLetter = await fileCase('voting-proxy', 'proxy paper letter', 'director', homeId, proxyReaders);
  await db.insert(votingProxies).values({
    proxyCode: newBusinessCode('W'),
    votingId: vote.id,
    principalVoterId: voter?.id ?? 0,
    principalUserId: ids.owner,
    principalName: '读者',
    proxyMobile: '13700000149',
    proxyName: '代理',
    proxyRelation: '邻居',
    source: 'SIGNED',
    signatureFile: proxySignature.code,
    paperFile: proxyLetter.code,
    createdAt: now(),
  });

  // ── a phone upload waiting in the archive inbox: the archive managers ──
  const [request] = await db
    .insert(archiveUploadRequests)
    .values({
      requestCode: newBusinessCode('UR'),
      communityId: homeId,
      purpose: '读者',
      expiresAt: new Date(now().getTime() + 86_400_000),
      createdAt: now(),
    })
    .returning();
  const waiting = await fileCase('archive-inbox', 'inbox file', 'owner', homeId, {
    allowed: ['director'],
    refused: ['viewer', 'owner', ...communityStaffRefused],
  });
  await db.insert(archiveInbox).values({
    inboxId: newBusinessCode('IB'),
    requestId: request?.id ?? 0,
    communityId: homeId,
    attachmentId: waiting.id,
    uploaderUserId: ids.owner,
    uploaderMobile: '13900000001',
    createdAt: now(),
  });

  // ── a fresh upload of no record: its uploader only ──
  await fileCase('(none)', 'fresh upload', 'director', homeId, {
    allowed: ['director'],
    refused: ['none', 'viewer', 'gov', 'foreign'],
  });
  // Another community's file of the same kind stays with that community.
  await fileCase('(none)', 'foreign fresh upload', 'foreign', foreignId, {
    allowed: ['foreign'],
    refused: ['director', 'none'],
  });
}, 240_000);

afterAll(async () => ctx?.close());

const download = (who: Who, code: string) =>
  get(ctx, `/v1/api/cos/download?attachmentId=${code}`, { token: tokens[who] });

describe('every record that holds files decides who reads them', () => {
  it('covers every area a file can belong to (the areas of earlier tests aside)', () => {
    // Tested with their narrowed members in security/authorization-matrix-downloads.test.ts.
    const earlier = [
      'job',
      'notice',
      'finance',
      'meeting',
      'meeting-minutes',
      'archive',
      'voting-local-rule',
    ];
    const covered = new Set([...earlier, ...cases.map((file) => file.area)]);
    const missing = recordAreas(ctx.app.downloadJobs.registry).filter((area) => !covered.has(area));
    expect(missing).toEqual([]);
  });

  it('the readers of each record download its files', async () => {
    const refused: string[] = [];
    for (const file of cases)
      for (const who of file.allowed) {
        const response = await download(who, file.code);
        if (response.statusCode !== 200 || !response.body.startsWith('%PDF'))
          refused.push(`${file.label} → ${who}: ${response.statusCode}`);
      }
    expect(refused).toEqual([]);
  });

  it('anyone else gets 404 and no bytes: narrowed members, other communities, other jurisdictions, other owners', async () => {
    const leaked: string[] = [];
    for (const file of cases)
      for (const who of file.refused) {
        const response = await download(who, file.code);
        if (response.statusCode !== 404 || response.body.includes('%PDF'))
          leaked.push(`${file.label} → ${who}: ${response.statusCode}`);
        else expect(bodyOf(response).data ?? null).toBeNull();
      }
    expect(leaked).toEqual([]);
  });

  it('download grants follow the same rule', async () => {
    const wrong: string[] = [];
    for (const who of Object.keys(tokens) as Who[]) {
      const mine = cases.filter((file) => file.allowed.includes(who) || file.refused.includes(who));
      if (mine.length === 0) continue;
      const response = await post(
        ctx,
        '/v1/api/cos/downloadGrant',
        { attachmentIds: mine.map((file) => file.code) },
        { token: tokens[who] },
      );
      expect(response.statusCode, response.body).toBe(200);
      const granted = new Set(
        (bodyOf<{ attachmentId: string }[]>(response).data ?? []).map((g) => g.attachmentId),
      );
      for (const file of mine)
        if (granted.has(file.code) !== file.allowed.includes(who))
          wrong.push(`${file.label} → ${who}: ${granted.has(file.code) ? 'granted' : 'refused'}`);
    }
    expect(wrong).toEqual([]);
  });
});
