import { PlusOutlined } from '@ant-design/icons';
import { GOV_INFORMATION_MESSAGES } from '@gongzhi/domain/gov-information/gov-information-api';
import {
  isChoiceQuestion,
  QuestionnaireDisplayState,
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
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { localizeMessage } from '../../lib/domain-message';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { UploadField } from '../../ui/upload/upload-field';
import {
  NEW_QUESTION,
  QuestionFields,
  type QuestionnaireFormValues,
  toFormValues,
  toQuestionnaireInput,
} from '../questionnaire/questionnaire-pages';
import { AttachmentLinks, ResultBar, StateTag, usePeriod } from '../questionnaire/solicitation-ui';
import { GovConsultationActions, useBackToList } from './gov-solicitation-actions';
import {
  type GovSolicitationInfo,
  type GovSolicitationItem,
  govConsultationInfoQuery,
  govConsultationKey,
  govConsultationListQuery,
  govTextAnswersQuery,
  saveGovConsultation,
} from './gov-solicitation-api';
import './locale';
import { useEnumLabel } from '../../locales/enum-label';
import { FormActions } from '../../ui/actions/form-actions';

/**
 * 社区意见征集 (/government/govConsultation, SPEC §2.4): questionnaires a government unit sends to
 * the owners of chosen communities. The form's questions and the results reuse the questionnaire
 * area's components; only the audience is the government's.
 */

const PAGE_SIZE = 10;

function audienceText(
  item: Pick<GovSolicitationItem, 'allCommunities' | 'communities'>,
  t: (key: string, options?: Record<string, unknown>) => string,
) {
  if (item.allCommunities) return t('list.allScope');
  if (item.communities.length === 1) return item.communities[0]?.communityName ?? '';
  return t('list.scopeCount', { count: item.communities.length });
}

export function GovConsultationListPage() {
  const { t } = useTranslation('govConsultation');
  const enumLabel = useEnumLabel();
  const { t: tq } = useTranslation('questionnaire');
  const { linkTo } = useWorkbench();
  const period = usePeriod();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<QuestionnaireDisplayState | undefined>();
  const [searchKey, setSearchKey] = useState<string | undefined>();
  const list = useQuery(govConsultationListQuery({ page, size: PAGE_SIZE, state, searchKey }));

  return (
    <Card
      variant="borderless"
      title={t('list.title')}
      extra={
        <Link to={linkTo('govConsultation/create', null)}>
          <Button type="primary" icon={<PlusOutlined />}>
            {t('list.create')}
          </Button>
        </Link>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label={t('list.search')}
          placeholder={t('list.search')}
          style={{ width: 220 }}
          onSearch={(value) => {
            setSearchKey(value.trim() || undefined);
            setPage(1);
          }}
        />
        <Select
          aria-label={t('list.allStates')}
          style={{ width: 140 }}
          value={state ?? 'ALL'}
          onChange={(value) => {
            setState(value === 'ALL' ? undefined : (value as QuestionnaireDisplayState));
            setPage(1);
          }}
          options={[
            { value: 'ALL', label: t('list.allStates') },
            ...enumLabel.options(QuestionnaireDisplayState),
          ]}
        />
      </Space>
      <Table<GovSolicitationItem>
        rowKey="intentionSolicitationId"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: <Empty description={t('list.empty')} /> }}
        scroll={{ x: 1100 }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: tq('columns.title'), dataIndex: 'title', width: 220, ellipsis: true },
          {
            title: tq('columns.state'),
            dataIndex: 'state',
            width: 90,
            render: (value: QuestionnaireDisplayState) => <StateTag state={value} />,
          },
          {
            title: tq('form.time'),
            width: 220,
            render: (_, row) => period(row.startDate, row.endDate),
          },
          { title: t('list.audience'), width: 140, render: (_, row) => audienceText(row, t) },
          {
            title: t('list.joined'),
            width: 100,
            render: (_, row) => t('list.joinedValue', { join: row.joinNum, owners: row.ownerCount }),
          },
          { title: t('list.publisher'), dataIndex: 'publisherName', width: 100 },
          {
            title: tq('columns.actions'),
            width: 200,
            fixed: 'right',
            render: (_, row) => (
              <Space size={4} wrap>
                <Link to={linkTo(`govConsultation/${row.intentionSolicitationId}`, null)}>
                  {tq('actions.detail')}
                </Link>
                {row.state === 'DRAFT' ? (
                  <Link to={linkTo(`govConsultation/create?id=${row.intentionSolicitationId}`, null)}>
                    {tq('actions.edit')}
                  </Link>
                ) : null}
                <GovConsultationActions item={row} compact />
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

type GovFormValues = QuestionnaireFormValues & { scope?: 'ALL' | 'CHOSEN'; communityInfoCodes?: string[] };

/** /government/govConsultation/create (`?id=` re-opens a draft). */
export function GovConsultationCreatePage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const draft = useQuery({ ...govConsultationInfoQuery(id ?? ''), enabled: Boolean(id) });
  if (id && !draft.data) return <Skeleton active />;
  return <GovConsultationForm key={id ?? 'new'} draft={draft.data} />;
}

function GovConsultationForm({ draft }: { draft?: GovSolicitationInfo }) {
  const { t } = useTranslation('govConsultation');
  const { t: tq } = useTranslation('questionnaire');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { user, linkTo } = useWorkbench();
  const [form] = Form.useForm<GovFormValues>();
  const scope = Form.useWatch('scope', form);

  useEffect(() => {
    if (!draft) return;
    form.setFieldsValue({
      ...toFormValues(draft),
      scope: draft.allCommunities ? 'ALL' : 'CHOSEN',
      communityInfoCodes: draft.communities.map((community) => community.communityInfoCode),
    });
  }, [draft, form]);

  const save = useMutation({
    mutationFn: ({ values, asDraft }: { values: GovFormValues; asDraft: boolean }) => {
      const {
        communityInfoCode: _none,
        tagIds: _tags,
        scopeType: _scope,
        buildingCodes: _b,
        ...body
      } = toQuestionnaireInput(values, '', draft?.intentionSolicitationId, asDraft);
      return saveGovConsultation(
        {
          ...body,
          allCommunities: values.scope !== 'CHOSEN',
          communityInfoCodes: values.scope === 'CHOSEN' ? (values.communityInfoCodes ?? []) : [],
        },
        asDraft,
      );
    },
    onSuccess: async (saved, { asDraft }) => {
      await client.invalidateQueries({ queryKey: govConsultationKey });
      void message.success(asDraft ? tq('form.saved') : tq('form.published'));
      void navigate(linkTo(`govConsultation/${saved.intentionSolicitationId}`, null));
    },
    onError: (error) => void message.error(failureMessage(error)),
  });

  const submit = async (asDraft: boolean) => {
    const values = asDraft
      ? await form
          .validateFields(['title', 'communityInfoCodes'])
          .then(() => form.getFieldsValue(true) as GovFormValues)
      : await form.validateFields();
    save.mutate({ values, asDraft });
  };
  const fill = (label: string) => tq('form.fillIn', { label });

  return (
    <Card variant="borderless" title={draft ? t('form.editTitle') : t('form.createTitle')}>
      <Typography.Paragraph type="secondary">{t('form.hint')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 860 }}
        initialValues={{ scope: 'ALL', questions: [NEW_QUESTION] }}
      >
        <Form.Item
          name="title"
          label={tq('form.title')}
          rules={[{ required: true, whitespace: true, message: fill(tq('form.title')) }, { max: 100 }]}
        >
          <Input maxLength={100} showCount />
        </Form.Item>
        <Form.Item name="desc" label={tq('form.desc')} rules={[{ max: 2000 }]}>
          <Input.TextArea rows={4} maxLength={2000} showCount placeholder={tq('form.descPlaceholder')} />
        </Form.Item>
        <Form.Item name="descFile" label={tq('form.descFile')}>
          <UploadField uploadType="TX_GOV_INFORMATION" />
        </Form.Item>
        {/* SPEC §3 mvcFile and signAttachment, as the committee's questionnaire form has them. */}
        <Form.Item name="mvcFile" label={t('form.mvcFile')} extra={t('form.mvcFileHint')}>
          <UploadField uploadType="TX_GOV_INFORMATION" />
        </Form.Item>
        <Form.Item
          name="signAttachment"
          label={t('form.signAttachment')}
          extra={t('form.signAttachmentHint')}
        >
          <UploadField uploadType="TX_GOV_INFORMATION" />
        </Form.Item>
        <Form.Item name="scope" label={t('form.scope')} required>
          <Radio.Group
            options={[
              { value: 'ALL', label: t('form.scopeAll') },
              { value: 'CHOSEN', label: t('form.scopeChosen') },
            ]}
          />
        </Form.Item>
        {scope === 'CHOSEN' ? (
          <Form.Item
            name="communityInfoCodes"
            label={t('form.communities')}
            required
            rules={[
              {
                required: true,
                type: 'array',
                min: 1,
                message: localizeMessage(GOV_INFORMATION_MESSAGES.communitiesRequired),
              },
            ]}
          >
            <Select
              mode="multiple"
              placeholder={t('form.communitiesPlaceholder')}
              options={user.communities.map((item) => ({
                value: item.communityInfoCode,
                label: item.communityName,
              }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="time"
          label={tq('form.time')}
          rules={[{ required: true, message: tq('form.timeRequired') }]}
        >
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY/MM/DD HH:mm"
            placeholder={[tq('form.startPlaceholder'), tq('form.endPlaceholder')]}
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
          />
        </Form.Item>
        <Form.List name="questions">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <QuestionFields
                  key={field.key}
                  name={field.name}
                  index={index}
                  onRemove={fields.length > 1 ? () => remove(field.name) : undefined}
                />
              ))}
              <Button block type="dashed" icon={<PlusOutlined />} onClick={() => add(NEW_QUESTION)}>
                {tq('form.addQuestion')}
              </Button>
            </>
          )}
        </Form.List>
        <FormActions
          primary={
            <Button type="primary" onClick={() => void submit(false)} loading={save.isPending}>
              {tq('form.publish')}
            </Button>
          }
          secondary={
            <Button onClick={() => void submit(true)} loading={save.isPending}>
              {tq('form.saveDraft')}
            </Button>
          }
        />
      </Form>
    </Card>
  );
}

/** /government/govConsultation/{id}: the questionnaire, its audience and the results. */
export function GovConsultationDetailPage() {
  const { t } = useTranslation('govConsultation');
  const { t: tq } = useTranslation('questionnaire');
  const { intentionSolicitationId = '' } = useParams();
  const { linkTo } = useWorkbench();
  const period = usePeriod();
  const info = useQuery(govConsultationInfoQuery(intentionSolicitationId));
  const backToList = useBackToList();
  if (info.isPending) return <Skeleton active />;
  if (info.isError)
    return <Result status="404" title={tq('detail.notFound')} subTitle={failureMessage(info.error)} />;
  const data = info.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        variant="borderless"
        title={
          <Space>
            {data.title}
            <StateTag state={data.state} />
          </Space>
        }
        extra={
          <Space wrap>
            {data.state === 'DRAFT' ? (
              <Link to={linkTo(`govConsultation/create?id=${data.intentionSolicitationId}`, null)}>
                <Button>{t('detail.editDraft')}</Button>
              </Link>
            ) : null}
            <GovConsultationActions item={data} afterDelete={backToList} />
          </Space>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={tq('form.time')}>
            {period(data.startDate, data.endDate)}
          </Descriptions.Item>
          <Descriptions.Item label={tq('detail.joinNum')}>
            <span data-testid="join-num">{data.joinNum}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.audience')}>
            {data.allCommunities
              ? t('list.allScope')
              : data.communities.map((community) => community.communityName).join('、')}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.ownerCount')}>{data.ownerCount}</Descriptions.Item>
          <Descriptions.Item label={t('detail.publisher')}>{data.publisherName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={tq('form.desc')} span={2}>
            <div className="qn-desc">{data.desc || '-'}</div>
          </Descriptions.Item>
          {data.descFile.length ? (
            <Descriptions.Item label={tq('form.descFile')} span={2}>
              <AttachmentLinks ids={data.descFile} files={data.files} />
            </Descriptions.Item>
          ) : null}
          {data.mvcFile.length ? (
            <Descriptions.Item label={t('form.mvcFile')} span={2}>
              <AttachmentLinks ids={data.mvcFile} files={data.files} />
            </Descriptions.Item>
          ) : null}
          {data.signAttachment.length ? (
            <Descriptions.Item label={t('form.signAttachment')} span={2}>
              <AttachmentLinks ids={data.signAttachment} files={data.files} />
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </Card>
      <Card variant="borderless" title={tq('detail.results')}>
        {data.questions.length === 0 ? <Empty /> : null}
        {data.questions.map((question, index) => (
          <Card
            key={question.questionId}
            size="small"
            className="qn-question-card"
            title={`${index + 1}. ${question.title}（${question.typeName}）`}
            extra={tq('detail.answerNum', { n: question.answerNum })}
          >
            {isChoiceQuestion(question.type) ? (
              question.options.map((option) => (
                <ResultBar
                  key={option.optionId}
                  label={option.content}
                  detail={tq('detail.optionResult', { num: option.num, percentage: option.percentage })}
                  percentage={option.percentage}
                />
              ))
            ) : (
              <GovTextAnswers id={data.intentionSolicitationId} questionId={question.questionId} />
            )}
          </Card>
        ))}
      </Card>
    </Space>
  );
}

function GovTextAnswers({ id, questionId }: { id: string; questionId: number }) {
  const { t } = useTranslation('questionnaire');
  const texts = useQuery(govTextAnswersQuery(id, questionId));
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
