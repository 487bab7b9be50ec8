import { labelledEnum } from '../common/labelled-enum';
import {
  type IssueRules,
  LEGAL_EFFECT_RULE,
  MAJOR_VOTING_RULE,
  ORDINARY_VOTING_RULE,
  type RuleTriple,
  ruleMeetsFloor,
} from './voting-rules';

/**
 * The matters an owners' assembly decides (Civil Code art. 278 (1)–(9)) plus OTHER (SPEC §3 issue
 * types: issueTypeId, issueTypeName, issueType). The codes are ours.
 */
export const IssueType = labelledEnum([
  ['RULES_OF_PROCEDURE', '制定和修改业主大会议事规则'],
  ['MANAGEMENT_STATUTE', '制定和修改管理规约'],
  ['ELECT_COMMITTEE', '选举业主委员会或者更换业主委员会成员'],
  ['PROPERTY_SERVICE', '选聘和解聘物业服务企业或者其他管理人'],
  ['USE_MAINTENANCE_FUND', '使用建筑物及其附属设施的维修资金'],
  ['RAISE_MAINTENANCE_FUND', '筹集建筑物及其附属设施的维修资金'],
  ['REBUILD', '改建、重建建筑物及其附属设施'],
  ['CHANGE_COMMON_USE', '改变共有部分的用途或者利用共有部分从事经营活动'],
  ['OTHER_MAJOR', '有关共有和共同管理权利的其他重大事项'],
  ['OTHER', '其他事项'],
] as const);
export type IssueType = (typeof IssueType.values)[number];

/** Art. 278 para. 2: these three need ≥ 3/4 agreement; every other matter > 1/2. */
export const MAJOR_ISSUE_TYPES: readonly IssueType[] = [
  'RAISE_MAINTENANCE_FUND',
  'REBUILD',
  'CHANGE_COMMON_USE',
];

export function isMajorIssueType(issueType: IssueType): boolean {
  return MAJOR_ISSUE_TYPES.includes(issueType);
}

export type IssueTypeDefinition = {
  /** 1-based position in {@link IssueType} (SPEC §3 issueTypeId). */
  issueTypeId: number;
  issueType: IssueType;
  issueTypeName: string;
  isMajor: boolean;
  effectRuleParam: RuleTriple;
  votingRuleParam: RuleTriple;
  countingRuleParam: RuleTriple | null;
};

/** The legal minimum rules of an issue type: the defaults, and the floor a binding vote may not go below. */
export function legalRules(issueType: IssueType): IssueRules {
  return {
    effectRuleParam: LEGAL_EFFECT_RULE,
    votingRuleParam: isMajorIssueType(issueType) ? MAJOR_VOTING_RULE : ORDINARY_VOTING_RULE,
    countingRuleParam: null,
  };
}

/** Every issue type with its default rules (GET /v1/issueType/list). */
export const ISSUE_TYPES: readonly IssueTypeDefinition[] = IssueType.values.map((issueType, index) => {
  const rules = legalRules(issueType);
  return {
    issueTypeId: index + 1,
    issueType,
    issueTypeName: IssueType.label(issueType),
    isMajor: isMajorIssueType(issueType),
    effectRuleParam: rules.effectRuleParam,
    votingRuleParam: rules.votingRuleParam,
    countingRuleParam: null,
  };
});

export function issueTypeById(issueTypeId: number): IssueTypeDefinition | undefined {
  return ISSUE_TYPES[issueTypeId - 1];
}

/**
 * Whether `rules` fall below the legal floor of `issueType` (art. 278): a participation rule weaker
 * than 2/3 ≥ of area and heads, or an agreement rule weaker than > 1/2 (ordinary) or ≥ 3/4 (major).
 * Binding assembly votes are refused then; questionnaires and quick resolutions may use any rule.
 * A counting rule only adds a condition, so it never lowers the floor.
 */
export function isBelowLegalFloor(issueType: IssueType, rules: IssueRules): boolean {
  const floor = legalRules(issueType);
  return (
    !ruleMeetsFloor(rules.effectRuleParam, floor.effectRuleParam) ||
    !ruleMeetsFloor(rules.votingRuleParam, floor.votingRuleParam)
  );
}
