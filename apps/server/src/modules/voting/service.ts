import { formatMessage } from '@gongzhi/domain/common/messages';
import { ISSUE_TYPES, isBelowLegalFloor, issueTypeById } from '@gongzhi/domain/voting/issue-types';
import { LOCAL_RULE_MESSAGES } from '@gongzhi/domain/voting/local-rule';
import type {
  votingCreateInput,
  votingDraftInput,
  votingEdgeInfoInput,
  votingIssueInput,
  votingListInput,
} from '@gongzhi/domain/voting/voting-api';
import { VotingState } from '@gongzhi/domain/voting/voting-enums';
import {
  shanghaiDay,
  VOTING_FIELD_MESSAGES,
  votingDateProblem,
  votingPeriodProblem,
} from '@gongzhi/domain/voting/voting-fields';
import { votingStateAfter } from '@gongzhi/domain/voting/voting-lifecycle';
import type { RuleTriple } from '@gongzhi/domain/voting/voting-rules';
import { offeredChoices, settingsDtoOf, type VotingSettings } from '@gongzhi/domain/voting/voting-settings';
import type { z } from 'zod';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { newBusinessCode } from '../../common/secure-random';
import type { Db } from '../../db/client';
import type { CommunityAccess } from '../community/access-service';
import { publishAttachments } from '../file/publish';
import type { RosterUsageChecker } from '../roster/usage-checker';
import { createCastService } from './cast-service';
import { requireCommunityFiles } from './community-files';
import { votingDraftsHidden } from './draft-visibility';
import { listItem, requireAction, stateOf } from './dto';
import { createEvidenceService } from './evidence-service';
import { createOwnerService } from './owner-service';
import { createVotingRepository, type VotingRow } from './repository';
import { createScopeService } from './scope-service';
import { newVoterRefKey } from './voter-ref';
import { createVotingCore, type VotingDeps } from './voting-core';
import { VOTING_MESSAGES } from './voting-messages';

// The voting module's public face: importers keep using these from here.
export type { BallotReceipt } from './cast-service';
export { chainEntryOf } from './chain';
export { requireAction, stateOf, statisticDto } from './dto';

type IssueInput = z.infer<typeof votingIssueInput>;

/** The issue rows of the input: rules default to the issue type's legal rules. */
function resolveIssues(issues: readonly IssueInput[], settings: VotingSettings) {
  return issues.map((issue, index) => {
    const type = issueTypeById(issue.issueTypeId);
    if (!type) throw new AppError(400, VOTING_MESSAGES.issueTypeUnknown);
    return {
      issueKey: String(index + 1),
      sort: index + 1,
      title: issue.title,
      description: issue.description,
      issueType: type.issueType,
      effectRuleParam: (issue.effectRuleParam ?? type.effectRuleParam) as RuleTriple,
      votingRuleParam: (issue.votingRuleParam ?? type.votingRuleParam) as RuleTriple,
      countingRuleParam: (issue.countingRuleParam ?? null) as RuleTriple | null,
      choices: offeredChoices(settings),
    };
  });
}

/**
 * The voting service: the lifecycle (here), the scope and white list, the owner's side and the
 * online cast queue (their own files), over one shared core.
 */
export function createVotingService(deps: VotingDeps) {
  const core = createVotingCore(deps);
  const {
    db,
    clock,
    repo,
    inTransaction,
    requireVoting,
    communitySettings,
    resolveScope,
    scopeIdsOf,
    appendLocked,
    freezeLocked,
    ensureFrozen,
    freezeDue,
    replacePaperLocked,
    statistics,
    infoDto,
    liveRoll,
  } = core;

  function checkDates(input: Parameters<typeof votingPeriodProblem>[0]) {
    const problem = votingPeriodProblem(input, clock.now());
    if (problem) throw new AppError(400, problem);
  }

  const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

  /** The files a vote names: each list with the message that names its field (issue #22 item 7). */
  const checkFiles = (
    access: CommunityAccess,
    userId: number,
    input: { materialAttachments?: string[]; signAttachment?: string[]; faceAuthorizationLetter?: string[] },
  ) =>
    requireCommunityFiles(db, access.community.id, userId, [
      [input.materialAttachments, VOTING_MESSAGES.attachmentInvalid],
      [input.signAttachment, VOTING_FIELD_MESSAGES.signAttachmentInvalid],
      [input.faceAuthorizationLetter, VOTING_FIELD_MESSAGES.faceAuthorizationLetterInvalid],
    ]);

  /** 400 when the announcement day (SPEC §3 votingDate) comes after the day the vote opens. */
  function checkVotingDate(votingDate: string | null | undefined, startDate: string | null | undefined) {
    const problem = votingDateProblem(votingDate, startDate);
    if (problem) throw new AppError(400, problem);
  }

  return {
    issueTypes: () => ISSUE_TYPES.map((type) => ({ ...type })),

    settings: (access: CommunityAccess) => communitySettings(access.community.id),

    /** Changes apply to votes published later; a published vote keeps the settings it was published with. */
    async updateSettings(access: CommunityAccess, actorUserId: number, settings: VotingSettings) {
      const { localRule, ...plain } = settings;
      const variant = settings.deemedTowardQuorum === true && localRule ? localRule : null;
      // The adopted rules of procedure are a file of this community (issue #22 item 3).
      if (variant)
        await requireCommunityFiles(db, access.community.id, actorUserId, [
          [[variant.file], LOCAL_RULE_MESSAGES.fileInvalid],
        ]);
      await repo.saveCommunitySettings(access.community.id, {
        ...plain,
        deemedTowardQuorum: variant !== null,
        localRuleFile: variant?.file ?? null,
        localRuleClause: variant?.clause ?? null,
      });
      return settingsDtoOf(await communitySettings(access.community.id));
    },

    async list(access: CommunityAccess, input: z.infer<typeof votingListInput>) {
      const now = clock.now();
      const rows = await repo.listOfCommunity(
        access.community.id,
        input.searchKey,
        votingDraftsHidden(access),
      );
      const filtered = input.votingState
        ? rows.filter((row) => stateOf(row, now) === input.votingState)
        : rows;
      const pageRows = filtered.slice((input.page - 1) * input.size, input.page * input.size);
      const counts = await repo.issueCounts(pageRows.map((row) => row.id));
      return {
        list: pageRows.map((row) => listItem(row, counts.get(row.id) ?? 0, now)),
        total: filtered.length,
        page: input.page,
        size: input.size,
      };
    },

    async info(access: CommunityAccess, votingCode: string) {
      return infoDto(await requireVoting(access, votingCode));
    },

    async draftInfo(access: CommunityAccess, votingCode: string) {
      const row = await requireVoting(access, votingCode);
      if (row.votingState !== 'DRAFT') {
        throw new AppError(
          409,
          formatMessage(VOTING_MESSAGES.wrongState, VotingState.label(stateOf(row, clock.now())), '编辑草稿'),
        );
      }
      return infoDto(row);
    },

    async create(access: CommunityAccess, actorUserId: number, input: z.infer<typeof votingCreateInput>) {
      checkDates(input);
      const settings = await communitySettings(access.community.id);
      const issues = resolveIssues(input.issues, settings);
      for (const issue of issues) {
        if (isBelowLegalFloor(issue.issueType, issue)) {
          throw new AppError(400, formatMessage(VOTING_MESSAGES.belowLegalFloor, issue.title));
        }
      }
      const now = clock.now();
      // Left out, the vote is announced by its publication today.
      const votingDate = input.votingDate ?? shanghaiDay(now);
      checkVotingDate(votingDate, input.startDate);
      const scope = await resolveScope(access, input, true);
      await checkFiles(access, actorUserId, input);
      const row = await inTransaction(async (tx) => {
        const voting = await tx.insert({
          votingCode: newBusinessCode('V'),
          communityId: access.community.id,
          title: input.title,
          description: input.description,
          votingState: votingStateAfter('CREATE') ?? 'HAS_NOT_STARTED',
          scopeType: scope.scopeType,
          startDate: new Date(input.startDate),
          endDate: new Date(input.endDate),
          pdStartDate: dateOrNull(input.pdStartDate),
          pdEndDate: dateOrNull(input.pdEndDate),
          materialAttachments: input.materialAttachments,
          votingDate,
          votingRule: input.votingRule,
          signAttachment: input.signAttachment,
          faceAuthorizationLetter: input.faceAuthorizationLetter,
          settings,
          voterRefKey: newVoterRefKey(),
          createdBy: actorUserId,
          createdAt: now,
          updatedAt: now,
        });
        await tx.replaceIssues(voting.id, issues);
        await tx.replaceScope(voting.id, scope.buildingIds, scope.houseIds);
        const rows = await tx.housesInScope(access.community.id, scope);
        if (rows.length === 0) throw new AppError(400, VOTING_MESSAGES.scopeHasNoHouses);
        return voting;
      });
      // Published at once: owners in scope open the materials by their public id.
      await publishAttachments(db, row.materialAttachments);
      return infoDto(row);
    },

    async saveDraft(access: CommunityAccess, actorUserId: number, input: z.infer<typeof votingDraftInput>) {
      const settings = await communitySettings(access.community.id);
      const issues = resolveIssues(input.issues, settings);
      const scope = await resolveScope(access, input, false);
      const now = clock.now();
      const existing = input.votingCode ? await requireVoting(access, input.votingCode) : null;
      if (existing) requireAction(existing, now, 'SAVE_DRAFT');
      checkVotingDate(input.votingDate, input.startDate);
      await checkFiles(access, actorUserId, input);
      const fields = {
        title: input.title,
        description: input.description,
        scopeType: scope.scopeType,
        startDate: dateOrNull(input.startDate),
        endDate: dateOrNull(input.endDate),
        pdStartDate: dateOrNull(input.pdStartDate),
        pdEndDate: dateOrNull(input.pdEndDate),
        materialAttachments: input.materialAttachments,
        votingDate: input.votingDate ?? null,
        votingRule: input.votingRule,
        signAttachment: input.signAttachment,
        faceAuthorizationLetter: input.faceAuthorizationLetter,
        settings,
        updatedAt: now,
      };
      const row = await inTransaction(async (tx) => {
        let voting: VotingRow;
        if (existing) {
          await tx.update(existing.id, fields);
          voting = { ...existing, ...fields };
        } else {
          voting = await tx.insert({
            ...fields,
            votingCode: newBusinessCode('V'),
            communityId: access.community.id,
            votingState: 'DRAFT',
            voterRefKey: newVoterRefKey(),
            createdBy: actorUserId,
            createdAt: now,
          });
        }
        await tx.replaceIssues(voting.id, issues);
        await tx.replaceScope(voting.id, scope.buildingIds, scope.houseIds);
        return voting;
      });
      return infoDto(row);
    },

    async copy(access: CommunityAccess, actorUserId: number, votingCode: string) {
      const source = await requireVoting(access, votingCode);
      const now = clock.now();
      requireAction(source, now, 'COPY');
      const [issues, scope] = await Promise.all([repo.issuesOf(source.id), scopeIdsOf(repo, source)]);
      const settings = await communitySettings(access.community.id);
      const row = await inTransaction(async (tx) => {
        const voting = await tx.insert({
          votingCode: newBusinessCode('V'),
          communityId: access.community.id,
          title: source.title,
          description: source.description,
          votingState: 'DRAFT',
          scopeType: source.scopeType,
          materialAttachments: source.materialAttachments,
          // The rules text goes with the copy; its date and the signed papers belong to the original.
          votingRule: source.votingRule,
          settings,
          voterRefKey: newVoterRefKey(),
          createdBy: actorUserId,
          createdAt: now,
          updatedAt: now,
        });
        await tx.replaceIssues(
          voting.id,
          issues.map(({ id: _id, votingId: _votingId, ...issue }) => ({
            ...issue,
            choices: offeredChoices(settings),
          })),
        );
        await tx.replaceScope(voting.id, scope.buildingIds, scope.houseIds);
        return voting;
      });
      return infoDto(row);
    },

    async deleteDraft(access: CommunityAccess, votingCode: string) {
      const row = await requireVoting(access, votingCode);
      requireAction(row, clock.now(), 'DELETE_DRAFT');
      await repo.delete(row.id);
      return null;
    },

    async updateEdgeInfo(
      access: CommunityAccess,
      actorUserId: number,
      input: z.infer<typeof votingEdgeInfoInput>,
    ) {
      const row = await requireVoting(access, input.votingCode);
      const now = clock.now();
      requireAction(row, now, 'UPDATE_EDGE_INFO');
      await checkFiles(access, actorUserId, input);
      // The vote is already published (never a draft here): added materials are the owners' too.
      if (input.materialAttachments !== undefined) await publishAttachments(db, input.materialAttachments);
      await repo.update(row.id, {
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.materialAttachments !== undefined
          ? { materialAttachments: input.materialAttachments }
          : {}),
        ...(input.signAttachment !== undefined ? { signAttachment: input.signAttachment } : {}),
        ...(input.faceAuthorizationLetter !== undefined
          ? { faceAuthorizationLetter: input.faceAuthorizationLetter }
          : {}),
        updatedAt: now,
      });
      return infoDto((await repo.findById(row.id)) ?? row);
    },

    async delay(access: CommunityAccess, votingCode: string, endDate: string) {
      const row = await requireVoting(access, votingCode);
      const now = clock.now();
      requireAction(row, now, 'DELAY');
      const end = new Date(endDate);
      if (row.endDate && end.getTime() <= row.endDate.getTime())
        throw new AppError(400, VOTING_MESSAGES.delayNotLater);
      if (end.getTime() <= now.getTime()) throw new AppError(400, VOTING_MESSAGES.endInPast);
      await repo.update(row.id, { endDate: end, updatedAt: now });
      return infoDto({ ...row, endDate: end });
    },

    async withdraw(access: CommunityAccess, votingCode: string) {
      const row = await requireVoting(access, votingCode);
      const now = clock.now();
      requireAction(row, now, 'WITHDRAW');
      await repo.update(row.id, { votingState: 'ABANDONED', updatedAt: now });
      return null;
    },

    async terminate(access: CommunityAccess, votingCode: string) {
      const row = await requireVoting(access, votingCode);
      const now = clock.now();
      await inTransaction(async (tx) => {
        const locked = await tx.lock(row.id);
        if (!locked) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
        requireAction(locked, now, 'TERMINATE');
        await freezeLocked(tx, locked, now);
        await appendLocked(tx, locked.id, 'VOTING_TERMINATED', { votingCode }, now);
        await tx.update(locked.id, { votingState: 'TERMINATE', updatedAt: now });
      });
      return null;
    },

    ...createScopeService(core),

    ...createEvidenceService(core),

    ...createOwnerService(core),
    // One cast service per voting service: its per-vote queue map is the single one of this instance.
    ...createCastService(core),

    /** The helpers the paper, delivery and result services share (one lock, one chain). */
    core: {
      /** The dependencies, for services that build their own core (proxy voting). */
      deps,
      requireVoting,
      ensureFrozen,
      freezeDue,
      inTransaction,
      appendLocked,
      freezeLocked,
      statistics,
      replacePaperLocked,
      infoDto,
      communitySettings,
      scopeIdsOf,
      liveRoll,
      ownerInScope: core.ownerInScope,
    },

    /** Exposed for the property test: SQL statistics of a vote by id. */
    async statisticsById(votingId: number) {
      const voting = await repo.findById(votingId);
      if (!voting) return [];
      return statistics(voting, await repo.issuesOf(voting.id));
    },
  };
}

export type VotingService = ReturnType<typeof createVotingService>;

/**
 * Roster deletions are refused while a published vote that has not ended covers the objects (issue 4);
 * any other roster write first freezes the rolls of votes that have started (issue #22 item 1).
 */
export function createVotingUsageChecker(db: Db, clock: Clock): RosterUsageChecker {
  const repo = createVotingRepository(db);
  const { freezeDue } = createVotingCore({ db, clock });
  const live = (rows: VotingRow[]) => {
    const now = clock.now();
    return rows.find((row) => {
      const state = stateOf(row, now);
      return state === 'HAS_NOT_STARTED' || state === 'PROCESSING';
    });
  };
  return {
    buildingInUse: async (communityId, buildingIds) =>
      live(await repo.votingsTouchingBuildings(communityId, buildingIds))?.title ?? null,
    houseInUse: async (_communityId, houseIds) =>
      live(await repo.votingsTouchingHouses(houseIds))?.title ?? null,
    beforeRosterChange: async (communityId) => {
      await freezeDue(communityId);
    },
  };
}
