import { maySeeDrafts } from '@gongzhi/domain/account/draft-visibility';
import { formatMessage } from '@gongzhi/domain/common/messages';
import {
  type AnswerItemInput,
  answersProblem,
  QUESTIONNAIRE_MESSAGES as M,
  optionResult,
  type QuestionDto,
  type QuestionnaireAttachmentInput,
  type QuestionnaireCreateInput,
  type QuestionnaireDraftInput,
  type QuestionnaireInfoDto,
  type QuestionnaireListItemDto,
  type questionnaireListInput,
  SOLICITATION_TAGS,
  solicitationTagById,
} from '@gongzhi/domain/questionnaire/questionnaire-api';
import {
  isChoiceQuestion,
  QuestionnaireDisplayState,
  QuestionType,
} from '@gongzhi/domain/questionnaire/questionnaire-enums';
import {
  deriveQuestionnaireState,
  mayPerformQuestionnaireAction,
  QuestionnaireAction,
  questionnaireDelayProblem,
} from '@gongzhi/domain/questionnaire/questionnaire-status';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { isUniqueViolation } from '../../common/db-errors';
import { newBusinessCode } from '../../common/secure-random';
import type { Db } from '../../db/client';
import { proposals } from '../../db/tables/proposal';
import type { CommunityAccess } from '../community/access-service';
import { publishAttachments } from '../file/publish';
import {
  addresseeCommunityIds,
  buildingsByCodes,
  buildingsByIds,
  claimAttachments,
  createQuestionnaireRepository,
  filesOf,
  ownedHousesIn,
  type QuestionnaireRepository,
  type QuestionRow,
  questionnaireRelationsIn,
  type SolicitationRow,
  usableAttachmentCount,
} from './repository';

type Deps = { db: Db; clock: Clock };
type ListInput = z.infer<typeof questionnaireListInput>;
type AnswerItemRow = { questionId: number; optionId: number | null; text: string | null };

export const ATTACHMENT_INVALID = M.attachmentInvalid;
const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export function stateOf(row: Pick<SolicitationRow, 'isDraft' | 'startDate' | 'endDate'>, now: Date) {
  return deriveQuestionnaireState(row, now);
}

export function requireAction(row: SolicitationRow, now: Date, action: QuestionnaireAction) {
  const state = stateOf(row, now);
  if (!mayPerformQuestionnaireAction(state, action)) {
    throw new AppError(
      409,
      formatMessage(M.wrongState, QuestionnaireDisplayState.label(state), QuestionnaireAction.label(action)),
    );
  }
  return state;
}

/** 400 unless `next` is a valid new end (SPEC §4 delay; the rule is the domain's, shared with gov). */
export function requireDelayable(row: Pick<SolicitationRow, 'endDate'>, next: Date, now: Date) {
  const problem = questionnaireDelayProblem(row, next, now);
  if (problem === 'END_IN_PAST') throw new AppError(400, M.endInPast);
  if (problem === 'NOT_LATER') throw new AppError(400, M.delayNotLater);
}

function tagsOf(tagIds: readonly number[]) {
  return tagIds.flatMap((tagId) => {
    const tag = solicitationTagById(tagId);
    return tag ? [{ tagId: tag.tagId, tagName: tag.tagName }] : [];
  });
}

/** The questions as the DTO gives them; counts are zero unless results are passed. */
export function questionDtos(
  questions: readonly QuestionRow[],
  joinNum: number,
  counts?: { byOption: Map<number, number>; byQuestion: Map<number, number> },
): QuestionDto[] {
  return questions.map((question) => ({
    questionId: question.id,
    title: question.title,
    type: question.questionType,
    typeName: QuestionType.label(question.questionType),
    required: question.required,
    descFile: question.descFile,
    answerNum: counts?.byQuestion.get(question.id) ?? 0,
    options: question.options.map((option) => ({
      optionId: option.id,
      content: option.content,
      descFile: option.descFile,
      ...optionResult(counts?.byOption.get(option.id) ?? 0, joinNum),
    })),
  }));
}

type NamedFiles = { descFile: readonly string[]; mvcFile: readonly string[] };

/**
 * The attachment codes owners see with a published questionnaire: its description files, its meeting
 * material (mvcFile), then those of questions and options. Never the staff's sign sheet.
 */
function ownerFiles(
  item: NamedFiles,
  questions: readonly {
    descFile: readonly string[];
    options: readonly { descFile: readonly string[] }[];
  }[],
): string[] {
  return [
    ...item.descFile,
    ...item.mvcFile,
    ...questions.flatMap((question) => [
      ...question.descFile,
      ...question.options.flatMap((option) => option.descFile),
    ]),
  ];
}

/** Every attachment code a questionnaire names, the sign sheet (SPEC §3 signAttachment) included. */
function filesNamed(
  item: NamedFiles & { signAttachment: readonly string[] },
  questions: Parameters<typeof ownerFiles>[1],
): string[] {
  return [...ownerFiles(item, questions), ...item.signAttachment];
}

/**
 * An owner's answers checked against the questions (400 with the first problem) and turned into
 * stored items: one per chosen option, one per non-empty text.
 */
function answerItems(
  questions: readonly QuestionRow[],
  answers: readonly AnswerItemInput[],
): AnswerItemRow[] {
  const problem = answersProblem(
    questions.map((question) => ({
      questionId: question.id,
      type: question.questionType,
      required: question.required,
      optionIds: question.options.map((option) => option.id),
    })),
    answers,
  );
  if (problem) throw new AppError(400, problem);
  return answers.flatMap((item): AnswerItemRow[] => {
    const question = questions.find((candidate) => candidate.id === item.questionId);
    if (!question) return [];
    if (isChoiceQuestion(question.questionType)) {
      return item.optionIds.map((optionId) => ({ questionId: item.questionId, optionId, text: null }));
    }
    const text = item.text.trim();
    return text === '' ? [] : [{ questionId: item.questionId, optionId: null, text }];
  });
}

/** Whether the proposal named by relationProposalId is one of this community's (proposals area). */
async function proposalExists(db: Db, communityId: number, proposalId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.proposalCode, proposalId), eq(proposals.communityId, communityId)));
  return row !== undefined;
}

export function createQuestionnaireService(deps: Deps) {
  const { db, clock } = deps;
  const repo = createQuestionnaireRepository(db);
  const inTransaction = <T>(work: (tx: QuestionnaireRepository, txDb: Db) => Promise<T>) =>
    db.transaction(async (tx) =>
      work(createQuestionnaireRepository(tx as unknown as Db), tx as unknown as Db),
    );

  /** The community's questionnaire; a draft only for INTENTION_MANAGEMENT (issue #28: else 404). */
  async function requireSolicitation(access: CommunityAccess, code: string): Promise<SolicitationRow> {
    const row = await repo.findByCode(code);
    if (
      !row ||
      row.communityId !== access.community.id ||
      row.publisherKind !== 'COMMUNITY' ||
      (row.isDraft === 'YES' && !maySeeDrafts(access.permissions, 'INTENTION'))
    )
      throw new AppError(404, M.notFound);
    return row;
  }

  /** Tags, buildings, files and the proposal link of an input: 400 for anything unknown. */
  async function resolveRefs(access: CommunityAccess, userId: number, input: QuestionnaireDraftInput) {
    if (input.tagIds.some((tagId) => !solicitationTagById(tagId))) throw new AppError(400, M.tagUnknown);
    let scopeBuildingIds: number[] = [];
    if (input.scopeType === 'BUILDING') {
      const codes = [...new Set(input.buildingCodes)];
      const found = await buildingsByCodes(db, access.community.id, codes);
      if (found.length !== codes.length) throw new AppError(400, M.buildingUnknown);
      scopeBuildingIds = found.map((building) => building.id);
    }
    const files = filesNamed(input, input.questions);
    const check = await usableAttachmentCount(db, access.community.id, userId, files);
    if (check.found !== check.unique) throw new AppError(400, ATTACHMENT_INVALID);
    if (input.relationProposalId) {
      const exists = await proposalExists(db, access.community.id, input.relationProposalId);
      if (!exists) throw new AppError(400, M.proposalUnknown);
    }
    return { scopeBuildingIds, files, published: ownerFiles(input, input.questions) };
  }

  function rowValues(input: QuestionnaireDraftInput, scopeBuildingIds: number[]) {
    return {
      title: input.title,
      description: input.desc,
      descFile: input.descFile,
      mvcFile: input.mvcFile,
      signAttachment: input.signAttachment,
      tagIds: [...new Set(input.tagIds)],
      relationProposalId: input.relationProposalId ?? null,
      scopeType: input.scopeType,
      scopeBuildingIds,
      startDate: input.startDate ? new Date(input.startDate) : null,
      endDate: input.endDate ? new Date(input.endDate) : null,
    };
  }

  /** Creates or re-saves (the draft named by id) with isDraft as given; one transaction. */
  async function save(
    access: CommunityAccess,
    userId: number,
    input: QuestionnaireDraftInput,
    isDraft: 'YES' | 'NO',
  ): Promise<QuestionnaireInfoDto> {
    const now = clock.now();
    const existing = input.intentionSolicitationId
      ? await requireSolicitation(access, input.intentionSolicitationId)
      : null;
    if (existing) requireAction(existing, now, isDraft === 'YES' ? 'SAVE_DRAFT' : 'CREATE');
    if (isDraft === 'NO' && input.endDate && Date.parse(input.endDate) <= now.getTime()) {
      throw new AppError(400, M.endInPast);
    }
    if (input.startDate && input.endDate && Date.parse(input.startDate) >= Date.parse(input.endDate)) {
      throw new AppError(400, M.startAfterEnd);
    }
    const { scopeBuildingIds, files, published } = await resolveRefs(access, userId, input);
    const values = { ...rowValues(input, scopeBuildingIds), isDraft, updatedAt: now };
    const row = await inTransaction(async (tx, txDb) => {
      if (existing) {
        const locked = await tx.lock(existing.id);
        if (!locked) throw new AppError(404, M.notFound);
        requireAction(locked, now, isDraft === 'YES' ? 'SAVE_DRAFT' : 'CREATE');
      }
      const saved = existing
        ? await tx.update(existing.id, values)
        : await tx.insert({
            ...values,
            solicitationCode: newBusinessCode('IS'),
            communityId: access.community.id,
            createdBy: userId,
            createdAt: now,
          });
      await tx.replaceQuestions(saved.id, input.questions);
      await claimAttachments(txDb, access.community.id, files);
      // Published to owners: its files (its own, its material, its questions' and options') open by
      // public id; the sign sheet stays the staff's.
      if (isDraft === 'NO') await publishAttachments(txDb, published);
      return saved;
    });
    return infoDto(row);
  }

  async function infoDto(row: SolicitationRow): Promise<QuestionnaireInfoDto> {
    const now = clock.now();
    const state = stateOf(row, now);
    const questions = await repo.questionsOf(row.id);
    const joinNum = (await repo.joinCounts([row.id])).get(row.id) ?? 0;
    const joinDate = (await repo.lastJoinDates([row.id])).get(row.id) ?? null;
    const counts = await repo.optionCounts(row.id);
    const scopeBuildings = await buildingsByIds(db, row.scopeBuildingIds);
    const files = await filesOf(db, filesNamed(row, questions));
    return {
      ...listItem(row, state, joinNum, joinDate),
      desc: row.description,
      descFile: row.descFile,
      mvcFile: row.mvcFile,
      signAttachment: row.signAttachment,
      relationProposalId: row.relationProposalId,
      scopeType: row.scopeType,
      buildingCodes: scopeBuildings.map((building) => building.code),
      buildingNames: scopeBuildings.map((building) => building.name),
      questions: questionDtos(questions, joinNum, counts),
      files,
    };
  }

  function listItem(
    row: SolicitationRow,
    state: QuestionnaireDisplayState,
    joinNum: number,
    joinDate: Date | null,
  ): QuestionnaireListItemDto {
    return {
      intentionSolicitationId: row.solicitationCode,
      title: row.title,
      isDraft: row.isDraft,
      state,
      stateName: QuestionnaireDisplayState.label(state),
      startDate: iso(row.startDate),
      endDate: iso(row.endDate),
      joinNum,
      joinDate: iso(joinDate),
      tags: tagsOf(row.tagIds),
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** An owner's standing towards a questionnaire: houses in scope, certified or not. */
  async function eligibility(row: SolicitationRow, userId: number, database: Db = db) {
    // A government questionnaire asks the owners of each of its target communities (scope COMMUNITY).
    const owned = [];
    for (const communityId of await addresseeCommunityIds(database, row)) {
      // Owners, and the tenants and family members the community asks too (SPEC §3 votingRoleTypes).
      const relations = await questionnaireRelationsIn(database, communityId);
      owned.push(...(await ownedHousesIn(database, userId, communityId, relations)));
    }
    const inScope = owned.filter(
      (house) => row.scopeType === 'COMMUNITY' || row.scopeBuildingIds.includes(house.buildingId),
    );
    const certified = inScope.some((house) => house.infoState === 'CORRECT_INFO');
    return { inScope: inScope.length > 0, certified };
  }

  /** What an owner's list shows of a questionnaire, and its page starts with. */
  function ownerSummary(
    row: SolicitationRow,
    state: ReturnType<typeof stateOf>,
    community: { communityInfoCode: string; communityName: string },
    answered: boolean,
  ) {
    return {
      intentionSolicitationId: row.solicitationCode,
      communityInfoCode: community.communityInfoCode,
      communityName: community.communityName,
      title: row.title,
      state,
      stateName: QuestionnaireDisplayState.label(state),
      startDate: iso(row.startDate),
      endDate: iso(row.endDate),
      answered,
    };
  }

  /** The owner's page of a questionnaire (owner H5), from rows already read. */
  async function ownerView(
    userId: number,
    row: SolicitationRow,
    standing: Awaited<ReturnType<typeof eligibility>>,
    mine: Awaited<ReturnType<QuestionnaireRepository['answerOf']>>,
    questions: Awaited<ReturnType<QuestionnaireRepository['questionsOf']>>,
  ) {
    const state = stateOf(row, clock.now());
    const resultsVisible = state === 'ENDED';
    // The kept count (migrations 0020, 0022), not a count of every answer on each owner's page.
    const joinNum = resultsVisible ? row.answerCount : 0;
    const counts = resultsVisible ? await repo.optionCounts(row.id) : undefined;
    let reason: string | null = null;
    if (state === 'WITHDRAWN') reason = M.withdrawn;
    else if (mine) reason = M.alreadyAnswered;
    else if (state !== 'IN_PROGRESS') reason = M.notOpen;
    else if (!standing.certified) reason = M.notCertified;
    const canChange = mine !== null && state === 'IN_PROGRESS' && standing.certified;
    const community = (await repo.publishedForOwner(userId)).find((item) => item.row.id === row.id) ?? {
      communityInfoCode: '',
      communityName: '',
    };
    return {
      ...ownerSummary(row, state, community, mine !== null),
      desc: row.description,
      descFile: row.descFile,
      mvcFile: row.mvcFile,
      joinNum,
      resultsVisible,
      questions: questionDtos(questions, joinNum, counts),
      files: await filesOf(db, ownerFiles(row, questions)),
      myAnswer: mine
        ? {
            joinDate: mine.answer.createdAt.toISOString(),
            answers: questions.flatMap((question) => {
              const items = mine.items.filter((item) => item.questionId === question.id);
              if (items.length === 0) return [];
              return [
                {
                  questionId: question.id,
                  optionIds: items.flatMap((item) => (item.optionId ? [item.optionId] : [])),
                  text: items.find((item) => item.text !== null)?.text ?? '',
                },
              ];
            }),
          }
        : null,
      canAnswer: reason === null,
      cannotAnswerReason: reason,
      canChange,
    };
  }

  /**
   * A published questionnaire of the owner's houses; a withdrawn one only for owners who answered it
   * (they see it withdrawn with their answer, issue #28), else 404 as a draft.
   */
  async function requireOwnerVisible(userId: number, code: string) {
    const row = await repo.findByCode(code);
    if (!row || row.isDraft === 'YES') throw new AppError(404, M.notFound);
    const standing = await eligibility(row, userId);
    if (!standing.inScope) throw new AppError(404, M.notFound);
    if (row.withdrawnAt && !(await repo.answeredIds(userId, [row.id])).has(row.id))
      throw new AppError(404, M.notFound);
    return { row, standing };
  }

  return {
    tags: () => SOLICITATION_TAGS.map((tag) => ({ ...tag })),
    tag(tagId: number) {
      const tag = solicitationTagById(tagId);
      if (!tag) throw new AppError(404, M.tagUnknown);
      return { ...tag };
    },

    create: (access: CommunityAccess, userId: number, input: QuestionnaireCreateInput) =>
      save(access, userId, input, 'NO'),
    saveDraft: (access: CommunityAccess, userId: number, input: QuestionnaireDraftInput) =>
      save(access, userId, input, 'YES'),

    async withdraw(access: CommunityAccess, code: string) {
      const found = await requireSolicitation(access, code);
      const now = clock.now();
      await inTransaction(async (tx) => {
        const row = await tx.lock(found.id);
        if (!row) throw new AppError(404, M.notFound);
        requireAction(row, now, 'WITHDRAW');
        // WITHDRAWN from now on; the answers given are kept, staff still read and export them and the
        // owners who answered see it withdrawn (issue #28). It is corrected through copyToDraft.
        await tx.update(row.id, { withdrawnAt: now, updatedAt: now });
      });
      return null;
    },

    async delay(access: CommunityAccess, code: string, endDate: string) {
      const found = await requireSolicitation(access, code);
      const now = clock.now();
      const next = new Date(endDate);
      const row = await inTransaction(async (tx) => {
        const locked = await tx.lock(found.id);
        if (!locked) throw new AppError(404, M.notFound);
        requireAction(locked, now, 'DELAY');
        requireDelayable(locked, next, now);
        return tx.update(locked.id, { endDate: next, updatedAt: now });
      });
      return infoDto(row);
    },

    async remove(access: CommunityAccess, code: string, action: 'DELETE' | 'DELETE_DRAFT') {
      const found = await requireSolicitation(access, code);
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
      const source = await requireSolicitation(access, code);
      const now = clock.now();
      requireAction(source, now, 'COPY_TO_DRAFT');
      const questions = await repo.questionsOf(source.id);
      const row = await inTransaction(async (tx) => {
        const copy = await tx.insert({
          solicitationCode: newBusinessCode('IS'),
          communityId: source.communityId,
          title: source.title,
          description: source.description,
          descFile: source.descFile,
          // The material goes with the copy; the signatures belong to the original.
          mvcFile: source.mvcFile,
          signAttachment: [],
          tagIds: source.tagIds,
          relationProposalId: source.relationProposalId,
          isDraft: 'YES',
          scopeType: source.scopeType,
          scopeBuildingIds: source.scopeBuildingIds,
          startDate: null,
          endDate: null,
          createdBy: userId,
          createdAt: now,
          updatedAt: now,
        });
        await tx.replaceQuestions(
          copy.id,
          questions.map((question) => ({
            title: question.title,
            type: question.questionType,
            required: question.required,
            descFile: question.descFile,
            options: question.options.map((option) => ({
              content: option.content,
              descFile: option.descFile,
            })),
          })),
        );
        return copy;
      });
      return infoDto(row);
    },

    async list(access: CommunityAccess, input: ListInput) {
      const now = clock.now();
      // View-only callers list published questionnaires only (issue #28).
      const hideDrafts = !maySeeDrafts(access.permissions, 'INTENTION');
      const { rows, total } = await repo.list(
        access.community.id,
        { ...input, hideDrafts },
        now,
        input.page,
        input.size,
      );
      const ids = rows.map((row) => row.id);
      const joins = await repo.joinCounts(ids);
      const lastJoins = await repo.lastJoinDates(ids);
      return {
        list: rows.map((row) =>
          listItem(row, stateOf(row, now), joins.get(row.id) ?? 0, lastJoins.get(row.id) ?? null),
        ),
        total,
        page: input.page,
        size: input.size,
      };
    },

    async info(access: CommunityAccess, code: string) {
      return infoDto(await requireSolicitation(access, code));
    },

    /**
     * Ours (as the quick resolution's updateAttachment): the meeting material and the sign sheet, which
     * is usually collected after the questionnaire, may be replaced in any state. Files are checked as
     * at creation (400); once published, the material is published with it.
     */
    async updateAttachments(access: CommunityAccess, userId: number, input: QuestionnaireAttachmentInput) {
      const found = await requireSolicitation(access, input.intentionSolicitationId);
      const files = [...input.mvcFile, ...input.signAttachment];
      const check = await usableAttachmentCount(db, access.community.id, userId, files);
      if (check.found !== check.unique) throw new AppError(400, ATTACHMENT_INVALID);
      const now = clock.now();
      const row = await inTransaction(async (tx, txDb) => {
        const locked = await tx.lock(found.id);
        if (!locked) throw new AppError(404, M.notFound);
        await claimAttachments(txDb, access.community.id, files);
        if (locked.isDraft === 'NO') await publishAttachments(txDb, input.mvcFile);
        return tx.update(locked.id, {
          mvcFile: input.mvcFile,
          signAttachment: input.signAttachment,
          updatedAt: now,
        });
      });
      return infoDto(row);
    },

    async textAnswers(
      access: CommunityAccess,
      input: { intentionSolicitationId: string; questionId: number; page: number; size: number },
    ) {
      const row = await requireSolicitation(access, input.intentionSolicitationId);
      const { rows, total } = await repo.textAnswers(row.id, input.questionId, input.page, input.size);
      return {
        list: rows.map((item) => ({
          questionId: item.questionId,
          text: item.text ?? '',
          ownerName: item.ownerName ?? `${item.mobile.slice(0, 3)}****${item.mobile.slice(-4)}`,
          joinDate: item.joinDate.toISOString(),
        })),
        total,
        page: input.page,
        size: input.size,
      };
    },

    /**
     * For the export job: the questionnaire of a community with its questions and all answers. A
     * draft has no results and is not exported (the job may be started with the VIEW permission,
     * which does not see drafts; issue #28): it fails as for a missing questionnaire.
     */
    async exportData(communityId: number, code: string) {
      const row = await repo.findByCode(code);
      if (
        !row ||
        row.communityId !== communityId ||
        row.publisherKind !== 'COMMUNITY' ||
        row.isDraft === 'YES'
      )
        throw new AppError(404, M.notFound);
      const questions = await repo.questionsOf(row.id);
      const joinNum = (await repo.joinCounts([row.id])).get(row.id) ?? 0;
      const counts = await repo.optionCounts(row.id);
      return {
        row,
        joinNum,
        joinDate: (await repo.lastJoinDates([row.id])).get(row.id) ?? null,
        files: await filesOf(db, [...row.mvcFile, ...row.signAttachment]),
        questions: questionDtos(questions, joinNum, counts),
        answers: await repo.allAnswers(row.id),
      };
    },

    // ── owner H5 ──
    async ownerList(userId: number) {
      const now = clock.now();
      const rows = await repo.publishedForOwner(userId);
      const visible = [];
      for (const item of rows) {
        if ((await eligibility(item.row, userId)).inScope) visible.push(item);
      }
      const answered = await repo.answeredIds(
        userId,
        visible.map((item) => item.row.id),
      );
      // A withdrawn questionnaire stays in the lists of the owners who answered it (issue #28).
      const shown = visible.filter((item) => !item.row.withdrawnAt || answered.has(item.row.id));
      return shown.map(({ row, communityInfoCode, communityName }) => {
        return ownerSummary(
          row,
          stateOf(row, now),
          { communityInfoCode, communityName },
          answered.has(row.id),
        );
      });
    },

    async ownerInfo(userId: number, code: string) {
      const { row, standing } = await requireOwnerVisible(userId, code);
      const mine = await repo.answerOf(row.id, userId);
      const questions = await repo.questionsOf(row.id);
      return ownerView(userId, row, standing, mine, questions);
    },

    /** Submits an owner's answers once, while in progress, for certified owners of a house in scope. */
    async answer(userId: number, code: string, answers: readonly AnswerItemInput[]) {
      const now = clock.now();
      try {
        // The page answered from what the transaction read and wrote, not read again after it.
        const done = await inTransaction(async (tx, txDb) => {
          const row = await tx.lockForAnswer(code);
          if (!row || row.isDraft === 'YES') throw new AppError(404, M.notFound);
          const state = stateOf(row, now);
          if (state === 'WITHDRAWN') throw new AppError(409, M.withdrawn);
          if (state !== 'IN_PROGRESS') throw new AppError(409, M.notOpen);
          const standing = await eligibility(row, userId, txDb);
          if (!standing.inScope) throw new AppError(403, M.notInScope);
          if (!standing.certified) throw new AppError(403, M.notCertified);
          if (await tx.answerOf(row.id, userId)) throw new AppError(409, M.alreadyAnswered);
          const questions = await tx.questionsOf(row.id);
          const mine = await tx.insertAnswer(row.id, userId, answerItems(questions, answers), now);
          return { row, standing, questions, mine };
        });
        return await ownerView(userId, done.row, done.standing, done.mine, done.questions);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, M.alreadyAnswered);
        throw error;
      }
    },
    /**
     * Replaces an owner's submitted answers while the questionnaire is in progress (issue 6: answers
     * are changeable until the end). Same checks as answering; a refused change leaves the old answers.
     */
    async changeAnswer(userId: number, code: string, answers: readonly AnswerItemInput[]) {
      const now = clock.now();
      await inTransaction(async (tx, txDb) => {
        const row = await tx.lockForAnswer(code);
        if (!row || row.isDraft === 'YES') throw new AppError(404, M.notFound);
        const standing = await eligibility(row, userId, txDb);
        if (!standing.inScope) throw new AppError(403, M.notInScope);
        const mine = await tx.answerOf(row.id, userId);
        if (!mine) throw new AppError(409, M.notAnsweredYet);
        if (stateOf(row, now) !== 'IN_PROGRESS') throw new AppError(409, M.changeClosed);
        if (!standing.certified) throw new AppError(403, M.notCertified);
        const items = answerItems(await tx.questionsOf(row.id), answers);
        await tx.replaceAnswer(mine.answer.id, row.id, items, now);
      });
      return this.ownerInfo(userId, code);
    },
  };
}

export type QuestionnaireService = ReturnType<typeof createQuestionnaireService>;
