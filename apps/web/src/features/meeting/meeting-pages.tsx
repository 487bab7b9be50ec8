import { PlusOutlined } from '@ant-design/icons';
import { RoleType } from '@gongzhi/domain/account/roles';
import { MeetingDisplayState } from '@gongzhi/domain/meeting/meeting-enums';
import { mayPerformMeetingAction } from '@gongzhi/domain/meeting/meeting-status';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import DatePicker from 'antd/es/date-picker';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { useConfirmAction } from '../../ui/actions/confirm-action';
import { CheckboxGroupField } from '../../ui/checkbox-group-field';
import { listScroll, TITLE_COLUMN_MIN_WIDTH, useActionsFixed } from '../../ui/list-columns';
import type { Attachment } from '../../ui/upload/upload-api';
import { UploadField } from '../../ui/upload/upload-field';
import { uploadFieldRule } from '../../ui/upload/upload-field-rule';
import { memberListQuery } from '../workgroup/workgroup-api';
import {
  cancelMeeting,
  deleteMeeting,
  fillMinute,
  type MeetingDetail,
  type MeetingItem,
  meetingInfoQuery,
  meetingKey,
  meetingListQuery,
  submitMeeting,
} from './meeting-api';
import './locale';
import './meeting.css';
import { type EnumLabeller, useEnumLabel } from '../../locales/enum-label';
import { FormActions } from '../../ui/actions/form-actions';

/** Workgroup meetings (SPEC §2.5 /manage/meeting, /createMeeting, /meeting/{id}; §4 states and actions). */

const STATE_COLOR: Record<MeetingDisplayState, string> = {
  DRAFT: 'default',
  CANCELLED: 'red',
  NOT_STARTED: 'blue',
  IN_PROGRESS: 'green',
  ENDED: 'default',
};

export function MeetingStateTag({ state }: { state: MeetingDisplayState }) {
  const enumLabel = useEnumLabel();
  return <Tag color={STATE_COLOR[state]}>{enumLabel(MeetingDisplayState, state)}</Tag>;
}

function timeRange(item: { startDate: string | null; endDate: string | null }, none: string) {
  if (!item.startDate || !item.endDate) return none;
  const start = formatDateTime(item.startDate);
  const end = formatDateTime(item.endDate);
  // Same day: show the date once.
  return start.slice(0, 10) === end.slice(0, 10) ? `${start} – ${end.slice(11)}` : `${start} – ${end}`;
}

export function MeetingListPage() {
  const { community } = useWorkbench();
  if (!community) return <Empty />;
  return <MeetingList key={community.communityInfoCode} communityInfoCode={community.communityInfoCode} />;
}

function MeetingList({ communityInfoCode }: { communityInfoCode: string }) {
  const { t } = useTranslation('meeting');
  const enumLabel = useEnumLabel();
  const { linkTo } = useWorkbench();
  const [state, setState] = useState<MeetingDisplayState | undefined>();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const meetings = useQuery(meetingListQuery(communityInfoCode, page, size, state));
  const detail = (id: string) => linkTo(`meeting/${id}`);

  const actionsFixed = useActionsFixed();
  const columns: ColumnsType<MeetingItem> = [
    {
      title: t('list.columns.name'),
      dataIndex: 'meetingName',
      minWidth: TITLE_COLUMN_MIN_WIDTH,
      render: (name: string, item) => <Link to={detail(item.id)}>{name}</Link>,
    },
    {
      title: t('list.columns.time'),
      key: 'time',
      width: 190,
      render: (_v, item) => timeRange(item, t('list.noTime')),
    },
    { title: t('list.columns.address'), dataIndex: 'address', width: 160 },
    {
      title: t('list.columns.state'),
      dataIndex: 'state',
      width: 90,
      render: (value: MeetingDisplayState) => <MeetingStateTag state={value} />,
    },
    { title: t('list.columns.attendees'), dataIndex: 'attendeeCount', width: 100, align: 'right' },
    {
      title: t('list.columns.minutes'),
      dataIndex: 'hasMinutes',
      width: 100,
      render: (value: boolean) =>
        value ? (
          <Tag color="green">{t('list.minutesDone')}</Tag>
        ) : (
          <Typography.Text type="secondary">{t('list.minutesNone')}</Typography.Text>
        ),
    },
    {
      title: t('list.columns.actions'),
      key: 'actions',
      width: 80,
      fixed: actionsFixed,
      render: (_v, item) => <Link to={detail(item.id)}>{t('list.view')}</Link>,
    },
  ];

  return (
    <div className="meeting-page">
      <div className="meeting-page__head">
        <Select
          allowClear
          aria-label={t('list.allStates')}
          placeholder={t('list.allStates')}
          style={{ width: 160 }}
          value={state}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
          options={enumLabel.options(MeetingDisplayState)}
        />
        <Link to={linkTo('createMeeting')}>
          <Button type="primary" icon={<PlusOutlined />}>
            {t('list.create')}
          </Button>
        </Link>
      </div>
      <Table
        rowKey="id"
        columns={columns}
        scroll={listScroll(columns)}
        dataSource={meetings.data?.list ?? []}
        loading={meetings.isLoading}
        pagination={{
          current: page,
          pageSize: size,
          total: meetings.data?.total ?? 0,
          onChange: (next, nextSize) => {
            setPage(next);
            setSize(nextSize);
          },
        }}
      />
    </div>
  );
}

type FormValues = {
  meetingName: string;
  address: string;
  time: [Dayjs, Dayjs] | null;
  content: string;
  attendeeUserIds: string[];
  materials: Attachment[];
};

function roleNames(enumLabel: EnumLabeller, roles: readonly string[]) {
  return roles
    .filter((role) => RoleType.is(role) && role !== 'OWNER')
    .map((role) => enumLabel(RoleType, role as RoleType))
    .join('、');
}

export function MeetingCreatePage() {
  const { community } = useWorkbench();
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!community) return <Empty />;
  return (
    <MeetingEditor
      key={`${community.communityInfoCode}-${id ?? ''}`}
      communityInfoCode={community.communityInfoCode}
      id={id}
    />
  );
}

function MeetingEditor({ communityInfoCode, id }: { communityInfoCode: string; id: string | null }) {
  const existing = useQuery({ ...meetingInfoQuery(communityInfoCode, id ?? ''), enabled: !!id });
  if (id && existing.isLoading) return <Spin />;
  return <MeetingForm communityInfoCode={communityInfoCode} meeting={existing.data ?? null} />;
}

function MeetingForm({
  communityInfoCode,
  meeting,
}: {
  communityInfoCode: string;
  meeting: MeetingDetail | null;
}) {
  const { t } = useTranslation('meeting');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const { linkTo } = useWorkbench();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const [error, setError] = useState<string | null>(null);
  const members = useQuery(memberListQuery(communityInfoCode));
  const isDraft = !meeting || meeting.state === 'DRAFT';

  const submit = useMutation({
    mutationFn: async (action: 'create' | 'save' | 'update') => {
      const values = action === 'save' ? form.getFieldsValue() : await form.validateFields();
      return submitMeeting(
        action,
        communityInfoCode,
        {
          meetingName: values.meetingName ?? '',
          address: values.address ?? '',
          startDate: values.time?.[0]?.toISOString() ?? null,
          endDate: values.time?.[1]?.toISOString() ?? null,
          content: values.content ?? '',
          attendeeUserIds: values.attendeeUserIds ?? [],
          materialIds: (values.materials ?? []).map((file) => file.attachmentId),
        },
        meeting?.id,
      ).then((saved) => ({ saved, action }));
    },
    onSuccess: async ({ saved, action }) => {
      void message.success(
        t(action === 'create' ? 'form.published' : action === 'save' ? 'form.draftSaved' : 'form.updated'),
      );
      await client.invalidateQueries({ queryKey: meetingKey(communityInfoCode) });
      navigate(linkTo(`meeting/${saved.id}`));
    },
    onError: (failure) => {
      // A refused validation keeps its field messages; a refused call shows the server's words.
      if (failure && typeof failure === 'object' && 'errorFields' in failure) return;
      setError(failureMessage(failure));
    },
  });

  const initial: Partial<FormValues> = meeting
    ? {
        meetingName: meeting.meetingName,
        address: meeting.address,
        time:
          meeting.startDate && meeting.endDate ? [dayjs(meeting.startDate), dayjs(meeting.endDate)] : null,
        content: meeting.content,
        attendeeUserIds: meeting.attendees.map((attendee) => attendee.userId),
        materials: meeting.materials,
      }
    : { address: '', content: '', attendeeUserIds: [], materials: [], time: null };

  return (
    <Card className="meeting-form">
      <Form form={form} layout="vertical" initialValues={initial} onValuesChange={() => setError(null)}>
        <Form.Item
          name="meetingName"
          label={t('form.name')}
          rules={[{ required: true, whitespace: true, message: '请填写会议名称' }, { max: 100 }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="time"
          label={t('form.time')}
          rules={[{ required: true, message: t('form.timeRequired') }]}
        >
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY/MM/DD HH:mm"
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
          />
        </Form.Item>
        <Form.Item name="address" label={t('form.address')} rules={[{ max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="content" label={t('form.content')}>
          <Input.TextArea rows={5} maxLength={5000} showCount />
        </Form.Item>
        <Form.Item
          name="attendeeUserIds"
          label={t('form.attendees')}
          rules={[{ required: true, type: 'array', min: 1, message: t('form.attendeesRequired') }]}
        >
          <CheckboxGroupField label={t('form.attendees')} className="meeting-form__attendees">
            {(members.data ?? []).map((member) => (
              <Checkbox key={member.userId} value={member.userId}>
                {member.ownerName ?? member.mobile}
                <Typography.Text type="secondary">
                  {' '}
                  {roleNames(enumLabel, member.roleTypeList)}
                </Typography.Text>
              </Checkbox>
            ))}
          </CheckboxGroupField>
        </Form.Item>
        <Form.Item name="materials" label={t('form.materials')} rules={[uploadFieldRule]}>
          <UploadField uploadType="TX_NO_WATER_TAG" communityInfoCode={communityInfoCode} />
        </Form.Item>
        {error && (
          <Typography.Paragraph type="danger" role="alert">
            {error}
          </Typography.Paragraph>
        )}
        <FormActions
          primary={
            isDraft ? (
              <Button type="primary" loading={submit.isPending} onClick={() => submit.mutate('create')}>
                {t('form.publish')}
              </Button>
            ) : (
              <Button type="primary" loading={submit.isPending} onClick={() => submit.mutate('update')}>
                {t('form.saveChanges')}
              </Button>
            )
          }
          secondary={
            isDraft ? (
              <Button loading={submit.isPending} onClick={() => submit.mutate('save')}>
                {t('form.saveDraft')}
              </Button>
            ) : null
          }
          cancel={<Button onClick={() => navigate(-1)}>{t('form.cancel')}</Button>}
        />
      </Form>
    </Card>
  );
}

export function MeetingDetailPage() {
  const { id } = useParams();
  const { community } = useWorkbench();
  if (!community || !id) return <Empty />;
  return (
    <MeetingDetailView
      key={`${community.communityInfoCode}-${id}`}
      communityInfoCode={community.communityInfoCode}
      id={id}
    />
  );
}

function FileList({ files }: { files: MeetingDetail['materials'] }) {
  const { t } = useTranslation('meeting');
  if (files.length === 0) return <>{t('detail.none')}</>;
  return <UploadField uploadType="TX_NO_WATER_TAG" value={files} disabled />;
}

function MeetingDetailView({ communityInfoCode, id }: { communityInfoCode: string; id: string }) {
  const { t } = useTranslation('meeting');
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const { linkTo } = useWorkbench();
  const navigate = useNavigate();
  const client = useQueryClient();
  const info = useQuery(meetingInfoQuery(communityInfoCode, id));
  const [writing, setWriting] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: meetingKey(communityInfoCode) });
  const onError = (failure: unknown) => void message.error(failureMessage(failure));

  const remove = useMutation({
    mutationFn: () => deleteMeeting(communityInfoCode, id),
    onSuccess: async () => {
      void message.success(t('detail.deleted'));
      await refresh();
      navigate(linkTo('meeting'));
    },
    onError,
  });

  if (info.isLoading) return <Spin />;
  const meeting = info.data;
  if (!meeting) return <Empty />;
  const may = (action: Parameters<typeof mayPerformMeetingAction>[1]) =>
    mayPerformMeetingAction(meeting.state, action);

  function askCancel() {
    let reason = '';
    confirm('cancel', {
      title: t('detail.cancelMeeting'),
      okText: t('detail.cancelMeeting'),
      content: (
        <Input.TextArea
          aria-label={t('detail.cancelReason')}
          placeholder={t('detail.cancelReason')}
          maxLength={100}
          onChange={(event) => {
            reason = event.target.value;
          }}
        />
      ),
      onOk: async () => {
        try {
          await cancelMeeting(communityInfoCode, id, reason);
          void message.success(t('detail.cancelled'));
          await refresh();
        } catch (failure) {
          onError(failure);
        }
      },
    });
  }

  return (
    <div className="meeting-page">
      <Card
        title={
          <Space>
            {meeting.meetingName}
            <MeetingStateTag state={meeting.state} />
          </Space>
        }
        extra={
          <Space>
            {(may('UPDATE') || may('CREATE')) && (
              <Link to={`${linkTo('createMeeting')}&id=${meeting.id}`}>
                <Button>{may('CREATE') ? t('detail.publishDraft') : t('detail.edit')}</Button>
              </Link>
            )}
            {may('CANCEL') && (
              <Button danger onClick={askCancel}>
                {t('detail.cancelMeeting')}
              </Button>
            )}
            {may('DELETE') && (
              <Button
                danger
                onClick={() =>
                  confirm('delete', {
                    title: t('detail.deleteConfirm', { name: meeting.meetingName }),
                    onOk: () => remove.mutateAsync().catch(() => undefined),
                  })
                }
              >
                {t('detail.delete')}
              </Button>
            )}
          </Space>
        }
      >
        <Descriptions column={{ xs: 1, sm: 2 }} bordered size="small">
          <Descriptions.Item label={t('detail.time')}>
            {timeRange(meeting, t('list.noTime'))}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.address')}>
            {meeting.address || t('detail.none')}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.creator')}>{meeting.creatorName ?? ''}</Descriptions.Item>
          <Descriptions.Item label={t('detail.created')}>
            {formatDateTime(meeting.gmtCreate)}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.content')} span={2}>
            <div className="meeting-text">{meeting.content || t('detail.none')}</div>
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.attendees', { count: meeting.attendees.length })} span={2}>
            <Space wrap>
              {meeting.attendees.map((attendee) => (
                <Tag key={attendee.userId}>{attendee.ownerName}</Tag>
              ))}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.materials')} span={2}>
            <FileList files={meeting.materials} />
          </Descriptions.Item>
          {meeting.cancelReason && (
            <Descriptions.Item label={t('detail.cancelled')} span={2}>
              {t('detail.cancelledBecause', { reason: meeting.cancelReason })}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Card
        className="meeting-minutes"
        title={t('detail.minutes')}
        extra={
          may('FILL_MINUTES') &&
          !writing && (
            <Button type="primary" onClick={() => setWriting(true)}>
              {meeting.minutes ? t('detail.editMinutes') : t('detail.fillMinutes')}
            </Button>
          )
        }
      >
        {writing ? (
          <MinutesForm
            communityInfoCode={communityInfoCode}
            meeting={meeting}
            onDone={async () => {
              setWriting(false);
              await refresh();
            }}
            onCancel={() => setWriting(false)}
          />
        ) : meeting.minutes ? (
          <>
            <div className="meeting-text">{meeting.minutes}</div>
            {meeting.minuteAttachments.length > 0 && (
              <div className="meeting-minutes__files">
                <Typography.Text type="secondary">{t('detail.minuteFiles')}</Typography.Text>
                <FileList files={meeting.minuteAttachments} />
              </div>
            )}
            {meeting.minutesAt && (
              <Typography.Text type="secondary">
                {t('detail.minutesAt', { time: formatDateTime(meeting.minutesAt) })}
              </Typography.Text>
            )}
          </>
        ) : (
          <Empty
            description={
              may('FILL_MINUTES') || meeting.state === 'ENDED'
                ? t('detail.noMinutes')
                : t('detail.minutesHint')
            }
          />
        )}
      </Card>
    </div>
  );
}

function MinutesForm(props: {
  communityInfoCode: string;
  meeting: MeetingDetail;
  onDone: () => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('meeting');
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (values: { minutes: string; files: Attachment[] }) =>
      fillMinute(
        props.communityInfoCode,
        props.meeting.id,
        values.minutes,
        values.files.map((file) => file.attachmentId),
      ),
    onSuccess: async () => {
      void message.success(t('detail.minutesSaved'));
      await props.onDone();
    },
    onError: (failure) => setError(failureMessage(failure)),
  });
  return (
    <Form
      layout="vertical"
      initialValues={{ minutes: props.meeting.minutes ?? '', files: props.meeting.minuteAttachments }}
      onFinish={(values) => save.mutate(values)}
    >
      <Form.Item
        name="minutes"
        label={t('detail.minutes')}
        validateStatus={error ? 'error' : undefined}
        help={error ?? undefined}
        rules={[{ required: true, whitespace: true, message: t('detail.minutesRequired') }]}
      >
        <Input.TextArea rows={8} maxLength={20000} showCount />
      </Form.Item>
      <Form.Item name="files" label={t('detail.minuteFiles')} rules={[uploadFieldRule]}>
        <UploadField uploadType="TX_NO_WATER_TAG" communityInfoCode={props.communityInfoCode} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('detail.saveMinutes')}
        </Button>
        <Button onClick={props.onCancel}>{t('form.cancel')}</Button>
      </Space>
    </Form>
  );
}
