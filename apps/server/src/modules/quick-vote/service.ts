import { maySeeDrafts } from '@gongzhi/domain/account/draft-visibility';
import { formatMessage } from '@gongzhi/domain/common/messages';
import { QuestionnaireDisplayState } from '@gongzhi/domain/questionnaire/questionnaire-enums';
import {
  emptyChoiceTally,
  type IssueQuickCreateInput,
  type IssueQuickDraftInput,
  type IssueQuickInfoDto,
  type IssueQuickListItemDto,
  QUICK_VOTE_MESSAGES as M,
  type QuickVoteChoice,
  QuickVoteParticipant,
  quickVoteResults,
} from '@gongzhi/domain/quick-vote/quick-vote-api';
import {
  deriveQuickVoteState,
  mayPerformQuickVoteAction,
  QuickVoteAction,
} from '@gongzhi/domain/quick-vote/quick-vote-status';
import { houseVotingArea } from '@gongzhi/domain/voting/voter-roll';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { isUniqueViolation } from '../../common/db-errors';
import { newBusinessCode } from '../../common/secure-random';
import type { Db } from '../../db/client';
import type { CommunityAccess } from '../community/access-service';
import { publishAttachments } from '../file/publish';
import {
  buildingsByCodes,
  buildingsByIds,
  claimAttachments,
  filesOf,
  ownedHousesIn,
  usableAttachmentCount,
} from '../questionnaire/repository';
import { ATTACHMENT_INVALID } from '../questionnaire/service';
import { createQuickVoteRepository, type IssueQuickRow, type QuickVoteRepository } from './repository';

type Deps = { db: Db; clock: Clock };
const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const filesNamed = (row: Pick<IssueQuickRow, 'descFile' | 'mvcFile' | 'signAttachment'>) => [
  ...row.descFile,
  ...row.mvcFile,
  ...row.signAttachment,
];
/**
 * What owners see of a published owner resolution (its description and material, never the sign
 * sheet) is published with it: owners open those files by their public id.
 */
async function publishOwnerFiles(db: Db, row: IssueQuickRow) {
  if (row.isDraft === 'YES' || row.participantType !== 'OWNER') return;
  await publishAttachments(db, [...row.descFile, ...row.mvcFile]);
}

const WORKGROUP_ROLES = [
  'COMMITTEE_MEMBER',
  'COMMITTEE_DIRECTOR',
  'COMMITTEE_DEPUTY_DIRECTOR',
  'COMMITTEE_SECRETARY_MEMBER',
  'PREPARE_MEMBER',
];

const stateOf = (row: IssueQuickRow, now: Date) => deriveQuickVoteState(row, now);

function requireAction(row: IssueQuickRow, now: Date, action: QuickVoteAction) {
  const state = stateOf(row, now);
  if (!mayPerformQuickVoteAction(state, action)) {
    throw new AppError(
      409,
      formatMessage(M.wrongState, QuestionnaireDisplayState.label(state), QuickVoteAction.label(action)),
    );
  }
  return state;
}

export function createQuickVoteService(deps: Deps) {
  const { db, clock } = deps;
  const repo = createQuickVoteRepository(db);
  const inTransaction = <T>(work: (tx: QuickVoteRepository, txDb: Db) => Promise<T>) =>
    db.transaction(async (tx) => work(createQuickVoteRepository(tx as unknown as Db), tx as unknown as Db));

  /** The community's resolution; a draft only for QUICK_ISSUE_MANAGEMENT (issue #28: else 404). */
  async function requireIssue(access: CommunityAccess, code: string) {
    const row = await repo.findByCode(code);
    if (
      !row ||
      row.communityId !== access.community.id ||
      (row.isDraft === 'YES' && !maySeeDrafts(access.permissions, 'QUICK_ISSUE'))
    )
      throw new AppError(404, M.notFound);
    return row;
  }

  function listItem(
    row: IssueQuickRow,
    now: Date,
    joinNum: number,
    joinDate: Date | null,
  ): IssueQuickListItemDto {
    const state = stateOf(row, now);
    return {
      issueQuickId: row.issueQuickCode,
      title: row.title,
      isDraft: row.isDraft,
      state,
      stateName: QuestionnaireDisplayState.label(state),
      participantType: row.participantType,
      participantTypeName: QuickVoteParticipant.label(row.participantType),
      startDate: iso(row.startDate),
      endDate: iso(row.endDate),
      joinNum,
      joinDate: iso(joinDate),
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function results(row: IssueQuickRow) {
    const tally = emptyChoiceTally();
    for (const item of await repo.tally(row.id))
      tally[item.choice] = { heads: item.heads, area: Number(item.area) };
    const electorate = row.isDraft === 'YES' ? [] : await repo.electorate(row);
    const participating = Object.values(tally).reduce(
      (sum, item) => ({ heads: sum.heads + item.heads, area: sum.area + item.area }),
      { heads: 0, area: 0 },
    );
    return {
      total: {
        heads: electorate.length,
        area: electorate.reduce((sum, item) => sum + Number(item.area), 0),
      },
      participating,
      results: quickVoteResults(tally),
    };
  }

  async function infoDto(
    row: IssueQuickRow,
    access: CommunityAccess,
    userId: number,
  ): Promise<IssueQuickInfoDto> {
    const now = clock.now();
    const computed = await results(row);
    const scopeBuildings = await buildingsByIds(db, row.scopeBuildingIds);
    const mine = await repo.answerOf(row.id, userId);
    const isMember = access.roles.some((role) => WORKGROUP_ROLES.includes(role));
    return {
      ...listItem(
        row,
        now,
        computed.participating.heads,
        (await repo.lastJoinDates([row.id])).get(row.id) ?? null,
      ),
      desc: row.description,
      descFile: row.descFile,
      mvcFile: row.mvcFile,
      signAttachment: row.signAttachment,
      files: await filesOf(db, filesNamed(row)),
      scopeType: row.scopeType,
      buildingCodes: scopeBuildings.map((building) => building.code),
      buildingNames: scopeBuildings.map((building) => building.name),
      ...computed,
      myChoice: mine?.choice ?? null,
      canAnswer:
        row.participantType === 'WORKGROUP' &&
        isMember &&
        mine === null &&
        stateOf(row, now) === 'IN_PROGRESS',
    };
  }

  async function save(
    access: CommunityAccess,
    userId: number,
    input: IssueQuickDraftInput,
    isDraft: 'YES' | 'NO',
  ) {
    const now = clock.now();
    const existing = input.issueQuickId ? await requireIssue(access, input.issueQuickId) : null;
    const action = isDraft === 'YES' ? 'SAVE_DRAFT' : 'CREATE';
    if (existing) requireAction(existing, now, action);
    if (isDraft === 'NO' && input.endDate && Date.parse(input.endDate) <= now.getTime()) {
      throw new AppError(400, M.endInPast);
    }
    if (input.startDate && input.endDate && Date.parse(input.startDate) >= Date.parse(input.endDate)) {
      throw new AppError(400, M.startAfterEnd);
    }
    let scopeBuildingIds: number[] = [];
    if (input.participantType === 'OWNER' && input.scopeType === 'BUILDING') {
      const codes = [...new Set(input.buildingCodes)];
      const found = await buildingsByCodes(db, access.community.id, codes);
      if (found.length !== codes.length) throw new AppError(400, M.buildingUnknown);
      scopeBuildingIds = found.map((building) => building.id);
    }
    const files = filesNamed(input);
    const check = await usableAttachmentCount(db, access.community.id, userId, files);
    if (check.found !== check.unique) throw new AppError(400, ATTACHMENT_INVALID);
    const values = {
      title: input.title,
      description: input.desc,
      descFile: input.descFile,
      mvcFile: input.mvcFile,
      signAttachment: input.signAttachment,
      participantType: input.participantType,
      scopeType: input.participantType === 'OWNER' ? input.scopeType : ('COMMUNITY' as const),
      scopeBuildingIds,
      startDate: input.startDate ? new Date(input.startDate) : null,
      endDate: input.endDate ? new Date(input.endDate) : null,
      isDraft,
      updatedAt: now,
    };
    await claimAttachments(db, access.community.id, files);
    const row = await inTransaction(async (tx) => {
      if (existing) {
        const locked = await tx.lock(existing.id);
        if (!locked) throw new AppError(404, M.notFound);
        requireAction(locked, now, action);
        return tx.update(existing.id, values);
      }
      return tx.insert({
        ...values,
        issueQuickCode: newBusinessCode('IQ'),
        communityId: access.community.id,
        createdBy: userId,
        createdAt: now,
      });
    });
    await publishOwnerFiles(db, row);
    return infoDto(row, access, userId);
  }

  /** One answer per person, while in progress; area is their houses in scope at that moment. */
  async function submit(
    row: IssueQuickRow,
    userId: number,
    choice: QuickVoteChoice,
    check: (tx: QuickVoteRepository, locked: IssueQuickRow, txDb: Db) => Promise<number>,
  ) {
    const now = clock.now();
    try {
      await inTransaction(async (tx, txDb) => {
        const locked = await tx.lockForAnswer(row.id);
        if (!locked || locked.isDraft === 'YES') throw new AppError(404, M.notFound);
        const state = stateOf(locked, now);
        if (state === 'WITHDRAWN') throw new AppError(409, M.withdrawn);
        if (state !== 'IN_PROGRESS') throw new AppError(409, M.notOpen);
        const area = await check(tx, locked, txDb);
        if (await tx.answerOf(locked.id, userId)) throw new AppError(409, M.alreadyAnswered);
        await tx.insertAnswer({ issueQuickId: locked.id, userId, choice, area, createdAt: now });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, M.alreadyAnswered);
      throw error;
    }
  }

  async function ownerStanding(row: IssueQuickRow, userId: number, database: Db = db) {
    const owned = await ownedHousesIn(database, userId, row.communityId);
    const inScope = owned.filter(
      (house) => row.scopeType === 'COMMUNITY' || row.scopeBuildingIds.includes(house.buildingId),
    );
    return {
      inScope: inScope.length > 0,
      certified: inScope.some((house) => house.infoState === 'CORRECT_INFO'),
      area: inScope.reduce((sum, house) => sum + houseVotingArea(house), 0),
    };
  }

  /** A published owner resolution; a withdrawn one only for owners who answered it (issue #28). */
  async function requireOwnerVisible(userId: number, code: string) {
    const row = await repo.findByCode(code);
    if (!row || row.isDraft === 'YES' || row.participantType !== 'OWNER') throw new AppError(404, M.notFound);
    const standing = await ownerStanding(row, userId);
    if (!standing.inScope) throw new AppError(404, M.notFound);
    if (row.withdrawnAt && !(await repo.answerOf(row.id, userId))) throw new AppError(404, M.notFound);
    return { row, standing };
  }

  async function ownerInfo(userId: number, code: string) {
    const { row, standing } = await requireOwnerVisible(userId, code);
    const now = clock.now();
    const state = stateOf(row, now);
    const mine = await repo.answerOf(row.id, userId);
    let reason: string | null = null;
    if (state === 'WITHDRAWN') reason = M.withdrawn;
    else if (mine) reason = M.alreadyAnswered;
    else if (state !== 'IN_PROGRESS') reason = M.notOpen;
    else if (!standing.certified) reason = M.notCertified;
    const place = (await repo.publishedForOwner(userId)).find((item) => item.row.id === row.id);
    return {
      issueQuickId: row.issueQuickCode,
      communityInfoCode: place?.communityInfoCode ?? '',
      communityName: place?.communityName ?? '',
      title: row.title,
      state,
      stateName: QuestionnaireDisplayState.label(state),
      startDate: iso(row.startDate),
      endDate: iso(row.endDate),
      answered: mine !== null,
      desc: row.description,
      descFile: row.descFile,
      mvcFile: row.mvcFile,
      files: await filesOf(db, [...row.descFile, ...row.mvcFile]),
      myChoice: mine?.choice ?? null,
      canAnswer: reason === null,
      cannotAnswerReason: reason,
      results: state === 'ENDED' ? (await results(row)).results : null,
    };
  }

  return {
    create: (access: CommunityAccess, userId: number, input: IssueQuickCreateInput) =>
      save(access, userId, input, 'NO'),
    saveDraft: (access: CommunityAccess, userId: number, input: IssueQuickDraftInput) =>
      save(access, userId, input, 'YES'),

    async withdraw(access: CommunityAccess, code: string) {
      const found = await requireIssue(access, code);
      const now = clock.now();
      await inTransaction(async (tx) => {
        const row = await tx.lock(found.id);
        if (!row) throw new AppError(404, M.notFound);
        requireAction(row, now, 'WITHDRAW');
        // WITHDRAWN from now on; the answers given are kept, staff still read the results and the
        // owners who answered see it withdrawn (issue #28). It is corrected through copyToDraft.
        await tx.update(row.id, { withdrawnAt: now, updatedAt: now });
      });
      return null;
    },

    async delay(access: CommunityAccess, userId: number, code: string, endDate: string) {
      const found = await requireIssue(access, code);
      const now = clock.now();
      const next = new Date(endDate);
      const row = await inTransaction(async (tx) => {
        const locked = await tx.lock(found.id);
        if (!locked) throw new AppError(404, M.notFound);
        requireAction(locked, now, 'DELAY');
        if (next.getTime() <= now.getTime()) throw new AppError(400, M.endInPast);
        if (locked.endDate && next.getTime() <= locked.endDate.getTime())
          throw new AppError(400, M.delayNotLater);
        return tx.update(locked.id, { endDate: next, updatedAt: now });
      });
      return infoDto(row, access, userId);
    },

    async remove(access: CommunityAccess, code: string, action: 'DELETE' | 'DELETE_DRAFT') {
      const found = await requireIssue(access, code);
      const now = clock.now();
      await inTransaction(async (tx) => {
        const row = await tx.lock(found.id);
        if (!row) throw new AppError(404, M.notFound);
        requireAction(row, now, action);
        await tx.remove(row.id);
      });
      return null;
    },

    async copyToDraft(access: CommunityAccess, userId: number, code: string) {
      const source = await requireIssue(access, code);
      const now = clock.now();
      requireAction(source, now, 'COPY_TO_DRAFT');
      const row = await repo.insert({
        issueQuickCode: newBusinessCode('IQ'),
        communityId: source.communityId,
        title: source.title,
        description: source.description,
        descFile: source.descFile,
        mvcFile: source.mvcFile,
        signAttachment: [],
        participantType: source.participantType,
        isDraft: 'YES',
        scopeType: source.scopeType,
        scopeBuildingIds: source.scopeBuildingIds,
        startDate: null,
        endDate: null,
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      });
      return infoDto(row, access, userId);
    },

    /** Ours: the sign sheet and material may be attached while it runs or once it has ended. */
    async updateAttachments(
      access: CommunityAccess,
      userId: number,
      input: { issueQuickId: string; signAttachment: string[]; mvcFile: string[] },
    ) {
      const found = await requireIssue(access, input.issueQuickId);
      const files = [...input.signAttachment, ...input.mvcFile];
      const check = await usableAttachmentCount(db, access.community.id, userId, files);
      if (check.found !== check.unique) throw new AppError(400, ATTACHMENT_INVALID);
      await claimAttachments(db, access.community.id, files);
      const row = await repo.update(found.id, {
        signAttachment: input.signAttachment,
        mvcFile: input.mvcFile,
        updatedAt: clock.now(),
      });
      await publishOwnerFiles(db, row);
      return infoDto(row, access, userId);
    },

    async list(
      access: CommunityAccess,
      input: { page: number; size: number; state?: QuestionnaireDisplayState },
    ) {
      const now = clock.now();
      // View-only callers list published resolutions only (issue #28).
      const hideDrafts = !maySeeDrafts(access.permissions, 'QUICK_ISSUE');
      const { rows, total } = await repo.list(
        access.community.id,
        { state: input.state, hideDrafts },
        now,
        input.page,
        input.size,
      );
      const ids = rows.map((row) => row.id);
      const joins = await repo.joinCounts(ids);
      const lastJoins = await repo.lastJoinDates(ids);
      return {
        list: rows.map((row) => listItem(row, now, joins.get(row.id) ?? 0, lastJoins.get(row.id) ?? null)),
        total,
        page: input.page,
        size: input.size,
      };
    },

    async info(access: CommunityAccess, userId: number, code: string) {
      return infoDto(await requireIssue(access, code), access, userId);
    },

    /** Ours: a workgroup member answers a workgroup resolution on the workbench. */
    async workgroupAnswer(access: CommunityAccess, userId: number, code: string, choice: QuickVoteChoice) {
      const row = await requireIssue(access, code);
      if (row.isDraft === 'YES') throw new AppError(404, M.notFound);
      if (row.participantType !== 'WORKGROUP') throw new AppError(409, M.notWorkgroup);
      await submit(row, userId, choice, async (tx, locked) => {
        const member = (await tx.electorate(locked)).find((item) => item.userId === userId);
        if (!member) throw new AppError(403, M.notWorkgroup);
        return Number(member.area);
      });
      return infoDto((await repo.findByCode(code)) ?? row, access, userId);
    },

    // ── owner H5 ──
    async ownerList(userId: number) {
      const now = clock.now();
      const rows = await repo.publishedForOwner(userId);
      const visible = [];
      for (const item of rows) if ((await ownerStanding(item.row, userId)).inScope) visible.push(item);
      const answered = await repo.answeredIds(
        userId,
        visible.map((item) => item.row.id),
      );
      // A withdrawn resolution stays in the lists of the owners who answered it (issue #28).
      const shown = visible.filter((item) => !item.row.withdrawnAt || answered.has(item.row.id));
      return shown.map(({ row, communityInfoCode, communityName }) => {
        const state = stateOf(row, now);
        return {
          issueQuickId: row.issueQuickCode,
          communityInfoCode,
          communityName,
          title: row.title,
          state,
          stateName: QuestionnaireDisplayState.label(state),
          startDate: iso(row.startDate),
          endDate: iso(row.endDate),
          answered: answered.has(row.id),
        };
      });
    },

    ownerInfo,

    async ownerAnswer(userId: number, code: string, choice: QuickVoteChoice) {
      const found = await repo.findByCode(code);
      if (!found || found.isDraft === 'YES') throw new AppError(404, M.notFound);
      if (found.participantType !== 'OWNER') throw new AppError(403, M.notOwnerVote);
      await submit(found, userId, choice, async (_tx, locked, txDb) => {
        const standing = await ownerStanding(locked, userId, txDb);
        if (!standing.inScope) throw new AppError(403, M.notInScope);
        if (!standing.certified) throw new AppError(403, M.notCertified);
        return standing.area;
      });
      return ownerInfo(userId, code);
    },
  };
}

export type QuickVoteService = ReturnType<typeof createQuickVoteService>;
