import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type VotingInfo, votingKey } from '../voting-api';
import { type ScanPage, scanPagesQuery } from './scan-api';
import { IssueDecision } from './scan-decision';
import { ScanReview } from './scan-review';
import { voterText } from './scan-shared';
import './scan-locale';

const QUEUE_SIZE = 10;

type Ref = { communityInfoCode: string; votingCode: string };

/**
 * 存疑议题: the doubtful issues of the pages waiting for a person, each as the crop of its row with a
 * button per decision. A page whose doubtful issues are all decided leaves the queue for 待确认.
 */
export function ScanDoubtQueue({
  scanRef,
  vote,
  canManage,
}: {
  scanRef: Ref;
  vote: VotingInfo;
  canManage: boolean;
}) {
  const { t } = useTranslation('votingScan');
  const client = useQueryClient();
  const queue = useQuery(scanPagesQuery(scanRef, 'NEEDS_DECISION', 1, QUEUE_SIZE));
  const [shown, setShown] = useState<ScanPage | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: votingKey(scanRef.communityInfoCode) });
  const pages = queue.data?.list ?? [];
  if (pages.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('doubt.empty')} />;
  return (
    <div className="scan-doubts" data-testid="scan-doubts">
      <p className="voting-muted">{t('doubt.hint')}</p>
      {pages.map((page) => (
        <section key={page.pageId} className="scan-doubt-page" data-testid="scan-doubt-page">
          <div className="scan-doubt-page__head">
            <strong>
              {page.ballotNumber ?? t('pages.pageOf', { file: page.fileName, page: page.pageNumber })}
            </strong>
            <span>{voterText(page, t('pages.unknownVoter'))}</span>
            <Button type="link" size="small" onClick={() => setShown(page)}>
              {t('doubt.openPage')}
            </Button>
          </div>
          {page.issues
            .filter((issue) => issue.reading === 'DOUBTFUL')
            .map((issue) => (
              <IssueDecision
                key={issue.issueKey}
                scanRef={scanRef}
                page={page}
                issue={issue}
                voteIssue={vote.issues.find((item) => item.issueKey === issue.issueKey)}
                editable={canManage}
                onDecided={() => void refresh()}
              />
            ))}
        </section>
      ))}
      <ScanReview
        scanRef={scanRef}
        vote={vote}
        page={shown}
        canManage={canManage}
        onChange={(next) => {
          setShown(next);
          void refresh();
        }}
        onNext={null}
        onClose={() => setShown(null)}
      />
    </div>
  );
}
