import { type LocalRule, RuleBasis } from '@gongzhi/domain/voting/local-rule';
import { useEnumLabel } from '../../locales/enum-label';
import { registerAreaLocale } from '../../locales/i18n-core';
import { useTranslation } from '../../locales/use-translation';

registerAreaLocale('votingLocalRule', {
  zhCN: {
    switch: '视为参与的业主计入参与比例（地方议事规则）',
    hint: '《民法典》第二百七十八条只计实际参与表决的业主；仅当本小区业主大会议事规则另有约定时才可开启，并须上传议事规则、写明条款。',
    file: '业主大会议事规则（已通过的文件）',
    fileKept: '已上传议事规则文件；重新上传可替换。',
    fileRequired: '请上传本小区业主大会通过的议事规则',
    clause: '所依据的条款',
    clausePlaceholder: '例如：第十二条第二款',
    clauseRequired: '请写明议事规则中所依据的条款',
    applied: '适用规则：{{rule}}',
    clauseApplied: '依据条款：{{clause}}',
    lawExact: '按《民法典》计（不计视为参与）：参与 {{heads}} 人，{{quorum}}，{{passed}}',
    quorumMet: '达到生效条件',
    quorumNotMet: '未达到生效条件',
    passed: '通过',
    notPassed: '未通过',
  },
  enUS: {
    switch: 'Deemed owners count toward participation (local rules of procedure)',
    hint: 'Civil Code art. 278 counts only owners who actually vote; turn this on only where the community’s adopted rules of procedure say otherwise, and attach them with the clause.',
    file: 'Rules of procedure of the owners’ assembly (adopted)',
    fileKept: 'The rules of procedure are on file; upload again to replace them.',
    fileRequired: 'Upload the rules of procedure adopted by the owners’ assembly',
    clause: 'Clause relied on',
    clausePlaceholder: 'e.g. art. 12 para. 2',
    clauseRequired: 'Name the clause of the rules of procedure',
    applied: 'Rule applied: {{rule}}',
    clauseApplied: 'Clause: {{clause}}',
    lawExact: 'By the Civil Code (deemed owners not counted): {{heads}} taking part, {{quorum}}, {{passed}}',
    quorumMet: 'conditions met',
    quorumNotMet: 'conditions not met',
    passed: 'passed',
    notPassed: 'not passed',
  },
});

/** The deeming rule a result applied, and the clause of the local rules behind it. */
export function RuleBasisNote({
  ruleBasis,
  localRule,
  className = 'voting-muted',
}: {
  ruleBasis: RuleBasis;
  localRule: LocalRule | null;
  className?: string;
}) {
  const { t } = useTranslation('votingLocalRule');
  const label = useEnumLabel();
  return (
    <div className={className} data-testid="rule-basis">
      <div>{t('applied', { rule: label(RuleBasis, ruleBasis) })}</div>
      {localRule ? <div>{t('clauseApplied', { clause: localRule.clause })}</div> : null}
    </div>
  );
}

/** One issue judged by the law beside a local-rule result. */
export function LawExactLine({
  lawExact,
}: {
  lawExact: { participating: { heads: number }; quorum: boolean; passed: boolean } | null;
}) {
  const { t } = useTranslation('votingLocalRule');
  if (!lawExact) return null;
  return (
    <div className="voting-muted" data-testid="law-exact">
      {t('lawExact', {
        heads: lawExact.participating.heads,
        quorum: lawExact.quorum ? t('quorumMet') : t('quorumNotMet'),
        passed: lawExact.passed ? t('passed') : t('notPassed'),
      })}
    </div>
  );
}
