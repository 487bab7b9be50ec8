import { formatMessage } from '@gongzhi/domain/common/messages';
import { GOV_INFORMATION_MESSAGES } from '@gongzhi/domain/gov-information/gov-information-api';
import type {
  GovSolicitationCreateInput,
  GovSolicitationDraftInput,
  GovSolicitationInfoDto,
  GovSolicitationListItemDto,
  govSolicitationListInput,
} from '@gongzhi/domain/gov-solicitation/gov-solicitation-api';
import {
  QUESTIONNAIRE_MESSAGES as M,
  type QuestionInput,
} from '@gongzhi/domain/questionnaire/questionnaire-api';
import { QuestionnaireDisplayState } from '@gongzhi/domain/questionnaire/questionnaire-enums';
import { QuestionnaireAction } from '@gongzhi/domain/questionnaire/questionnaire-status';
import type { z } from 'zod';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { newBusinessCode } from '../../common/secure-random';
import type { Db } from '../../db/client';
import type { CommunityRepository, GovStaffRow } from '../community/repository';
import { createGovPublishing } from '../gov-information/publishing';
import {
  claimAttachments,
  createQuestionnaireRepository,
  filesOf,
  type SolicitationRow,
} from '../questionnaire/repository';
import { questionDtos, requireAction, requireDelayable, stateOf } from '../questionnaire/service';
import { createGovSolicitationRepository } from './repository';

type Deps = { db: Db; clock: Clock; communities: CommunityRepository };
type SaveInput = GovSolicitationDraftInput | GovSolicitationCreateInput;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The files the owners open: the questionnaire's own and material, then questions' and options'. */
function filesNamed(
  descFile: readonly string[],
  mvcFile: readonly string[],
  questions: readonly QuestionInput[],
): string[] {
  return [
    ...descFile,
    ...mvcFile,
    ...questions.flatMap((question) => [
      ...question.descFile,
      ...question.options.flatMap((option) => option.descFile),
    ]),
  ];
}

/**
 * Government opinion collection (SPEC §7 gov/intentionSolicitation/*). The questionnaire itself is a
 * row of the questionnaire tables with publisher kind GOV, kept with its first target community;
 * owners of every target community answer it through the owner H5's questionnaire calls.
 */
export function createGovSolicitationService(deps: Deps) {
  const { db, clock } = deps;
  const questionnaires = createQuestionnaireRepository(db);
  const repo = createGovSolicitationRepository(db);
  const publishing = createGovPublishing(db, deps.communities);

  async function requireVisible(staff: GovStaffRow, code: string) {
    const row = await questionnaires.findByCode(code);
    const audience = row?.publisherKind === 'GOV' ? await repo.audienceOf(row.id) : null;
    if (!row || !audience || !publishing.canSee(staff, audience.unit)) throw new AppError(404, M.notFound);
    return { row, audience };
  }

  async function audienceDto(row: SolicitationRow) {
    const audience = await repo.audienceOf(row.id);
    const targets = audience?.targets ?? [];
    return {
      allCommunities: audience?.unit.allCommunities ?? false,
      communities: targets.map(({ communityInfoCode, communityName }) => ({
        communityInfoCode,
        communityName,
      })),
      ownerCount: await publishing.ownerCount(targets.map((target) => target.communityId)),
      publisherName: await repo.publisherName(row.createdBy),
    };
  }

  function summary(row: SolicitationRow, joinNum: number, joinDate: Date | null) {
    const state = stateOf(row, clock.now());
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
      tags: [],
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function infoDto(row: SolicitationRow): Promise<GovSolicitationInfoDto> {
    const questions = await questionnaires.questionsOf(row.id);
    const joinNum = (await questionnaires.joinCounts([row.id])).get(row.id) ?? 0;
    const joinDate = (await questionnaires.lastJoinDates([row.id])).get(row.id) ?? null;
    const counts = await questionnaires.optionCounts(row.id);
    const named = [
      ...row.descFile,
      ...row.mvcFile,
      ...row.signAttachment,
      ...questions.flatMap((question) => [
        ...question.descFile,
        ...question.options.flatMap((option) => option.descFile),
      ]),
    ];
    return {
      ...summary(row, joinNum, joinDate),
      desc: row.description,
      descFile: row.descFile,
      mvcFile: row.mvcFile,
      signAttachment: row.signAttachment,
      relationProposalId: null,
      scopeType: 'COMMUNITY',
      buildingCodes: [],
      buildingNames: [],
      questions: questionDtos(questions, joinNum, counts),
      files: await filesOf(db, named),
      ...(await audienceDto(row)),
    };
  }

  /** Creates or re-saves (the draft named by id) with isDraft as given; one transaction. */
  async function save(actor: Actor, input: SaveInput, isDraft: 'YES' | 'NO') {
    const staff = await publishing.certifiedStaff(actor);
    const now = clock.now();
    const action = isDraft === 'YES' ? 'SAVE_DRAFT' : 'CREATE';
    const existing = input.intentionSolicitationId
      ? (await requireVisible(staff, input.intentionSolicitationId)).row
      : null;
    const refuseUnlessDraft = (row: SolicitationRow) => {
      if (row.isDraft === 'YES') return;
      const state = stateOf(row, now);
      throw new AppError(
        409,
        formatMessage(
          M.wrongState,
          QuestionnaireDisplayState.label(state),
          QuestionnaireAction.label(action),
        ),
      );
    };
    if (existing) refuseUnlessDraft(existing);
    if (isDraft === 'NO' && input.endDate && Date.parse(input.endDate) <= now.getTime())
      throw new AppError(400, M.endInPast);
    if (input.startDate && input.endDate && Date.parse(input.startDate) >= Date.parse(input.endDate))
      throw new AppError(400, M.startAfterEnd);
    const targets = await publishing.resolveTargets(staff, input);
    const home = targets[0];
    if (!home) throw new AppError(400, GOV_INFORMATION_MESSAGES.communitiesRequired);
    // New files must be the caller's uploads; a re-saved draft may keep the files it already names.
    const kept = existing
      ? filesNamed(
          existing.descFile,
          [...existing.mvcFile, ...existing.signAttachment],
          (await questionnaires.questionsOf(existing.id)).map((question) => ({
            title: question.title,
            type: question.questionType,
            required: question.required,
            descFile: question.descFile,
            options: question.options.map((option) => ({
              content: option.content,
              descFile: option.descFile,
            })),
          })),
        )
      : [];
    // Owners open the released files; the sign sheet (SPEC §3 signAttachment) stays with the unit.
    const released = await publishing.ownFiles(
      actor,
      filesNamed(input.descFile, input.mvcFile, input.questions),
      kept,
    );
    const signSheet = await publishing.ownFiles(actor, input.signAttachment, kept);
    const values = {
      title: input.title,
      description: input.desc,
      descFile: input.descFile,
      mvcFile: input.mvcFile,
      signAttachment: input.signAttachment,
      tagIds: [],
      relationProposalId: null,
      scopeType: 'COMMUNITY' as const,
      scopeBuildingIds: [],
      startDate: input.startDate ? new Date(input.startDate) : null,
      endDate: input.endDate ? new Date(input.endDate) : null,
      communityId: home.id,
      isDraft,
      updatedAt: now,
    };
    const row = await db.transaction(async (transaction) => {
      const txDb = transaction as unknown as Db;
      const tx = createQuestionnaireRepository(txDb);
      if (existing) {
        const locked = await tx.lock(existing.id);
        if (!locked) throw new AppError(404, M.notFound);
        refuseUnlessDraft(locked);
      }
      const saved = existing
        ? await tx.update(existing.id, values)
        : await tx.insert({
            ...values,
            solicitationCode: newBusinessCode('GS'),
            publisherKind: 'GOV',
            createdBy: actor.userId,
            createdAt: now,
          });
      await tx.replaceQuestions(saved.id, input.questions);
      await createGovSolicitationRepository(txDb).saveAudience(
        {
          solicitationId: saved.id,
          ...publishing.unitOf(staff),
          allCommunities: input.allCommunities,
        },
        targets.map((community) => community.id),
      );
      await claimAttachments(txDb, home.id, [...released, ...signSheet]);
      return saved;
    });
    // Owners of every target community open the files by their public id (as released information).
    await publishing.releaseFiles(released, undefined);
    return infoDto(row);
  }

  /**
   * Runs a state change on a questionnaire the caller's unit may manage (a street manages its
   * 社区's, as it sees them; 404 otherwise), locked in one transaction; the state rule is the
   * questionnaire area's (409 `问卷{state}，不能{action}`).
   */
  async function change<T>(
    actor: Actor,
    code: string,
    action: 'WITHDRAW' | 'DELAY' | 'DELETE' | 'DELETE_DRAFT',
    apply: (
      tx: ReturnType<typeof createQuestionnaireRepository>,
      row: SolicitationRow,
      now: Date,
    ) => Promise<T>,
  ): Promise<T> {
    const staff = await publishing.certifiedStaff(actor);
    const { row: found } = await requireVisible(staff, code);
    const now = clock.now();
    return db.transaction(async (transaction) => {
      const tx = createQuestionnaireRepository(transaction as unknown as Db);
      const row = await tx.lock(found.id);
      if (!row) throw new AppError(404, M.notFound);
      requireAction(row, now, action);
      return apply(tx, row, now);
    });
  }

  return {
    /** WITHDRAWN from now on, keeping the answers given (issue #28); corrected through a new draft. */
    async withdraw(actor: Actor, code: string) {
      await change(actor, code, 'WITHDRAW', async (tx, row, now) => {
        await tx.update(row.id, { withdrawnAt: now, updatedAt: now });
      });
      return null;
    },

    /** A later end only (the questionnaire area's rule); answers are kept. */
    async delay(actor: Actor, code: string, endDate: string) {
      const next = new Date(endDate);
      const row = await change(actor, code, 'DELAY', async (tx, locked, now) => {
        requireDelayable(locked, next, now);
        return tx.update(locked.id, { endDate: next, updatedAt: now });
      });
      return infoDto(row);
    },

    /** DELETE an ended questionnaire or DELETE_DRAFT a draft; audience and answers go with it. */
    async remove(actor: Actor, code: string, action: 'DELETE' | 'DELETE_DRAFT') {
      await change(actor, code, action, (tx, row) => tx.remove(row.id));
      return null;
    },

    create: (actor: Actor, input: GovSolicitationCreateInput) => save(actor, input, 'NO'),
    saveDraft: (actor: Actor, input: GovSolicitationDraftInput) => save(actor, input, 'YES'),

    async webList(actor: Actor, input: z.infer<typeof govSolicitationListInput>) {
      const staff = await publishing.certifiedStaff(actor);
      const { rows, total } = await repo.list(staff, input, clock.now(), input.page, input.size);
      const ids = rows.map((row) => row.id);
      const joins = await questionnaires.joinCounts(ids);
      const lastJoins = await questionnaires.lastJoinDates(ids);
      const list: GovSolicitationListItemDto[] = [];
      for (const row of rows)
        list.push({
          ...summary(row, joins.get(row.id) ?? 0, lastJoins.get(row.id) ?? null),
          ...(await audienceDto(row)),
        });
      return { list, total, page: input.page, size: input.size };
    },

    async info(actor: Actor, code: string) {
      const staff = await publishing.certifiedStaff(actor);
      return infoDto((await requireVisible(staff, code)).row);
    },

    async textAnswers(
      actor: Actor,
      input: { intentionSolicitationId: string; questionId: number; page: number; size: number },
    ) {
      const staff = await publishing.certifiedStaff(actor);
      const { row } = await requireVisible(staff, input.intentionSolicitationId);
      const { rows, total } = await questionnaires.textAnswers(
        row.id,
        input.questionId,
        input.page,
        input.size,
      );
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
  };
}

export type GovSolicitationService = ReturnType<typeof createGovSolicitationService>;
