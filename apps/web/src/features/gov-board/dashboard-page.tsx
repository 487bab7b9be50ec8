import { formatRate } from '@gongzhi/domain/common/percent';
import { CommunityOrganizationState } from '@gongzhi/domain/community/community-enums';
import type { BoardMemberDto, UsingItemDto } from '@gongzhi/domain/gov-board/gov-board-api';
import { useQuery } from '@tanstack/react-query';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Progress from 'antd/es/progress';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Statistic from 'antd/es/statistic';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkbench } from '../../shell/workbench-context';
import { AffairSection } from '../gov-community-affair/affair-section';
import { type Period, PeriodFilter } from '../gov-community-affair/period-filter';
import { memberListQuery, surveyQuery, usingListQuery } from './gov-board-api';
import './locale';
import '../gov-settings/gov-settings.css';
import { useEnumLabel } from '../../locales/enum-label';

/** Bars of a count distribution, each as a share of the largest. */
function Bars({ items }: { items: { label: string; count: number; color?: string }[] }) {
  const max = Math.max(1, ...items.map((item) => item.count));
  return (
    <div className="gov-board__bars">
      {items.map((item) => (
        <div key={item.label} className="gov-board__bar">
          <span className="gov-board__bar-label">{item.label}</span>
          <Progress
            percent={(item.count / max) * 100}
            aria-label={`${item.label} ${item.count}`}
            format={() => item.count}
            strokeColor={item.color ?? '#2F7FF8'}
            size="small"
          />
        </div>
      ))}
    </div>
  );
}

/** /government/dashboard: the governance data board of the jurisdiction (SPEC §7 govDataBoard). */
export function DashboardPage() {
  const { t } = useTranslation('govBoard');
  const enumLabel = useEnumLabel();
  const { t: tc } = useTranslation();
  const { user } = useWorkbench();
  const [communityInfoCode, setCommunity] = useState<string | undefined>();
  const [period, setPeriod] = useState<Period>({});
  const { t: ta } = useTranslation('govAffair');
  const survey = useQuery(surveyQuery(communityInfoCode));
  const using = useQuery(usingListQuery(communityInfoCode));
  const members = useQuery(memberListQuery());
  const data = survey.data;
  const stateLabel = (key: string) =>
    CommunityOrganizationState.is(key) ? enumLabel(CommunityOrganizationState, key) : t('board.noneState');

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} className="gov-board">
      <Card variant="borderless">
        <Space wrap>
          <strong>{t('board.title')}</strong>
          <Select
            aria-label={t('board.community')}
            style={{ width: 200 }}
            value={communityInfoCode ?? 'ALL'}
            onChange={(value) => setCommunity(value === 'ALL' ? undefined : value)}
            options={[
              { value: 'ALL', label: t('board.allCommunities') },
              ...user.communities.map((item) => ({
                value: item.communityInfoCode,
                label: item.communityName,
              })),
            ]}
          />
          <PeriodFilter value={period} onChange={setPeriod} />
          <Typography.Text type="secondary">{ta('period.hint')}</Typography.Text>
        </Space>
      </Card>
      <Row gutter={[16, 16]} data-testid="gov-board-survey">
        {[
          [t('board.communityCount'), data?.communityCount],
          [t('board.certifiedCommunities'), data?.certifiedCommunityCount],
          [t('board.communityRate'), data ? formatRate(data.communityCertificationRate) : undefined],
          [t('board.houseCount'), data?.houseCount],
          [t('board.ownerCount'), data?.ownerCount],
          [t('board.houseRate'), data ? formatRate(data.houseCertificationRate) : undefined],
        ].map(([title, value]) => (
          <Col key={String(title)} xs={12} md={8} xl={4}>
            <Card variant="borderless" loading={survey.isLoading}>
              <Statistic title={title} value={value ?? '-'} />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card variant="borderless" title={t('board.organisation')} loading={survey.isLoading}>
            <Bars
              items={(data?.organisationStates ?? []).map((item) => ({
                label: stateLabel(item.key),
                count: item.count,
              }))}
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card variant="borderless" title={t('board.voting')} loading={survey.isLoading}>
            <Bars
              items={[
                { label: t('board.votingInProgress'), count: data?.votingInProgress ?? 0 },
                { label: t('board.votingFinished'), count: data?.votingFinished ?? 0, color: '#07C160' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card variant="borderless" title={t('board.complaints')} loading={survey.isLoading}>
            <Bars
              items={[
                {
                  label: t('board.complaintHandling'),
                  count: data?.complaintHandling ?? 0,
                  color: '#DD4B37',
                },
                { label: t('board.complaintHandled'), count: data?.complaintHandled ?? 0, color: '#07C160' },
              ]}
            />
          </Card>
        </Col>
      </Row>
      {(['VOTING', 'ISSUE_QUICK', 'INTENTION', 'PROPOSAL'] as const).map((kind) => (
        <AffairSection key={kind} kind={kind} filter={{ communityInfoCode, ...period }} />
      ))}
      <Card variant="borderless" title={t('board.usingTitle')}>
        <Table<UsingItemDto>
          rowKey="communityInfoCode"
          loading={using.isLoading}
          dataSource={using.data ?? []}
          pagination={false}
          scroll={{ x: 640 }}
          columns={[
            { title: t('board.community'), dataIndex: 'communityName' },
            { title: t('board.votingCount'), dataIndex: 'votingCount' },
            { title: t('board.votingInProgress'), dataIndex: 'votingInProgress' },
            { title: t('board.complaintCount'), dataIndex: 'complaintCount' },
            { title: t('board.complaintHandling'), dataIndex: 'complaintHandling' },
            {
              title: t('board.certificationRate'),
              dataIndex: 'certificationRate',
              render: (value: number) => formatRate(value),
            },
          ]}
        />
      </Card>
      <Card variant="borderless" title={t('board.membersTitle')}>
        <Table<BoardMemberDto>
          rowKey="mobile"
          loading={members.isLoading}
          dataSource={members.data ?? []}
          pagination={false}
          scroll={{ x: 640 }}
          columns={[
            { title: t('board.memberName'), dataIndex: 'ownerName' },
            { title: t('board.memberMobile'), dataIndex: 'mobile' },
            { title: t('board.memberUnit'), dataIndex: 'unitName' },
            { title: t('board.memberPosition'), dataIndex: 'position' },
            {
              title: t('board.memberAuth'),
              dataIndex: 'hasGovAuth',
              render: (value: BoardMemberDto['hasGovAuth']) => (
                <Tag color={value === 'YES' ? 'success' : 'default'}>{tc(`shell.govAuthState.${value}`)}</Tag>
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
