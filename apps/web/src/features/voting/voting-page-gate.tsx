import { useQuery } from '@tanstack/react-query';
import Empty from 'antd/es/empty';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { useWorkbench } from '../../shell/workbench-context';
import { type VotingInfo, votingInfoQuery } from './voting-api';
import { QueryState } from './voting-shared';

export type VotingPageProps = { communityInfoCode: string; vote: VotingInfo };

/**
 * The opening of a workbench page about one voting (/manage/…/:votingCode): nothing without a
 * community, the loading or error state while the voting is read, then `page` with the voting.
 * 纸质表决票 and 扫描识别 start this way; the page's hooks stay in `page`, below the early returns.
 */
export function VotingPageGate({ page: Page }: { page: ComponentType<VotingPageProps> }) {
  const { community } = useWorkbench();
  const { votingCode = '' } = useParams();
  const communityInfoCode = community?.communityInfoCode ?? '';
  const info = useQuery({ ...votingInfoQuery(communityInfoCode, votingCode), enabled: !!community });
  if (!community) return <Empty />;
  if (!info.data) return <QueryState error={info.error} loading={info.isPending} />;
  return <Page communityInfoCode={communityInfoCode} vote={info.data} />;
}
