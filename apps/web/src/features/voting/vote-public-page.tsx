import { hasAnyPermission } from '@gongzhi/domain/account/permissions';
import { formatArea } from '@gongzhi/domain/roster/area';
import { countedBallots, type VoteAggregate, verifyAggregate } from '@gongzhi/domain/voting/vote-aggregate';
import { ResultPublicityMode, VotingState } from '@gongzhi/domain/voting/voting-enums';
import { mayPerformVotingAction } from '@gongzhi/domain/voting/voting-lifecycle';
import { ownerResultPath } from '@gongzhi/domain/voting/voting-result-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import DatePicker from 'antd/es/date-picker';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import QRCode from 'antd/es/qr-code';
import Radio from 'antd/es/radio';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { downloadFile, failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { type Attachment, DOWNLOAD_URL } from '../../ui/upload/upload-api';
import { UploadField } from '../../ui/upload/upload-field';
import { uploadFieldRule } from '../../ui/upload/upload-field-rule';
import { BallotList, saveAggregate } from './ballot-list';
import { CorrectionsList } from './corrections-list';
import { LawExactLine, RuleBasisNote } from './local-rule-view';
import { ResultStatusLine, StaffObjections } from './objection-panels';
import { ResultNoticeButton } from './result-notice-button';
import { TimestampAnchors } from './timestamp-anchors';
import { RuleText } from './vote-statistics';
import {
  aggregateFullQuery,
  checkPublicity,
  publishResult,
  resultInfoQuery,
  resultPreview,
  type VotingInfo,
  type VotingResult,
  votingKey,
} from './voting-api';
import { VotingPageGate, type VotingPageProps } from './voting-page-gate';
import { formatPeriod, QueryState, VotingStateTag } from './voting-shared';
import './locale';
import './result-locale';
import './voting.css';
import { useEnumLabel } from '../../locales/enum-label';
import { useConfirmAction } from '../../ui/actions/confirm-action';

/** The public aggregate's address (what `npm run verify-vote` reads; linked beside the QR code). */
export function aggregateUrl(votingCode: string, origin = window.location.origin): string {
  return `${origin}/v1/votePublic/aggregate?votingCode=${encodeURIComponent(votingCode)}`;
}

/** What the QR code carries: the owner H5 result page, where owners read the result and verify their ballot. */
export function ownerResultUrl(votingCode: string, origin = window.location.origin): string {
  return `${origin}${ownerResultPath(votingCode)}`;
}

/**
 * 表决结果公示 (/manage/votePublic/:votingCode): before publication the preview and publish flow
 * (both publicity modes); after it the published result, the chain head and count, a QR code of the
 * public aggregate and the in-browser verification.
 */
export function VotePublicPage() {
  return <VotingPageGate page={VotePublic} />;
}

function VotePublic({ communityInfoCode, vote }: VotingPageProps) {
  if (vote.votingState === 'ANNOUNCEMENT' || vote.votingState === 'FINISH') {
    return <PublishedResult communityInfoCode={communityInfoCode} votingCode={vote.votingCode} />;
  }
  if (vote.votingState === 'FINISH_NO_ANNOUNCEMENT') {
    return <RecordedResult communityInfoCode={communityInfoCode} vote={vote} />;
  }
  return <PublishFlow communityInfoCode={communityInfoCode} vote={vote} />;
}

function ResultTable({ result }: { result: VotingResult }) {
  const { t } = useTranslation('voting');
  const pair = (value: { area: number; heads: number }) =>
    `${formatArea(value.area)}㎡ / ${value.heads}${t('export.people')}`;
  return (
    <Table
      rowKey="issueKey"
      size="small"
      pagination={false}
      dataSource={result.issues}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          title: t('export.issue'),
          key: 'issue',
          render: (_v, issue) => `${issue.issueKey}. ${issue.title}`,
        },
        {
          title: t('export.verdict'),
          key: 'verdict',
          render: (_v, issue) => (
            <Space size={4} wrap>
              <Tag color={issue.quorum ? 'success' : 'warning'}>
                {issue.quorum ? t('stats.quorumMet') : t('stats.quorumNotMet')}
              </Tag>
              <Tag color={issue.passed ? 'success' : 'error'}>
                {issue.passed ? t('stats.passed') : t('stats.notPassed')}
              </Tag>
              <LawExactLine lawExact={issue.lawExact} />
            </Space>
          ),
        },
        {
          title: t('export.rules'),
          key: 'rules',
          render: (_v, issue) => (
            <>
              <RuleText rule={issue.effectRuleParam} />
              <br />
              <RuleText rule={issue.votingRuleParam} />
            </>
          ),
        },
        { title: t('export.total'), key: 'total', render: (_v, issue) => pair(issue.total) },
        {
          title: t('export.participating'),
          key: 'participating',
          render: (_v, issue) => pair(issue.participating),
        },
        { title: t('export.agree'), key: 'agree', render: (_v, issue) => pair(issue.agree) },
        { title: t('export.disagree'), key: 'disagree', render: (_v, issue) => pair(issue.disagree) },
        { title: t('export.abstain'), key: 'abstain', render: (_v, issue) => pair(issue.abstain) },
      ]}
    />
  );
}

type PublishValues = {
  publicityMode: ResultPublicityMode;
  announce: boolean;
  publicityEndDate?: Dayjs;
  resultFile?: Attachment[];
  remark?: string;
};

function PublishFlow({ communityInfoCode, vote }: { communityInfoCode: string; vote: VotingInfo }) {
  const { t } = useTranslation('voting');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const client = useQueryClient();
  const { permissions } = useWorkbench();
  const canManage = hasAnyPermission(permissions, ['VOTING_MANAGEMENT']);
  const ref = { communityInfoCode, votingCode: vote.votingCode };
  const [form] = Form.useForm<PublishValues>();
  const mode = Form.useWatch('publicityMode', form);
  const announce = Form.useWatch('announce', form);
  const ended = mayPerformVotingAction(vote.votingState, 'PREVIEW_RESULT');
  const check = useQuery({
    queryKey: [...votingKey(communityInfoCode), 'checkPublicity', vote.votingCode],
    queryFn: () => checkPublicity(ref),
    enabled: ended && canManage,
    retry: false,
  });
  const preview = useMutation({ mutationFn: () => resultPreview(ref) });
  const publish = useMutation({
    mutationFn: (values: PublishValues) =>
      publishResult({
        ...ref,
        publicityMode: values.publicityMode,
        announce: values.announce,
        publicityEndDate: values.announce ? (values.publicityEndDate?.format() ?? null) : null,
        resultFile:
          values.publicityMode === 'RESULT_FILE_ONLY' ? (values.resultFile?.[0]?.attachmentId ?? null) : null,
        remark: values.remark ?? '',
      }),
    onSuccess: async () => {
      void message.success(t('publish.published'));
      await client.invalidateQueries({ queryKey: votingKey(communityInfoCode) });
    },
    onError: (error) => void message.error(failureMessage(error)),
  });

  if (!ended) {
    return (
      <Card variant="borderless" title={vote.title}>
        <Alert
          type="info"
          showIcon
          title={t('publish.notEnded', { state: enumLabel(VotingState, vote.votingState) })}
        />
      </Card>
    );
  }
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        variant="borderless"
        title={
          <Space>
            {vote.title}
            <VotingStateTag state={vote.votingState} />
          </Space>
        }
      >
        {check.data && !check.data.canPublish ? (
          <Alert
            type="warning"
            showIcon
            title={t('publish.blocked')}
            description={check.data.reasons.join('；')}
          />
        ) : null}
        {check.isError ? <Alert type="error" showIcon title={failureMessage(check.error)} /> : null}
        <Space className="voting-detail-links">
          <Button onClick={() => preview.mutate()} loading={preview.isPending} disabled={!canManage}>
            {t('publish.preview')}
          </Button>
        </Space>
        {preview.isError ? <Alert type="error" showIcon title={failureMessage(preview.error)} /> : null}
        {preview.data ? (
          <div data-testid="result-preview">
            <h3>{t('publish.previewTitle', { count: preview.data.ballotCount })}</h3>
            <ResultTable result={preview.data} />
            <CorrectionsList corrections={preview.data.corrections} />
            <RuleBasisNote ruleBasis={preview.data.ruleBasis} localRule={preview.data.localRule} />
          </div>
        ) : null}
      </Card>
      {canManage ? (
        <Card variant="borderless" title={t('publish.title')}>
          <Form<PublishValues>
            form={form}
            layout="vertical"
            initialValues={{
              publicityMode: 'RESULT_DATA_WITH_EVIDENCE',
              announce: true,
              publicityEndDate: dayjs().add(7, 'day').startOf('minute'),
              resultFile: [],
            }}
            onFinish={(values) =>
              confirm('publish', {
                title: t('publish.confirmTitle'),
                content: t('publish.confirm'),
                okText: t('publish.submit'),
                onOk: () => publish.mutateAsync(values).catch(() => undefined),
              })
            }
          >
            <Form.Item name="publicityMode" label={t('publish.mode')}>
              <Radio.Group
                options={ResultPublicityMode.values.map((value) => ({
                  value,
                  label: enumLabel(ResultPublicityMode, value),
                }))}
              />
            </Form.Item>
            {mode === 'RESULT_FILE_ONLY' ? (
              <Form.Item
                name="resultFile"
                label={t('publish.resultFile')}
                rules={[
                  { required: true, type: 'array', min: 1, message: t('publish.resultFileRequired') },
                  uploadFieldRule,
                ]}
              >
                <UploadField uploadType="TX_KXCZ" communityInfoCode={communityInfoCode} maxCount={1} />
              </Form.Item>
            ) : null}
            <Form.Item
              name="announce"
              label={t('publish.announce')}
              valuePropName="checked"
              extra={t('publish.announceHint')}
            >
              <Switch />
            </Form.Item>
            {announce ? (
              <Form.Item
                name="publicityEndDate"
                label={t('publish.endDate')}
                rules={[{ required: true, message: t('publish.endDateRequired') }]}
              >
                <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY/MM/DD HH:mm" />
              </Form.Item>
            ) : null}
            <Form.Item name="remark" label={t('publish.remark')}>
              <Input.TextArea rows={3} maxLength={1000} />
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              loading={publish.isPending}
              disabled={check.data ? !check.data.canPublish : false}
            >
              {t('publish.submit')}
            </Button>
          </Form>
        </Card>
      ) : null}
    </Space>
  );
}

function RecordedResult({ communityInfoCode, vote }: { communityInfoCode: string; vote: VotingInfo }) {
  const { t } = useTranslation('voting');
  const result = useQuery(resultInfoQuery(communityInfoCode, vote.votingCode));
  if (!result.data) return <QueryState error={result.error} loading={result.isPending} />;
  return (
    <Card variant="borderless" title={vote.title}>
      <Alert type="info" showIcon title={t('publish.notAnnounced')} />
      <ResultMeta result={result.data} />
      <ResultStatusLine period={result.data.objectionPeriod} className="voting-result-status" />
      <ResultTable result={result.data} />
      <CorrectionsList corrections={result.data.corrections} />
      <RuleBasisNote ruleBasis={result.data.ruleBasis} localRule={result.data.localRule} />
    </Card>
  );
}

function ResultMeta({ result }: { result: VotingResult }) {
  const { t } = useTranslation('voting');
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'mode', label: t('publish.mode'), children: result.publicityModeName ?? '' },
        { key: 'at', label: t('publish.publishedAt'), children: formatDateTime(result.publishedAt) },
        {
          key: 'end',
          label: t('publish.endDate'),
          children: result.publicityEndDate ? formatDateTime(result.publicityEndDate) : t('detail.none'),
        },
        { key: 'ballots', label: t('detail.ballotCount'), children: result.ballotCount },
        ...(result.remark ? [{ key: 'remark', label: t('publish.remark'), children: result.remark }] : []),
        ...(result.resultFile
          ? [
              {
                key: 'file',
                label: t('publish.resultFile'),
                children: (
                  <Button
                    type="link"
                    size="small"
                    onClick={() =>
                      void downloadFile({ url: DOWNLOAD_URL, data: { attachmentId: result.resultFile } })
                    }
                  >
                    {t('publish.download')}
                  </Button>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

/**
 * The published result as the community's staff read it (GET /v1/voting/aggregateFull): in-browser
 * verification and every counted ballot with the house numbers of the annex (issue #21 item 5).
 */
export function PublishedResult({
  communityInfoCode,
  votingCode,
}: {
  communityInfoCode: string;
  votingCode: string;
}) {
  const { t } = useTranslation('voting');
  const data = useQuery(aggregateFullQuery(communityInfoCode, votingCode));
  if (data.data === null) return <Empty description={t('publish.notAnnounced')} />;
  if (!data.data) return <QueryState error={data.error} loading={data.isPending} />;
  const { result, aggregate } = data.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        variant="borderless"
        title={
          <Space wrap>
            {data.data.title}
            <VotingStateTag state={data.data.votingState} />
          </Space>
        }
        extra={<ResultNoticeButton votingCode={votingCode} />}
      >
        <p className="voting-muted">
          {data.data.communityName} · {t('detail.period')}{' '}
          {formatPeriod(data.data.startDate, data.data.endDate)}
        </p>
        <ResultMeta result={result} />
        <ResultStatusLine period={result.objectionPeriod} className="voting-result-status" />
        <ResultTable result={result} />
        <CorrectionsList corrections={result.corrections} />
        <RuleBasisNote ruleBasis={result.ruleBasis} localRule={result.localRule} />
      </Card>
      <StaffObjections communityInfoCode={communityInfoCode} votingCode={votingCode} />
      <Card variant="borderless" title={t('public.evidence')}>
        {aggregate ? (
          <div className="voting-public-evidence">
            <div>
              <Descriptions
                size="small"
                column={1}
                items={[
                  {
                    key: 'count',
                    label: t('chain.count'),
                    children: <span data-testid="chain-count">{result.chain.count}</span>,
                  },
                  {
                    key: 'head',
                    label: t('chain.head'),
                    children: (
                      <span className="voting-hash" data-testid="chain-head">
                        {result.chain.head}
                      </span>
                    ),
                  },
                ]}
              />
              <VerifyButton aggregate={aggregate as VoteAggregate} expectedHead={result.chain.head} />
              <TimestampAnchors votingCode={votingCode} aggregate={aggregate as VoteAggregate} />
            </div>
            <figure className="voting-qr">
              <QRCode
                value={ownerResultUrl(votingCode)}
                size={148}
                bordered={false}
                data-testid="result-qr"
              />
              <figcaption className="voting-muted">{t('qr', { ns: 'votingResult' })}</figcaption>
              <a href={aggregateUrl(votingCode)} className="voting-muted" data-testid="aggregate-download">
                {t('download', { ns: 'votingResult' })}
              </a>
              <div>
                <Button
                  type="link"
                  size="small"
                  onClick={() => saveAggregate(aggregate as VoteAggregate)}
                  data-testid="aggregate-save"
                >
                  {t('downloadMember', { ns: 'votingResult' })}
                </Button>
              </div>
            </figure>
          </div>
        ) : (
          <Alert type="info" showIcon title={t('public.noEvidence')} />
        )}
      </Card>
      {aggregate ? (
        <Card
          variant="borderless"
          title={t('ballotList.title', {
            ns: 'votingResult',
            count: countedBallots((aggregate as VoteAggregate).entries).length,
          })}
        >
          <BallotList aggregate={aggregate as VoteAggregate} />
        </Card>
      ) : null}
    </Space>
  );
}

type VerifyOutcome = { ok: boolean; text: string };

/** 核验: recomputes the chain and the tally in the browser from the exported aggregate. */
export function VerifyButton({
  aggregate,
  expectedHead,
}: {
  aggregate: VoteAggregate;
  expectedHead: string;
}) {
  const { t } = useTranslation('voting');
  const [outcome, setOutcome] = useState<VerifyOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      // Web Crypto hashes off the main thread; the spinner shows while it runs.
      const check = await verifyAggregate(aggregate);
      if (!check.valid) {
        setOutcome({
          ok: false,
          text: t('public.failedAt', { index: check.firstBadIndex ?? 0, problem: check.problem ?? '' }),
        });
      } else if (check.chain.head !== expectedHead) {
        setOutcome({ ok: false, text: t('public.headMismatch') });
      } else {
        setOutcome({
          ok: true,
          text: t('public.verified', { count: check.chain.count, ballots: check.ballotCount }),
        });
      }
    } catch (error) {
      setOutcome({ ok: false, text: failureMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Button type="primary" onClick={() => void run()} loading={busy}>
        {t('public.verify')}
      </Button>
      {outcome ? (
        <Alert
          type={outcome.ok ? 'success' : 'error'}
          showIcon
          title={outcome.text}
          data-testid="verify-outcome"
        />
      ) : null}
    </Space>
  );
}
