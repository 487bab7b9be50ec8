import { useQuery } from '@tanstack/react-query';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useWorkbench } from '../../shell/workbench-context';
import { illustrateVote } from './vote-illustrate';
import { votingInfoQuery } from './voting-api';
import { QueryState } from './voting-shared';
import './locale';
import './voting.css';

/** 表决说明 (/manage/voteIllustrate/:votingCode): the rules this vote applies, in plain Chinese. */
export function VoteIllustratePage() {
  const { t } = useTranslation('voting');
  const { community } = useWorkbench();
  const { votingCode = '' } = useParams();
  const info = useQuery({
    ...votingInfoQuery(community?.communityInfoCode ?? '', votingCode),
    enabled: !!community,
  });
  if (!community) return <Empty />;
  if (!info.data) return <QueryState error={info.error} loading={info.isPending} />;
  return (
    <Card variant="borderless" className="voting-illustrate" title={info.data.title}>
      {illustrateVote(t, info.data).map((section) => (
        <section key={section.title} data-testid="illustrate-section">
          <Typography.Title level={5}>{section.title}</Typography.Title>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </Card>
  );
}
