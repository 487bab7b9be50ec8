import { formatMessage } from '@gongzhi/domain/common/messages';
import { formatRatioAsRate } from '@gongzhi/domain/common/percent';
import { noticeCreateInput } from '@gongzhi/domain/notice/notice-api';
import { ComparisonOperator } from '@gongzhi/domain/voting/comparison-operator';
import { VotingState } from '@gongzhi/domain/voting/voting-enums';
import { isResultAnnounced } from '@gongzhi/domain/voting/voting-lifecycle';
import {
  type OwnerReceiptDto,
  type OwnerVoteResultDto,
  ownerResultPath,
  type ResultNoticeDto,
} from '@gongzhi/domain/voting/voting-result-api';
import type { RuleTriple } from '@gongzhi/domain/voting/voting-rules';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import type { CommunityAccess } from '../community/access-service';
import type { NoticeService } from '../notice/service';
import { filesOf } from '../questionnaire/repository';
import type { VotingPaperService } from './paper-service';
import { createVotingRepository } from './repository';
import { stateOf, type VotingService } from './service';
import { VOTING_MESSAGES } from './voting-messages';

type Deps = {
  db: Db;
  clock: Clock;
  voting: VotingService;
  paper: VotingPaperService;
  notices: NoticeService;
  /** The public address of the site (config.publicUrl): the notice links the owner page by it. */
  publicUrl: string;
};

type PublicInfo = Awaited<ReturnType<VotingPaperService['publicInfo']>>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const SHANGHAI_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const SHANGHAI_MINUTE = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

const ruleText = (rule: RuleTriple) => {
  const symbol = ComparisonOperator.label(rule[2]);
  return `面积 ${symbol} ${rule[0]} 且人数 ${symbol} ${rule[1]}`;
};

/**
 * The notice text: the vote's title, each issue's verdict with participation and agreement as the
 * published result states them (the server's result DTO; nothing recomputed here), and the link to
 * the owner page where owners check their ballot. Every value from users is escaped.
 */
export function resultNoticeContent(info: PublicInfo, resultUrl: string): string {
  const { result } = info;
  const end = result.publicityEndDate
    ? `，公示期至 ${SHANGHAI_MINUTE.format(new Date(result.publicityEndDate))}`
    : '';
  const issues = result.issues.map((issue) => {
    const verdict = issue.passed ? '通过' : issue.quorum ? '未通过' : '未通过（参与未达到生效条件）';
    return (
      `<li><strong>${escapeHtml(issue.title)}</strong>：${verdict}。` +
      `参与表决面积 ${formatRatioAsRate(issue.participating.area, issue.total.area)}、` +
      `人数 ${formatRatioAsRate(issue.participating.heads, issue.total.heads)}（生效条件：${ruleText(issue.effectRuleParam)}）；` +
      `同意面积占参与 ${formatRatioAsRate(issue.agree.area, issue.participating.area)}、` +
      `人数占参与 ${formatRatioAsRate(issue.agree.heads, issue.participating.heads)}（表决规则：${ruleText(issue.votingRuleParam)}）。</li>`
    );
  });
  const evidence =
    info.aggregate !== null
      ? `<p>哈希链存证：${result.chain.count} 条记录，链头 ${result.chain.head}。业主可在结果页面本机重新计算哈希链，核验自己的选票已计入。</p>`
      : '';
  const remark = result.remark ? `<p>${escapeHtml(result.remark)}</p>` : '';
  return [
    `<p>《${escapeHtml(info.title)}》已结束，现将表决结果公示如下${end}。共收到有效表决票 ${result.ballotCount} 张。</p>`,
    `<ol>${issues.join('')}</ol>`,
    remark,
    evidence,
    `<p><a href="${escapeHtml(resultUrl)}">查看表决结果、核验我的选票</a></p>`,
  ].join('');
}

/**
 * The owners' side of a published result (issue 20 item 6): the announced result for owners in the
 * vote's scope, with only their own receipts, and the committee's one-click publicity notice. The
 * result is the same DTO the workbench's 公示 page shows (paper service `publicInfo`).
 */
export function createVotingResultService(deps: Deps) {
  const { db, clock, voting, paper, notices, publicUrl } = deps;
  const repo = createVotingRepository(db);

  function requireAnnounced(state: VotingState): void {
    if (!isResultAnnounced(state))
      throw new AppError(409, formatMessage(VOTING_MESSAGES.resultNotAnnounced, VotingState.label(state)));
  }

  /** The caller's counted ballots in this vote (one per voter they belong to), newest roll order. */
  async function receiptsOf(votingId: number, userId: number): Promise<OwnerReceiptDto[]> {
    const voters = await repo.votersOfUser(votingId, userId);
    const ballots = await repo.ballotsOfVoters(voters.map((voter) => voter.id));
    return Promise.all(
      ballots.map(async (ballot) => ({
        ballotHash: ballot.chainHash,
        seq: (await repo.chainSeqOf(votingId, ballot.chainHash)) ?? 0,
        channel: ballot.channel,
        castAt: ballot.createdAt.toISOString(),
        houseCodes: await repo.houseCodesOfVoters([ballot.voterId]),
      })),
    );
  }

  return {
    /**
     * GET /v1/owner/voteResult: 404 for drafts, unknown votes and owners without a house in the
     * vote's scope (as the owner's vote page); 409 until the result is announced.
     */
    async ownerResult(userId: number, votingCode: string): Promise<OwnerVoteResultDto> {
      const mine = await voting.ownerVoteInfo(userId, votingCode);
      requireAnnounced(mine.votingState);
      // Owners in scope read the whole aggregate with the house annex (issue #21 item 5).
      const [info, row] = await Promise.all([
        paper.publicInfo(votingCode, 'member'),
        repo.findByCode(votingCode),
      ]);
      if (!row) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
      const files = info.result.resultFile ? await filesOf(db, [info.result.resultFile]) : [];
      return {
        ...info,
        communityInfoCode: mine.communityInfoCode,
        resultFiles: files.flatMap((file) => (file.pubAttachmentId ? [{ ...file }] : [])),
        myReceipts: await receiptsOf(row.id, userId),
      };
    },

    /**
     * POST /v1/voting/publishResultNotice: creates and publishes a community notice (notice
     * service, so its rules and owners' read receipts apply) with the title, the result summary and
     * the owner page's link. Only while the result is announced (409 otherwise).
     */
    async publishResultNotice(
      access: CommunityAccess,
      userId: number,
      votingCode: string,
    ): Promise<ResultNoticeDto> {
      const row = await voting.core.requireVoting(access, votingCode);
      requireAnnounced(stateOf(row, clock.now()));
      const info = await paper.publicInfo(votingCode, 'member');
      const resultUrl = `${publicUrl}${ownerResultPath(votingCode)}`;
      const title = formatMessage(VOTING_MESSAGES.resultNoticeTitle, info.title).slice(0, 100);
      const notice = await notices.create(
        access,
        userId,
        noticeCreateInput.parse({
          communityInfoCode: access.community.communityInfoCode,
          title,
          noticeType: 'OWNERS_MEETING',
          content: resultNoticeContent(info, resultUrl),
          material: info.result.resultFile ? [info.result.resultFile] : [],
          publicityDate: SHANGHAI_DAY.format(clock.now()),
        }),
      );
      return { communityNoticeCode: notice.communityNoticeCode, title: notice.title, resultUrl };
    },
  };
}

export type VotingResultService = ReturnType<typeof createVotingResultService>;
