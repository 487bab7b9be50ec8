import type { Fraction } from './comparison-operator';
import type { VoterRoll } from './voter-roll';
import { type IssueRules, satisfiesRule } from './voting-rules';
import type { VoteChoice, VotingSettings } from './voting-settings';

export type AreaHeads = { area: number; heads: number };

/** One voter's ballot: a choice per issue key; a missing or null choice is a blank. */
export type TallyBallot = {
  voterKey: string;
  choices: Readonly<Record<string, VoteChoice | null | undefined>>;
};

export type TallyIssue = { issueKey: string; rules: IssueRules };

export type TallyOptions = {
  /** Voters with proof that the ballot was delivered (only they may be deemed to follow the majority). */
  deliveredVoterKeys?: ReadonlySet<string>;
};

export type IssueTally = {
  issueKey: string;
  /** A and N of the frozen roll. */
  total: AreaHeads;
  /** Voters counted as taking part in this issue (cast, blank where it counts, deemed). */
  participating: AreaHeads;
  /** Taking part by a real ballot (cast, blank where it counts): what the quorum is judged on. */
  direct: AreaHeads;
  /** Choices as cast on ballots. */
  cast: Record<VoteChoice, AreaHeads>;
  /** Ballots blank on this issue (participating only where blanks count). */
  blank: AreaHeads;
  /** Voters in scope without a ballot. */
  noBallot: AreaHeads;
  /** Voters without a ballot counted as abstaining (ABSTAIN policy). */
  deemedAbstain: AreaHeads;
  /** Voters without a ballot deemed to follow the majority (FOLLOW_MAJORITY policy, delivered only). */
  deemedFollow: AreaHeads;
  /** Where the 从众 weight went: the side both the area and the head majority favour, or nowhere. */
  followDirection: 'AGREE' | 'DISAGREE' | null;
  /** Final counts after 从众 and the non-response policy. */
  agree: AreaHeads;
  disagree: AreaHeads;
  abstain: AreaHeads;
  /** The effect rule (participation of all) holds. */
  quorum: boolean;
  /** Quorum, the voting rule (agreement among participants) and the counting rule, if any, all hold. */
  passed: boolean;
};

const zero = (): AreaHeads => ({ area: 0, heads: 0 });

function add(target: AreaHeads, area: number, heads: number): void {
  target.area += area;
  target.heads += heads;
}

/** part/whole of area and of heads as exact fractions (for ratios of participating or of all). */
export function shares(part: AreaHeads, whole: AreaHeads): { area: Fraction; heads: Fraction } {
  return {
    area: { numerator: part.area, denominator: whole.area },
    heads: { numerator: part.heads, denominator: whole.heads },
  };
}

/**
 * The side that both majorities of direct AGREE/DISAGREE votes favour, or null when the area
 * majority and the head majority point different ways or either ties (DESIGN §7: nothing is added).
 */
export function majoritySide(agree: AreaHeads, disagree: AreaHeads): 'AGREE' | 'DISAGREE' | null {
  const byArea = Math.sign(agree.area - disagree.area);
  const byHeads = Math.sign(agree.heads - disagree.heads);
  if (byArea === 0 || byArea !== byHeads) return null;
  return byArea > 0 ? 'AGREE' : 'DISAGREE';
}

/** What SQL or {@link tally} counts per issue before any rule is applied. */
export type IssueCounts = {
  issueKey: string;
  total: AreaHeads;
  cast: Record<VoteChoice, AreaHeads>;
  blank: AreaHeads;
  noBallot: AreaHeads;
  /** The part of `noBallot` with proof of delivery. */
  noBallotDelivered: AreaHeads;
};

export function emptyChoiceCounts(): Record<VoteChoice, AreaHeads> {
  return { AGREE: zero(), DISAGREE: zero(), ABSTAIN: zero(), FOLLOW_MAJORITY: zero() };
}

/** The settings the tally reads. */
export type TallySettings = Pick<
  VotingSettings,
  'nonResponsePolicy' | 'blankCountsAsParticipation' | 'deemedTowardQuorum'
>;

/**
 * Applies the community settings and the issue's rules to the raw counts of one issue (DESIGN §7):
 *
 * - A cast choice is participation; a blank is participation only if `blankCountsAsParticipation`.
 * - Without a ballot a voter is: not participating (NOT_PARTICIPATED), an abstention (ABSTAIN), or
 *   — with proof of delivery only — a follower of the majority (FOLLOW_MAJORITY); otherwise absent.
 * - Deemed owners never make the quorum (Civil Code art. 278 asks for owners *taking part*): the
 *   effect rule is judged on real ballots, and only once it holds are deemed owners added. The
 *   local-rule variant (`deemedTowardQuorum`) counts them toward participation from the start.
 * - 从众 ballots and deemed followers go to the side both the area and the head majority of direct
 *   AGREE/DISAGREE votes favour; where they differ or tie nothing is added, but they still took part.
 */
export function decideIssue(counts: IssueCounts, settings: TallySettings, rules: IssueRules): IssueTally {
  const { issueKey, total, cast, blank, noBallot } = counts;
  const direct = zero();
  for (const part of Object.values(cast)) add(direct, part.area, part.heads);
  if (settings.blankCountsAsParticipation) add(direct, blank.area, blank.heads);
  const directShares = shares(direct, total);
  const deeming =
    settings.deemedTowardQuorum === true ||
    satisfiesRule(rules.effectRuleParam, directShares.area, directShares.heads);
  const deemedAbstain = deeming && settings.nonResponsePolicy === 'ABSTAIN' ? { ...noBallot } : zero();
  const deemedFollow =
    deeming && settings.nonResponsePolicy === 'FOLLOW_MAJORITY' ? { ...counts.noBallotDelivered } : zero();
  const participating = { ...direct };
  add(participating, deemedAbstain.area, deemedAbstain.heads);
  add(participating, deemedFollow.area, deemedFollow.heads);

  const followDirection = majoritySide(cast.AGREE, cast.DISAGREE);
  const followers: AreaHeads = {
    area: cast.FOLLOW_MAJORITY.area + deemedFollow.area,
    heads: cast.FOLLOW_MAJORITY.heads + deemedFollow.heads,
  };
  const agree = { ...cast.AGREE };
  const disagree = { ...cast.DISAGREE };
  if (followDirection === 'AGREE') add(agree, followers.area, followers.heads);
  if (followDirection === 'DISAGREE') add(disagree, followers.area, followers.heads);
  const abstain = {
    area: cast.ABSTAIN.area + deemedAbstain.area,
    heads: cast.ABSTAIN.heads + deemedAbstain.heads,
  };

  const ofAll = shares(participating, total);
  const quorum = satisfiesRule(rules.effectRuleParam, ofAll.area, ofAll.heads);
  const agreeOfParticipating = shares(agree, participating);
  const agreeOfAll = shares(agree, total);
  const passed =
    quorum &&
    satisfiesRule(rules.votingRuleParam, agreeOfParticipating.area, agreeOfParticipating.heads) &&
    (rules.countingRuleParam == null ||
      satisfiesRule(rules.countingRuleParam, agreeOfAll.area, agreeOfAll.heads));
  return {
    issueKey,
    total,
    participating,
    direct,
    cast,
    blank,
    noBallot,
    deemedAbstain,
    deemedFollow,
    followDirection,
    agree,
    disagree,
    abstain,
    quorum,
    passed,
  };
}

/**
 * The tally of a vote (DESIGN §7), one pure function: for every issue, who took part, how they chose,
 * whether the effect rule (quorum) holds and whether the issue passed ({@link decideIssue} has the
 * rules). Ballots of voters not on the roll are ignored; of two ballots of one voter the first counts
 * (the database allows one per voter, so this only guards callers).
 */
export function tally(
  roll: VoterRoll,
  ballots: readonly TallyBallot[],
  settings: TallySettings,
  issues: readonly TallyIssue[],
  options: TallyOptions = {},
): IssueTally[] {
  const ballotByVoter = new Map<string, TallyBallot>();
  for (const ballot of ballots) {
    if (!ballotByVoter.has(ballot.voterKey)) ballotByVoter.set(ballot.voterKey, ballot);
  }
  const total: AreaHeads = { area: roll.totalArea, heads: roll.totalHeads };
  return issues.map(({ issueKey, rules }) => {
    const counts: IssueCounts = {
      issueKey,
      total,
      cast: emptyChoiceCounts(),
      blank: zero(),
      noBallot: zero(),
      noBallotDelivered: zero(),
    };
    for (const voter of roll.voters) {
      const ballot = ballotByVoter.get(voter.voterKey);
      if (!ballot) {
        add(counts.noBallot, voter.area, voter.heads);
        if (options.deliveredVoterKeys?.has(voter.voterKey))
          add(counts.noBallotDelivered, voter.area, voter.heads);
        continue;
      }
      const choice = ballot.choices[issueKey];
      if (choice == null) add(counts.blank, voter.area, voter.heads);
      else add(counts.cast[choice], voter.area, voter.heads);
    }
    return decideIssue(counts, settings, rules);
  });
}
