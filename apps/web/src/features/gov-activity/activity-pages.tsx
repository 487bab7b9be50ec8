import {
  type ActivitySignUpDto,
  activityCreateInput,
  GOV_ACTIVITY_MESSAGES,
  GovSignUpState,
} from '@gongzhi/domain/gov-activity/gov-activity-api';
import { GOV_INFORMATION_MESSAGES } from '@gongzhi/domain/gov-information/gov-information-api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { localizeMessage } from '../../lib/domain-message';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { listScroll, TITLE_COLUMN_MIN_WIDTH, useActionsFixed } from '../../ui/list-columns';
import { RichTextEditor, RichTextView } from '../../ui/rich-text/rich-text-editor';
import { zodRule } from '../gov-settings/zod-rule';
import {
  type Activity,
  activityInfoQuery,
  activityKey,
  activityListQuery,
  activitySignUpListQuery,
  cancelActivity,
  createActivity,
  updateActivity,
} from './activity-api';
import './locale';
import { useEnumLabel } from '../../locales/enum-label';
import { useConfirmAction } from '../../ui/actions/confirm-action';

const STATE_COLOR: Record<GovSignUpState, string> = {
  OPEN: 'processing',
  FULL: 'warning',
  CLOSED: 'default',
  CANCELLED: 'error',
};

function SignUpStateTag({ state }: { state: GovSignUpState }) {
  const enumLabel = useEnumLabel();
  return <Tag color={STATE_COLOR[state]}>{enumLabel(GovSignUpState, state)}</Tag>;
}

function timeRange(activity: Activity) {
  return `${formatDateTime(activity.startTime)} - ${formatDateTime(activity.endTime)}`;
}

/** /government/activity: activities of the jurisdiction with their sign-up state. */
export function ActivityListPage() {
  const { t } = useTranslation('govActivity');
  const { linkTo } = useWorkbench();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [title, setTitle] = useState<string | undefined>();
  const list = useQuery(activityListQuery({ page, size: 10, title }));

  const cancel = async (row: Activity) => {
    try {
      await cancelActivity(row.activityId);
      void message.success(t('list.cancelled'));
    } catch (error) {
      void message.error(failureMessage(error));
    }
    await client.invalidateQueries({ queryKey: activityKey });
  };

  const actionsFixed = useActionsFixed();
  const columns: ColumnsType<Activity> = [
    { title: t('list.activityTitle'), dataIndex: 'title', minWidth: TITLE_COLUMN_MIN_WIDTH },
    { title: t('list.time'), width: 170, render: (_, row) => timeRange(row) },
    { title: t('list.place'), dataIndex: 'place', width: 120, ellipsis: true },
    {
      title: t('list.signUps'),
      width: 100,
      render: (_, row) => t('list.signUpValue', { count: row.signUpCount, capacity: row.capacity }),
    },
    {
      title: t('list.state'),
      dataIndex: 'signUpState',
      width: 90,
      render: (value: GovSignUpState) => <SignUpStateTag state={value} />,
    },
    {
      title: t('list.actions'),
      width: 230,
      fixed: actionsFixed,
      render: (_, row) => (
        <Space>
          <Link to={linkTo(`activity/${row.activityId}`, null)}>{t('list.view')}</Link>
          {row.state === 'PUBLISHED' ? (
            <Link to={linkTo(`activity/create?id=${row.activityId}`, null)}>{t('list.edit')}</Link>
          ) : null}
          <Link to={linkTo(`activitySignUpList/${row.activityId}`, null)}>{t('list.signUpList')}</Link>
          {row.state === 'PUBLISHED' ? (
            <Typography.Link
              type="danger"
              onClick={() =>
                confirm('cancel', {
                  title: t('list.cancelConfirm'),
                  okText: t('list.cancel'),
                  onOk: () => cancel(row),
                })
              }
            >
              {t('list.cancel')}
            </Typography.Link>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card
      variant="borderless"
      title={t('list.title')}
      extra={
        <Link to={linkTo('activity/create', null)}>
          <Button type="primary">{t('list.create')}</Button>
        </Link>
      }
    >
      <Input.Search
        allowClear
        aria-label={t('list.titleSearch')}
        placeholder={t('list.titleSearch')}
        style={{ width: 240, marginBottom: 16 }}
        onSearch={(value) => {
          setTitle(value.trim() || undefined);
          setPage(1);
        }}
      />
      <Table<Activity>
        rowKey="activityId"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        scroll={listScroll(columns)}
        pagination={{ current: page, pageSize: 10, total: list.data?.total ?? 0, onChange: setPage }}
        columns={columns}
      />
    </Card>
  );
}

type FormValues = {
  title: string;
  content: string;
  place: string;
  period: [Dayjs, Dayjs];
  signUpDeadline: Dayjs;
  capacity: number;
  scope: 'ALL' | 'CHOSEN';
  communityInfoCodes?: string[];
};

const fields = activityCreateInput.shape;

/** A saved activity as form values (editing). */
export function activityFormValues(item: Activity): FormValues {
  return {
    title: item.title,
    content: item.content,
    place: item.place,
    period: [dayjs(item.startTime), dayjs(item.endTime)],
    signUpDeadline: dayjs(item.signUpDeadline),
    capacity: item.capacity,
    scope: item.allCommunities ? 'ALL' : 'CHOSEN',
    communityInfoCodes: item.communities.map((community) => community.communityInfoCode),
  };
}

/**
 * /government/activity/create: title, description, time, place, deadline, capacity, audience. With
 * `?id=` the same form edits that activity (govActivity/update).
 */
export function ActivityCreatePage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const existing = useQuery({ ...activityInfoQuery(id ?? ''), enabled: Boolean(id) });
  if (id && !existing.data) return <Skeleton active />;
  return <ActivityForm key={id ?? 'new'} existing={existing.data} />;
}

function ActivityForm({ existing }: { existing?: Activity }) {
  const { t } = useTranslation('govActivity');
  const { user, linkTo } = useWorkbench();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const scope = Form.useWatch('scope', form);
  const [saving, setSaving] = useState(false);

  const onFinish = async (values: FormValues) => {
    setSaving(true);
    try {
      const input = {
        title: values.title.trim(),
        content: values.content,
        place: values.place.trim(),
        startTime: values.period[0].second(0).millisecond(0).toISOString(),
        endTime: values.period[1].second(0).millisecond(0).toISOString(),
        signUpDeadline: values.signUpDeadline.second(0).millisecond(0).toISOString(),
        capacity: values.capacity,
        allCommunities: values.scope === 'ALL',
        communityInfoCodes: values.scope === 'ALL' ? [] : (values.communityInfoCodes ?? []),
      };
      const saved = existing
        ? await updateActivity({ ...input, activityId: existing.activityId })
        : await createActivity(input);
      void message.success(existing ? t('form.updated') : t('form.published'));
      await client.invalidateQueries({ queryKey: activityKey });
      void navigate(linkTo(`activity/${saved.activityId}`, null));
    } catch (error) {
      void message.error(failureMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="borderless" title={existing ? t('form.editTitle') : t('form.title')}>
      {existing ? (
        <Typography.Paragraph type="secondary" data-testid="activity-edit-hint">
          {t('form.editHint', { count: existing.signUpCount })}
        </Typography.Paragraph>
      ) : null}
      <Form<FormValues>
        form={form}
        layout="vertical"
        name="activityCreate"
        style={{ maxWidth: 860 }}
        // The form mounts only once an edited item has loaded: start from it, so the fields that depend
        // on the audience (the community picker) exist from the first render.
        initialValues={existing ? activityFormValues(existing) : { scope: 'ALL', content: '', capacity: 50 }}
        onFinish={onFinish}
      >
        <Form.Item name="title" label={t('form.activityTitle')} required rules={[zodRule(fields.title)]}>
          <Input maxLength={100} showCount placeholder={t('form.titlePlaceholder')} />
        </Form.Item>
        <Form.Item name="place" label={t('form.place')} required rules={[zodRule(fields.place)]}>
          <Input maxLength={100} placeholder={t('form.placePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="period"
          label={t('form.time')}
          rules={[{ required: true, message: t('form.timeRequired') }]}
        >
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY/MM/DD HH:mm" />
        </Form.Item>
        <Form.Item
          name="signUpDeadline"
          label={t('form.deadline')}
          dependencies={['period']}
          rules={[
            { required: true, message: t('form.deadlineRequired') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: Dayjs | undefined) => {
                const period = getFieldValue('period') as [Dayjs, Dayjs] | undefined;
                if (value && period && value.isAfter(period[0]))
                  throw new Error(localizeMessage(GOV_ACTIVITY_MESSAGES.deadlineAfterStart));
              },
            }),
          ]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY/MM/DD HH:mm" />
        </Form.Item>
        <Form.Item name="capacity" label={t('form.capacity')} required rules={[zodRule(fields.capacity)]}>
          <InputNumber min={1} max={100000} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="content" label={t('form.content')} required rules={[zodRule(fields.content)]}>
          <RichTextEditor aria-label={t('form.content')} />
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
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {existing ? t('form.save') : t('form.submit')}
          </Button>
          <Button onClick={() => void navigate(linkTo('activity', null))}>{t('form.back')}</Button>
        </Space>
      </Form>
    </Card>
  );
}

/** /government/activity/{id}: the activity, its sign-up state and audience. */
export function ActivityDetailPage() {
  const { t } = useTranslation('govActivity');
  const { id = '' } = useParams();
  const { linkTo } = useWorkbench();
  const info = useQuery(activityInfoQuery(id));
  if (!info.data) return <Spin />;
  const item = info.data;
  return (
    <Card
      variant="borderless"
      title={item.title}
      extra={
        <Space>
          {item.state === 'PUBLISHED' ? (
            <Link to={linkTo(`activity/create?id=${item.activityId}`, null)}>
              <Button data-testid="activity-edit">{t('list.edit')}</Button>
            </Link>
          ) : null}
          <Link to={linkTo(`activitySignUpList/${item.activityId}`, null)}>{t('list.signUpList')}</Link>
        </Space>
      }
    >
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('list.time')}>{timeRange(item)}</Descriptions.Item>
        <Descriptions.Item label={t('list.place')}>{item.place}</Descriptions.Item>
        <Descriptions.Item label={t('list.deadline')}>
          {formatDateTime(item.signUpDeadline)}
        </Descriptions.Item>
        <Descriptions.Item label={t('list.signUps')}>
          {t('list.signUpValue', { count: item.signUpCount, capacity: item.capacity })}
        </Descriptions.Item>
        <Descriptions.Item label={t('list.state')}>
          <SignUpStateTag state={item.signUpState} />
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.publisher')}>{item.publisherName}</Descriptions.Item>
        <Descriptions.Item label={t('detail.scope')} span={2}>
          {item.allCommunities
            ? t('detail.allScope')
            : item.communities.map((community) => community.communityName).join('、')}
        </Descriptions.Item>
      </Descriptions>
      <RichTextView html={item.content} />
    </Card>
  );
}

/** /government/activitySignUpList/{id}: who signed up, from which community. */
export function ActivitySignUpListPage() {
  const { t } = useTranslation('govActivity');
  const { id = '' } = useParams();
  const [page, setPage] = useState(1);
  const info = useQuery(activityInfoQuery(id));
  const signUps = useQuery(activitySignUpListQuery(id, page, 20));
  const signUpColumns: ColumnsType<ActivitySignUpDto> = [
    { title: t('signUps.ownerName'), dataIndex: 'ownerName', width: 110 },
    { title: t('signUps.mobile'), dataIndex: 'mobile', width: 130 },
    { title: t('signUps.community'), dataIndex: 'communityName', minWidth: TITLE_COLUMN_MIN_WIDTH },
    {
      title: t('signUps.gmtSignUp'),
      dataIndex: 'gmtSignUp',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
  ];
  return (
    <Card variant="borderless" title={`${t('signUps.title')}${info.data ? ` · ${info.data.title}` : ''}`}>
      {info.data ? (
        <Typography.Paragraph>
          {t('signUps.summary', { count: info.data.signUpCount, capacity: info.data.capacity })}
        </Typography.Paragraph>
      ) : null}
      <Table
        rowKey={(row) => `${row.mobile}-${row.gmtSignUp}`}
        loading={signUps.isLoading}
        dataSource={signUps.data?.list ?? []}
        pagination={{ current: page, pageSize: 20, total: signUps.data?.total ?? 0, onChange: setPage }}
        scroll={listScroll(signUpColumns)}
        columns={signUpColumns}
      />
    </Card>
  );
}
