/**
 * Command-line verifier of a published vote (DESIGN §7): reads the exported aggregate JSON (the file
 * GET /v1/votePublic/aggregate downloads, or the whole GET /v1/votePublic/info answer) and recomputes
 * the hash chain (Web Crypto SHA-256), the roll digest and the tally with the same domain functions
 * the browser pages use (`verifyAggregate`), so the command line and the owners' page cannot differ.
 * It also checks the RFC 3161 time-stamp tokens the file carries (issue #22 item 8): each token's
 * signature, and that the head it stamps is an entry of the recomputed chain, so a chain rewritten
 * after a token was issued fails here; `--tsa-ca <CA certificate, PEM or DER>` also requires each
 * token to chain to that TSA's CA.
 * Run: `npm run verify-vote -- <file> [--ballot <receipt hash>]… [--tsa-ca <file>]`; exit code 0 when
 * everything verifies (and every given receipt is a counted ballot of the chain), 1 when not.
 */
import { readFileSync } from 'node:fs';
import { formatRatioAsRate } from '@gongzhi/domain/common/percent';
import { findBallotInChain } from '@gongzhi/domain/voting/evidence-chain';
import { lawExactSettings, RuleBasis, ruleBasisOf } from '@gongzhi/domain/voting/local-rule';
import { NOT_ANCHORED_TEXT } from '@gongzhi/domain/voting/timestamp-anchor';
import { verifyAnchors } from '@gongzhi/domain/voting/timestamp-token';
import {
  housesOfVoter,
  isPseudonymousAggregate,
  type VoteAggregate,
  verifyAggregate,
  voterOfPayload,
} from '@gongzhi/domain/voting/vote-aggregate';
import { voteAggregateSchema } from '@gongzhi/domain/voting/voting-paper-api';
import { certificateDer } from '../src/providers/timestamp/rfc3161-timestamp-authority';

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
  options: { tsaCaPath?: string } = {},
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
  const anchorsOk = await printAnchors(aggregate, print, options.tsaCaPath);
  if (!result.valid) {
    print(`校验失败（index ${result.firstBadIndex}）：${result.problem}`);
    return 1;
  }
  if (!anchorsOk) {
    print('校验失败：外部时间戳与存证链不符');
    return 1;
  }
  if (!ballotsOk) {
    print('校验失败：选票未计入');
    return 1;
  }
  print('校验通过');
  return 0;
}

/** Prints the external time-stamps of the file; false when one of them does not hold. */
async function printAnchors(
  aggregate: VoteAggregate,
  print: (line: string) => void,
  tsaCaPath: string | undefined,
): Promise<boolean> {
  const anchors = aggregate.anchors ?? [];
  if (anchors.length === 0) {
    print(`外部时间戳：无（${NOT_ANCHORED_TEXT}）`);
    return true;
  }
  const trustedCerts = tsaCaPath ? [certificateDer(readFileSync(tsaCaPath))] : [];
  const checked = await verifyAnchors(aggregate.entries, anchors, { trustedCerts });
  for (const anchor of checked.anchors) {
    print(
      `外部时间戳 ${anchor.tokenGenTime ?? anchor.genTime}（${anchor.signer ?? anchor.tsa}）：` +
        (anchor.valid ? `通过，盖在第 ${anchor.stampedSeq} 条存证记录的链头` : `失败，${anchor.problem}`),
    );
  }
  return checked.valid;
}

/**
 * `<file> [--ballot <hash>]… [--tsa-ca <file>]` → the file, the receipt hashes and the TSA CA
 * certificate; null when the file or an option's value is missing.
 */
export function argumentsOf(
  argv: readonly string[],
): { file: string; ballots: string[]; tsaCaPath?: string } | null {
  const ballots: string[] = [];
  let file: string | undefined;
  let tsaCaPath: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--ballot' || arg === '--tsa-ca') {
      const value = argv[index + 1];
      if (!value) return null;
      if (arg === '--ballot') ballots.push(value);
      else tsaCaPath = value;
      index += 1;
    } else if (!file) file = arg;
  }
  if (!file) return null;
  return tsaCaPath ? { file, ballots, tsaCaPath } : { file, ballots };
}

const isMain = process.argv[1]?.endsWith('verify-vote.ts');
if (isMain) {
  const args = argumentsOf(process.argv.slice(2));
  if (!args) {
    console.error(
      '用法：npm run verify-vote -- <导出的存证文件.json> [--ballot <投票凭证哈希>]… [--tsa-ca <时间戳服务 CA 证书>]',
    );
    process.exit(2);
  }
  process.exit(
    await verifyVoteFile(
      args.file,
      console.log,
      args.ballots,
      args.tsaCaPath ? { tsaCaPath: args.tsaCaPath } : {},
    ),
  );
}
