import { formatMessage } from '@gongzhi/domain/common/messages';
import { GENESIS_HASH } from '@gongzhi/domain/voting/evidence-chain';
import { IssueType } from '@gongzhi/domain/voting/issue-types';
import { lawExactSettings, RuleBasis, ruleBasisOf } from '@gongzhi/domain/voting/local-rule';
import type { IssueTally } from '@gongzhi/domain/voting/tally';
import { publishedIssueOf } from '@gongzhi/domain/voting/vote-aggregate';
import { ResultPublicityMode, VotingState } from '@gongzhi/domain/voting/voting-enums';
import { mayPerformVotingAction } from '@gongzhi/domain/voting/voting-lifecycle';
import type { resultPublicityInput } from '@gongzhi/domain/voting/voting-paper-api';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../common/app-error';
import { communities } from '../../db/schema';
import type { CommunityAccess } from '../community/access-service';
import { publishAttachments } from '../file/publish';
import { claimAttachments, usableAttachmentCount } from '../questionnaire/repository';
import { correctionsOf } from './corrections';
import { createObjectionPeriods, objectionEndFor } from './objection-service';
import { iso, type PaperContext } from './paper-context';
import type { AggregateAudience } from './public-aggregate';
import type { VotingIssueRow, VotingRow } from './repository';
import { requireAction, stateOf } from './service';
import { VOTING_MESSAGES } from './voting-messages';

/** The result: preview, publication, the staff, member and public result pages. */
export function createPublishedResultService(ctx: PaperContext) {
  const { db, clock, core, repo, paper, aggregates, frozenVoting } = ctx;
  const periods = createObjectionPeriods({ db, clock });

  /** The tally of a vote now (SQL aggregates, equal to the pure tally). */
  /** The tally, and under the local-rule variant the law-exact one beside it (issue #22 item 3). */
  async function currentTally(voting: VotingRow) {
    const issues = await repo.issuesOf(voting.id);
    const results = await core.statistics(voting, issues);
    const lawExact =
      ruleBasisOf(voting.settings) === 'LOCAL_RULE'
        ? await core.statistics({ ...voting, settings: lawExactSettings(voting.settings) }, issues)
        : [];
    return { issues, results, lawExact };
  }

  /** The rule a result names, for every page that shows one. */
  function ruleOf(voting: VotingRow) {
    const ruleBasis = ruleBasisOf(voting.settings);
    return {
      ruleBasis,
      ruleBasisName: RuleBasis.label(ruleBasis),
      localRule: ruleBasis === 'LOCAL_RULE' ? (voting.settings.localRule ?? null) : null,
    };
  }

  function resultIssues(
    issues: readonly VotingIssueRow[],
    results: readonly IssueTally[],
    lawExact: readonly IssueTally[],
  ) {
    return issues.flatMap((issue) => {
      const result = results.find((item) => item.issueKey === issue.issueKey);
      if (!result) return [];
      const law = lawExact.find((item) => item.issueKey === issue.issueKey);
      return [
        {
          issueKey: issue.issueKey,
          title: issue.title,
          issueTypeName: IssueType.label(issue.issueType),
          effectRuleParam: issue.effectRuleParam,
          votingRuleParam: issue.votingRuleParam,
          countingRuleParam: issue.countingRuleParam ?? null,
          total: result.total,
          participating: result.participating,
          agree: result.agree,
          disagree: result.disagree,
          abstain: result.abstain,
          blank: result.blank,
          noBallot: result.noBallot,
          quorum: result.quorum,
          passed: result.passed,
          lawExact: law ? { participating: law.participating, quorum: law.quorum, passed: law.passed } : null,
        },
      ];
    });
  }

  async function resultDto(voting: VotingRow) {
    const result = await paper.resultOf(voting.id);
    if (!result) return null;
    const { issues, results, lawExact } = await currentTally(voting);
    // First: a read may make the result final, which appends RESULT_FINAL; the head must include it,
    // or the page's own verification finds the recomputed head unequal to the one shown.
    const objectionPeriod = await periods.periodDto(result);
    const head = await repo.chainHead(voting.id);
    return {
      votingCode: voting.votingCode,
      publicityMode: result.publicityMode,
      publicityModeName: ResultPublicityMode.label(result.publicityMode),
      announce: result.announce,
      publicityEndDate: iso(result.publicityEndDate),
      resultFile: result.resultFile,
      remark: result.remark,
      publishedAt: result.publishedAt.toISOString(),
      ballotCount: result.ballotCount,
      issues: resultIssues(issues, results, lawExact),
      chain: { head: head?.hash ?? GENESIS_HASH, count: head ? head.seq + 1 : 0 },
      corrections: await correctionsOf(db, voting.id),
      ...ruleOf(voting),
      objectionPeriod,
    };
  }

  /** The published vote for the public page, or 404. */
  async function publicVoting(votingCode: string) {
    const voting = await repo.findByCode(votingCode);
    const notPublic = new AppError(404, VOTING_MESSAGES.resultNotPublic);
    if (!voting) throw notPublic;
    const state = stateOf(voting, clock.now());
    if (state !== 'ANNOUNCEMENT' && state !== 'FINISH') throw notPublic;
    const result = await paper.resultOf(voting.id);
    if (!result?.announce) throw notPublic;
    return { voting, state, result };
  }

  /**
   * The published result with its aggregate: for `public` (no login) only a pseudonymous
   * aggregate (null for a vote whose chain names voters by owner ids); for `member` (the
   * community's owners and staff) the aggregate with the house annex (issue #21 item 5).
   */
  async function publishedInfo(votingCode: string, audience: AggregateAudience = 'public') {
    const { voting, state, result } = await publicVoting(votingCode);
    const [community] = await db
      .select({ name: communities.communityName })
      .from(communities)
      .where(eq(communities.id, voting.communityId));
    const dto = await resultDto(voting);
    if (!dto) throw new AppError(404, VOTING_MESSAGES.resultNotPublic);
    return {
      votingCode: voting.votingCode,
      title: voting.title,
      communityName: community?.name ?? '',
      votingState: state,
      votingStateName: VotingState.label(state),
      startDate: iso(voting.startDate),
      endDate: iso(voting.endDate),
      result: dto,
      aggregate:
        result.publicityMode === 'RESULT_DATA_WITH_EVIDENCE'
          ? await aggregates.aggregateFor(voting, audience)
          : null,
    };
  }
  return {
    // ── result ──
    async checkPublicity(access: CommunityAccess, votingCode: string) {
      const voting = await frozenVoting(access, votingCode);
      const now = clock.now();
      const state = stateOf(voting, now);
      const pending = (await paper.entryCounts(voting.id)).get('PENDING') ?? 0;
      const reasons: string[] = [];
      if (!mayPerformVotingAction(state, 'PUBLISH_RESULT')) {
        reasons.push(formatMessage(VOTING_MESSAGES.wrongState, VotingState.label(state), '公示结果'));
      }
      if (pending > 0) reasons.push(formatMessage(VOTING_MESSAGES.publishPending, pending));
      return { canPublish: reasons.length === 0, reasons, pendingEntryCount: pending };
    },

    async resultPreview(access: CommunityAccess, votingCode: string) {
      const voting = await frozenVoting(access, votingCode);
      requireAction(voting, clock.now(), 'PREVIEW_RESULT');
      const { issues, results, lawExact } = await currentTally(voting);
      const head = await repo.chainHead(voting.id);
      return {
        votingCode: voting.votingCode,
        publicityMode: null,
        publicityModeName: null,
        announce: false,
        publicityEndDate: null,
        resultFile: null,
        remark: '',
        publishedAt: null,
        ballotCount: await repo.ballotCount(voting.id),
        issues: resultIssues(issues, results, lawExact),
        chain: { head: head?.hash ?? GENESIS_HASH, count: head ? head.seq + 1 : 0 },
        corrections: await correctionsOf(db, voting.id),
        ...ruleOf(voting),
        objectionPeriod: null,
      };
    },

    async publish(access: CommunityAccess, actorUserId: number, input: z.infer<typeof resultPublicityInput>) {
      const found = await frozenVoting(access, input.votingCode);
      const now = clock.now();
      const end = input.publicityEndDate ? new Date(input.publicityEndDate) : null;
      if (input.announce && (!end || end.getTime() <= now.getTime()))
        throw new AppError(400, VOTING_MESSAGES.publicityEndRequired);
      if (input.publicityMode === 'RESULT_FILE_ONLY' && !input.resultFile)
        throw new AppError(400, VOTING_MESSAGES.resultFileRequired);
      // The result file must be an uploaded file of the community (or the caller's own); announced,
      // it becomes public so the owners in scope download it from their result page.
      const resultFiles = input.resultFile ? [input.resultFile] : [];
      const usable = await usableAttachmentCount(db, found.communityId, actorUserId, resultFiles);
      if (usable.found !== usable.unique) throw new AppError(400, VOTING_MESSAGES.attachmentInvalid);
      await core.inTransaction(async (tx, txPaper) => {
        const voting = await tx.lock(found.id);
        if (!voting) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
        requireAction(voting, now, 'PUBLISH_RESULT');
        const pending = (await txPaper.entryCounts(voting.id)).get('PENDING') ?? 0;
        if (pending > 0) throw new AppError(409, formatMessage(VOTING_MESSAGES.publishPending, pending));
        const issues = await tx.issuesOf(voting.id);
        const results = await core.statistics(voting, issues, tx);
        const ballotCount = await tx.ballotCount(voting.id);
        if (input.publicityMode === 'RESULT_DATA_WITH_EVIDENCE') {
          await core.appendLocked(
            tx,
            voting.id,
            'RESULT_PUBLISHED',
            {
              votingCode: voting.votingCode,
              ballotCount,
              issues: results.map(publishedIssueOf),
              remark: input.remark,
            },
            now,
          );
        }
        const head = await tx.chainHead(voting.id);
        await txPaper.insertResult({
          votingId: voting.id,
          publicityMode: input.publicityMode,
          announce: input.announce,
          publicityEndDate: input.announce ? end : null,
          resultFile: input.resultFile ?? null,
          remark: input.remark,
          issues: results.map(publishedIssueOf),
          ballotCount,
          chainHead: head?.hash ?? GENESIS_HASH,
          chainCount: head ? head.seq + 1 : 0,
          publishedBy: actorUserId,
          publishedAt: now,
          // The publication opens the objection period (issue #22 item 4): preliminary until it ends.
          objectionEndDate: objectionEndFor(voting, now),
        });
        await tx.update(voting.id, {
          votingState: input.announce ? 'ANNOUNCEMENT' : 'FINISH_NO_ANNOUNCEMENT',
          publicityEndDate: input.announce ? end : null,
          updatedAt: now,
        });
      });
      await claimAttachments(db, found.communityId, resultFiles);
      if (input.announce) await publishAttachments(db, resultFiles);
      const voting = (await repo.findById(found.id)) ?? found;
      return resultDto(voting);
    },

    async resultInfo(access: CommunityAccess, votingCode: string) {
      return resultDto(await core.requireVoting(access, votingCode));
    },

    publicInfo: publishedInfo,

    /**
     * GET /v1/voting/aggregateFull: the announced result of a vote of the caller's community as
     * members read it (404 for another community's vote, null before the announcement).
     */
    async memberInfo(access: CommunityAccess, votingCode: string) {
      const voting = await core.requireVoting(access, votingCode);
      // Null until the result is announced (as resultInfo before publication): the vote is there.
      const state = stateOf(voting, clock.now());
      if (state !== 'ANNOUNCEMENT' && state !== 'FINISH') return null;
      if (!(await paper.resultOf(voting.id))?.announce) return null;
      return publishedInfo(votingCode, 'member');
    },

    /** GET /v1/votePublic/aggregate: the pseudonymous aggregate, 404 where none may be published. */
    async publicAggregate(votingCode: string) {
      const { voting, result } = await publicVoting(votingCode);
      if (result.publicityMode !== 'RESULT_DATA_WITH_EVIDENCE')
        throw new AppError(404, VOTING_MESSAGES.resultNotPublic);
      const aggregate = await aggregates.aggregateFor(voting, 'public');
      if (!aggregate) throw new AppError(404, VOTING_MESSAGES.aggregateMembersOnly);
      return aggregate;
    },
  };
}
