import { ScanPageStatus } from '@gongzhi/domain/voting/voting-paper-scan-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { failureMessage } from '../../../lib/request';
import { useEnumLabel } from '../../../locales/enum-label';
import { useWorkbench } from '../../../shell/workbench-context';
import { type VotingInfo, votingKey } from '../voting-api';
import { confirmScanPage, rejectScanPage, type ScanPage } from './scan-api';
import { IssueDecision } from './scan-decision';
import { handEntryPath } from './scan-entry-link';
import { ScanImage } from './scan-image';
import { ScanRejectDialog } from './scan-reject-dialog';
import { needsHandEntry, PageStateTags, useIssueResult, voterText } from './scan-shared';
import './scan-locale';

type Ref = { communityInfoCode: string; votingCode: string };

/**
 * 核对扫描页: the scan beside what the machine read. Confirming is the second entry of the ballot
 * (it counts); doubtful issues are decided here too; a page that must not count is removed with a
 * reason.
 */
export function ScanReview({
  scanRef,
  vote,
  page,
  canManage,
  onChange,
  onNext,
  onClose,
}: {
  scanRef: Ref;
  vote: VotingInfo;
  page: ScanPage | null;
  canManage: boolean;
  onChange: (page: ScanPage) => void;
  onNext: (() => void) | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('votingScan');
  return (
    <Modal
      open={page !== null}
      title={t('review.title')}
      onCancel={onClose}
      width="min(1200px, calc(100vw - 32px))"
      footer={
        page ? (
          <ReviewActions
            scanRef={scanRef}
            page={page}
            canManage={canManage}
            onChange={onChange}
            onNext={onNext}
            onClose={onClose}
          />
        ) : null
      }
      destroyOnHidden
    >
      {page ? (
        <ReviewBody scanRef={scanRef} vote={vote} page={page} canManage={canManage} onChange={onChange} />
      ) : null}
    </Modal>
  );
}

function ReviewBody({
  scanRef,
  vote,
  page,
  canManage,
  onChange,
}: {
  scanRef: Ref;
  vote: VotingInfo;
  page: ScanPage;
  canManage: boolean;
  onChange: (page: ScanPage) => void;
}) {
  const { t } = useTranslation('votingScan');
  const enumLabel = useEnumLabel();
  const result = useIssueResult();
  const navigate = useNavigate();
  const { linkTo } = useWorkbench();
  const where = t('pages.pageOf', { file: page.fileName, page: page.pageNumber });
  // A decision may still change while nobody has confirmed the page (docs/contracts/paper-scan.md).
  const decidable = page.state === 'NEEDS_DECISION' || page.state === 'NEEDS_CONFIRMATION';
  return (
    <div className="scan-review" data-testid="scan-review">
      <div className="scan-review__image">
        <ScanImage
          url={page.imageUrl}
          alt={t('review.imageAlt', { file: page.fileName, page: page.pageNumber })}
          failedText={t('review.imageFailed')}
          className="scan-review__img"
        />
      </div>
      <div className="scan-review__reading">
        <div className="scan-review__meta">
          <strong>{page.ballotNumber ?? where}</strong>
          <span>{voterText(page, t('pages.unknownVoter'))}</span>
          <span className="voting-muted">{where}</span>
          {page.pageStatus !== 'READ' ? (
            <Tag color="red">{enumLabel(ScanPageStatus, page.pageStatus)}</Tag>
          ) : null}
          <PageStateTags page={page} />
        </div>
        {page.duplicateOfPageId ? <Alert type="warning" showIcon title={t('review.duplicateOf')} /> : null}
        {needsHandEntry(page) ? (
          <Alert
            type="info"
            showIcon
            title={t('review.handEntry')}
            action={
              <Button
                size="small"
                data-testid="scan-hand-entry"
                onClick={() => void navigate(handEntryPath(linkTo, vote.votingCode, page))}
              >
                {t('review.toPaper')}
              </Button>
            }
          />
        ) : null}
        <h4>{t('review.readingTitle')}</h4>
        <ol className="scan-review__issues" data-testid="scan-reading">
          {page.issues.map((issue) => {
            const shown = result(issue);
            return (
              <li key={issue.issueKey} data-testid="scan-reading-issue">
                {issue.reading === 'DOUBTFUL' && decidable ? (
                  <IssueDecision
                    scanRef={scanRef}
                    page={page}
                    issue={issue}
                    voteIssue={vote.issues.find((item) => item.issueKey === issue.issueKey)}
                    editable={canManage}
                    onDecided={onChange}
                  />
                ) : (
                  <div className="scan-review__issue">
                    <span>
                      {issue.issueKey}. {issue.title}
                    </span>
                    <Tag color={shown.color}>{shown.text}</Tag>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
        {page.state === 'NEEDS_CONFIRMATION' ? (
          <p className="voting-muted">{t('review.confirmHint')}</p>
        ) : null}
        {page.confirmedBy && page.confirmedAt ? (
          <p className="voting-muted">
            {t('review.confirmedBy', { name: page.confirmedBy, at: formatDateTime(page.confirmedAt) })}
          </p>
        ) : null}
        {page.reason ? <p className="voting-muted">{t('review.reason', { reason: page.reason })}</p> : null}
      </div>
    </div>
  );
}

function ReviewActions({
  scanRef,
  page,
  canManage,
  onChange,
  onNext,
  onClose,
}: {
  scanRef: Ref;
  page: ScanPage;
  canManage: boolean;
  onChange: (page: ScanPage) => void;
  onNext: (() => void) | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('votingScan');
  const { message } = App.useApp();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: votingKey(scanRef.communityInfoCode) });
  const done = async (next: ScanPage, text: string) => {
    void message.success(text);
    onChange(next);
    await refresh();
  };
  const confirm = useMutation({
    mutationFn: () => confirmScanPage({ ...scanRef, pageId: page.pageId }),
    onSuccess: (next) => done(next, t('review.confirmed')),
    // A refusal (voted online meanwhile, a typed entry that differs) flags the page: show it as it is now.
    onError: async (error) => {
      void message.error(failureMessage(error));
      await refresh();
    },
  });
  const [rejecting, setRejecting] = useState(false);
  const reject = useMutation({
    mutationFn: (reason: string) => rejectScanPage({ ...scanRef, pageId: page.pageId, reason }),
    onSuccess: async (next) => {
      setRejecting(false);
      await done(next, t('review.rejected'));
    },
    // Refused (counted meanwhile, window closed): the dialog stays open with the reason typed.
    onError: (error) => void message.error(failureMessage(error)),
  });
  const removable = page.state !== 'CONFIRMED' && page.state !== 'REJECTED';
  return (
    <Space wrap className="scan-review__actions">
      <Button onClick={onClose}>{t('review.close')}</Button>
      {canManage && removable ? (
        <Button danger onClick={() => setRejecting(true)}>
          {t('review.reject')}
        </Button>
      ) : null}
      <ScanRejectDialog
        open={rejecting}
        pending={reject.isPending}
        onCancel={() => setRejecting(false)}
        onSubmit={(reason) => reject.mutate(reason)}
      />
      {onNext ? <Button onClick={onNext}>{t('review.next')}</Button> : null}
      {canManage && page.state === 'NEEDS_CONFIRMATION' ? (
        <Button type="primary" loading={confirm.isPending} onClick={() => confirm.mutate()}>
          {t('review.confirm')}
        </Button>
      ) : null}
    </Space>
  );
}
