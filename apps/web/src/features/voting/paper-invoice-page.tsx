import { PaperEntryState } from '@gongzhi/domain/voting/voting-paper-api';
import type { VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import DatePicker from 'antd/es/date-picker';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import type { Attachment } from '../../ui/upload/upload-api';
import { UploadField } from '../../ui/upload/upload-field';
import { uploadFieldRule } from '../../ui/upload/upload-field-rule';
import { ScanEntryPrefill } from './scan/scan-entry-link';
import { choicesText } from './vote-records-pages';
import {
  cancelPaperEntry,
  checkVoter,
  editPaperPeriod,
  multipleOwnersQuery,
  type PaperEntry,
  paperEntriesQuery,
  paperInfoQuery,
  printAllBallots,
  printBallots,
  printBlankBallots,
  savePaperBallot,
  scopeBuildingsQuery,
  scopeHousesQuery,
  type VoterBallotStatus,
  type VotingInfo,
  votingKey,
} from './voting-api';
import { VotingPageGate, type VotingPageProps } from './voting-page-gate';
import { formatPeriod, QueryState, useStartJob } from './voting-shared';
import './corrections-list';
import './locale';
import './voting.css';
import { useEnumLabel } from '../../locales/enum-label';
import { useConfirmAction } from '../../ui/actions/confirm-action';

const ENTRY_COLOR: Record<PaperEntryState, string> = {
  PENDING: 'processing',
  COUNTED: 'success',
  MISMATCH: 'error',
  CANCELLED: 'default',
  REFUSED_ONLINE: 'warning',
  REPLACED: 'warning',
};

/** 纸质表决票 (/manage/PaperInvoice/:votingCode): print ballots, enter returned ones (two staff), review entries. */
export function PaperInvoicePage() {
  return <VotingPageGate page={PaperInvoice} />;
}

function PaperInvoice({ communityInfoCode, vote }: VotingPageProps) {
  const { t } = useTranslation('voting');
  const ref = { communityInfoCode, votingCode: vote.votingCode };
  const paper = useQuery(paperInfoQuery(communityInfoCode, vote.votingCode));
  const { start, running } = useStartJob();
  const [blankCount, setBlankCount] = useState(10);
  return (
    <div className="voting-page">
      <Card variant="borderless" title={vote.title}>
        {paper.isError ? <QueryState error={paper.error} loading={false} /> : null}
        {paper.data ? (
          <>
            <Descriptions
              size="small"
              column={{ xs: 1, md: 3 }}
              items={[
                { key: 'voters', label: t('paper.voterCount'), children: paper.data.voterCount },
                { key: 'ballots', label: t('paper.ballotCount'), children: paper.data.ballotCount },
                { key: 'online', label: t('paper.onlineCount'), children: paper.data.onlineBallotCount },
                { key: 'paper', label: t('paper.paperCount'), children: paper.data.paperBallotCount },
                { key: 'pending', label: t('paper.pendingCount'), children: paper.data.pendingEntryCount },
                {
                  key: 'period',
                  label: t('detail.paperPeriod'),
                  children:
                    formatPeriod(paper.data.pdStartDate, paper.data.pdEndDate) || t('paper.duringVoting'),
                },
              ]}
            />
            {paper.data.paperOpen ? (
              <Alert type="success" showIcon title={t('paper.open')} />
            ) : (
              <Alert type="warning" showIcon title={paper.data.paperClosedReason ?? t('paper.closed')} />
            )}
            <PaperPeriodForm communityInfoCode={communityInfoCode} vote={vote} />
          </>
        ) : null}
      </Card>
      <Card variant="borderless" title={t('paper.print')}>
        <p className="voting-muted">{t('paper.printHint')}</p>
        <Space wrap>
          <Button
            type="primary"
            loading={running === 'all'}
            onClick={() => void start('all', () => printAllBallots(ref))}
          >
            {t('paper.printAll')}
          </Button>
          <Button
            loading={running === 'notVoted'}
            onClick={() => void start('notVoted', () => printBallots({ ...ref, onlyNotVoted: true }))}
          >
            {t('paper.printNotVoted')}
          </Button>
          <Space.Compact>
            <InputNumber
              min={1}
              max={500}
              value={blankCount}
              aria-label={t('paper.blankCount')}
              onChange={(value) => setBlankCount(value ?? 1)}
            />
            <Button
              loading={running === 'blank'}
              onClick={() => void start('blank', () => printBlankBallots({ ...ref, count: blankCount }))}
            >
              {t('paper.printBlank')}
            </Button>
          </Space.Compact>
        </Space>
      </Card>
      <PaperEntryForm communityInfoCode={communityInfoCode} vote={vote} />
      <PaperEntries communityInfoCode={communityInfoCode} vote={vote} />
      <MultipleOwners communityInfoCode={communityInfoCode} vote={vote} />
    </div>
  );
}

function PaperPeriodForm({ communityInfoCode, vote }: { communityInfoCode: string; vote: VotingInfo }) {
  const { t } = useTranslation('voting');
  const { message } = App.useApp();
  const client = useQueryClient();
  const editable = vote.votingState === 'HAS_NOT_STARTED' || vote.votingState === 'PROCESSING';
  const save = useMutation({
    mutationFn: (period: [Dayjs, Dayjs] | null) =>
      editPaperPeriod({
        communityInfoCode,
        votingCode: vote.votingCode,
        pdStartDate: period?.[0].format() ?? null,
        pdEndDate: period?.[1].format() ?? null,
      }),
    onSuccess: async () => {
      void message.success(t('paper.periodSaved'));
      await client.invalidateQueries({ queryKey: votingKey(communityInfoCode) });
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  if (!editable) return null;
  return (
    <Form
      layout="inline"
      className="voting-paper-period"
      initialValues={{
        period: vote.pdStartDate && vote.pdEndDate ? [dayjs(vote.pdStartDate), dayjs(vote.pdEndDate)] : null,
      }}
      onFinish={(values: { period: [Dayjs, Dayjs] | null }) => save.mutate(values.period ?? null)}
    >
      <Form.Item name="period" label={t('paper.period')}>
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY/MM/DD HH:mm" />
      </Form.Item>
      <Button htmlType="submit" loading={save.isPending}>
        {t('actions.save')}
      </Button>
    </Form>
  );
}

type EntryValues = {
  buildingCode?: string;
  houseCode?: string;
  signerName: string;
  choices: Record<string, VoteChoice | 'BLANK'>;
  attachments?: Attachment[];
  correctionReason?: string;
};

/** Entry of one returned ballot; a second staff member's identical entry confirms it. */
function PaperEntryForm({ communityInfoCode, vote }: { communityInfoCode: string; vote: VotingInfo }) {
  const { t } = useTranslation('voting');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<EntryValues>();
  const buildingCode = Form.useWatch('buildingCode', form);
  const houseCode = Form.useWatch('houseCode', form);
  const [result, setResult] = useState<PaperEntry | null>(null);
  const { t: tc } = useTranslation('votingCorrections');
  // After the end a ballot counts only as a correction with a reason (issue #22 item 2).
  const ended = vote.endDate !== null && dayjs().isAfter(vote.endDate);
  const buildings = useQuery(scopeBuildingsQuery(communityInfoCode, vote.votingCode));
  const houses = useQuery({
    ...scopeHousesQuery(communityInfoCode, vote.votingCode, buildingCode ?? ''),
    enabled: !!buildingCode,
  });
  const voter = useQuery({
    queryKey: [...votingKey(communityInfoCode), 'voter', vote.votingCode, houseCode],
    queryFn: () => checkVoter({ communityInfoCode, votingCode: vote.votingCode, houseCode: houseCode ?? '' }),
    enabled: !!houseCode,
    retry: false,
  });
  const save = useMutation({
    mutationFn: (values: EntryValues) =>
      savePaperBallot({
        communityInfoCode,
        votingCode: vote.votingCode,
        houseCode: values.houseCode ?? '',
        signerName: values.signerName.trim(),
        attachments: (values.attachments ?? []).map((file) => file.attachmentId),
        correctionReason: ended ? values.correctionReason?.trim() : undefined,
        choices: Object.fromEntries(
          vote.issues.map((issue) => {
            const choice = values.choices?.[issue.issueKey];
            return [issue.issueKey, !choice || choice === 'BLANK' ? null : choice];
          }),
        ),
      }),
    onSuccess: async (entry) => {
      setResult(entry);
      void message.success(entry.state === 'COUNTED' ? t('paper.counted') : t('paper.pendingSaved'));
      form.resetFields();
      await client.invalidateQueries({ queryKey: votingKey(communityInfoCode) });
    },
    onError: (error) => void message.error(failureMessage(error)),
  });

  return (
    <Card variant="borderless" title={t('paper.entry')}>
      <p className="voting-muted">{t('paper.entryHint')}</p>
      <ScanEntryPrefill form={form} communityInfoCode={communityInfoCode} votingCode={vote.votingCode} />
      {result ? (
        <Alert
          type={result.state === 'COUNTED' ? 'success' : 'info'}
          showIcon
          closable
          onClose={() => setResult(null)}
          data-testid="paper-result"
          title={`${result.houseNames.join('、')} · ${enumLabel(PaperEntryState, result.state)}`}
          description={result.state === 'COUNTED' ? t('paper.countedHint') : t('paper.pendingHint')}
        />
      ) : null}
      <Form<EntryValues>
        form={form}
        layout="vertical"
        onFinish={(values) => save.mutate(values)}
        className="voting-paper-form"
      >
        <Space wrap align="start">
          <Form.Item
            name="buildingCode"
            label={t('paper.building')}
            rules={[{ required: true, message: t('paper.buildingRequired') }]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              style={{ width: 200 }}
              options={(buildings.data ?? []).map((building) => ({
                value: building.buildingCode,
                label: building.buildingName,
              }))}
              onChange={() => form.setFieldValue('houseCode', undefined)}
            />
          </Form.Item>
          <Form.Item
            name="houseCode"
            label={t('paper.house')}
            rules={[{ required: true, message: t('paper.houseRequired') }]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              style={{ width: 200 }}
              disabled={!buildingCode}
              loading={houses.isFetching}
              options={(houses.data ?? []).map((house) => ({
                value: house.houseCode,
                label: `${house.unitNo ? `${house.unitNo}-` : ''}${house.houseNo}${house.voted ? `（${t('detail.voted')}）` : ''}`,
              }))}
            />
          </Form.Item>
        </Space>
        {voter.isError ? <Alert type="warning" showIcon title={failureMessage(voter.error)} /> : null}
        {voter.data ? <VoterStatus voter={voter.data} /> : null}
        {ended ? (
          <Form.Item
            name="correctionReason"
            label={tc('entryReason')}
            extra={tc('entryReasonHint')}
            rules={[{ required: true, whitespace: true, message: tc('entryReasonRequired') }]}
          >
            <Input maxLength={200} style={{ maxWidth: 480 }} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="signerName"
          label={t('paper.signerName')}
          rules={[{ required: true, whitespace: true, message: t('paper.signerRequired') }]}
        >
          <Input maxLength={50} style={{ maxWidth: 320 }} />
        </Form.Item>
        {vote.issues.map((issue) => (
          <Form.Item
            key={issue.issueKey}
            name={['choices', issue.issueKey]}
            label={`${issue.issueKey}. ${issue.title}`}
            rules={[{ required: true, message: t('paper.choiceRequired') }]}
          >
            <Radio.Group
              options={[
                ...issue.issueOptions.map((option) => ({ value: option.choice, label: option.name })),
                { value: 'BLANK', label: t('paper.blank') },
              ]}
            />
          </Form.Item>
        ))}
        <Form.Item name="attachments" label={t('paper.scan')} rules={[uploadFieldRule]}>
          <UploadField uploadType="TX_OFFLINE_VOTE" communityInfoCode={communityInfoCode} maxCount={9} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {voter.data?.pendingEntryId ? t('paper.confirmEntry') : t('paper.submitEntry')}
        </Button>
      </Form>
    </Card>
  );
}

function VoterStatus({ voter }: { voter: VoterBallotStatus }) {
  const { t } = useTranslation('voting');
  return (
    <Alert
      className="voting-voter-status"
      type={voter.voted ? 'warning' : 'info'}
      showIcon
      data-testid="voter-status"
      title={t('paper.voter', {
        houses: voter.houseNames.join('、'),
        owners: voter.owners.map((owner) => owner.ownerName).join('、') || t('paper.noOwner'),
      })}
      description={
        <>
          {voter.multipleOwner ? <Tag color="purple">{t('paper.multipleOwner')}</Tag> : null}
          {voter.voted ? (
            <Tag color="warning">
              {t('paper.alreadyVoted', { channel: t(`channel.${voter.channel ?? 'ONLINE'}`) })}
            </Tag>
          ) : null}
          {voter.abandonedOnline ? <Tag>{t('paper.abandoned')}</Tag> : null}
          {voter.pendingEntryId ? <Tag color="processing">{t('paper.hasPending')}</Tag> : null}
        </>
      }
    />
  );
}

const PAGE_SIZE = 20;

function PaperEntries({ communityInfoCode, vote }: { communityInfoCode: string; vote: VotingInfo }) {
  const { t } = useTranslation('voting');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const entries = useQuery(paperEntriesQuery(communityInfoCode, vote.votingCode, page, PAGE_SIZE));
  const cancel = (entry: PaperEntry) => {
    let reason = '';
    confirm('cancel', {
      title: t('paper.cancelTitle'),
      content: (
        <Input placeholder={t('paper.cancelReason')} onChange={(event) => (reason = event.target.value)} />
      ),
      okText: t('actions.ok'),
      onOk: async () => {
        try {
          await cancelPaperEntry({
            communityInfoCode,
            votingCode: vote.votingCode,
            entryId: entry.entryId,
            reason,
          });
          void message.success(t('actions.done'));
          await client.invalidateQueries({ queryKey: votingKey(communityInfoCode) });
        } catch (error) {
          void message.error(failureMessage(error));
          throw error;
        }
      },
    });
  };
  return (
    <Card variant="borderless" title={t('paper.entries')}>
      {entries.isError ? <QueryState error={entries.error} loading={false} /> : null}
      <Table<PaperEntry>
        rowKey="entryId"
        size="small"
        loading={entries.isFetching}
        dataSource={entries.data?.list}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: entries.data?.total ?? 0,
          showTotal: (total) => t('list.total', { total }),
          onChange: setPage,
        }}
        columns={[
          { title: t('paper.house'), dataIndex: 'houseNames', render: (names: string[]) => names.join('、') },
          { title: t('paper.signerName'), dataIndex: 'signerName' },
          {
            title: t('invalid.choices'),
            dataIndex: 'choices',
            render: (choices: Record<string, string | null>) =>
              choicesText(enumLabel, choices, t('invalid.blank')),
          },
          {
            title: t('paper.state'),
            dataIndex: 'state',
            render: (state: PaperEntryState) => (
              <Tag color={ENTRY_COLOR[state]}>{enumLabel(PaperEntryState, state)}</Tag>
            ),
          },
          {
            title: t('paper.enteredBy'),
            key: 'by',
            render: (_v, entry) =>
              `${entry.enteredBy} ${formatDateTime(entry.enteredAt)}${entry.confirmedBy ? ` / ${entry.confirmedBy}` : ''}`,
          },
          {
            title: t('invalid.reason'),
            dataIndex: 'reason',
            render: (reason: string | null) => reason ?? '',
          },
          {
            title: t('list.columns.actions'),
            key: 'actions',
            render: (_v, entry) =>
              entry.state === 'PENDING' ? (
                <Button type="link" size="small" danger onClick={() => cancel(entry)}>
                  {t('paper.cancel')}
                </Button>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}

function MultipleOwners({ communityInfoCode, vote }: { communityInfoCode: string; vote: VotingInfo }) {
  const { t } = useTranslation('voting');
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...multipleOwnersQuery(communityInfoCode, vote.votingCode, page, PAGE_SIZE),
    retry: false,
  });
  if (list.isError || (list.data && list.data.total === 0)) return null;
  return (
    <Card variant="borderless" title={t('paper.multipleOwners')}>
      <Table<VoterBallotStatus>
        rowKey="voterKey"
        size="small"
        loading={list.isPending}
        dataSource={list.data?.list}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: t('paper.house'), dataIndex: 'houseNames', render: (names: string[]) => names.join('、') },
          {
            title: t('delivery.owners'),
            dataIndex: 'owners',
            render: (owners: VoterBallotStatus['owners']) =>
              owners.map((owner) => owner.ownerName).join('、'),
          },
          {
            title: t('detail.voted'),
            dataIndex: 'voted',
            render: (voted: boolean, row) =>
              voted ? t(`channel.${row.channel ?? 'ONLINE'}`) : t('detail.no'),
          },
        ]}
      />
    </Card>
  );
}
