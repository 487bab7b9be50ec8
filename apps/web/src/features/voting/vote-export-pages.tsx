import { PrinterOutlined } from '@ant-design/icons';
import { formatArea } from '@gongzhi/domain/roster/area';
import { VotingState } from '@gongzhi/domain/voting/voting-enums';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { useWorkbench } from '../../shell/workbench-context';
import { RuleText } from './vote-statistics';
import {
  buildingStatisticsQuery,
  exportOnlineVoucher,
  exportStatistics,
  scopeHousesQuery,
} from './voting-api';
import { VotingPageGate, type VotingPageProps } from './voting-page-gate';
import { formatFraction, formatPeriod, useStartJob } from './voting-shared';
import './locale';
import './voting.css';
import { useEnumLabel } from '../../locales/enum-label';

/** 导出 (/manage/exportVote/:votingCode): statistics xlsx, online vouchers, printable pages. */
export function ExportVotePage() {
  return <VotingPageGate page={ExportVote} />;
}

function ExportVote({ communityInfoCode, vote }: VotingPageProps) {
  const { t } = useTranslation('voting');
  const { area } = useWorkbench();
  const { votingCode } = vote;
  const ref = { communityInfoCode, votingCode };
  const buildings = useQuery({
    ...buildingStatisticsQuery(communityInfoCode, votingCode),
    enabled: vote.rollFrozen,
  });
  const { start, running } = useStartJob();
  const printLink = (building?: string) =>
    `/manage/voteExportPage/${encodeURIComponent(votingCode)}${building ? `/${encodeURIComponent(building)}` : ''}?communityCode=${encodeURIComponent(communityInfoCode)}`;
  return (
    <Card variant="borderless" title={vote.title}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Space wrap>
          <Button
            type="primary"
            loading={running === 'statistics'}
            onClick={() => void start('statistics', () => exportStatistics(ref))}
          >
            {t('export.statistics')}
          </Button>
          <Button
            loading={running === 'voucher'}
            onClick={() => void start('voucher', () => exportOnlineVoucher(ref))}
          >
            {t('export.voucher')}
          </Button>
          {area === '/manage' ? (
            <Link to={printLink()} target="_blank">
              <Button icon={<PrinterOutlined />}>{t('export.printAll')}</Button>
            </Link>
          ) : null}
        </Space>
        <p className="voting-muted">{t('export.hint')}</p>
        {area === '/manage' && buildings.data ? (
          <Table
            rowKey="buildingCode"
            size="small"
            pagination={false}
            dataSource={buildings.data}
            columns={[
              { title: t('detail.building'), dataIndex: 'buildingName' },
              { title: t('detail.houseCount'), dataIndex: 'houseCount', align: 'right' },
              { title: t('detail.votedHouses'), dataIndex: 'votedHouseCount', align: 'right' },
              {
                title: t('list.columns.actions'),
                key: 'print',
                render: (_v, row) => (
                  <Link to={printLink(row.buildingCode)} target="_blank">
                    {t('export.printBuilding')}
                  </Link>
                ),
              },
            ]}
          />
        ) : null}
      </Space>
    </Card>
  );
}

/**
 * 表决结果导出 (/manage/voteExportPage/:votingCode[/:buildingCode]): a printable page without the
 * workbench layout — the vote, each issue's figures and verdicts, and per building or one building's houses.
 */
export function VoteExportPrintPage() {
  return <VotingPageGate page={VoteExportPrint} />;
}

function VoteExportPrint({ communityInfoCode, vote }: VotingPageProps) {
  const { t } = useTranslation('voting');
  const enumLabel = useEnumLabel();
  const { community } = useWorkbench();
  const { buildingCode } = useParams();
  const buildings = useQuery({
    ...buildingStatisticsQuery(communityInfoCode, vote.votingCode),
    enabled: vote.rollFrozen,
  });
  const houses = useQuery({
    ...scopeHousesQuery(communityInfoCode, vote.votingCode, buildingCode ?? ''),
    enabled: !!buildingCode,
  });
  const rows = (buildings.data ?? []).filter((row) => !buildingCode || row.buildingCode === buildingCode);
  return (
    <div className="voting-print">
      <div className="voting-print__actions">
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('export.print')}
        </Button>
      </div>
      <h1>{vote.title}</h1>
      <p>
        {community?.communityName} · {t('detail.period')} {formatPeriod(vote.startDate, vote.endDate)} ·{' '}
        {t('detail.ballotCount')} {vote.ballotCount} · {enumLabel(VotingState, vote.votingState)}
        {vote.votingDate ? ` · ${t('export.votingDate', { date: vote.votingDate })}` : null}
      </p>
      {vote.votingRule ? (
        <div className="voting-print__rules" data-testid="print-voting-rule">
          <strong>{t('export.votingRuleText')}</strong>
          <p style={{ whiteSpace: 'pre-line' }}>{vote.votingRule}</p>
        </div>
      ) : null}
      {buildingCode && rows[0] ? <h2>{rows[0].buildingName}</h2> : null}
      <table className="voting-print__table">
        <thead>
          <tr>
            <th>{t('export.issue')}</th>
            <th>{t('export.rules')}</th>
            <th>{t('export.participating')}</th>
            <th>{t('export.agree')}</th>
            <th>{t('export.disagree')}</th>
            <th>{t('export.abstain')}</th>
            <th>{t('export.verdict')}</th>
          </tr>
        </thead>
        <tbody>
          {vote.issues.map((issue) => {
            const stat = vote.votingIssueStatistics.find(
              (candidate) => candidate.issueKey === issue.issueKey,
            );
            const pair = (value: { area: number; heads: number } | undefined) =>
              value ? `${formatArea(value.area)}㎡ / ${value.heads}${t('export.people')}` : '—';
            return (
              <tr key={issue.issueKey}>
                <td>
                  {issue.issueKey}. {issue.title}
                </td>
                <td>
                  <RuleText rule={issue.effectRuleParam} />
                  <br />
                  <RuleText rule={issue.votingRuleParam} />
                </td>
                <td>
                  {pair(stat?.participating)}
                  {stat ? ` (${formatFraction(stat.participatingAreaOfAll)})` : ''}
                </td>
                <td>{pair(stat?.agree)}</td>
                <td>{pair(stat?.disagree)}</td>
                <td>{pair(stat?.abstain)}</td>
                <td>{stat ? (stat.passed ? t('stats.passed') : t('stats.notPassed')) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {rows.length > 0 ? (
        <>
          <h2>{t('detail.buildingStats')}</h2>
          <table className="voting-print__table">
            <thead>
              <tr>
                <th>{t('detail.building')}</th>
                <th>{t('detail.houseCount')}</th>
                <th>{t('detail.votedHouses')}</th>
                <th>{t('detail.votedArea')}</th>
                {vote.issues.map((issue) => (
                  <th key={issue.issueKey}>{t('export.issueAgree', { key: issue.issueKey })}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.buildingCode}>
                  <td>{row.buildingName}</td>
                  <td>{row.houseCount}</td>
                  <td>{row.votedHouseCount}</td>
                  <td>
                    {formatArea(row.votedArea)} / {formatArea(row.totalArea)}
                  </td>
                  {vote.issues.map((issue) => {
                    const counts = row.issues.find((candidate) => candidate.issueKey === issue.issueKey);
                    return (
                      <td key={issue.issueKey}>
                        {counts
                          ? `${counts.agree.heads} / ${counts.disagree.heads} / ${counts.abstain.heads}`
                          : '—'}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {buildingCode && houses.data ? (
        <>
          <h2>{t('export.houses')}</h2>
          <table className="voting-print__table">
            <thead>
              <tr>
                <th>{t('detail.house')}</th>
                <th>{t('detail.area')}</th>
                <th>{t('detail.voted')}</th>
              </tr>
            </thead>
            <tbody>
              {houses.data.map((house) => (
                <tr key={house.houseCode}>
                  <td>{house.unitNo ? `${house.unitNo}-${house.houseNo}` : house.houseNo}</td>
                  <td>{formatArea(house.area)}</td>
                  <td>{house.voted ? t('detail.yes') : t('detail.no')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      <p className="voting-print__foot">
        {t('export.chain', { count: vote.chain.count, head: vote.chain.head })}
        <br />
        {t('export.printedAt', { time: formatDateTime(new Date()) })}
      </p>
    </div>
  );
}
