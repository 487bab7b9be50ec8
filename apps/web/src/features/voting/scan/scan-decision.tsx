import { ScanDecision, ScanDoubtReason } from '@gongzhi/domain/voting/voting-paper-scan-api';
import { useMutation } from '@tanstack/react-query';
import App from 'antd/es/app';
import Radio from 'antd/es/radio';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/request';
import { useEnumLabel } from '../../../locales/enum-label';
import type { VotingIssue } from '../voting-api';
import { decideScanIssue, type ScanIssue, type ScanPage } from './scan-api';
import { ScanImage } from './scan-image';
import './scan-locale';

type Ref = { communityInfoCode: string; votingCode: string };

/**
 * One doubtful issue of a scanned ballot: the crop of its row and a button per possible decision
 * (the options the issue offers, then 空白 and 无效). Deciding may be changed until the page is
 * confirmed; the answer is the page as it now stands.
 */
export function IssueDecision({
  scanRef,
  page,
  issue,
  voteIssue,
  editable,
  onDecided,
}: {
  scanRef: Ref;
  page: ScanPage;
  issue: ScanIssue;
  voteIssue: VotingIssue | undefined;
  editable: boolean;
  onDecided: (page: ScanPage) => void;
}) {
  const { t } = useTranslation('votingScan');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const decide = useMutation({
    mutationFn: (decision: ScanDecision) =>
      decideScanIssue({ ...scanRef, pageId: page.pageId, issueKey: issue.issueKey, decision }),
    onSuccess: (next) => {
      void message.success(t('doubt.saved'));
      onDecided(next);
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  const offered = voteIssue?.issueOptions.map((option) => option.choice) ?? [];
  const decisions = ScanDecision.values.filter(
    (value) => value === 'EMPTY' || value === 'INVALID' || offered.includes(value as never),
  );
  const ballot = page.ballotNumber ?? t('pages.pageOf', { file: page.fileName, page: page.pageNumber });
  return (
    <div className="scan-decision" data-testid="scan-decision" data-issue={issue.issueKey}>
      <div className="scan-decision__title">
        {issue.issueKey}. {issue.title}
        {issue.reason ? (
          <span className="scan-decision__reason">{enumLabel(ScanDoubtReason, issue.reason)}</span>
        ) : null}
      </div>
      {issue.cropUrl ? (
        <div>
          <div className="scan-decision__crop-frame" data-testid="scan-crop-frame">
            <ScanImage
              url={issue.cropUrl}
              alt={t('doubt.crop', { ballot, issue: issue.issueKey })}
              failedText={t('review.imageFailed')}
              className="scan-decision__crop"
            />
          </div>
          <div className="scan-decision__scroll-hint voting-muted">{t('doubt.scrollHint')}</div>
        </div>
      ) : (
        <div className="voting-muted">{t('doubt.noCrop')}</div>
      )}
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        disabled={!editable || decide.isPending}
        value={issue.decision}
        aria-label={`${issue.issueKey}. ${issue.title}`}
        onChange={(event) => decide.mutate(event.target.value as ScanDecision)}
        options={decisions.map((value) => ({ value, label: enumLabel(ScanDecision, value) }))}
      />
      {issue.decision && issue.decidedBy ? (
        <div className="voting-muted">{t('review.decidedBy', { name: issue.decidedBy })}</div>
      ) : null}
    </div>
  );
}
