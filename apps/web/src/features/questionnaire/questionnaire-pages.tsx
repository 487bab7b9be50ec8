import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { hasAnyPermission } from '@gongzhi/domain/account/permissions';
import {
  isChoiceQuestion,
  QuestionnaireDisplayState,
  QuestionType,
} from '@gongzhi/domain/questionnaire/questionnaire-enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import DatePicker from 'antd/es/date-picker';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Result from 'antd/es/result';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { listScroll, TITLE_COLUMN_MIN_WIDTH, useActionsFixed } from '../../ui/list-columns';
import type { Attachment } from '../../ui/upload/upload-api';
import { UploadField } from '../../ui/upload/upload-field';
import { uploadFieldRule } from '../../ui/upload/upload-field-rule';
import { createDownloadJob } from '../download/download-api';
import { buildingListQuery } from '../roster/roster-api';
import {
  delayQuestionnaire,
  type QuestionnaireCommand,
  type QuestionnaireInfo,
  type QuestionnaireInput,
  type QuestionnaireItem,
  questionnaireCommand,
  questionnaireInfoQuery,
  questionnaireKey,
  questionnaireListQuery,
  saveQuestionnaire,
  solicitationTagsQuery,
  textAnswersQuery,
  updateQuestionnaireAttachments,
} from './questionnaire-api';
import { SolicitationActions } from './solicitation-actions';
import { joinedColumn, periodColumn } from './solicitation-columns';
import { AttachmentLinks, filesFor, ResultBar, rangeOf, StateTag, usePeriod } from './solicitation-ui';
import './locale';
import './questionnaire.css';
import { useEnumLabel } from '../../locales/enum-label';
import { FormActions } from '../../ui/actions/form-actions';

/** Questionnaires (SPEC §2.4–2.5 consultation pages) in /manage and /government. */

const PAGE_SIZE = 20;
const MANAGE = ['INTENTION_MANAGEMENT'] as const;

function useCommunityCode(): string | null {
  return useWorkbench().community?.communityInfoCode ?? null;
}

// ── list ──

export function ConsultationListPage() {
  const code = useCommunityCode();
  if (!code) return <Empty />;
  return <ConsultationList key={code} communityInfoCode={code} />;
}

function ConsultationList({ communityInfoCode }: { communityInfoCode: string }) {
  const { t } = useTranslation('questionnaire');
  const enumLabel = useEnumLabel();
  const navigate = useNavigate();
  const { linkTo, permissions } = useWorkbench();
  const canManage = hasAnyPermission(permissions, MANAGE);
  const [state, setState] = useState<QuestionnaireDisplayState | undefined>();
  const [searchKey, setSearchKey] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery(questionnaireListQuery(communityInfoCode, page, PAGE_SIZE, state, searchKey));
  const actions = useQuestionnaireActions(communityInfoCode);

  const actionsFixed = useActionsFixed();
  const columns: ColumnsType<QuestionnaireItem> = [
    {
      title: t('columns.title'),
      dataIndex: 'title',
      minWidth: TITLE_COLUMN_MIN_WIDTH,
      render: (title: string, item) => (
        <Link to={linkTo(`consultation/${item.intentionSolicitationId}`)}>{title}</Link>
      ),
    },
    {
      title: t('columns.tags'),
      dataIndex: 'tags',
      width: 140,
      render: (tags: QuestionnaireItem['tags']) =>
        tags.map((tag) => <Tag key={tag.tagId}>{tag.tagName}</Tag>),
    },
    {
      title: t('columns.state'),
      dataIndex: 'state',
      width: 90,
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
        <SolicitationActions
          item={item}
          id={item.intentionSolicitationId}
          section="consultation"
          canManage={canManage}
          actions={actions}
          delayLabel={t('actions.newEnd')}
          compact
        />
      ),
    },
  ];

  return (
    <Card>
      <div className="qn-toolbar">
        <Space wrap>
          <Select
            allowClear
            style={{ width: 140 }}
            aria-label={t('list.allStates')}
            placeholder={t('list.allStates')}
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
          <Input.Search
            allowClear
            placeholder={t('list.search')}
            maxLength={100}
            onSearch={(value) => {
              setSearchKey(value.trim());
              setPage(1);
            }}
          />
        </Space>
        {canManage ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(linkTo('consultation/create'))}
          >
            {t('list.create')}
          </Button>
        ) : null}
      </div>
      <Table
        rowKey="intentionSolicitationId"
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

// ── actions shared by list and detail ──

function useQuestionnaireActions(communityInfoCode: string) {
  const { t } = useTranslation('questionnaire');
  const { message } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { linkTo } = useWorkbench();
  const refresh = () => client.invalidateQueries({ queryKey: questionnaireKey(communityInfoCode) });
  const command = useMutation({
    mutationFn: ({ command, id }: { command: QuestionnaireCommand; id: string }) =>
      questionnaireCommand(command, communityInfoCode, id),
    onSuccess: async (result, { command }) => {
      await refresh();
      if (command === 'copyToDraft' && result) {
        void message.success(t('actions.copied'));
        void navigate(linkTo(`consultation/create?id=${result.intentionSolicitationId}`));
      } else if (command === 'delete' || command === 'deleteDraft') {
        void message.success(t('actions.done'));
        void navigate(linkTo('consultation'));
      } else void message.success(t('actions.done'));
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  const delay = useMutation({
    mutationFn: ({ id, endDate }: { id: string; endDate: string }) =>
      delayQuestionnaire(communityInfoCode, id, endDate),
    onSuccess: async () => {
      void message.success(t('actions.done'));
      await refresh();
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  return { command, delay };
}

// ── create / edit a draft ──

export type QuestionValues = {
  title?: string;
  type?: QuestionType;
  required?: boolean;
  descFile?: Attachment[];
  options?: { content?: string; descFile?: Attachment[] }[];
};
export type QuestionnaireFormValues = {
  title?: string;
  desc?: string;
  descFile?: Attachment[];
  mvcFile?: Attachment[];
  signAttachment?: Attachment[];
  tagIds?: number[];
  scopeType?: 'COMMUNITY' | 'BUILDING';
  buildingCodes?: string[];
  time?: [Dayjs, Dayjs] | null;
  questions?: QuestionValues[];
};

const idsOf = (files?: readonly Attachment[]) => (files ?? []).map((file) => file.attachmentId);

/** A question nothing has been written into yet (no title, no option text, no files). */
function isBlankQuestion(question: QuestionnaireInput['questions'][number]) {
  return (
    !question.title &&
    question.descFile.length === 0 &&
    question.options.every((option) => !option.content && option.descFile.length === 0)
  );
}

/**
 * The form's values as the create / saveDraft body (text questions carry no options). A draft keeps
 * the questions begun and leaves out untouched blank ones (the form starts with one), which the
 * server would refuse for want of a title, so a title-only draft can be saved.
 */
export function toQuestionnaireInput(
  values: QuestionnaireFormValues,
  communityInfoCode: string,
  intentionSolicitationId?: string,
  asDraft = false,
): QuestionnaireInput {
  const input: QuestionnaireInput = {
    communityInfoCode,
    intentionSolicitationId,
    title: (values.title ?? '').trim(),
    desc: values.desc ?? '',
    descFile: idsOf(values.descFile),
    mvcFile: idsOf(values.mvcFile),
    signAttachment: idsOf(values.signAttachment),
    tagIds: values.tagIds ?? [],
    scopeType: values.scopeType ?? 'COMMUNITY',
    buildingCodes: values.scopeType === 'BUILDING' ? (values.buildingCodes ?? []) : [],
    startDate: values.time?.[0]?.toISOString() ?? null,
    endDate: values.time?.[1]?.toISOString() ?? null,
    questions: (values.questions ?? []).map((question) => {
      const type = question.type ?? 'SINGLE_CHOICE';
      return {
        title: (question.title ?? '').trim(),
        type,
        required: question.required ?? true,
        descFile: idsOf(question.descFile),
        options: isChoiceQuestion(type)
          ? (question.options ?? []).map((option) => ({
              content: (option.content ?? '').trim(),
              descFile: idsOf(option.descFile),
            }))
          : [],
      };
    }),
  };
  return asDraft
    ? { ...input, questions: input.questions.filter((question) => !isBlankQuestion(question)) }
    : input;
}

/** A saved questionnaire as form values (editing a draft; one without questions re-opens with a blank one). */
export function toFormValues(info: QuestionnaireInfo): QuestionnaireFormValues {
  return {
    title: info.title,
    desc: info.desc,
    descFile: filesFor(info.descFile, info.files),
    mvcFile: filesFor(info.mvcFile, info.files),
    signAttachment: filesFor(info.signAttachment, info.files),
    tagIds: info.tags.map((tag) => tag.tagId),
    scopeType: info.scopeType,
    buildingCodes: info.buildingCodes,
    time: rangeOf(info.startDate, info.endDate) ?? null,
    questions:
      info.questions.length === 0
        ? [NEW_QUESTION]
        : info.questions.map((question) => ({
            title: question.title,
            type: question.type,
            required: question.required,
            descFile: filesFor(question.descFile, info.files),
            options: question.options.map((option) => ({
              content: option.content,
              descFile: filesFor(option.descFile, info.files),
            })),
          })),
  };
}

/** A new question as the form starts it (also the government opinion collection's form). */
export const NEW_QUESTION: QuestionValues = {
  type: 'SINGLE_CHOICE',
  required: true,
  options: [{ content: '' }, { content: '' }],
};

export function ConsultationCreatePage() {
  const code = useCommunityCode();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  if (!code) return <Empty />;
  return <ConsultationForm key={`${code}:${id ?? ''}`} communityInfoCode={code} draftId={id} />;
}

function ConsultationForm({ communityInfoCode, draftId }: { communityInfoCode: string; draftId?: string }) {
  const { t } = useTranslation('questionnaire');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { linkTo } = useWorkbench();
  const [form] = Form.useForm<QuestionnaireFormValues>();
  const tags = useQuery(solicitationTagsQuery);
  const draft = useQuery({
    ...questionnaireInfoQuery(communityInfoCode, draftId ?? ''),
    enabled: Boolean(draftId),
  });
  const highrise = useQuery(
    buildingListQuery({ communityInfoCode, buildingAttribute: 'HIGH_RISE', page: 1, size: 10000 }),
  );
  const villa = useQuery(
    buildingListQuery({ communityInfoCode, buildingAttribute: 'VILLA', page: 1, size: 10000 }),
  );
  const buildings = [...(highrise.data?.list ?? []), ...(villa.data?.list ?? [])];
  const scopeType = Form.useWatch('scopeType', form) ?? 'COMMUNITY';

  useEffect(() => {
    if (draft.data) form.setFieldsValue(toFormValues(draft.data));
  }, [draft.data, form]);

  const save = useMutation({
    mutationFn: ({ values, asDraft }: { values: QuestionnaireFormValues; asDraft: boolean }) =>
      saveQuestionnaire(toQuestionnaireInput(values, communityInfoCode, draftId, asDraft), asDraft),
    onSuccess: async (saved, { asDraft }) => {
      await client.invalidateQueries({ queryKey: questionnaireKey(communityInfoCode) });
      void message.success(asDraft ? t('form.saved') : t('form.published'));
      void navigate(linkTo(`consultation/${saved.intentionSolicitationId}`));
    },
    onError: (error) => void message.error(failureMessage(error)),
  });

  if (draftId && draft.isPending) return <Skeleton active />;

  const submit = async (asDraft: boolean) => {
    let values: QuestionnaireFormValues;
    try {
      values = asDraft
        ? await form
            .validateFields(['title'])
            .then(() => form.getFieldsValue(true) as QuestionnaireFormValues)
        : await form.validateFields();
    } catch {
      // The fields show what is missing; an invalid form is no page error (issue #24).
      return;
    }
    save.mutate({ values, asDraft });
  };

  const fill = (label: string) => t('form.fillIn', { label });

  return (
    <Card>
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 860 }}
        initialValues={{ scopeType: 'COMMUNITY', questions: [NEW_QUESTION], tagIds: [] }}
      >
        <Form.Item
          name="title"
          label={t('form.title')}
          rules={[{ required: true, whitespace: true, message: fill(t('form.title')) }, { max: 100 }]}
        >
          <Input maxLength={100} showCount />
        </Form.Item>
        <Form.Item name="desc" label={t('form.desc')} rules={[{ max: 2000 }]}>
          <Input.TextArea rows={4} maxLength={2000} showCount placeholder={t('form.descPlaceholder')} />
        </Form.Item>
        <Form.Item name="descFile" label={t('form.descFile')} rules={[uploadFieldRule]}>
          <UploadField communityInfoCode={communityInfoCode} uploadType="TX_VOTING" />
        </Form.Item>
        <Form.Item
          name="mvcFile"
          label={t('form.mvcFile')}
          extra={t('form.mvcFileHint')}
          rules={[uploadFieldRule]}
        >
          <UploadField communityInfoCode={communityInfoCode} uploadType="TX_VOTING" />
        </Form.Item>
        <Form.Item
          name="signAttachment"
          label={t('form.signAttachment')}
          extra={t('form.signAttachmentHint')}
          rules={[uploadFieldRule]}
        >
          <UploadField communityInfoCode={communityInfoCode} uploadType="TX_VOTING" />
        </Form.Item>
        <Form.Item name="tagIds" label={t('form.tags')}>
          <Select
            mode="multiple"
            maxCount={5}
            loading={tags.isPending}
            options={(tags.data ?? []).map((tag) => ({ value: tag.tagId, label: tag.tagName }))}
          />
        </Form.Item>
        <Form.Item name="scopeType" label={t('form.scopeType')}>
          <Radio.Group
            optionType="button"
            options={(['COMMUNITY', 'BUILDING'] as const).map((value) => ({
              value,
              label: t(`scope.${value}`),
            }))}
          />
        </Form.Item>
        {scopeType === 'BUILDING' ? (
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

        <Form.List name="questions">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <QuestionFields
                  key={field.key}
                  communityInfoCode={communityInfoCode}
                  name={field.name}
                  index={index}
                  onRemove={fields.length > 1 ? () => remove(field.name) : undefined}
                />
              ))}
              <Button block type="dashed" icon={<PlusOutlined />} onClick={() => add(NEW_QUESTION)}>
                {t('form.addQuestion')}
              </Button>
            </>
          )}
        </Form.List>

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

/** One question of the form; without a community (government questionnaires) files are the uploader's. */
export function QuestionFields({
  communityInfoCode,
  name,
  index,
  onRemove,
}: {
  communityInfoCode?: string;
  name: number;
  index: number;
  onRemove?: () => void;
}) {
  const { t } = useTranslation('questionnaire');
  const enumLabel = useEnumLabel();
  const form = Form.useFormInstance();
  const type = (Form.useWatch(['questions', name, 'type'], form) ?? 'SINGLE_CHOICE') as QuestionType;
  const fill = (label: string) => t('form.fillIn', { label });
  return (
    <Card
      size="small"
      className="qn-form-question"
      title={t('form.question', { n: index + 1 })}
      data-testid="question-card"
      extra={
        onRemove ? (
          <Button type="link" danger icon={<DeleteOutlined />} onClick={onRemove}>
            {t('form.removeQuestion')}
          </Button>
        ) : null
      }
    >
      <Form.Item
        name={[name, 'title']}
        label={t('form.questionTitle')}
        rules={[{ required: true, whitespace: true, message: fill(t('form.questionTitle')) }, { max: 100 }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item name={[name, 'type']} label={t('form.questionType')}>
          <Select
            style={{ width: 160 }}
            options={QuestionType.values.map((value) => ({ value, label: enumLabel(QuestionType, value) }))}
          />
        </Form.Item>
        <Form.Item name={[name, 'required']} label={t('form.required')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Form.Item name={[name, 'descFile']} label={t('form.questionFiles')} rules={[uploadFieldRule]}>
        <UploadField communityInfoCode={communityInfoCode} uploadType="TX_VOTING" />
      </Form.Item>
      {isChoiceQuestion(type) ? (
        <Form.List
          name={[name, 'options']}
          rules={[
            {
              validator: async (_rule, options: unknown[] | undefined) => {
                if (!options || options.length < 2) throw new Error('单选题和多选题至少需要两个选项');
              },
            },
          ]}
        >
          {(options, { add, remove }, { errors }) => (
            <>
              {options.map((option, optionIndex) => (
                <div key={option.key} className="qn-option-row">
                  <Form.Item
                    className="qn-option-row__content"
                    name={[option.name, 'content']}
                    rules={[
                      {
                        required: true,
                        whitespace: true,
                        message: fill(t('form.option', { n: optionIndex + 1 })),
                      },
                      { max: 100 },
                    ]}
                  >
                    <Input maxLength={100} placeholder={t('form.option', { n: optionIndex + 1 })} />
                  </Form.Item>
                  <Form.Item
                    name={[option.name, 'descFile']}
                    rules={[uploadFieldRule]}
                    aria-label={t('form.optionFiles')}
                  >
                    <UploadField communityInfoCode={communityInfoCode} uploadType="TX_VOTING" maxCount={3} />
                  </Form.Item>
                  {options.length > 2 ? (
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label="remove"
                      onClick={() => remove(option.name)}
                    />
                  ) : null}
                </div>
              ))}
              <Form.ErrorList errors={errors} />
              <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => add({ content: '' })}>
                {t('form.addOption')}
              </Button>
            </>
          )}
        </Form.List>
      ) : null}
    </Card>
  );
}

// ── detail with results ──

export function ConsultationDetailPage() {
  const code = useCommunityCode();
  const { intentionSolicitationId = '' } = useParams();
  if (!code) return <Empty />;
  return <ConsultationDetail key={code} communityInfoCode={code} id={intentionSolicitationId} />;
}

function ConsultationDetail({ communityInfoCode, id }: { communityInfoCode: string; id: string }) {
  const { t } = useTranslation('questionnaire');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { linkTo, permissions } = useWorkbench();
  const period = usePeriod();
  const canManage = hasAnyPermission(permissions, MANAGE);
  const info = useQuery(questionnaireInfoQuery(communityInfoCode, id));
  const actions = useQuestionnaireActions(communityInfoCode);
  const exporting = useMutation({
    mutationFn: () =>
      createDownloadJob(communityInfoCode, 'INTENTION_RESULT_XLSX', { intentionSolicitationId: id }),
    onSuccess: () =>
      modal.success({
        okCancel: true,
        title: t('actions.export'),
        content: t('actions.exportStarted'),
        okText: t('actions.toDownload'),
        cancelText: t('actions.cancel'),
        onOk: () => navigate(linkTo('download')),
      }),
    onError: (error) => void message.error(failureMessage(error)),
  });

  if (info.isPending) return <Skeleton active />;
  if (info.isError)
    return <Result status="404" title={t('detail.notFound')} subTitle={failureMessage(info.error)} />;
  const data = info.data;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            {data.title}
            <StateTag state={data.state} />
          </Space>
        }
        extra={
          <Space wrap>
            <SolicitationActions
              item={data}
              id={data.intentionSolicitationId}
              section="consultation"
              canManage={canManage}
              actions={actions}
              delayLabel={t('actions.newEnd')}
            />
            {data.state !== 'DRAFT' ? (
              <Button
                type="primary"
                icon={<DownloadOutlined />}
                loading={exporting.isPending}
                onClick={() => exporting.mutate()}
              >
                {t('actions.export')}
              </Button>
            ) : null}
          </Space>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('form.time')}>{period(data.startDate, data.endDate)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.joinNum')}>
            <span data-testid="join-num">{data.joinNum}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.joinDate')}>
            <span data-testid="join-date">{formatDateTime(data.joinDate) || t('detail.noJoin')}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.scope')}>
            {data.scopeType === 'COMMUNITY' ? t('scope.COMMUNITY') : data.buildingNames.join('、')}
          </Descriptions.Item>
          <Descriptions.Item label={t('columns.tags')}>
            {data.tags.length ? data.tags.map((tag) => <Tag key={tag.tagId}>{tag.tagName}</Tag>) : '-'}
          </Descriptions.Item>
          {data.relationProposalId ? (
            <Descriptions.Item label={t('detail.relationProposal')}>
              <Link to={linkTo(`proposal/${data.relationProposalId}`)}>{data.relationProposalId}</Link>
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('form.desc')} span={2}>
            <div className="qn-desc">{data.desc || '-'}</div>
          </Descriptions.Item>
          {data.descFile.length ? (
            <Descriptions.Item label={t('form.descFile')} span={2}>
              <AttachmentLinks ids={data.descFile} files={data.files} />
            </Descriptions.Item>
          ) : null}
        </Descriptions>
        <MeetingFiles communityInfoCode={communityInfoCode} info={data} canManage={canManage} />
      </Card>
      <Card title={t('detail.results')}>
        {data.questions.length === 0 ? <Empty /> : null}
        {data.questions.map((question, index) => (
          <Card
            key={question.questionId}
            size="small"
            className="qn-question-card"
            title={`${index + 1}. ${question.title}（${question.typeName}）`}
            extra={t('detail.answerNum', { n: question.answerNum })}
          >
            <AttachmentLinks ids={question.descFile} files={data.files} />
            {isChoiceQuestion(question.type) ? (
              question.options.map((option) => (
                <ResultBar
                  key={option.optionId}
                  label={option.content}
                  detail={t('detail.optionResult', { num: option.num, percentage: option.percentage })}
                  percentage={option.percentage}
                >
                  <AttachmentLinks ids={option.descFile} files={data.files} />
                </ResultBar>
              ))
            ) : (
              <TextAnswers communityInfoCode={communityInfoCode} id={id} questionId={question.questionId} />
            )}
          </Card>
        ))}
      </Card>
    </Space>
  );
}

/**
 * The meeting material and the sign sheet (SPEC §3 mvcFile, signAttachment): listed for everyone with
 * the VIEW permission; managers replace them here, since the sheet is often signed after the end.
 */
function MeetingFiles({
  communityInfoCode,
  info,
  canManage,
}: {
  communityInfoCode: string;
  info: QuestionnaireInfo;
  canManage: boolean;
}) {
  const { t } = useTranslation('questionnaire');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [edited, setEdited] = useState<{ mvcFile?: Attachment[]; signAttachment?: Attachment[] }>({});
  const save = useMutation({
    mutationFn: () =>
      updateQuestionnaireAttachments(communityInfoCode, info.intentionSolicitationId, {
        mvcFile: edited.mvcFile ? idsOf(edited.mvcFile) : info.mvcFile,
        signAttachment: edited.signAttachment ? idsOf(edited.signAttachment) : info.signAttachment,
      }),
    onSuccess: async () => {
      void message.success(t('detail.attachmentsSaved'));
      setEdited({});
      await client.invalidateQueries({ queryKey: questionnaireKey(communityInfoCode) });
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  const fields = ['mvcFile', 'signAttachment'] as const;
  const editable = canManage && info.state !== 'DRAFT';
  return (
    <Descriptions column={1} size="small" style={{ marginTop: 12 }}>
      {fields.map((field) => (
        <Descriptions.Item key={field} label={t(`form.${field}`)}>
          <div data-testid={`qn-${field}`} style={{ width: '100%' }}>
            {editable ? (
              <UploadField
                communityInfoCode={communityInfoCode}
                uploadType="TX_VOTING"
                value={edited[field] ?? filesFor(info[field], info.files)}
                onChange={(files) => setEdited((current) => ({ ...current, [field]: files }))}
              />
            ) : info[field].length ? (
              <AttachmentLinks ids={info[field]} files={info.files} />
            ) : (
              '-'
            )}
          </div>
        </Descriptions.Item>
      ))}
      {editable && (edited.mvcFile || edited.signAttachment) ? (
        <Descriptions.Item>
          <Button size="small" type="primary" loading={save.isPending} onClick={() => save.mutate()}>
            {t('detail.saveAttachments')}
          </Button>
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

function TextAnswers({
  communityInfoCode,
  id,
  questionId,
}: {
  communityInfoCode: string;
  id: string;
  questionId: number;
}) {
  const { t } = useTranslation('questionnaire');
  const texts = useQuery(textAnswersQuery(communityInfoCode, id, questionId));
  if (texts.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  const list = texts.data?.list ?? [];
  if (list.length === 0) return <span className="qn-text-answer__meta">{t('detail.noTextAnswers')}</span>;
  return (
    <div>
      {list.map((item) => (
        <div key={`${item.ownerName}-${item.joinDate}`} className="qn-text-answer">
          <div>{item.text}</div>
          <div className="qn-text-answer__meta">
            {item.ownerName} · {formatDateTime(item.joinDate)}
          </div>
        </div>
      ))}
    </div>
  );
}
