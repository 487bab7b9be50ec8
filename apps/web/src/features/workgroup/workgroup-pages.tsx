import { PlusOutlined, UserOutlined } from '@ant-design/icons';
import { defaultPermissionsFor, OperatePermission } from '@gongzhi/domain/account/permissions';
import { RoleType } from '@gongzhi/domain/account/roles';
import { MOBILE_PATTERN } from '@gongzhi/domain/certification/certification-rules';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import {
  ASSIGNABLE_ROLES,
  type AssignableRole,
  isWorkgroupManager,
  memberChangeRefusal,
  PERMISSION_GROUPS,
} from '@gongzhi/domain/workgroup/member-rules';
import { Gender } from '@gongzhi/domain/workgroup/workgroup-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { listScroll, TITLE_COLUMN_MIN_WIDTH, useActionsFixed } from '../../ui/list-columns';
import { buildingListQuery } from '../roster/roster-api';
import {
  addMember,
  type Member,
  memberListQuery,
  permissionInfoQuery,
  removeMember,
  transferAdmin,
  updateMember,
  updateMemberArea,
  updatePermissions,
  workgroupKey,
} from './workgroup-api';
import './locale';
import './workgroup.css';
import { type EnumLabeller, useEnumLabel } from '../../locales/enum-label';
import { useConfirmAction } from '../../ui/actions/confirm-action';

/** Workgroup members and their permissions (SPEC §2.4 /workgroup/members, /permission/{userId}). */

function roleOptions(enumLabel: EnumLabeller) {
  return ASSIGNABLE_ROLES.map((role) => ({ value: role, label: enumLabel(RoleType, role) }));
}

function roleLabel(enumLabel: EnumLabeller, role: string) {
  return RoleType.is(role) ? enumLabel(RoleType, role) : role;
}

export function MembersPage() {
  const { community } = useWorkbench();
  if (!community) return <Empty />;
  return (
    <MemberList
      key={community.communityInfoCode}
      communityInfoCode={community.communityInfoCode}
      roles={community.roles}
    />
  );
}

type Dialog = { kind: 'add' } | { kind: 'roles'; member: Member } | { kind: 'areas'; member: Member } | null;

function MemberList({ communityInfoCode, roles }: { communityInfoCode: string; roles: readonly string[] }) {
  const { t } = useTranslation('workgroup');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const { linkTo, user } = useWorkbench();
  const client = useQueryClient();
  const members = useQuery(memberListQuery(communityInfoCode));
  const [dialog, setDialog] = useState<Dialog>(null);
  const manager = isWorkgroupManager(roles);
  const isAdmin = roles.includes('COMMUNITY_ADMIN');
  const refresh = () => client.invalidateQueries({ queryKey: workgroupKey(communityInfoCode) });
  const onError = (failure: unknown) => void message.error(failureMessage(failure));
  const mayChange = (member: Member) =>
    !member.isSelf &&
    memberChangeRefusal({ id: user.userId, roles }, { id: member.userId, roles: member.roleTypeList }) ===
      null;

  const remove = useMutation({
    mutationFn: (member: Member) => removeMember(communityInfoCode, member.userId),
    onSuccess: async () => {
      void message.success(t('members.removed'));
      await refresh();
    },
    onError,
  });
  const transfer = useMutation({
    mutationFn: (member: Member) => transferAdmin(communityInfoCode, member.userId),
    onSuccess: async () => {
      void message.success(t('members.transferred'));
      await refresh();
    },
    onError,
  });

  const actionsFixed = useActionsFixed();
  const columns: ColumnsType<Member> = [
    {
      title: t('members.columns.name'),
      dataIndex: 'ownerName',
      minWidth: TITLE_COLUMN_MIN_WIDTH,
      render: (name: string | null, member) => (
        <Space>
          <Avatar size="small" src={member.userAvatar ?? undefined} icon={<UserOutlined />} />
          <span>{name ?? member.mobile}</span>
          {member.isSelf && <Tag>{t('members.self')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('members.columns.gender'),
      dataIndex: 'gender',
      width: 70,
      render: (gender: Member['gender']) => (gender ? enumLabel(Gender, gender) : t('members.none')),
    },
    {
      title: t('members.columns.age'),
      dataIndex: 'age',
      width: 70,
      render: (age: number | null) => age ?? t('members.none'),
    },
    { title: t('members.columns.mobile'), dataIndex: 'mobile', width: 130 },
    {
      title: t('members.columns.roles'),
      dataIndex: 'roleTypeList',
      width: 160,
      render: (list: string[], member) => (
        <Space size={[0, 4]} wrap>
          {list
            .filter((role) => role !== 'OWNER')
            .map((role) => (
              <Tag key={role} color={role === 'COMMUNITY_ADMIN' ? 'gold' : 'blue'}>
                {roleLabel(enumLabel, role)}
              </Tag>
            ))}
          {member.customPermission && <Tag color="purple">{t('members.custom')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('members.columns.areas'),
      dataIndex: 'areaList',
      width: 120,
      render: (areas: Member['areaList']) =>
        areas.length ? areas.map((area) => area.buildingName).join('、') : t('members.none'),
    },
    {
      title: t('members.columns.actions'),
      key: 'actions',
      width: 200,
      fixed: actionsFixed,
      render: (_value, member) => (
        <Space size={0} wrap>
          <Link to={linkTo(`permission/${member.userId}`)}>
            <Button type="link" size="small">
              {t('members.permission')}
            </Button>
          </Link>
          {mayChange(member) && (
            <>
              <Button type="link" size="small" onClick={() => setDialog({ kind: 'roles', member })}>
                {t('members.roles')}
              </Button>
              <Button type="link" size="small" onClick={() => setDialog({ kind: 'areas', member })}>
                {t('members.areas')}
              </Button>
              <Button
                type="link"
                size="small"
                danger
                onClick={() =>
                  confirm('delete', {
                    title: t('members.removeConfirm', { name: member.ownerName ?? member.mobile }),
                    okText: t('members.remove'),
                    onOk: () => remove.mutateAsync(member).catch(() => undefined),
                  })
                }
              >
                {t('members.remove')}
              </Button>
            </>
          )}
          {isAdmin && !member.isSelf && !member.roleTypeList.includes('COMMUNITY_ADMIN') && (
            <Popconfirm
              title={t('members.transferConfirm', { name: member.ownerName ?? member.mobile })}
              onConfirm={() => transfer.mutateAsync(member)}
            >
              <Button type="link" size="small">
                {t('members.transfer')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className="workgroup-page">
      {manager && (
        <div className="workgroup-page__head">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
            {t('members.add')}
          </Button>
        </div>
      )}
      <Table
        rowKey="userId"
        columns={columns}
        scroll={listScroll(columns)}
        dataSource={members.data ?? []}
        loading={members.isLoading}
        pagination={false}
      />
      {dialog?.kind === 'add' && (
        <AddMemberDialog
          communityInfoCode={communityInfoCode}
          onClose={() => setDialog(null)}
          onSaved={refresh}
        />
      )}
      {dialog?.kind === 'roles' && (
        <RolesDialog
          communityInfoCode={communityInfoCode}
          member={dialog.member}
          onClose={() => setDialog(null)}
          onSaved={refresh}
        />
      )}
      {dialog?.kind === 'areas' && (
        <AreasDialog
          communityInfoCode={communityInfoCode}
          member={dialog.member}
          onClose={() => setDialog(null)}
          onSaved={refresh}
        />
      )}
    </div>
  );
}

/** A modal form whose submit error (the server's message) shows above the buttons. */
function FormDialog<T extends object>(props: {
  title: string;
  initialValues?: Partial<T>;
  onClose: () => void;
  onSubmit: (values: T) => Promise<unknown>;
  onSaved: () => Promise<unknown>;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('workgroup');
  const { message } = App.useApp();
  const [form] = Form.useForm<T>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      open
      title={props.title}
      onCancel={props.onClose}
      confirmLoading={saving}
      onOk={async () => {
        const values = await form.validateFields();
        setSaving(true);
        setError(null);
        try {
          await props.onSubmit(values);
          void message.success(t('members.saved'));
          await props.onSaved();
          props.onClose();
        } catch (failure) {
          setError(failureMessage(failure));
        } finally {
          setSaving(false);
        }
      }}
    >
      <Form form={form} layout="vertical" initialValues={props.initialValues}>
        {props.children}
      </Form>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Modal>
  );
}

type DialogProps = { communityInfoCode: string; onClose: () => void; onSaved: () => Promise<unknown> };

function AddMemberDialog(props: DialogProps) {
  const { t } = useTranslation('workgroup');
  const enumLabel = useEnumLabel();
  return (
    <FormDialog<{ mobile: string; ownerName?: string; roleTypeList: AssignableRole[] }>
      title={t('form.addTitle')}
      onClose={props.onClose}
      onSaved={props.onSaved}
      onSubmit={(values) =>
        addMember(props.communityInfoCode, { ...values, ownerName: values.ownerName?.trim() || undefined })
      }
    >
      <Form.Item
        name="mobile"
        label={t('form.mobile')}
        validateTrigger="onBlur"
        rules={[{ required: true, pattern: MOBILE_PATTERN, message: MESSAGES.mobileInvalid }]}
      >
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item
        name="ownerName"
        label={t('form.ownerName')}
        extra={t('form.ownerNameHint')}
        rules={[{ max: 100 }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="roleTypeList"
        label={t('form.roles')}
        rules={[{ required: true, message: t('form.rolesRequired') }]}
      >
        <Select mode="multiple" options={roleOptions(enumLabel)} />
      </Form.Item>
    </FormDialog>
  );
}

function RolesDialog(props: DialogProps & { member: Member }) {
  const { t } = useTranslation('workgroup');
  const enumLabel = useEnumLabel();
  const current = props.member.roleTypeList.filter((role): role is AssignableRole =>
    (ASSIGNABLE_ROLES as readonly string[]).includes(role),
  );
  return (
    <FormDialog<{ roleTypeList: AssignableRole[] }>
      title={t('form.rolesTitle', { name: props.member.ownerName ?? props.member.mobile })}
      initialValues={{ roleTypeList: current }}
      onClose={props.onClose}
      onSaved={props.onSaved}
      onSubmit={(values) => updateMember(props.communityInfoCode, props.member.userId, values.roleTypeList)}
    >
      <Form.Item
        name="roleTypeList"
        label={t('form.roles')}
        rules={[{ required: true, message: t('form.rolesRequired') }]}
      >
        <Select mode="multiple" options={roleOptions(enumLabel)} />
      </Form.Item>
    </FormDialog>
  );
}

function AreasDialog(props: DialogProps & { member: Member }) {
  const { t } = useTranslation('workgroup');
  const buildings = useQuery(
    buildingListQuery({
      communityInfoCode: props.communityInfoCode,
      buildingAttribute: 'HIGH_RISE',
      page: 1,
      size: 10000,
    }),
  );
  const villas = useQuery(
    buildingListQuery({
      communityInfoCode: props.communityInfoCode,
      buildingAttribute: 'VILLA',
      page: 1,
      size: 10000,
    }),
  );
  const options = [...(buildings.data?.list ?? []), ...(villas.data?.list ?? [])].map((building) => ({
    value: building.buildingCode,
    label: building.buildingName,
  }));
  return (
    <FormDialog<{ buildingCodes: string[] }>
      title={t('form.areasTitle', { name: props.member.ownerName ?? props.member.mobile })}
      initialValues={{ buildingCodes: props.member.areaList.map((area) => area.buildingCode) }}
      onClose={props.onClose}
      onSaved={props.onSaved}
      onSubmit={(values) =>
        updateMemberArea(props.communityInfoCode, props.member.userId, values.buildingCodes ?? [])
      }
    >
      <Form.Item name="buildingCodes" label={t('form.buildings')}>
        <Select mode="multiple" options={options} loading={buildings.isLoading} optionFilterProp="label" />
      </Form.Item>
    </FormDialog>
  );
}

export function PermissionPage() {
  const { userId } = useParams();
  const { community } = useWorkbench();
  if (!community || !userId) return <Empty />;
  return (
    <PermissionEditor
      key={`${community.communityInfoCode}-${userId}`}
      communityInfoCode={community.communityInfoCode}
      userId={userId}
    />
  );
}

function PermissionEditor({ communityInfoCode, userId }: { communityInfoCode: string; userId: string }) {
  const { t } = useTranslation('workgroup');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const { linkTo } = useWorkbench();
  const client = useQueryClient();
  const info = useQuery(permissionInfoQuery(communityInfoCode, userId));
  const [selected, setSelected] = useState<OperatePermission[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (list: OperatePermission[]) => updatePermissions(communityInfoCode, userId, list),
    onSuccess: async () => {
      void message.success(t('permission.saved'));
      setSelected(null);
      await client.invalidateQueries({ queryKey: workgroupKey(communityInfoCode) });
    },
    onError: (failure) => setError(failureMessage(failure)),
  });

  if (info.isLoading) return <Spin />;
  const data = info.data;
  if (!data) return <Empty />;
  const value = selected ?? data.operateRoleTypeList;
  // Editing oneself stays within the role defaults (domain permissionEditRefusal): others are greyed.
  const selfDefaults = data.isSelf
    ? defaultPermissionsFor(data.roleTypeList.filter((role): role is RoleType => RoleType.is(role)))
    : null;
  const disabled = (permission: OperatePermission) =>
    !data.editable || (selfDefaults !== null && !selfDefaults.includes(permission));

  function toggle(permission: OperatePermission, on: boolean) {
    setError(null);
    const next = on ? [...value, permission] : value.filter((item) => item !== permission);
    setSelected(OperatePermission.values.filter((item) => next.includes(item)));
  }

  return (
    <Card
      className="permission-page"
      title={t('permission.title', { name: data.ownerName ?? '' })}
      extra={<Link to={linkTo('workgroup/members')}>{t('permission.back')}</Link>}
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text>
            {t('permission.roles', {
              roles: data.roleTypeList
                .filter((role) => role !== 'OWNER')
                .map((role) => roleLabel(enumLabel, role))
                .join('、'),
            })}
          </Typography.Text>
          <Tag color={data.customPermission ? 'purple' : 'default'}>
            {data.customPermission ? t('permission.custom') : t('permission.defaults')}
          </Tag>
        </Space>
        {!data.editable && <Typography.Text type="warning">{t('permission.readonly')}</Typography.Text>}
        {data.isSelf && <Typography.Text type="secondary">{t('permission.hintSelf')}</Typography.Text>}
        <div className="permission-groups">
          {PERMISSION_GROUPS.map((group) => (
            <fieldset key={group.title} className="permission-group">
              <legend className="permission-group__title">{group.title}</legend>
              <Space wrap>
                {group.permissions.map((permission) => (
                  <Checkbox
                    key={permission}
                    checked={value.includes(permission)}
                    disabled={disabled(permission)}
                    onChange={(event) => toggle(permission, event.target.checked)}
                  >
                    {enumLabel(OperatePermission, permission)}
                  </Checkbox>
                ))}
              </Space>
            </fieldset>
          ))}
        </div>
        {error && (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        )}
        {data.editable && (
          <Space>
            <Button type="primary" loading={save.isPending} onClick={() => save.mutate(value)}>
              {t('permission.save')}
            </Button>
            <Button
              onClick={() => {
                setError(null);
                setSelected([...data.defaultOperateRoleTypeList]);
              }}
            >
              {t('permission.reset')}
            </Button>
          </Space>
        )}
      </Space>
    </Card>
  );
}
