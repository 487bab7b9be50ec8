import { hasAnyPermission } from '@gongzhi/domain/account/permissions';
import { useQuery } from '@tanstack/react-query';
import Card from 'antd/es/card';
import Tabs from 'antd/es/tabs';
import { useTranslation } from 'react-i18next';
import { useWorkbench } from '../../../shell/workbench-context';
import { paperInfoQuery } from '../voting-api';
import { VotingPageGate, type VotingPageProps } from '../voting-page-gate';
import { ScanDoubtQueue } from './scan-doubt-queue';
import { ScanPageList } from './scan-page-list';
import { ScanBatches, ScanUpload } from './scan-upload';
import '../locale';
import '../voting.css';
import './scan.css';
import './scan-locale';

/** 扫描识别 (/manage/voteScan/:votingCode): returned paper ballots read by machine (issue #27). */
export function VoteScanPage() {
  return <VotingPageGate page={VoteScan} />;
}

function VoteScan({ communityInfoCode, vote }: VotingPageProps) {
  const { t } = useTranslation('votingScan');
  const { permissions } = useWorkbench();
  const canManage = hasAnyPermission(permissions, ['VOTING_MANAGEMENT']);
  const scanRef = { communityInfoCode, votingCode: vote.votingCode };
  const paper = useQuery(paperInfoQuery(communityInfoCode, vote.votingCode));
  return (
    <div className="voting-page scan-page">
      <Card variant="borderless" title={vote.title}>
        <p className="voting-muted">{t('intro')}</p>
        {paper.data ? (
          <div className="voting-stat-grid" data-testid="scan-paper-stats">
            <Card size="small">
              {t('paperCounted')}
              <div className="voting-stat-value" data-testid="scan-paper-counted">
                {paper.data.paperBallotCount}
              </div>
            </Card>
            <Card size="small">
              {t('paperPending')}
              <div className="voting-stat-value">{paper.data.pendingEntryCount}</div>
            </Card>
            <Card size="small">
              {t('onlineCount')}
              <div className="voting-stat-value">{paper.data.onlineBallotCount}</div>
            </Card>
          </div>
        ) : null}
      </Card>
      <Card variant="borderless" title={t('upload.title')}>
        {canManage ? <ScanUpload scanRef={scanRef} open={paper.data?.paperOpen ?? true} /> : null}
        <ScanBatches scanRef={scanRef} />
      </Card>
      <Card variant="borderless">
        <Tabs
          items={[
            {
              key: 'pages',
              label: t('pages.title'),
              children: <ScanPageList scanRef={scanRef} vote={vote} canManage={canManage} />,
            },
            {
              key: 'doubts',
              label: t('doubt.title'),
              children: <ScanDoubtQueue scanRef={scanRef} vote={vote} canManage={canManage} />,
            },
          ]}
        />
      </Card>
    </div>
  );
}
