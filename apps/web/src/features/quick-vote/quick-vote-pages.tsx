import { PlusOutlined } from '@ant-design/icons';
import { hasAnyPermission } from '@gongzhi/domain/account/permissions';
import { QuestionnaireDisplayState } from '@gongzhi/domain/questionnaire/questionnaire-enums';
import { QuickVoteChoice, QuickVoteParticipant } from '@gongzhi/domain/quick-vote/quick-vote-api';
import { quickVoteCountsArea } from '@gongzhi/domain/quick-vote/quick-vote-status';
import { formatArea } from '@gongzhi/domain/roster/area';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import DatePicker from 'antd/es/date-picker';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Result from 'antd/es/result';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Table, { type ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { failureMessage, request } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { listScroll, TITLE_COLUMN_MIN_WIDTH, useActionsFixed } from '../../ui/list-columns';
import type { Attachment } from '../../ui/upload/upload-api';
import { UploadField } from '../../ui/upload/upload-field';
import { SolicitationActions } from '../questionnaire/solicitation-actions';
import { joinedColumn, periodColumn } from '../questionnaire/solicitation-columns';
import {
  AttachmentLinks,
  filesFor,
  ResultBar,
  rangeOf,
  StateTag,
  usePeriod,
} from '../questionnaire/solicitation-ui';
import { buildingListQuery } from '../roster/roster-api';
import {
  delayQuickVote,
  type QuickVoteCommand,
  type QuickVoteInfo,
  type QuickVoteInput,
  type QuickVoteItem,
  quickVoteCommand,
  quickVoteInfoQuery,
  quickVoteKey,
  quickVoteListQuery,
  saveQuickVote,
  workgroupAnswer,
} from './quick-vote-api';
import './locale';
import { useEnumLabel } from '../../locales/enum-label';
import { FormActions } from '../../ui/actions/form-actions';

/** Quick resolutions (SPEC §2.4–2.5 quickVote pages) in /manage and /government. */

const PAGE_SIZE = 20;
const MANAGE = ['QUICK_ISSUE_MANAGEMENT'] as const;

const idsOf = (files?: Attachment[]) => (files ?? []).map((file) => file.attachmentId);

function useCommunityCode(): string | null {
  return useWorkbench().community?.communityInfoCode ?? null;
}

function useQuickVoteActions(communityInfoCode: string) {
  const { t } = useTranslation('questionnaire');
  const { message } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { linkTo } = useWorkbench();
  const refresh = () => client.invalidateQueries({ queryKey: quickVoteKey(communityInfoCode) });
  const command = useMutation({
    mutationFn: ({ command, id }: { command: QuickVoteCommand; id: string }) =>
      quickVoteCommand(command, communityInfoCode, id),
    onSuccess: async (result, { command }) => {
      await refresh();
      void message.success(command === 'copyToDraft' ? t('actions.copied') : t('actions.done'));
      if (command === 'copyToDraft' && result)
        void navigate(linkTo(`quickVote/create?id=${result.issueQuickId}`));
      if (command === 'delete' || command === 'deleteDraft') void navigate(linkTo('quickVote'));
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  const delay = useMutation({
    mutationFn: ({ id, endDate }: { id: string; endDate: string }) =>
      delayQuickVote(communityInfoCode, id, endDate),
    onSuccess: async () => {
      void message.success(t('actions.done'));
      await refresh();
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  return { command, delay };
}

function QuickVoteActions({
  item,
  communityInfoCode,
  compact,
}: {
  item: QuickVoteItem;
  communityInfoCode: string;
  compact?: boolean;
}) {
  const { permissions } = useWorkbench();
  const actions = useQuickVoteActions(communityInfoCode);
  return (
    <SolicitationActions
      item={item}
      id={item.issueQuickId}
      section="quickVote"
      canManage={hasAnyPermission(permissions, MANAGE)}
      actions={actions}
      compact={compact}
    />
  );
}

// ── list ──

export function QuickVoteListPage() {
  const code = useCommunityCode();
  if (!code) return <Empty />;
  return <QuickVoteList key={code} communityInfoCode={code} />;
}

function QuickVoteList({ communityInfoCode }: { communityInfoCode: string }) {
  const { t } = useTranslation('quickVote');
  const enumLabel = useEnumLabel();
  const navigate = useNavigate();
  const { linkTo, permissions } = useWorkbench();
  const [state, setState] = useState<QuestionnaireDisplayState | undefined>();
  const [page, setPage] = useState(1);
  const list = useQuery(quickVoteListQuery(communityInfoCode, page, PAGE_SIZE, state));
  const actionsFixed = useActionsFixed();
  const columns: ColumnsType<QuickVoteItem> = [
    {
      title: t('columns.title'),
      dataIndex: 'title',
      minWidth: TITLE_COLUMN_MIN_WIDTH,
      render: (title: string, item) => <Link to={linkTo(`quickVote/${item.issueQuickId}`)}>{title}</Link>,
    },
    {
      title: t('columns.participant'),
      dataIndex: 'participantType',
      width: 110,
      render: (value: QuickVoteParticipant) => enumLabel(QuickVoteParticipant, value),
    },
    {
      title: t('columns.state'),
      dataIndex: 'state',
      render: (value: QuestionnaireDisplayState) => <StateTag state={value} />,
    },
    periodColumn(t),
    joinedColumn(t),
    {
      title: t('columns.actions'),
      key: 'actions',
      fixed: actionsFixed,
      width: 190,
      render: (_value, item) => (
        <QuickVoteActions item={item} communityInfoCode={communityInfoCode} compact />
      ),
    },
  ];
  return (
    <Card>
      <div className="qn-toolbar">
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('list.allStates')}
          aria-label={t('list.allStates')}
          value={state}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
          options={QuestionnaireDisplayState.values.map((value) => ({
            value,
            label: enumLabel(QuestionnaireDisplayState, value),
          }))}
        />
        {hasAnyPermission(permissions, MANAGE) ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(linkTo('quickVote/create'))}
          >
            {t('list.create')}
          </Button>
        ) : null}
      </div>
      <Table
        rowKey="issueQuickId"
        columns={columns}
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: t('list.empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage }}
        scroll={listScroll(columns)}
      />
    </Card>
  );
}

// ── create / edit a draft ──

type FormValues = {
  title?: string;
  desc?: string;
  descFile?: Attachment[];
  mvcFile?: Attachment[];
  signAttachment?: Attachment[];
  participantType?: 'OWNER' | 'WORKGROUP';
  scopeType?: 'COMMUNITY' | 'BUILDING';
  buildingCodes?: string[];
  time?: [Dayjs, Dayjs] | null;
};

export function toQuickVoteInput(
  values: FormValues,
  communityInfoCode: string,
  issueQuickId?: string,
): QuickVoteInput {
  const participantType = values.participantType ?? 'OWNER';
  const scopeType = participantType === 'OWNER' ? (values.scopeType ?? 'COMMUNITY') : 'COMMUNITY';
  return {
    communityInfoCode,
    issueQuickId,
    title: (values.title ?? '').trim(),
    desc: values.desc ?? '',
    descFile: idsOf(values.descFile),
    mvcFile: idsOf(values.mvcFile),
    signAttachment: idsOf(values.signAttachment),
    participantType,
    scopeType,
    buildingCodes: scopeType === 'BUILDING' ? (values.buildingCodes ?? []) : [],
    startDate: values.time?.[0]?.toISOString() ?? null,
    endDate: values.time?.[1]?.toISOString() ?? null,
  };
}

export function QuickVoteCreatePage() {
  const code = useCommunityCode();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  if (!code) return <Empty />;
  return <QuickVoteForm key={`${code}:${id ?? ''}`} communityInfoCode={code} draftId={id} />;
}

function QuickVoteForm({ communityInfoCode, draftId }: { communityInfoCode: string; draftId?: string }) {
  const { t } = useTranslation('quickVote');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { linkTo } = useWorkbench();
  const [form] = Form.useForm<FormValues>();
  const draft = useQuery({
    ...quickVoteInfoQuery(communityInfoCode, draftId ?? ''),
    enabled: Boolean(draftId),
  });
  const highrise = useQuery(
    buildingListQuery({ communityInfoCode, buildingAttribute: 'HIGH_RISE', page: 1, size: 10000 }),
  );
  const villa = useQuery(
    buildingListQuery({ communityInfoCode, buildingAttribute: 'VILLA', page: 1, size: 10000 }),
  );
  const buildings = [...(highrise.data?.list ?? []), ...(villa.data?.list ?? [])];
  const participantType = Form.useWatch('participantType', form) ?? 'OWNER';
  const scopeType = Form.useWatch('scopeType', form) ?? 'COMMUNITY';

  useEffect(() => {
    const data = draft.data;
    if (!data) return;
    form.setFieldsValue({
      title: data.title,
      desc: data.desc,
      descFile: filesFor(data.descFile, data.files),
      mvcFile: filesFor(data.mvcFile, data.files),
      signAttachment: filesFor(data.signAttachment, data.files),
      participantType: data.participantType,
      scopeType: data.scopeType,
      buildingCodes: data.buildingCodes,
      time: rangeOf(data.startDate, data.endDate) ?? null,
    });
  }, [draft.data, form]);

  const save = useMutation({
    mutationFn: ({ values, asDraft }: { values: FormValues; asDraft: boolean }) =>
      saveQuickVote(toQuickVoteInput(values, communityInfoCode, draftId), asDraft),
    onSuccess: async (saved, { asDraft }) => {
      await client.invalidateQueries({ queryKey: quickVoteKey(communityInfoCode) });
      void message.success(asDraft ? t('form.saved') : t('form.published'));
      void navigate(linkTo(`quickVote/${saved.issueQuickId}`));
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  if (draftId && draft.isPending) return <Skeleton active />;
  const submit = async (asDraft: boolean) => {
    let values: FormValues;
    try {
      values = asDraft
        ? await form.validateFields(['title']).then(() => form.getFieldsValue(true) as FormValues)
        : await form.validateFields();
    } catch {
      // The fields show what is missing; an invalid form is no page error (issue #24).
      return;
    }
    save.mutate({ values, asDraft });
  };
  const upload = <UploadField communityInfoCode={communityInfoCode} uploadType="TX_VOTING" />;

  return (
    <Card>
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 760 }}
        initialValues={{ participantType: 'OWNER', scopeType: 'COMMUNITY' }}
      >
        <Form.Item
          name="title"
          label={t('form.title')}
          rules={[
            { required: true, whitespace: true, message: t('form.fillIn', { label: t('form.title') }) },
            { max: 100 },
          ]}
        >
          <Input maxLength={100} showCount />
        </Form.Item>
        <Form.Item name="desc" label={t('form.desc')} rules={[{ max: 2000 }]}>
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item name="descFile" label={t('form.descFile')}>
          {upload}
        </Form.Item>
        <Form.Item name="mvcFile" label={t('form.mvcFile')}>
          {upload}
        </Form.Item>
        <Form.Item name="signAttachment" label={t('form.signAttachment')}>
          {upload}
        </Form.Item>
        <Form.Item name="participantType" label={t('form.participant')}>
          <Radio.Group
            optionType="button"
            options={QuickVoteParticipant.values.map((value) => ({
              value,
              label: enumLabel(QuickVoteParticipant, value),
            }))}
          />
        </Form.Item>
        {participantType === 'OWNER' ? (
          <Form.Item name="scopeType" label={t('form.scopeType')}>
            <Radio.Group
              optionType="button"
              options={(['COMMUNITY', 'BUILDING'] as const).map((value) => ({
                value,
                label: t(`scope.${value}`),
              }))}
            />
          </Form.Item>
        ) : null}
        {participantType === 'OWNER' && scopeType === 'BUILDING' ? (
          <Form.Item
            name="buildingCodes"
            label={t('form.buildings')}
            rules={[{ required: true, type: 'array', min: 1, message: t('form.buildingsRequired') }]}
          >
            <Select
              mode="multiple"
              optionFilterProp="label"
              options={buildings.map((building) => ({
                value: building.buildingCode,
                label: building.buildingName,
              }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="time"
          label={t('form.time')}
          rules={[{ required: true, message: t('form.timeRequired') }]}
        >
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY/MM/DD HH:mm"
            placeholder={[t('form.startPlaceholder'), t('form.endPlaceholder')]}
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
          />
        </Form.Item>
        <FormActions
          primary={
            <Button type="primary" onClick={() => void submit(false)} loading={save.isPending}>
              {t('form.publish')}
            </Button>
          }
          secondary={
            <Button onClick={() => void submit(true)} loading={save.isPending}>
              {t('form.saveDraft')}
            </Button>
          }
        />
      </Form>
    </Card>
  );
}

// ── detail ──

export function QuickVoteDetailPage() {
  const code = useCommunityCode();
  const { issueQuickId = '' } = useParams();
  if (!code) return <Empty />;
  return <QuickVoteDetail key={code} communityInfoCode={code} id={issueQuickId} />;
}

function QuickVoteDetail({ communityInfoCode, id }: { communityInfoCode: string; id: string }) {
  const { t } = useTranslation('quickVote');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const client = useQueryClient();
  const period = usePeriod();
  const { permissions } = useWorkbench();
  const info = useQuery(quickVoteInfoQuery(communityInfoCode, id));
  const [signFiles, setSignFiles] = useState<Attachment[] | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: quickVoteKey(communityInfoCode) });
  const answer = useMutation({
    mutationFn: (choice: QuickVoteChoice) => workgroupAnswer(communityInfoCode, id, choice),
    onSuccess: async () => {
      void message.success(t('detail.voted'));
      await refresh();
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  const attach = useMutation({
    mutationFn: (data: QuickVoteInfo) =>
      request<QuickVoteInfo>({
        url: '/v1/issueQuick/updateAttachment',
        method: 'POST',
        data: {
          communityInfoCode,
          issueQuickId: id,
          signAttachment: idsOf(signFiles ?? []),
          mvcFile: data.mvcFile,
        },
        intercept: false,
      }),
    onSuccess: async () => {
      void message.success(t('detail.attachmentsSaved'));
      setSignFiles(null);
      await refresh();
    },
    onError: (error) => void message.error(failureMessage(error)),
  });

  if (info.isPending) return <Skeleton active />;
  if (info.isError)
    return <Result status="404" title={t('detail.notFound')} subTitle={failureMessage(info.error)} />;
  const data = info.data;
  const canManage = hasAnyPermission(permissions, MANAGE);
  // Workgroup members vote as people: no area statistics (issue #24).
  const countsArea = quickVoteCountsArea(data.participantType);

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            {data.title}
            <StateTag state={data.state} />
          </Space>
        }
        extra={<QuickVoteActions item={data} communityInfoCode={communityInfoCode} />}
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('form.time')}>{period(data.startDate, data.endDate)}</Descriptions.Item>
          <Descriptions.Item label={t('form.participant')}>
            {enumLabel(QuickVoteParticipant, data.participantType)}
            {data.participantType === 'OWNER' && data.scopeType === 'BUILDING'
              ? `（${data.buildingNames.join('、')}）`
              : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.joinDate')}>
            <span data-testid="join-date">{formatDateTime(data.joinDate) || t('detail.noJoin')}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('form.desc')} span={2}>
            <div className="qn-desc">{data.desc || '-'}</div>
          </Descriptions.Item>
          {data.descFile.length ? (
            <Descriptions.Item label={t('form.descFile')}>
              <AttachmentLinks ids={data.descFile} files={data.files} />
            </Descriptions.Item>
          ) : null}
          {data.mvcFile.length ? (
            <Descriptions.Item label={t('form.mvcFile')}>
              <AttachmentLinks ids={data.mvcFile} files={data.files} />
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('form.signAttachment')} span={2}>
            <Space direction="vertical">
              <AttachmentLinks ids={data.signAttachment} files={data.files} />
              {canManage && data.state !== 'DRAFT' ? (
                <Space align="start">
                  <UploadField
                    communityInfoCode={communityInfoCode}
                    uploadType="TX_VOTING"
                    value={signFiles ?? filesFor(data.signAttachment, data.files)}
                    onChange={setSignFiles}
                  />
                  {signFiles ? (
                    <Button size="small" onClick={() => attach.mutate(data)} loading={attach.isPending}>
                      {t('detail.saveAttachments')}
                    </Button>
                  ) : null}
                </Space>
              ) : null}
            </Space>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card
        title={t('detail.results')}
        extra={
          data.myChoice ? t('detail.myChoice', { choice: enumLabel(QuickVoteChoice, data.myChoice) }) : null
        }
      >
        {countsArea ? (
          <p data-testid="quick-total">
            {t('detail.total', { heads: data.total.heads, area: formatArea(data.total.area) })}
            {'　'}
            {t('detail.participating', {
              heads: data.participating.heads,
              area: formatArea(data.participating.area),
            })}
          </p>
        ) : (
          <p data-testid="quick-total">
            {t('detail.totalHeads', { heads: data.total.heads })}
            {'　'}
            {t('detail.participatingHeads', { heads: data.participating.heads })}
          </p>
        )}
        <Row gutter={32}>
          <Col xs={24} md={countsArea ? 12 : 24}>
            <h4>{t('detail.byHeads')}</h4>
            {data.results.map((row) => (
              <ResultBar
                key={row.choice}
                label={row.name}
                detail={t('detail.headsResult', { heads: row.heads, percentage: row.headsPercentage })}
                percentage={row.headsPercentage}
              />
            ))}
          </Col>
          {countsArea ? (
            <Col xs={24} md={12}>
              <h4>{t('detail.byArea')}</h4>
              {data.results.map((row) => (
                <ResultBar
                  key={row.choice}
                  label={row.name}
                  detail={t('detail.areaResult', {
                    area: formatArea(row.area),
                    percentage: row.areaPercentage,
                  })}
                  percentage={row.areaPercentage}
                />
              ))}
            </Col>
          ) : null}
        </Row>
        {data.canAnswer ? (
          <Space style={{ marginTop: 16 }}>
            <span>{t('detail.vote')}：</span>
            {QuickVoteChoice.values.map((choice) => (
              <Button key={choice} loading={answer.isPending} onClick={() => answer.mutate(choice)}>
                {enumLabel(QuickVoteChoice, choice)}
              </Button>
            ))}
          </Space>
        ) : null}
      </Card>
    </Space>
  );
}
