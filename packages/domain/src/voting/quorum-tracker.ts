import { z } from 'zod';
import { ComparisonOperator } from './comparison-operator';
import type { AreaHeads, IssueTally, TallySettings } from './tally';
import { parseRatio, type RuleTriple } from './voting-rules';

/**
 * The quorum tracker (issue #26 item 1): how far a running vote is from its effect rule (效力规则;
 * Civil Code art. 278: owners holding ≥ 2/3 of the area AND ≥ 2/3 of the owners take part, or the
 * vote's stricter rule). It reads the very {@link IssueTally} the result is made of, so "still
 * needed" is what the tally itself would need: exact integers (area in 0.01 m², heads), no floats.
 */
export type QuorumProgress = {
  issueKey: string;
  /** The effect rule the issue is judged by. */
  rule: RuleTriple;
  /** A and N of the frozen roll. */
  total: AreaHeads;
  /**
   * What the effect rule is judged on: real ballots (and blanks where they count); under the
   * local-rule variant that counts deemed owners toward the quorum, those too (DESIGN §7).
   */
  participating: AreaHeads;
  /** The least participating area and heads that satisfy the rule (for ≥ and > rules). */
  target: AreaHeads;
  /** max(0, target − participating) per component: "还需 N 位业主、X ㎡". */
  stillNeeded: AreaHeads;
  /** Whether the rule can still be met by more owners taking part (false e.g. for "> 1" or an empty roll). */
  reachable: boolean;
  /** The tally's own verdict on the effect rule. */
  quorum: boolean;
};

/**
 * The least integer x with x/total `operator` numerator/denominator, for the threshold operators
 * (≥, >); computed in BigInt so 2/3 of a huge area never rounds onto the bound.
 */
function leastSatisfying(total: number, ratioText: string, operator: ComparisonOperator): number {
  const ratio = parseRatio(ratioText);
  if (!ratio) throw new RangeError(`Not a ratio: ${ratioText}`);
  const scaled = BigInt(ratio.numerator) * BigInt(total);
  const denominator = BigInt(ratio.denominator);
  if (operator === 'GREATER_THAN') return Number(scaled / denominator + 1n);
  return Number((scaled + denominator - 1n) / denominator);
}

/**
 * The progress of one issue toward its effect rule. For ≥ and > rules the target is the least area
 * and the least heads that satisfy the rule; a quorum holds exactly when both are reached. A < or ≤
 * "rule" is met by little participation, so more participation never helps: nothing is still
 * needed, and it is reachable only while it holds.
 */
export function quorumProgress(
  result: IssueTally,
  settings: TallySettings,
  rule: RuleTriple,
): QuorumProgress {
  const participating = settings.deemedTowardQuorum === true ? result.participating : result.direct;
  const { total } = result;
  const [areaRatio, headRatio, operator] = rule;
  const base = { issueKey: result.issueKey, rule, total, participating: { ...participating } };
  if (operator !== 'GREATER_THAN' && operator !== 'GREATER_THAN_OR_EQUAL') {
    return {
      ...base,
      target: { area: 0, heads: 0 },
      stillNeeded: { area: 0, heads: 0 },
      reachable: result.quorum,
      quorum: result.quorum,
    };
  }
  const target = {
    area: leastSatisfying(total.area, areaRatio, operator),
    heads: leastSatisfying(total.heads, headRatio, operator),
  };
  return {
    ...base,
    target,
    stillNeeded: {
      area: Math.max(0, target.area - participating.area),
      heads: Math.max(0, target.heads - participating.heads),
    },
    // A share of an empty roll satisfies nothing (voting-rules satisfiesRule).
    reachable: total.area > 0 && total.heads > 0 && target.area <= total.area && target.heads <= total.heads,
    quorum: result.quorum,
  };
}

/**
 * The vote as a whole: every issue must reach its rule, so what is still needed is the largest need
 * of any issue per component, and participation is the smallest of any issue per component.
 */
export function voteQuorumProgress(issues: readonly QuorumProgress[]) {
  const max = (pick: (item: QuorumProgress) => number) => Math.max(0, ...issues.map(pick));
  const min = (pick: (item: QuorumProgress) => number) =>
    issues.length === 0 ? 0 : Math.min(...issues.map(pick));
  return {
    total: issues[0]?.total ?? { area: 0, heads: 0 },
    participating: {
      area: min((item) => item.participating.area),
      heads: min((item) => item.participating.heads),
    },
    target: { area: max((item) => item.target.area), heads: max((item) => item.target.heads) },
    stillNeeded: { area: max((item) => item.stillNeeded.area), heads: max((item) => item.stillNeeded.heads) },
    reachable: issues.length > 0 && issues.every((item) => item.reachable),
    quorum: issues.length > 0 && issues.every((item) => item.quorum),
  };
}

// ── API (GET /v1/voting/quorumTracker) ──

const areaHeadsDto = z.object({
  /** 0.01 m². */
  area: z.number().int(),
  heads: z.number().int(),
});

const progressFields = {
  total: areaHeadsDto,
  participating: areaHeadsDto,
  target: areaHeadsDto,
  stillNeeded: areaHeadsDto,
  reachable: z.boolean(),
  quorum: z.boolean(),
};

export const quorumTrackerDto = z.object({
  votingCode: z.string(),
  /** False before the start: nothing is counted until the roll is frozen. */
  rollFrozen: z.boolean(),
  overall: z.object(progressFields),
  issues: z.array(
    z.object({
      issueKey: z.string(),
      rule: z.tuple([z.string(), z.string(), z.enum(ComparisonOperator.values)]),
      ...progressFields,
    }),
  ),
  /** Per building of the roll: voters with a unit there, those who have a ballot, and the rest. */
  buildings: z.array(
    z.object({
      buildingCode: z.string(),
      buildingName: z.string(),
      voterCount: z.number().int(),
      votedCount: z.number().int(),
      nonVoterCount: z.number().int(),
      totalArea: z.number().int(),
      votedArea: z.number().int(),
    }),
  ),
  /** Voters whose counted ballot was cast that day (Asia/Shanghai), every day of the voting period so far. */
  daily: z.array(z.object({ date: z.string(), voters: z.number().int(), cumulative: z.number().int() })),
});
export type QuorumTrackerDto = z.infer<typeof quorumTrackerDto>;

/**
 * GET /v1/owner/quorumProgress: what an owner of the vote's roll sees on the vote page — the vote's
 * overall participation against its effect rule and what is still needed, no per-building figures.
 */
export const ownerQuorumProgressDto = z.object({
  votingCode: z.string(),
  rollFrozen: z.boolean(),
  overall: z.object(progressFields),
});
export type OwnerQuorumProgressDto = z.infer<typeof ownerQuorumProgressDto>;

/** Buildings that lag first: lowest head participation, then lowest area participation, then by code. */
export function lagOrder(
  a: { voterCount: number; votedCount: number; totalArea: number; votedArea: number; buildingCode: string },
  b: typeof a,
): number {
  // Cross-multiplied so equal shares compare equal (a.voted/a.count vs b.voted/b.count).
  const heads = a.votedCount * Math.max(b.voterCount, 1) - b.votedCount * Math.max(a.voterCount, 1);
  if (heads !== 0) return heads;
  const area = a.votedArea * Math.max(b.totalArea, 1) - b.votedArea * Math.max(a.totalArea, 1);
  if (area !== 0) return Math.sign(area);
  return a.buildingCode.localeCompare(b.buildingCode);
}
