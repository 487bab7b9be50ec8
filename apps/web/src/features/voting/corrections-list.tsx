import { type CorrectionDto, CorrectionKind } from '@gongzhi/domain/voting/after-end';
import { formatDateTime } from '../../lib/format';
import { useEnumLabel } from '../../locales/enum-label';
import { registerAreaLocale } from '../../locales/i18n-core';
import { useTranslation } from '../../locales/use-translation';

registerAreaLocale('votingCorrections', {
  zhCN: {
    title: '表决结束后的更正（{{count}} 项）',
    explain: '表决结束后对计票的每一项改动都须说明原因，并记入哈希链存证。',
    item: '第 {{seq}} 条存证 · {{time}}',
    reason: '原因：{{reason}}',
    entryReason: '更正原因',
    entryReasonHint: '表决已结束：此时录入的纸质表决票将作为更正计入，并在结果公示中列出。',
    entryReasonRequired: '请填写更正原因（例如“结束前已收回，结束后录入”）',
    withoutProofFile: '无凭证文件（在备注中说明送达方式和见证人）',
    remarkRequired: '没有凭证文件时，请在备注中说明送达方式',
    noFileMark: '〔无凭证文件〕',
  },
  enUS: {
    title: 'Corrections after the end of the vote ({{count}})',
    explain: 'Every change to the count after the end needs a reason and is recorded in the hash chain.',
    item: 'Chain entry {{seq}} · {{time}}',
    reason: 'Reason: {{reason}}',
    entryReason: 'Reason for the correction',
    entryReasonHint:
      'The vote has ended: a paper ballot entered now counts as a correction and is listed with the published result.',
    entryReasonRequired: 'Give the reason (e.g. "returned before the end, entered afterwards")',
    withoutProofFile: 'No proof file (say in the remark how it was delivered and who witnessed it)',
    remarkRequired: 'Without a proof file, say in the remark how the ballot was delivered',
    noFileMark: ' [no proof file]',
  },
});

/**
 * Every change to the tally after the vote's end (issue #22 item 2), wherever the result is shown:
 * plain elements so the light owner pages can use it too. Nothing when there were none.
 */
export function CorrectionsList({
  corrections,
  className = 'voting-corrections',
}: {
  corrections: readonly CorrectionDto[];
  className?: string;
}) {
  const { t } = useTranslation('votingCorrections');
  const label = useEnumLabel();
  if (corrections.length === 0) return null;
  return (
    <section className={className} data-testid="vote-corrections">
      <h4>{t('title', { count: corrections.length })}</h4>
      <p className="voting-muted">{t('explain')}</p>
      <ol>
        {corrections.map((correction) => (
          <li key={correction.seq}>
            <strong>{label(CorrectionKind, correction.kind)}</strong>{' '}
            <span className="voting-muted">
              {t('item', { seq: correction.seq, time: formatDateTime(correction.at) })}
            </span>
            <div>{t('reason', { reason: correction.reason })}</div>
          </li>
        ))}
      </ol>
    </section>
  );
}
