/**
 * Command-line verifier of a published vote (DESIGN §7): reads the exported aggregate JSON (the file
 * GET /v1/votePublic/aggregate downloads, or the whole GET /v1/votePublic/info answer) and recomputes
 * the hash chain (Web Crypto SHA-256), the roll digest and the tally with the same domain functions
 * the browser pages use (`verifyAggregate`), so the command line and the owners' page cannot differ.
 * Run: `npm run verify-vote -- <file> [--ballot <receipt hash>]…`; exit code 0 when everything
 * verifies (and every given receipt is a counted ballot of the chain), 1 when not.
 */
import { readFileSync } from 'node:fs';
import { formatRatioAsRate } from '@gongzhi/domain/common/percent';
import { findBallotInChain } from '@gongzhi/domain/voting/evidence-chain';
import { lawExactSettings, RuleBasis, ruleBasisOf } from '@gongzhi/domain/voting/local-rule';
import {
  housesOfVoter,
  isPseudonymousAggregate,
  type VoteAggregate,
  verifyAggregate,
  voterOfPayload,
} from '@gongzhi/domain/voting/vote-aggregate';
import { voteAggregateSchema } from '@gongzhi/domain/voting/voting-paper-api';

/** The aggregate inside a file: the aggregate itself, `{ aggregate }` or the envelope `{ data: { aggregate } }`. */
export function aggregateFrom(json: unknown): VoteAggregate {
  const candidates = [
    json,
    (json as { aggregate?: unknown })?.aggregate,
    (json as { data?: { aggregate?: unknown } })?.data?.aggregate,
  ];
  for (const candidate of candidates) {
    const parsed = voteAggregateSchema.safeParse(candidate);
    if (parsed.success) return parsed.data as VoteAggregate;
  }
  throw new Error('文件不是表决存证导出数据（gongzhi-vote-aggregate/1）');
}

/**
 * Verifies the file at `path`, printing a report, and looks up each receipt hash of `ballots` (the
 * owner's 投票凭证) among its counted ballots; resolves to the exit code.
 */
export async function verifyVoteFile(
  path: string,
  print: (line: string) => void = console.log,
  ballots: readonly string[] = [],
): Promise<number> {
  let aggregate: VoteAggregate;
  try {
    aggregate = aggregateFrom(JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    print(`无法读取 ${path}：${(error as Error).message}`);
    return 1;
  }
  const result = await verifyAggregate(aggregate);
  print(`表决：${aggregate.title}（${aggregate.votingCode}）`);
  print(`存证记录：${result.chain.count} 条，链头 ${result.chain.head}`);
  print(`哈希链：${result.chain.valid ? '通过' : `失败，第 ${result.chain.firstBadIndex} 条`}`);
  print(`名册摘要：${result.rollMatches ? '一致' : '不一致'}`);
  print(
    `投票人标识：${isPseudonymousAggregate(aggregate) ? '本次表决专用的加密编号（不含姓名、手机号或房号）' : '业主编号（早期表决的存证格式）'}`,
  );
  print(`有效选票：${result.ballotCount} 张`);
  print(`计票规则：${RuleBasis.label(ruleBasisOf(aggregate.settings))}`);
  for (const issue of result.tally) {
    print(
      `议题 ${issue.issueKey}：参与面积 ${formatRatioAsRate(issue.participating.area, issue.total.area)}，` +
        `参与人数 ${formatRatioAsRate(issue.participating.heads, issue.total.heads)}，` +
        `同意 ${issue.agree.heads} 人，${issue.passed ? '通过' : '未通过'}`,
    );
  }
  // Under a local rule, the same ballots judged by the law beside it (issue #22 item 3).
  if (ruleBasisOf(aggregate.settings) === 'LOCAL_RULE') {
    const law = await verifyAggregate({ ...aggregate, settings: lawExactSettings(aggregate.settings) });
    for (const issue of law.tally) {
      print(
        `议题 ${issue.issueKey} 按《民法典》计（不计视为参与）：参与人数 ` +
          `${formatRatioAsRate(issue.participating.heads, issue.total.heads)}，` +
          `${issue.quorum ? '达到' : '未达到'}生效条件，${issue.passed ? '通过' : '未通过'}`,
      );
    }
  }
  if (result.resultMatches !== null) print(`公示结果与重新计票：${result.resultMatches ? '一致' : '不一致'}`);
  let ballotsOk = true;
  for (const hash of ballots) {
    const found = findBallotInChain(aggregate.entries, hash);
    if (found.index === null) print(`选票 ${hash}：未在存证链中找到`);
    else if (found.replaced) print(`选票 ${hash}：第 ${found.index} 条存证，已被替换`);
    else {
      print(`选票 ${hash}：第 ${found.index} 条存证，已计入`);
      const voter = voterOfPayload(aggregate.entries[found.index]?.payload);
      const houses = housesOfVoter(aggregate, voter);
      print(`  投票人编号 ${voter}${houses.length > 0 ? `，房号 ${houses.join('、')}` : ''}`);
    }
    ballotsOk &&= found.index !== null && !found.replaced;
  }
  if (!result.valid) {
    print(`校验失败（index ${result.firstBadIndex}）：${result.problem}`);
    return 1;
  }
  if (!ballotsOk) {
    print('校验失败：选票未计入');
    return 1;
  }
  print('校验通过');
  return 0;
}

/** `<file> [--ballot <hash>]…` → the file and the receipt hashes; null when the file is missing. */
export function argumentsOf(argv: readonly string[]): { file: string; ballots: string[] } | null {
  const ballots: string[] = [];
  let file: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--ballot') {
      const hash = argv[index + 1];
      if (!hash) return null;
      ballots.push(hash);
      index += 1;
    } else if (!file) file = arg;
  }
  return file ? { file, ballots } : null;
}

const isMain = process.argv[1]?.endsWith('verify-vote.ts');
if (isMain) {
  const args = argumentsOf(process.argv.slice(2));
  if (!args) {
    console.error('用法：npm run verify-vote -- <导出的存证文件.json> [--ballot <投票凭证哈希>]…');
    process.exit(2);
  }
  process.exit(await verifyVoteFile(args.file, console.log, args.ballots));
}
